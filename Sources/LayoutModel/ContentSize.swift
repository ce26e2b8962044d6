import Cassowary

/// Intrinsic content size and the NSContentSizeLayoutConstraints it produces.
///
/// Sizes come from the item's kind (see `ContentSizeKinds.swift`) and its text, measured with
/// `TextMetrics`. `isHidden` changes nothing here: UIKit keeps laying hidden views out.
public enum ContentSize {
    /// The class UIKit prints for these constraints.
    public static let className = "NSContentSizeLayoutConstraint"

    /// The intrinsic size per axis (nil = UIViewNoIntrinsicMetric). `wrapWidth` is the width a
    /// multi-line label wraps at (its preferredMaxLayoutWidth, or the width the layout gave it in
    /// UIKit's second pass).
    ///
    /// The item's `intrinsicWidth`/`intrinsicHeight` override the measured value (a negative one
    /// means no metric), for any view; a layout guide never has an intrinsic size.
    public static func intrinsicSize(of item: LayoutItem, wrapWidth: Double?) -> (width: Double?, height: Double?) {
        guard item.kind.isView else { return (nil, nil) }
        // A change nobody reported (no invalidateIntrinsicContentSize) is not measured.
        let item = item.asLastMeasured
        let measured = measuredSize(of: item, wrapWidth: wrapWidth)
        return (resolve(override: item.intrinsicWidth, measured: measured.width),
                resolve(override: item.intrinsicHeight, measured: measured.height))
    }

    /// Two optional inequalities per axis with an intrinsic size: `size >= intrinsic` at the
    /// compression-resistance priority and `size <= intrinsic` at the hugging priority.
    /// Order: width compression, width hugging, height compression, height hugging. A priority of
    /// 1000 makes the inequality required (UIKit allows it; the Guide advises 999).
    public static func constraints(for item: LayoutItem, wrapWidth: Double?) -> [LayoutConstraintSpec] {
        let size = intrinsicSize(of: item, wrapWidth: wrapWidth)
        var result: [LayoutConstraintSpec] = []
        for (axis, intrinsic) in [(Axis.horizontal, size.width), (.vertical, size.height)] {
            guard let intrinsic else { continue }
            result.append(constraint(item, axis, .greaterOrEqual, intrinsic,
                                     priority: item.compressionResistance(axis), role: "compression resistance"))
            result.append(constraint(item, axis, .lessOrEqual, intrinsic,
                                     priority: item.hugging(axis), role: "hugging"))
        }
        return result
    }

    /// Distance from the item's top to its first or last baseline, from the font metrics; nil for
    /// items without text (lowering then uses the top edge for the first baseline and the bottom
    /// edge for the last, as UIKit does) and for non-baseline attributes.
    ///
    /// The text block is centred vertically in the item's measured height (UILabel, UIButton and
    /// UITextField all centre their text); the first baseline is one ascender below the block's
    /// top and each further line adds one line height. A text field always has a line (for its
    /// caret and placeholder), even when empty.
    public static func baselineOffset(of item: LayoutItem, _ attribute: LayoutAttribute, wrapWidth: Double?) -> Double? {
        let item = item.asLastMeasured
        guard attribute.isBaseline,
              let lineCount = textLineCount(of: item, wrapWidth: wrapWidth), lineCount > 0,
              let measuredHeight = measuredSize(of: item, wrapWidth: wrapWidth).height
        else { return nil }
        let lineHeight = TextMetrics.lineHeight(fontSize: item.fontSize)
        let blockTop = (measuredHeight - Double(lineCount) * lineHeight) / 2
        let first = blockTop + TextMetrics.ascender(fontSize: item.fontSize)
        return attribute == .firstBaseline ? first : first + Double(lineCount - 1) * lineHeight
    }

    private static func textLineCount(of item: LayoutItem, wrapWidth: Double?) -> Int? {
        if let layout = textLayout(of: item, wrapWidth: wrapWidth) { return layout.lines.count }
        return item.kind == .textField ? 1 : nil
    }

    private static func resolve(override: Double?, measured: Double?) -> Double? {
        guard let override else { return measured }
        return override < 0 ? nil : override
    }

    private static func constraint(_ item: LayoutItem, _ axis: Axis, _ relation: Relation, _ intrinsic: Double,
                                   priority: Double, role: String) -> LayoutConstraintSpec {
        let dimension = axis == .horizontal ? "width" : "height"
        let generator = Generator(kind: .contentSize, owner: item.name,
                                  detail: "intrinsic \(dimension) of `\(item.name)` (\(role))")
        return LayoutConstraintSpec(first: Anchor(item.name, axis == .horizontal ? .width : .height),
                                    relation: relation, constant: intrinsic, priority: priority,
                                    provenance: .generated(generator), className: className)
    }
}
