import Cassowary

/// The layout constraint a solver constraint stands for.
public enum LoweredFrom: Sendable {
    case layout(LayoutConstraintSpec)
    case linear(LinearConstraintSpec)
}

/// Told of every solver constraint the engine is about to add, with what it lowers, before the
/// solver sees it: how a trace names the solver's constraints in layout terms without asking the
/// engine while the engine is working.
public protocol LoweringObserver: AnyObject {
    func engine(_ engine: LayoutEngine, willAdd constraint: Constraint, loweredFrom: LoweredFrom)
}

extension ConstraintPayload {
    var loweredFrom: LoweredFrom {
        switch self {
        case let .layout(spec): return .layout(spec)
        case let .linear(spec): return .linear(spec)
        }
    }
}

extension LayoutEngine {
    /// Every solver constraint the engine manages at this moment (in the solver, about to be added,
    /// or left out to recover from a conflict) with what it lowers, for an observer that starts
    /// following an engine already built. The solver's own edit constraints are not among them.
    public func loweredConstraints() -> [(constraint: Constraint, from: LoweredFrom)] {
        managed.compactMap { entry in entry.lowered.map { ($0, entry.payload.loweredFrom) } }
    }
}
