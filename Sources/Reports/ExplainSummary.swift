import Cassowary
import Explain

/// The first thing `explain` says about a step: one line per problem (what broke and by how much,
/// or which view is not determined) with its severity and the best verified fix, most severe
/// first (in order of appearance within a severity), before the details.
package enum ExplainSummary {
    package static func lines(_ step: ExplainReport.Step) -> [String] {
        guard step.hasProblems else { return [] }
        return ["  Summary:"] + entries(step).map { "    - \($0.severity.name): \($0.text)" }
    }

    /// The summary's entries, most severe first: each problem's severity and its line.
    package static func entries(_ step: ExplainReport.Step) -> [(severity: FindingSeverity, text: String)] {
        var entries: [(severity: FindingSeverity, text: String)] = []
        for (index, conflict) in step.conflicts.enumerated() {
            // Where the log names another constraint as the one UIKit broke, the break is the rule's guess.
            let broken = "`\(conflict.broken.syntax)`"
            let breaks = conflict.recordedElsewhere.map {
                "the recovery rule breaks \(broken) (\(conflict.framework) broke `\($0)`, outside this set)"
            } ?? "\(conflict.framework) breaks \(broken)"
            entries.append((.error, "required conflict \(index + 1): \(breaks), "
                + (conflict.brokenError > 0 ? "which ends up off by \(conflict.distance(conflict.brokenError))"
                    : "which is left out, yet happens to hold")
                + (step.fixes.conflicts[index].isEmpty && conflict.members.allSatisfy(\.isSystemMade)
                    ? "; no fix among the app's constraints: every member is \(conflict.framework)'s own"
                    : best(step.fixes.conflicts[index]))))
        }
        for (index, report) in step.ambiguities.enumerated() {
            let free = report.ambiguity.ambiguousVariables.map(\.variable).joined(separator: ", ")
            entries.append((.error, "`\(report.item)` is ambiguous (\(free) can move)" + best(step.fixes.ambiguities[index])))
        }
        let severities = step.severities
        for (index, explanation) in step.explanations.enumerated() {
            let target = explanation.constraint
            entries.append((severities[index], "`\(target.syntax)` is off by \(ExplainReport.offAmount(explanation))"
                + (explanation.kind == .lostToStronger ? " (it lost to stronger constraints)" : " (a trade-off at its own priority)")
                + best(step.fixes.broken[index])))
        }
        // A stable sort: within a severity, the order above (conflicts, ambiguity, then broken constraints).
        return entries.enumerated().sorted { ($0.element.severity, $1.offset) > ($1.element.severity, $0.offset) }.map(\.element)
    }

    /// The best fix; one that only moves the finding says where to, so the summary never reads
    /// as if the finding went away (docs/concepts.md, "How fixes are ranked").
    private static func best(_ fixes: [VerifiedFix]) -> String {
        guard let fix = fixes.first else { return "; no verified fix" }
        let moved = fix.cost.trades.first.map { trade in
            trade.stretchedView.map { " (`\($0)` stretches instead)" } ?? " (`\(trade.constraint)` breaks instead)"
        }
        return "; best fix: \(FixText.heading(fix))" + (moved ?? "")
    }
}
