import LayoutModel

/// Applies a property to an item, after checking the item's kind has it (a UIView has no text).
enum ItemProperties {
    static let textKinds: Set<ViewKind> = [.label, .button, .textField]
    static let stackOnly: Set<String> = ["axis", "distribution", "alignment", "spacing", "customSpacing", "arranged",
                                         "baselineRelative", "marginsRelative"]

    /// Why the property does not apply to this kind, or nil when it does.
    static func mismatch(_ property: ItemProperty, keyword: String, kind: ViewKind, name: String) -> String? {
        let canonical = PropertyParser.keywords[keyword] ?? keyword
        let article = "'\(name)' is a \(kind.rawValue)"
        if stackOnly.contains(canonical) {
            return kind == .stackView ? nil : "'\(keyword)' applies to stack views only; \(article)"
        }
        if kind == .layoutGuide {
            return "'\(keyword)' does not apply to a layout guide ('\(name)'): guides have no content, margins or visibility"
        }
        switch property {
        case .text, .fontSize:
            return textKinds.contains(kind) ? nil : "'\(keyword)' applies to labels, buttons and text fields; \(article)"
        case .lines, .preferredMaxLayoutWidth:
            return kind == .label ? nil : "'\(keyword)' applies to labels only; \(article)"
        default:
            return nil
        }
    }

    /// Applies everything but `arranged` and `customSpacing`, which name other views and are
    /// resolved by the builder.
    static func apply(_ property: ItemProperty, to item: inout LayoutItem) {
        switch property {
        case let .text(text): item.text = text
        case let .fontSize(size): item.fontSize = size
        case let .lines(lines): item.numberOfLines = lines
        case let .preferredMaxLayoutWidth(width): item.preferredMaxLayoutWidth = width
        case let .intrinsicWidth(width): item.intrinsicWidth = width
        case let .intrinsicHeight(height): item.intrinsicHeight = height
        case let .intrinsicSize(width, height):
            item.intrinsicWidth = width
            item.intrinsicHeight = height
        case let .hugging(axis, priority):
            if axis != .vertical { item.huggingHorizontal = priority }
            if axis != .horizontal { item.huggingVertical = priority }
        case let .compressionResistance(axis, priority):
            if axis != .vertical { item.compressionHorizontal = priority }
            if axis != .horizontal { item.compressionVertical = priority }
        case let .hidden(hidden): item.isHidden = hidden
        case let .margins(top, left, bottom, right, directional):
            // Sides left out keep their values; setting a side horizontally decides whether the two
            // are leading/trailing or left/right (UIKit keeps the two properties in sync the same way).
            item.layoutMargins = EdgeInsets(top: top ?? item.layoutMargins.top, left: left ?? item.layoutMargins.left,
                                            bottom: bottom ?? item.layoutMargins.bottom, right: right ?? item.layoutMargins.right)
            if directional || left != nil || right != nil { item.marginsAreDirectional = directional }
            item.customMarginSides.formUnion(EdgeSides([top.map { _ in .top }, left.map { _ in .left },
                                                        bottom.map { _ in .bottom }, right.map { _ in .right }].compactMap { $0 }))
        case let .preservesSuperviewLayoutMargins(flag): item.preservesSuperviewLayoutMargins = flag
        case let .insetsLayoutMarginsFromSafeArea(flag): item.insetsLayoutMarginsFromSafeArea = flag
        case let .rootKind(kind): item.rootKind = kind
        case let .direction(direction): item.semanticContent = direction
        case let .translatesAutoresizingMask(flag): item.translatesAutoresizingMask = flag
        case let .frame(rect):
            // A frame or mask only matters when translated into constraints.
            item.frame = rect
            item.translatesAutoresizingMask = true
        case let .autoresizingMask(mask):
            item.autoresizingMask = mask
            item.translatesAutoresizingMask = true
        case let .axis(axis): item.stack?.axis = axis
        case let .distribution(distribution): item.stack?.distribution = distribution
        case let .alignment(alignment): item.stack?.alignment = alignment
        case let .spacing(spacing):
            item.stack?.spacing = spacing
            item.stack?.usesSystemSpacing = false
        case .systemSpacing: item.stack?.usesSystemSpacing = true
        case let .baselineRelative(flag): item.stack?.isBaselineRelativeArrangement = flag
        case let .marginsRelative(flag): item.stack?.isLayoutMarginsRelativeArrangement = flag
        case let .printedClassName(name): item.printedClassName = name
        case let .accessibilityIdentifier(identifier): item.accessibilityIdentifier = identifier
        case .customSpacing, .arranged:
            break
        }
    }
}
