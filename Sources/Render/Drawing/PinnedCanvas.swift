import Cassowary

/// A drawing whose coordinates are already known — a layout wireframe, a chart — written as DOT in
/// which every node is pinned (`pos="x,y!"`) and laid out by GraphViz's `nop2` engine, which moves
/// nothing. So SVG, PNG and PDF all come from the same DOT through `GraphvizRenderer`.
///
/// Callers draw in points with UIKit's orientation (origin top-left, y down); the canvas flips y
/// for GraphViz (origin bottom-left). One point is one GraphViz point (1/72 inch). Shapes are
/// painted in the order they were added, lines and arrows last (`outputorder=nodesfirst`).
public struct PinnedCanvas: Sendable {
    /// The size asked for; the canvas grows past it to cover whatever was drawn beyond it.
    private var requestedWidth: Double
    private var requestedHeight: Double
    /// Nodes keep canvas coordinates until output, when the final height is known for the flip.
    private var nodes: [Node] = []
    /// Lines, as DOT edge statements between two of the nodes.
    private var edges: [String] = []

    private struct Node: Sendable {
        /// The area the node covers, in canvas coordinates.
        var rect: CanvasRect
        /// What shows: the rectangle, or for text its estimated extent (its node is wider).
        var visible: CanvasRect
        /// For text: the edge the text is justified to, which stays put when the node is trimmed.
        var justified: CanvasTextAlignment?
        var attributes: String
        /// For text: the text, so checks can find it.
        var text: String? = nil
    }

    /// Every text drawn, with the box its glyphs take as estimated (the box labels are placed
    /// by), for checks that no two texts overlap.
    public var textBoxes: [(text: String, box: CanvasRect)] {
        nodes.compactMap { node in
            guard let text = node.text else { return nil }
            let visible = node.visible
            return (text, CanvasRect(x: visible.x, y: visible.y + 1, width: visible.width - 2, height: visible.height - 2))
        }
    }

    /// Everything drawn that is not text (rectangles, dots, and lines' end points as empty boxes),
    /// for checks of where shapes reach.
    public var shapeBoxes: [CanvasRect] {
        nodes.filter { $0.text == nil }.map(\.visible)
    }

    /// An empty canvas `width` × `height` points.
    public init(width: Double, height: Double) {
        requestedWidth = width
        requestedHeight = height
    }

    /// The picture's width: as asked, or more if something was drawn further right.
    public var width: Double {
        max(requestedWidth, (nodes.map(\.visible.maxX).max() ?? 0).rounded(.up) + 1)
    }

    /// The picture's height: as asked, or more if something was drawn further down.
    public var height: Double {
        max(requestedHeight, (nodes.map(\.visible.maxY).max() ?? 0).rounded(.up) + 1)
    }

    /// Grows the canvas (never shrinks it), so content can be added before the final size is known.
    public mutating func extend(toWidth width: Double, height: Double) {
        requestedWidth = max(requestedWidth, width)
        requestedHeight = max(requestedHeight, height)
    }

    /// How close to the left edge text may start.
    static let leftmostText = 1.0

    // MARK: Shapes

    /// A rectangle: an outline (`stroke`, nil for none) and a fill (`fill`, nil for none; colours
    /// may carry an alpha byte, `#1f77b430`). `tags` become the SVG element's classes
    /// (`PictureTags`), so a page can find what stands for an item or a constraint.
    public mutating func rectangle(_ rect: CanvasRect, stroke: CanvasStroke?, fill: String? = nil, tags: [String] = []) {
        var styles: [String] = []
        if let pattern = stroke?.pattern, pattern != .solid { styles.append(pattern.rawValue) }
        if fill != nil { styles.append("filled") }
        var attributes: [(String, String)] = [("shape", "box"), ("label", quoted(""))]
        attributes.append(("color", quoted(stroke?.color ?? "transparent")))
        attributes.append(("penwidth", number(stroke?.width ?? 0)))
        if let fill { attributes.append(("fillcolor", quoted(fill))) }
        if !styles.isEmpty { attributes.append(("style", quoted(styles.joined(separator: ",")))) }
        addNode(rect, attributes + classAttribute(tags))
    }

    /// A small filled dot centred on `point` (a marker on a chart).
    public mutating func dot(at point: CanvasPoint, diameter: Double, color: String, tags: [String] = []) {
        let rect = CanvasRect(x: point.x - diameter / 2, y: point.y - diameter / 2, width: diameter, height: diameter)
        addNode(rect, [("shape", "circle"), ("label", quoted("")), ("style", "filled"),
                       ("color", quoted(color)), ("fillcolor", quoted(color)), ("penwidth", "0")] + classAttribute(tags))
    }

    /// One line of text. `point` is the middle of the line vertically; `alignment` says whether it
    /// is the left end, the centre or the right end horizontally.
    public mutating func text(_ text: String, at point: CanvasPoint, alignment: CanvasTextAlignment = .left,
                              font: CanvasFont, color: String = "black", tags: [String] = []) {
        let width = font.estimatedWidth(of: text) + 2
        // Text never starts left of the picture (where it would be cut off): it moves right instead.
        let point = CanvasPoint(x: max(point.x, Self.leftmostText + (alignment == .left ? 0 : alignment == .right ? width : width / 2)),
                                y: point.y)
        // The node is made wider than the text: GraphViz warns when a label overflows its node,
        // and a justified label sits at the node's edge whatever the node's width.
        let nodeWidth = width * 1.5 + 8
        let left: Double
        let justification: String
        switch alignment {
        case .left: left = point.x; justification = "\\l"
        case .center: left = point.x - nodeWidth / 2; justification = "\\n"
        case .right: left = point.x - nodeWidth; justification = "\\r"
        }
        let nodeHeight = font.lineHeight + 2
        let rect = CanvasRect(x: left, y: point.y - nodeHeight / 2, width: nodeWidth, height: nodeHeight)
        let textLeft = alignment == .left ? point.x : alignment == .right ? point.x - width : point.x - width / 2
        let visible = CanvasRect(x: textLeft, y: rect.y, width: width, height: nodeHeight)
        addNode(rect, visible: visible, justified: alignment, text: text, [
            ("shape", "plaintext"), ("margin", "0"), ("label", quoted(DOTWriter.escaped(text) + justification)),
            ("fontname", quoted(font.name)), ("fontsize", number(font.size)), ("fontcolor", quoted(color)),
        ] + classAttribute(tags))
    }

    /// A straight line, with arrowheads at both ends when `arrows` is true (a dimension line).
    public mutating func line(from start: CanvasPoint, to end: CanvasPoint, stroke: CanvasStroke, arrows: Bool = false,
                              tags: [String] = []) {
        let from = anchor(at: start), to = anchor(at: end)
        var attributes: [(String, String)] = [("color", quoted(stroke.color)), ("penwidth", number(stroke.width))]
        if stroke.pattern != .solid { attributes.append(("style", stroke.pattern.rawValue)) }
        attributes += arrows ? [("dir", "both"), ("arrowhead", "normal"), ("arrowtail", "normal"), ("arrowsize", "0.5")]
                             : [("dir", "none")]
        attributes += classAttribute(tags)
        edges.append("\(from) -> \(to) [\(list(attributes))];")
    }

    /// Straight segments through `points`, in order.
    public mutating func polyline(_ points: [CanvasPoint], stroke: CanvasStroke) {
        for (start, end) in zip(points, points.dropFirst()) {
            line(from: start, to: end, stroke: stroke)
        }
    }

    // MARK: Output

    /// The DOT text. `pixelsPerPoint` sets the resolution of bitmap output (2 draws PNGs at 144 dpi,
    /// so a 320-point screen is 640 pixels wide); SVG and PDF stay in points.
    public func dotText(pixelsPerPoint: Double = 1) -> String {
        let width = self.width, height = self.height
        var lines = ["digraph drawing {"]
        let graph: [(String, String)] = [
            ("notranslate", "true"), ("outputorder", "nodesfirst"), ("splines", "line"),
            ("pad", "0"), ("margin", "0"), ("bgcolor", "white"), ("dpi", number(72 * pixelsPerPoint)),
        ]
        lines.append("  graph [\(list(graph))];")
        lines.append("  node [fixedsize=true, fontname=\"Helvetica\"];")
        // Two invisible corners fix the drawing's extent: GraphViz sizes the picture to its content.
        lines.append("  corner0 [shape=point, style=invis, width=0, height=0, pos=\"0,0!\"];")
        lines.append("  corner1 [shape=point, style=invis, width=0, height=0, pos=\"\(number(width)),\(number(height))!\"];")
        lines += nodes.enumerated().map { index, node in
            let rect = trimmed(node, toWidth: width)
            return "  n\(index + 1) [pos=\"\(position(rect.center, height: height))\", width=\(number(max(rect.width, 0) / 72)), "
                + "height=\(number(max(rect.height, 0) / 72)), \(node.attributes)];"
        }
        lines += edges.map { "  " + $0 }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Renders the drawing in-process (PNG at `pixelsPerPoint`, by default 2). `subject` says what
    /// is drawn from which input, for the error if GraphViz crashes.
    public func render(as format: GraphvizFormat, pixelsPerPoint: Double = 2,
                       subject: String = "a drawing") throws(GraphvizError) -> GraphvizOutput {
        let scale = format == .png ? pixelsPerPoint : 1
        return try GraphvizRenderer(engine: .pinned, subject: subject).render(dotText(pixelsPerPoint: scale), as: format)
    }

    // MARK: DOT details

    /// Adds a node covering `rect`; returns its name.
    @discardableResult
    private mutating func addNode(_ rect: CanvasRect, visible: CanvasRect? = nil, justified: CanvasTextAlignment? = nil,
                                  text: String? = nil, _ attributes: [(String, String)]) -> String {
        nodes.append(Node(rect: rect, visible: visible ?? rect, justified: justified, attributes: list(attributes), text: text))
        return "n\(nodes.count)"
    }

    /// An invisible point node for a line to start or end at.
    private mutating func anchor(at point: CanvasPoint) -> String {
        addNode(CanvasRect(x: point.x, y: point.y, width: 0, height: 0), [("shape", "point"), ("style", "invis")])
    }

    /// A text node's spare width cut back to the canvas, less a point for GraphViz's rounding of
    /// node sizes (it sizes the picture to cover every node), keeping the edge its text is
    /// justified to.
    private func trimmed(_ node: Node, toWidth width: Double) -> CanvasRect {
        guard let justified = node.justified else { return node.rect }
        var rect = node.rect
        let spill = max(0, rect.maxX - (width - 1)), under = max(0, 1 - rect.x)
        switch justified {
        case .left: rect.width -= spill
        case .right: rect.x += under; rect.width -= under
        case .center:
            let cut = max(spill, under)
            rect.x += cut; rect.width -= 2 * cut
        }
        return rect
    }

    /// GraphViz's `x,y!` for a canvas point: y flipped (in a picture `height` high), pinned.
    private func position(_ point: CanvasPoint, height: Double) -> String {
        "\(number(point.x)),\(number(height - point.y))!"
    }

    /// GraphViz's `class` attribute, which its SVG output adds to the element's classes.
    private func classAttribute(_ tags: [String]) -> [(String, String)] {
        tags.isEmpty ? [] : [("class", quoted(tags.joined(separator: " ")))]
    }

    private func list(_ attributes: [(String, String)]) -> String {
        attributes.map { "\($0.0)=\($0.1)" }.joined(separator: ", ")
    }

    private func number(_ value: Double) -> String { formatNumber(value) }

    /// Wraps text that is already a DOT string's inside (escaped, or a plain word) in quotes.
    private func quoted(_ text: String) -> String { "\"" + text + "\"" }
}
