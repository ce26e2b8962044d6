/// Draws one scene — its title, conflict banners, the screen to scale and the key — onto a canvas
/// at a given origin. Positions inside the screen are the scene's points, shifted by the origin.
struct WireframePanel {
    static let textGap = 4.0
    static let bannerInset = 5.0

    let scene: WireframeScene
    /// Width available for the title, banners and key (at least the screen's width).
    let width: Double

    /// The height of the title and the conflict banners above the screen.
    var headerHeight: Double {
        let titleLines = WireframeStyle.stepTitle.wrap(scene.title, toWidth: width).count
        let bannerLines = scene.banners.map { WireframeStyle.label.wrap($0, toWidth: width - 2 * Self.bannerInset).count }
        return Double(titleLines) * WireframeStyle.stepTitle.lineHeight + Self.textGap
            + bannerLines.map { Double($0) * WireframeStyle.label.lineHeight + 2 * Self.bannerInset + Self.textGap }.reduce(0, +)
    }

    /// Draws the panel with its top-left corner at `origin`, its screen `headerSpace` below (at
    /// least `headerHeight`, so the screens of one row line up), and returns its height.
    func draw(on canvas: inout PinnedCanvas, at origin: CanvasPoint, headerSpace: Double) -> Double {
        var y = origin.y
        for line in WireframeStyle.stepTitle.wrap(scene.title, toWidth: width) {
            canvas.text(line, at: CanvasPoint(x: origin.x, y: y + WireframeStyle.stepTitle.lineHeight / 2),
                        font: WireframeStyle.stepTitle)
            y += WireframeStyle.stepTitle.lineHeight
        }
        y += Self.textGap
        for banner in scene.banners {
            y += drawBanner(banner, on: &canvas, at: CanvasPoint(x: origin.x, y: y)) + Self.textGap
        }
        y = max(y, origin.y + headerSpace)
        // Window coordinates shift so that the whole extent (not only the screen) fits the panel.
        let extent = scene.extent
        let footnotes = drawScreen(on: &canvas, at: CanvasPoint(x: origin.x - extent.x, y: y - extent.y),
                                   area: CanvasRect(x: origin.x, y: y, width: max(extent.width, width), height: extent.height))
        y += extent.height + Self.textGap * 2
        let font = WireframeStyle.key
        let entries = footnotes.map { ($0, WireframeStyle.brokenText) } + scene.keyLines.map { ($0, WireframeStyle.keyText) }
        for (entry, color) in entries {
            for (index, line) in font.wrap(entry, toWidth: width - 12).enumerated() {
                canvas.text(line, at: CanvasPoint(x: origin.x + (index == 0 ? 0 : 12), y: y + font.lineHeight / 2),
                            font: font, color: color)
                y += font.lineHeight
            }
        }
        return y - origin.y
    }

    /// A red box with the conflict in words; returns its height.
    private func drawBanner(_ text: String, on canvas: inout PinnedCanvas, at origin: CanvasPoint) -> Double {
        let font = WireframeStyle.label, inset = Self.bannerInset
        let lines = font.wrap(text, toWidth: width - 2 * inset)
        let height = Double(lines.count) * font.lineHeight + 2 * inset
        canvas.rectangle(CanvasRect(x: origin.x, y: origin.y, width: width, height: height),
                         stroke: WireframeStyle.bannerStroke, fill: WireframeStyle.bannerFill)
        for (index, line) in lines.enumerated() {
            let y = origin.y + inset + (Double(index) + 0.5) * font.lineHeight
            canvas.text(line, at: CanvasPoint(x: origin.x + inset, y: y), font: font, color: WireframeStyle.brokenText)
        }
        return height
    }

    /// The layout to scale: margins, outlines, alternatives, then labels and dimension lines.
    /// `origin` is where the window's (0, 0) goes; labels stay inside `area`. Returns the labels of
    /// dimension lines that found no room next to their line, for the footnotes.
    private func drawScreen(on canvas: inout PinnedCanvas, at origin: CanvasPoint, area: CanvasRect) -> [String] {
        func shifted(_ rect: CanvasRect) -> CanvasRect { rect.offsetBy(dx: origin.x, dy: origin.y) }
        let screen = shifted(scene.screen)
        canvas.rectangle(screen, stroke: WireframeStyle.view, fill: "white")
        for item in scene.items {
            guard let margins = item.shadedMargins else { continue }
            for band in Self.marginBands(of: shifted(item.frame), margins) {
                canvas.rectangle(band, stroke: nil, fill: WireframeStyle.marginFill)
            }
        }
        for item in scene.items where item.kind != .root {
            canvas.rectangle(shifted(item.frame), stroke: Self.stroke(of: item))
        }
        for alternative in scene.alternatives {
            canvas.rectangle(shifted(alternative.frame), stroke: WireframeStyle.alternative, fill: WireframeStyle.alternativeFill)
        }

        // Labels may run past a narrow screen into the rest of the panel's column.
        var placer = LabelPlacer(bounds: area)
        for item in scene.items where item.kind == .view {
            let text = item.isHidden ? "\(item.name) (hidden)" : item.name
            let color = item.isHidden ? WireframeStyle.hiddenView.color : WireframeStyle.view.color
            placeLabel(text, color: color, candidates: Self.labelCandidates(for: shifted(item.frame), text: text,
                                                                             outsideFirst: item.isContainer),
                       placer: &placer, canvas: &canvas)
        }
        for alternative in scene.alternatives {
            let text = "\(alternative.item) (alt.)"
            placeLabel(text, color: WireframeStyle.alternative.color,
                       candidates: Self.labelCandidates(for: shifted(alternative.frame), text: text, outsideFirst: false,
                                                        fromBottomRight: true),
                       placer: &placer, canvas: &canvas)
        }
        var footnotes: [String] = []
        for mark in scene.marks {
            let drawer = DimensionLineDrawer(mark: mark, origin: origin, footnoteNumber: footnotes.count + 1)
            if let footnote = drawer.draw(on: &canvas, placer: &placer) { footnotes.append(footnote) }
        }
        return footnotes
    }

    private func placeLabel(_ text: String, color: String, candidates: [CanvasRect],
                            placer: inout LabelPlacer, canvas: inout PinnedCanvas) {
        guard let spot = placer.place(candidates) else { return }
        canvas.text(text, at: CanvasPoint(x: spot.x, y: spot.center.y), font: WireframeStyle.label, color: color)
    }

    private static func stroke(of item: WireframeScene.Item) -> CanvasStroke {
        if item.kind == .guide { return WireframeStyle.guide }
        if item.isAmbiguous { return WireframeStyle.ambiguousView }
        return item.isHidden ? WireframeStyle.hiddenView : WireframeStyle.view
    }

    /// Where a view's name may go, best first: inside its top-left corner (a container's name goes
    /// above it, leaving the inside to its subviews), inside the bottom-left, above, below.
    static func labelCandidates(for frame: CanvasRect, text: String, outsideFirst: Bool,
                                fromBottomRight: Bool = false) -> [CanvasRect] {
        let font = WireframeStyle.label, inset = 3.0
        let size = (width: font.estimatedWidth(of: text), height: font.lineHeight)
        let fitsInside = frame.width >= size.width + 2 * inset && frame.height >= size.height + 2
        let insideTop = CanvasRect(x: frame.x + inset, y: frame.y + 1, width: size.width, height: size.height)
        let insideBottom = CanvasRect(x: frame.x + inset, y: frame.maxY - size.height - 1, width: size.width, height: size.height)
        let insideBottomRight = CanvasRect(x: frame.maxX - inset - size.width, y: frame.maxY - size.height - 1,
                                           width: size.width, height: size.height)
        let above = CanvasRect(x: frame.x, y: frame.y - size.height - 1, width: size.width, height: size.height)
        let below = CanvasRect(x: frame.x, y: frame.maxY + 1, width: size.width, height: size.height)
        let inside = !fitsInside ? [] : fromBottomRight ? [insideBottomRight, insideBottom] : [insideTop, insideBottom]
        return outsideFirst ? [above] + inside + [below] : inside + [above, below]
    }

    /// The four bands between a frame and its margins.
    static func marginBands(of frame: CanvasRect, _ margins: CanvasInsets) -> [CanvasRect] {
        let middleHeight = max(0, frame.height - margins.top - margins.bottom)
        return [
            CanvasRect(x: frame.x, y: frame.y, width: frame.width, height: margins.top),
            CanvasRect(x: frame.x, y: frame.maxY - margins.bottom, width: frame.width, height: margins.bottom),
            CanvasRect(x: frame.x, y: frame.y + margins.top, width: margins.left, height: middleHeight),
            CanvasRect(x: frame.maxX - margins.right, y: frame.y + margins.top, width: margins.right, height: middleHeight),
        ].filter { $0.width > 0 && $0.height > 0 }
    }
}
