import Cassowary

/// Look-ups from the solver back to the layout, for questions that start from what moved in the
/// solver (a trial, an alternative layout) and must stay proportional to it: which item a
/// variable belongs to, an item's subviews, and the installed constraints that mention a variable.
struct EngineLookup {
    /// Variable id → the item whose frame it is part of.
    let itemOfVariable: [Int: String]
    /// Item → its direct subviews and guides, in item order.
    let children: [String: [String]]
    /// Item → its place in the catalogue's order.
    let position: [String: Int]
    /// Variable id → indices into `managed` of the installed constraints that mention it, ascending.
    let constraintsOfVariable: [Int: [Int]]
    /// Identifier → indices into `layout.constraints` of the app constraints that carry it.
    let userConstraints: [String: [Int]]
    /// Labels that wrap at their solved width (UIKit's second pass), in item order.
    let wrappingLabels: [String]
    /// Indices into `managed` of the constraints left out to recover from a conflict, ascending.
    let leftOut: [Int]

    init(layout: Layout, catalogue: ItemCatalogue, variables: VariableTable, managed: [ManagedConstraint]) {
        var owner: [Int: String] = [:], children: [String: [String]] = [:], position: [String: Int] = [:]
        for (index, item) in catalogue.items.enumerated() {
            if position[item.name] == nil { position[item.name] = index }
            for variable in variables.variables(of: item.name).all { owner[variable.id] = item.name }
            if let parent = item.parent { children[parent, default: []].append(item.name) }
        }
        var mentions: [Int: [Int]] = [:]
        for (index, entry) in managed.enumerated() where entry.isInstalled {
            for term in entry.lowered?.expression.terms ?? [] { mentions[term.variable.id, default: []].append(index) }
        }
        var identified: [String: [Int]] = [:]
        for (index, spec) in layout.constraints.enumerated() {
            if let identifier = spec.identifier { identified[identifier, default: []].append(index) }
        }
        userConstraints = identified
        wrappingLabels = layout.items.filter(LayoutEngine.wrapsAutomatically).map(\.name)
        leftOut = managed.indices.filter { managed[$0].lowered != nil && !managed[$0].isInstalled }
        itemOfVariable = owner
        self.children = children
        self.position = position
        constraintsOfVariable = mentions
    }
}

extension LayoutEngine {
    var lookup: EngineLookup {
        if let cached = lookupCache { return cached }
        let made = EngineLookup(layout: layout, catalogue: catalogue, variables: variables, managed: managed)
        lookupCache = made
        return made
    }

    /// The items whose frame relative to their superview may differ when `moved` variables have
    /// new values: their owners and the owners' subviews, in item order.
    func itemsAffected(by moved: [Variable]) -> [String] {
        var names = Set<String>()
        for variable in moved {
            guard let item = lookup.itemOfVariable[variable.id] else { continue }
            names.insert(item)
            names.formUnion(lookup.children[item] ?? [])
        }
        return names.sorted { lookup.position[$0] ?? Int.max < lookup.position[$1] ?? Int.max }
    }

    /// Frame relative to the superview from the solver's current values.
    func relativeFrame(of item: String) -> Rect {
        var frame = windowFrame(of: item)
        if let parent = catalogue.parent(of: item) {
            let origin = windowFrame(of: parent)
            frame.x = cleaned(frame.x - origin.x)
            frame.y = cleaned(frame.y - origin.y)
        }
        return frame
    }
}
