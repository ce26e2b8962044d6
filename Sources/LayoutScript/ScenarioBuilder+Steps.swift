import LayoutModel

/// Steps (edits applied in order) and expectations.
extension ScenarioBuilder {
    mutating func buildStep(_ statement: Statement) {
        guard case let .step(title, body) = statement.kind else { return }
        scenario.steps.append(Step(title: title, location: statement.location))
        buildStepBody(body, index: scenario.steps.count - 1, parent: rootName)
    }

    private mutating func buildStepBody(_ statements: [Statement], index: Int, parent: String) {
        for statement in statements {
            switch statement.kind {
            case let .declaration(declaration):
                addItemInStep(declaration, index: index, parent: parent)
            case let .edit(edit):
                buildEdit(edit, at: statement.location, index: index)
            default:
                buildContent(statement, target: .step(index))
            }
        }
    }

    /// A view declared in a step is added then (addSubview, or addArrangedSubview inside a stack).
    private mutating func addItemInStep(_ declaration: DeclarationSyntax, index: Int, parent: String) {
        let parentName = declaration.parent.flatMap { $0.name == ScenarioNames.root ? rootName : $0.name } ?? parent
        let arrangedBefore = items[parentName]?.stack?.arranged
        guard let name = declare(declaration, defaultParent: parent) else { return }
        resolvePendingStackProperties()
        guard let item = items[name] else { return }
        append(.addItem(item), at: declaration.location, index: index)
        if let stack = items[parentName], stack.stack?.arranged != arrangedBefore {
            append(.updateItem(stack), at: declaration.location, index: index)
        }
        buildStepBody(declaration.body, index: index, parent: name)
    }

    mutating func append(_ edit: LayoutEdit, at location: SourceLocation, index: Int) {
        scenario.steps[index].edits.append(LocatedEdit(edit, at: location))
    }

    private mutating func buildEdit(_ edit: EditSyntax, at location: SourceLocation, index: Int) {
        switch edit {
        case let .activate(identifiers, active):
            for identifier in identifiers {
                if layoutIdentifiers.contains(identifier.identifier) {
                    append(.setActive(identifier: identifier.identifier, active), at: identifier.location, index: index)
                } else if linearIdentifiers.contains(identifier.identifier) {
                    append(.setLinearActive(identifier: identifier.identifier, active), at: identifier.location, index: index)
                } else {
                    reportUnknownIdentifier(identifier)
                }
            }
        case let .remove(identifiers):
            for identifier in identifiers {
                if layoutIdentifiers.contains(identifier.identifier) {
                    append(.removeConstraint(identifier: identifier.identifier), at: identifier.location, index: index)
                    layoutIdentifiers.remove(identifier.identifier)
                    forgetRemovedConstraints(identifier.identifier)
                } else if linearIdentifiers.contains(identifier.identifier) {
                    // Plain-variable constraints have no remove edit; deactivating has the same effect.
                    append(.setLinearActive(identifier: identifier.identifier, false), at: identifier.location, index: index)
                } else {
                    reportUnknownIdentifier(identifier)
                }
            }
        case let .setConstraint(identifier, field, value):
            guard layoutIdentifiers.contains(identifier.identifier) else {
                if linearIdentifiers.contains(identifier.identifier) {
                    log.error("'\(field.rawValue)' can be changed on view constraints only; \"\(identifier.identifier)\" is over plain variables "
                              + "(add a new constraint and deactivate this one)", at: identifier.location)
                } else {
                    reportUnknownIdentifier(identifier)
                }
                return
            }
            let change: LayoutEdit = field == .priority ? .setPriority(identifier: identifier.identifier, value)
                                                        : .setConstant(identifier: identifier.identifier, value)
            append(change, at: identifier.location, index: index)
        case let .setItem(reference, properties, invalidates):
            guard let name = resolveItem(reference, role: "view") else { return }
            setProperties(properties, of: name, invalidates: invalidates, at: location, index: index)
        case let .removeView(reference):
            removeView(reference, at: location, index: index)
        case let .addView(reference, parent, arrangedIndex):
            addView(reference, to: parent, arrangedIndex: arrangedIndex, at: location, index: index)
        case let .invalidate(references):
            for reference in references { invalidate(reference, index: index) }
        case let .screen(size):
            append(.setScreen(size), at: location, index: index)
        case let .safeArea(insets):
            let old = currentSafeArea ?? scenario.layout.safeAreaInsets
            let new = EdgeInsets(top: insets.top ?? old.top, left: insets.left ?? old.left,
                                 bottom: insets.bottom ?? old.bottom, right: insets.right ?? old.right)
            currentSafeArea = new
            append(.setSafeArea(new), at: location, index: index)
        }
    }

    private mutating func reportUnknownIdentifier(_ identifier: IdentifierRef) {
        if let reason = unavailableIdentifierReason(identifier.identifier) {
            log.error(reason, at: identifier.location)
            return
        }
        let known = Array(layoutIdentifiers.union(linearIdentifiers)).sorted()
        log.error("no constraint has the identifier \"\(identifier.identifier)\"" + Suggestion.hint(for: identifier.identifier, in: known),
                  at: identifier.location)
    }

    mutating func buildExpectation(_ syntax: ExpectationSyntax) -> ExpectationKind? {
        switch syntax {
        case let .frame(reference, rect):
            guard let name = resolveItem(reference, role: "view") else { return nil }
            return .frame(item: name, rect)
        case let .anchorValue(reference, attributeReference, value):
            let name = resolveItem(reference, role: "view", allowSafeArea: true)
            let attribute = resolveAttribute(attributeReference)
            guard let name, let attribute else { return nil }
            return .anchorValue(Anchor(name, attribute), value)
        case let .variableValue(reference, value):
            guard variableNames.contains(reference.name) else {
                if items[reference.name] != nil || reference.name == ScenarioNames.root {
                    log.error("'\(reference.name)' is a view; expect \(reference.name).frame == (x, y, w, h) or \(reference.name).width == …",
                              at: reference.location)
                } else if !brokenNames.contains(reference.name) {
                    log.error("unknown variable '\(reference.name)'" + Suggestion.hint(for: reference.name, in: Array(variableNames).sorted()),
                              at: reference.location)
                }
                return nil
            }
            return .variableValue(reference.name, value)
        case let .constraint(identifier, state, error):
            // Unchecked otherwise (system identifiers are fine), but one a removed view took away is a mistake.
            if !layoutIdentifiers.contains(identifier.identifier), let reason = unavailableIdentifierReason(identifier.identifier) {
                log.error(reason, at: identifier.location)
                return nil
            }
            return .constraint(identifier: identifier.identifier, state, error: error)
        case let .printedConstraint(equation, state, error):
            guard !equation.identifier.allSatisfy(\.isWhitespace) else {
                log.error("write the constraint as explain prints it, e.g. constraint \"name.width <= 46 @250\"", at: equation.location)
                return nil
            }
            return .printedConstraint(equation: equation.identifier, state, error: error)
        case let .contentSize(reference, priority, axis, state, error):
            guard let name = resolveItem(reference, role: "view") else { return nil }
            return .contentSize(item: name, priority, axis, state, error: error)
        case let .ambiguous(reference, ambiguous):
            guard let name = resolveItem(reference, role: "view") else { return nil }
            return .ambiguous(item: name, ambiguous)
        case let .conflict(members, broken):
            return .conflict(members: members?.map(\.identifier), broken: broken?.identifier)
        case .noConflict:
            return .noConflict
        }
    }
}
