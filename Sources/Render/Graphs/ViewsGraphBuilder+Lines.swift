/// The view graph's lines: one per pair of items and style, listing every constraint between
/// them that looks the same.
///
/// Between a view and one of its superviews the line is an ordinary labelled edge, the superview
/// its tail, so dot ranks superviews above their subviews and routes the label as a node of its
/// own, clear of the boxes. Between two items neither of which holds the other (siblings,
/// cousins) the label is a text-only node of its own, ranked below both items and joined to each
/// by a line meeting at its top: dot then keeps it clear of every box like any other node (up to
/// `labelNodeLimit` such labels; a bigger layout gets external labels, see there).
///
/// The obvious alternatives fail in dot 2.42 (Debian's). An ordinary label on an edge that does
/// not rank its ends (`constraint=false`, which keeps siblings side by side) makes a "flat" edge,
/// which dot lays out by reallocating its rank array; `gvFreeLayout` then frees it a second time
/// (a crash), and with clusters nested deeper dot fails with "trouble in init_rank" or
/// "triangulation failed". An external label (`xlabel`) avoids that but is placed after layout,
/// into whatever room is left, which is often over the boxes beside it.
extension ViewsGraphBuilder {
    /// At most this many labels of one superview share a row; more go on further rows below. A
    /// label is about as wide as a box (one constraint in the scenario syntax), so a row of
    /// labels stays about as wide as a row of four views rather than as wide as all of them.
    static let labelsPerRow = 4

    /// At most this many rows of labels under one superview; past `labelsPerRow` times this,
    /// rows grow wider instead. Each row is a rank every line to a label below it must cross,
    /// and dot's layout time explodes with the depth: 100 labels took 4.9 s in 25 rows, 0.34 s
    /// in 10 and 0.17 s in 5 (a row of 25 views is wider than any screen already).
    static let maximumLabelRows = 6

    /// Above this many labels between side-by-side items, they are external labels (`xlabel`)
    /// on lines that do not rank their ends, as label nodes would make dot's layout of a big
    /// layout take minutes (1 000 table cells: over 100 s instead of about 18 s). The lessons
    /// have a few dozen at most.
    static let labelNodeLimit = 100

    struct ConstraintLines {
        /// The edges, in the order the constraints were declared.
        var edges: [DOTStatement] = []
        /// Label nodes by the name of the innermost drawn superview holding both ends (a cluster).
        var labelNodes: [String: [DOTStatement]] = [:]
        /// Label nodes of lines between items with no common superview (plain variables).
        var topLevelLabelNodes: [DOTStatement] = []
        var labelNodeCount = 0
    }

    /// `clusters` names the items drawn as a frame around their subviews.
    func constraintLines(_ indices: [Int], nodeIDs: [String: String], clusters: Set<String>) -> ConstraintLines {
        var parents: [String: String] = [:]
        for item in model.items { if let parent = item.parent { parents[item.name] = parent } }
        func superviews(of name: String) -> [String] {
            var chain: [String] = []
            var current = parents[name]
            while let parent = current, chain.count <= model.items.count {
                chain.append(parent)
                current = parents[parent]
            }
            return chain
        }
        struct Group {
            let tail: String
            let head: String
            let style: GraphStyle
            /// Between a view and one of its superviews: ranks the superview above.
            let isNested: Bool
            /// For a line that is not nested: the innermost superview holding both ends.
            let commonSuperview: String?
            var constraints: [Int]
        }
        var groups: [Group] = []
        var groupIndex: [String: Int] = [:]
        for index in indices {
            let constraint = model.constraints[index]
            let (first, second) = (constraint.endpoints[0], constraint.endpoints[1])
            let (firstUp, secondUp) = (superviews(of: first), superviews(of: second))
            let nested = firstUp.contains(second) || secondUp.contains(first)
            let (tail, head) = firstUp.contains(second) ? (second, first) : (first, second)
            let style = GraphStyle.of(constraint, emphasis: emphasis.of(index))
            let key = "\(tail)\u{0}\(head)\u{0}\(style.color)\u{0}\(style.line)\u{0}\(style.penWidth)"
            if let existing = groupIndex[key] {
                groups[existing].constraints.append(index)
            } else {
                groupIndex[key] = groups.count
                let common = nested ? nil : firstUp.first { secondUp.contains($0) && clusters.contains($0) }
                groups.append(Group(tail: tail, head: head, style: style, isNested: nested, commonSuperview: common,
                                    constraints: [index]))
            }
        }

        // Rows per superview: how many labels each holds, then each label's row in turn.
        var labelTotals: [String: Int] = [:]
        for group in groups where !group.isNested { labelTotals[group.commonSuperview ?? "", default: 0] += 1 }
        var labelsPlaced: [String: Int] = [:]
        let labelsAsNodes = labelTotals.values.reduce(0, +) <= Self.labelNodeLimit

        var result = ConstraintLines()
        for group in groups {
            let lines = group.constraints.flatMap { index in
                GraphStyle.of(model.constraints[index], emphasis: emphasis.of(index)).lines(for: model.constraints[index])
            }
            let label = DOTValue.html(DOTHTML.paddedTable(lines, padding: 4))
            let tags = DOTAttribute("class", .text(group.constraints.map { model.constraints[$0].tag }.joined(separator: " ")))
            let tail = nodeIDs[group.tail, default: group.tail], head = nodeIDs[group.head, default: group.head]
            guard !group.isNested else {
                result.edges.append(.edge(DOTEdge(tail, head, group.style.edgeAttributes
                    + [DOTAttribute("fontcolor", .text(group.style.color)), DOTAttribute("label", label), tags])))
                continue
            }
            guard labelsAsNodes else {
                result.edges.append(.edge(DOTEdge(tail, head, group.style.edgeAttributes
                    + [DOTAttribute("constraint", "false"), DOTAttribute("fontcolor", .text(group.style.color)),
                       DOTAttribute("xlabel", label), tags])))
                continue
            }
            let place = group.commonSuperview ?? ""
            let rows = min((labelTotals[place, default: 1] + Self.labelsPerRow - 1) / Self.labelsPerRow, Self.maximumLabelRows)
            let row = labelsPlaced[place, default: 0] % rows
            labelsPlaced[place, default: 0] += 1
            result.labelNodeCount += 1
            let id = "label_\(result.labelNodeCount)"
            let node = DOTStatement.node(DOTNode(id: id, [DOTAttribute("shape", "plain"), DOTAttribute("fontsize", "10"),
                                                          DOTAttribute("fontcolor", .text(group.style.color)),
                                                          DOTAttribute("label", label), tags]))
            if let superview = group.commonSuperview { result.labelNodes[superview, default: []].append(node) } else {
                result.topLevelLabelNodes.append(node)
            }
            // Both halves end at the label's top middle, so the two lines visibly meet there.
            let half = group.style.edgeAttributes + [DOTAttribute("headport", "n"), tags]
                + (row > 0 ? [DOTAttribute("minlen", .text(String(row + 1)))] : [])
            result.edges.append(.edge(DOTEdge(tail, id, half)))
            result.edges.append(.edge(DOTEdge(head, id, half)))
        }
        return result
    }
}
