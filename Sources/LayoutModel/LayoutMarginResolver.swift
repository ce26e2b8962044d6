/// The margins a view's margin attributes use, as UIKit combines them (docs/semantics.md,
/// "Layout margins"): the view's own margins (directional ones placed by its layout direction), the
/// root kind's defaults, the safe-area insets when the view insets its margins from the safe area,
/// and the superview's margins when it preserves them.
public struct LayoutMarginResolver: Sendable {
    private var margins: [String: EdgeInsets] = [:]
    private let tree: LayoutTree

    public init(layout: Layout) {
        tree = LayoutTree(items: layout.items, rootName: layout.rootName)
        for item in layout.items { resolve(item.name, layout, visiting: []) }
    }

    /// The margins in use for `name`; an unknown name has UIView's default.
    public func margins(of name: String) -> EdgeInsets { margins[name] ?? .standardMargins }

    /// `systemMinimumLayoutMargins` leading and trailing: 16 pt up to a 375 pt wide screen, 20 pt on
    /// wider ones (the frames Interface Builder stores; docs/semantics.md, "Layout margins"). The width is the
    /// screen's now, so a rotation changes it.
    public static func systemSideMargin(screenWidth: Double) -> Double { screenWidth <= 375 ? 16 : 20 }

    /// A table-view cell content view's top and bottom margins, read from the frames Interface Builder stores
    /// (docs/semantics.md, "Layout margins").
    public static let tableCellVerticalMargin = 11.0

    @discardableResult
    private mutating func resolve(_ name: String, _ layout: Layout, visiting: Set<String>) -> EdgeInsets {
        if let known = margins[name] { return known }
        guard let item = layout.item(named: name), !visiting.contains(name) else { return .standardMargins }
        guard item.kind.isView else {
            margins[name] = item.layoutMargins
            return item.layoutMargins
        }
        let isRoot = name == layout.rootName
        let side = Self.systemSideMargin(screenWidth: layout.screen.width)
        var own = item.layoutMargins
        let custom = item.customMarginSides
        if isRoot {
            // Sides the file did not set take the kind's defaults (before any direction swap: the
            // slots, like the defaults, are symmetric left/right).
            switch item.rootKind {
            case .view, .collectionViewCell:
                break
            case .viewController:
                // The root's own margins start at zero; the system minimum is a floor under them.
                own = EdgeInsets.zero.replacing(custom, from: own)
            case .tableViewCell:
                let vertical = Self.tableCellVerticalMargin
                own = EdgeInsets(top: vertical, left: side, bottom: vertical, right: side).replacing(custom, from: own)
            }
        }
        var result = own
        if item.marginsAreDirectional, tree.isRightToLeft(name) { swap(&result.left, &result.right) }
        if isRoot, item.rootKind == .viewController {
            result = Self.larger(result, EdgeInsets(top: 0, left: side, bottom: 0, right: side))
        }
        let insetsFromSafeArea = item.insetsLayoutMarginsFromSafeArea ?? (isRoot && item.rootKind == .viewController)
        if insetsFromSafeArea {
            // Only the root's safe area is known; a subview is taken to cover the root's edges.
            let safe = layout.safeAreaInsets
            result = EdgeInsets(top: result.top + safe.top, left: result.left + safe.left,
                                bottom: result.bottom + safe.bottom, right: result.right + safe.right)
        }
        if item.preservesSuperviewLayoutMargins, !isRoot, let parent = item.parent {
            // A view flush with its superview: every edge lies within the superview's margins.
            let superMargins = resolve(parent, layout, visiting: visiting.union([name]))
            result = Self.larger(result, superMargins)
        }
        margins[name] = result
        return result
    }

    private static func larger(_ a: EdgeInsets, _ b: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: max(a.top, b.top), left: max(a.left, b.left),
                   bottom: max(a.bottom, b.bottom), right: max(a.right, b.right))
    }
}
