import Cassowary
import XCTest

/// The same operations in two fresh solvers (fresh constraint objects, so no identity or hash order
/// can line up by luck) give the same trace, the same values and the same pivot count.
final class DeterminismTests: XCTestCase {
    func testSameOperationsGiveIdenticalTraces() {
        for semantics in Semantics.allCases {
            let stats = PropertyRun.check("DeterminismTests.\(semantics)", count: 300, salt: semantics == .lexicographic ? 0xD0_0000 : 0xD1_0000) { seed, stats in
                let script = OperationScript(seed: seed, semantics: semantics)
                let runs = (0..<2).map { _ -> (trace: String, values: [Double], pivots: Int) in
                    let factory = VariableFactory()
                    let variables = (0..<script.variableCount).map { factory.make("x\($0)") }
                    let solver = Solver(semantics: semantics)
                    let recorder = TraceRecorder()
                    solver.observer = recorder
                    script.run(on: solver, variables: variables)
                    return (recorder.render(), variables.map { solver.value(of: $0) }, solver.pivotCount)
                }
                stats.counters["trace lines", default: 0] += runs[0].trace.split(separator: "\n").count
                if runs[0].trace.isEmpty { return "seed \(seed): empty trace" }
                if runs[0].trace != runs[1].trace {
                    let a = runs[0].trace.split(separator: "\n", omittingEmptySubsequences: false)
                    let b = runs[1].trace.split(separator: "\n", omittingEmptySubsequences: false)
                    let i = (0..<min(a.count, b.count)).first { a[$0] != b[$0] } ?? min(a.count, b.count)
                    return "seed \(seed) (\(semantics)): traces differ at line \(i + 1):\n    \(i < a.count ? a[i] : "<end>")\n    \(i < b.count ? b[i] : "<end>")"
                }
                if runs[0].values != runs[1].values { return "seed \(seed) (\(semantics)): values differ \(runs[0].values) vs \(runs[1].values)" }
                if runs[0].pivots != runs[1].pivots { return "seed \(seed) (\(semantics)): pivot counts differ" }
                return nil
            }
            PropertyRun.assertCovered(stats.counters["trace lines"] ?? 0, 10 * stats.systems)
        }
    }
}
