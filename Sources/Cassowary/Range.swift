/// How far a variable can move without changing the objective at any level: the basis of
/// ambiguity reports (a variable is ambiguous when the range is not a single value).
extension Solver {
    /// The smallest and largest value `variable` takes over all solutions with the same objective
    /// at every level as the current one (infinite ends when unbounded). The solver is left exactly
    /// as it was.
    ///
    /// Each end is found by adding a probe that pulls the variable far away at a priority below
    /// every other level, reading where it stops, and rolling the probe back with the journal;
    /// an end the tableau already shows endless (`endlessDirections`) is not probed.
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
        let reach = Self.probeReach(from: current)
        // An end known endless needs no probe: the probe would find it so too.
        let endless = endsKnownEndless(of: symbol, freedom: freedom)
        if endless.down && (endless.up || stopAtLower(-.infinity)) {
            return (-.infinity, endless.up ? .infinity : current)
        }
        // Held symbols never move, so a probe may leave them be: all of them with `freedom`, else
        // the wide ones by the variable whose own rows show them held (else each probe pivots
        // through every row that shares them).
        if let freedom {
            frozen = freedom.held
        } else {
            frozenFew = wideMovableSymbols(near: variable).filter(isHeldByOwnRows)
        }
        defer { frozen = []; frozenFew = [] }
        let lower: Double
        if endless.down {
            lower = -.infinity
        } else {
            let probedLower = try probe(variable, toward: current - reach, learning: freedom?.endlessEnds)
            lower = Self.isEndless(probedLower, from: current, down: true) ? -.infinity : probedLower
        }
        if stopAtLower(lower) { return (lower, current) }
        if endless.up { return (lower, .infinity) }
        let upper = try probe(variable, toward: current + reach, learning: freedom?.endlessEnds)
        return (lower, Self.isEndless(upper, from: current, down: false) ? .infinity : upper)
    }

    /// The ends of a variable's range known to be infinite without a probe: those the tableau
    /// shows endless (`endlessDirections`), and with `freedom`, those an earlier probe made with
    /// it showed endless (`EndlessEnds`).
    func endsKnownEndless(of variable: Variable, freedom: SolverFreedom?) -> (down: Bool, up: Bool) {
        guard let symbol = symbolOfVariable[variable.id] else { return (true, true) }
        return endsKnownEndless(of: symbol, freedom: freedom)
    }

    private func endsKnownEndless(of symbol: Int32, freedom: SolverFreedom?) -> (down: Bool, up: Bool) {
        let shown = endlessDirections(of: symbol)
        guard let learnt = freedom?.endlessEnds else { return shown }
        return (shown.down || learnt.isEndless(symbol, down: true), shown.up || learnt.isEndless(symbol, down: false))
    }

    /// How far a probe pulls a variable from `current`.
    static func probeReach(from current: Double) -> Double { 1e6 + abs(current) }

    /// Whether a probe from `current` that got the variable to `value` found that end infinite:
    /// it got more than halfway to where it pulled.
    static func isEndless(_ value: Double, from current: Double, down: Bool) -> Bool {
        let half = probeReach(from: current) / 2
        return down ? value <= current - half : value >= current + half
    }

    /// The value the variable reaches when pulled toward `target` below every level; undone after.
    /// With `ends`, every symbol the probe carried more than halfway to where its own probe would
    /// pull it is noted there as endless that way (see `EndlessEnds`).
    private func probe(_ variable: Variable, toward target: Double, learning ends: EndlessEnds?) throws -> Double {
        // Priority 0 is no valid user priority, so the probe gets a level of its own at the bottom.
        let pull = Constraint(LinearExpression(variable) - target, .equal, priority: Priority(0), label: "probe")
        // Unreported: the journal undoes it all, so what the observer was told stays true.
        let wasObserved = isObserved, pivotsBefore = pivots
        isObserved = false
        defer { isObserved = wasObserved; pivots = pivotsBefore }
        beginJournal()
        defer { rollBack() }
        try addProbe(pull)
        if let ends, let journal = journals.last {
            for (symbol, old) in journal.savedValues {
                ends.note(symbol, from: old, to: values[Int(symbol)])
            }
        }
        return value(of: variable)
    }

    private func addProbe(_ pull: Constraint) throws {
        if levels.last?.key != 0 { levels.append(ObjectiveLevel(key: 0)) }
        try addConstraint(pull, validated: true)
    }
}
