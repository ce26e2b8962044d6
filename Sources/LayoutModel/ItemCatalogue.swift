/// The items of a layout (the scenario's and the generated guides) with the tree questions that
/// lowering and validation ask: the nearest common ancestor, the view that holds a constraint,
/// layout direction (through `LayoutTree`).
struct ItemCatalogue: Sendable {
    /// Scenario items first, then generated ones, in order.
    let items: [LayoutItem]
    let rootName: String
    /// The position in `items` of each name's first item (an index, not a second copy of every item).
    private let byName: [String: Int]
    private let tree: LayoutTree

    init(layout: Layout, generatedItems: [LayoutItem]) {
        // Lowering reads `layoutMargins`: here they are the margins in use, not the view's own.
        let resolver = LayoutMarginResolver(layout: layout)
        items = layout.items.map { item in
            var resolved = item
            resolved.layoutMargins = resolver.margins(of: item.name)
            resolved.marginsAreDirectional = false
            return resolved
        } + generatedItems
        rootName = layout.rootName
        var table: [String: Int] = [:]
        table.reserveCapacity(items.count)
        for (index, item) in items.enumerated() where table[item.name] == nil { table[item.name] = index }
        byName = table
        tree = LayoutTree(items: items, rootName: rootName)
    }

    func item(_ name: String) -> LayoutItem? { byName[name].map { items[$0] } }

    // One field of an item, read in place: `item(_:)` copies the whole item, and lowering and
    // validation ask these for every anchor of every constraint.
    func contains(_ name: String) -> Bool { byName[name] != nil }
    func kind(of name: String) -> ViewKind? { byName[name].map { items[$0].kind } }
    /// The item's superview; nil for the root and for a name not in the catalogue.
    func parent(of name: String) -> String? { byName[name].flatMap { items[$0].parent } }

    /// The nearest common ancestor (a view counts as its own ancestor), nil when there is none.
    func nearestCommonAncestor(_ first: String, _ second: String) -> String? {
        tree.nearestCommonAncestor(first, second)
    }

    /// The view that holds a constraint: the nearest common ancestor of its items, or for a
    /// constraint with one item its superview (whose coordinates a constant location is read in).
    /// A layout guide is held by its owning view. nil means the window itself.
    func holdingView(of spec: LayoutConstraintSpec) -> String? {
        let holder: String?
        if let second = spec.second {
            holder = nearestCommonAncestor(spec.first.item, second.item)
        } else {
            holder = parent(of: spec.first.item)
        }
        guard let name = holder, let kind = kind(of: name) else { return nil }
        return kind.isView ? name : parent(of: name)
    }

    /// The effective layout direction of a view: its own semantic content, else its nearest
    /// ancestor's; the root defaults to left-to-right.
    func isRightToLeft(_ view: String?) -> Bool { view.map(tree.isRightToLeft) ?? false }
}
