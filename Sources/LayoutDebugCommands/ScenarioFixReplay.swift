import Explain
import LayoutModel
import LayoutScript

/// `FixReplaying` for the commands' input. For `.layout` text a fix's edits are written as step
/// lines (`ScenarioEditWriter`), pasted as a step of their own into the file after the step
/// explained, and read back by the parser, so the lines printed are the lines checked. For any
/// other format (a console log, whose fixes are printed as step lines on the layout
/// `log --emit-layout` writes) the fix's edits themselves are made. Either way they are applied
/// to that step's layout, and the result is solved by a fresh engine. Each replay costs an engine
/// build (and for text a parse), linear in the layout, so a step replays at most
/// `maximumReplays` fixes: explain stays linear in the layout, and a fix not replayed is not shown.
final class ScenarioFixReplay: FixReplaying {
    /// How a fix reads back in the input's format.
    enum Form {
        /// `.layout` text: `text` is the file the scenario was read from.
        case layoutText(text: String, path: String)
        /// Another format: the edits are made on the imported layout as they are.
        case edits
    }

    /// Replays per step for a layout of `size` constraints and items: every fix of a small
    /// layout (a lesson step has at most a few dozen), two on a large one, so the replays of a
    /// step cost at most about two solves of the layout or 20 000 constraints and items.
    static func maximumReplays(size: Int) -> Int { max(2, 20_000 / max(1, size)) }

    /// The `.layout` file up to the step after the one explained, and its path; nil for `.edits`.
    private let prefix: (lines: [String], path: String)?
    private let step: Int
    private let layout: Layout
    private var remaining: Int

    /// `scenario` is the scenario read in `form`, `layout` its layout after step `step`.
    init(_ form: Form, scenario: Scenario, step: Int, layout: Layout) {
        switch form {
        case let .layoutText(source, path):
            var lines = source.components(separatedBy: "\n")
            // The file up to the next step: the fix becomes the step right after the one explained.
            if step < scenario.steps.count { lines = Array(lines.prefix(scenario.steps[step].location.line - 1)) }
            prefix = (lines, path)
        case .edits:
            prefix = nil
        }
        self.step = step
        self.layout = layout
        remaining = Self.maximumReplays(size: layout.constraints.count + layout.items.count)
    }

    var isSpent: Bool { remaining == 0 }

    func replayed(_ edits: [LayoutEdit]) -> FixReplayOutcome {
        guard remaining > 0 else { return .overBudget }
        remaining -= 1
        var made = edits
        if let prefix {
            let written = ScenarioEditWriter().lines(for: edits)
            let text = (prefix.lines + ScenarioEditWriter.fixStep(written) + [""]).joined(separator: "\n")
            guard let pasted = try? ScenarioParser.parse(text, file: prefix.path), pasted.steps.count == step + 1 else { return .failed }
            made = pasted.steps[step].edits.map(\.edit)
        }
        var edited = layout
        for edit in made {
            guard let next = Self.applying(edit, to: edited) else { return .failed }
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
