/// What UIKit's autoresizing does to frames when the screen changes (rotation, a new window size).
///
/// A translated view's `frame` is its frame at the superview's size of the moment, so after the
/// screen changes the frames must move first (each flexible part taking its share of the change),
/// and the constraints are then generated from the new frames. Generating from the old frames at
/// the new size would pin them where they were.
extension SystemConstraints {
    /// `layout` with the new screen size and every translated view's frame resized by its mask,
    /// superviews before subviews. Apply it for a screen-size edit before generating again.
    public static func resizingScreen(of layout: Layout, to screen: Size) -> Layout {
        var resized = layout
        resized.screen = screen
        let arranged = Set(layout.items.flatMap { $0.stack?.arranged ?? [] })
        // Ancestors first, so a subview sees its superview's new frame; ties keep declaration order.
        let order = layout.items.indices.sorted {
            let depths = (layout.ancestors(of: layout.items[$0].name).count, layout.ancestors(of: layout.items[$1].name).count)
            return depths.0 != depths.1 ? depths.0 < depths.1 : $0 < $1
        }
        for index in order {
            let item = layout.items[index]
            guard item.translatesAutoresizingMask, item.kind.isView, !arranged.contains(item.name),
                  let superview = item.parent else { continue }
            let before = AutoresizingConstraints.referenceSize(of: superview, in: layout)
            let after = AutoresizingConstraints.referenceSize(of: superview, in: resized)
            resized.items[index].frame = AutoresizingConstraints.resize(
                item.frame ?? Rect(x: 0, y: 0, width: 0, height: 0),
                mask: item.autoresizingMask, from: before, to: after)
        }
        return resized
    }
}

extension AutoresizingConstraints {
    /// The frame after the superview goes from `before` to `after`: the translation's equations
    /// evaluated at the new size.
    static func resize(_ frame: Rect, mask: AutoresizingMask, from before: Size, to after: Size) -> Rect {
        let mask = mask.normalizedForTranslation
        let horizontal = translate(origin: frame.x, size: frame.width, superviewLength: before.width,
                                   flexibleLeading: mask.contains(.flexibleLeftMargin),
                                   flexibleSize: mask.contains(.flexibleWidth),
                                   flexibleTrailing: mask.contains(.flexibleRightMargin))
        let vertical = translate(origin: frame.y, size: frame.height, superviewLength: before.height,
                                 flexibleLeading: mask.contains(.flexibleTopMargin),
                                 flexibleSize: mask.contains(.flexibleHeight),
                                 flexibleTrailing: mask.contains(.flexibleBottomMargin))
        return Rect(x: horizontal.positionFactor * after.width + horizontal.positionConstant,
                    y: vertical.positionFactor * after.height + vertical.positionConstant,
                    width: horizontal.sizeFactor * after.width + horizontal.sizeConstant,
                    height: vertical.sizeFactor * after.height + vertical.sizeConstant)
    }
}
