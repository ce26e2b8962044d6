import JSONText
import Cassowary
import Explain
import LayoutModel
import LayoutScript

/// What `explain` found in one step, as a value (`Step`, made by the explain pipeline), and its
/// text and JSON forms (schema: docs/json.md); the Markdown form is ExplainMarkdown.
package enum ExplainReport {
    package struct Step {
        package let result: StepResult
        package let explanations: [BrokenConstraintExplanation]
        /// The solver's trade-off that broke each explained constraint, index for index (nil when
        /// its trace has none: it was broken as it came in, or a later step moved it).
        package let tradeOffQuotes: [SolverTradeOffHistory.Quote?]
        /// Broken constraints UIKit makes to give way (`BrokenByDesign`), with why, named but not
        /// explained.
        package let brokenByDesign: [(constraint: ExplainableConstraint, reason: String)]
        package let conflicts: [ConflictExplanation]
        package let ambiguities: [AmbiguityReport]
        package let fixes: Fixes
        /// UIKit's console log per layout conflict (`--uikit-log`), index for index with `conflicts`.
        package let uikitLogs: [String?]
        /// The `_autolayoutTrace`-shaped tree (`--autolayout-trace`).
        package let trace: String?
        /// Breakpoints of the screen size (`--sweep`), written by each writer in its own form.
        package let sweep: SweepReport?
        /// Findings a filter left out (`--constraint`, `--min-severity`), so that what is printed
        /// never reads as "nothing is wrong" when something is.
        package var notShown: [NotShown] = []
        /// Set when the layout is known only in part (a console log prints only its conflict's
        /// constraints) and views are left loose: said once instead of ambiguity per view, and
        /// no finding.
        package var partialLayoutNote: String?

        package init(result: StepResult, explanations: [BrokenConstraintExplanation], tradeOffQuotes: [SolverTradeOffHistory.Quote?],
                     brokenByDesign: [(constraint: ExplainableConstraint, reason: String)] = [], conflicts: [ConflictExplanation], ambiguities: [AmbiguityReport], fixes: Fixes, uikitLogs: [String?],
                     trace: String?, sweep: SweepReport?) {
            self.result = result
            self.explanations = explanations
            self.tradeOffQuotes = tradeOffQuotes
            self.brokenByDesign = brokenByDesign
            self.conflicts = conflicts
            self.ambiguities = ambiguities
            self.fixes = fixes
            self.uikitLogs = uikitLogs
            self.trace = trace
            self.sweep = sweep
        }

        package var hasProblems: Bool { !explanations.isEmpty || !conflicts.isEmpty || !ambiguities.isEmpty }

        /// Each explained constraint's severity, index for index with `explanations`.
        package var severities: [FindingSeverity] { explanations.map { FindingSeverity.of(broken: $0.constraint) } }

        /// The most severe finding of the step (conflicts and ambiguity are errors, constraints
        /// broken by design notes), nil when there is none.
        package var worstSeverity: FindingSeverity? {
            if !conflicts.isEmpty || !ambiguities.isEmpty { return .error }
            let broken = severities.max()
            return broken ?? (brokenByDesign.isEmpty ? nil : .note)
        }

        /// The step with only the findings at `minimum` or above; what goes is counted in `notShown`.
        package func keeping(atLeast minimum: FindingSeverity) -> Step {
            let kept = severities.enumerated().filter { $0.element >= minimum }.map(\.offset)
            let byDesign = FindingSeverity.note >= minimum ? brokenByDesign : []
            var step = Step(result: result, explanations: kept.map { explanations[$0] }, tradeOffQuotes: kept.map { tradeOffQuotes[$0] },
                            brokenByDesign: byDesign, conflicts: conflicts, ambiguities: ambiguities,
                            fixes: Fixes(broken: kept.map { fixes.broken[$0] }, conflicts: fixes.conflicts,
                                         ambiguities: fixes.ambiguities, notReplayed: fixes.notReplayed,
                                         notSearched: fixes.notSearched),
                            uikitLogs: uikitLogs, trace: trace, sweep: sweep)
            let hidden = explanations.count - kept.count + brokenByDesign.count - byDesign.count
            step.notShown = notShown + (hidden > 0 ? [NotShown(count: hidden, filter: "--min-severity \(minimum.name)")] : [])
            step.partialLayoutNote = partialLayoutNote
            return step
        }
    }

    /// Broken constraints a filter left out of a step's report.
    package struct NotShown: Equatable {
        package let count: Int
        /// The flag that left them out, as typed (`--constraint row`).
        package let filter: String

        package init(count: Int, filter: String) {
            self.count = count
            self.filter = filter
        }

        package var sentence: String {
            "\(count) broken \(count == 1 ? "constraint is" : "constraints are") not shown (\(filter))"
        }
    }

    /// The line that says what filters left out, nil when nothing was.
    package static func notShownLine(_ step: Step) -> String? {
        guard !step.notShown.isEmpty else { return nil }
        return "Not shown: " + step.notShown.map(\.sentence).joined(separator: "; ") + "."
    }

    /// Verified fixes, index for index with the step's explanations, conflicts and ambiguities.
    package struct Fixes {
        package let broken: [[VerifiedFix]]
        package let conflicts: [[VerifiedFix]]
        package let ambiguities: [[VerifiedFix]]
        /// Fixes that passed the trial but are not shown: replaying each from scratch is a full
        /// solve, and explain replays a bounded number per step on a large layout.
        package let notReplayed: Int
        /// Problems whose fixes were not looked for: the step's replays were spent before them, so
        /// none of their fixes could be shown.
        package let notSearched: Int

        package init(broken: [[VerifiedFix]], conflicts: [[VerifiedFix]], ambiguities: [[VerifiedFix]], notReplayed: Int = 0,
                     notSearched: Int = 0) {
            self.broken = broken
            self.conflicts = conflicts
            self.ambiguities = ambiguities
            self.notReplayed = notReplayed
            self.notSearched = notSearched
        }
    }

    /// The partial layout's note as a sentence, nil when the step has none.
    package static func partialLayoutSentence(_ step: Step) -> String? {
        step.partialLayoutNote.map { "Note: \($0)." }
    }

    /// What is said of a step with no problem: every frame determined, unless the layout is
    /// partial and that is not known.
    package static func noProblemSentence(_ step: Step) -> String {
        if step.partialLayoutNote != nil {
            return step.brokenByDesign.isEmpty ? "Nothing is broken or conflicted: every constraint holds."
                : "No problem: every constraint holds or gives way by design (below)."
        }
        return step.brokenByDesign.isEmpty
            ? "Nothing is broken, conflicted or ambiguous: every constraint holds and every frame is determined."
            : "No problem: every constraint holds or gives way by design (below), and every frame is determined."
    }

    /// Why some fixes found are not shown, and some problems were not searched for fixes (nil when
    /// neither happened): each shown fix is replayed from scratch, a bounded number per step.
    package static func notReplayedSentence(_ fixes: ExplainReport.Fixes) -> String? {
        let found = fixes.notReplayed, unsearched = fixes.notSearched
        var parts: [String] = []
        if found > 0 { parts.append("\(found) more \(found == 1 ? "fix was" : "fixes were") found but not shown") }
        if unsearched > 0 {
            parts.append("\(unsearched) more \(unsearched == 1 ? "problem was" : "problems were") not searched for fixes")
        }
        guard !parts.isEmpty else { return nil }
        return parts.joined(separator: ", and ") + ": each shown fix is replayed"
            + " from scratch, and on a layout this large explain replays only a few per step"
            + " (explain one constraint with --constraint ID to see its fixes)."
    }

    package static func text(_ step: Step, style: ExplainStyle) -> String {
        let result = step.result
        var lines = ["Step \(result.index): \(result.title)"]
        lines += ExplainSummary.lines(step)
        if style.brief {
            if !step.hasProblems {
                let apart = step.brokenByDesign.count
                lines.append((step.notShown.isEmpty ? "  Nothing to fix." : "  Nothing to fix among what is shown.")
                    + (apart == 0 ? "" : " (\(apart) stack-view \(apart == 1 ? "helper gives" : "helpers give") way by design.)"))
            }
            if let hidden = notShownLine(step) { lines.append("  " + hidden) }
            return lines.joined(separator: "\n") + "\n"
        }
        if !step.hasProblems && !step.notShown.isEmpty {
            // A filter hid something: say only what holds for what is shown.
            lines.append("  Nothing shown here is broken, conflicted or ambiguous.")
        } else if !step.hasProblems {
            lines.append("  " + noProblemSentence(step))
        } else if step.explanations.isEmpty && step.notShown.isEmpty {
            lines.append(step.brokenByDesign.isEmpty ? "  No optional constraint is broken."
                                                     : "  No optional constraint is broken, except by design (below).")
        }
        if let hidden = notShownLine(step) { lines.append("  " + hidden) }
        if let note = partialLayoutSentence(step) { lines.append("  " + note) }
        let severities = step.severities
        for index in step.explanations.indices {
            lines += brokenLines(step, index: index, severity: severities[index])
            lines += FixText.lines(step.fixes.broken[index], style: style)
        }
        lines += BrokenByDesignText.lines(step.brokenByDesign)
        for (index, conflict) in step.conflicts.enumerated() {
            // The fixes go before UIKit's log, which is printed unindented and would hide them.
            lines += ConflictText.lines(conflict, number: index + 1, uikitLog: nil)
            lines += FixText.lines(step.fixes.conflicts[index], style: style)
            if let log = step.uikitLogs[index] { lines += ["    UIKit's console log for it:", log] }
        }
        for (index, report) in step.ambiguities.enumerated() {
            lines += AmbiguityText.lines(report)
            lines += FixText.lines(step.fixes.ambiguities[index], style: style)
        }
        if let withheld = notReplayedSentence(step.fixes) { lines.append("  " + withheld) }
        if let trace = step.trace {
            lines.append("  _autolayoutTrace:")
            lines.append(trace)
        }
        var text = lines.joined(separator: "\n") + "\n"
        if let sweep = step.sweep { text += SweepReport.text(sweep.request, rootName: sweep.rootName, changes: sweep.changes, recovered: sweep.recovered) }
        return text
    }


    /// The explanation of the step's broken constraint `index`, without its fixes: what is broken,
    /// by how much, because of which constraints, the trade-off and how it was verified.
    package static func brokenLines(_ step: Step, index: Int, severity: FindingSeverity) -> [String] {
        let explanation = step.explanations[index], target = explanation.constraint
        var lines = ["  Broken (\(severity.name)): \(target.syntax)  [\(target.source)]"]
        lines.append("    off by \(offAmount(explanation)) at priority \(formatNumber(target.priority)); "
            + explanation.kind.rawValue + TieText.verdict(explanation))
        lines.append("    because of:")
        for member in explanation.members {
            lines.append("      \(member.syntax)  [\(member.source)]")
        }
        lines += explanation.narrative.map { "    \($0)" }
        if let quote = step.tradeOffQuotes[index] { lines += SolverTradeOffHistory.lines(quote, indent: "    ") }
        lines.append("    " + VerificationText.sentence(explanation))
        return lines
    }

    /// `185 pt` for a layout constraint, `185` for a plain linear one.
    package static func offAmount(_ explanation: BrokenConstraintExplanation) -> String {
        explanation.constraint.sides?.amount(explanation.error) ?? formatNumber(explanation.error)
    }

    package static func json(_ step: Step, style: ExplainStyle) -> JSONOutput {
        func number(_ value: Double) -> JSONOutput { value.isFinite ? .number(value) : .null }
        func constraint(_ c: ExplainableConstraint) -> [(String, JSONOutput)] {
            [("constraint", .string(c.syntax)), ("identifier", c.identifier.map(JSONOutput.string) ?? .null),
             ("priority", .number(c.priority)), ("source", .string(c.source))]
        }
        let severities = step.severities
        let explanations = step.explanations.enumerated().map { index, explanation -> JSONOutput in
            var verdict: [(String, JSONOutput)] = [
                ("severity", .string(severities[index].name)),
                ("error", .number(explanation.error)),
                ("kind", .string(explanation.kind == .lostToStronger ? "lostToStronger" : "tradeOff")),
                ("tie", .bool(explanation.isTie)),
            ]
            verdict.append(("ambiguous", .bool(explanation.isAmbiguous)))
            return .object(constraint(explanation.constraint) + verdict + [
                ("errorRange", .object([("lower", number(explanation.errorRange.lower)),
                                        ("upper", number(explanation.errorRange.upper))])),
                ("explanation", .array(explanation.members.map { .object(constraint($0) + [("error", .number($0.error))]) })),
                ("pinnedSums", .array(explanation.pinnedSums.map(JSONOutput.string))),
                ("narrative", .array(explanation.narrative.map(JSONOutput.string))),
                ("solverTradeOff", step.tradeOffQuotes[index].map(SolverTradeOffHistory.json) ?? .null),
                ("sufficient", .string(explanation.sufficiency.rawValue)),
                ("minimal", .string(explanation.minimality.rawValue)),
                ("fixes", FixText.json(step.fixes.broken[index], style: style)),
            ])
        }
        let byDesign: [JSONOutput] = step.brokenByDesign.map { entry in
            .object(constraint(entry.constraint) + [("severity", .string(FindingSeverity.note.name)),
                                                    ("error", .number(entry.constraint.error)), ("reason", .string(entry.reason))])
        }
        let conflicts: [JSONOutput] = step.conflicts.enumerated().map {
            ExplainJSON.conflict($1, uikitLog: step.uikitLogs[$0], fixes: step.fixes.conflicts[$0], style: style)
        }
        let ambiguities: [JSONOutput] = step.ambiguities.enumerated().map {
            ExplainJSON.ambiguity($1, fixes: step.fixes.ambiguities[$0], style: style)
        }
        var fields: [(String, JSONOutput)] = [
            ("step", .numberText(String(step.result.index))),
            ("title", .string(step.result.title)),
            ("worstSeverity", step.worstSeverity.map { .string($0.name) } ?? .null),
            ("broken", .array(explanations)),
            ("brokenByDesign", .array(byDesign)),
            ("conflictsRecovered", .numberText(String(step.conflicts.count))),
            ("fixesNotReplayed", .numberText(String(step.fixes.notReplayed))),
            ("conflicts", .array(conflicts)),
            ("ambiguity", .array(ambiguities)),
            ("notShown", .array(step.notShown.map { .object([("count", .numberText(String($0.count))), ("filter", .string($0.filter))]) })),
        ]
        // Only when the step's replays ran out before every problem was searched, so the object of
        // a step that searched them all is as it always was.
        if step.fixes.notSearched > 0 {
            let after = fields.firstIndex { $0.0 == "fixesNotReplayed" }! + 1
            fields.insert(("problemsNotSearched", .numberText(String(step.fixes.notSearched))), at: after)
        }
        // Only for a partial layout, so a whole one's object is as it always was.
        if let note = step.partialLayoutNote { fields.append(("partialLayoutNote", .string(note))) }
        if let trace = step.trace { fields.append(("autolayoutTrace", .string(trace))) }
        if let sweep = step.sweep {
            fields.append(("sweep", SweepReport.json(sweep.request, rootName: sweep.rootName, changes: sweep.changes, recovered: sweep.recovered)))
        }
        return .object(fields)
    }
}
