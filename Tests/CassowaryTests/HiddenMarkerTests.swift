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
