import Cassowary

/// The distribution's own constraints along the axis. `fill` needs none beyond spacing.
extension StackConstraintBuilder {
    mutating func addDistribution() {
        switch configuration.distribution {
        case .fill:
            break
        case .fillEqually:
            addFillEqually()
        case .fillProportionally:
            addFillProportionally()
        case .equalSpacing, .equalCentering:
            addGapGuides(centering: configuration.distribution == .equalCentering)
            addCanvasFit(along)
        }
    }

    /// Every visible view as long as the first visible one (required). Hidden views keep 0.
    mutating func addFillEqually() {
        let views = visible
        guard let first = views.first else { return }
        for view in views.dropFirst() {
            add("UISV-fill-equally", Anchor(view.name, along.size), .equal, Anchor(first.name, along.size),
                detail: "makes `\(view.name)` as \(along.size == .width ? "wide" : "high") as `\(first.name)`")
        }
    }

    /// `v.size == k × stack.size` with k = v's intrinsic length ÷ (all visible intrinsic lengths +
    /// the gaps), at 999, 998, … by position among the arranged views. Views without an intrinsic
    /// length along the axis get none (they lay out as in `fill`); with none at all, nothing.
    /// Margins-relative stacks measure the margins guide: the margins come off as a constant.
    mutating func addFillProportionally() {
        let lengths: [(item: LayoutItem, length: Double, index: Int)] = arranged.enumerated().compactMap { index, item in
            guard !item.isHidden, let length = intrinsicLength(of: item), length > 0 else { return nil }
            return (item, length, index)
        }
        let total = lengths.reduce(0) { $0 + $1.length } + totalGaps
        guard !lengths.isEmpty, total > 0 else { return }
        let inset = canvasInset(along)
        for (item, length, index) in lengths {
            let multiplier = length / total
            add("UISV-fill-proportionally", Anchor(item.name, along.size), .equal, Anchor(stackName, along.size),
                multiplier: multiplier, constant: -multiplier * inset, priority: 999 - Double(index),
                detail: "gives `\(item.name)` \(number(length)) of \(number(total)) (its intrinsic \(along.size.rawValue) of the content)")
        }
    }

    func intrinsicLength(of item: LayoutItem) -> Double? {
        let size = ContentSize.intrinsicSize(of: item, wrapWidth: item.preferredMaxLayoutWidth)
        return along.axis == .horizontal ? size.width : size.height
    }

    /// A gap guide (`_UIOLAGapGuide 'UISV-distributing'`) between each pair of visible neighbours,
    /// from edge to edge (equal spacing) or centre to centre (equal centering); the guides are kept
    /// equal: required for equal spacing, and for equal centering at 150 − the index of the view
    /// before the gap (149 for the second gap of three views, as seen in dumps).
    mutating func addGapGuides(centering: Bool) {
        let views = visible
        guard views.count > 1 else { return }
        var firstGap: String?
        for index in 1..<views.count {
            let previous = views[index - 1].name, next = views[index].name
            let gap = "\(stackName).gap\(index)"
            generated.addGuide(named: gap, parent: stackName, className: "_UIOLAGapGuide", identifier: "UISV-distributing")
            let previousEdge = centering ? along.center : along.end
            let nextEdge = centering ? along.center : along.start
            let what = centering ? "centres" : "edges"
            if centering {
                add("UISV-distributing-edge", Anchor(gap, along.start), .equal, Anchor(previous, previousEdge),
                    detail: "starts gap guide `\(gap)` at the centre of `\(previous)`")
                add("UISV-distributing-edge", Anchor(gap, along.end), .equal, Anchor(next, nextEdge),
                    detail: "ends gap guide `\(gap)` at the centre of `\(next)`")
            } else {
                add("UISV-distributing-edge", Anchor(gap, along.start), .equal, Anchor(previous, previousEdge),
                    detail: "starts gap guide `\(gap)` at the \(previousEdge.rawValue) edge of `\(previous)`")
                add("UISV-distributing-edge", Anchor(next, nextEdge), .equal, Anchor(gap, along.end),
                    detail: "ends gap guide `\(gap)` at the \(nextEdge.rawValue) edge of `\(next)`")
            }
            if let firstGap {
                let previousIndex = arranged.firstIndex { $0.name == previous } ?? 0
                let priority = centering ? max(1, 150 - Double(previousIndex)) : 1000
                add("UISV-fill-equally", Anchor(gap, along.size), .equal, Anchor(firstGap, along.size),
                    priority: priority,
                    detail: "keeps the \(what) gap `\(gap)` equal to `\(firstGap)`")
            } else {
                firstGap = gap
            }
        }
    }
}
