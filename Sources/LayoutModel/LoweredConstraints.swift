import Cassowary

/// The layout constraint a solver constraint stands for.
public enum LoweredFrom: Sendable {
    case layout(LayoutConstraintSpec)
    case linear(LinearConstraintSpec)
}

extension LayoutEngine {
    /// Every solver constraint the engine manages at this moment (in the solver, about to be added,
    /// or left out to recover from a conflict) with what it lowers: how a trace of the solver names
    /// its constraints in layout terms. The solver's own edit constraints are not among them.
    public func loweredConstraints() -> [(constraint: Constraint, from: LoweredFrom)] {
        managed.compactMap { entry in
            guard let lowered = entry.lowered else { return nil }
            switch entry.payload {
            case let .layout(spec): return (lowered, .layout(spec))
            case let .linear(spec): return (lowered, .linear(spec))
            }
        }
    }
}
