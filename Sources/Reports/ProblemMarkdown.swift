import Cassowary
import Explain
import LayoutModel

/// `explain --markdown`'s bullets for required conflicts, ambiguous items and verified fixes.
package enum ProblemMarkdown {
    package static func conflict(_ conflict: ConflictExplanation, number: Int, fixes: [VerifiedFix],
                                 style: ExplainStyle) -> [String] {
        var lines = ["- **Required conflict \(number) (error):** these required constraints cannot all hold (a minimal set):"]
        lines += conflict.members.map { "  - \(MarkdownText.cited($0.syntax, $0.source))" }
        lines.append("  - broken to recover: \(MarkdownText.cited(conflict.broken.syntax, conflict.broken.source))")
        lines += conflict.reason.map { "  - \($0)" }
        if !conflict.frames.isEmpty {
            lines.append("  - resulting frames (x, y, width, height; relative to the superview):")
            lines += conflict.frames.map { "    - \(MarkdownText.frame($0.item, frameText($0.frame)))" }
        }
        return lines + self.fixes(fixes, style: style)
    }

    package static func ambiguity(_ report: AmbiguityReport, fixes: [VerifiedFix], style: ExplainStyle) -> [String] {
        var lines = ["- **Ambiguous (error):** \(MarkdownText.code(report.item))\(Possessive.suffix(for: report.item)) frame is not determined"]
        for range in report.ambiguity.ambiguousVariables {
            lines.append("  - \(MarkdownText.code(range.variable)) = \(formatNumber(range.value)) now; every value from "
                + "\(AmbiguityText.bound(range.lower)) to \(AmbiguityText.bound(range.upper)) is as good at every priority level")
        }
        if let alternative = report.ambiguity.alternative {
            lines.append("  - alternative layout: \(MarkdownText.code(alternative.variable)) = \(formatNumber(alternative.value))"
                + (alternative.isVerified ? " (verified: every required constraint holds, and no priority level is worse off)"
                    : " (NOT verified: re-solved, it broke a required constraint or left some priority level worse off)"))
            lines += report.moves.map {
                "    - \(MarkdownText.code($0.item)) moves from \(frameText($0.from)) to \(frameText($0.to))"
            }
        }
        return lines + self.fixes(fixes, style: style)
    }

    /// The fixes under a problem's bullet: a numbered list, each with its edit lines and frames.
    package static func fixes(_ fixes: [VerifiedFix], style: ExplainStyle) -> [String] {
        guard !fixes.isEmpty else { return [] }
        let shown = FixText.shownFixes(fixes, style: style)
        var lines = ["  - fixes (each checked by re-solving; best first):"]
        for (number, fix) in shown.enumerated() {
            lines.append("    \(number + 1). \(FixText.heading(fix)):")
            lines += style.edits.lines(for: fix.edits).map { "       - \(MarkdownText.code($0))" }
            lines.append("       - why: \(fix.reason)")
            lines += fix.cautions.map { "       - note: \($0)" }
            lines += fix.frames.map { "       - gives \(MarkdownText.frame($0.item, frameText($0.frame)))" }
        }
        if let more = FixText.moreLine(fixes, shown: shown.count) { lines.append("    " + more) }
        return lines
    }
}
