import Foundation
import LayoutDebugCommands
import XCTest

/// `explain --all-steps` of the golden lessons, in text and JSON, compared with
/// Golden/scenarios/NAME.explain.txt and .explain.json. Run from the repository root with the
/// relative path, so provenance and the fake UIKit addresses are the same on every machine. (Every
/// lesson's explanations are checked by `OutputAgreementTests`, `JSONSchemaTests` and
/// `ExplainFixReplayTests`.)
final class ExplainScenarioGoldenTests: XCTestCase {
    func testExplainedGoldenLessonsMatchTheGoldenFiles() throws {
        for path in GoldenFile.lessonPaths {
            let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
            for (json, golden) in [(false, "explain.txt"), (true, "explain.json")] {
                let result = LessonOutputs.allSteps("explain", path, json: json)
                XCTAssertTrue([0, 1].contains(result.exitCode), "\(path) json \(json): exit \(result.exitCode)\n\(result.stderr)")
                XCTAssertEqual(result.stderr, "", path)
                try GoldenFile.check(result.stdout, against: "scenarios/\(name).\(golden)")
            }
        }
    }
}
