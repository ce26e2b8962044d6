import Foundation
import LayoutDebugCommands
import XCTest

/// `explain --all-steps` of every lesson in Scenarios/ (not known-issues/), in text and JSON,
/// compared with Golden/scenarios/NAME.explain.txt and .explain.json. Run from the repository root
/// with the relative path, so provenance and the fake UIKit addresses are the same on every machine.
final class ExplainScenarioGoldenTests: XCTestCase {
    func testExplainedScenariosMatchTheGoldenFiles() throws {
        for path in try ScenarioCommandTests.scenarioPaths() {
            let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
            for (options, golden) in [([String](), "explain.txt"), (["--json"], "explain.json")] {
                let result = ScenarioCommandTests.runAtRoot(["explain", path, "--all-steps"] + options)
                XCTAssertTrue([0, 1].contains(result.exitCode), "\(path) \(options): exit \(result.exitCode)\n\(result.stderr)")
                XCTAssertEqual(result.stderr, "", path)
                try GoldenFile.check(result.stdout, against: "scenarios/\(name).\(golden)")
                if options == ["--json"] { JSONValidity.assertParses(result.stdout, "explain \(path)") }
            }
        }
    }
}
