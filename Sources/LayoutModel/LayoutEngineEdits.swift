import Cassowary

/// Edits: each makes a new version of the layout, which is validated and then applied to the
/// solver as a difference (see `synchronize`). A rejected edit changes nothing.
extension LayoutEngine {
    /// Applies one edit; `location` (the edit's line in a scenario) is attached to its errors.
    public func apply(_ edit: LayoutEdit, at location: SourceLocation?) throws {
        if case let .setConstant(identifier, constant) = edit, try applyConstantInPlace(identifier, constant, at: location) {
            return
        }
        var next = layout
        var nextUserIDs = userIDs
        var nextLinearIDs = linearIDs
        switch edit {
        case let .setActive(identifier, active):
            for index in try userIndices(identifier, at: location) { next.constraints[index].isActive = active }
        case let .addConstraint(spec):
            next.constraints.append(spec)
            nextUserIDs.append(makeID())
        case let .removeConstraint(identifier):
            let doomed = try userIndices(identifier, at: location)
            next.constraints = next.constraints.enumerated().filter { !doomed.contains($0.offset) }.map(\.element)
            nextUserIDs = nextUserIDs.enumerated().filter { !doomed.contains($0.offset) }.map(\.element)
        case let .setPriority(identifier, priority):
            for index in try userIndices(identifier, at: location) {
                try checkPriorityChange(next.constraints[index], to: priority, at: location)
                next.constraints[index].priority = priority
            }
        case let .setConstant(identifier, constant):
            for index in try userIndices(identifier, at: location) {
                next.constraints[index].constant = constant
                // A constant the app sets is a number, no longer the system's spacing.
                next.constraints[index].systemSpacing = nil
            }
        case let .updateItem(item):
            guard let index = next.index(ofItem: item.name) else {
                throw LayoutError("there is no item `\(item.name)` to change", at: location)
            }
            next.items[index] = item
        case let .setContentPriority(name, priority, axis, value):
            guard let index = next.index(ofItem: name) else {
                throw LayoutError("there is no item `\(name)` to change", at: location)
            }
            next.items[index] = priority.set(value, on: axis, of: next.items[index])
        case let .setTranslatesAutoresizingMask(name, translates):
            guard let index = next.index(ofItem: name) else {
                throw LayoutError("there is no item `\(name)` to change", at: location)
            }
            next.items[index].translatesAutoresizingMask = translates
        case let .addItem(item):
            guard next.index(ofItem: item.name) == nil else {
                throw LayoutError("`\(item.name)` is already declared", at: location)
            }
            next.items.append(item)
        case let .setScreen(size):
            // Views that translate autoresizing masks move and stretch with the screen, as in UIKit.
            next = SystemConstraints.resizingScreen(of: next, to: size)
        case let .setSafeArea(insets):
            next.safeAreaInsets = insets
        case let .addLinearConstraint(spec):
            next.linearConstraints.append(spec)
            nextLinearIDs.append(makeID())
        case let .setLinearActive(identifier, active):
            let indices = next.linearConstraints.indices.filter { next.linearConstraints[$0].identifier == identifier }
            guard !indices.isEmpty else {
                throw LayoutError("no linear constraint has the identifier \"\(identifier)\"", at: location)
            }
            for index in indices { next.linearConstraints[index].isActive = active }
        case let .removeFromSuperview(name):
            let removal = try ViewRemoval.removing(name, from: next, at: location)
            next = removal.layout
            nextUserIDs = removal.kept.map { nextUserIDs[$0] }
        case let .addToSuperview(name, parent, arrangedIndex):
            let addition = try ViewRemoval.adding(name, to: parent, arrangedIndex: arrangedIndex, in: next, at: location)
            next = addition.layout
            nextUserIDs += addition.restored.map { _ in makeID() }
        }
        do {
            try commit(next, userIDs: nextUserIDs, linearIDs: nextLinearIDs)
        } catch let error as LayoutError where error.location == nil && location != nil {
            throw LayoutError(error.message, at: location)
        }
    }

    private func userIndices(_ identifier: String, at location: SourceLocation?) throws -> [Int] {
        let indices = layout.constraints.indices.filter { layout.constraints[$0].identifier == identifier }
        guard !indices.isEmpty else {
            throw LayoutError("no constraint has the identifier \"\(identifier)\"", at: location)
        }
        return indices
    }

    /// UIKit throws when an installed constraint changes between required and optional; an
    /// inactive one may change freely.
    private func checkPriorityChange(_ spec: LayoutConstraintSpec, to priority: Double, at location: SourceLocation?) throws {
        guard LayoutValidation.isValidPriority(priority) else {
            throw LayoutError("priority \(formatNumber(priority)) is outside (0, 1000] (1000 is required)", at: location)
        }
        let wasRequired = spec.priority >= Priority.required.value
        let isRequired = priority >= Priority.required.value
        if spec.isActive && wasRequired != isRequired {
            throw LayoutError("`\(spec.scenarioDescription)`: an active constraint cannot change from \(wasRequired ? "required to optional" : "optional to required") (UIKit throws); deactivate it first, or give it 999 from the start", at: location)
        }
    }
}
