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

        public init(name: String, kind: Kind, frame: CanvasRect, isContainer: Bool = false, isHidden: Bool = false,
                    isAmbiguous: Bool = false, shadedMargins: CanvasInsets? = nil) {
            self.name = name
            self.kind = kind
            self.frame = frame
            self.isContainer = isContainer
            self.isHidden = isHidden
            self.isAmbiguous = isAmbiguous
            self.shadedMargins = shadedMargins
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

        public var axis: Axis
        /// The measured span along the axis (window coordinates).
        public var from: Double
        public var to: Double
        /// Where the line would best sit across the axis: just below (horizontal) or right of
        /// (vertical) the items it concerns.
        public var preferredAcross: Double
        /// "level.width <= 65 @250: off by 185".
        public var label: String

        public init(axis: Axis, from: Double, to: Double, preferredAcross: Double, label: String) {
            self.axis = axis
            self.from = from
            self.to = to
            self.preferredAcross = preferredAcross
            self.label = label
        }
    }

    public var title: String
    /// The root's size: the panel's drawing area.
    public var screen: CanvasRect
    /// Back to front: the root, then views and guides in the layout's order.
    public var items: [Item]
    public var alternatives: [Alternative]
    public var marks: [DimensionMark]
    /// Required conflicts, each in one sentence that names the member broken to recover.
    public var banners: [String]
    /// The key under the drawing: each item's frame (relative to its superview) and notes.
    public var keyLines: [String]

    /// The area the drawing covers: the screen and anything laid out beyond it (a scroll view's
    /// content, a view pushed off screen), in window coordinates.
    public var extent: CanvasRect {
        let rects = [screen] + items.map(\.frame) + alternatives.map(\.frame)
        let minX = rects.map(\.x).min()!, minY = rects.map(\.y).min()!
        let maxX = rects.map(\.maxX).max()!, maxY = rects.map(\.maxY).max()!
        return CanvasRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    public init(title: String, screen: CanvasRect, items: [Item], alternatives: [Alternative] = [],
                marks: [DimensionMark] = [], banners: [String] = [], keyLines: [String] = []) {
        self.title = title
        self.screen = screen
        self.items = items
        self.alternatives = alternatives
        self.marks = marks
        self.banners = banners
        self.keyLines = keyLines
    }
}
