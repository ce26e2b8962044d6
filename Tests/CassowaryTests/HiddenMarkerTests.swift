@testable import Cassowary
import XCTest

/// Markers kept out of the rows (`HiddenMarkers.swift`) against a solver that keeps every marker
/// in its rows: the same scripts must give the same answers, the same conflicts and, once every
/// hidden marker is revealed, the same tableau to the printed digit. That checks the log's replay
/// (columns, reduced costs) and its backward reading (conflict certificates) on every step that
/// forms a row. Removals are left out: the row a removal pivots through is the shortest one, and
/// hidden markers do not count in a row's length, so the two solvers may take different paths.
/// The oracle checks those (`IncrementalPropertyTests`, `ConstantChangeTests`).
final class HiddenMarkerTests: XCTestCase {
    func testRevealedTableauIsTheOneThatKeepsEveryMarker() {
        var hiddenRows = 0, revealedMarkers = 0, rejected = 0
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
                    if outcomes[0] != outcomes[1] {
                        return "step \(step): \(outcomes[0]) with hidden markers, \(outcomes[1]) without"
                    }
                    if outcomes[0].hasPrefix("unsatisfiable") { rejected += 1 }
                    if let difference = rowsDiffer(hiding, keeping) { return "step \(step): \(difference)" }
                }
                hiddenRows += hiding.rows.compactMap { $0 }.filter(\.holdsHiddenMarkers).count
                let hidden = hiding.info.indices.filter { hiding.isHidden(Int32($0)) }.count
                revealedMarkers += hidden
                let (shown, kept) = (hiding.tableauDescription(), keeping.tableauDescription())
                guard shown == kept else { return "tableaux differ:\n\(shown)\n--- keeping every marker:\n\(kept)" }
                let problems = hiding.invariantViolations()
                return problems.isEmpty ? nil : problems.joined(separator: "\n")
            }
        }
        // The scripts must exercise what is tested: rows with hidden markers, reveals, conflicts.
        PropertyRun.assertCovered(hiddenRows, 300)
        PropertyRun.assertCovered(revealedMarkers, 300)
        PropertyRun.assertCovered(rejected, 100)
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

    /// The operation's result as text: its error (a conflict lists its members), or the values.
    private func outcome(of operation: Operation, on solver: Solver, variables: [Variable]) -> String {
        do {
            switch operation {
            case .add(let spec): try solver.add(spec.makeConstraint(variables, solver.semantics))
            case .addEdit(let v, let priority):
                try solver.addEditVariable(variables[v], ConstraintStrength(priority, for: solver.semantics))
            case .suggest(let v, let value): try solver.suggestValue(variables[v], value)
            case .remove, .removeEdit: return "skipped"
            }
        } catch SolverError.unsatisfiable(_, let conflict) {
            return "unsatisfiable: " + conflict.map(\.label).joined(separator: ", ")
        } catch {
            return "error: \(error)"
        }
        return variables.map { formatNumber(solver.value(of: $0)) }.joined(separator: " ")
    }
}
