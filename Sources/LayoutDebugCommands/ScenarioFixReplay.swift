import Explain
import LayoutModel
import LayoutScript

/// `FixReplaying` for `.layout` input: a fix's edits are written as step lines
/// (`ScenarioEditWriter`), pasted as a step of their own into the file after the step explained,
/// read back by the parser, applied to that step's layout, and the result is solved by a fresh
/// engine. Each replay costs a parse and an engine build, both linear in the file, so a step
/// replays at most `maximumReplays` fixes: explain stays linear in the layout, and a fix not
/// replayed is not shown.
final class ScenarioFixReplay: FixReplaying {
    /// Replays per step for a layout of `size` constraints and items: every fix of a small
    /// layout (a lesson step has at most a few dozen), two on a large one, so the replays of a
    /// step cost at most about two solves of the layout or 20 000 constraints and items.
    static func maximumReplays(size: Int) -> Int { max(2, 20_000 / max(1, size)) }

    private let prefix: [String]
    private let path: String
    private let step: Int
    private let layout: Layout
    private var remaining: Int

    /// `source` is the file `scenario` was read from, `layout` the layout after step `step`.
    init(source: String, path: String, scenario: Scenario, step: Int, layout: Layout) {
        var lines = source.components(separatedBy: "\n")
        // The file up to the next step: the fix becomes the step right after the one explained.
        if step < scenario.steps.count { lines = Array(lines.prefix(scenario.steps[step].location.line - 1)) }
        prefix = lines
        self.path = path
        self.step = step
        self.layout = layout
        remaining = Self.maximumReplays(size: layout.constraints.count + layout.items.count)
    }

    func replayed(_ edits: [LayoutEdit]) -> FixReplayOutcome {
        guard remaining > 0 else { return .overBudget }
        remaining -= 1
        let written = ScenarioEditWriter().lines(for: edits)
        let text = (prefix + ScenarioEditWriter.fixStep(written) + [""]).joined(separator: "\n")
        guard let pasted = try? ScenarioParser.parse(text, file: path), pasted.steps.count == step + 1 else { return .failed }
        var edited = layout
        for edit in pasted.steps[step].edits {
            guard let next = Self.applying(edit.edit, to: edited) else { return .failed }
            edited = next
        }
        // From scratch: the edited layout in a new engine, not the edits on a solved one.
        guard let scratch = try? LayoutEngine(layout: edited) else { return .failed }
        return .solved(scratch)
    }

    /// The layout with one edit made, as `LayoutEngine.apply` makes it, for the edits a fix is
    /// made of; nil for an identifier no constraint has, or an edit no fix makes.
    static func applying(_ edit: LayoutEdit, to layout: Layout) -> Layout? {
        var next = layout
        func named(_ identifier: String) -> [Int]? {
            let indices = next.constraints.indices.filter { next.constraints[$0].identifier == identifier }
            return indices.isEmpty ? nil : indices
        }
        switch edit {
        case let .setActive(identifier, active):
            guard let indices = named(identifier) else { return nil }
            for index in indices { next.constraints[index].isActive = active }
        case let .setPriority(identifier, priority):
            guard let indices = named(identifier) else { return nil }
            for index in indices { next.constraints[index].priority = priority }
        case let .setConstant(identifier, constant):
            guard let indices = named(identifier) else { return nil }
            for index in indices { next.constraints[index].constant = constant }
        case let .removeConstraint(identifier):
            guard named(identifier) != nil else { return nil }
            next.constraints.removeAll { $0.identifier == identifier }
        case let .addConstraint(spec):
            next.constraints.append(spec)
        case let .setContentPriority(name, priority, axis, value):
            guard let index = next.index(ofItem: name) else { return nil }
            next.items[index] = priority.set(value, on: axis, of: next.items[index])
        case let .updateItem(item):
            // The parser reads `set name.hugging h 252` as the item with that property changed.
            guard let index = next.index(ofItem: item.name) else { return nil }
            next.items[index] = item
        default:
            return nil
        }
        return next
    }
}
