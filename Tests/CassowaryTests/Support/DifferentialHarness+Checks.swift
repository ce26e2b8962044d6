@testable import Cassowary

/// The comparisons a `DifferentialHarness` makes after each operation.
extension DifferentialHarness {
    /// A conflict set must contain the new constraint, consist of it and required constraints in the
    /// solver, be infeasible, and become feasible when any one member is dropped.
    func checkConflict(_ conflict: [Constraint], newConstraint: Constraint, newSpec: ConstraintSpec) {
        guard conflict.contains(where: { $0 === newConstraint }) else {
            fail("conflict set of \(newSpec.label) does not contain it"); return
        }
        var members: [ConstraintSpec] = []
        for c in conflict {
            if c === newConstraint { members.append(newSpec); continue }
            guard let entry = active.first(where: { $0.constraint === c }) else {
                fail("conflict member \(c) is not a constraint in the solver"); return
            }
            guard ReferenceSolver.isRequired(entry.spec.priority, semantics: semantics) else {
                fail("conflict member \(entry.spec.label) is optional"); return
            }
            members.append(entry.spec)
        }
        let labels = members.map(\.label)
        if Set(labels).count != labels.count { fail("conflict set repeats a member: \(labels)"); return }
        let rows = members.map(\.oracle)
        if ReferenceSolver.isFeasible(rows, variableCount: variableCount) {
            fail("conflict set \(labels) is satisfiable"); return
        }
        for i in rows.indices {
            var rest = rows
            rest.remove(at: i)
            if !ReferenceSolver.isFeasible(rest, variableCount: variableCount) {
                fail("conflict set \(labels) is not minimal: still unsatisfiable without \(labels[i])"); return
            }
        }
        stats.conflictSizes.append(conflict.count)
    }

    /// Compares the solver with the oracle solving the current problem from scratch: the optimum at
    /// every level (from `objective()` and recomputed from the values), required constraints hold,
    /// and every value the oracle shows unique.
    func checkAgainstOracle() {
        guard !failed else { return }
        stats.checks += 1
        if solver.constraints.map(ObjectIdentifier.init) != active.map({ ObjectIdentifier($0.constraint) }) {
            fail("solver.constraints is not the accepted constraints in add order: \(solver.constraints.map(\.label))"); return
        }
        guard let expected = ReferenceSolver.solve(oracleProblem, variableCount: variableCount, semantics: semantics,
                                                   computeRanges: compareValues) else {
            fail("the oracle finds the accepted required constraints infeasible"); return
        }
        lastSolution = expected
        let x = values()
        if let bad = x.firstIndex(where: { !$0.isFinite }) { fail("x\(bad) = \(x[bad])"); return }

        // Recomputed from the values: error(of:) and the violation of each constraint. In weighted
        // mode a strength of 1e6 magnifies the values' rounding, so the allowance grows with it.
        var recomputed: [Double: Double] = [:]
        var rounding: [Double: Double] = [:]
        for (spec, constraint) in active {
            let error = solver.error(of: constraint)
            let violation = spec.oracle.error(at: x)
            let noise = Tolerance.violation(spec.oracle, at: x)
            if abs(error - violation) > Tolerance.objective(violation) + noise {
                fail("error(of: \(spec.label)) is \(error) but the values violate it by \(violation)"); return
            }
            if ReferenceSolver.isRequired(spec.priority, semantics: semantics) {
                if violation > Tolerance.requiredViolation { fail("required \(spec.label) is violated by \(violation)"); return }
            } else {
                let key = semantics == .weighted ? 0 : spec.priority, weight = semantics == .weighted ? spec.priority : 1
                recomputed[key, default: 0] += weight * violation
                rounding[key, default: 0] += weight * noise
            }
        }
        for edit in edits {
            let row = edit.oracle(variableCount: variableCount)
            let key = semantics == .weighted ? 0 : edit.priority, weight = semantics == .weighted ? edit.priority : 1
            recomputed[key, default: 0] += weight * row.error(at: x)
            rounding[key, default: 0] += weight * Tolerance.violation(row, at: x)
        }
        // Levels as the solver reports them; a level the oracle does not have must be empty. Both
        // sides round: where a tight point pins the values, the oracle may end a rounding error
        // away from it, which a strength of 1e6 magnifies, so the same allowance applies here.
        var reported: [(priority: Double, value: Double)] = []
        for level in solver.objective() {
            let key = semantics == .weighted ? 0 : level.priority
            if let i = reported.firstIndex(where: { $0.priority == key }) { reported[i].value += level.value }
            else { reported.append((key, level.value)) }
        }
        for level in expected.levels {
            let got = reported.first { $0.priority == level.priority }?.value ?? 0
            if abs(got - level.optimum) > Tolerance.objective(level.optimum) + (rounding[level.priority] ?? 0) {
                fail("objective() at level \(level.priority) is \(got), the optimum is \(level.optimum)"); return
            }
        }
        for level in reported where !expected.levels.contains(where: { $0.priority == level.priority }) {
            if abs(level.value) > Tolerance.objective(0) { fail("objective() has level \(level.priority) = \(level.value) with no constraints"); return }
        }

        for level in expected.levels {
            let got = recomputed[level.priority] ?? 0
            if abs(got - level.optimum) > Tolerance.objective(level.optimum) + (rounding[level.priority] ?? 0) {
                fail("the values give level \(level.priority) a total error of \(got), the optimum is \(level.optimum) (values \(x))"); return
            }
        }

        guard compareValues else { return }
        for v in 0..<variableCount where expected.isUnique(v) {
            stats.uniqueValuesCompared += 1
            if abs(x[v] - expected.point[v]) > Tolerance.value(expected.point[v]) {
                fail("x\(v) = \(x[v]) but the only optimal value is \(expected.point[v])"); return
            }
        }
        // range(of:) is lexicographic only and costs two probes per variable: every few checks.
        if semantics == .lexicographic, stats.checks % 8 == 0 { checkRanges(expected) }
    }

    /// `range(of:)` gives each variable's range over the optimal face, as the oracle finds it
    /// (infinite where the oracle's is), and leaves the solver exactly as it was: alone, and with
    /// one `freedom()` shared by all the variables (whose probes learn endless ends from each other).
    func checkRanges(_ expected: OracleSolution) {
        let before = values(), objectiveBefore = solver.objective()
        let freedom = solver.freedom()
        for shared in [nil, freedom] {
            for v in 0..<variableCount {
                let shown = solver.endsKnownEndless(of: variables[v], freedom: nil)
                let known = solver.endsKnownEndless(of: variables[v], freedom: shared)
                if shown.down || shown.up { stats.counters["ranges with an end the tableau shows endless", default: 0] += 1 }
                if known.down != shown.down || known.up != shown.up {
                    stats.counters["ranges with an end an earlier probe showed endless", default: 0] += 1
                }
                let got: (lower: Double, upper: Double)
                do { got = try solver.range(of: variables[v], freedom: shared) } catch { fail("range(of: x\(v)) threw \(error)"); return }
                let want = expected.ranges[v], mode = shared == nil ? "alone" : "with a shared freedom()"
                for (end, g, w) in [("lower", got.lower, want.min), ("upper", got.upper, want.max)] {
                    let agrees = w.isInfinite ? g == w : abs(g - w) <= Tolerance.value(w)
                    if !agrees { fail("range(of: x\(v)) \(mode) is [\(got.lower), \(got.upper)], the optimal face gives [\(want.min), \(want.max)] (\(end) end)"); return }
                }
                stats.rangesCompared += 1
            }
        }
        if values() != before { fail("range(of:) changed the values: \(before) -> \(values())"); return }
        if solver.objective() != objectiveBefore { fail("range(of:) changed the objective") }
    }
}
