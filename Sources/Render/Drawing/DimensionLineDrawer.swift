/// Draws one broken constraint as a red dimension line (arrowheads at both ends) with its label.
/// The line moves out lane by lane from its preferred spot until it and its label cover nothing
/// placed before. When the label fits nowhere, or is wider than both `longestInlineLabel` and its
/// line (except for a conflict's broken constraint, the lesson's point), the line gets a short tag ("[2]")
/// instead and the label becomes a footnote under the drawing, so no two texts ever overlap.
/// The emphasis sets the weight: a conflict's line is heaviest, routine stretching quietest.
struct DimensionLineDrawer {
    static let laneStep = 12.0
    static let lanes = 24
    /// Labels wider than this (in points) go to the footnotes: a long label across the drawing
    /// would cover more than it explains.
    static let longestInlineLabel = 180.0

    let mark: WireframeScene.DimensionMark
    /// The window's (0, 0) on the canvas.
    let origin: CanvasPoint
    /// The tag to use if the label must become a footnote.
    let footnoteNumber: Int

    /// Draws the line; returns the footnote ("[2] t1.height == …: off by 96") when the label went there.
    func draw(on canvas: inout PinnedCanvas, placer: inout LabelPlacer) -> String? {
        let lines = Self.offsets.map { lane(at: mark.preferredAcross + $0) }
        let inline = mark.emphasis == .conflict
            || font.estimatedWidth(of: mark.label) <= max(Self.longestInlineLabel, mark.to - mark.from)
        for line in lines where inline && placer.isFree(line.box) {
            if let label = labelSpots(for: mark.label, along: line, bounds: placer.bounds).first(where: placer.isFree) {
                finish(line, text: mark.label, at: label, canvas: &canvas, placer: &placer)
                return nil
            }
        }
        let tag = "[\(footnoteNumber)]"
        for line in lines where placer.isFree(line.box) {
            if let spot = labelSpots(for: tag, along: line, bounds: placer.bounds).first(where: placer.isFree) {
                finish(line, text: tag, at: spot, canvas: &canvas, placer: &placer)
                return "\(tag) \(mark.label)"
            }
        }
        // Every lane's strip is taken: the line may cross another, but its tag still needs a free spot.
        for line in lines {
            if let spot = labelSpots(for: tag, along: line, bounds: placer.bounds).first(where: placer.isFree) {
                finish(line, text: tag, at: spot, canvas: &canvas, placer: &placer)
                return "\(tag) \(mark.label)"
            }
        }
        // No room for even the tag: the line alone, and the footnote says so.
        placer.reserve(lines[0].box)
        canvas.line(from: lines[0].start, to: lines[0].end, stroke: stroke, arrows: true, tags: mark.tags)
        return "\(tag) (untagged in the drawing) \(mark.label)"
    }

    private struct Line {
        let start: CanvasPoint
        let end: CanvasPoint
        /// The strip the line covers, kept clear of labels.
        let box: CanvasRect
    }

    private func finish(_ line: Line, text: String, at spot: CanvasRect,
                        canvas: inout PinnedCanvas, placer: inout LabelPlacer) {
        placer.reserve(line.box)
        placer.reserve(spot)
        canvas.line(from: line.start, to: line.end, stroke: stroke, arrows: true, tags: mark.tags)
        canvas.text(text, at: CanvasPoint(x: spot.x, y: spot.center.y), font: font, color: textColor, tags: mark.tags)
    }

    private var stroke: CanvasStroke {
        switch mark.emphasis {
        case .conflict: return WireframeStyle.conflictBroken
        case .strong: return WireframeStyle.broken
        case .routine: return WireframeStyle.routineBroken
        }
    }

    private var font: CanvasFont {
        switch mark.emphasis {
        case .conflict: return WireframeStyle.conflictLabel
        case .strong: return WireframeStyle.label
        case .routine: return WireframeStyle.routineLabel
        }
    }

    var textColor: String { mark.emphasis == .routine ? WireframeStyle.routineText : WireframeStyle.brokenText }

    /// The line `across` points from the window's edge (a zero-length span still gets a visible mark).
    private func lane(at across: Double) -> Line {
        let from = mark.from, to = max(mark.to, mark.from + 2)
        switch mark.axis {
        case .horizontal:
            let y = origin.y + across
            return Line(start: CanvasPoint(x: origin.x + from, y: y), end: CanvasPoint(x: origin.x + to, y: y),
                        box: CanvasRect(x: origin.x + from, y: y - 3, width: to - from, height: 6))
        case .vertical:
            let x = origin.x + across
            return Line(start: CanvasPoint(x: x, y: origin.y + from), end: CanvasPoint(x: x, y: origin.y + to),
                        box: CanvasRect(x: x - 3, y: origin.y + from, width: 6, height: to - from))
        }
    }

    /// Where a text may sit next to the line, best first: above (or below) a horizontal line,
    /// centred and kept inside `bounds`; right or left of a vertical one, at its middle or ends.
    private func labelSpots(for text: String, along line: Line, bounds: CanvasRect) -> [CanvasRect] {
        let width = font.estimatedWidth(of: text), height = font.lineHeight
        switch mark.axis {
        case .horizontal:
            let middle = (line.start.x + line.end.x) / 2
            let left = max(min(middle - width / 2, bounds.maxX - width - 1), bounds.x + 1)
            return [CanvasRect(x: left, y: line.start.y - height - 2, width: width, height: height),
                    CanvasRect(x: left, y: line.start.y + 2, width: width, height: height)]
        case .vertical:
            let x = line.start.x
            let ys = [(line.start.y + line.end.y) / 2 - height / 2, line.start.y, line.end.y - height]
            return ys.flatMap { y in
                [CanvasRect(x: x + 4, y: y, width: width, height: height),
                 CanvasRect(x: x - 4 - width, y: y, width: width, height: height)]
            }
        }
    }

    /// Lanes to try: the preferred one, then further out, then back towards the items.
    private static let offsets: [Double] =
        (0..<lanes).map { Double($0) * laneStep } + (1..<lanes).map { -Double($0) * laneStep }
}
