import Cassowary
import SeededRandom
import XCTest

/// While traced, the objective's totals are settled lazily (`Solver.settleObjective`): a move of an
/// error only marks its constraint, and a pivot event counts the marked ones. Every pivot must
/// still report, bit for bit, the objective counted afresh at that moment, through adds, failed
/// adds (rolled back), removals, changed constants, edits and suggestions.
final class TracedObjectiveTests: XCTestCase {
    /// Compares each pivot's objective with `Solver.objective()`, which counts every constraint again.
    private final class ObjectiveCheck: SolverObserver {
        var pivots = 0
        var mismatch: String?

        func solver(_ solver: Solver, didEmit event: SolverEvent) {
            guard case let .pivot(pivot) = event else { return }
            pivots += 1
            let counted = solver.objective()
            if mismatch == nil && counted.map(\.value.bitPattern) != pivot.objective.map(\.value.bitPattern) {
                mismatch = "pivot \(pivot.number) reports \(pivot.objective), counted afresh \(counted)"
            }
        }
    }

    func testEveryPivotReportsTheObjectiveCountedAfresh() {
        for (semantics, salt) in [(Semantics.lexicographic, UInt64(0x71_0000)), (.weighted, 0x72_0000)] {
            var pivots = 0
            _ = PropertyRun.check("TracedObjectiveTests.\(semantics)", count: 150, salt: salt) { seed, stats in
                let check = ObjectiveCheck()
                let script = OperationScript(seed: seed, semantics: semantics)
                let harness = DifferentialHarness(seed: seed, semantics: semantics, variableCount: script.variableCount,
                                                  observer: check)
                script.run(on: harness)
                // Then constants changed in place (a required one may be rejected and rolled back).
                var rng = SplitMix64(seed: seed)
                for _ in 0..<6 {
                    harness.changeConstant(activeIndex: Int(rng.next() % 1_000), to: Double(rng.next() % 401) - 200)
                }
                stats.merge(harness.stats)
                pivots += check.pivots
                if let mismatch = check.mismatch { return "seed \(seed): \(mismatch)" }
                return harness.failed ? harness.report : nil
            }
            PropertyRun.assertCovered(pivots, 1_000, "pivots traced")
        }
    }
}
