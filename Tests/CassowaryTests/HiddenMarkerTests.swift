@testable import Cassowary
import XCTest

/// Markers kept out of the rows (`HiddenMarkers.swift`) against a solver that keeps every marker
/// in its rows: the same scripts must give the same answers, the same conflicts and, at every
/// step, the same rows once the hidden markers are worked out, to the bit (the coefficients go
/// through the same arithmetic; values may differ in the last bits, as a row's hidden part is
/// summed apart from its cells, so they are compared to a tolerance). That checks the log's replay
/// (columns, reduced costs) and its backward reading (conflict certificates) on every step that
/// forms a row. Removals are left out: the row a removal pivots through is the shortest one, and
/// hidden markers do not count in a row's length, so the two solvers may take different paths.
/// The oracle checks those (`IncrementalPropertyTests`, `ConstantChangeTests`). Removals inside a
/// trial are in, on the hiding solver alone: its rollback must leave the tableau as it was.
final class HiddenMarkerTests: XCTestCase {
    func testRevealedTableauIsTheOneThatKeepsEveryMarker() {
        var hiddenRows = 0, revealedMarkers = 0, rejected = 0, trialRemovals = 0
        for semantics in Semantics.allCases {
            let salt: UInt64 = semantics == .lexicographic ? 0x71_0000 : 0x72_0000
            _ = PropertyRun.check("HiddenMarkerTests.\(semantics)", count: 300, salt: salt) { seed, _ in
                let script = OperationScript(seed: seed, semantics: semantics, steps: 20...40)
                let hiding = Solver(semantics: semantics)
                let keeping = Solver(semantics: semantics)
                keeping.hidesMarkers = false
                let factory = VariableFactory()
                let variables = (0..<script.variableCount).map { factory.make("x\($0)") }
                for (step, operation) in script.operations.enumerated() {
                    let outcomes = [hiding, keeping].map { outcome(of: operation, on: $0, variables: variables) }
                    if !outcomes[0].agrees(with: outcomes[1]) {
                        return "step \(step): \(outcomes[0]) with hidden markers, \(outcomes[1]) without"
                    }
                    if outcomes[0].error?.hasPrefix("unsatisfiable") == true { rejected += 1 }
                    if let difference = rowsDiffer(hiding, keeping) { return "step \(step): \(difference)" }
                    // Removals in a trial reveal markers (the second one indexes the log the first
                    // one wrote), and the rollback hides them again and cuts the log and its
                    // index: the run goes on as if the trial never happened.
                    let constraints = hiding.constraints
                    if step % 4 == 3, constraints.count >= 2 {
                        let removed = [constraints[step % constraints.count], constraints[(step / 2) % constraints.count]]
                        hiding.trial { _ in for constraint in removed { try? hiding.remove(constraint) } }
                        trialRemovals += 1
                        if let difference = rowsDiffer(hiding, keeping) {
                            return "step \(step), after a trial removed \(removed.map(\.label)): \(difference)"
                        }
                    }
                }
                hiddenRows += hiding.rows.compactMap { $0 }.filter(\.holdsHiddenMarkers).count
                revealedMarkers += hiding.info.indices.filter { hiding.isHidden(Int32($0)) }.count
                if let difference = sweepsDiffer(hiding, keeping) { return difference }
                hiding.revealAllMarkers()
                if let difference = rowsDiffer(hiding, keeping) { return "once revealed: \(difference)" }
                for symbol in hiding.costs.indices where !hiding.costs[symbol].entries.elementsEqual(keeping.costs[symbol].entries, by: { $0 == $1 }) {
                    return "once revealed, the reduced cost of \(hiding.symbolName(Int32(symbol))) differs"
                }
                let problems = hiding.invariantViolations()
                return problems.isEmpty ? nil : problems.joined(separator: "\n")
            }
        }
        // The scripts must exercise what is tested: rows with hidden markers, reveals, conflicts.
        PropertyRun.assertCovered(hiddenRows, 300)
        PropertyRun.assertCovered(revealedMarkers, 300)
        PropertyRun.assertCovered(rejected, 100)
        PropertyRun.assertCovered(trialRemovals, 1000)
    }

    /// Every row of `hiding`, its hidden markers worked out from the log (forwards per marker and
    /// backwards per row) and put with its cells, against the same row of `keeping`, which holds
    /// them all; and the hidden markers' reduced costs. Nothing is revealed, so the run goes on
    /// with the markers hidden.
    private func rowsDiffer(_ hiding: Solver, _ keeping: Solver) -> String? {
        guard hiding.rows.count == keeping.rows.count else { return "different symbols" }
        var full: [Int32: [Int32: Double]] = [:]
        for (basic, row) in hiding.rows.enumerated() {
            guard let row else { continue }
            full[Int32(basic)] = Dictionary(uniqueKeysWithValues: row.cells.map { ($0.symbol, $0.coefficient) })
        }
        for marker in hiding.info.indices.map(Int32.init) where hiding.isHidden(marker) {
            var costs = CostVector()
            for (target, coefficient) in hiding.hiddenLog.column(of: marker, symbolCount: hiding.info.count) {
                if let slot = HiddenMarkerLog.levelSlot(of: target) {
                    costs.add(coefficient, at: hiding.levelKeys[Int(slot)])
                } else if hiding.rows[Int(target)] != nil {
                    full[target, default: [:]][marker] = coefficient
                }
            }
            guard costs.entries.elementsEqual(keeping.costs[Int(marker)].entries, by: { $0 == $1 }) else {
                return "reduced cost of hidden \(hiding.symbolName(marker)): \(costs.entries) against \(keeping.costs[Int(marker)].entries)"
            }
        }
        for (basic, row) in keeping.rows.enumerated() {
            let expected = Dictionary(uniqueKeysWithValues: (row?.cells ?? []).map { ($0.symbol, $0.coefficient) })
            guard (full[Int32(basic)] ?? [:]) == expected else {
                return "row of \(keeping.symbolName(Int32(basic))): \(full[Int32(basic)] ?? [:]) against \(expected)"
            }
            guard row != nil else { continue }
            let backwards = hiding.hiddenMarkers(inRowOf: Int32(basic))
            for (marker, kept) in expected where hiding.isHidden(marker) && abs(kept) > 1e-6 {
                guard backwards.contains(where: { $0.marker == marker }) else {
                    return "read backwards, the row of \(hiding.symbolName(Int32(basic))) misses \(hiding.symbolName(marker))"
                }
            }
            for (marker, coefficient) in backwards {
                let kept = expected[marker] ?? 0
                guard abs(coefficient - kept) <= 1e-9 * max(1, abs(kept)) else {
                    return "read backwards, \(hiding.symbolName(marker)) in the row of \(hiding.symbolName(Int32(basic))) is \(coefficient), not \(kept)"
                }
            }
        }
        return nil
    }

    /// Sweeps of every required equality's constant, ±5 around it, on both solvers (a sweep
    /// reveals its marker, also one that is basic when it starts and that it pivots out): the same
    /// changes, at the same values up to the sweep's resolution (values may differ in the last bits,
    /// and a degenerate basis may take a step or two past a breakpoint before the change shows).
    private func sweepsDiffer(_ hiding: Solver, _ keeping: Solver) -> String? {
        for (shown, kept) in zip(hiding.constraints, keeping.constraints) where shown.isRequired && shown.relation == .equal {
            let target = -shown.expression.constant
            let results = [(hiding, shown), (keeping, kept)].map { solver, constraint -> (changes: String, values: [Double]) in
                do {
                    let outcome = try solver.sweep(of: constraint, from: target - 5, to: target + 5)
                    let changes = "\(outcome.brokenAtLow.map(\.label)) " + outcome.breakpoints.map {
                        "+\($0.brokenAbove.map(\.label)) -\($0.brokenBelow.map(\.label))"
                    }.joined(separator: ", ")
                    return (changes, outcome.breakpoints.map(\.value))
                } catch {
                    return ("\(error)", [])
                }
            }
            if results[0].changes != results[1].changes
                || zip(results[0].values, results[1].values).contains(where: { abs($0 - $1) > Cassowary.Tolerance.sweepResolution($0) }) {
                return "sweep of \(shown.label): \(results[0]) with hidden markers, \(results[1]) without"
            }
        }
        return nil
    }

    /// An operation's result: its error (a conflict lists its members) or every variable's value.
    private struct Outcome: CustomStringConvertible {
        var error: String?
        var values: [Double] = []

        func agrees(with other: Outcome) -> Bool {
            error == other.error && values.count == other.values.count
                && zip(values, other.values).allSatisfy { abs($0 - $1) <= 1e-9 * max(1, abs($0)) }
        }

        var description: String { error ?? values.map { "\($0)" }.joined(separator: " ") }
    }

    private func outcome(of operation: Operation, on solver: Solver, variables: [Variable]) -> Outcome {
        do {
            switch operation {
            case .add(let spec): try solver.add(spec.makeConstraint(variables, solver.semantics))
            case .addEdit(let v, let priority):
                try solver.addEditVariable(variables[v], ConstraintStrength(priority, for: solver.semantics))
            case .suggest(let v, let value): try solver.suggestValue(variables[v], value)
            case .remove, .removeEdit: return Outcome(error: "skipped")
            }
        } catch SolverError.unsatisfiable(_, let conflict) {
            return Outcome(error: "unsatisfiable: " + conflict.map(\.label).joined(separator: ", "))
        } catch {
            return Outcome(error: "error: \(error)")
        }
        return Outcome(values: variables.map { solver.value(of: $0) })
    }
}
