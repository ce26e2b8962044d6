import Cassowary

/// `item.attribute`, one side of a constraint.
public struct Anchor: Hashable, Sendable, CustomStringConvertible {
    public var item: String
    public var attribute: LayoutAttribute
    public init(_ item: String, _ attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }
    public var description: String { "\(item).\(attribute.rawValue)" }
}

/// One NSLayoutConstraint: `first (relation) multiplier × second + constant @priority`.
/// `second == nil` is a constant constraint (allowed for width and height only).
public struct LayoutConstraintSpec: Hashable, Sendable {
    public var first: Anchor
    public var relation: Relation
    public var second: Anchor?
    public var multiplier: Double
    public var constant: Double
    /// 1...1000; 1000 is required.
    public var priority: Double
    /// NSLayoutConstraint.identifier: user labels, or UIKit's (`UISV-spacing`, …) for generated ones.
    public var identifier: String?
    public var isActive: Bool
    public var provenance: Provenance
    /// The class UIKit would print (`NSLayoutConstraint`, `NSContentSizeLayoutConstraint`,
    /// `NSAutoresizingMaskLayoutConstraint`).
    public var className: String
    /// Set when the constant is system spacing UIKit chose rather than a number the app wrote
    /// (`constant` holds the points it stands for), so logs can print it UIKit's way.
    public var systemSpacing: SystemSpacing?
    /// Set when the input was rewritten to fit one NSLayoutConstraint in a way the printed form
    /// does not show (`name.width == name.width * 2` is `name.width == 0`): says what was done.
    public var inputRewrite: String?

    public init(first: Anchor, relation: Relation, second: Anchor? = nil, multiplier: Double = 1,
                constant: Double = 0, priority: Double = 1000, identifier: String? = nil,
                isActive: Bool = true, provenance: Provenance, className: String = "NSLayoutConstraint",
                systemSpacing: SystemSpacing? = nil) {
        self.first = first
        self.relation = relation
        self.second = second
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.identifier = identifier
        self.isActive = isActive
        self.provenance = provenance
        self.className = className
        self.systemSpacing = systemSpacing
    }

    public var isRequired: Bool { priority >= 1000 }

    /// Where it comes from, as reports print it: the provenance, and how the input was rewritten
    /// when it was (`file:5:1; rewritten on input: …`).
    public var sourceText: String {
        provenance.description + (inputRewrite.map { "; \($0)" } ?? "")
    }
}
