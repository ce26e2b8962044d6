import Cassowary

/// Constraints across the axis: canvas connections, UISV-alignment, the alignment spanner
/// (`_UILayoutSpacer 'UISV-alignment-spanner'`) and the low-priority helpers.
///
/// The views are aligned to one anchor view: the first visible arranged view (the first arranged
/// view when all are hidden). Hidden views stay aligned but do not widen the spanner, so a hidden
/// view does not make the stack taller. Vertical stacks read first/last baseline alignment (horizontal
/// only in UIKit) as leading/trailing.
extension StackConstraintBuilder {
    enum CrossAlignment { case fill, leading, trailing, center, firstBaseline, lastBaseline }

    var crossAlignment: CrossAlignment {
        let horizontal = configuration.axis == .horizontal
        switch configuration.alignment {
        case .fill: return .fill
        case .leading: return .leading
        case .trailing: return .trailing
        case .center: return .center
        case .firstBaseline: return horizontal ? .firstBaseline : .leading
        case .lastBaseline: return horizontal ? .lastBaseline : .trailing
        }
    }

    var isBaselineAlignment: Bool { [.firstBaseline, .lastBaseline].contains(crossAlignment) }

    /// The view the others align to and the stack connects to.
    var anchorView: String { (visible.first ?? arranged[0]).name }

    /// The views the spanner encloses; the single-view shapes are used when there is one.
    var spannedViews: [LayoutItem] { visible.isEmpty ? arranged : visible }

    var spannerName: String { "\(stackName).spanner" }

    /// Whether the spanner guide exists: alignments other than fill, with two or more views.
    var usesSpanner: Bool { crossAlignment != .fill && spannedViews.count > 1 }

    mutating func addCanvasConnectionsAcrossAxis() {
        let a = anchorView, start = across.start, end = across.end
        let spanner = spannerName
        func pin(_ first: Anchor, _ relation: Relation, _ second: Anchor, _ words: String) {
            add("UISV-canvas-connection", first, relation, second, detail: words)
        }
        switch (crossAlignment, usesSpanner) {
        case (.fill, _):
            pin(canvas(start), .equal, Anchor(a, start), "pins `\(a)` to its \(start.rawValue) edge")
            pin(Anchor(a, end), .equal, canvas(end), "pins `\(a)` to its \(end.rawValue) edge")
        case (.leading, true):
            pin(canvas(start), .equal, Anchor(a, start), "pins `\(a)` to its \(start.rawValue) edge")
            pin(Anchor(spanner, end), .equal, canvas(end), "ends at the alignment spanner's \(end.rawValue)")
        case (.trailing, true):
            pin(canvas(start), .equal, Anchor(spanner, start), "starts at the alignment spanner's \(start.rawValue)")
            pin(Anchor(a, end), .equal, canvas(end), "pins `\(a)` to its \(end.rawValue) edge")
        case (.center, true), (.firstBaseline, true):
            pin(canvas(start), .equal, Anchor(spanner, start), "starts at the alignment spanner's \(start.rawValue)")
            pin(Anchor(spanner, end), .equal, canvas(end), "ends at the alignment spanner's \(end.rawValue)")
            if crossAlignment == .center {
                pin(canvas(across.center), .equal, Anchor(a, across.center), "centres `\(a)` in it")
            }
        case (.lastBaseline, true):
            pin(canvas(start), .equal, Anchor(spanner, start), "starts at the alignment spanner's \(start.rawValue)")
            pin(canvas(end), .greaterOrEqual, Anchor(a, end), "keeps `\(a)` inside its \(end.rawValue) edge")
        case (.leading, false):
            pin(canvas(start), .equal, Anchor(a, start), "pins `\(a)` to its \(start.rawValue) edge")
            pin(canvas(end), .greaterOrEqual, Anchor(a, end), "keeps `\(a)` inside its \(end.rawValue) edge")
        case (.trailing, false):
            pin(canvas(start), .lessOrEqual, Anchor(a, start), "keeps `\(a)` inside its \(start.rawValue) edge")
            pin(Anchor(a, end), .equal, canvas(end), "pins `\(a)` to its \(end.rawValue) edge")
        case (.center, false), (.firstBaseline, false), (.lastBaseline, false):
            pin(canvas(start), .lessOrEqual, Anchor(a, start), "keeps `\(a)` inside its \(start.rawValue) edge")
            pin(canvas(end), .greaterOrEqual, Anchor(a, end), "keeps `\(a)` inside its \(end.rawValue) edge")
            if crossAlignment == .center {
                pin(canvas(across.center), .equal, Anchor(a, across.center), "centres `\(a)` in it")
            }
        }
    }

    /// Every other arranged view aligned to the anchor view (required): both edges for fill, one
    /// edge, the centre, or the baseline.
    mutating func addAlignment() {
        let a = anchorView
        let attributes: [LayoutAttribute]
        switch crossAlignment {
        case .fill: attributes = [across.start, across.end]
        case .leading: attributes = [across.start]
        case .trailing: attributes = [across.end]
        case .center: attributes = [across.center]
        case .firstBaseline: attributes = [.firstBaseline]
        case .lastBaseline: attributes = [.lastBaseline]
        }
        for view in arranged where view.name != a {
            for attribute in attributes {
                add("UISV-alignment", Anchor(a, attribute), .equal, Anchor(view.name, attribute),
                    detail: "aligns the \(attribute.rawValue) of `\(view.name)` with `\(a)`")
            }
        }
    }

    /// Spanner boundaries and fit, transverse canvas fit, text-width disambiguation and ambiguity
    /// suppression — all only for alignments other than fill.
    mutating func addSpanningAndFitting() {
        guard crossAlignment != .fill else { return }
        if usesSpanner { addSpanner() }
        if isBaselineAlignment || !usesSpanner { addCanvasFit(across) }
        if isBaselineAlignment { addTextWidthDisambiguation() }
        for view in arranged {
            add("UISV-ambiguity-suppression", Anchor(view.name, across.size), .equal, nil, priority: 25,
                detail: "gives `\(view.name)` a \(across.size.rawValue) of 0 if nothing else does (priority 25)")
        }
    }

    /// The spanner encloses the visible views; the aligned edge is held at 999.5, the others are
    /// bounds; the spanner is pulled tight at 51.
    mutating func addSpanner() {
        let spanner = spannerName
        generated.addGuide(named: spanner, parent: stackName, className: "_UILayoutSpacer",
                           identifier: "UISV-alignment-spanner")
        let start = across.start, end = across.end
        for view in spannedViews {
            let v = view.name
            if crossAlignment == .leading {
                add("UISV-spanning-boundary", Anchor(spanner, start), .equal, Anchor(v, start), priority: 999.5,
                    detail: "starts the alignment spanner at the \(start.rawValue) of `\(v)`")
            } else {
                add("UISV-spanning-boundary", Anchor(spanner, start), .lessOrEqual, Anchor(v, start),
                    detail: "keeps `\(v)` inside the alignment spanner's \(start.rawValue)")
            }
            if crossAlignment == .trailing {
                add("UISV-spanning-boundary", Anchor(spanner, end), .equal, Anchor(v, end), priority: 999.5,
                    detail: "ends the alignment spanner at the \(end.rawValue) of `\(v)`")
            } else {
                add("UISV-spanning-boundary", Anchor(spanner, end), .greaterOrEqual, Anchor(v, end),
                    detail: "keeps `\(v)` within the alignment spanner's \(end.rawValue)")
            }
        }
        add("UISV-spanning-fit", Anchor(spanner, across.size), .equal, nil, priority: 51,
            detail: "pulls the alignment spanner tight around the views (priority 51)")
    }

    /// Baseline-aligned text has no preferred share of the width: each visible view gets an equal
    /// share at 760, `v.width == (1/n) × stack.width − (gaps + margins)/n`.
    mutating func addTextWidthDisambiguation() {
        let views = visible
        guard !views.isEmpty else { return }
        let n = Double(views.count)
        let constant = -(totalGaps + canvasInset(along)) / n
        for view in views {
            add("UISV-text-width-disambiguation", Anchor(view.name, along.size), .equal, Anchor(stackName, along.size),
                multiplier: 1 / n, constant: constant, priority: 760,
                detail: "gives `\(view.name)` an equal share of the \(along.size.rawValue) (priority 760)")
        }
    }
}
