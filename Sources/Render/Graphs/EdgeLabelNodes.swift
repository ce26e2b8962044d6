/// neato and fdp place an edge's label at the edge's middle after the nodes are placed, so labels
/// land on nodes and on the legend; their overlap removal only moves nodes. Turning each label
/// into a node of its own (text only) on a two-part edge lets `overlap=false` keep it clear of
/// every other node. dot places edge labels itself and needs none of this.
extension LayoutGraph {
    /// The same graph with every edge label as a node between the edge's two halves.
    public func edgeLabelsAsNodes() -> LayoutGraph {
        var document = document
        var next = 0
        document.statements = Self.splitLabelledEdges(document.statements, next: &next)
        return LayoutGraph(document: document, nodeCount: nodeCount, edgeCount: edgeCount)
    }

    private static let labelNames: Set<String> = ["label", "xlabel"]

    private static func splitLabelledEdges(_ statements: [DOTStatement], next: inout Int) -> [DOTStatement] {
        var result: [DOTStatement] = []
        for statement in statements {
            switch statement {
            case .node:
                result.append(statement)
            case var .subgraph(subgraph):
                subgraph.statements = splitLabelledEdges(subgraph.statements, next: &next)
                result.append(.subgraph(subgraph))
            case let .edge(edge):
                // An edge between siblings carries an external label (`xlabel`, for dot), which
                // neato and fdp also place after layout, over nodes: it becomes a node as well.
                guard let label = edge.attributes.first(where: { Self.labelNames.contains($0.name) }) else {
                    result.append(statement)
                    continue
                }
                next += 1
                let id = "edge-label-\(next)"
                let style = edge.attributes.filter { !Self.labelNames.contains($0.name) }
                result.append(.node(DOTNode(id: id, [DOTAttribute("shape", "plain"), DOTAttribute("fontsize", "10"),
                                                     DOTAttribute("label", label.value)])))
                result.append(.edge(DOTEdge(edge.tail, id, style)))
                result.append(.edge(DOTEdge(id, edge.head, style)))
            }
        }
        return result
    }
}
