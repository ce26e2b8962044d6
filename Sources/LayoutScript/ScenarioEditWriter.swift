import Cassowary
import LayoutModel

/// Layout edits as `.layout` step lines (`deactivate "wide"`, `set "wide".priority 999`,
/// `set name.hugging h 251`, a constraint line to add one): how a fix for a scenario is printed.
public struct ScenarioEditWriter: LayoutEditWriter {
    public init() {}

    public func lines(for edits: [LayoutEdit]) -> [String] {
        edits.map(line)
    }

    /// A fix's step lines as the step of their own that a replay pastes after the file:
    /// `step "the fix" {`, each line indented, `}`.
    public static func fixStep(_ lines: [String]) -> [String] {
        ["step \"the fix\" {"] + lines.map { "    " + $0 } + ["}"]
    }

    /// The engine names the root's safe-area guide `<root>.safeArea`; the language reads it as
    /// `safeArea` (docs/scenario-language.md), so a written fix must say that to read back.
    static func readable(_ spec: LayoutConstraintSpec) -> LayoutConstraintSpec {
        func renamed(_ anchor: Anchor) -> Anchor {
            let parts = anchor.item.split(separator: ".", omittingEmptySubsequences: false)
            guard parts.count == 2, parts[1] == Substring(ScenarioNames.safeArea) else { return anchor }
            return Anchor(ScenarioNames.safeArea, anchor.attribute)
        }
        var spec = spec
        spec.first = renamed(spec.first)
        spec.second = spec.second.map(renamed)
        return spec
    }

    private func line(_ edit: LayoutEdit) -> String {
        let quote = ScenarioSyntax.quoted, number = formatNumber
        switch edit {
        case let .setActive(identifier, active): return "\(active ? "activate" : "deactivate") \(quote(identifier))"
        case let .addConstraint(spec): return ScenarioSyntax.describe(Self.readable(spec))
        case let .removeConstraint(identifier): return "remove \(quote(identifier))"
        case let .setPriority(identifier, value): return "set \(quote(identifier)).priority \(number(value))"
        case let .setConstant(identifier, value): return "set \(quote(identifier)).constant \(number(value))"
        case let .setContentPriority(item, priority, axis, value):
            let property = priority == .hugging ? "hugging" : "compression"
            return "set \(item).\(property) \(axis == .horizontal ? "h" : "v") \(number(value))"
        case let .setTranslatesAutoresizingMask(item, translates): return "set \(item) translatesAutoresizingMask \(translates)"
        case let .setScreen(size): return "screen \(number(size.width)) x \(number(size.height))"
        case let .setSafeArea(insets): return ScenarioDump.safeAreaLine(insets)
        case let .addLinearConstraint(spec): return ScenarioSyntax.describe(spec)
        case let .setLinearActive(identifier, active): return "\(active ? "activate" : "deactivate") \(quote(identifier))"
        case let .removeFromSuperview(item): return "remove \(item)"
        case let .addToSuperview(item, parent, arrangedIndex):
            return "add \(item) to \(parent)" + (arrangedIndex.map { " at \($0)" } ?? "")
        case .updateItem, .addItem:
            // No fix makes these; the dump's wording says what changes, though not as a step line.
            return ScenarioDump.describe(edit)
        }
    }
}
