import Cassowary
import LayoutModel

/// One problem of a solved step that `FixFinder` looks for fixes to.
public enum FixProblem: Sendable {
    /// A broken optional constraint (the solution's status of it).
    case broken(ConstraintStatus)
    /// A required conflict still being recovered from.
    case conflict(RecoveredConflict)
    /// An item whose frame is not determined, with the names of its free variables (`box.minX`).
    case ambiguous(item: String, variables: [String])
}

/// What kind of change a fix makes, in the order a developer would rather make them: turning off
/// a view's autoresizing-mask translation (when its autoresizing constraints are in the problem),
/// a priority, a view's hugging or compression resistance, a relation, removing a constraint, and
/// only as a last resort a constraint that hard-codes where the solver happened to put a view.
/// Fixes that cost the rest of the layout less come before the kind order (`FixCost`).
public enum FixKind: Int, Comparable, Sendable {
    case autoresizing
    case priority
    case contentPriority
    case relation
    case removal
    case pin

    public static func < (lhs: FixKind, rhs: FixKind) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The word `explain --json` writes (docs/json.md).
    public var name: String {
        switch self {
        case .autoresizing: return "translatesAutoresizingMaskIntoConstraints"
        case .priority: return "priority"
        case .contentPriority: return "contentPriority"
        case .relation: return "relation"
        case .removal: return "removal"
        case .pin: return "pin"
        }
    }
}

/// A candidate edit that was applied to a copy of the layout and re-solved, and that removed its
/// problem without making a new one (docs/cli.md, `explain`: fixes).
public struct VerifiedFix: Sendable {
    /// What the edit does, in words ("make `wide` optional (999)").
    public let summary: String
    public let kind: FixKind
    /// Why it works, in a line.
    public let reason: String
    /// Hard-codes a value the solver picked (`FixKind.pin`): shown, and marked, only as a last resort.
    public var isLastResort: Bool { kind == .pin }
    /// The edit for `LayoutEngine.apply`, in order; the input's `LayoutEditWriter` writes it in
    /// the file's own terms (`deactivate "wide"`, `set "wide".priority 999`, … for `.layout`).
    public let edits: [LayoutEdit]
    /// Frames (relative to the superview) after the fix of the items the problem involves and of
    /// every item the fix moves, in item order.
    public let frames: [(item: String, frame: Rect)]
    /// What the fix costs the rest of the layout, which ranked it (`FixCost`).
    public let cost: FixCost
    /// What the fix does that a developer may not want ("it collapses `photo` to zero height").
    public var cautions: [String] { cost.cautions }
}

extension FixProblem {
    /// The severity of the finding the problem is (docs/concepts.md, "Severity").
    var severity: FindingSeverity {
        switch self {
        case let .broken(status): return FindingSeverity.of(broken: status.spec, priority: status.lowered?.strength.value)
        case .conflict, .ambiguous: return .error
        }
    }
}
