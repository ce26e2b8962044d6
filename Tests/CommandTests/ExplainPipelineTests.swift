import Foundation
import LayoutScript
import XCTest
@testable import LayoutDebugCommands
import Reports

/// The explain pipeline is a function of `ExplainOptions`, not of the command line: called
/// directly, it gives the report `explain` prints, and the sweep travels as data for the writers.
final class ExplainPipelineTests: XCTestCase {
    static let path = ExplainPipelineTests.root.appendingPathComponent("Scenarios/two-labels.layout").path
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func testThePipelineWithOptionsGivesWhatExplainPrints() throws {
        let scenario = try ScenarioParser.parse(String(contentsOfFile: Self.path, encoding: .utf8), file: Self.path)
        let request = SweepReport.Request(attribute: .width, low: 80, high: 400)
        let options = ExplainOptions(constraint: nil, uikitLog: true, autolayoutTrace: true, sweep: request)
        let step = try ExplainedRun(scenario, source: nil).explain(step: 3, options: options)

        let sweep = try XCTUnwrap(step.sweep)
        XCTAssertEqual(sweep.rootName, "root")
        XCTAssertEqual(sweep.changes.map(\.value), [89, 135])

        let printed = LayoutDebugCLI.run(["explain", Self.path, "--step", "3", "--uikit-log", "--autolayout-trace",
                                          "--sweep", "root.width=80...400"])
        let header = scenario.title.map { "\($0)\n\n" } ?? ""
        XCTAssertEqual(printed.stdout, header + ExplainReport.text(step, style: ExplainStyle(edits: ScenarioEditWriter())))
    }
}
