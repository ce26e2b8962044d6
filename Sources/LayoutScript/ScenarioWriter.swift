import Cassowary
import LayoutModel

/// A scenario as `.layout` text, and the names the text gives its items.
public struct WrittenScenario: Sendable {
    public let text: String
    public let names: WrittenNames
    /// What the language cannot say, each also a `# left out:` comment in the text.
    public let leftOut: [String]
}

/// Writes any `Scenario` (a lesson, an Interface Builder scene, a rebuilt console log) in the
/// scenario language (docs/scenario-language.md) so that it parses back to the same layout:
/// settings, items with their properties, the app's constraints, notes, expectations and steps.
/// The constraints UIKit makes from the items' properties (safe area, encapsulated size, margins,
/// stack views, intrinsic sizes, autoresizing masks) are not in `Layout.constraints` and are not
/// written: the language derives them again. Whatever it cannot say is a comment.
public struct ScenarioWriter {
    let scenario: Scenario
    let names: WrittenNames
    /// Whether item and constraint lines name the line of the input they came from: for inputs
    /// that are not `.layout` files (a `.layout` file's own lines move when it is rewritten).
    let citesSources: Bool
    var lines: [String] = []
    var leftOut: [String] = []

    /// `header` lines become comments at the top (what was converted, from where).
    public static func write(_ scenario: Scenario, header: [String] = []) -> WrittenScenario {
        var writer = ScenarioWriter(scenario: scenario)
        writer.lines = header.map { "# " + Self.commentText($0) }
        writer.writeSettings()
        writer.writeItems()
        writer.writeConstraints()
        writer.writeNotesAndExpectations(scenario.notes, scenario.expectations, indent: "")
        writer.writeSteps()
        return WrittenScenario(text: writer.lines.joined(separator: "\n") + "\n", names: writer.names, leftOut: writer.leftOut)
    }

    private init(scenario: Scenario) {
        self.scenario = scenario
        let layout = scenario.layout
        // Items added in steps are named too, after the initial ones, in the order they come.
        var items = layout.items.map { ($0.name, $0.kind) }
        for step in scenario.steps {
            for located in step.edits { if case let .addItem(item) = located.edit { items.append((item.name, item.kind)) } }
        }
        items += layout.removedViews.flatMap { $0.items.map { ($0.name, $0.kind) } }
        names = WrittenNames(items: items, rootName: layout.rootName, variables: layout.variables)
        citesSources = !scenario.file.hasSuffix(".layout")
    }

    // MARK: - Settings

    private mutating func writeSettings() {
        let layout = scenario.layout
        if let title = scenario.title { lines.append("title " + quote(title)) }
        lines.append("screen \(number(layout.screen.width)) x \(number(layout.screen.height))")
        if layout.safeAreaInsets != .zero { lines.append(Self.safeAreaLine(layout.safeAreaInsets)) }
        if layout.compatibility != .current { lines.append("compatibility \(layout.compatibility.spelling)") }
        if !layout.variables.isEmpty { lines.append("var " + layout.variables.joined(separator: ", ")) }
        if !layout.removedViews.isEmpty {
            omit("views removed from their superview before the first step (\(layout.removedViews.map { describeOriginal($0.name) }.joined(separator: ", "))): a file cannot start with a view out of the hierarchy")
        }
    }

    static func safeAreaLine(_ insets: EdgeInsets) -> String {
        "safeArea \(number(insets.top)) \(number(insets.left)) \(number(insets.bottom)) \(number(insets.right))"
    }

    // MARK: - Items

    /// The root's properties on a `root` line, then every other item with its parent, superviews
    /// before their subviews.
    private mutating func writeItems() {
        let layout = scenario.layout
        guard let root = layout.item(named: layout.rootName) else { return }
        let rootWritten = names.name(of: root.name) ?? ScenarioNames.root
        var rootWords = rootWritten == ScenarioNames.root ? [] : [rootWritten]
        var rootOmissions: [String] = []
        var rootAsView = root
        if root.kind != .view {
            // The language's root is always a view: what only another kind has is said in a comment.
            rootOmissions.append("the kind of the root \(describeOriginal(root.name)), a \(root.kind.rawValue): the language's root is a view")
            rootAsView.kind = .view
        }
        rootWords += propertyWords(from: LayoutItem(name: root.name, kind: .view, parent: nil), to: rootAsView, isRoot: true,
                                   initial: true, omissions: &rootOmissions)
        if !rootWords.isEmpty || itemComment(root) != nil {
            lines.append((["root"] + rootWords).joined(separator: " ") + (itemComment(root).map { "  # " + $0 } ?? ""))
        }
        rootOmissions.forEach { omit($0) }
        for item in Self.parentsFirst(layout.items, rootName: layout.rootName) {
            writeDeclaration(item, initial: true, indent: "")
        }
    }

    /// `KIND NAME in PARENT PROPERTIES  # original name (file:line)`.
    mutating func writeDeclaration(_ item: LayoutItem, initial: Bool, indent: String) {
        let name = written(item.name)
        let parent = item.parent.map(written) ?? ScenarioNames.root
        var omissions: [String] = []
        var shown = item
        if initial, item.kind == .stackView, item.stack?.arranged.isEmpty == true,
           scenario.layout.items.contains(where: { $0.parent == item.name && $0.kind.isView }) {
            // The language arranges every subview of a stack unless an `arranged` list names some;
            // a stack that arranges none makes no constraints, as a plain view of its class.
            shown.kind = .view
            shown.stack = nil
            if shown.printedClassName == nil { shown.printedClassName = ViewKind.stackView.className }
            omissions.append("the stack settings of \(describeOriginal(item.name)), which arranges none of its subviews: written as a view")
        }
        let words = propertyWords(from: LayoutItem(name: shown.name, kind: shown.kind, parent: shown.parent), to: shown,
                                  isRoot: false, initial: initial, omissions: &omissions)
        let declaration = ([shown.kind.rawValue, name, "in", parent] + words).joined(separator: " ")
        lines.append(indent + declaration + (itemComment(item).map { "  # " + $0 } ?? ""))
        omissions.forEach { omit($0, indent: indent) }
    }

    /// The original name when it had to change, and where the item came from.
    private func itemComment(_ item: LayoutItem) -> String? {
        var parts: [String] = []
        if let chosen = names.name(of: item.name), chosen != item.name { parts.append(item.name) }
        if citesSources, let location = item.location { parts.append(Self.shortPosition(location)) }
        return parts.isEmpty ? nil : Self.commentText(parts.joined(separator: ", "))
    }

    /// Superviews before their subviews, otherwise in the layout's order (the root left out): the
    /// order of the items decides the order of the constraints UIKit derives for them, so a layout
    /// already in this order keeps it.
    static func parentsFirst(_ items: [LayoutItem], rootName: String) -> [LayoutItem] {
        var byName: [String: LayoutItem] = [:]
        for item in items where byName[item.name] == nil { byName[item.name] = item }
        var placed: Set<String> = [rootName]
        var ordered: [LayoutItem] = []
        func place(_ item: LayoutItem, depth: Int) {
            guard !placed.contains(item.name) else { return }
            if let parent = item.parent, let parentItem = byName[parent], depth < items.count { place(parentItem, depth: depth + 1) }
            guard placed.insert(item.name).inserted else { return }
            ordered.append(item)
        }
        for item in items { place(item, depth: 0) }
        return ordered
    }

    // MARK: - Constraints

    private mutating func writeConstraints() {
        for spec in scenario.layout.constraints { writeConstraint(spec, indent: "") }
        for spec in scenario.layout.linearConstraints { lines.append(linearLine(spec)) }
    }

    /// On the line of a constraint the input says UIKit broke (`Layout.recordedRecoveries`).
    public static let recordedRecoveryNote = "UIKit broke it to recover (a .layout file cannot record that: here the recovery rule decides)"

    /// One constraint line, or a comment saying why it could not be written.
    mutating func writeConstraint(_ original: LayoutConstraintSpec, indent: String) {
        var spec = original
        var notes: [String] = []
        let first = spec.first.attribute
        if !first.isSize, spec.second == nil || spec.multiplier == 0 {
            // UIKit makes some of these (a rebuilt log's `centerY == 70`), a file may not. The
            // position is read in the coordinates of the view holding the constraint, whose own
            // top (or left) is 0 there, so `holder.top + 70` is the same position.
            let holder = holdingView(of: spec)
            spec.second = Anchor(holder, first.axis == .horizontal ? .left : .top)
            spec.multiplier = 1
            notes.append("written against the \(first.axis == .horizontal ? "left" : "top") edge of \(describeOriginal(holder)), in whose coordinates it is read")
        } else if let second = spec.second?.attribute, first.isSize != second.isSize {
            omit("the constraint \(ScenarioSyntax.describe(spec)) (\(Self.madeBy(spec))): it relates a size to a position, which only UIKit may do", indent: indent)
            return
        }
        guard let text = constraintText(spec) else {
            omit("the constraint \(ScenarioSyntax.describe(spec)): it names an item the file does not have", indent: indent)
            return
        }
        if case let .generated(generator) = spec.provenance {
            notes.append("made by UIKit (\(generator.kind.rawValue)): \(generator.detail); written as an app constraint, which a conflict may break where UIKit would break another")
        } else if citesSources, case let .source(location) = spec.provenance {
            notes.append(Self.shortPosition(location))
        }
        if scenario.layout.recordedRecoveries.contains(original) { notes.append(Self.recordedRecoveryNote) }
        if let spacing = spec.systemSpacing { notes.append("system spacing (\(spacing.rawValue)) written as its \(number(spec.constant)) points") }
        if spec.className != "NSLayoutConstraint" { notes.append("UIKit class \(spec.className) not kept") }
        lines.append(indent + text + (notes.isEmpty ? "" : "  # " + Self.commentText(notes.joined(separator: "; "))))
    }

    /// The view whose coordinates a constraint's positions are read in (`ConstraintLowering`): the
    /// nearest common ancestor of its items, or the superview of its only item, a guide's owner
    /// for a guide.
    func holdingView(of spec: LayoutConstraintSpec) -> String {
        let layout = scenario.layout
        var holder: String?
        if let second = spec.second {
            let others = Set(layout.ancestors(of: second.item))
            holder = layout.ancestors(of: spec.first.item).first(where: others.contains)
        } else {
            holder = layout.item(named: spec.first.item)?.parent ?? spec.first.item
        }
        if let name = holder, let item = layout.item(named: name), !item.kind.isView { holder = item.parent }
        return holder ?? layout.rootName
    }

    /// `Main.storyboard:14:21`: the file's name without its folders (the header names the input in full).
    static func shortPosition(_ location: SourceLocation) -> String {
        let name = location.file.split(separator: "/").last.map(String.init) ?? location.file
        return "\(name):\(location.line):\(location.column)"
    }

    static func madeBy(_ spec: LayoutConstraintSpec) -> String {
        if case let .generated(generator) = spec.provenance { return "made by UIKit: \(generator.detail)" }
        return spec.provenance.description
    }

    /// `first REL [m*]second [± c] [@p] ["id"] [inactive]`, numbers in full so they read back exactly.
    func constraintText(_ spec: LayoutConstraintSpec) -> String? {
        guard let first = anchorText(spec.first) else { return nil }
        var text = "\(first) \(spec.relation.rawValue) "
        if let second = spec.second {
            guard let secondText = anchorText(second) else { return nil }
            text += spec.multiplier == 1 ? secondText : "\(number(spec.multiplier))*\(secondText)"
            if spec.constant != 0 {
                text += spec.constant < 0 ? " - \(number(-spec.constant))" : " + \(number(spec.constant))"
            }
        } else {
            text += number(spec.constant)
        }
        return text + suffix(priority: spec.priority, identifier: spec.identifier, isActive: spec.isActive)
    }

    func linearLine(_ spec: LinearConstraintSpec) -> String {
        var left = ""
        for term in spec.terms {
            let magnitude = abs(term.coefficient)
            let factor = magnitude == 1 ? "" : "\(number(magnitude))*"
            let sign = term.coefficient < 0 ? (left.isEmpty ? "-" : " - ") : (left.isEmpty ? "" : " + ")
            left += sign + factor + term.variable
        }
        if left.isEmpty { left = "0" }
        return "\(left) \(spec.relation.rawValue) \(number(-spec.constant))"
            + suffix(priority: spec.priority, identifier: spec.identifier, isActive: spec.isActive)
    }

    private func suffix(priority: Double, identifier: String?, isActive: Bool) -> String {
        var text = priority >= 1000 ? "" : " @\(number(priority))"
        if let identifier { text += " " + quote(identifier) }
        return text + (isActive ? "" : " inactive")
    }

    /// `item.attribute` with the item's written name; the engine's guides by the language's names
    /// (`safeArea`, `scroll.contentGuide`).
    func anchorText(_ anchor: Anchor) -> String? {
        itemText(anchor.item).map { "\($0).\(anchor.attribute.rawValue)" }
    }

    func itemText(_ item: String) -> String? {
        if let name = names.name(of: item) { return name }
        if item == "\(scenario.layout.rootName).\(ScenarioNames.safeArea)" { return ScenarioNames.safeArea }
        for guide in [ScenarioNames.contentGuide, ScenarioNames.frameGuide] where item.hasSuffix("." + guide) {
            if let scroll = names.name(of: String(item.dropLast(guide.count + 1))) { return "\(scroll).\(guide)" }
        }
        return nil
    }

    // MARK: - Notes, expectations and steps

    mutating func writeNotesAndExpectations(_ notes: [Note], _ expectations: [Expectation], indent: String) {
        for note in notes { lines.append(indent + "note " + quote(note.text)) }
        for expectation in expectations {
            if let line = expectationLine(expectation) {
                lines.append(indent + line)
            } else {
                omit("an expectation on an item the file does not have (\(ScenarioDump.describe(expectation)))", indent: indent)
            }
        }
    }

    private func expectationLine(_ expectation: Expectation) -> String? {
        func state(_ state: ConstraintState, _ error: Double?) -> String {
            state.rawValue + (state == .broken ? error.map { " " + number($0) } ?? "" : "")
        }
        let body: String
        switch expectation.kind {
        case let .frame(item, rect):
            guard let name = itemText(item) else { return nil }
            body = "\(name).frame == (\(number(rect.x)), \(number(rect.y)), \(number(rect.width)), \(number(rect.height)))"
        case let .anchorValue(anchor, value):
            guard let text = anchorText(anchor) else { return nil }
            body = "\(text) == \(number(value))"
        case let .variableValue(name, value):
            body = "\(name) == \(number(value))"
        case let .constraint(identifier, constraintState, error):
            body = "\(quote(identifier)) \(state(constraintState, error))"
        case let .printedConstraint(equation, constraintState, error):
            body = "constraint \(quote(equation)) \(state(constraintState, error))"
        case let .contentSize(item, priority, axis, constraintState, error):
            guard let name = itemText(item) else { return nil }
            body = "\(name).\(priority == .hugging ? "hugging" : "compression") \(axis == .horizontal ? "h" : "v") \(state(constraintState, error))"
        case let .ambiguous(item, ambiguous):
            guard let name = itemText(item) else { return nil }
            body = ambiguous ? "\(name) ambiguous" : "\(name) not ambiguous"
        case let .conflict(members, broken):
            body = "conflict" + (members.map { " " + $0.map(quote).joined(separator: ", ") } ?? "")
                + (broken.map { " broken \(quote($0))" } ?? "")
        case .noConflict:
            body = "no conflict"
        }
        let tolerance = expectation.tolerance == 0.01 ? "" : " within \(number(expectation.tolerance))"
        return "expect " + body + tolerance
    }

    // MARK: - Helpers

    /// Adds a `# left out:` comment and records it.
    mutating func omit(_ what: String, indent: String = "") {
        leftOut.append(what)
        lines.append(indent + "# left out: " + Self.commentText(what))
    }

    func written(_ original: String) -> String { names.name(of: original) ?? original }

    /// An item's original name in messages: as the input called it.
    func describeOriginal(_ original: String) -> String { "'\(original)'" }

    /// Comments end at the line's end: line breaks and other control characters are escaped.
    static func commentText(_ text: String) -> String {
        String(ScenarioSyntax.quoted(text).dropFirst().dropLast()).replacingOccurrences(of: "\\\"", with: "\"")
    }

    func quote(_ text: String) -> String { ScenarioSyntax.quoted(text) }

    /// Numbers in full (the shortest text that reads back as the same Double): `8`, `20.5`,
    /// `0.3333333333333333`; six decimals would move a third of a point by a millionth per point.
    static func number(_ value: Double) -> String { NumberFormat.short(value) }
    func number(_ value: Double) -> String { Self.number(value) }
}
