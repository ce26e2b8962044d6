import Cassowary

/// A handful of constraints solved on their own in a fresh solver: what an explanation claims is
/// checked here, never on the layout's own solver.
struct Subsystem {
    /// The smallest and largest error the target can have over every optimal solution of the
    /// system. They differ when the system's priorities do not decide the target's error (a tie).
    let lowest: Double
    let highest: Double
    /// The solution the fresh solver picked, for the narrative's numbers.
    let solver: Solver

    /// Adds `others` and then `target` to a fresh lexicographic solver (in the order given, so the
    /// result is deterministic), then measures the target's error range.
    init(target: Constraint, others: [Constraint]) throws {
        let solver = Solver()
        for constraint in others + [target] { try solver.add(constraint) }
        self.solver = solver
        let (low, high) = try Self.expressionRange(target.expression, in: solver, below: (others + [target]).map(\.strength.value))
        switch target.relation {
        case .equal:
            lowest = low <= 0 && high >= 0 ? 0 : min(abs(low), abs(high))
            highest = max(abs(low), abs(high))
        case .lessOrEqual:
            // expression <= 0 is violated by the positive part.
            lowest = max(0, low)
            highest = max(0, high)
        case .greaterOrEqual:
            lowest = max(0, -high)
            highest = max(0, -low)
        }
    }

    /// How low and how high `expression` can go without changing the objective at any level: a
    /// probe pulls it far away at a priority below every level of the system, and is removed again.
    /// (`Solver.range(of:)` does this for a single variable; an error involves a whole expression.)
    private static func expressionRange(_ expression: LinearExpression, in solver: Solver,
                                        below priorities: [Double]) throws -> (Double, Double) {
        let probePriority = (priorities.min() ?? Priority.required.value) / 2
        let current = expression.value { solver.value(of: $0) }
        let reach = 1e6 + abs(current)
        func pull(toward target: Double) throws -> Double {
            let probe = Constraint(expression - target, .equal, priority: Priority(probePriority), label: "explain-probe")
            try solver.add(probe)
            defer { try? solver.remove(probe) }
            return expression.value { solver.value(of: $0) }
        }
        let low = try pull(toward: current - reach)
        let high = try pull(toward: current + reach)
        return (low <= current - reach / 2 ? -.infinity : low, high >= current + reach / 2 ? .infinity : high)
    }
}
