@testable import Explain
import LayoutModel
import LayoutScript
import XCTest

/// A candidate whose trial leaves the required constraints still unable to all hold is dropped
/// without building a fresh engine for it, when the fresh layout has no conflict but the one being
/// fixed (`FixFinder.skipsFixesLeavingAConflict`). The copy's check would have refused it; here the
/// fixes found with and without the shortcut are compared on layouts where it is taken.
final class FixesLeavingAConflictTests: XCTestCase {
    /// Each problem's fixes, as text, from a finder with the shortcut on or off.
    private func fixes(_ engine: LayoutEngine, skipping: Bool) throws -> (text: [String], skipped: Int) {
        let finder = try FixFinder(engine: engine)
        finder.skipsFixesLeavingAConflict = skipping
        let solution = engine.solution()
        var text: [String] = []
        func add(_ fixes: [VerifiedFix]) {
            text += fixes.map { "\($0.summary) \($0.edits) \($0.frames.map { "\($0.item) \($0.frame)" }) \($0.cost)" }
        }
        for conflict in solution.conflicts { add(try finder.fixes(for: conflict)) }
        for explanation in try BrokenConstraintExplainer(engine: engine).explainAll() { add(try finder.fixes(for: explanation)) }
        return (text, finder.skippedLeavingAConflict)
    }

    private func assertSameFixes(_ engine: LayoutEngine, _ context: String) throws -> Int {
        let with = try fixes(engine, skipping: true), without = try fixes(engine, skipping: false)
        XCTAssertEqual(with.text, without.text, context)
        XCTAssertEqual(without.skipped, 0, context)
        return with.skipped
    }

    /// A width of 100 and twice a width of 50 (a synthetic layout): adding "narrow" conflicts with
    /// "wide", which UIKit lists first and breaks; "narrower" then holds. Making "narrow" optional or
    /// removing it leaves "narrower" in the way, so those candidates leave a conflict and are
    /// skipped; making "wide" optional passes.
    func testRelaxingOneOfTwoBoundsLeavesTheConflict() throws {
        let text = """
        screen 320 x 568
        view box
        box.top == root.top
        box.leading == root.leading
        box.height == 40
        box.width == 100 "wide"
        box.width == 50 "narrow"
        box.width == 50 "narrower"

        """
        let run = try ScenarioRun(ScenarioParser.parse(text, file: "bounds.layout"))
        try run.run(through: 0)
        // Built as a whole, as an imported log is, so the fresh layout meets the same conflict.
        let engine = try LayoutEngine(layout: run.engine.layout)
        let conflict = try XCTUnwrap(engine.solution().conflicts.first)
        XCTAssertEqual(engine.solution().conflicts.count, 1)
        XCTAssertEqual(conflict.broken.identifier, "wide")
        let skipped = try assertSameFixes(engine, "bounds")
        XCTAssertGreaterThanOrEqual(skipped, 2, "making \"narrow\" optional, and removing it, leave the conflict")
        let summaries = try FixFinder(engine: engine).fixes(for: conflict).map(\.summary)
        XCTAssertTrue(summaries.contains("make \"wide\" optional (999)"), "\(summaries)")
    }

    /// Every lesson's steps with a required conflict.
    func testLessonsWithConflicts() throws {
        let scenarios = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Scenarios")
        let names = try FileManager.default.contentsOfDirectory(atPath: scenarios.path).filter { $0.hasSuffix(".layout") }.sorted()
        var steps = 0
        for name in names {
            let text = try String(contentsOf: scenarios.appendingPathComponent(name), encoding: .utf8)
            let scenario = try ScenarioParser.parse(text, file: name)
            for step in 0...scenario.steps.count {
                let run = try ScenarioRun(scenario)
                try run.run(through: step)
                guard !run.engine.solution().conflicts.isEmpty else { continue }
                steps += 1
                _ = try assertSameFixes(run.engine, "\(name) step \(step)")
            }
        }
        XCTAssertGreaterThan(steps, 5)
    }
}
