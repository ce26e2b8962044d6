/// The superview tree of a set of items, indexed once so that the questions asked for every
/// constraint (ancestors, nearest common ancestor, layout direction, whether a view reaches the
/// root) cost the distance walked, not the depth of the tree times its size: a 2 000-deep nesting
/// asked them for every constraint and took minutes.
struct LayoutTree: Sendable {
    private let indexOf: [String: Int]
    private let names: [String]
    /// The superview's index; nil for the top of a chain (the root, an unknown parent, a cycle's break).
    private let parentIndex: [Int?]
    private let depth: [Int]
    private let rightToLeft: [Bool]
    private let reachesRoot: [Bool]

    /// `items` in declaration order; the first item with a name wins, as in `Layout.item(named:)`.
    init<Items: Sequence>(items: Items, rootName: String) where Items.Element == LayoutItem {
        var indexOf: [String: Int] = [:]
        var names: [String] = []
        var parents: [String?] = []
        var semantic: [SemanticContent] = []
        for item in items where indexOf[item.name] == nil {
            indexOf[item.name] = names.count
            names.append(item.name)
            parents.append(item.parent)
            semantic.append(item.semanticContent)
        }
        let count = names.count
        var parentIndex = [Int?](repeating: nil, count: count)
        var depth = [Int](repeating: -1, count: count)  // -1: not settled yet
        var rightToLeft = [Bool](repeating: false, count: count)
        var reachesRoot = [Bool](repeating: false, count: count)
        var walkMark = [Int](repeating: -1, count: count)  // which walk last passed here
        // Each item is settled once: walk up to a settled item (or the top, or a cycle), then
        // settle the walked path from the top down.
        var path: [Int] = []
        for start in 0..<count where depth[start] < 0 {
            path.removeAll(keepingCapacity: true)
            var current: Int? = start
            var above: Int?
            while let index = current {
                if depth[index] >= 0 { above = index; break }
                if walkMark[index] == start { break }  // a cycle: its first item becomes a top
                walkMark[index] = start
                path.append(index)
                current = parents[index].flatMap { indexOf[$0] }
            }
            for index in path.reversed() {
                if let parent = above {
                    parentIndex[index] = parent
                    depth[index] = depth[parent] + 1
                    reachesRoot[index] = reachesRoot[parent]
                    rightToLeft[index] = rightToLeft[parent]
                } else {
                    depth[index] = 0
                    reachesRoot[index] = names[index] == rootName && current == nil
                }
                switch semantic[index] {
                case .inherit: break
                case .leftToRight: rightToLeft[index] = false
                case .rightToLeft: rightToLeft[index] = true
                }
                above = index
            }
        }
        self.indexOf = indexOf
        self.names = names
        self.parentIndex = parentIndex
        self.depth = depth
        self.rightToLeft = rightToLeft
        self.reachesRoot = reachesRoot
    }

    /// Whether the item's chain of superviews ends at the root (no cycle, no unknown superview).
    func reachesRoot(_ name: String) -> Bool { indexOf[name].map { reachesRoot[$0] } ?? false }

    /// `name`, its superview, … up to the top (stops on a cycle or an unknown parent).
    func ancestors(of name: String) -> [String] {
        var chain: [String] = []
        var current = indexOf[name]
        while let index = current {
            chain.append(names[index])
            current = parentIndex[index]
        }
        return chain
    }

    /// The nearest common ancestor (a view counts as its own ancestor), nil when there is none.
    /// Walks up from the deeper one to the same depth, then both together.
    func nearestCommonAncestor(_ first: String, _ second: String) -> String? {
        guard var a = indexOf[first], var b = indexOf[second] else { return nil }
        while depth[a] > depth[b] { guard let up = parentIndex[a] else { return nil }; a = up }
        while depth[b] > depth[a] { guard let up = parentIndex[b] else { return nil }; b = up }
        while a != b {
            guard let upA = parentIndex[a], let upB = parentIndex[b] else { return nil }
            a = upA
            b = upB
        }
        return names[a]
    }

    /// The effective layout direction: the view's own semantic content, else its nearest
    /// ancestor's that sets one; left to right when none does.
    func isRightToLeft(_ name: String) -> Bool { indexOf[name].map { rightToLeft[$0] } ?? false }
}
