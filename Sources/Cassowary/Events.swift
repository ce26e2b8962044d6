/// What the solver tells an observer. Every change of the tableau is reported, so a trace can be
/// replayed and explained after the fact.
public enum SolverPhase: String, Sendable {
    /// Restoring feasibility after a constraint was added (dual simplex, keeps optimality).
    case add
    /// Primal simplex: lowering the objective, highest priority level first.
    case optimize
    /// Dual simplex after an edit variable was given a new value.
    case dualOptimize = "dual-optimize"
    /// Taking a constraint's row out of the tableau.
    case remove
    /// Solving a new optional equality's row for one of its variables instead of its fixed marker:
    /// a pivot that moves no value (`Solver.solveForVariable(insteadOf:)`).
    case subject
}

/// The kinds of symbols in the tableau.
public enum SymbolKind: String, Sendable {
    /// A user variable (unrestricted).
    case external
    /// The slack of an inequality (bounded on one side).
    case slack
    /// The marker of an equality (fixed at its constant).
    case marker
    /// The error of an optional constraint (≥ 0, with a cost at its priority level).
    case error
}

/// A symbol as people see it in a trace: `x`, `s[c2]`, `e+[width]`.
public struct SymbolRef: Hashable, Sendable, CustomStringConvertible {
    public let id: Int
    public let kind: SymbolKind
    /// What the name is made of, kept instead of its text: a traced solver names two symbols per
    /// pivot and one per shift, and most traces print few of them, so the text is made when read.
    let source: SymbolNameSource
    public var name: String { source.text(id: id) }
    public var description: String { name }

    public static func == (lhs: SymbolRef, rhs: SymbolRef) -> Bool {
        lhs.id == rhs.id && lhs.kind == rhs.kind && lhs.name == rhs.name
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(kind)
        hasher.combine(name)
    }
}

/// Where a symbol's name comes from (`Solver.symbolRef`): a variable's name, or the name of the
/// constraint that owns a slack, marker or error as it was when the symbol was named. A constraint's
/// label reads the same every time (`Constraint.label`), so the text is the same whenever it is made.
enum SymbolNameSource: Sendable {
    /// A user variable's name.
    case text(String)
    /// An external symbol with no variable (`v` and its id).
    case unnamedVariable
    /// A slack, marker or error: `prefix[name]`, the name being the constraint's label or, when it
    /// has none, `c` and the order it was added in.
    case owned(SymbolPrefix, constraint: Constraint, sequence: Int)
    /// A slack, marker or error whose constraint the solver no longer holds: `prefix[?]`.
    case orphan(SymbolPrefix)

    func text(id: Int) -> String {
        switch self {
        case let .text(name): return name
        case .unnamedVariable: return "v\(id)"
        case let .owned(prefix, constraint, sequence):
            let label = constraint.label
            return "\(prefix.text)[\(label.isEmpty ? "c\(sequence)" : label)]"
        case let .orphan(prefix): return "\(prefix.text)[?]"
        }
    }
}

/// The letter a constraint's symbol is named with: `s` slack, `m` marker, `e` error (`e+`, `e-` for
/// an equality's two).
enum SymbolPrefix: UInt8, Sendable {
    case slack, marker, error, errorPlus, errorMinus

    var text: String {
        switch self {
        case .slack: return "s"
        case .marker: return "m"
        case .error: return "e"
        case .errorPlus: return "e+"
        case .errorMinus: return "e-"
        }
    }
}

/// The objective at one priority level: the sum of the errors of that level's constraints.
public struct LevelValue: Hashable, Sendable {
    /// The priority of the level (lexicographic), or 0 for the single weighted level.
    public let priority: Double
    public let value: Double
}

public struct PivotEvent: Sendable {
    /// Counts every pivot this solver has made, starting at 1.
    public let number: Int
    public let phase: SolverPhase
    public let entering: SymbolRef
    public let leaving: SymbolRef
    /// How far the entering symbol moved.
    public let step: Double
    /// The objective after the pivot, highest priority first (`Solver.objective()`: exact, never
    /// negative).
    public let objective: [LevelValue]
}

/// A move of a non-basic symbol that needed no pivot (the value of a fresh or free variable was
/// shifted so that a row became feasible).
public struct ShiftEvent: Sendable {
    public let phase: SolverPhase
    public let symbol: SymbolRef
    public let from: Double
    public let to: Double
}

public struct ErrorChange: Sendable {
    public let constraint: Constraint
    public let before: Double
    public let after: Double
}

/// A step that raised some constraints' errors while lowering others' or sparing stronger ones:
/// the priority decided who gives way.
public struct TradeOff: Sendable {
    /// The pivot number, or 0 when it happened by a shift.
    public let pivot: Int
    public let phase: SolverPhase
    /// Constraints whose error went down.
    public let gainers: [ErrorChange]
    /// Constraints whose error went up.
    public let losers: [ErrorChange]
    /// Constraints that could have given way in this step instead but rank higher, so they were kept
    /// (the dual simplex's choice of the cheapest error to take on).
    public let spared: [Constraint]
}

public enum SolverEvent: Sendable {
    /// A constraint entered the tableau. When a `.failed` for the same constraint follows, the add
    /// was rolled back: the pivots in between are the attempt that proved the conflict.
    case added(Constraint)
    case removed(Constraint)
    case pivot(PivotEvent)
    case shift(ShiftEvent)
    case tradeOff(TradeOff)
    case editAdded(Variable, strength: ConstraintStrength)
    case editRemoved(Variable)
    case suggested(Variable, value: Double)
    /// A required constraint could not be added; `conflict` is a minimal unsatisfiable set
    /// (it contains the constraint itself). The solver is unchanged.
    case failed(Constraint, conflict: [Constraint])
}

/// Receives every event of a solver. With no observer the solver skips all bookkeeping for events.
public protocol SolverObserver: AnyObject {
    func solver(_ solver: Solver, didEmit event: SolverEvent)
}

public enum SolverError: Error, Equatable, CustomStringConvertible {
    /// The constraint is required and cannot be satisfied together with the required constraints
    /// already in the solver. `conflict` is minimal and contains `constraint`.
    case unsatisfiable(Constraint, conflict: [Constraint])
    case duplicateConstraint(Constraint)
    case unknownConstraint(Constraint)
    case invalidPriority(Double)
    /// An optional constraint or edit whose kind (priority or kiwi strength) is not the one the
    /// solver's semantics reads.
    case mismatchedStrength(ConstraintStrength, solver: Semantics)
    case duplicateEditVariable(Variable)
    case unknownEditVariable(Variable)
    /// An edit variable must be optional.
    case requiredEditVariable(Variable)
    /// The operation is not available under this solver's semantics.
    case unsupported(String)
    /// A sweep of an equality's constant (`breakpoints(of:from:to:)`) met more stretches than it
    /// may walk; the breakpoints are unknown.
    case sweepUnfinished(stretches: Int)
    /// The solver gave up (pivot budget exhausted, numerical breakdown). Never expected; reported
    /// instead of hanging or crashing.
    case internalError(String)

    public static func == (lhs: SolverError, rhs: SolverError) -> Bool { lhs.description == rhs.description }

    public var description: String {
        switch self {
        case let .unsatisfiable(c, conflict):
            return "unsatisfiable required constraint \(c) (conflicts with: \(conflict.map(\.description).joined(separator: "; ")))"
        case let .duplicateConstraint(c): return "constraint already added: \(c)"
        case let .unknownConstraint(c): return "constraint not in the solver: \(c)"
        case let .invalidPriority(p): return "invalid priority \(formatNumber(p))"
        case let .mismatchedStrength(strength, semantics):
            let wanted = semantics == .lexicographic ? "an Auto Layout Priority" : "a kiwi Strength"
            return "optional \(strength) is for \(strength.semantics.rawValue) solvers; this solver is "
                + "\(semantics.rawValue) and needs \(wanted)"
        case let .duplicateEditVariable(v): return "edit variable already added: \(v)"
        case let .unknownEditVariable(v): return "not an edit variable: \(v)"
        case let .requiredEditVariable(v): return "edit variable \(v) cannot be required"
        case let .unsupported(message): return "unsupported: \(message)"
        case let .sweepUnfinished(stretches): return "the sweep did not finish within \(stretches) stretches"
        case let .internalError(message): return "internal solver error: \(message)"
        }
    }
}
