/// neato and fdp place the legend node like any other node, and their overlap removal knows
/// nothing of cluster frames (a superview's box), so the legend can land on one. The graph's own
/// label is placed outside the drawing by every engine: moving the legend under the title there
/// keeps it clear of everything. dot keeps top-level nodes out of clusters and needs none of this.
extension LayoutGraph {
    /// The same graph with the legend node removed and its table added under the title.
    public func legendInTitle() -> LayoutGraph {
        var document = document
        guard let index = document.statements.firstIndex(where: Self.isLegend),
              case let .node(legend) = document.statements[index],
              case let .html(legendMarkup)? = legend.attributes.first(where: { $0.name == "label" })?.value
        else { return self }
        document.statements.remove(at: index)
        var rows = ""
        if let title = document.attributes.firstIndex(where: { $0.name == "label" }),
           case let .html(titleMarkup) = document.attributes[title].value {
            rows += "<TR><TD ALIGN=\"LEFT\">\(titleMarkup)</TD></TR>"
            document.attributes.remove(at: title)
        }
        rows += "<TR><TD ALIGN=\"LEFT\">\(legendMarkup)</TD></TR>"
        let table = "<TABLE BORDER=\"0\" CELLBORDER=\"0\" CELLSPACING=\"6\" CELLPADDING=\"0\">\(rows)</TABLE>"
        document.attributes.removeAll { $0.name == "labelloc" || $0.name == "labeljust" }
        document.attributes += [DOTAttribute("labelloc", "t"), DOTAttribute("labeljust", "l"), DOTAttribute("label", .html(table))]
        return LayoutGraph(document: document, nodeCount: nodeCount, edgeCount: edgeCount)
    }

    private static func isLegend(_ statement: DOTStatement) -> Bool {
        if case let .node(node) = statement { return node.id == "legend" }
        return false
    }
}
