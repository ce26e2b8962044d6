import LayoutModel

/// Steps: each edit as the step line that makes it. An edit that replaces a whole item
/// (`updateItem`) becomes `set NAME` with the properties that changed, and measuring follows the
/// builder's rules: a change kept unmeasured is `withoutInvalidating`, a re-measure alone `invalidate`.
extension ScenarioWriter {
    mutating func writeSteps() {
        // The items as the steps read so far left them, to write each change as a difference.
        var current: [String: LayoutItem] = [:]
        for item in scenario.layout.items { current[item.name] = item }
        for group in scenario.layout.removedViews { for item in group.items { current[item.name] = item } }
        for step in scenario.steps {
            lines.append("")
            lines.append("step \(quote(step.title)) {")
            for located in step.edits { writeEdit(located.edit, current: &current) }
            writeNotesAndExpectations(step.notes, step.expectations, indent: "    ")
            lines.append("}")
        }
    }

    private mutating func writeEdit(_ edit: LayoutEdit, current: inout [String: LayoutItem]) {
        let indent = "    "
        switch edit {
        case let .setActive(identifier, active), let .setLinearActive(identifier, active):
            lines.append(indent + (active ? "activate " : "deactivate ") + quote(identifier))
        case let .addConstraint(spec):
            writeConstraint(spec, indent: indent)
        case let .addLinearConstraint(spec):
            lines.append(indent + linearLine(spec))
        case let .removeConstraint(identifier):
            lines.append(indent + "remove " + quote(identifier))
        case let .setPriority(identifier, value):
            lines.append(indent + "set \(quote(identifier)).priority \(number(value))")
        case let .setConstant(identifier, value):
            lines.append(indent + "set \(quote(identifier)).constant \(number(value))")
        case let .setScreen(size):
            lines.append(indent + "screen \(number(size.width)) x \(number(size.height))")
        case let .setSafeArea(insets):
            lines.append(indent + Self.safeAreaLine(insets))
        case let .setContentPriority(name, priority, axis, value):
            guard let item = current[name] else { return omit("a content priority of an unknown item \(describeOriginal(name))", indent: indent) }
            writeChange(from: item, to: priority.set(value, on: axis, of: item), current: &current)
        case let .setTranslatesAutoresizingMask(name, translates):
            guard var item = current[name] else { return omit("translatesAutoresizingMask of an unknown item \(describeOriginal(name))", indent: indent) }
            item.translatesAutoresizingMask = translates
            writeChange(from: current[name]!, to: item, current: &current)
        case let .updateItem(item):
            guard let before = current[item.name] else { return omit("a change to an unknown item \(describeOriginal(item.name))", indent: indent) }
            writeChange(from: before, to: item, current: &current)
        case let .addItem(item):
            writeDeclaration(item, initial: false, indent: indent)
            current[item.name] = item
        case let .removeFromSuperview(name):
            lines.append(indent + "remove " + written(name))
            // As the builder does: the view leaves its stack's arranged list and custom spacing.
            if let parent = current[name]?.parent, var stack = current[parent]?.stack {
                stack.arranged.removeAll { $0 == name }
                stack.customSpacing[name] = nil
                current[parent]?.stack = stack
            }
        case let .addToSuperview(name, parent, arrangedIndex):
            lines.append(indent + "add \(written(name)) to \(itemText(parent) ?? written(parent))" + (arrangedIndex.map { " at \($0)" } ?? ""))
            current[name]?.parent = parent
            if var stack = current[parent]?.stack {
                stack.arranged.insert(name, at: min(arrangedIndex ?? stack.arranged.count, stack.arranged.count))
                current[parent]?.stack = stack
            }
        }
    }

    /// `set NAME …` lines that turn `before` into `after`.
    private mutating func writeChange(from before: LayoutItem, to after: LayoutItem, current: inout [String: LayoutItem]) {
        let indent = "    "
        let name = written(after.name)
        let isRoot = after.name == scenario.layout.rootName
        var omissions: [String] = []
        // Content measured later than it changed goes on a line of its own, `withoutInvalidating`.
        let keptUnmeasured = after.lastMeasured != nil && after.measuredContent != before.measuredContent
        var plainTarget = after
        if keptUnmeasured {
            plainTarget.text = before.text
            plainTarget.fontSize = before.fontSize
            plainTarget.intrinsicWidth = before.intrinsicWidth
            plainTarget.intrinsicHeight = before.intrinsicHeight
        }
        var start = before
        start.lastMeasured = nil
        plainTarget.lastMeasured = nil
        let plain = propertyWords(from: start, to: plainTarget, isRoot: isRoot, initial: false, omissions: &omissions)
        if !plain.isEmpty { lines.append(indent + "set \(name) " + plain.joined(separator: " ")) }
        if keptUnmeasured {
            var measured = after
            measured.lastMeasured = nil
            let words = propertyWords(from: plainTarget, to: measured, isRoot: isRoot, initial: false, omissions: &omissions)
            if !words.isEmpty { lines.append(indent + "set \(name) " + words.joined(separator: " ") + " withoutInvalidating") }
        } else if before.lastMeasured != nil, after.lastMeasured == nil, after.measuredContent == before.measuredContent {
            lines.append(indent + "invalidate \(name)")
        }
        omissions.forEach { omit($0, indent: indent) }
        current[after.name] = after
    }
}
