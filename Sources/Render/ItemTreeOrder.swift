/// Items in tree order: each item, then its subviews and theirs, siblings in declaration order.
/// A prefix of this order is a readable part of a big layout: whole superviews first, and every
/// item drawn with its superviews.
enum ItemTreeOrder {
    /// `items` as (name, superview) in declaration order. Items whose superview is unknown start
    /// trees of their own; a name given twice counts once. Iterative, so a nesting thousands of
    /// views deep does not overflow the stack.
    static func order(_ items: [(name: String, parent: String?)]) -> [String] {
        var known = Set<String>()
        for item in items { known.insert(item.name) }
        var children: [String: [String]] = [:]
        var roots: [String] = []
        var listed = Set<String>()
        for item in items where listed.insert(item.name).inserted {
            if let parent = item.parent, parent != item.name, known.contains(parent) {
                children[parent, default: []].append(item.name)
            } else {
                roots.append(item.name)
            }
        }
        var ordered: [String] = []
        var visited = Set<String>()
        var stack = Array(roots.reversed())
        while let name = stack.popLast() {
            guard visited.insert(name).inserted else { continue }
            ordered.append(name)
            stack += (children[name] ?? []).reversed()
        }
        // Items in a loop of superviews (invalid input) are unreachable from a root: listed last.
        for item in items where visited.insert(item.name).inserted { ordered.append(item.name) }
        return ordered
    }
}
