/// Which graph to draw of a solved layout.
public enum LayoutGraphKind: String, Sendable, CaseIterable {
    /// Views and layout guides as nodes (nested in their superviews), constraints as edges.
    case views
    /// Solver variables and constraints as two kinds of nodes, joined where a constraint uses a variable.
    case constraints
}

/// A view graph or constraint graph of one solved step, as a DOT document ready for GraphViz.
public struct LayoutGraph: Sendable {
    public let document: DOTDocument
    /// Items and constraint lines of the layout itself (the legend and label nodes are not counted).
    public let nodeCount: Int
    public let edgeCount: Int

    public var dotText: String { DOTWriter.write(document) }

    /// `heading` is the graph's title, one line each (scenario title, step). With a `focus`, only
    /// the focused constraints and what explains them are drawn, and the label says why. Without
    /// one, an `excerpt` (`GraphExcerpt.of`) draws part of a graph too big to read, and says so.
    public static func build(_ kind: LayoutGraphKind, model: LayoutGraphModel, focus: GraphFocus? = nil,
                             excerpt: GraphExcerpt? = nil, heading: [String]) -> LayoutGraph {
        var document: DOTDocument
        var labelNodeCount = 0
        switch kind {
        case .views: (document, labelNodeCount) = ViewsGraphBuilder(model: model, focus: focus, excerpt: excerpt).document()
        case .constraints: document = ConstraintsGraphBuilder(model: model, focus: focus, excerpt: excerpt).document()
        }
        // A label node stands for one line drawn as two edges: counted as that one line.
        let nodeCount = document.nodeCount - labelNodeCount, edgeCount = document.edgeCount - labelNodeCount
        let summary = focus == nil ? excerpt?.titleLines ?? [] : []
        document.attributes += titleAttributes(heading: heading + summary, focus: focus)
        document.statements.append(GraphLegend.node(kind: kind == .views ? .views : .constraints, hasFocus: focus != nil))
        return LayoutGraph(document: document, nodeCount: nodeCount, edgeCount: edgeCount)
    }

    /// Shared look: the font, and the title (with the focus sentences) above the drawing.
    static func commonAttributes() -> (graph: [DOTAttribute], node: [DOTAttribute], edge: [DOTAttribute]) {
        let font = DOTAttribute("fontname", .text(GraphStyle.fontName))
        // dot ignores these; neato would otherwise let nodes overlap.
        let spacing = [DOTAttribute("overlap", "false"), DOTAttribute("sep", "+24")]
        return ([font, DOTAttribute("fontsize", "12")] + spacing,
                [font, DOTAttribute("fontsize", "11"), DOTAttribute("color", .text(GraphStyle.ink))],
                [font, DOTAttribute("fontsize", "10"), DOTAttribute("dir", "none")])
    }

    private static func titleAttributes(heading: [String], focus: GraphFocus?) -> [DOTAttribute] {
        var lines = heading.enumerated().map { DOTHTML.Line($1, isBold: $0 == 0, pointSize: $0 == 0 ? 14 : 12, cappedAt: nil) }
        for sentence in focus?.summary ?? [] {
            lines.append(DOTHTML.Line("Focus: " + sentence, color: GraphStyle.blue, pointSize: 12, cappedAt: nil))
        }
        guard !lines.isEmpty else { return [] }
        return [DOTAttribute("labelloc", "t"), DOTAttribute("labeljust", "l"),
                DOTAttribute("label", .html(DOTHTML.table(lines, centerFirst: false)))]
    }
}
