import LayoutModel

// Which of a device id's portrait top insets a document was laid out with, read from its own
// stored frames: `retina5_9` is the iPhone X (44) in some Xcode versions and the 12/13 mini (50)
// in others, and the toolsVersion does not say which [SkeletonView's Main.storyboard, Xcode 13
// (toolsVersion 19455), stores 44 where the reference's Xcode 12+ documents store 50].

enum IBStoredSafeAreaTop {
    /// The inset the root's stored frames show, when the device has alternatives and the evidence
    /// is one-sided: every subview of the root whose `top` is pinned (required, equal, multiplier
    /// 1) to the root safe area's `top` sits at `inset + constant + extra` for the same candidate
    /// inset, and for no other. `extra` is what the builder adds on top of the device's inset (a
    /// simulated navigation bar). Nil keeps the catalogue's inset.
    static func inset(root: IBView, device: Device, orientation: Orientation, extra: Double) -> Double? {
        guard orientation == .portrait, !device.alternativePortraitTopInsets.isEmpty,
              let guide = root.guides.first(where: { $0.kind == .safeArea })?.id else { return nil }
        let candidates = [device.portraitSafeArea.top] + device.alternativePortraitTopInsets
        let subviews = Dictionary(root.subviews.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var chosen: Set<Double> = []
        for constraint in root.constraints
        where constraint.relation == .equal && constraint.priority >= 1000 && constraint.multiplier.value == 1
            && !constraint.placeholder && constraint.firstAttribute == .top && constraint.secondAttribute == .top {
            // `view.top = guide.top + c` or `guide.top = view.top + c`.
            let viewID: String, offset: Double
            if constraint.secondItem == guide {
                viewID = constraint.firstItem
                offset = constraint.constant
            } else if constraint.firstItem == guide, let second = constraint.secondItem {
                viewID = second
                offset = -constraint.constant
            } else { continue }
            guard let view = subviews[viewID], !view.misplaced, !view.ambiguous, let y = view.frame?.y else { continue }
            let matching = candidates.filter { abs($0 + extra + offset - y) < 0.01 }
            guard matching.count == 1 else { continue }
            chosen.insert(matching[0])
        }
        guard chosen.count == 1, let inset = chosen.first, inset != device.portraitSafeArea.top else { return nil }
        return inset
    }
}
