@testable import Cassowary

/// An edit variable as the tests model it: exactly an optional `x[variable] == target` at `priority`.
struct EditState {
    var variable: Int
    var priority: Double
    var target: Double

    func oracle(variableCount: Int) -> OracleConstraint {
        var coefficients = Array(repeating: 0.0, count: variableCount)
        coefficients[variable] = 1
        return OracleConstraint(coefficients: coefficients, constant: -target, relation: .equal, priority: priority)
    }
}

/// Drives one `Solver` through operations, mirrors them in a plain model (constraints in the solver,
/// edits with their targets) and checks every state against the reference solver run from scratch.
/// The first failure stops the checks; `report` then holds the seed and every operation so far.
final class DifferentialHarness {
    let seed: UInt64
    let semantics: Semantics
    let variableCount: Int
    let variables: [Variable]
    let solver: Solver
    private(set) var active: [(spec: ConstraintSpec, constraint: Constraint)] = []
    private(set) var edits: [EditState] = []
    private(set) var transcript: [String] = []
    private(set) var failure: String?
    /// The oracle's solution at the last check.
    var lastSolution: OracleSolution?
    var stats = PropertyStats()
    /// Also compute each variable's optimal range and compare unique values (costs 2 LPs per variable).
    var compareValues = true

    /// `pinReleaseRowLength` sets the solver's (see `PinnedVariables.swift`); 0 releases pinned
    /// variables from every row the dual simplex repairs.
    init(seed: UInt64, semantics: Semantics, variableCount: Int, observer: SolverObserver? = nil,
         pinReleaseRowLength: Int? = nil) {
        self.seed = seed
        self.semantics = semantics
        self.variableCount = variableCount
        let factory = VariableFactory()
        variables = (0..<variableCount).map { factory.make("x\($0)") }
        solver = Solver(semantics: semantics)
        solver.observer = observer
        if let pinReleaseRowLength { solver.pinReleaseRowLength = pinReleaseRowLength }
    }

    var failed: Bool { failure != nil }

    var report: String {
        "seed \(seed) (\(semantics.rawValue), \(variableCount) variables): \(failure ?? "ok")\n"
            + "  operations:\n" + transcript.map { "    \($0)" }.joined(separator: "\n")
    }

    func fail(_ message: String) {
        if failure == nil { failure = message }
    }

    var requiredSpecs: [ConstraintSpec] {
        active.map(\.spec).filter { ReferenceSolver.isRequired($0.priority, semantics: semantics) }
    }

    /// The current problem as the oracle sees it: constraints in the solver plus edits.
    var oracleProblem: [OracleConstraint] {
        active.map(\.spec.oracle) + edits.map { $0.oracle(variableCount: variableCount) }
    }

    func values() -> [Double] { variables.map { solver.value(of: $0) } }

    // MARK: - Operations

    /// Adds `spec`; a required one must be rejected exactly when the oracle finds the required set
    /// infeasible, with a minimal conflict set and no change to the solver.
    @discardableResult
    func add(_ spec: ConstraintSpec) -> Bool {
        guard !failed else { return false }
        transcript.append("add \(spec)")
        let constraint = spec.makeConstraint(variables, semantics)
        let isRequired = ReferenceSolver.isRequired(spec.priority, semantics: semantics)
        let feasible = !isRequired || ReferenceSolver.isFeasible((requiredSpecs + [spec]).map(\.oracle), variableCount: variableCount)
        let before = values()
        let objectiveBefore = solver.objective()
        do {
            try solver.add(constraint)
        } catch let SolverError.unsatisfiable(rejected, conflict) {
            transcript[transcript.count - 1] += "   -> rejected, conflict [\(conflict.map(\.label).joined(separator: ", "))]"
            stats.rejections += 1
            if feasible { fail("\(spec.label) was rejected but the required set is feasible"); return false }
            if rejected !== constraint { fail("the error names \(rejected.label), not \(spec.label)") }
            checkConflict(conflict, newConstraint: constraint, newSpec: spec)
            if values() != before { fail("values changed by the failed add of \(spec.label): \(before) -> \(values())") }
            if solver.objective() != objectiveBefore { fail("objective changed by the failed add of \(spec.label)") }
            if solver.contains(constraint) { fail("the rejected \(spec.label) is in the solver") }
            return false
        } catch {
            fail("add \(spec.label) threw \(error)")
            return false
        }
        if !feasible { fail("\(spec.label) was accepted but the required constraints are now infeasible") }
        active.append((spec, constraint))
        stats.operations += 1
        checkAgainstOracle()
        return true
    }

    func remove(activeIndex index: Int) {
        guard !failed, !active.isEmpty else { return }
        let (spec, constraint) = active.remove(at: index % active.count)
        transcript.append("remove \(spec.label)")
        do { try solver.remove(constraint) } catch { fail("remove \(spec.label) threw \(error)"); return }
        if solver.contains(constraint) { fail("\(spec.label) is still in the solver after remove") }
        stats.operations += 1
        checkAgainstOracle()
    }

    /// Gives the active constraint at `index` (wrapped) a new constant in place. It must behave as
    /// removing it and adding the changed one: a required change the oracle finds infeasible is
    /// rejected with a minimal conflict and leaves the solver without either version; anything
    /// else keeps the constraint's place in `solver.constraints` and matches the oracle.
    func changeConstant(activeIndex index: Int, to constant: Double) {
        guard !failed, !active.isEmpty else { return }
        let position = index % active.count
        let (spec, constraint) = active[position]
        var changed = spec
        changed.constant = constant
        transcript.append("replaceConstant \(spec.label) -> \(changed)")
        let replacement = changed.makeConstraint(variables, semantics)
        let isRequired = ReferenceSolver.isRequired(changed.priority, semantics: semantics)
        let others = active.indices.filter { $0 != position }.map { active[$0].spec }
        let required = others.filter { ReferenceSolver.isRequired($0.priority, semantics: semantics) }
        let feasible = !isRequired || ReferenceSolver.isFeasible((required + [changed]).map(\.oracle), variableCount: variableCount)
        do {
            try solver.replaceConstant(of: constraint, with: replacement)
        } catch let SolverError.unsatisfiable(rejected, conflict) {
            transcript[transcript.count - 1] += "   -> rejected, conflict [\(conflict.map(\.label).joined(separator: ", "))]"
            stats.rejections += 1
            active.remove(at: position)
            if feasible { fail("the new constant of \(spec.label) was rejected but the required set is feasible"); return }
            if rejected !== replacement { fail("the error names \(rejected.label), not the changed \(spec.label)") }
            checkConflict(conflict, newConstraint: replacement, newSpec: changed)
            if solver.contains(constraint) { fail("the old \(spec.label) is still in the solver after a rejected change") }
            if solver.contains(replacement) { fail("the rejected \(spec.label) is in the solver") }
            checkAgainstOracle()
            return
        } catch {
            fail("replaceConstant \(spec.label) threw \(error)")
            return
        }
        if !feasible { fail("the new constant of \(spec.label) was accepted but the required constraints are now infeasible") }
        if solver.contains(constraint) { fail("the old \(spec.label) is still in the solver") }
        active[position] = (changed, replacement)
        stats.operations += 1
        checkAgainstOracle()
    }

    /// The edit starts at the variable's current value (the solver holds it there).
    func addEdit(variable: Int, priority: Double) {
        guard !failed else { return }
        let target = solver.value(of: variables[variable])
        transcript.append("addEditVariable x\(variable) @\(priority)   (current value \(target))")
        do { try solver.addEditVariable(variables[variable], ConstraintStrength(priority, for: semantics)) } catch { fail("addEditVariable threw \(error)"); return }
        if !solver.hasEditVariable(variables[variable]) { fail("hasEditVariable(x\(variable)) is false after addEditVariable") }
        edits.append(EditState(variable: variable, priority: priority, target: target))
        stats.operations += 1
        checkAgainstOracle()
    }

    func suggest(variable: Int, value: Double) {
        guard !failed, let e = edits.firstIndex(where: { $0.variable == variable }) else { return }
        transcript.append("suggestValue x\(variable) = \(value)")
        do { try solver.suggestValue(variables[variable], value) } catch { fail("suggestValue threw \(error)"); return }
        edits[e].target = value
        stats.operations += 1
        checkAgainstOracle()
    }

    func removeEdit(variable: Int) {
        guard !failed, let e = edits.firstIndex(where: { $0.variable == variable }) else { return }
        transcript.append("removeEditVariable x\(variable)")
        do { try solver.removeEditVariable(variables[variable]) } catch { fail("removeEditVariable threw \(error)"); return }
        if solver.hasEditVariable(variables[variable]) { fail("hasEditVariable(x\(variable)) is true after removeEditVariable") }
        edits.remove(at: e)
        stats.operations += 1
        checkAgainstOracle()
    }
}
