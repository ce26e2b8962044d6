/// Colours, strokes and fonts of the layout wireframe, in one place so the legend matches the drawing.
enum WireframeStyle {
    static let view = CanvasStroke(color: "#222222", width: 1)
    static let hiddenView = CanvasStroke(color: "#9a9a9a", width: 1)
    static let ambiguousView = CanvasStroke(color: "#222222", width: 1.2, pattern: .dashed)
    static let guide = CanvasStroke(color: "#2e8b57", width: 1, pattern: .dotted)
    static let marginFill = "#dbe6f4"
    static let alternative = CanvasStroke(color: "#1f5fbf", width: 1.2, pattern: .dashed)
    static let alternativeFill = "#1f5fbf22"
    /// Where a previewed fix puts a view (the interactive report): Okabe and Ito's bluish green,
    /// heavier than the alternative's dashes so the two never read alike.
    static let fixPreview = CanvasStroke(color: "#009E73", width: 2.2, pattern: .dashed)
    static let fixPreviewFill = "#009E7322"
    static let broken = CanvasStroke(color: "#d62728", width: 1.2)
    static let brokenText = "#c01010"
    /// The lesson's point, a constraint broken to recover from a required conflict: heaviest.
    static let conflictBroken = CanvasStroke(color: "#d62728", width: 2.4)
    static let conflictLabel = CanvasFont(size: 10, isBold: true)
    /// Routine stretching (hugging at 250 or below): quiet, so it never outweighs the problem.
    static let routineBroken = CanvasStroke(color: "#e8a0a0", width: 0.8, pattern: .dashed)
    static let routineText = "#b06060"
    static let routineLabel = CanvasFont(size: 8)
    /// A baseline a constraint aligns: a colour no other mark uses (Paul Tol's purple).
    static let baseline = CanvasStroke(color: "#AA3377", width: 1.2)
    static let screenEdge = CanvasStroke(color: "#c8c8c8", width: 1, pattern: .dashed)
    /// Views narrower or lower than this are drawn as a marker with their size.
    static let collapsedBelow = 0.5
    static let collapsedMarker = "#d35400"
    static let collapsedMarkerSize = 8.0
    static let collapsedExtent = CanvasStroke(color: "#d35400", width: 1, pattern: .dotted)
    static let bannerFill = "#fde3e1"
    static let bannerStroke = CanvasStroke(color: "#d62728", width: 1.2)
    static let keyText = "#333333"

    static let title = CanvasFont(size: 14, isBold: true)
    static let stepTitle = CanvasFont(size: 11, isBold: true)
    static let label = CanvasFont(size: 9)
    static let key = CanvasFont(size: 9)
}
