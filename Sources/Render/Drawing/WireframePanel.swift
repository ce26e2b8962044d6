import Cassowary

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
        // Window coordinates shift so that the crop (the content, not the mostly empty screen) fills the panel.
        let crop = scene.crop
        let footnotes = drawScreen(on: &canvas, at: CanvasPoint(x: origin.x - crop.x, y: y - crop.y),
                                   clip: CanvasRect(x: origin.x, y: y, width: crop.width, height: crop.height),
                                   area: CanvasRect(x: origin.x, y: y, width: max(crop.width, width), height: crop.height))
        y += crop.height + Self.textGap * 2
        let font = WireframeStyle.key
        let entries = footnotes + [(Self.scaleNote(scene), WireframeStyle.keyText)]
            + scene.keyLines.map { ($0, WireframeStyle.keyText) }
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
    /// `origin` is where the window's (0, 0) goes; screen edges, guides and margins that span the
    /// screen stop at `clip` (the crop), so they do not fill the rest of the column; labels stay
    /// inside `area`. Returns the labels of dimension lines that found no room next to their line,
    /// for the footnotes.
    private func drawScreen(on canvas: inout PinnedCanvas, at origin: CanvasPoint, clip: CanvasRect,
                            area: CanvasRect) -> [(String, String)] {
        func shifted(_ rect: CanvasRect) -> CanvasRect { rect.offsetBy(dx: origin.x, dy: origin.y) }
        drawScreenEdges(on: &canvas, origin: origin, area: clip)
        for item in scene.items {
            guard let margins = item.shadedMargins else { continue }
            for band in Self.marginBands(of: shifted(item.frame), margins) {
                guard let shown = band.intersection(clip), shown.width > 0, shown.height > 0 else { continue }
                canvas.rectangle(shown, stroke: nil, fill: WireframeStyle.marginFill)
            }
        }
        for item in scene.items where item.kind != .root {
            if item.kind == .view, Self.isCollapsed(item.frame) {
                // A zero-size view's outline would be a black line through its neighbours, or
                // nothing: a thin orange line over its extent and a marker at its origin instead.
                let frame = shifted(item.frame)
                if frame.width > 0 || frame.height > 0 {
                    canvas.line(from: CanvasPoint(x: frame.x, y: frame.y), to: CanvasPoint(x: frame.maxX, y: frame.maxY),
                                stroke: WireframeStyle.collapsedExtent, tags: item.tags)
                }
                canvas.dot(at: CanvasPoint(x: frame.x, y: frame.y), diameter: WireframeStyle.collapsedMarkerSize,
                           color: WireframeStyle.collapsedMarker, tags: item.tags)
            } else if item.kind == .guide {
                // A guide may span the screen (the safe area): only its edges inside the crop show.
                Self.drawClippedOutline(shifted(item.frame), stroke: Self.stroke(of: item), area: clip, on: &canvas, tags: item.tags)
            } else {
                canvas.rectangle(shifted(item.frame), stroke: Self.stroke(of: item), tags: item.tags)
            }
        }
        for alternative in scene.alternatives {
            canvas.rectangle(shifted(alternative.frame), stroke: WireframeStyle.alternative, fill: WireframeStyle.alternativeFill)
        }
        // Drawn over everything else, hidden until a page previews the fix.
        for preview in scene.fixPreviews {
            canvas.rectangle(shifted(preview.frame), stroke: WireframeStyle.fixPreview, fill: WireframeStyle.fixPreviewFill,
                             tags: [PictureTags.fixPreview, PictureTags.fix(preview.fix)])
        }
        for baseline in scene.baselines {
            canvas.line(from: CanvasPoint(x: baseline.from + origin.x, y: baseline.y + origin.y),
                        to: CanvasPoint(x: baseline.to + origin.x, y: baseline.y + origin.y), stroke: WireframeStyle.baseline)
        }

        // Labels may run past a narrow screen into the rest of the panel's column.
        var placer = LabelPlacer(bounds: area)
        // Texts never cross a view's outline: each edge is a thin strip no label may cover.
        for item in scene.items where item.kind == .view {
            if Self.isCollapsed(item.frame) {
                let size = WireframeStyle.collapsedMarkerSize, frame = shifted(item.frame)
                placer.reserve(CanvasRect(x: frame.x - size / 2, y: frame.y - size / 2, width: size, height: size))
                // Its dotted extent too, so no text is written over it.
                placer.reserve(CanvasRect(x: frame.x - 0.5, y: frame.y - 0.5, width: frame.width + 1, height: frame.height + 1))
            } else {
                for edge in Self.outlineStrips(of: shifted(item.frame)) { placer.reserve(edge) }
            }
        }
        // A name across an alternative's dashed outline reads as part of it: avoided where a
        // candidate allows, not forbidden, so no view loses its name for it.
        let alternativeEdges = scene.alternatives.flatMap { Self.outlineStrips(of: shifted($0.frame)) }
        // Collapsed and ambiguous views are named first, so they are never the label left out.
        let views = scene.items.filter { $0.kind == .view }
        let flagged = views.filter { Self.isCollapsed($0.frame) || $0.isAmbiguous }
        let flaggedNames = Set(flagged.map(\.name))
        for item in flagged + views.filter({ !flaggedNames.contains($0.name) }) {
            let text = Self.viewLabel(item)
            let color = Self.isCollapsed(item.frame) ? WireframeStyle.collapsedMarker
                : item.isHidden ? WireframeStyle.hiddenView.color : WireframeStyle.view.color
            let candidates = Self.isCollapsed(item.frame)
                ? Self.markerLabelCandidates(at: shifted(item.frame), text: text)
                : Self.labelCandidates(for: shifted(item.frame), text: text, outsideFirst: item.isContainer)
            let clear = candidates.filter { candidate in !alternativeEdges.contains(where: candidate.overlaps) }
            placeLabel(text, color: color, candidates: clear + candidates, placer: &placer, canvas: &canvas, tags: item.tags)
        }
        for alternative in scene.alternatives {
            let text = "\(alternative.item) (alt.)"
            placeLabel(text, color: WireframeStyle.alternative.color,
                       candidates: Self.labelCandidates(for: shifted(alternative.frame), text: text, outsideFirst: false,
                                                        fromBottomRight: true),
                       placer: &placer, canvas: &canvas)
        }
        // Dimension labels keep off the baselines (a label across one reads as struck through);
        // reserved after the names, so no view loses its name to them.
        for baseline in scene.baselines {
            placer.reserve(CanvasRect(x: baseline.from + origin.x, y: baseline.y + origin.y - 0.5, width: baseline.to - baseline.from, height: 1))
        }
        var footnotes: [(String, String)] = []
        var edgesReserved = false
        for mark in scene.marks {
            if !edgesReserved && mark.emphasis == .routine {
                // Routine (grey) dimension lines and their labels keep off the screen's edges and
                // the guides' (the safe area): a label across a thin line reads as struck through.
                // Reserved only now, so no view's name and no red label (the lesson's point, which
                // may be wider than a narrow screen) is pushed into the footnotes by them.
                for edge in Self.outlineStrips(of: shifted(scene.screen)) { placer.reserve(edge) }
                for item in scene.items where item.kind == .guide {
                    for edge in Self.outlineStrips(of: shifted(item.frame)) { placer.reserve(edge) }
                }
                edgesReserved = true
            }
            let drawer = DimensionLineDrawer(mark: mark, origin: origin, footnoteNumber: footnotes.count + 1)
            if let footnote = drawer.draw(on: &canvas, placer: &placer) { footnotes.append((footnote, drawer.textColor)) }
        }
        return footnotes
    }

    /// The screen's own edges, light, where they fall inside the crop: the outline of a phone
    /// seen through a window onto the content.
    private func drawScreenEdges(on canvas: inout PinnedCanvas, origin: CanvasPoint, area: CanvasRect) {
        Self.drawClippedOutline(scene.screen.offsetBy(dx: origin.x, dy: origin.y), stroke: WireframeStyle.screenEdge,
                                area: area, on: &canvas)
    }

    /// The parts of `rect`'s four edges that lie inside `area`, as lines (no edge is invented
    /// where the area cuts the rectangle off).
    static func drawClippedOutline(_ rect: CanvasRect, stroke: CanvasStroke, area: CanvasRect, on canvas: inout PinnedCanvas,
                                   tags: [String] = []) {
        let xs = (max(rect.x, area.x), min(rect.maxX, area.maxX))
        let ys = (max(rect.y, area.y), min(rect.maxY, area.maxY))
        for x in [rect.x, rect.maxX] where x >= area.x && x <= area.maxX && ys.0 < ys.1 {
            canvas.line(from: CanvasPoint(x: x, y: ys.0), to: CanvasPoint(x: x, y: ys.1), stroke: stroke, tags: tags)
        }
        for y in [rect.y, rect.maxY] where y >= area.y && y <= area.maxY && xs.0 < xs.1 {
            canvas.line(from: CanvasPoint(x: xs.0, y: y), to: CanvasPoint(x: xs.1, y: y), stroke: stroke, tags: tags)
        }
    }

    /// "Screen 320 × 568 (light grey edges); shown: x -16…336, y 4…120." — the scale of the crop.
    static func scaleNote(_ scene: WireframeScene) -> String {
        let crop = scene.crop, screen = scene.screen
        if crop.width == 0 && crop.height == 0 {
            return "Screen \(formatNumber(screen.width)) × \(formatNumber(screen.height)): no views to draw."
        }
        return "Screen \(formatNumber(screen.width)) × \(formatNumber(screen.height)) (light grey edges); shown: "
            + "x \(formatNumber(crop.x))…\(formatNumber(crop.maxX)), y \(formatNumber(crop.y))…\(formatNumber(crop.maxY)), 1 pt to 1 pt."
    }

    /// A view with no width or no height: drawn as a marker, since its outline would not show.
    static func isCollapsed(_ frame: CanvasRect) -> Bool {
        frame.width < WireframeStyle.collapsedBelow || frame.height < WireframeStyle.collapsedBelow
    }

    /// "thumb (0 × 60)" for a collapsed view, "title (ambiguous)", "badge (hidden)", or the name.
    static func viewLabel(_ item: WireframeScene.Item) -> String {
        if isCollapsed(item.frame) {
            return "\(item.name) (\(formatNumber(item.frame.width)) × \(formatNumber(item.frame.height)))"
        }
        if item.isAmbiguous { return "\(item.name) (ambiguous)" }
        return item.isHidden ? "\(item.name) (hidden)" : item.name
    }

    /// The four edges of an outline as strips 1 pt wide.
    static func outlineStrips(of frame: CanvasRect) -> [CanvasRect] {
        [CanvasRect(x: frame.x - 0.5, y: frame.y - 0.5, width: frame.width + 1, height: 1),
         CanvasRect(x: frame.x - 0.5, y: frame.maxY - 0.5, width: frame.width + 1, height: 1),
         CanvasRect(x: frame.x - 0.5, y: frame.y - 0.5, width: 1, height: frame.height + 1),
         CanvasRect(x: frame.maxX - 0.5, y: frame.y - 0.5, width: 1, height: frame.height + 1)]
    }

    private func placeLabel(_ text: String, color: String, candidates: [CanvasRect],
                            placer: inout LabelPlacer, canvas: inout PinnedCanvas, tags: [String] = []) {
        guard let spot = placer.place(candidates) else { return }
        canvas.text(text, at: CanvasPoint(x: spot.x, y: spot.center.y), font: WireframeStyle.label, color: color, tags: tags)
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
        let near = outsideFirst ? [above] + inside + [below] : inside + [above, below]
        guard !fitsInside else { return near }
        // A view too small for its name inside (a 24 pt badge) and boxed in by its superview's
        // edges just above and below: beside it, then further out, rather than no name at all.
        let beside = [CanvasRect(x: frame.maxX + 2, y: frame.center.y - size.height / 2, width: size.width, height: size.height),
                      CanvasRect(x: frame.x - 2 - size.width, y: frame.center.y - size.height / 2, width: size.width, height: size.height)]
        let far = stride(from: 4.0, through: 2 * size.height, by: 4).flatMap { distance in
            [above.offsetBy(dx: 0, dy: -distance), below.offsetBy(dx: 0, dy: distance)]
        }
        return near + beside + far
    }

    /// Where a zero-size view's name may go, next to the marker at its origin: above its extent
    /// to the right, level to the right (a zero-height view), level to the left, below.
    static func markerLabelCandidates(at frame: CanvasRect, text: String) -> [CanvasRect] {
        let font = WireframeStyle.label, gap = WireframeStyle.collapsedMarkerSize / 2 + 1
        let width = font.estimatedWidth(of: text), height = font.lineHeight
        let next = [CanvasRect(x: frame.x + gap, y: frame.y - 1 - height, width: width, height: height),
                    CanvasRect(x: frame.x + gap, y: frame.y - height / 2, width: width, height: height),
                    CanvasRect(x: frame.x - gap - width, y: frame.y - height / 2, width: width, height: height),
                    CanvasRect(x: frame.x + gap, y: frame.y + 1, width: width, height: height)]
        // Squeezed between two neighbours' edges (a collapsed row in a stack, 8 pt from each) there
        // is no room next to the marker: then further along its extent and further out, still near
        // its orange line, rather than no name at all.
        let xs = [frame.x + gap, frame.x + frame.width / 2 - width / 2, frame.maxX - width]
        let far = stride(from: 4.0, through: 3 * height, by: 4).flatMap { distance in
            xs.flatMap { x in
                [CanvasRect(x: x, y: frame.y - 1 - height - distance, width: width, height: height),
                 CanvasRect(x: x, y: frame.maxY + 1 + distance, width: width, height: height)]
            }
        }
        return next + far
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
