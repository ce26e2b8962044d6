import Cassowary
import Explain

/// The first thing `explain` says about a step: one line per problem (what broke and by how much,
/// or which view is not determined) with the best verified fix, before the details.
package enum ExplainSummary {
    package static func lines(_ step: ExplainReport.Step) -> [String] {
        guard step.hasProblems else { return [] }
        var lines = ["  Summary:"]
        for (index, explanation) in step.explanations.enumerated() {
            let target = explanation.constraint
            lines.append("    - `\(target.syntax)` is off by \(ExplainReport.offAmount(explanation))"
                + (explanation.kind == .lostToStronger ? " (it lost to stronger constraints)" : " (a trade-off at its own priority)")
                + best(step.fixes.broken[index]))
        }
        for (index, conflict) in step.conflicts.enumerated() {
            lines.append("    - required conflict \(index + 1): UIKit breaks `\(conflict.broken.syntax)`, "
                + (conflict.brokenError > 0 ? "which ends up off by \(formatNumber(conflict.brokenError))"
                    : "which is left out, yet happens to hold") + best(step.fixes.conflicts[index]))
        }
        for (index, report) in step.ambiguities.enumerated() {
            let free = report.ambiguity.ambiguousVariables.map(\.variable).joined(separator: ", ")
            lines.append("    - `\(report.item)` is ambiguous (\(free) can move)" + best(step.fixes.ambiguities[index]))
        }
        return lines
    }

    private static func best(_ fixes: [VerifiedFix]) -> String {
        guard let fix = fixes.first else { return "; no verified fix" }
        return "; best fix: \(FixText.heading(fix))"
    }
}
