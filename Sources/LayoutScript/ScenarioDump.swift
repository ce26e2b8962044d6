import Cassowary
import LayoutModel

/// A deterministic plain-text dump of everything a parsed Scenario holds, one fact per line, for
/// golden tests and for checking what a file means (`layoutdbg` may expose it for debugging).
public enum ScenarioDump {
    public static func render(_ scenario: Scenario) -> String {
        var lines: [String] = []
        let layout = scenario.layout
        lines.append("title " + (scenario.title.map(quote) ?? "-"))
        lines.append("screen \(number(layout.screen.width)) x \(number(layout.screen.height))")
        lines.append(safeAreaLine(layout.safeAreaInsets))
        lines.append("compatibility \(layout.compatibility.spelling)")
        for item in layout.items { lines.append(describe(item)) }
        for variable in layout.variables { lines.append("var \(variable)") }
        for constraint in layout.constraints { lines.append("constraint " + describe(constraint)) }
        for constraint in layout.linearConstraints { lines.append("linear " + describe(constraint)) }
        for note in scenario.notes { lines.append("note \(quote(note.text)) \(position(note.location))") }
        for expectation in scenario.expectations { lines.append("expect " + describe(expectation)) }
        for step in scenario.steps {
            lines.append("step \(quote(step.title)) \(position(step.location))")
            for edit in step.edits { lines.append("  edit " + describe(edit.edit) + " " + position(edit.location)) }
            for note in step.notes { lines.append("  note \(quote(note.text)) \(position(note.location))") }
            for expectation in step.expectations { lines.append("  expect " + describe(expectation)) }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    public static func describe(_ spec: LayoutConstraintSpec) -> String {
        var text = "\(spec.first) \(spec.relation.rawValue) "
        if let second = spec.second {
            text += spec.multiplier == 1 ? "\(second)" : "\(number(spec.multiplier))*\(second)"
            if spec.constant != 0 { text += spec.constant < 0 ? " - \(number(-spec.constant))" : " + \(number(spec.constant))" }
        } else {
            text += number(spec.constant)
        }
        text += suffix(priority: spec.priority, identifier: spec.identifier, isActive: spec.isActive)
        if case let .source(location) = spec.provenance { text += " " + position(location) }
        return text
    }

    public static func describe(_ spec: LinearConstraintSpec) -> String {
        var text = spec.terms.enumerated().map { index, term in
            let magnitude = abs(term.coefficient) == 1 ? "" : number(abs(term.coefficient)) + "*"
            let sign = term.coefficient < 0 ? (index == 0 ? "-" : " - ") : (index == 0 ? "" : " + ")
            return sign + magnitude + term.variable
        }.joined()
        if spec.constant != 0 { text += spec.constant < 0 ? " - \(number(-spec.constant))" : " + \(number(spec.constant))" }
        text += " \(spec.relation.rawValue) 0"
        return text + suffix(priority: spec.priority, identifier: spec.identifier, isActive: spec.isActive) + " " + position(spec.location)
    }

    private static func suffix(priority: Double, identifier: String?, isActive: Bool) -> String {
        var text = priority == 1000 ? "" : " @\(number(priority))"
        if let identifier { text += " " + quote(identifier) }
        if !isActive { text += " inactive" }
        return text
    }

    /// `safeArea T L B R`, as the top-level statement and the step edit are written.
    static func safeAreaLine(_ insets: EdgeInsets) -> String {
        "safeArea \(number(insets.top)) \(number(insets.left)) \(number(insets.bottom)) \(number(insets.right))"
    }

    static func describe(_ item: LayoutItem) -> String {
        let defaults = LayoutItem(name: item.name, kind: item.kind, parent: item.parent)
        var parts = ["item \(item.name) \(item.kind.rawValue) in \(item.parent ?? "-")"]
        if let text = item.text { parts.append("text \(quote(text))") }
        if item.fontSize != defaults.fontSize { parts.append("font \(number(item.fontSize))") }
        if item.numberOfLines != defaults.numberOfLines { parts.append("lines \(item.numberOfLines)") }
        if let width = item.preferredMaxLayoutWidth { parts.append("preferredMaxLayoutWidth \(number(width))") }
        if item.intrinsicWidth != nil || item.intrinsicHeight != nil {
            parts.append("intrinsic \(intrinsic(item.intrinsicWidth)) x \(intrinsic(item.intrinsicHeight))")
        }
        let priorities: [(String, Double?)] = [
            ("hugging h", item.huggingHorizontal), ("hugging v", item.huggingVertical),
            ("compression h", item.compressionHorizontal), ("compression v", item.compressionVertical),
        ]
        for (label, value) in priorities { if let value { parts.append("\(label) \(number(value))") } }
        if let measured = item.lastMeasured {
            parts.append("measured as (text \(measured.text.map(quote) ?? "none") font \(number(measured.fontSize)) intrinsic \(intrinsic(measured.intrinsicWidth)) x \(intrinsic(measured.intrinsicHeight)))")
        }
        if item.isHidden { parts.append("hidden") }
        if let name = item.printedClassName { parts.append("class \(quote(name))") }
        if let identifier = item.accessibilityIdentifier { parts.append("accessibilityIdentifier \(quote(identifier))") }
        if item.rootKind != defaults.rootKind { parts.append("kind \(item.rootKind.rawValue)") }
        let m = item.layoutMargins
        if item.marginsAreDirectional {
            parts.append("margins top \(number(m.top)) leading \(number(m.left)) bottom \(number(m.bottom)) trailing \(number(m.right))")
        } else if item.layoutMargins != defaults.layoutMargins || (!item.customMarginSides.isEmpty && item.rootKind != .view) {
            parts.append("margins \(number(m.top)) \(number(m.left)) \(number(m.bottom)) \(number(m.right))")
        }
        if item.preservesSuperviewLayoutMargins { parts.append("preservesSuperviewLayoutMargins") }
        if let flag = item.insetsLayoutMarginsFromSafeArea { parts.append("insetsLayoutMarginsFromSafeArea \(flag)") }
        if item.semanticContent != .inherit { parts.append("direction \(item.semanticContent.rawValue)") }
        if item.translatesAutoresizingMask { parts.append("translatesAutoresizingMask") }
        if let frame = item.frame { parts.append("frame (\(number(frame.x)), \(number(frame.y)), \(number(frame.width)), \(number(frame.height)))") }
        if !item.autoresizingMask.isEmpty || item.translatesAutoresizingMask { parts.append("mask \(notation(item.autoresizingMask))") }
        if let stack = item.stack {
            parts.append("axis \(stack.axis.rawValue) distribution \(stack.distribution.rawValue) alignment \(stack.alignment.rawValue) spacing \(stack.usesSystemSpacing ? "system" : number(stack.spacing))")
            for name in stack.arranged where stack.customSpacing[name] != nil {
                parts.append("spacing \(number(stack.customSpacing[name]!)) after \(name)")
            }
            for name in stack.arranged where stack.customSystemSpacing.contains(name) {
                parts.append("spacing system after \(name)")
            }
            parts.append("arranged [\(stack.arranged.joined(separator: ", "))]")
            if stack.isBaselineRelativeArrangement { parts.append("baselineRelative") }
            if stack.isLayoutMarginsRelativeArrangement { parts.append("marginsRelative") }
        }
        if let location = item.location { parts.append(position(location)) }
        return parts.joined(separator: " ")
    }

    static func describe(_ expectation: Expectation) -> String {
        let body: String
        switch expectation.kind {
        case let .frame(item, rect):
            body = "\(item).frame == (\(number(rect.x)), \(number(rect.y)), \(number(rect.width)), \(number(rect.height)))"
        case let .anchorValue(anchor, value):
            body = "\(anchor) == \(number(value))"
        case let .variableValue(name, value):
            body = "\(name) == \(number(value))"
        case let .constraint(identifier, state, error):
            body = "\(quote(identifier)) \(state.rawValue)" + (error.map { " \(number($0))" } ?? "")
        case let .printedConstraint(equation, state, error):
            body = "constraint \(quote(equation)) \(state.rawValue)" + (error.map { " \(number($0))" } ?? "")
        case let .contentSize(item, priority, axis, state, error):
            body = "\(item).\(priority == .hugging ? "hugging" : "compression") \(axis == .horizontal ? "h" : "v") \(state.rawValue)"
                + (error.map { " \(number($0))" } ?? "")
        case let .ambiguous(item, ambiguous):
            body = ambiguous ? "\(item) ambiguous" : "\(item) not ambiguous"
        case let .conflict(members, broken):
            body = "conflict" + (members.map { " " + $0.map(quote).joined(separator: ", ") } ?? "")
                + (broken.map { " broken \(quote($0))" } ?? "")
        case .noConflict:
            body = "no conflict"
        }
        return body + " within \(number(expectation.tolerance)) " + position(expectation.location)
    }

    static func describe(_ edit: LayoutEdit) -> String {
        switch edit {
        case let .setActive(identifier, active): return "\(active ? "activate" : "deactivate") \(quote(identifier))"
        case let .addConstraint(spec): return "add " + describe(spec)
        case let .removeConstraint(identifier): return "remove \(quote(identifier))"
        case let .setPriority(identifier, value): return "set \(quote(identifier)).priority \(number(value))"
        case let .setConstant(identifier, value): return "set \(quote(identifier)).constant \(number(value))"
        case let .updateItem(item): return "update " + describe(item)
        case let .setContentPriority(item, priority, axis, value):
            return "set \(item).\(priority.rawValue) \(axis.rawValue) \(number(value))"
        case let .setTranslatesAutoresizingMask(item, translates): return "set \(item) translatesAutoresizingMask \(translates)"
        case let .addItem(item): return "add " + describe(item)
        case let .setScreen(size): return "screen \(number(size.width)) x \(number(size.height))"
        case let .setSafeArea(insets): return safeAreaLine(insets)
        case let .addLinearConstraint(spec): return "add linear " + describe(spec)
        case let .setLinearActive(identifier, active): return "\(active ? "activate" : "deactivate") linear \(quote(identifier))"
        case let .removeFromSuperview(item): return "remove view \(item)"
        case let .addToSuperview(item, parent, arrangedIndex):
            return "add view \(item) to \(parent)" + (arrangedIndex.map { " at \($0)" } ?? "")
        }
    }

    /// `h=--& v=-&-`: left margin, width, right margin; top margin, height, bottom margin.
    public static func notation(_ mask: AutoresizingMask) -> String {
        func flag(_ part: AutoresizingMask) -> String { mask.contains(part) ? "&" : "-" }
        return "h=" + flag(.flexibleLeftMargin) + flag(.flexibleWidth) + flag(.flexibleRightMargin)
            + " v=" + flag(.flexibleTopMargin) + flag(.flexibleHeight) + flag(.flexibleBottomMargin)
    }

    private static func intrinsic(_ value: Double?) -> String {
        guard let value else { return "measured" }
        return value < 0 ? "none" : number(value)
    }

    static func number(_ value: Double) -> String { NumberFormat.short(value) }

    static func position(_ location: SourceLocation) -> String { "(\(location.line):\(location.column))" }

    static func quote(_ text: String) -> String { ScenarioSyntax.quoted(text) }
}
