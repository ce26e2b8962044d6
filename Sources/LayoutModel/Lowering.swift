import Cassowary

/// Turns a constraint spec into a linear constraint over the items' window-coordinate variables.
///
/// `first (rel) m × second + c` becomes `first − m·second − c (rel) 0` at the spec's priority, where
/// every location is read in the coordinates of the view that holds the constraint (so a non-1
/// multiplier scales distances from that view's origin, as in UIKit; with multiplier 1 the origin
/// cancels out). Under right-to-left, a constraint that uses leading/trailing names the right/left
/// edges and reads its horizontal locations negated: still measured from the holder's left edge
/// (UIKit flips the attributes, not the coordinates), but growing leftward, so constants and
/// inequalities point toward the trailing edge as the Auto Layout Guide says.
struct ConstraintLowering {
    let catalogue: ItemCatalogue
    let variables: VariableTable
    /// The width a multi-line label wraps at, for baselines.
    let wrapWidth: (LayoutItem) -> Double?

    /// Labelled with the spec in the scenario syntax, made only when something reads the label.
    func lower(_ spec: LayoutConstraintSpec) -> Constraint { lower(spec, labelledBy: .layout(spec)) }

    /// The same, the label made from `payload` (the spec, already stored out of line by the
    /// engine's entry): the label keeps no copy of its own.
    func lower(_ spec: LayoutConstraintSpec, labelledBy payload: ConstraintPayload) -> Constraint {
        Constraint(expression(of: spec), spec.relation, .priority(Priority(spec.priority)), makeLabel: { payload.scenarioDescription })
    }

    /// `first − m·second − c`, normalized (terms merged and sorted by variable).
    func expression(of spec: LayoutConstraintSpec) -> LinearExpression {
        let holder = catalogue.holdingView(of: spec)
        let usesDirection = spec.first.attribute.isDirectional || (spec.second?.attribute.isDirectional ?? false)
        let rightToLeft = usesDirection && catalogue.isRightToLeft(holder)
        var result = located(spec.first, holder: holder, rightToLeft: rightToLeft) - spec.constant
        if let second = spec.second {
            result = result - spec.multiplier * located(second, holder: holder, rightToLeft: rightToLeft)
        }
        return result.normalized()
    }

    /// An attribute in the holder's coordinates; a horizontal one negated when `rightToLeft`.
    /// Negated, not mirrored about the holder's width: `trailing == 0.8 × superview.trailing` is
    /// `left == 0.8 × superview.left`, and the superview's left is 0 in its own coordinates.
    private func located(_ anchor: Anchor, holder: String?, rightToLeft: Bool) -> LinearExpression {
        let window = windowExpression(anchor.item, anchor.attribute, rightToLeft: rightToLeft)
        if anchor.attribute.isSize { return window }
        let origin = holder.map { variables.variables(of: $0) }
        switch anchor.attribute.axis {
        case .horizontal:
            let local = origin.map { window - $0.minX } ?? window
            return rightToLeft ? -local : local
        case .vertical:
            guard let origin else { return window }
            return window - origin.minY
        }
    }

    /// The attribute as an expression of the item's window variables; leading/trailing are taken
    /// as right/left when `rightToLeft`.
    func windowExpression(_ name: String, _ attribute: LayoutAttribute, rightToLeft: Bool) -> LinearExpression {
        Self.windowExpression(of: catalogue.item(name), variables: variables.variables(of: name), attribute,
                              rightToLeft: rightToLeft, wrapWidth: wrapWidth)
    }

    /// The same for an item (nil: not in the catalogue) and its variables. The item is read only
    /// for margins and baselines: most attributes need its variables alone, and an item is a large
    /// value to copy.
    static func windowExpression(of item: @autoclosure () -> LayoutItem?, variables v: ItemVariables,
                                 _ attribute: LayoutAttribute, rightToLeft: Bool,
                                 wrapWidth: (LayoutItem) -> Double?) -> LinearExpression {
        var margins: EdgeInsets { item()?.layoutMargins ?? .zero }
        // Made when the attribute needs them: each is an allocation, and most attributes need one or two.
        var x: LinearExpression { LinearExpression(v.minX) }
        var y: LinearExpression { LinearExpression(v.minY) }
        var w: LinearExpression { LinearExpression(v.width) }
        var h: LinearExpression { LinearExpression(v.height) }
        switch attribute {
        case .width: return w
        case .height: return h
        case .left: return x
        case .right: return x + w
        case .centerX: return x + 0.5 * w
        case .top: return y
        case .bottom: return y + h
        case .centerY: return y + 0.5 * h
        case .leading: return rightToLeft ? x + w : x
        case .trailing: return rightToLeft ? x : x + w
        case .leftMargin: return x + margins.left
        case .rightMargin: return x + w - margins.right
        case .leadingMargin: return rightToLeft ? x + w - margins.right : x + margins.left
        case .trailingMargin: return rightToLeft ? x + margins.left : x + w - margins.right
        case .centerXWithinMargins: return x + 0.5 * w + (margins.left - margins.right) / 2
        case .topMargin: return y + margins.top
        case .bottomMargin: return y + h - margins.bottom
        case .centerYWithinMargins: return y + 0.5 * h + (margins.top - margins.bottom) / 2
        case .firstBaseline, .lastBaseline:
            // A view without a baseline: Auto Layout uses its top edge for the first baseline and
            // its bottom edge for the last (UIView.forFirstBaselineLayout / forLastBaselineLayout).
            guard let item = item(), let offset = ContentSize.baselineOffset(of: item, attribute, wrapWidth: wrapWidth(item)) else {
                return attribute == .firstBaseline ? y : y + h
            }
            return y + offset
        }
    }
}
