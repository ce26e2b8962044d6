import LayoutModel

/// The part of a layout `draw` shows when not all of it: one view with its subviews (`--focus`),
/// or, for a layout of more than `ReadablePictureSize.nodeLimit` views and guides, the first of
/// them in tree order (`ItemTreeOrder`: whole superviews first). Superviews of what is kept are
/// kept, so every view is drawn where it is, inside its superviews' outlines.
public struct WireframeExcerpt: Sendable {
    /// Names of the items drawn.
    public let names: Set<String>
    /// The key's first line: what is drawn and what is not.
    public let note: String

    /// `item`, its subviews and its superviews; nil when no item has that name.
    public static func focus(on item: String, items: [LayoutItem]) -> WireframeExcerpt? {
        guard items.contains(where: { $0.name == item }) else { return nil }
        var parents: [String: String] = [:]
        for entry in items where parents[entry.name] == nil { parents[entry.name] = entry.parent }
        var names = Set<String>()
        // Superviews (stopping at a loop, which invalid input could make).
        var current: String? = item
        while let name = current, names.insert(name).inserted { current = parents[name] }
        // Subviews: the items whose chain of superviews reaches `item`.
        let order = ItemTreeOrder.order(items.map { (name: $0.name, parent: $0.parent) })
        var inside: Set<String> = [item]
        for name in order where !inside.contains(name) {
            if let parent = parents[name], inside.contains(parent) { inside.insert(name) }
        }
        names.formUnion(inside)
        return WireframeExcerpt(names: names, note: "Focus: \(item) and its \(count(inside.count - 1, "subview")) "
            + "(\(count(names.count - inside.count, "superview")) outlined); \(count(items.count - names.count, "other item")) not drawn.")
    }

    /// The first `limit` items in tree order, or nil when there are no more than that.
    public static func summary(of items: [LayoutItem], limit: Int = ReadablePictureSize.nodeLimit) -> WireframeExcerpt? {
        let order = ItemTreeOrder.order(items.map { (name: $0.name, parent: $0.parent) })
        guard order.count > limit, limit > 0 else { return nil }
        let kept = order.prefix(limit)
        return WireframeExcerpt(names: Set(kept), note: summarySentence(total: order.count, kept: Array(kept)))
    }

    /// "Summary: 1600 views and guides, too many to draw readably (over 500); drawn: the first 500 in the layout's tree (root … b166)."
    static func summarySentence(total: Int, kept: [String]) -> String {
        let range = kept.count == 1 ? kept[0] : "\(kept.first ?? "") … \(kept.last ?? "")"
        return "Summary: \(total) views and guides, too many to draw readably (over \(ReadablePictureSize.nodeLimit)); "
            + "drawn: the first \(kept.count) in the layout's tree (\(range)), \(total - kept.count) left out."
    }

    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
