import LayoutModel

/// A constraint with an identifier, and whether a removed view took it away.
struct IdentifiedConstraint {
    enum State {
        case live
        /// Held inside the subtree of this removed view: it comes back with the view.
        case carried(by: String)
        /// Tied the removed view to the rest of the hierarchy: gone for good.
        case dropped(by: String, at: SourceLocation)
        /// Removed by `remove "id"`.
        case removed
    }

    var identifier: String
    /// The views its items belong to (a system guide belongs to its view).
    var owners: Set<String>
    var state: State
}

/// A view a step removed, with its subtree as it was (in declaration order).
struct RemovedSubtree {
    var items: [LayoutItem]
    var location: SourceLocation
}

/// Step lines about views as a whole: `remove card` (removeFromSuperview), `add card to root`,
/// `invalidate field` (invalidateIntrinsicContentSize), and `set … withoutInvalidating`.
extension ScenarioBuilder {
    mutating func track(_ spec: LayoutConstraintSpec, identifier: String) {
        let owners = Set(([spec.first.item] + (spec.second.map { [$0.item] } ?? [])).map(ViewRemoval.owner(of:)))
        identifiedConstraints.append(IdentifiedConstraint(identifier: identifier, owners: owners, state: .live))
    }

    mutating func forgetRemovedConstraints(_ identifier: String) {
        for index in identifiedConstraints.indices where identifiedConstraints[index].identifier == identifier {
            if case .live = identifiedConstraints[index].state { identifiedConstraints[index].state = .removed }
        }
    }

    /// Why an identifier no constraint in the hierarchy has cannot be used, when a removed view is the reason.
    func unavailableIdentifierReason(_ identifier: String) -> String? {
        let quoted = ScenarioSyntax.quoted(identifier)
        for constraint in identifiedConstraints where constraint.identifier == identifier {
            if case let .carried(view) = constraint.state, let removal = removedSubtrees[view] {
                return "\(quoted) is held inside '\(view)', which was removed from its superview at line \(removal.location.line); "
                    + "add '\(view)' back first"
            }
        }
        for constraint in identifiedConstraints where constraint.identifier == identifier {
            if case let .dropped(view, location) = constraint.state {
                return "\(quoted) was dropped when '\(view)' was removed from its superview at line \(location.line): "
                    + "removeFromSuperview removes the constraints that tie a view to the rest of the hierarchy, for good; add a new one"
            }
        }
        return nil
    }

    func removedMessage(_ name: String, _ removal: (view: String, location: SourceLocation)) -> String {
        let with = removal.view == name ? "" : " with '\(removal.view)'"
        return "'\(name)' was removed from its superview\(with) at line \(removal.location.line); "
            + "add it back first ('add \(removal.view) to …')"
    }

    // MARK: - removeFromSuperview and adding back

    mutating func removeView(_ reference: NameRef, at location: SourceLocation, index: Int) {
        guard let name = resolveItem(reference, role: "view"), let item = items[name] else { return }
        guard let parent = item.parent else {
            log.error("'\(reference.name)' is the root view; it has no superview to leave", at: reference.location)
            return
        }
        guard item.kind.isView else {
            log.error("'\(name)' is a layout guide; only a view can be removed from its superview", at: reference.location)
            return
        }
        let members = ViewRemoval.subtree(of: name, in: itemOrder.compactMap { items[$0] })
        let memberSet = Set(members)
        removedSubtrees[name] = RemovedSubtree(items: members.compactMap { items[$0] }, location: location)
        for member in members {
            items[member] = nil
            removedNames[member] = (name, location)
        }
        itemOrder.removeAll { memberSet.contains($0) }
        if var stack = items[parent]?.stack {
            stack.arranged.removeAll { $0 == name }
            stack.customSpacing[name] = nil
            items[parent]?.stack = stack
        }
        var touched: [String] = []
        for position in identifiedConstraints.indices {
            guard case .live = identifiedConstraints[position].state else { continue }
            let owners = identifiedConstraints[position].owners
            let inside = owners.filter { memberSet.contains($0) }.count
            guard inside > 0 else { continue }
            identifiedConstraints[position].state = inside == owners.count ? .carried(by: name) : .dropped(by: name, at: location)
            touched.append(identifiedConstraints[position].identifier)
        }
        for identifier in touched where !hasLiveConstraint(identifier) { layoutIdentifiers.remove(identifier) }
        append(.removeFromSuperview(item: name), at: location, index: index)
    }

    mutating func addView(_ reference: NameRef, to parentReference: NameRef, arrangedIndex: Int?,
                          at location: SourceLocation, index: Int) {
        guard let subtree = removedSubtrees[reference.name] else {
            if let removal = removedNames[reference.name] {
                log.error("'\(reference.name)' was removed with '\(removal.view)' at line \(removal.location.line); "
                          + "add '\(removal.view)' back and its subviews come with it", at: reference.location)
            } else if items[reference.name] != nil || reference.name == ScenarioNames.root {
                log.error("'\(reference.name)' is in the hierarchy; only a view removed by an earlier 'remove' can be added "
                          + "(declare a new view instead)", at: reference.location)
            } else if !brokenNames.contains(reference.name) {
                log.error("unknown view '\(reference.name)'" + Suggestion.hint(for: reference.name, in: Array(removedSubtrees.keys).sorted()),
                          at: reference.location)
            }
            return
        }
        guard let parent = resolveItem(parentReference, role: "superview", allowSafeArea: false) else { return }
        guard let parentItem = items[parent], parentItem.kind.isView else {
            log.error("'\(parent)' is a layout guide and cannot contain '\(reference.name)'", at: parentReference.location)
            return
        }
        if var stack = parentItem.stack {
            let position = arrangedIndex ?? stack.arranged.count
            guard position <= stack.arranged.count else {
                log.error("index \(position) is past the end of the arranged views of '\(parent)' (it has \(stack.arranged.count)); UIKit throws",
                          at: location)
                return
            }
            stack.arranged.insert(reference.name, at: position)
            items[parent]?.stack = stack
        } else if arrangedIndex != nil {
            log.error("'\(parent)' is not a stack view, so 'at' has no arranged position to take", at: parentReference.location)
            return
        }
        removedSubtrees[reference.name] = nil
        for var item in subtree.items {
            if item.name == reference.name { item.parent = parent }
            items[item.name] = item
            itemOrder.append(item.name)
            removedNames[item.name] = nil
        }
        for position in identifiedConstraints.indices {
            guard case let .carried(view) = identifiedConstraints[position].state, view == reference.name else { continue }
            identifiedConstraints[position].state = .live
            layoutIdentifiers.insert(identifiedConstraints[position].identifier)
        }
        append(.addToSuperview(item: reference.name, parent: parent, arrangedIndex: arrangedIndex), at: location, index: index)
    }

    private func hasLiveConstraint(_ identifier: String) -> Bool {
        identifiedConstraints.contains { constraint in
            guard constraint.identifier == identifier, case .live = constraint.state else { return false }
            return true
        }
    }

    // MARK: - Measuring: `set … withoutInvalidating` and `invalidate`

    /// Kinds whose content may change without a re-measure: a custom view (its own
    /// intrinsicContentSize) and a text field (typing). UILabel and UIButton re-measure themselves.
    private static let kindsThatMayGoUnmeasured: Set<ViewKind> = [.view, .textField]

    /// `set name …`: a change to the text, font or intrinsic size re-measures the view (a label or
    /// button does so itself; for others it stands for the app's call), unless `withoutInvalidating`.
    mutating func setProperties(_ properties: [PropertySyntax], of name: String, invalidates: Bool,
                                at location: SourceLocation, index: Int) {
        guard let before = items[name] else { return }
        if !invalidates {
            guard Self.kindsThatMayGoUnmeasured.contains(before.kind) else {
                log.error("a \(before.kind.rawValue) measures itself again whenever its text or font changes (UIKit calls "
                          + "invalidateIntrinsicContentSize for it), so its change cannot go unmeasured; "
                          + "'\(EditParser.withoutInvalidating)' is for text fields and custom views", at: location)
                return
            }
            for property in properties where !Self.changesMeasurement(property.property) {
                log.error("'\(property.keyword)' does not change what the view measures; only text, font and intrinsic go "
                          + "'\(EditParser.withoutInvalidating)'", at: property.location)
                return
            }
        }
        applyProperties(properties, toItem: name)
        resolvePendingStackProperties()
        guard var after = items[name] else { return }
        if after.measuredContent != before.measuredContent {
            // The first unreported change keeps what was measured before it; a reported one measures now.
            after.lastMeasured = invalidates ? nil : (before.lastMeasured ?? before.measuredContent)
            items[name] = after
        }
        append(.updateItem(after), at: location, index: index)
    }

    private static func changesMeasurement(_ property: ItemProperty) -> Bool {
        switch property {
        case .text, .fontSize, .intrinsicWidth, .intrinsicHeight, .intrinsicSize: return true
        default: return false
        }
    }

    /// `invalidate name`: Auto Layout measures the view again. Nothing changes when nothing was stale.
    mutating func invalidate(_ reference: NameRef, index: Int) {
        guard let name = resolveItem(reference, role: "view"), var item = items[name] else { return }
        guard item.kind.isView else {
            log.error("'\(name)' is a layout guide; it has no intrinsic size to measure", at: reference.location)
            return
        }
        guard item.lastMeasured != nil else { return }
        item.lastMeasured = nil
        items[name] = item
        append(.updateItem(item), at: reference.location, index: index)
    }
}
