/// The legend under the wireframe: a sample of each style the picture uses and what it means,
/// flowing left to right and wrapping at the picture's width.
struct WireframeLegend {
    enum Entry: CaseIterable {
        case view, hidden, ambiguous, collapsed, alternative, guide, margins, baseline, brokenToRecover, broken, routine, conflict

        var text: String {
            switch self {
            case .view: return "view (its frame, relative to its superview, is in the key)"
            case .hidden: return "hidden view (still laid out)"
            case .ambiguous: return "ambiguous view"
            case .collapsed: return "zero-size view (named with its size)"
            case .alternative: return "where an equally good layout puts a view"
            case .guide: return "layout guide"
            case .margins: return "layout margins a constraint uses"
            case .baseline: return "baseline a constraint aligns (a view without text: its top or bottom)"
            case .brokenToRecover: return "constraint broken to recover from a required conflict"
            case .broken: return "broken constraint over the length it measures"
            case .routine: return "given way as UIKit intends: hugging, a stack helper, 250 or below (a note)"
            case .conflict: return "required conflict"
            }
        }
    }

    let entries: [Entry]

    /// The entries the scenes need, in a fixed order.
    init(scenes: [WireframeScene]) {
        let items = scenes.flatMap(\.items), marks = scenes.flatMap(\.marks)
        entries = Entry.allCases.filter { entry in
            switch entry {
            case .view: return true
            case .hidden: return items.contains(where: \.isHidden)
            case .ambiguous: return items.contains(where: \.isAmbiguous)
            case .collapsed: return items.contains { $0.kind == .view && WireframePanel.isCollapsed($0.frame) }
            case .alternative: return scenes.contains { !$0.alternatives.isEmpty }
            case .guide: return items.contains { $0.kind == .guide }
            case .margins: return items.contains { $0.shadedMargins != nil }
            case .baseline: return scenes.contains { !$0.baselines.isEmpty }
            case .brokenToRecover: return marks.contains { $0.emphasis == .conflict }
            case .broken: return marks.contains { $0.emphasis == .strong }
            case .routine: return marks.contains { $0.emphasis == .routine }
            case .conflict: return scenes.contains { !$0.banners.isEmpty }
            }
        }
    }

    static let sampleWidth = 28.0
    static let rowHeight = 16.0

    /// Draws the legend from `origin`; returns its height. Entries flow left to right; one that
    /// does not fit in what is left of the row starts a new row, and its text wraps if the row is
    /// too narrow even for it alone.
    func draw(on canvas: inout PinnedCanvas, at origin: CanvasPoint, width: Double) -> Double {
        let font = WireframeStyle.key
        let textOffset = Self.sampleWidth + 6
        var x = origin.x, y = origin.y, rowLines = 1
        for entry in entries {
            let lines = font.wrap(entry.text, toWidth: width - textOffset)
            let entryWidth = textOffset + (lines.map(font.estimatedWidth(of:)).max() ?? 0) + 18
            if x > origin.x, x + entryWidth > origin.x + width {
                x = origin.x
                y += Double(rowLines) * Self.rowHeight
                rowLines = 1
            }
            drawSample(entry, on: &canvas, in: CanvasRect(x: x, y: y + 2, width: Self.sampleWidth, height: Self.rowHeight - 4))
            for (index, line) in lines.enumerated() {
                canvas.text(line, at: CanvasPoint(x: x + textOffset, y: y + (Double(index) + 0.5) * Self.rowHeight),
                            font: font, color: WireframeStyle.keyText)
            }
            rowLines = max(rowLines, lines.count)
            x += entryWidth
        }
        return y + Double(rowLines) * Self.rowHeight - origin.y
    }

    private func drawSample(_ entry: Entry, on canvas: inout PinnedCanvas, in box: CanvasRect) {
        switch entry {
        case .view: canvas.rectangle(box, stroke: WireframeStyle.view)
        case .hidden: canvas.rectangle(box, stroke: WireframeStyle.hiddenView)
        case .ambiguous: canvas.rectangle(box, stroke: WireframeStyle.ambiguousView)
        case .alternative: canvas.rectangle(box, stroke: WireframeStyle.alternative, fill: WireframeStyle.alternativeFill)
        case .guide: canvas.rectangle(box, stroke: WireframeStyle.guide)
        case .margins:
            for band in WireframePanel.marginBands(of: box, CanvasInsets(top: 3, left: 3, bottom: 3, right: 3)) {
                canvas.rectangle(band, stroke: nil, fill: WireframeStyle.marginFill)
            }
            canvas.rectangle(box, stroke: WireframeStyle.view)
        case .baseline:
            canvas.line(from: CanvasPoint(x: box.x, y: box.center.y), to: CanvasPoint(x: box.maxX, y: box.center.y),
                        stroke: WireframeStyle.baseline)
        case .collapsed:
            canvas.dot(at: box.center, diameter: WireframeStyle.collapsedMarkerSize, color: WireframeStyle.collapsedMarker)
        case .brokenToRecover, .broken, .routine:
            let stroke = entry == .brokenToRecover ? WireframeStyle.conflictBroken
                : entry == .broken ? WireframeStyle.broken : WireframeStyle.routineBroken
            canvas.line(from: CanvasPoint(x: box.x, y: box.center.y), to: CanvasPoint(x: box.maxX, y: box.center.y),
                        stroke: stroke, arrows: true)
        case .conflict: canvas.rectangle(box, stroke: WireframeStyle.bannerStroke, fill: WireframeStyle.bannerFill)
        }
    }
}
