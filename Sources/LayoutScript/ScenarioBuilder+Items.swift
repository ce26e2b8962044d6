import LayoutModel

/// Declarations, properties and name lookup.
extension ScenarioBuilder {
    /// Registers a declared item; returns its name, or nil when it could not be declared.
    @discardableResult
    mutating func declare(_ declaration: DeclarationSyntax, defaultParent: String) -> String? {
        let name = declaration.name
        if Keywords.reservedNames.contains(name.name) || name.name == rootName {
            log.error("'\(name.name)' is reserved (it means \(meaning(ofReserved: name.name))); choose another name", at: name.location)
            return nil
        }
        if let removal = removedNames[name.name] {
            log.error("'\(name.name)' was removed from its superview at line \(removal.location.line); add it back with "
                      + "'add \(removal.view) to …' instead of declaring it again", at: name.location)
            return nil
        }
        if let existing = items[name.name] {
            let place = existing.location.map { " at line \($0.line), column \($0.column)" } ?? ""
            log.error("duplicate name '\(name.name)': it is already declared\(place)", at: name.location)
            return nil
        }
        var parentName = defaultParent
        if let parent = declaration.parent {
            guard let resolved = resolveItem(parent, role: "parent") else { return nil }
            parentName = resolved
        }
        if let parentItem = items[parentName], parentItem.kind == .layoutGuide {
            log.error("'\(parentName)' is a layout guide and cannot contain '\(name.name)'; guides belong to views",
                      at: declaration.parent?.location ?? name.location)
            return nil
        }
        var item = LayoutItem(name: name.name, kind: declaration.kind, parent: parentName)
        item.location = name.location
        items[name.name] = item
        itemOrder.append(name.name)
        applyProperties(declaration.properties, toItem: name.name)
        // A stack arranges its subviews in declaration order unless it lists them itself.
        if items[parentName]?.kind == .stackView, !explicitArrangement.contains(parentName) {
            items[parentName]?.stack?.arranged.append(name.name)
        }
        return name.name
    }

    private func meaning(ofReserved name: String) -> String {
        switch name {
        case ScenarioNames.superview: return "the superview of the other item in a constraint"
        case ScenarioNames.safeArea: return "the root's safe-area guide"
        case "in": return "'declared in this parent'"
        default: return "the root view"
        }
    }

    /// Applies properties in order; those naming other views wait for `resolvePendingStackProperties`.
    mutating func applyProperties(_ properties: [PropertySyntax], toItem name: String) {
        for property in properties {
            guard let item = items[name] else { return }
            if let problem = ItemProperties.mismatch(property.property, keyword: property.keyword, kind: item.kind, name: name) {
                log.error(problem, at: property.location)
                continue
            }
            if case .rootKind = property.property, name != rootName {
                log.error("'\(property.keyword)' applies to the root only (root kind viewController); '\(name)' is not the root",
                          at: property.location)
                continue
            }
            switch property.property {
            case let .arranged(names):
                explicitArrangement.insert(name)
                items[name]?.stack?.arranged = []
                pendingStackProperties.append((name, PropertySyntax(property: .arranged(names), keyword: property.keyword,
                                                                    location: property.location)))
            case .customSpacing:
                pendingStackProperties.append((name, property))
            default:
                ItemProperties.apply(property.property, to: &items[name]!)
            }
        }
    }

    /// `arranged` lists first (they define the arrangement), then custom spacings, which must follow
    /// an arranged view.
    mutating func resolvePendingStackProperties() {
        let pending = pendingStackProperties
        pendingStackProperties = []
        for (stack, property) in pending {
            guard case let .arranged(names) = property.property else { continue }
            var arranged: [String] = []
            for reference in names {
                guard let name = resolveItem(reference, role: "arranged view") else { continue }
                if items[name]?.parent != stack {
                    log.error("'\(name)' is not a subview of '\(stack)'; declare it inside the stack's block or with 'in \(stack)'",
                              at: reference.location)
                } else if arranged.contains(name) {
                    log.error("'\(name)' is arranged twice", at: reference.location)
                } else if items[name]?.kind == .layoutGuide {
                    log.error("'\(name)' is a layout guide; only views can be arranged", at: reference.location)
                } else {
                    arranged.append(name)
                }
            }
            items[stack]?.stack?.arranged = arranged
        }
        for (stack, property) in pending {
            guard case let .customSpacing(spacing, after) = property.property else { continue }
            guard let name = resolveItem(after, role: "arranged view") else { continue }
            guard items[stack]?.stack?.arranged.contains(name) == true else {
                log.error("'\(name)' is not an arranged view of '\(stack)', so no spacing can follow it", at: after.location)
                continue
            }
            // A number and a system spacing after one view replace each other.
            items[stack]?.stack?.customSpacing[name] = spacing
            items[stack]?.stack?.customSystemSpacing.removeAll { $0 == name }
            if spacing == nil { items[stack]?.stack?.customSystemSpacing.append(name) }
        }
    }

    /// The item a name means (`root` is the root whatever its name), or nil after logging why not.
    /// `safeArea` is accepted where the engine's guide may be named (constraints, not declarations).
    /// A scroll view's guide (`scroll.contentGuide`) is accepted wherever the parser produced one.
    mutating func resolveItem(_ reference: NameRef, role: String, allowSafeArea: Bool = false,
                              vflMessage: Bool = false) -> String? {
        if reference.name == ScenarioNames.root { return rootName }
        if items[reference.name] != nil { return reference.name }
        // Only the parser makes dotted names: a scroll view's guide (`scroll.contentGuide`).
        if let parts = ScrollGuideSyntax.split(reference.name) {
            return resolveScrollGuide(reference, scroll: parts.scroll, guide: parts.guide)
        }
        // The engine names the root's safe-area guide `<root>.safeArea`.
        if allowSafeArea, reference.name == ScenarioNames.safeArea { return "\(rootName).\(ScenarioNames.safeArea)" }
        if brokenNames.contains(reference.name) { return nil }
        if let removal = removedNames[reference.name] {
            log.error(removedMessage(reference.name, removal), at: reference.location)
            return nil
        }
        if vflMessage {
            log.error("Unable to find view with name \(reference.name)", at: reference.location)
            return nil
        }
        var message = "unknown \(role) '\(reference.name)'"
        if variableNames.contains(reference.name) {
            message += "; it is a plain variable, not a view"
        } else {
            message += Suggestion.hint(for: reference.name, in: itemOrder)
        }
        log.error(message, at: reference.location)
        return nil
    }

    /// The attribute a name means, or nil after logging the choices.
    mutating func resolveAttribute(_ reference: NameRef) -> LayoutAttribute? {
        if let attribute = LayoutAttribute(name: reference.name) { return attribute }
        let names = LayoutAttribute.allCases.map(\.rawValue) + ["baseline"]
        var message = "unknown attribute '\(reference.name)'"
        let hint = Suggestion.hint(for: reference.name, in: names)
        message += hint.isEmpty ? "; expected one of \(names.joined(separator: ", "))" : hint
        // UIKit's anchors (`leadingAnchor`, `widthAnchor`) are written by their attribute here.
        if reference.name.hasSuffix("Anchor"), LayoutAttribute(name: String(reference.name.dropLast("Anchor".count))) != nil {
            let attribute = reference.name.dropLast("Anchor".count)
            message = "unknown attribute '\(reference.name)'; did you mean '\(attribute)'? (UIKit's anchor '\(reference.name)' is the attribute '\(attribute)' here)"
        }
        if reference.name == "frame" { message = "'frame' is not an attribute; constrain left, top, width and height (or leading, centerX, …)" }
        if ScrollGuideSyntax.guideNames.contains(reference.name) {
            message = "'\(reference.name)' is a scroll view's layout guide, not an attribute; name one of its attributes, like scroll.\(reference.name).top"
        }
        log.error(message, at: reference.location)
        return nil
    }
}
