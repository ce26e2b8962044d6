/// Why one optional constraint is broken: the minimal set of constraints that forces its error,
/// and what was verified about that set. Definitions: docs/concepts.md, "Explanations" (with the
/// minimality that can always hold: leaving out any member changes the error).
public struct BrokenConstraintExplanation: Sendable {
    public enum Kind: String, Sendable {
        /// Constraints of strictly higher priority alone force the error.
        case lostToStronger = "lost to stronger constraints"
        /// Constraints of the same priority are needed: the solver traded this one's error against theirs.
        case tradeOff = "lost a same-priority trade-off"
    }

    /// What a check found. `notChecked` is kept apart from `failed` so that output never claims a
    /// property that was not established.
    public enum Check: String, Sendable {
        case passed, failed, notChecked = "not checked"
    }

    public let constraint: ExplainableConstraint
    /// The error in the layout's solution.
    public let error: Double
    public let kind: Kind
    /// The error is not decided by priorities at or above the constraint's own: at the same cost it
    /// could be anything from `errorRange.lower` to `errorRange.upper` (a tie at its level).
    public let isTie: Bool
    /// A tie that no weaker constraint settles either: the error differs between layouts that are
    /// equally good at every level (`AmbiguityRule`, as `expect NAME ambiguous` decides it).
    public let isAmbiguous: Bool
    /// The constraint's error over every optimal solution at its priority and above (its connected part of the layout).
    public let errorRange: (lower: Double, upper: Double)
    /// The explanation set, strongest first, then in the solution's order.
    public let members: [ExplainableConstraint]
    /// Solving `members ∪ {constraint}` alone gives the same error (for a tie: allows it).
    public let sufficiency: Check
    /// Removing any one member changes the error (for a tie: makes it unreachable). Usually it
    /// drops; see `limiting` for the members whose removal raises it.
    public let minimality: Check
    /// Members without which every optimal solution has a larger error (a floor or a cap that
    /// limits the damage), by their syntax; only for a decided error.
    public let limiting: [String]
    /// Sums the required equalities of the set pin, e.g. `name.width + level.width == 296`.
    public let pinnedSums: [String]
    /// The explanation in sentences, with the numbers.
    public let narrative: [String]

    public var isVerified: Bool { sufficiency == .passed && minimality == .passed }
}
