import Explain
import LayoutModel
import LayoutScript

/// `FixReplaying` for `.layout` input: a fix's edits are written as step lines
/// (`ScenarioEditWriter`), pasted as a step of their own into the file after the step explained,
/// read back by the parser, applied to that step's layout, and the result is solved by a fresh
/// engine. Each replay costs a parse and two engine builds, all linear in the file, so a step
/// replays at most `maximumReplays` fixes: explain stays linear in the layout, and a fix not
/// replayed is not shown.
final class ScenarioFixReplay: FixReplaying {
    /// Replays per step for a layout of `size` constraints and items: every fix of a small
    /// layout, a fixed number on a large one (the total stays within a constant times the size).
    static func maximumReplays(size: Int) -> Int { max(16, 40_000 / max(1, size)) }

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
        let text = (prefix + ["step \"the fix\" {"] + written.map { "    " + $0 } + ["}", ""]).joined(separator: "\n")
        guard let pasted = try? ScenarioParser.parse(text, file: path), pasted.steps.count == step + 1,
              let applied = try? LayoutEngine(layout: layout) else { return .failed }
        do {
            for edit in pasted.steps[step].edits { try applied.apply(edit.edit, at: edit.location) }
            // From scratch: the edited layout in a new engine, not the edits on a solved one.
            return .solved(try LayoutEngine(layout: applied.layout))
        } catch {
            return .failed
        }
    }
}
