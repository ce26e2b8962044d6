/// System spacing: a gap whose size UIKit chooses. Which kind a constraint holds decides how UIKit
/// prints it (docs/semantics.md, "System spacing").
public enum SystemSpacing: String, Hashable, Sendable {
    /// VFL's standard connection `-`: an NSLayoutConstraint printed `NSSpace(8)`
    /// (`H:[a]-(NSSpace(8))-[b]`, or `… NSSpace(0)` after a margin-guide equation).
    case visualFormat
    /// The anchors' `constraint(…SystemSpacingAfter/Below:multiplier:)` and a stack view's
    /// `spacingUseSystem`: a `_UISystemBaselineConstraint` printed `NSLayoutAnchorConstraintSpace(8)`.
    case anchor

    /// System spacing between two items, and between an item and its superview's edge, for
    /// anchors and stack views: 8 points in every log we have. Font-dependent spacing between text
    /// baselines is not modelled.
    public static let points = 8.0
    /// VFL's standard connection between siblings.
    public static let standardSiblingPoints = 8.0

    /// The class UIKit prints for a constraint with this spacing.
    public var className: String {
        switch self {
        case .visualFormat: return "NSLayoutConstraint"
        case .anchor: return "_UISystemBaselineConstraint"
        }
    }

    /// How the constant prints: `NSSpace(8)`, `NSLayoutAnchorConstraintSpace(8)`.
    public func printed(_ points: String) -> String {
        switch self {
        case .visualFormat: return "NSSpace(\(points))"
        case .anchor: return "NSLayoutAnchorConstraintSpace(\(points))"
        }
    }
}
