import Cassowary
import LayoutModel

// The constraints of the placed views, as UIKit activates them for the context's traits: without
// placeholders and uninstalled ones, with per-trait constants and priorities, the holder standing
// in for an absent first item (the reader's record), and edges to a scroll view from inside it
// bound to its content (reference §9).

extension IBLayoutAssembly {
    mutating func addConstraints() {
        for (view, variations) in placed {
            let installed = resolution.installed(view.constraints.map(\.id), variations: variations, mask: \.constraintMask)
            for constraint in view.constraints {
                if constraint.placeholder {
                    note(.dropped, "placeholder constraint (removed at build time)", constraint.id, constraint.location)
                    if let spec = placeholderSpec(constraint) { placeholderConstraints.append(spec) }
                    continue
                }
                guard installed.contains(constraint.id) else {
                    note(.dropped, "constraint not installed for \(context.traits)", constraint.id, constraint.location)
                    continue
                }
                add(constraint)
            }
        }
    }

    private mutating func add(_ constraint: IBConstraint) {
        guard let spec = spec(of: constraint) else { return }
        constraintOrigins.append(IBBuiltLayout.ConstraintOrigin(index: layout.constraints.count, ibID: constraint.id,
                                                                userLabel: constraint.userLabel, location: constraint.location))
        layout.constraints.append(spec)
    }

    /// A placeholder constraint as it would read were it installed, as Interface Builder checks the
    /// design with it; nil when it names an item outside this layout or pairs what UIKit refuses.
    /// What reading it notes is not kept: the placeholder itself is noted as dropped.
    private mutating func placeholderSpec(_ constraint: IBConstraint) -> LayoutConstraintSpec? {
        let kept = notes
        defer { notes = kept }
        return spec(of: constraint)
    }

    /// The constraint as UIKit activates it for the context's traits, with a note for each thing
    /// left out or approximated; nil when it cannot be read.
    private mutating func spec(of constraint: IBConstraint) -> LayoutConstraintSpec? {
        let overrides = resolution.applicable(constraint.variations, objectID: constraint.id, notes: &notes)
        guard let firstName = itemName(constraint.firstItem, constraint) else { return nil }
        var first = Anchor(firstName, constraint.firstAttribute)
        var second: Anchor?
        if let secondID = constraint.secondItem, let attribute = constraint.secondAttribute {
            guard let secondName = itemName(secondID, constraint) else { return nil }
            second = Anchor(secondName, attribute)
        }
        if let problem = pairingProblem(first, second) {
            note(.unsupported, "\(problem); the constraint is left out", constraint.id, constraint.location)
            return nil
        }
        if let written = second {
            first = contentBound(first, other: written)
            let bound = contentBound(written, other: first)
            if bound != written { note(.approximated, "an edge to scroll view `\(written.item)` from inside it is bound to its content", constraint.id, constraint.location) }
            let firstWasBound = first.item != firstName
            if firstWasBound { note(.approximated, "an edge of scroll view `\(firstName)` to a view inside it is bound to its content", constraint.id, constraint.location) }
            second = bound
        }
        var constant = constraint.constant
        var priority = constraint.priority
        var multiplier = constraint.multiplier.value
        if let written = resolution.override("constant", in: overrides) {
            if let value = Double(written) { constant = value } else {
                note(.unsupported, "variation constant \"\(written)\" is not a number; the base constant is kept", constraint.id, constraint.location)
            }
        }
        if let written = resolution.override("priority", in: overrides), let value = Double(written) { priority = value }
        if let written = resolution.override("multiplier", in: overrides), let value = Self.multiplier(written) { multiplier = value }
        // System spacing (`symbolType="layoutAnchor"`, the anchors' `…SystemSpacing…(multiplier:)`):
        // the multiplier scales the spacing, not the second item's position. The spacing between
        // text baselines depends on the fonts, which is not modelled: the constant written stands in.
        if constraint.symbolType == "layoutAnchor", let spaced = second, multiplier != 1 {
            note(.approximated, "system spacing × \(formatNumber(multiplier)) from \(spaced.item): the spacing depends on the fonts, "
                 + "which is not modelled; the constant written, \(formatNumber(constant)) pt, stands for it",
                 constraint.id, constraint.location)
            multiplier = 1
        }
        priority = min(max(priority, 1), 1000)
        // The object id names a constraint the document leaves unnamed, as a log's address does:
        // fixes and `--constraint` need a name, and Xcode finds an object by its id.
        return LayoutConstraintSpec(first: first, relation: constraint.relation, second: second, multiplier: second == nil ? 1 : multiplier,
                                    constant: constant, priority: priority, identifier: constraint.identifier ?? constraint.id,
                                    provenance: .source(location(constraint.location)))
    }

    /// The name of a constraint item, or nil (with a note) when it is not in this layout.
    private mutating func itemName(_ id: String, _ constraint: IBConstraint) -> String? {
        if let name = nameByID[id] { return name }
        let why = leftOut[id].map { "refers to \(id), which is left out: \($0)" } ?? "refers to \(id), which is not a view of this layout"
        note(.dropped, "constraint \(why)", constraint.id, constraint.location)
        return nil
    }

    /// What UIKit would refuse in the constraint, said in its terms.
    private func pairingProblem(_ first: Anchor, _ second: Anchor?) -> String? {
        guard let second else {
            return first.attribute.isSize ? nil : "a constant \(first.attribute.rawValue) without a second item"
        }
        if first.attribute.isSize != second.attribute.isSize { return "it relates a size to a position" }
        // Width and height may be related (aspect ratios); positions only along one axis.
        if !first.attribute.isSize, first.attribute.axis != second.attribute.axis {
            return "it relates a horizontal and a vertical position"
        }
        for anchor in [first, second] where anchor.attribute.isMargin && isGuide(anchor.item) {
            return "the layout guide `\(anchor.item)` has no margins"
        }
        return nil
    }

    /// A layout guide: one added here, or one the engine makes (the root's safe area, a scroll
    /// view's content and frame guides), which is no item of the layout.
    private func isGuide(_ name: String) -> Bool {
        if let item = layout.item(named: name) { return item.kind == .layoutGuide }
        return true
    }

    /// A scroll view's leading, trailing, top or bottom edge in a constraint with a view inside it
    /// is the edge of its content (Technical Note 2154's rule): the content guide's.
    private func contentBound(_ anchor: Anchor, other: Anchor) -> Anchor {
        let edges: [LayoutAttribute] = [.leading, .trailing, .top, .bottom, .left, .right]
        guard edges.contains(anchor.attribute), layout.item(named: anchor.item)?.kind == .scrollView,
              other.item != anchor.item, layout.ancestors(of: other.item).dropFirst().contains(anchor.item),
              !other.item.hasPrefix(anchor.item + ".") else { return anchor }
        return Anchor("\(anchor.item).contentGuide", anchor.attribute)
    }

    /// A multiplier written in a variation: decimal, `a:b` or `a/b`.
    static func multiplier(_ written: String) -> Double? {
        for separator in [":", "/"] where written.contains(separator) {
            let parts = written.split(separator: Character(separator)).compactMap { Double($0) }
            guard parts.count == 2, parts[1] != 0 else { return nil }
            return parts[0] / parts[1]
        }
        return Double(written)
    }
}
