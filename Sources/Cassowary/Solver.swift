/// How optional priorities combine.
public enum Semantics: String, Sendable, CaseIterable {
    /// Auto Layout's: every distinct priority is its own level; a higher level strictly dominates
    /// (one 751 beats any number of 750s). Priorities are in (0, 1000]; 1000 is required.
    case lexicographic
    /// kiwi's: one level, each error weighted by its strength (a double, see `Strength`);
    /// a strength ≥ `Strength.required` is required.
    case weighted
}

/// An incremental, instrumented simplex solver for linear constraints with priorities (Cassowary).
///
/// STUB: the public surface is final; the implementation is being written.
public final class Solver {
    public let semantics: Semantics
    /// Receives every event. Set it before adding constraints to see everything.
    public var observer: SolverObserver?

    public init(semantics: Semantics = .lexicographic) {
        self.semantics = semantics
    }

    /// Whether `priority` means required under this solver's semantics.
    public func isRequired(_ priority: Double) -> Bool {
        semantics == .lexicographic ? priority >= Priority.required : priority >= Strength.required
    }

    /// Adds a constraint and re-solves. A required constraint that cannot be satisfied throws
    /// `SolverError.unsatisfiable` with a minimal conflict set and leaves the solver unchanged.
    public func add(_ constraint: Constraint) throws { fatalError("unimplemented") }

    /// Removes a constraint and re-solves.
    public func remove(_ constraint: Constraint) throws { fatalError("unimplemented") }

    public func contains(_ constraint: Constraint) -> Bool { fatalError("unimplemented") }

    /// The constraints in the solver, in the order they were added.
    public var constraints: [Constraint] { fatalError("unimplemented") }

    /// Makes `variable` editable at an optional priority: it is held at its current value until
    /// `suggestValue` moves it.
    public func addEditVariable(_ variable: Variable, priority: Double) throws { fatalError("unimplemented") }
    public func removeEditVariable(_ variable: Variable) throws { fatalError("unimplemented") }
    public func hasEditVariable(_ variable: Variable) -> Bool { fatalError("unimplemented") }

    /// Moves an edit variable's target and re-optimizes with the dual simplex.
    public func suggestValue(_ variable: Variable, _ value: Double) throws { fatalError("unimplemented") }

    /// The variable's value in the current solution (0 for a variable the solver has never seen).
    public func value(of variable: Variable) -> Double { fatalError("unimplemented") }

    /// How far the current solution is from satisfying `constraint` (0 when satisfied). For an
    /// optional constraint this is its error: |violation| for `==`, the violated amount for an inequality.
    public func error(of constraint: Constraint) -> Double { fatalError("unimplemented") }

    /// The objective per priority level, highest first (one level in weighted mode).
    public func objective() -> [LevelValue] { fatalError("unimplemented") }

    /// Pivots made so far.
    public var pivotCount: Int { fatalError("unimplemented") }

    /// The tableau as text (rows, bounds, values, objective per level), for teaching small systems.
    public func tableauDescription() -> String { fatalError("unimplemented") }
}
