/// How far a variable can move without changing the objective at any level: the basis of
/// ambiguity reports (a variable is ambiguous when the range is not a single value).
extension Solver {
    /// The smallest and largest value `variable` takes over all solutions with the same objective
    /// at every level as the current one (infinite ends when unbounded). The solver is left exactly
    /// as it was.
    ///
    /// Each end is found by adding a probe that pulls the variable far away at a priority below
    /// every other level, reading where it stops, and rolling the probe back with the journal.
    ///
    /// With `freedom` (this solver's, unchanged since it was made), the probe never moves a
    /// symbol every optimal solution holds: the answer is the same, and a probe no longer
    /// wanders through rows shared by the whole layout to find that out.
    public func range(of variable: Variable, freedom: SolverFreedom? = nil) throws -> (lower: Double, upper: Double) {
        try range(of: variable, freedom: freedom, stopAtLower: { _ in false })
    }

    /// `range(of:freedom:)` for a caller that needs only part of the answer: when `stopAtLower`
    /// accepts the lower end, the upper end is not probed and is returned as the current value.
    /// (Whether a variable is free at all is often settled by its first probe.)
    public func range(of variable: Variable, freedom: SolverFreedom?,
                      stopAtLower: (Double) -> Bool) throws -> (lower: Double, upper: Double) {
        // With weighted strengths no weight is small enough to stay below every other one.
        guard semantics == .lexicographic else {
            throw SolverError.unsupported("range(of:) needs lexicographic semantics")
        }
        guard let symbol = symbolOfVariable[variable.id] else { return (-.infinity, .infinity) }
        let current = values[Int(symbol)]
        let reach = 1e6 + abs(current)
        // Held symbols never move, so a probe may leave them be: all of them with `freedom`, else
        // the wide ones by the variable whose own rows show them held (else each probe pivots
        // through every row that shares them).
        if let freedom {
            frozen = freedom.held
        } else {
            frozenFew = wideMovableSymbols(near: variable).filter(isHeldByOwnRows)
        }
        defer { frozen = []; frozenFew = [] }
        let probedLower = try probe(variable, toward: current - reach)
        let lower = probedLower <= current - reach / 2 ? -.infinity : probedLower
        if stopAtLower(lower) { return (lower, current) }
        let upper = try probe(variable, toward: current + reach)
        return (lower, upper >= current + reach / 2 ? .infinity : upper)
    }

    /// The value the variable reaches when pulled toward `target` below every level; undone after.
    private func probe(_ variable: Variable, toward target: Double) throws -> Double {
        // Priority 0 is no valid user priority, so the probe gets a level of its own at the bottom.
        let pull = Constraint(LinearExpression(variable) - target, .equal, priority: Priority(0), label: "probe")
        // Unreported: the journal undoes it all, so what the observer was told stays true.
        let wasObserved = isObserved, pivotsBefore = pivots
        isObserved = false
        defer { isObserved = wasObserved; pivots = pivotsBefore }
        beginJournal()
        defer { rollBack() }
        try addProbe(pull)
        return value(of: variable)
    }

    private func addProbe(_ pull: Constraint) throws {
        if levels.last?.key != 0 { levels.append(ObjectiveLevel(key: 0)) }
        try addConstraint(pull, validated: true)
    }
}
