/// A view taken out of the hierarchy by removeFromSuperview, kept so a step can add it back: the
/// view and its subtree (views and guides, in declaration order) and the constraints held inside
/// that subtree, which stay with it.
public struct RemovedView: Sendable {
    public var name: String
    public var items: [LayoutItem]
    public var constraints: [LayoutConstraintSpec]
}

/// UIKit's removeFromSuperview and addSubview, on a `Layout` (docs/semantics.md, "Removing a view
/// from its superview").
///
/// A constraint is held by the nearest common ancestor of its items. Removing a view takes away
/// every constraint that involves the view or one of its descendants and is held outside the
/// removed subtree; the constraints held inside it (between two of its views, or on one of them
/// alone) go with it and come back when it is added back.
public enum ViewRemoval {
    /// What becomes of one constraint when a subtree leaves the hierarchy.
    public enum Fate: Equatable, Sendable {
        /// It does not involve the subtree.
        case stays
        /// All its items are in the subtree: it is held there and goes with it.
        case goesWithView
        /// It ties the subtree to the rest of the hierarchy: UIKit removes it for good.
        case dropped
    }

    /// The view an item name belongs to: itself, or for a guide the system makes
    /// (`root.safeArea`, `scroll.contentGuide`) the view before the dot.
    public static func owner(of item: String) -> String {
        guard let dot = item.firstIndex(of: ".") else { return item }
        return String(item[..<dot])
    }

    /// `name` and every item below it, in the order of `items`.
    public static func subtree(of name: String, in items: [LayoutItem]) -> [String] {
        var parents: [String: String] = [:]
        for item in items { if let parent = item.parent { parents[item.name] = parent } }
        return items.map(\.name).filter { candidate in
            var current: String? = candidate
            var steps = 0
            while let itemName = current, steps <= items.count {
                if itemName == name { return true }
                current = parents[itemName]
                steps += 1
            }
            return false
        }
    }

    public static func fate(of spec: LayoutConstraintSpec, subtree: Set<String>) -> Fate {
        let owners = ([spec.first.item] + (spec.second.map { [$0.item] } ?? [])).map(owner(of:))
        let inside = owners.filter { subtree.contains($0) }.count
        if inside == 0 { return .stays }
        return inside == owners.count ? .goesWithView : .dropped
    }

    /// The layout without `name`'s subtree, the removed view, and the indices (into
    /// `layout.constraints`) of the constraints kept in the layout.
    static func removing(_ name: String, from layout: Layout, at location: SourceLocation?) throws
        -> (layout: Layout, removed: RemovedView, kept: [Int]) {
        guard let item = layout.item(named: name) else {
            throw LayoutError("there is no view `\(name)` to remove from its superview", at: location)
        }
        guard let parent = item.parent else {
            throw LayoutError("`\(name)` is the root view; it has no superview to leave", at: location)
        }
        guard item.kind.isView else {
            throw LayoutError("`\(name)` is a layout guide; a guide leaves its view with removeLayoutGuide, not removeFromSuperview", at: location)
        }
        let members = Set(subtree(of: name, in: layout.items))
        var next = layout
        next.items = layout.items.filter { !members.contains($0.name) }
        var kept: [Int] = []
        var carried: [LayoutConstraintSpec] = []
        for (index, spec) in layout.constraints.enumerated() {
            switch fate(of: spec, subtree: members) {
            case .stays: kept.append(index)
            case .goesWithView: carried.append(spec)
            case .dropped: break
            }
        }
        next.constraints = kept.map { layout.constraints[$0] }
        // An arranged view leaves its stack's arrangedSubviews too.
        if let stackIndex = next.index(ofItem: parent), var stack = next.items[stackIndex].stack {
            stack.arranged.removeAll { $0 == name }
            stack.customSpacing[name] = nil
            next.items[stackIndex].stack = stack
        }
        let removed = RemovedView(name: name, items: layout.items.filter { members.contains($0.name) }, constraints: carried)
        next.removedViews.append(removed)
        return (next, removed, kept)
    }

    /// The layout with the removed view `name` back under `parent` (arranged at `arrangedIndex`,
    /// or at the end, when `parent` is a stack view), and the constraints it brings back.
    static func adding(_ name: String, to parent: String, arrangedIndex: Int?, in layout: Layout,
                       at location: SourceLocation?) throws -> (layout: Layout, restored: [LayoutConstraintSpec]) {
        guard let removedAt = layout.removedViews.firstIndex(where: { $0.name == name }) else {
            let reason = layout.item(named: name) != nil ? "it is in the hierarchy" : "no view by that name was removed"
            throw LayoutError("`\(name)` cannot be added back: \(reason)", at: location)
        }
        guard let parentIndex = layout.index(ofItem: parent) else {
            throw LayoutError("there is no view `\(parent)` to add `\(name)` to", at: location)
        }
        guard layout.items[parentIndex].kind.isView else {
            throw LayoutError("`\(parent)` is a layout guide and cannot contain `\(name)`", at: location)
        }
        var next = layout
        var removed = next.removedViews.remove(at: removedAt)
        if let rootAt = removed.items.firstIndex(where: { $0.name == name }) { removed.items[rootAt].parent = parent }
        if var stack = next.items[parentIndex].stack {
            let position = arrangedIndex ?? stack.arranged.count
            guard position >= 0, position <= stack.arranged.count else {
                throw LayoutError("index \(position) is outside `\(parent)`\(Possessive.suffix(for: parent)) arranged views (0...\(stack.arranged.count)); UIKit throws", at: location)
            }
            stack.arranged.insert(name, at: position)
            next.items[parentIndex].stack = stack
        } else if arrangedIndex != nil {
            throw LayoutError("`\(parent)` is not a stack view, so `at` has no arranged position to take", at: location)
        }
        next.items += removed.items
        next.constraints += removed.constraints
        return (next, removed.constraints)
    }
}
