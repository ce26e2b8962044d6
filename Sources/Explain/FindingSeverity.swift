import Cassowary
import LayoutModel

/// How much a finding of `explain` matters (docs/concepts.md, "Severity"): an error is a layout
/// UIKit cannot make as written (a required conflict, an ambiguous frame), a warning is content or
/// an app's own wish given up (compression resistance broken, an optional constraint above 250
/// broken), a note is something UIKit does on purpose (a label stretched past its text, a
/// stack-view helper giving way, a preference at 250 or below losing).
public enum FindingSeverity: Int, Comparable, CaseIterable, Sendable {
    case note = 0, warning = 1, error = 2

    /// The word printed and read by `--min-severity`.
    public var name: String {
        switch self {
        case .note: return "note"
        case .warning: return "warning"
        case .error: return "error"
        }
    }

    public init?(name: String) {
        guard let match = Self.allCases.first(where: { $0.name == name }) else { return nil }
        self = match
    }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The highest priority that still counts as a weak preference: UIKit's `defaultLow`, the
    /// hugging priority of most views. Losing at or below it is what such a constraint is for.
    public static let weakPreferenceCeiling = 250.0

    /// The severity of a broken optional constraint.
    public static func of(broken constraint: ExplainableConstraint) -> FindingSeverity {
        guard let spec = constraint.layoutSpec else { return of(brokenLinearAt: constraint.priority) }
        return of(broken: spec, priority: constraint.priority)
    }

    /// The severity of a broken plain linear constraint: it is the file's own, so its priority
    /// decides, as for an app's.
    public static func of(brokenLinearAt priority: Double) -> FindingSeverity {
        priority > weakPreferenceCeiling ? .warning : .note
    }

    /// The severity of a layout constraint the solution lists as broken: one broken to recover
    /// from a required conflict is an error, an optional one is ranked as above. The wireframe
    /// drawing weighs its lines by this, so the picture and the text rank alike.
    public static func of(_ status: ConstraintStatus) -> FindingSeverity {
        status.state == .brokenToRecover ? .error : of(broken: status.spec, priority: status.spec.priority)
    }

    /// The severity of a broken optional layout constraint; `priority` is the one the solver used
    /// when it differs from the spec's.
    public static func of(broken spec: LayoutConstraintSpec, priority: Double? = nil) -> FindingSeverity {
        if BrokenByDesign.reason(for: spec) != nil { return .note }
        if case let .generated(generator) = spec.provenance, generator.kind == .contentSize {
            // `size >= intrinsic` broken: the content is cut (truncated, clipped); `size <= intrinsic`
            // broken: the view is only wider or taller than its content, which UIKit does all the time.
            return spec.relation == .greaterOrEqual ? .warning : .note
        }
        return (priority ?? spec.priority) > weakPreferenceCeiling ? .warning : .note
    }
}
