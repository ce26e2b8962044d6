/// translatesAutoresizingMaskIntoConstraints: NSAutoresizingMaskLayoutConstraints that hold the
/// item's frame at the superview's current size and move the flexible parts when it changes.
///
/// Per axis the frame splits the superview's length W into leading margin L, size S and trailing
/// margin T. When W changes by Δ, the flexible parts share Δ in proportion to their current
/// lengths (UIView's documented autoresizing rule) and fixed parts keep theirs. So the position
/// is `a·W + b` and the size `c·W + d`, with a, c the shares of the flexible leading margin and
/// size. A real log, `minX == 0.500507*super.width − 32.0324` for `h=&-&`, fits exactly: −b/a is
/// 64.000, the view's width.
enum AutoresizingConstraints {
    static let className = "NSAutoresizingMaskLayoutConstraint"

    /// One axis of the translation: position = positionFactor·W + positionConstant (relative to the
    /// superview's leading edge), size = sizeFactor·W + sizeConstant.
    struct AxisTranslation: Hashable {
        var positionFactor: Double
        var positionConstant: Double
        var sizeFactor: Double
        var sizeConstant: Double
    }

    static func translate(origin: Double, size: Double, superviewLength: Double,
                          flexibleLeading: Bool, flexibleSize: Bool, flexibleTrailing: Bool) -> AxisTranslation {
        let parts = [(origin, flexibleLeading), (size, flexibleSize),
                     (superviewLength - origin - size, flexibleTrailing)]
        let flexible = parts.filter { $0.1 }
        let flexibleTotal = flexible.reduce(0) { $0 + $1.0 }
        // Shares by current length; equal shares when the flexible parts have no length at all.
        func share(_ part: (Double, Bool)) -> Double {
            guard part.1 else { return 0 }
            return flexibleTotal != 0 ? part.0 / flexibleTotal : 1 / Double(flexible.count)
        }
        // Rounding noise (e.g. 100 − (100/568)·568) is snapped to 0 so the constraints print cleanly.
        func clean(_ value: Double) -> Double { abs(value) < LayoutTolerance.snap ? 0 : value }
        let positionFactor = share(parts[0]), sizeFactor = share(parts[1])
        return AxisTranslation(positionFactor: positionFactor,
                               positionConstant: clean(origin - positionFactor * superviewLength),
                               sizeFactor: sizeFactor,
                               sizeConstant: clean(size - sizeFactor * superviewLength))
    }

    /// Position and size constraints for the horizontal axis, then the vertical one. A view
    /// without a frame has UIKit's default frame, zero.
    static func generate(for item: LayoutItem, in layout: Layout) -> [LayoutConstraintSpec] {
        guard item.kind.isView, let superview = item.parent else { return [] }
        let frame = item.frame ?? Rect(x: 0, y: 0, width: 0, height: 0)
        let superSize = referenceSize(of: superview, in: layout)
        let mask = item.autoresizingMask.normalizedForTranslation
        let notation = item.autoresizingMask.logNotation
        let horizontal = translate(
            origin: frame.x, size: frame.width, superviewLength: superSize.width,
            flexibleLeading: mask.contains(.flexibleLeftMargin), flexibleSize: mask.contains(.flexibleWidth),
            flexibleTrailing: mask.contains(.flexibleRightMargin))
        let vertical = translate(
            origin: frame.y, size: frame.height, superviewLength: superSize.height,
            flexibleLeading: mask.contains(.flexibleTopMargin), flexibleSize: mask.contains(.flexibleHeight),
            flexibleTrailing: mask.contains(.flexibleBottomMargin))
        let context = Context(item: item.name, superview: superview, notation: notation)
        return context.constraints(horizontal, axis: .horizontal, origin: frame.x, size: frame.width,
                                   superviewLength: superSize.width)
            + context.constraints(vertical, axis: .vertical, origin: frame.y, size: frame.height,
                                  superviewLength: superSize.height)
    }

    /// The superview's size when the frame was set: its own frame if it has one, the screen for the
    /// root, else (a view sized by constraints, unknown before solving) its nearest such ancestor's.
    static func referenceSize(of name: String, in layout: Layout) -> Size {
        for ancestor in layout.ancestors(of: name) {
            if let frame = layout.item(named: ancestor)?.frame { return Size(width: frame.width, height: frame.height) }
            if ancestor == layout.rootName { return layout.screen }
        }
        return layout.screen
    }

    private struct Context {
        let item: String
        let superview: String
        let notation: String

        func constraints(_ translation: AxisTranslation, axis: Axis, origin: Double, size: Double,
                         superviewLength: Double) -> [LayoutConstraintSpec] {
            let horizontal = axis == .horizontal
            let (minName, sizeAttribute) = horizontal ? ("minX", LayoutAttribute.width) : ("minY", .height)
            let frameWords = horizontal
                ? "frame x \(n(origin)), width \(n(size)) in a \(n(superviewLength))-wide superview"
                : "frame y \(n(origin)), height \(n(size)) in a \(n(superviewLength))-high superview"
            return [
                spec(position(translation, horizontal: horizontal),
                     detail: "autoresizing mask \(notation) of `\(item)`: \(minName) (\(frameWords))"),
                spec(self.size(translation, attribute: sizeAttribute),
                     detail: "autoresizing mask \(notation) of `\(item)`: \(sizeAttribute.rawValue) (\(frameWords))"),
            ]
        }

        /// UIKit's shapes: `minX == x` when the leading margin is fixed, `minX == a·super.width + b`
        /// when it is flexible. Either way the location is the frame's, read in the superview's
        /// coordinates (the engine reads every location in the view that holds the constraint).
        private func position(_ t: AxisTranslation, horizontal: Bool) -> (Anchor, Anchor?, Double, Double) {
            let first = Anchor(item, horizontal ? .left : .top)
            if t.positionFactor == 0 { return (first, nil, 1, t.positionConstant) }
            return (first, Anchor(superview, horizontal ? .width : .height), t.positionFactor, t.positionConstant)
        }

        /// `width == c·super.width + d`, or the constant `width == d` when the size is fixed.
        private func size(_ t: AxisTranslation, attribute: LayoutAttribute) -> (Anchor, Anchor?, Double, Double) {
            let first = Anchor(item, attribute)
            if t.sizeFactor == 0 { return (first, nil, 1, t.sizeConstant) }
            return (first, Anchor(superview, attribute), t.sizeFactor, t.sizeConstant)
        }

        private func spec(_ parts: (Anchor, Anchor?, Double, Double), detail: String) -> LayoutConstraintSpec {
            LayoutConstraintSpec(
                first: parts.0, relation: .equal, second: parts.1, multiplier: parts.2, constant: parts.3,
                provenance: .generated(Generator(kind: .autoresizingMask, owner: item, detail: detail)),
                className: AutoresizingConstraints.className)
        }

        private func n(_ value: Double) -> String { SystemConstraints.number(value) }
    }
}
