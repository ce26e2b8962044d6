import Cassowary

/// The Visual Format Language shape UIKit (iOS 10+) prints instead of the equation when a
/// constraint reads as a gap between two edges in VFL order (docs/semantics.md, "Printing
/// constraints"): `H:[a]-(8)-[b]` for `b.leading == a.trailing + 8`, `V:|-(12)-[a]` for
/// `a.top == superview.top + 12`, `H:[a]-(0)-|` for `superview.trailing == a.trailing`.
/// Left and right edges add `(LTR)`: `H:|-(0)-[a](LTR)`. System spacing prints as UIKit names it:
/// `H:[a]-(NSSpace(8))-[b]`, `V:|-(>=NSLayoutAnchorConstraintSpace(8))-[a]`. Every other
/// constraint, sizes included, prints as an equation.
struct UIKitVisualFormat {
    /// The VFL text, e.g. `H:[UILabel:0x…]-(8)-[UIView:0x…]`.
    let body: String
    /// The item `|` stands for, printed in the `names:` part; nil when there is none.
    let container: String?

    /// nil when the constraint has no VFL shape. `parent` gives an item's superview (or a guide's
    /// owning view), `describe` an item as the log prints it.
    init?(_ spec: LayoutConstraintSpec, parent: (String) -> String?, describe: (String) -> String) {
        // Autoresizing constraints print their frame equations; multipliers have no VFL form.
        // System-spacing anchors (`_UISystemBaselineConstraint`) take the same shapes (wtfautolayout#10, #20).
        guard spec.className == "NSLayoutConstraint" || spec.className == SystemSpacing.anchor.className,
              let second = spec.second, spec.multiplier == 1,
              spec.first.item != second.item else { return nil }
        let first = spec.first
        let axis: String
        // Left and right edges are the left-to-right reading of the same shapes: `(LTR)` follows.
        var direction = ""
        switch first.attribute {
        case .leading, .trailing: axis = "H"
        case .left, .right: (axis, direction) = ("H", "(LTR)")
        case .top, .bottom: axis = "V"
        default: return nil
        }
        let gap = "-(\(Self.gap(spec)))-"
        let shape: String
        switch (first.attribute, second.attribute) {
        case (.leading, .trailing), (.left, .right), (.top, .bottom):
            // The second item's far edge, then the first item's near edge.
            shape = "\(axis):[\(describe(second.item))]\(gap)[\(describe(first.item))]"
            container = nil
        case (.leading, .leading), (.left, .left), (.top, .top):
            // `|` is the first item's superview (or a guide's owning view).
            guard parent(first.item) == second.item else { return nil }
            shape = "\(axis):|\(gap)[\(describe(first.item))]"
            container = second.item
        case (.trailing, .trailing), (.right, .right), (.bottom, .bottom):
            guard parent(second.item) == first.item else { return nil }
            shape = "\(axis):[\(describe(second.item))]\(gap)|"
            container = first.item
        default:
            return nil
        }
        body = shape + direction
    }

    /// `8`, `>=8`, `-20`; an optional priority as VFL writes it, `8@750` (unconfirmed in logs).
    private static func gap(_ spec: LayoutConstraintSpec) -> String {
        let relation: String
        switch spec.relation {
        case .equal: relation = ""
        case .greaterOrEqual: relation = ">="
        case .lessOrEqual: relation = "<="
        }
        let points = UIKitDescriber.number(spec.constant)
        var text = relation + (spec.systemSpacing?.printed(points) ?? points)
        if spec.priority < Priority.required.value { text += "@\(UIKitDescriber.number(spec.priority))" }
        return text
    }
}
