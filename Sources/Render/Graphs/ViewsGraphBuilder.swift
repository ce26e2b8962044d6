import Cassowary
import LayoutModel

/// The view graph: each view or layout guide is a node showing its frame and the constraints on it
/// alone (a fixed size, intrinsic size); a superview is a frame drawn around its subviews; the
/// constraints between two items are a line labelled in the scenario syntax
/// (`ViewsGraphBuilder+Lines.swift`). Plain variables of
/// Cassowary lessons are nodes too, and a linear constraint over three or more of them is a small
/// box joined to each.
struct ViewsGraphBuilder {
    let model: LayoutGraphModel
    let focus: GraphFocus?
    /// Without a focus, what a graph too big to read draws instead of the whole (nil: the whole).
    let excerpt: GraphExcerpt?
    let emphasis: FocusEmphasis
    /// The ambiguous items' free variables, looked up per item: searching the list made a big
    /// layout's graph quadratic.
    private let ambiguities: [String: [String]]

    init(model: LayoutGraphModel, focus: GraphFocus?, excerpt: GraphExcerpt? = nil) {
        self.model = model
        self.focus = focus
        self.excerpt = focus == nil ? excerpt : nil
        emphasis = FocusEmphasis(focus)
        var ambiguities: [String: [String]] = [:]
        for ambiguity in model.ambiguities where ambiguities[ambiguity.item] == nil { ambiguities[ambiguity.item] = ambiguity.variables }
        self.ambiguities = ambiguities
    }

    /// The document, and how many of its nodes are constraint labels (`labelNodes`), so the
    /// counts printed name items and constraint lines only.
    func document() -> (document: DOTDocument, labelNodeCount: Int) {
        let shown = focus?.shown ?? excerpt?.constraints ?? model.unfocusedConstraints
        var unary: [String: [Int]] = [:]  // looked up by endpoint name only
        var binary: [Int] = []
        var hubs: [Int] = []
        for index in shown {
            switch model.constraints[index].endpoints.count {
            case 1: unary[model.constraints[index].endpoints[0], default: []].append(index)
            case 2: binary.append(index)
            default: hubs.append(index)
            }
        }
        let touched = Set(shown.flatMap { model.constraints[$0].endpoints } + (focus?.items ?? []))
        let drawnItems = itemsToDraw(touched: touched)
        let nodeIDs = nodeIdentifiers()

        var document = DOTDocument(name: "views")
        let common = LayoutGraph.commonAttributes()
        document.attributes = common.graph + [DOTAttribute("rankdir", "TB"), DOTAttribute("nodesep", "0.4"),
                                              DOTAttribute("ranksep", "0.6")]
        document.nodeDefaults = common.node + [DOTAttribute("shape", "box"), DOTAttribute("margin", "0.08,0.04")]
        document.edgeDefaults = common.edge

        // Items nest as clusters inside their drawn superview, in declaration order.
        var children: [String: [LayoutGraphModel.Item]] = [:]
        var topLevel: [LayoutGraphModel.Item] = []
        let drawnNames = Set(drawnItems.map(\.name))
        for item in drawnItems {
            if let parent = item.parent, drawnNames.contains(parent) { children[parent, default: []].append(item) } else { topLevel.append(item) }
        }
        let lines = constraintLines(binary, nodeIDs: nodeIDs, clusters: Set(children.keys))
        func node(_ item: LayoutGraphModel.Item) -> DOTStatement {
            .node(itemNode(item, id: nodeIDs[item.name, default: item.name], unary: unary[item.name] ?? [],
                           isContext: focus != nil && !touched.contains(item.name)))
        }
        func cluster(_ item: LayoutGraphModel.Item, _ statements: [DOTStatement]) -> DOTStatement {
            .subgraph(DOTSubgraph(id: "cluster_" + nodeIDs[item.name, default: item.name], [
                DOTAttribute("label", .text(item.name)), DOTAttribute("labeljust", "l"),
                DOTAttribute("style", "rounded"), DOTAttribute("color", .text(GraphStyle.faded)),
                DOTAttribute("fontcolor", .text(GraphStyle.faded)),
            ], statements: statements + (lines.labelNodes[item.name] ?? [])))
        }
        // Depth first with an explicit stack rather than recursion: a nesting thousands of views
        // deep overflowed the call stack. A superview's cluster is closed once its last subview's is.
        var open: [(item: LayoutGraphModel.Item, inside: [LayoutGraphModel.Item], next: Int, statements: [DOTStatement])] = []
        for root in topLevel {
            var finished: DOTStatement?
            if let inside = children[root.name] { open.append((root, inside, 0, [node(root)])) } else { finished = node(root) }
            while let top = open.indices.last {
                if open[top].next < open[top].inside.count {
                    let child = open[top].inside[open[top].next]
                    open[top].next += 1
                    if let inside = children[child.name] {
                        open.append((child, inside, 0, [node(child)]))
                    } else {
                        open[top].statements.append(node(child))
                    }
                } else {
                    let closed = open.removeLast()
                    let statement = cluster(closed.item, closed.statements)
                    if let parent = open.indices.last { open[parent].statements.append(statement) } else { finished = statement }
                }
            }
            if let finished { document.statements.append(finished) }
        }
        document.statements += model.plainVariables.filter { variable in
            focus.map { _ in touched.contains(variable.name) } ?? excerpt.map { $0.names.contains(variable.name) } ?? true
        }.map { variable in
            .node(variableNode(variable, id: nodeIDs[variable.name, default: variable.name], unary: unary[variable.name] ?? []))
        }
        document.statements += lines.topLevelLabelNodes
        document.statements += lines.edges
        for index in hubs {
            let constraint = model.constraints[index]
            let style = GraphStyle.of(constraint, emphasis: emphasis.of(index))
            document.statements.append(.node(DOTNode(id: "c\(index)", [
                DOTAttribute("shape", "box"), DOTAttribute("style", .text(style.line.rawValue)), DOTAttribute("color", .text(style.color)),
                DOTAttribute("penwidth", .text(formatNumber(style.penWidth))),
                DOTAttribute("label", .html(DOTHTML.table(style.lines(for: constraint), centerFirst: false))),
                DOTAttribute("class", .text(constraint.tag)),
            ])))
            for endpoint in constraint.endpoints {
                document.statements.append(.edge(DOTEdge("c\(index)", nodeIDs[endpoint, default: endpoint],
                                                         style.edgeAttributes + [DOTAttribute("class", .text(constraint.tag))])))
            }
        }
        return (document, lines.labelNodeCount)
    }

    /// All items without a focus (the excerpt's, if any); with one, the items its constraints touch and their superviews.
    private func itemsToDraw(touched: Set<String>) -> [LayoutGraphModel.Item] {
        if let excerpt { return model.items.filter { excerpt.names.contains($0.name) } }
        guard focus != nil else { return model.items }
        var wanted = Set<String>()
        var parents: [String: String] = [:]
        for item in model.items { if let parent = item.parent { parents[item.name] = parent } }
        for name in touched {
            var current: String? = name
            while let itemName = current, wanted.insert(itemName).inserted { current = parents[itemName] }
        }
        return model.items.filter { wanted.contains($0.name) }
    }

    /// `v0`, `v1`, … for items and `p0`, … for plain variables, by declaration order.
    private func nodeIdentifiers() -> [String: String] {
        var ids: [String: String] = [:]
        for (index, item) in model.items.enumerated() where ids[item.name] == nil { ids[item.name] = "v\(index)" }
        for (index, variable) in model.plainVariables.enumerated() where ids[variable.name] == nil { ids[variable.name] = "p\(index)" }
        return ids
    }

    private func itemNode(_ item: LayoutGraphModel.Item, id: String, unary: [Int], isContext: Bool) -> DOTNode {
        let color = isContext ? GraphStyle.faded : GraphStyle.ink
        var description = item.kind.className
        if let text = item.text { description += " " + ScenarioSyntax.quoted(text) }
        if item.isSystemMade { description += ", made by the system" }
        let frame = item.frame
        var lines = [DOTHTML.Line(item.name, color: color, isBold: true),
                     DOTHTML.Line(description, color: color, pointSize: 10),
                     DOTHTML.Line("frame (\(formatNumber(frame.x)), \(formatNumber(frame.y)), \(formatNumber(frame.width)), \(formatNumber(frame.height)))",
                                  color: color, pointSize: 10)]
        lines += unaryLines(unary)
        // An ambiguous frame is an error for explain: the node says which variables can move, in red.
        if let variables = ambiguities[item.name] {
            lines.append(DOTHTML.Line("ambiguous: \(variables.joined(separator: ", ")) can move",
                                      color: isContext ? GraphStyle.faded : GraphStyle.red, isBold: true))
            return DOTNode(id: id, [DOTAttribute("label", .html(DOTHTML.table(lines))),
                                    DOTAttribute("color", .text(isContext ? GraphStyle.faded : GraphStyle.red)),
                                    DOTAttribute("penwidth", "2.5"), DOTAttribute("style", "rounded,dashed"), tags(item.tag, unary)])
        }
        let attributes = [DOTAttribute("label", .html(DOTHTML.table(lines)))] + border(unary: unary, color: color)
            + [DOTAttribute("style", item.kind.isView ? "rounded" : "rounded,dashed"), tags(item.tag, unary)]
        return DOTNode(id: id, attributes)
    }

    private func variableNode(_ variable: (name: String, value: Double), id: String, unary: [Int]) -> DOTNode {
        let lines = [DOTHTML.Line("\(variable.name) = \(formatNumber(variable.value))", isBold: true)] + unaryLines(unary)
        return DOTNode(id: id, [DOTAttribute("shape", "ellipse"), DOTAttribute("label", .html(DOTHTML.table(lines)))]
            + border(unary: unary, color: GraphStyle.ink) + (unary.isEmpty ? [] : [tags(nil, unary)]))
    }

    /// The SVG classes of a node (`PictureTags`): its item's and those of the constraints drawn inside it.
    private func tags(_ itemTag: String?, _ unary: [Int]) -> DOTAttribute {
        DOTAttribute("class", .text(((itemTag.map { [$0] } ?? []) + unary.map { model.constraints[$0].tag }).joined(separator: " ")))
    }

    /// The border takes the look of the most prominent constraint inside, so a node holding a
    /// broken or focused constraint stands out before its rows are read.
    private func border(unary: [Int], color: String) -> [DOTAttribute] {
        let prominent = unary.map { GraphStyle.of(model.constraints[$0], emphasis: emphasis.of($0)) }
            .filter { $0.penWidth > 1 }.max { $0.penWidth < $1.penWidth }
        guard let prominent else { return [DOTAttribute("color", .text(color))] }
        return [DOTAttribute("color", .text(prominent.color)), DOTAttribute("penwidth", .text(formatNumber(prominent.penWidth)))]
    }

    private func unaryLines(_ indices: [Int]) -> [DOTHTML.Line] {
        indices.flatMap { index in
            GraphStyle.of(model.constraints[index], emphasis: emphasis.of(index)).lines(for: model.constraints[index])
        }
    }
}
