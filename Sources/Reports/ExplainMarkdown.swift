import Cassowary
import Explain
import LayoutModel

/// `explain --markdown`: the text output's content as Markdown for docs. A `##` heading per step,
/// a bullet per broken constraint, conflict and ambiguous item with its details as nested lists,
/// constraints in code spans, UIKit's log and the trace in fenced code blocks (docs/cli.md).
package enum ExplainMarkdown {
    package static func document(title: String?, steps: [ExplainReport.Step], style: ExplainStyle) -> String {
        var blocks: [[String]] = []
        if let title { blocks.append(["# \(title)"]) }
        blocks += steps.map { step($0, style: style) }
        return blocks.map { $0.joined(separator: "\n") }.joined(separator: "\n\n") + "\n"
    }

    /// One step's blocks, joined with blank lines.
    package static func step(_ step: ExplainReport.Step, style: ExplainStyle) -> [String] {
        let result = step.result
        var blocks: [[String]] = [["## Step \(result.index): \(result.title)"]]
        if !step.hasProblems && !step.notShown.isEmpty {
            blocks.append(["Nothing shown here is broken, conflicted or ambiguous."])
        } else if !step.hasProblems {
            blocks.append([ExplainReport.noProblemSentence(step)])
        } else if step.explanations.isEmpty && step.notShown.isEmpty {
            blocks.append([step.brokenByDesign.isEmpty ? "No optional constraint is broken."
                                                       : "No optional constraint is broken, except by design (below)."])
        }
        if let hidden = ExplainReport.notShownLine(step) { blocks.append([hidden]) }
        if let note = ExplainReport.partialLayoutSentence(step) { blocks.append([note]) }
        var list: [String] = []
        let severities = step.severities
        for (index, explanation) in step.explanations.enumerated() {
            list += broken(explanation, severity: severities[index], quote: step.tradeOffQuotes[index],
                           fixes: step.fixes.broken[index], style: style)
        }
        list += BrokenByDesignText.markdown(step.brokenByDesign)
        for (index, conflict) in step.conflicts.enumerated() {
            list += ProblemMarkdown.conflict(conflict, number: index + 1, fixes: step.fixes.conflicts[index], style: style)
            if let log = step.uikitLogs[index] {
                // A code block cannot sit inside the list item without re-indenting the log, so the list pauses.
                list.append("  - UIKit's console log for it:")
                blocks.append(list)
                blocks.append(MarkdownText.codeBlock(log))
                list = []
            }
        }
        for (index, report) in step.ambiguities.enumerated() {
            list += ProblemMarkdown.ambiguity(report, fixes: step.fixes.ambiguities[index], style: style)
        }
        if !list.isEmpty { blocks.append(list) }
        if let withheld = ExplainReport.notReplayedSentence(step.fixes) { blocks.append([withheld]) }
        if let trace = step.trace {
            blocks.append(["### `_autolayoutTrace`"])
            blocks.append(MarkdownText.codeBlock(trace))
        }
        if let sweep = step.sweep {
            blocks.append(SweepReport.markdown(sweep.request, rootName: sweep.rootName, changes: sweep.changes, recovered: sweep.recovered))
        }
        return [blocks.map { $0.joined(separator: "\n") }.joined(separator: "\n\n")]
    }

    private static func broken(_ explanation: BrokenConstraintExplanation, severity: FindingSeverity, quote: SolverTradeOffHistory.Quote?,
                               fixes: [VerifiedFix], style: ExplainStyle) -> [String] {
        let target = explanation.constraint
        var lines = ["- **Broken (\(severity.name)):** \(MarkdownText.cited(target.syntax, target.source))"]
        lines.append("  - off by \(ExplainReport.offAmount(explanation)) at priority \(formatNumber(target.priority)); "
            + explanation.kind.rawValue + TieText.verdict(explanation))
        lines.append("  - because of:")
        lines += explanation.members.map { "    - \(MarkdownText.cited($0.syntax, $0.source))" }
        lines += explanation.narrative.map { "  - \($0)" }
        if let quote {
            // The trace's lines keep their own indentation inside one code block.
            let quoted = SolverTradeOffHistory.lines(quote, indent: "")
            lines.append("  - \(quoted[0])")
            lines += MarkdownText.codeBlock(quoted.dropFirst().joined(separator: "\n"))
                .flatMap { $0.split(separator: "\n", omittingEmptySubsequences: false) }.map { "    \($0)" }
        }
        lines.append("  - " + VerificationText.sentence(explanation))
        lines += ProblemMarkdown.fixes(fixes, style: style)
        return lines
    }

}
