import Foundation
import LayoutModel
import LayoutScript
import XCTest
@testable import LayoutDebugCommands
import Reports

/// `explain --sweep`: the golden output, and every breakpoint confirmed by solving the layout just
/// below and just above it in fresh engines.
final class SweepCommandTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func testGoldenSweepOfTheTwoLabelRow() throws {
        let previous = FileManager.default.currentDirectoryPath
        XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(Self.root.path))
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        let result = LayoutDebugCLI.run(["explain", "Scenarios/two-labels.layout", "--step", "3", "--sweep", "root.width=80...400"])
        XCTAssertEqual(result.exitCode, 1, result.stderr)
        try GoldenFile.check(result.stdout, against: "explain-two-labels-step3-sweep.txt")
    }

    func testEveryBreakpointChangesWhatIsBrokenExactlyThere() throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent("Scenarios/two-labels.layout"), encoding: .utf8)
        let scenario = try ScenarioParser.parse(text, file: "two-labels.layout")
        let run = try ScenarioRun(scenario)
        try run.run()
        let request = SweepReport.Request(attribute: .width, low: 80, high: 400)
        let changes = try SweepReport.changes(request, engine: run.engine)
        XCTAssertEqual(changes.map(\.value), [89, 135])
        for change in changes {
            let below = try broken(run.engine.layout, width: change.value - 0.01)
            let above = try broken(run.engine.layout, width: change.value + 0.01)
            XCTAssertEqual(below.subtracting(above), Set(change.brokenBelow.map { ScenarioSyntax.describe($0.spec) }), "at \(change.value)")
            XCTAssertEqual(above.subtracting(below), Set(change.brokenAbove.map { ScenarioSyntax.describe($0.spec) }), "at \(change.value)")
        }
    }

    private func broken(_ layout: Layout, width: Double) throws -> Set<String> {
        var resized = layout
        resized.screen.width = width
        let engine = try LayoutEngine(layout: resized)
        return Set(engine.solution().constraints.filter { $0.state == .broken }.map { ScenarioSyntax.describe($0.spec) })
    }
}
