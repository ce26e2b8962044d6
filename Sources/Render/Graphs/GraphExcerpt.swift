/// What `graph` draws of a layout too big to read (more nodes than `ReadablePictureSize.nodeLimit`,
/// or in the views graph superviews nested deeper than `ReadablePictureSize.clusterDepthLimit`)
/// when neither `--focus` nor `--full` is given: the first items in tree order (`ItemTreeOrder`:
/// whole superviews first) and the constraints among them, as many as fit under both limits.
/// Constraints that reach an item left out are left out too, and the title says how much is missing.
public struct GraphExcerpt: Sendable {
    /// Items and plain variables kept.
    public let names: Set<String>
    /// The constraints drawn (indices into `LayoutGraphModel.constraints`), in the model's order.
    public let constraints: [Int]
    /// Nodes of the whole graph and of the excerpt (as `LayoutGraph.nodeCount` counts them).
    public let totalNodes: Int
    public let shownNodes: Int
    /// Items (and plain variables) kept and in all, and the first and last kept, for the sentence.
    public let shownItems: Int
    public let totalItems: Int
    public let firstItem: String?
    public let lastItem: String?
    public let totalConstraints: Int
    /// How deep the views graph's frames nest (an item inside N superviews is at depth N); 0 for
    /// the constraints graph, which draws no frames.
    public let depth: Int

    /// "the graph has 15473 nodes, too many to draw readably (over 500)", or for nesting "its
    /// frames nest 8000 deep, too deep to draw readably (over 50)", or both joined by "and".
    public var reason: String {
        var parts: [String] = []
        if totalNodes > ReadablePictureSize.nodeLimit {
            parts.append("the graph has \(totalNodes) nodes, too many to draw readably (over \(ReadablePictureSize.nodeLimit))")
        }
        if depth > ReadablePictureSize.clusterDepthLimit {
            parts.append("its superviews' frames nest \(depth) deep, too deep to draw readably (over \(ReadablePictureSize.clusterDepthLimit))")
        }
        return parts.joined(separator: " and ")
    }

    /// "the first 16 of 1600 items in the layout's tree (root … b4) and the 75 of 7 000 constraints among them (493 nodes)".
    public var drawn: String {
        let range = firstItem.map { first in lastItem.map { $0 == first ? first : "\(first) … \($0)" } ?? first } ?? "none"
        return "the first \(shownItems) of \(totalItems) items in the layout's tree (\(range)) and the "
            + "\(constraints.count) of \(totalConstraints) constraints among them (\(shownNodes) nodes)"
    }

    /// The two lines the graph's title gains.
    public var titleLines: [String] {
        ["Summary: \(reason).", "Drawn: \(drawn); --focus ID draws one constraint and what explains it, --full the whole graph."]
    }

    /// The excerpt of `model`'s `kind` graph, or nil when the whole graph has at most `limit` nodes
    /// (and, for the views graph, no item deeper than `depthLimit`).
    public static func of(_ kind: LayoutGraphKind, model: LayoutGraphModel, limit: Int = ReadablePictureSize.nodeLimit,
                          depthLimit: Int = ReadablePictureSize.clusterDepthLimit) -> GraphExcerpt? {
        let order = ItemTreeOrder.order(model.items.map { (name: $0.name, parent: $0.parent) })
            + model.plainVariables.map(\.name)
        var position: [String: Int] = [:]
        for (index, name) in order.enumerated() where position[name] == nil { position[name] = index }
        // dot lays out nested clusters far worse than linearly (a chain of 200 nested views took
        // 0.74 s, of 400 6.5 s): the views graph keeps the items down to `depthLimit` frames deep.
        // Tree order puts every superview before its subviews, so each depth is its parent's plus one.
        var depths = [Int](repeating: 0, count: order.count)
        if kind == .views {
            var parentOf: [String: String] = [:]
            for item in model.items { if let parent = item.parent, parentOf[item.name] == nil { parentOf[item.name] = parent } }
            for (index, name) in order.enumerated() {
                if let parent = parentOf[name], let at = position[parent], at < index { depths[index] = depths[at] + 1 }
            }
        }
        let deepest = depths.max() ?? 0
        // Each constraint joins the picture with the last of its ends in tree order.
        let shown = model.unfocusedConstraints
        var completing = [[Int]](repeating: [], count: order.count)
        for index in shown {
            let ends = model.constraints[index].endpoints.map { position[$0] }
            guard !ends.contains(nil), let last = ends.compactMap({ $0 }).max() else { continue }
            completing[last].append(index)
        }

        var seenVariables = Set<Int>()
        var costs: [Int] = []
        costs.reserveCapacity(order.count)
        for constraints in completing {
            var cost = kind == .views ? 1 : 0
            for index in constraints {
                let constraint = model.constraints[index]
                switch kind {
                // A constraint over three or more plain variables is a node of its own there.
                case .views: cost += constraint.endpoints.count > 2 ? 1 : 0
                case .constraints:
                    cost += 1
                    for term in constraint.lowered.expression.terms where seenVariables.insert(term.variable.id).inserted { cost += 1 }
                }
            }
            costs.append(cost)
        }
        let total = costs.reduce(0, +)
        guard total > limit || deepest > depthLimit else { return nil }
        var kept = 0, nodes = 0
        while kept < costs.count, nodes + costs[kept] <= limit, depths[kept] <= depthLimit {
            nodes += costs[kept]
            kept += 1
        }
        let constraints = completing[..<kept].flatMap { $0 }.sorted()
        return GraphExcerpt(names: Set(order[..<kept]), constraints: constraints, totalNodes: total, shownNodes: nodes,
                            shownItems: kept, totalItems: order.count, firstItem: order.first.flatMap { kept > 0 ? $0 : nil },
                            lastItem: kept > 0 ? order[kept - 1] : nil, totalConstraints: shown.count, depth: deepest)
    }
}
