import Cassowary
import XCTest

/// Adds, removals and edits interleaved; every state compared with the oracle solving the current
/// set from scratch, and with a fresh solver given the same final set.
final class IncrementalPropertyTests: XCTestCase {
    func testInterleavedOperationsMatchTheOracle() {
        for (semantics, salt) in [(Semantics.lexicographic, UInt64(0x10_0000)), (.weighted, 0x20_0000)] {
            let stats = PropertyRun.check("IncrementalPropertyTests.interleaved.\(semantics)", count: 400, salt: salt) { seed, stats in
                let script = OperationScript(seed: seed, semantics: semantics)
                let harness = DifferentialHarness(seed: seed, semantics: semantics, variableCount: script.variableCount)
                script.run(on: harness)
                stats.merge(harness.stats)
                return harness.failed ? harness.report : nil
            }
            PropertyRun.assertCovered(stats.operations, 10 * stats.systems)
        }
    }

    /// Long runs on one solver (numerical drift, stale state) and awkward numbers (screen-sized
    /// constants, coefficients like 1/3 and 0.1 that round).
    func testLongRunsAndAwkwardNumbersMatchTheOracle() {
        for semantics in Semantics.allCases {
            let salt: UInt64 = semantics == .lexicographic ? 0x60_0000 : 0x61_0000
            _ = PropertyRun.check("IncrementalPropertyTests.long.\(semantics)", count: 12, salt: salt) { seed, stats in
                let script = OperationScript(seed: seed, semantics: semantics, steps: 80...130)
                let harness = DifferentialHarness(seed: seed, semantics: semantics, variableCount: script.variableCount)
                script.run(on: harness)
                stats.merge(harness.stats)
                return harness.failed ? harness.report : nil
            }
            _ = PropertyRun.check("IncrementalPropertyTests.awkward.\(semantics)", count: 150, salt: salt + 0x8000) { seed, stats in
                let script = OperationScript(seed: seed, semantics: semantics, shape: .awkward)
                let harness = DifferentialHarness(seed: seed, semantics: semantics, variableCount: script.variableCount)
                script.run(on: harness)
                stats.merge(harness.stats)
                return harness.failed ? harness.report : nil
            }
        }
    }

    /// Removing constraints one by one: after each removal the solver matches the oracle and a fresh
    /// solver that was only ever given the remaining constraints.
    func testRemovalEqualsSolvingFromScratch() {
        for semantics in Semantics.allCases {
            _ = PropertyRun.check("IncrementalPropertyTests.removal.\(semantics)", count: 250, salt: semantics == .lexicographic ? 0x4E_0000 : 0x4F_0000) { seed, stats in
                var generator = SystemGenerator(seed: seed, semantics: semantics)
                let harness = DifferentialHarness(seed: seed, semantics: semantics, variableCount: generator.variableCount)
                for spec in generator.makeSystem() { harness.add(spec) }
                while !harness.active.isEmpty, !harness.failed {
                    harness.remove(activeIndex: generator.rng.int(in: 0...1000))
                    if let mismatch = compareWithFreshSolver(harness) { harness.fail(mismatch) }
                }
                stats.merge(harness.stats)
                return harness.failed ? harness.report : nil
            }
        }
    }

    /// A run of suggestions ends where one suggestion of the final values from scratch ends.
    func testSuggestionSequenceEndsWhereSolvingFromScratchEnds() {
        for semantics in Semantics.allCases {
            _ = PropertyRun.check("IncrementalPropertyTests.suggest.\(semantics)", count: 300, salt: semantics == .lexicographic ? 0x5E_0000 : 0x5F_0000) { seed, stats in
                var generator = SystemGenerator(seed: seed, semantics: semantics)
                let harness = DifferentialHarness(seed: seed, semantics: semantics, variableCount: generator.variableCount)
                for spec in generator.makeSystem() { harness.add(spec) }
                let editVariables = generator.rng.distinct(generator.rng.int(in: 1...2), of: Array(0..<generator.variableCount))
                for v in editVariables { harness.addEdit(variable: v, priority: generator.optionalPriority()) }
                for _ in 0..<generator.rng.int(in: 3...12) {
                    let v = generator.rng.pick(editVariables)
                    // Sometimes the same value again: a suggestion that changes nothing.
                    let value = generator.rng.chance(0.2) ? (harness.edits.first { $0.variable == v }?.target ?? 0) : generator.value()
                    harness.suggest(variable: v, value: value)
                }
                if let mismatch = compareWithFreshSolver(harness) { harness.fail(mismatch) }
                stats.merge(harness.stats)
                return harness.failed ? harness.report : nil
            }
        }
    }

    /// Builds a fresh solver with the harness's current constraints and edits (each edit suggested
    /// its current target once) and compares objectives and the oracle's unique values.
    private func compareWithFreshSolver(_ harness: DifferentialHarness) -> String? {
        guard !harness.failed, let expected = harness.lastSolution else { return nil }
        let fresh = Solver(semantics: harness.semantics)
        do {
            for (spec, _) in harness.active { try fresh.add(spec.makeConstraint(harness.variables, harness.semantics)) }
            for edit in harness.edits {
                try fresh.addEditVariable(harness.variables[edit.variable], ConstraintStrength(edit.priority, for: harness.semantics))
                try fresh.suggestValue(harness.variables[edit.variable], edit.target)
            }
        } catch {
            return "a fresh solver given the same constraints threw \(error)"
        }
        let incremental = harness.solver.objective(), scratch = fresh.objective()
        for level in expected.levels {
            let a = incremental.filter { harness.semantics == .weighted || $0.priority == level.priority }.reduce(0) { $0 + $1.value }
            let b = scratch.filter { harness.semantics == .weighted || $0.priority == level.priority }.reduce(0) { $0 + $1.value }
            if abs(a - b) > Tolerance.objective(b) { return "level \(level.priority): incremental \(a), fresh solver \(b)" }
        }
        for v in 0..<harness.variableCount where expected.isUnique(v) {
            let a = harness.solver.value(of: harness.variables[v]), b = fresh.value(of: harness.variables[v])
            if abs(a - b) > Tolerance.value(b) { return "x\(v): incremental \(a), fresh solver \(b) (unique optimum \(expected.point[v]))" }
        }
        return nil
    }
}
