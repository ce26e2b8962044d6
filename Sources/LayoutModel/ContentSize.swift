/// Intrinsic content size and the NSContentSizeLayoutConstraints it produces.
///
/// STUB: the public surface is the plan; the implementation is being written.
public enum ContentSize {
    /// The intrinsic size per axis (nil = UIViewNoIntrinsicMetric). `wrapWidth` is the width a
    /// multi-line label wraps at (its preferredMaxLayoutWidth, or the width the layout gave it in
    /// UIKit's second pass).
    public static func intrinsicSize(of item: LayoutItem, wrapWidth: Double?) -> (width: Double?, height: Double?) {
        fatalError("unimplemented")
    }

    /// Two optional inequalities per axis with an intrinsic size: `size >= intrinsic` at the
    /// compression-resistance priority and `size <= intrinsic` at the hugging priority.
    public static func constraints(for item: LayoutItem, wrapWidth: Double?) -> [LayoutConstraintSpec] {
        fatalError("unimplemented")
    }

    /// Distance from the item's top to its first or last baseline, from the font metrics; nil for
    /// items without text (their baselines are their bottom edge).
    public static func baselineOffset(of item: LayoutItem, _ attribute: LayoutAttribute, wrapWidth: Double?) -> Double? {
        fatalError("unimplemented")
    }
}
