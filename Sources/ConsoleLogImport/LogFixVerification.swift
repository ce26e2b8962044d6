import Cassowary
import Explain
import LayoutModel
import LayoutScript

/// Checks a log fix the way a developer would apply it: `--emit-layout`'s file with the fix's
/// lines pasted as a step, read back by the `.layout` parser and solved from scratch. The fix
/// holds when no required conflict of the result contains a member of the log's minimal
/// conflict; what else it changes (constraints that now give way, views that move, conflicts
/// left) is read from the same solve against the file solved without the step.
struct LogFixVerifier {
    let rebuilt: RebuiltLog
    /// The identifiers (in the emitted file) of the minimal conflict's members.
    let members: Set<String>
    /// The emitted file read back and solved, without a fix: what the fixes are compared with,
    /// and what `Explain.FixFinder` looks for general fixes in.
    let engine: LayoutEngine?
    private let text: String
    private let baseline: LayoutSolution?

    init(_ rebuilt: RebuiltLog, proof: ConsoleLogProof) {
        self.rebuilt = rebuilt
        members = Set(proof.minimalConflict.map { LogFixNames.identifier(of: rebuilt.conflict.constraints[$0]) })
        text = RebuiltLayoutText.text(rebuilt)
        // The emitted file does not say whose log it is: the engine is told, so what it explains is
        // the log's framework's.
        engine = (try? ScenarioParser.parse(text, file: "log.layout")).flatMap { scenario in
            var layout = scenario.layout
            layout.framework = rebuilt.framework
            return try? LayoutEngine(layout: layout)
        }
        baseline = engine?.solution()
    }

    struct Outcome {
        let holds: Bool
        /// What else changes, in words; empty when nothing does.
        let effects: [String]
    }

    /// The emitted file with `lines` as one step.
    func scenarioText(with lines: [String]) -> String {
        text + "\n" + ScenarioEditWriter.fixStep(lines).joined(separator: "\n") + "\n"
    }

    func check(_ lines: [String]) -> Outcome {
        guard let baseline, let scenario = try? ScenarioParser.parse(scenarioText(with: lines), file: "log.layout"),
              let step = scenario.steps.first else {
            return Outcome(holds: false, effects: ["the fix does not read back as a step of the emitted layout"])
        }
        guard let engine = FixFinder.applied(step.edits.map(\.edit), to: scenario.layout) else {
            return Outcome(holds: false, effects: ["the engine refuses `\(lines.joined(separator: "; "))`"])
        }
        let after = engine.solution()
        let still = after.conflicts.filter { conflict in conflict.conflict.contains { $0.identifier.map(members.contains) ?? false } }
        var effects: [String] = []
        let newlyBroken = after.constraints.filter { status in
            status.state == .broken && !baseline.constraints.contains { $0.spec.identifier == status.spec.identifier && $0.state == .broken }
        }
        for status in newlyBroken {
            effects.append("\(words(status.spec)) gives way by \(formatNumber(abs(status.error))) pt")
        }
        let moved = after.frames.filter { entry in
            guard entry.item != scenario.layout.rootName, let before = baseline.frame(of: entry.item) else { return false }
            return !sameFrame(before, entry.frame)
        }
        if !moved.isEmpty {
            let frames = moved.map { "`\($0.item)` becomes \(frameText($0.frame))" }.joined(separator: ", ")
            effects.append("compared with \(rebuilt.framework.rawValue)'s recovery, " + frames)
        }
        let others = after.conflicts.count - still.count
        if others > 0 { effects.append("\(others) other required conflict\(others == 1 ? "" : "s") remain") }
        return Outcome(holds: still.isEmpty, effects: effects)
    }

    /// A constraint of the emitted file in the log's words when it is one of the log's.
    private func words(_ spec: LayoutConstraintSpec) -> String {
        if let logged = rebuilt.conflict.constraints.first(where: { LogFixNames.identifier(of: $0) == spec.identifier }) {
            return "\(logged.className):\(logged.address)"
        }
        var plain = spec
        plain.provenance = .generated(Generator(kind: .otherUIKit, owner: spec.first.item, detail: ""))
        return "`\(ScenarioSyntax.describe(plain))`"
    }
}
