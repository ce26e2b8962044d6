import Cassowary
import LayoutModel

/// How far one constraint was from holding before and after a move: its error, or for a row
/// outside its bounds, by how much it was violated.
public struct TracedErrorChange: Sendable {
    public let constraint: TracedConstraint
    public let before: Double
    public let after: Double
}

/// What one move (a pivot or a shift) did to the constraints, each in the solver's order.
public struct TracedEffect: Sendable {
    /// Optional constraints whose error rose: they gave way.
    public var raised: [TracedErrorChange] = []
    /// Optional constraints whose error fell.
    public var lowered: [TracedErrorChange] = []
    /// Constraints whose row was violated (outside its bounds) and is now less so or not at all.
    public var repaired: [TracedErrorChange] = []
    /// Constraints whose row the move left violated, for a later pivot of the dual simplex to repair.
    public var pushed: [TracedErrorChange] = []

    public var isEmpty: Bool { raised.isEmpty && lowered.isEmpty && repaired.isEmpty && pushed.isEmpty }
}

/// One pivot of the simplex, numbered within the trace.
public struct TracedPivot: Sendable {
    /// 1, 2, … within this trace.
    public let number: Int
    /// The solver's own count since it was created (what `solve-linear --trace` prints).
    public let solverNumber: Int
    public let phase: SolverPhase
    public let entering: SymbolRef
    public let leaving: SymbolRef
    /// How far the entering symbol moved.
    public let step: Double
    /// The objective after the pivot, highest priority first.
    public let objective: [LevelValue]
    public let effect: TracedEffect
    /// `Solver.tableauDescription()` right after the pivot, when asked for.
    public let tableau: String?
}

/// A non-basic symbol moved without a pivot: a fresh or free variable took up a new row, or a
/// symbol reached its own bound.
public struct TracedShift: Sendable {
    public let phase: SolverPhase
    public let symbol: SymbolRef
    public let from: Double
    public let to: Double
    public let effect: TracedEffect
}

/// A move that made some constraints give way (their error rose) so that others hold or get
/// closer, or so that stronger ones that could have given way instead are spared.
public struct TracedTradeOff: Sendable {
    /// The pivot's number in the trace, or nil when it happened by a shift.
    public let pivot: Int?
    public let phase: SolverPhase
    /// Whose error rose.
    public let losers: [TracedErrorChange]
    /// Whose error fell.
    public let gainers: [TracedErrorChange]
    /// Whose violated row now holds, or is less violated (before and after: by how much).
    public let repaired: [TracedErrorChange]
    /// Constraints that could have given way instead but were kept (the dual simplex's choice of the
    /// cheapest error to take on), per the solver.
    public let spared: [TracedConstraint]
}

/// What happened, in order, while the layout engine brought the solver to one step of a scenario.
public enum LayoutTraceEvent: Sendable {
    /// A scenario edit begins (steps after 0): its source text and `file:line:col`.
    case edit(text: String, location: String)
    /// A constraint entered the solver; `violation` is how far the current values were from
    /// satisfying it as it came in (0 when it held at once).
    case added(TracedConstraint, violation: Double)
    case removed(TracedConstraint)
    case pivot(TracedPivot)
    case shift(TracedShift)
    /// Follows the pivot or shift that made it.
    case tradeOff(TracedTradeOff)
    case editVariableAdded(variable: String, priority: Double)
    case editVariableRemoved(variable: String)
    case suggested(variable: String, value: Double)
    /// A required constraint could not be added; the solver rolled the attempt back. `conflict` is
    /// a minimal set of required constraints that cannot hold together (it contains `constraint`).
    case failed(TracedConstraint, conflict: [TracedConstraint])
    /// How the layout engine recovered, as `framework` does: it broke `broken` (left it out of the
    /// solver) and, when that is not the constraint being added, adds `retrying` again.
    case recovered(broken: TracedConstraint, retrying: TracedConstraint?, framework: UIFramework)
}

extension LayoutTraceEvent {
    public var isEdit: Bool {
        if case .edit = self { return true }
        return false
    }
}
