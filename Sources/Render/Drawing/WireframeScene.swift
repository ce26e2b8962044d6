/// One solved layout as the wireframe shows it, in plain data: rectangles in window coordinates
/// (points, origin top-left), what is wrong with them, and the lines of the key. Built from the
/// solved step by `WireframeScene(title:step:ambiguities:)`; drawn by `WireframeDrawing`.
public struct WireframeScene: Sendable {
    public struct Item: Sendable {
        public enum Kind: Sendable { case root, view, guide }

        public var name: String
        public var kind: Kind
        /// In window coordinates.
        public var frame: CanvasRect
        /// Has subviews: its name goes above its outline, leaving the inside to its children.
        public var isContainer: Bool
        public var isHidden: Bool
        public var isAmbiguous: Bool
        /// The layout margins to shade (nil when no constraint uses them).
        public var shadedMargins: CanvasInsets?
        /// The item's `PictureTags`, on its outline and its name.
        public var tags: [String]

        public init(name: String, kind: Kind, frame: CanvasRect, isContainer: Bool = false, isHidden: Bool = false,
                    isAmbiguous: Bool = false, shadedMargins: CanvasInsets? = nil, tags: [String] = []) {
            self.name = name
            self.kind = kind
            self.frame = frame
            self.isContainer = isContainer
            self.isHidden = isHidden
            self.isAmbiguous = isAmbiguous
            self.shadedMargins = shadedMargins
            self.tags = tags
        }
    }

    /// Where an item would be in an equally good layout (a verified alternative: the ambiguity).
    public struct Alternative: Sendable {
        public var item: String
        public var frame: CanvasRect

        public init(item: String, frame: CanvasRect) {
            self.item = item
            self.frame = frame
        }
    }

    /// A broken constraint drawn as a dimension line: the length it measures along one axis.
    public struct DimensionMark: Sendable {
        public enum Axis: Sendable { case horizontal, vertical }
        /// How loudly the line is drawn, most severe first, one for each `FindingSeverity`: the
        /// constraint broken to recover from a required conflict (error), content squeezed or an
        /// app's own preference given up (warning), then what UIKit gives up on purpose (note).
        public enum Emphasis: Int, Sendable, Comparable {
            case conflict, strong, routine
            public static func < (lhs: Emphasis, rhs: Emphasis) -> Bool { lhs.rawValue < rhs.rawValue }
        }

        public var axis: Axis
        /// The measured span along the axis (window coordinates).
        public var from: Double
        public var to: Double
        /// Where the line would best sit across the axis: just below (horizontal) or right of
        /// (vertical) the items it concerns.
        public var preferredAcross: Double
        /// "level.width <= 65 @250: off by 185".
        public var label: String
        public var emphasis: Emphasis
        /// The constraint's `PictureTags`, on the line and its label.
        public var tags: [String]

        public init(axis: Axis, from: Double, to: Double, preferredAcross: Double, label: String,
                    emphasis: Emphasis = .strong, tags: [String] = []) {
            self.axis = axis
            self.from = from
            self.to = to
            self.preferredAcross = preferredAcross
            self.label = label
            self.emphasis = emphasis
            self.tags = tags
        }
    }

    /// A baseline some constraint in effect aligns (`title.firstBaseline == amount.firstBaseline`,
    /// a stack aligned on first baselines): a thin line across its view at that height, so text
    /// aligned on it reads on one line. A view without text uses its top (first) or bottom (last).
    public struct Baseline: Sendable {
        /// `title.firstBaseline`.
        public var anchor: String
        /// The view whose baseline it is.
        public var item: String
        /// The baseline's height and the view's extent across, in window coordinates.
        public var y: Double
        public var from: Double
        public var to: Double

        public init(anchor: String, item: String, y: Double, from: Double, to: Double) {
            self.anchor = anchor
            self.item = item
            self.y = y
            self.from = from
            self.to = to
        }
    }

    /// Where a fix would put an item (window coordinates): drawn hidden, for a page to show when
    /// the fix is previewed (`PictureTags.fixPreview`). Empty for a picture on its own.
    public struct FixPreview: Sendable {
        /// The fix's number on its page (`PictureTags.fix`).
        public var fix: Int
        public var item: String
        public var frame: CanvasRect

        public init(fix: Int, item: String, frame: CanvasRect) {
            self.fix = fix
            self.item = item
            self.frame = frame
        }
    }

    public var title: String
    /// The root's size: the panel's drawing area.
    public var screen: CanvasRect
    /// Back to front: the root, then views and guides in the layout's order.
    public var items: [Item]
    public var alternatives: [Alternative]
    public var marks: [DimensionMark]
    public var baselines: [Baseline]
    /// Required conflicts, each in one sentence that names the member broken to recover.
    public var banners: [String]
    /// The key under the drawing: each item's frame (relative to its superview) and notes.
    public var keyLines: [String]
    public var fixPreviews: [FixPreview] = []

    /// Room kept around the content when the panel is cropped to it.
    public static let cropMargin = 16.0
    /// Room for each dimension line (and its label) past the content, up to `croppedLanes` lines.
    static let laneRoom = 14.0
    static let croppedLanes = 4

    /// What the panel shows: the bounding box of every view, alternative and small guide (not the
    /// root, nor guides such as the safe area, which span most of the screen) and of the dimension
    /// lines' spans, plus `cropMargin` and room for the lines below and to the right. Content over
    /// half the screen or more shows the whole screen; a layout without views (plain solver
    /// variables) shows nothing: an empty screen would be most of the picture.
    public var crop: CanvasRect {
        let screenArea = screen.width * screen.height
        // An app's spacer guides are part of the content (they hold the equal gaps between buttons);
        // a guide off the screen (an ambiguous stack's spanner) is not.
        let smallGuides = items.filter { item in
            item.kind == .guide && item.frame.width * item.frame.height <= screenArea / 2
                && screen.intersection(item.frame) == item.frame
        }
        var rects = items.filter { $0.kind == .view }.map(\.frame) + alternatives.map(\.frame)
        guard !rects.isEmpty else { return CanvasRect(x: 0, y: 0, width: 0, height: 0) }
        rects += smallGuides.map(\.frame)
        // Content over most of the screen (a view controller's card): cropping would save little
        // and cut off the screen's edges, and with them the safe area's insets from them.
        let content = (width: rects.map(\.maxX).max()! - rects.map(\.x).min()!, height: rects.map(\.maxY).max()! - rects.map(\.y).min()!)
        if content.width * content.height >= screenArea / 2 { rects.append(screen) }
        let minY = rects.map(\.y).min()!, minX = rects.map(\.x).min()!
        for mark in marks {
            switch mark.axis {
            case .horizontal: rects.append(CanvasRect(x: mark.from, y: minY, width: mark.to - mark.from, height: 0))
            case .vertical: rects.append(CanvasRect(x: minX, y: mark.from, width: 0, height: mark.to - mark.from))
            }
        }
        let horizontal = Double(min(marks.filter { $0.axis == .horizontal }.count, Self.croppedLanes))
        let vertical = Double(min(marks.filter { $0.axis == .vertical }.count, Self.croppedLanes))
        let margin = Self.cropMargin
        let left = rects.map(\.x).min()! - margin, top = rects.map(\.y).min()! - margin
        let right = rects.map(\.maxX).max()! + margin + vertical * Self.laneRoom * 2
        let bottom = rects.map(\.maxY).max()! + margin + horizontal * Self.laneRoom
        return Self.widened(CanvasRect(x: left, y: top, width: right - left, height: bottom - top), toShowMarginsOf: items)
    }

    /// A view pinned to a shaded margin whose outer edge falls outside the crop would make the
    /// margin look narrower than it is (a cell's 20 pt margin showed as 16): the crop then reaches
    /// the item's outer edge on that side. Margins no view touches stay as cropped.
    static func widened(_ crop: CanvasRect, toShowMarginsOf items: [Item]) -> CanvasRect {
        // Each kind of edge sorted, so "a view's edge within half a point" is a binary search:
        // a scan of every view per margin made a drawing of thousands of cells quadratic.
        let views = items.filter { $0.kind == .view }.map(\.frame)
        let sortedEdges: [KeyPath<CanvasRect, Double>: [Double]] = [
            \.x: views.map(\.x).sorted(), \.maxX: views.map(\.maxX).sorted(),
            \.y: views.map(\.y).sorted(), \.maxY: views.map(\.maxY).sorted(),
        ]
        func touched(_ edge: Double, _ viewEdge: KeyPath<CanvasRect, Double>) -> Bool {
            let edges = sortedEdges[viewEdge] ?? []
            var low = 0, high = edges.count
            while low < high {
                let middle = (low + high) / 2
                if edges[middle] <= edge - 0.5 { low = middle + 1 } else { high = middle }
            }
            // The nearest edge above `edge - 0.5` is within half a point if any is.
            return low < edges.count && abs(edges[low] - edge) < 0.5
        }
        var left = crop.x, top = crop.y, right = crop.maxX, bottom = crop.maxY
        for item in items {
            guard let margins = item.shadedMargins else { continue }
            let frame = item.frame
            if margins.left > 0, touched(frame.x + margins.left, \.x) { left = min(left, frame.x) }
            if margins.right > 0, touched(frame.maxX - margins.right, \.maxX) { right = max(right, frame.maxX) }
            if margins.top > 0, touched(frame.y + margins.top, \.y) { top = min(top, frame.y) }
            if margins.bottom > 0, touched(frame.maxY - margins.bottom, \.maxY) { bottom = max(bottom, frame.maxY) }
        }
        return CanvasRect(x: left, y: top, width: right - left, height: bottom - top)
    }

    public init(title: String, screen: CanvasRect, items: [Item], alternatives: [Alternative] = [],
                marks: [DimensionMark] = [], baselines: [Baseline] = [], banners: [String] = [], keyLines: [String] = []) {
        self.title = title
        self.screen = screen
        self.items = items
        self.alternatives = alternatives
        self.marks = marks
        self.baselines = baselines
        self.banners = banners
        self.keyLines = keyLines
    }
}
