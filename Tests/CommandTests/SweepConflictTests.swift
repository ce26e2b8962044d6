import Foundation
import LayoutModel
import LayoutScript
import XCTest
@testable import LayoutDebugCommands
import Reports

/// A sweep of a step with a required conflict reports where the conflict ends or begins, and each
/// such breakpoint is confirmed by solving just below and just above it in fresh engines.
final class SweepConflictTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// required-conflict.layout: `box` is pinned to both 8 pt margins, so box.width = root.width − 16,
    /// and "wide" (box.width >= 400) can hold from 400 + 8 + 8 = 416 on (the lesson's 480 pt step
    /// shows it satisfied). By hand: the conflict ends at 416.
    func testTheRequiredConflictEndsWhereTheBoxFitsBetweenTheMargins() throws {
        let engine = try engine(of: "required-conflict.layout")
        let request = SweepReport.Request(attribute: .width, low: 200, high: 600)
        let (changes, recovered, _) = try SweepReport.analysis(request, engine: engine)
        XCTAssertEqual(changes.map(\.value), [416])
        XCTAssertEqual(changes.first?.conflictEndsAbove.map(\.spec.identifier), ["wide"])
        XCTAssertEqual(changes.first?.conflictBeginsAbove.count, 0)
        XCTAssertEqual(recovered.map(\.holdsAtLow), [false])
        try confirm(changes, in: engine.layout, attribute: .width)
    }

    /// Seen from wider screens, the same conflict begins at 416 as the width shrinks; over a range
    /// that stays above it there is no conflict at all.
    func testARangeAboveTheEndHasNoConflict() throws {
        let engine = try engine(of: "required-conflict.layout")
        let (changes, recovered, _) = try SweepReport.analysis(SweepReport.Request(attribute: .width, low: 420, high: 600), engine: engine)
        XCTAssertTrue(changes.isEmpty)
        XCTAssertEqual(recovered.map(\.holdsAtLow), [true])
        let text = SweepReport.text(SweepReport.Request(attribute: .width, low: 420, high: 600), rootName: "root",
                                    changes: changes, recovered: recovered)
        XCTAssertTrue(text.contains("holds over the whole range: no required conflict"), text)
    }

    /// table-cell-height-conflict.layout: the vertical chain is 12 + title + 8 + 80 + 12 and every
    /// link is required; only the title's height gives way (compression resistance 750, floor 0).
    /// "title-thumb" can hold once the title fits at height ≥ 0: contentView.height ≥ 12 + 8 + 80 + 12
    /// = 112. By hand: the conflict ends at 112.
    func testTheTableCellConflictEndsWhenTheChainFitsWithTheTitleSqueezed() throws {
        let engine = try engine(of: "table-cell-height-conflict.layout")
        let request = SweepReport.Request(attribute: .height, low: 40, high: 200)
        let (changes, _, _) = try SweepReport.analysis(request, engine: engine)
        let ends = changes.filter { !$0.conflictEndsAbove.isEmpty }
        XCTAssertEqual(ends.map(\.value), [112])
        XCTAssertEqual(ends.first?.conflictEndsAbove.map(\.spec.identifier), ["title-thumb"])
        try confirm(changes, in: engine.layout, attribute: .height)
    }

    /// stack-hiding-conflict.layout, step 1: the hidden view's UISV-hiding height (0) against
    /// "details-height" (60) does not involve the screen at all, so no height ends the conflict.
    func testAConflictThatNoScreenSizeEndsLastsOverTheWholeRange() throws {
        let engine = try engine(of: "stack-hiding-conflict.layout", step: 1)
        let request = SweepReport.Request(attribute: .height, low: 100, high: 900)
        let (changes, recovered, _) = try SweepReport.analysis(request, engine: engine)
        XCTAssertTrue(changes.allSatisfy { $0.conflictEndsAbove.isEmpty && $0.conflictBeginsAbove.isEmpty })
        XCTAssertEqual(recovered.map(\.broken.spec.identifier), ["details-height"])
        XCTAssertEqual(recovered.map(\.holdsAtLow), [false])
        XCTAssertTrue(SweepReport.text(request, rootName: "root", changes: changes, recovered: recovered)
            .contains("is broken to recover over the whole range: its required conflict lasts"))
        for height in [100.0, 900.0] {
            XCTAssertTrue(try brokenToRecover(engine.layout, attribute: .height, at: height).contains { $0.contains("details-height") })
        }
    }

    func testTheTextSaysWhereTheConflictEnds() throws {
        let previous = FileManager.default.currentDirectoryPath
        XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(Self.root.path))
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        let result = LayoutDebugCLI.run(["explain", "Scenarios/required-conflict.layout", "--sweep", "root.width=200...600"])
        XCTAssertTrue(result.stdout.contains("at root.width = 416:\n      above it, the required conflict ends: `box.width >= 400 \"wide\"`"),
                      result.stdout)
        XCTAssertFalse(result.stdout.contains("no breakpoint"), result.stdout)
    }

    private func engine(of lesson: String, step: Int = 0) throws -> LayoutEngine {
        let text = try String(contentsOf: Self.root.appendingPathComponent("Scenarios/\(lesson)"), encoding: .utf8)
        let run = try ScenarioRun(try ScenarioParser.parse(text, file: lesson))
        try run.run(through: step)
        return run.engine
    }

    /// Independent of the sweep: a fresh engine just below and just above each breakpoint, and the
    /// constraints it breaks to recover there.
    private func confirm(_ changes: [SweepReport.Change], in layout: Layout, attribute: LayoutAttribute) throws {
        for change in changes where !(change.conflictEndsAbove.isEmpty && change.conflictBeginsAbove.isEmpty) {
            let below = try brokenToRecover(layout, attribute: attribute, at: change.value - 0.01)
            let above = try brokenToRecover(layout, attribute: attribute, at: change.value + 0.01)
            for status in change.conflictEndsAbove {
                let name = ScenarioSyntax.describe(status.spec)
                XCTAssertTrue(below.contains(name), "below \(change.value): \(below)")
                XCTAssertFalse(above.contains(name), "above \(change.value): \(above)")
            }
            for status in change.conflictBeginsAbove {
                let name = ScenarioSyntax.describe(status.spec)
                XCTAssertFalse(below.contains(name), "below \(change.value): \(below)")
                XCTAssertTrue(above.contains(name), "above \(change.value): \(above)")
            }
        }
    }

    private func brokenToRecover(_ layout: Layout, attribute: LayoutAttribute, at value: Double) throws -> Set<String> {
        var resized = layout
        if attribute == .width { resized.screen.width = value } else { resized.screen.height = value }
        let engine = try LayoutEngine(layout: resized)
        return Set(engine.solution().constraints.filter { $0.state == .brokenToRecover }.map { ScenarioSyntax.describe($0.spec) })
    }
}
