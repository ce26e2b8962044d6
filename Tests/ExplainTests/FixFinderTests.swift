import Explain
import LayoutModel
import LayoutScript
import XCTest

/// Fixes are re-checked here independently of `FixFinder`'s own check (a trial on the step's
/// solver): the scenario is run again to the step and each fix's edits are applied to it as a
/// step after it would be (`LayoutEngine.apply`, the engine's ordinary path), and the problems
/// before and after are compared from the solutions.
final class FixFinderTests: XCTestCase {
    static let scenarios = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Scenarios")

    private func run(_ name: String, step: Int) throws -> ScenarioRun {
        let url = Self.scenarios.appendingPathComponent(name)
        let run = try ScenarioRun(ScenarioParser.parse(String(contentsOf: url, encoding: .utf8), file: "Scenarios/\(name)"))
        try run.run(through: step)
        return run
    }

    /// The scenario run to `step` again, with `edits` applied after it.
    private func replayed(_ name: String, step: Int, _ edits: [LayoutEdit]) throws -> LayoutEngine {
        let engine = try run(name, step: step).engine
        for edit in edits { try engine.apply(edit) }
        return engine
    }

    /// Constraints named by provenance and anchors, which a fix's edit leaves alone.
    private func key(_ spec: LayoutConstraintSpec) -> String { "\(spec.provenance) \(spec.first) \(spec.second.map(\.description) ?? "")" }

    private struct Problems {
        var broken: [String: Double] = [:]
        var conflicts: Set<[String]> = []
        var ambiguous: Set<String> = []
    }

    private func problems(_ engine: LayoutEngine) throws -> Problems {
        let solution = engine.solution()
        var found = Problems()
        for status in solution.constraints where status.state == .broken && status.spec.priority < 1000 {
            found.broken[key(status.spec)] = status.spec.priority
        }
        found.conflicts = Set(solution.conflicts.map { $0.conflict.map(key).sorted() })
        let generated = Set(solution.generatedItems)
        for item in engine.layout.items where !generated.contains(item.name) {
            if try engine.ambiguity(of: item.name).isAmbiguous { found.ambiguous.insert(item.name) }
        }
        return found
    }

    func testRequiredConflictIsFixedByMakingWideOptional() throws {
        let run = try run("required-conflict.layout", step: 0)
        let conflict = try XCTUnwrap(run.engine.solution().conflicts.first)
        let fixes = try FixFinder(engine: run.engine).fixes(for: conflict)
        let lines = fixes.map { ScenarioEditWriter().lines(for: $0.edits) }
        let fix = try XCTUnwrap(fixes.first { ScenarioEditWriter().lines(for: $0.edits).contains("set \"wide\".priority 999") }, "\(lines)")
        let after = try replayed("required-conflict.layout", step: 0, fix.edits).solution()
        XCTAssertTrue(after.conflicts.isEmpty)
        XCTAssertEqual(after.constraints(identifier: "wide").first?.state, .broken)
        XCTAssertEqual(after.frame(of: "box"), Rect(x: 8, y: 20, width: 304, height: 100))
    }

    /// Replays through a fresh engine with the edits applied (`FixFinder.applied`), at most `budget` times.
    private final class CountingReplay: FixReplaying {
        let layout: Layout
        var budget: Int
        var calls = 0
        init(_ layout: Layout, budget: Int) {
            self.layout = layout
            self.budget = budget
        }
        var isSpent: Bool { budget == 0 }
        func replayed(_ edits: [LayoutEdit]) -> FixReplayOutcome {
            calls += 1
            guard budget > 0 else { return .overBudget }
            budget -= 1
            return FixFinder.applied(edits, to: layout).map { .solved($0) } ?? .failed
        }
    }

    /// Once the step's replays are spent, a further problem is counted as not searched and none of
    /// its candidates is made, tried or replayed; while some are left, the same problem gets its fixes.
    func testProblemsAfterTheReplaysAreSpentAreNotSearched() throws {
        let run = try run("required-conflict.layout", step: 0)
        let conflict = try XCTUnwrap(run.engine.solution().conflicts.first)

        let plenty = CountingReplay(run.engine.layout, budget: 100)
        let roomy = try FixFinder(engine: run.engine)
        roomy.replay = plenty
        let first = try roomy.fixes(for: conflict)
        XCTAssertGreaterThan(first.count, 1, "the conflict has several fixes, so one replay cannot show them all")
        XCTAssertEqual(try roomy.fixes(for: conflict).map(\.edits), first.map(\.edits))
        XCTAssertEqual(roomy.unsearchedCount, 0)
        XCTAssertEqual(roomy.withheldCount, 0)

        let one = CountingReplay(run.engine.layout, budget: 1)
        let tight = try FixFinder(engine: run.engine)
        tight.replay = one
        XCTAssertEqual(try tight.fixes(for: conflict).map(\.edits), Array(first.prefix(1)).map(\.edits))
        // The first problem spent the one replay: the rest of its fixes were found, and are counted.
        XCTAssertEqual(tight.withheldCount, first.count - 1)
        XCTAssertEqual(tight.unsearchedCount, 0)
        let calls = one.calls
        XCTAssertTrue(try tight.fixes(for: conflict).isEmpty)
        XCTAssertEqual(tight.unsearchedCount, 1)
        XCTAssertEqual(tight.withheldCount, first.count - 1, "nothing more is found, so nothing more is withheld")
        XCTAssertEqual(one.calls, calls, "no candidate of the unsearched problem reached the replay")
    }

    func testAmbiguousPositionIsFixed() throws {
        let run = try run("ambiguous-position.layout", step: 0)
        let reports = try AmbiguityFinder.find(engine: run.engine, solution: run.engine.solution())
        let report = try XCTUnwrap(reports.first { $0.item == "box" })
        let fixes = try FixFinder(engine: run.engine).fixes(forAmbiguous: report)
        XCTAssertFalse(fixes.isEmpty)
        for fix in fixes {
            XCTAssertFalse(try replayed("ambiguous-position.layout", step: 0, fix.edits).ambiguity(of: "box").isAmbiguous, "\(ScenarioEditWriter().lines(for: fix.edits))")
        }
    }

    /// Every fix `explain` would print, over every step of every scenario, re-applied and re-solved.
    func testEveryReportedFixRemovesItsProblemAndAddsNone() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.scenarios.path)
            .filter { $0.hasSuffix(".layout") }.sorted()
        var checked = 0
        for name in names {
            let steps = try run(name, step: 0).scenario.steps.count
            for step in 0...steps {
                let run = try run(name, step: step)
                let solution = run.engine.solution()
                let finder = try FixFinder(engine: run.engine)
                let before = try problems(run.engine)
                let explainer = BrokenConstraintExplainer(engine: run.engine)
                for explanation in try explainer.explainAll() {
                    // Plain linear constraints get no fixes (they are not layout constraints).
                    guard let target = solution.constraints.first(where: { $0.lowered === explanation.constraint.lowered }) else {
                        XCTAssertTrue(try finder.fixes(for: explanation).isEmpty)
                        continue
                    }
                    for fix in try finder.fixes(for: explanation) {
                        let engine = try replayed(name, step: step, fix.edits)
                        let after = try problems(engine)
                        let context = "\(name) step \(step) \(ScenarioEditWriter().lines(for: fix.edits))"
                        XCTAssertNil(after.broken[key(target.spec)], context)
                        // The fixed constraint's priority after the edit: an app constraint's, or a
                        // view's new hugging or compression resistance (its content-size constraint).
                        let fixedPriority = engine.solution().constraints.map(\.spec)
                            .filter { key($0) == key(target.spec) && $0.priority < 1000 }
                            .map(\.priority).max() ?? target.spec.priority
                        assertNothingNew(before, after, allowed: fixedPriority, context)
                        checked += 1
                    }
                }
                for conflict in solution.conflicts {
                    for fix in try finder.fixes(for: conflict) {
                        let after = try problems(replayed(name, step: step, fix.edits))
                        let context = "\(name) step \(step) \(ScenarioEditWriter().lines(for: fix.edits))"
                        XCTAssertFalse(after.conflicts.contains(conflict.conflict.map(key).sorted()), context)
                        assertNothingNew(before, after, allowed: 1000, context)
                        checked += 1
                    }
                }
                for report in try AmbiguityFinder.find(engine: run.engine, solution: solution) {
                    for fix in try finder.fixes(forAmbiguous: report) {
                        let after = try problems(replayed(name, step: step, fix.edits))
                        let context = "\(name) step \(step) \(ScenarioEditWriter().lines(for: fix.edits))"
                        XCTAssertFalse(after.ambiguous.contains(report.item), context)
                        // Raising one tied constraint by one may break the others of its priority, nothing stronger.
                        let tie = fix.edits.compactMap { edit -> Double? in
                            switch edit {
                            case let .setPriority(_, raised), let .setContentPriority(_, _, _, raised): return raised - 1
                            default: return nil
                            }
                        }.max() ?? 0
                        assertNothingNew(before, after, allowed: tie, context)
                        checked += 1
                    }
                }
            }
        }
        XCTAssertGreaterThan(checked, 10)
    }

    private func assertNothingNew(_ before: Problems, _ after: Problems, allowed: Double, _ context: String,
                                  file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(after.conflicts.isSubset(of: before.conflicts), "new conflict: \(context)", file: file, line: line)
        XCTAssertTrue(after.ambiguous.isSubset(of: before.ambiguous), "new ambiguity: \(context)", file: file, line: line)
        for (constraint, priority) in after.broken where before.broken[constraint] == nil {
            XCTAssertLessThanOrEqual(priority, allowed, "newly broken \(constraint): \(context)", file: file, line: line)
        }
    }
}
