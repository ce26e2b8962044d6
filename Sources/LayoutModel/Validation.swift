import Cassowary

/// Checks a layout the way UIKit checks constraints when they are made and activated: every
/// problem is a `LayoutError` that says why, at the position it was written.
enum LayoutValidation {
    /// Problems with the tree of items and their numbers (checked before anything is generated).
    static func itemErrors(in layout: Layout) -> [LayoutError] {
        var errors: [LayoutError] = []
        guard let root = layout.items.first, root.name == layout.rootName, root.parent == nil else {
            return [LayoutError("the first item must be the root `\(layout.rootName)`, with no superview", at: nil)]
        }
        if !(layout.screen.width.isFinite && layout.screen.height.isFinite)
            || layout.screen.width < 0 || layout.screen.height < 0 {
            errors.append(LayoutError("the screen size must be finite and not negative", at: nil))
        } else if !SupportedRange.contains(constant: layout.screen.width) || !SupportedRange.contains(constant: layout.screen.height) {
            errors.append(LayoutError("the screen size must be \(SupportedRange.constantRangeText) pt", at: nil))
        }
        let insets = layout.safeAreaInsets
        if ![insets.top, insets.left, insets.bottom, insets.right].allSatisfy({ SupportedRange.contains(constant: $0) }) {
            errors.append(LayoutError("the safe-area insets must be \(SupportedRange.constantRangeText) pt", at: nil))
        }
        var seen: Set<String> = []
        let tree = LayoutTree(items: layout.items, rootName: layout.rootName)
        for item in layout.items {
            let at = item.location
            if !seen.insert(item.name).inserted {
                errors.append(LayoutError("`\(item.name)` is declared twice", at: at))
            }
            if item.name != layout.rootName {
                errors.append(contentsOf: parentErrors(item, in: layout, tree: tree))
            }
            errors.append(contentsOf: numberErrors(item))
        }
        return errors
    }

    private static func parentErrors(_ item: LayoutItem, in layout: Layout, tree: LayoutTree) -> [LayoutError] {
        guard let parent = item.parent else {
            return [LayoutError("`\(item.name)` has no superview (only the root may have none)", at: item.location)]
        }
        guard let parentItem = layout.item(named: parent) else {
            return [LayoutError("`\(item.name)` is inside `\(parent)`, which is not declared", at: item.location)]
        }
        if !parentItem.kind.isView {
            return [LayoutError("`\(item.name)` cannot be inside the layout guide `\(parent)`: only views have subviews", at: item.location)]
        }
        if !tree.reachesRoot(item.name) {
            return [LayoutError("`\(item.name)` is inside itself (its superviews form a cycle)", at: item.location)]
        }
        return []
    }

    private static func numberErrors(_ item: LayoutItem) -> [LayoutError] {
        var errors: [LayoutError] = []
        let m = item.layoutMargins
        var numbers = [item.fontSize, m.top, m.left, m.bottom, m.right]
        numbers += [item.preferredMaxLayoutWidth, item.intrinsicWidth, item.intrinsicHeight].compactMap { $0 }
        if let frame = item.frame { numbers += [frame.x, frame.y, frame.width, frame.height] }
        if let stack = item.stack { numbers += [stack.spacing] + stack.customSpacing.keys.sorted().compactMap { stack.customSpacing[$0] } }
        if numbers.contains(where: { !$0.isFinite }) {
            errors.append(LayoutError("`\(item.name)` has a number that is not finite", at: item.location))
        } else if let large = numbers.first(where: { !SupportedRange.contains(constant: $0) }) {
            errors.append(LayoutError("`\(item.name)`: \(SupportedRange.describe(large)) is outside the supported range (lengths "
                                      + "\(SupportedRange.constantRangeText) pt)", at: item.location))
        }
        if item.fontSize.isFinite, !(0...maximumFontSize).contains(item.fontSize) {
            errors.append(LayoutError("`\(item.name)`: font size \(formatNumber(item.fontSize)) is outside 0...\(formatNumber(maximumFontSize))",
                                      at: item.location))
        }
        let priorities = [item.huggingHorizontal, item.huggingVertical,
                          item.compressionHorizontal, item.compressionVertical].compactMap { $0 }
        if let bad = priorities.first(where: { !isValidPriority($0) }) {
            errors.append(LayoutError("priority \(formatNumber(bad)) of `\(item.name)` is outside 1...1000", at: item.location))
        }
        return errors
    }

    /// Far beyond any real font; larger ones make text sizes outside `SupportedRange`.
    static let maximumFontSize: Double = 10_000

    static func isValidPriority(_ priority: Double) -> Bool {
        priority.isFinite && priority > 0 && priority <= Priority.required.value
    }

    /// Problems with one constraint. Scenario constraints get every NSLayoutConstraint rule;
    /// generated ones are UIKit's own (autoresizing relates minX to the superview's width) and only
    /// need their items to exist.
    static func errors(in spec: LayoutConstraintSpec, catalogue: ItemCatalogue, ownerLocation: SourceLocation? = nil) -> [LayoutError] {
        let at: SourceLocation?
        if case let .source(location) = spec.provenance { at = location } else { at = nil }
        // Described only for an error: most constraints have none, and describing each was most of the check.
        func described() -> String { "`\(spec.scenarioDescription)`" }
        var errors: [LayoutError] = []
        for anchor in [spec.first] + (spec.second.map { [$0] } ?? []) where !catalogue.contains(anchor.item) {
            errors.append(LayoutError("\(described()): unknown item `\(anchor.item)`", at: at))
        }
        if !errors.isEmpty { return errors }
        if let error = rangeError(in: spec, at: at ?? ownerLocation) { errors.append(error) }
        if !isValidPriority(spec.priority) {
            errors.append(LayoutError("\(described()): priority \(formatNumber(spec.priority)) is outside (0, 1000] (1000 is required)", at: at))
        }
        if let second = spec.second, catalogue.nearestCommonAncestor(spec.first.item, second.item) == nil {
            errors.append(LayoutError("\(described()): `\(spec.first.item)` and `\(second.item)` have no common ancestor, so no view can hold the constraint", at: at))
        }
        guard case .source = spec.provenance else { return errors }
        if let message = pairingProblem(spec, catalogue: catalogue) {
            errors.append(LayoutError("\(described()): \(message)", at: at))
        }
        return errors
    }

    /// A constant or multiplier outside `SupportedRange` (or not finite), for scenario and
    /// system-made constraints alike (a huge font makes a huge intrinsic size).
    static func rangeError(in spec: LayoutConstraintSpec, at location: SourceLocation?) -> LayoutError? {
        func described() -> String { "`\(spec.scenarioDescription)`" }
        if !(spec.multiplier.isFinite && spec.constant.isFinite) {
            return LayoutError("\(described()): the multiplier and the constant must be finite numbers", at: location)
        }
        if !SupportedRange.contains(constant: spec.constant) {
            return LayoutError("\(described()): the constant \(SupportedRange.outside(constant: spec.constant))", at: location)
        }
        if !SupportedRange.contains(coefficient: spec.multiplier) {
            return LayoutError("\(described()): the multiplier \(SupportedRange.outside(coefficient: spec.multiplier))", at: location)
        }
        return nil
    }

    /// UIKit's NSInvalidArgumentException cases for the attributes of a constraint.
    private static func pairingProblem(_ spec: LayoutConstraintSpec, catalogue: ItemCatalogue) -> String? {
        for anchor in [spec.first] + (spec.second.map { [$0] } ?? []) where anchor.attribute.isMargin {
            if catalogue.kind(of: anchor.item)?.isView == false {
                return "the layout guide `\(anchor.item)` has no margins (\(anchor.attribute.rawValue))"
            }
        }
        let first = spec.first.attribute
        guard let second = spec.second?.attribute, spec.multiplier != 0 else {
            if first.isSize { return nil }
            return "a location (\(first.rawValue)) cannot equal a constant: with no second item or a multiplier of 0 it is illegal. Location attributes must be specified in pairs"
        }
        if first.isSize != second.isSize {
            return "invalid pairing of layout attributes: a size (\(first.isSize ? first.rawValue : second.rawValue)) cannot be related to a location (\(first.isSize ? second.rawValue : first.rawValue))"
        }
        if first.isSize { return nil }
        if first.axis != second.axis {
            return "invalid pairing of layout attributes: \(first.rawValue) is on the \(first.axis.rawValue) axis and \(second.rawValue) on the \(second.axis.rawValue) axis"
        }
        if (first.isDirectional && second.isAbsoluteHorizontal) || (first.isAbsoluteHorizontal && second.isDirectional) {
            return "a leading/trailing attribute cannot be related to a left/right one (\(first.rawValue) and \(second.rawValue)); use leading/trailing for both or neither"
        }
        return nil
    }

    /// UIKit accepts a multiplier other than 1 on a location, but the Auto Layout Guide advises
    /// against it: a warning, not an error. Under right-to-left it says that the layout will not
    /// mirror, the surprise of a percentage placed from the trailing edge.
    static func warning(for spec: LayoutConstraintSpec, catalogue: ItemCatalogue) -> LayoutError? {
        guard case let .source(location) = spec.provenance, !spec.first.attribute.isSize,
              let second = spec.second, spec.multiplier != 1, spec.multiplier != 0 else { return nil }
        let described = "`\(spec.scenarioDescription)`"
        let advice = "(allowed by UIKit, advised against by the Auto Layout Guide)"
        let usesDirection = spec.first.attribute.isDirectional || second.attribute.isDirectional
        if usesDirection, catalogue.isRightToLeft(catalogue.holdingView(of: spec)) {
            return LayoutError("\(described): under right-to-left, leading and trailing name the right and left edges, but a multiplier other than 1 still scales distances from the left edge (origin) of the view that holds the constraint, so this constraint does not mirror its left-to-right placement \(advice)", at: location)
        }
        return LayoutError("\(described): a location with a multiplier other than 1 scales the distance from the origin of the view that holds the constraint \(advice)", at: location)
    }

    /// Problems with plain variables and linear constraints.
    static func linearErrors(in layout: Layout) -> [LayoutError] {
        var errors: [LayoutError] = []
        var declared: Set<String> = []
        for name in layout.variables where !declared.insert(name).inserted {
            errors.append(LayoutError("variable `\(name)` is declared twice", at: nil))
        }
        for spec in layout.linearConstraints {
            errors.append(contentsOf: linearErrors(in: spec, declared: declared))
        }
        return errors
    }

    static func linearErrors(in spec: LinearConstraintSpec, declared: Set<String>) -> [LayoutError] {
        var errors: [LayoutError] = []
        func described() -> String { "`\(spec.scenarioDescription)`" }
        for term in spec.terms where !declared.contains(term.variable) {
            errors.append(LayoutError("\(described()): unknown variable `\(term.variable)` (declare it with `var \(term.variable)`)", at: spec.location))
        }
        if !spec.constant.isFinite || spec.terms.contains(where: { !$0.coefficient.isFinite }) {
            errors.append(LayoutError("\(described()): coefficients and the constant must be finite numbers", at: spec.location))
        } else if !SupportedRange.contains(constant: spec.constant) {
            errors.append(LayoutError("\(described()): the constant \(SupportedRange.outside(constant: spec.constant))", at: spec.location))
        } else if let term = spec.terms.first(where: { !SupportedRange.contains(coefficient: $0.coefficient) }) {
            errors.append(LayoutError("\(described()): the coefficient \(SupportedRange.describe(term.coefficient)) of `\(term.variable)` is outside "
                                      + "the supported range (\(SupportedRange.coefficientRangeText))", at: spec.location))
        }
        if !isValidPriority(spec.priority) {
            errors.append(LayoutError("\(described()): priority \(formatNumber(spec.priority)) is outside (0, 1000] (1000 is required)", at: spec.location))
        }
        return errors
    }
}
