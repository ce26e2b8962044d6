/// neato and fdp place an edge's label at the edge's middle after the nodes are placed, so labels
/// land on nodes and on the legend; their overlap removal only moves nodes. Turning each label
/// into a node of its own (text only) on a two-part edge lets `overlap=false` keep it clear of
/// every other node. dot places edge labels itself and needs none of this. (The view graph's lines
/// between items neither of which holds the other have their label as a node already.)
extension LayoutGraph {
    /// The same graph with every edge label as a node between the edge's two halves. The label
    /// node goes into the innermost cluster holding both ends: GraphViz draws a cluster's frame
    /// around its members only, so a label left outside crossed the frame of the superview its
    /// edge runs inside.
    public func edgeLabelsAsNodes() -> LayoutGraph {
        var document = document
        var next = 0
        var clusters: [String: [String]] = [:]
        Self.recordClusters(of: document.statements, path: [], into: &clusters)
        var moved: [[String]: [DOTStatement]] = [:]
        document.statements = Self.splitLabelledEdges(document.statements, path: [], clusters: clusters, next: &next, moved: &moved)
        document.statements = Self.insert(moved, into: document.statements, path: [])
        return LayoutGraph(document: document, nodeCount: nodeCount, edgeCount: edgeCount)
    }

    /// Each node's subgraphs, outermost first.
    private static func recordClusters(of statements: [DOTStatement], path: [String], into clusters: inout [String: [String]]) {
        for statement in statements {
            switch statement {
            case let .node(node): clusters[node.id] = path
            case let .subgraph(subgraph): recordClusters(of: subgraph.statements, path: path + [subgraph.id], into: &clusters)
            case .edge: break
            }
        }
    }

    private static func splitLabelledEdges(_ statements: [DOTStatement], path: [String], clusters: [String: [String]],
                                           next: inout Int, moved: inout [[String]: [DOTStatement]]) -> [DOTStatement] {
        var result: [DOTStatement] = []
        for statement in statements {
            switch statement {
            case .node:
                result.append(statement)
            case var .subgraph(subgraph):
                subgraph.statements = splitLabelledEdges(subgraph.statements, path: path + [subgraph.id], clusters: clusters,
                                                         next: &next, moved: &moved)
                result.append(.subgraph(subgraph))
            case let .edge(edge):
                guard let label = edge.attributes.first(where: { $0.name == "label" || $0.name == "xlabel" }) else {
                    result.append(statement)
                    continue
                }
                next += 1
                let id = "edge-label-\(next)"
                let style = edge.attributes.filter { $0.name != "label" && $0.name != "xlabel" }
                let labelNode = DOTStatement.node(DOTNode(id: id, [DOTAttribute("shape", "plain"), DOTAttribute("fontsize", "10"),
                                                                   DOTAttribute("label", label.value)]))
                let tailPath = clusters[edge.tail] ?? [], headPath = clusters[edge.head] ?? []
                let shared = Array(zip(tailPath, headPath).prefix { $0 == $1 }.map(\.0))
                if shared.count > path.count, Array(shared.prefix(path.count)) == path {
                    moved[shared, default: []].append(labelNode)
                } else {
                    result.append(labelNode)
                }
                result.append(.edge(DOTEdge(edge.tail, id, style)))
                result.append(.edge(DOTEdge(id, edge.head, style)))
            }
        }
        return result
    }

    /// Appends the moved label nodes to the subgraphs they belong in.
    private static func insert(_ moved: [[String]: [DOTStatement]], into statements: [DOTStatement], path: [String]) -> [DOTStatement] {
        guard !moved.isEmpty else { return statements }
        return statements.map { statement in
            guard case var .subgraph(subgraph) = statement else { return statement }
            let inner = path + [subgraph.id]
            subgraph.statements = insert(moved, into: subgraph.statements, path: inner) + (moved[inner] ?? [])
            return .subgraph(subgraph)
        }
    }
}
