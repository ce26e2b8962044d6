import ConsoleLogImport
import LayoutModel

/// `layoutdbg log --markdown`: the same findings as the text, for a pull request or an issue
/// thread: a heading per log, its constraints as a table, the conflict and the numbers as
/// bullets, UIKit's choice, and the fixes with their code in code spans.
package enum LogReportMarkdown {
    package static func markdown(_ analysis: ConsoleLogAnalysis, file: String) -> String {
        var lines = ["# Console log \(MarkdownText.code(file))", ""]
        lines += analysis.logs.enumerated().map { "- " + LogReportText.summary($1, number: analysis.firstLogNumber + $0) }
        for (index, log) in analysis.logs.enumerated() {
            lines.append("")
            lines += details(log, number: analysis.firstLogNumber + index)
        }
        let outside = analysis.unreadOutsideLogs
        if !outside.isEmpty {
            lines += ["", "## Lines outside every log that could not be read", ""]
            lines += outside.map(unread)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func details(_ log: ConsoleLogAnalysis.Log, number: Int) -> [String] {
        let rebuilt = log.rebuilt, proof = log.proof, conflict = rebuilt.conflict
        var lines = ["## Log \(number) (\(LogReportText.range(log)), \(conflict.header.words))", "",
                     "| line | made by | constraint (as rebuilt) | address |", "|---|---|---|---|"]
        for (index, spec) in rebuilt.specs.enumerated() {
            let logged = conflict.constraints[index]
            var owner = rebuilt.owners[index].word
            if let part = rebuilt.owners[index].systemPart { owner += " (\(part.rawValue))" }
            let syntax = ScenarioSyntax.describe(spec).replacingOccurrences(of: "|", with: "\\|")
            lines.append("| \(logged.line) | \(owner) | \(MarkdownText.code(syntax)) | \(MarkdownText.code(logged.address)) |")
        }
        lines.append("")
        if conflict.constraints.isEmpty {
            lines.append("No constraint to rebuild: \(log.rebuilt.conflict.nothingToRebuild(unread: log.unread)).")
        } else if let unsolved = proof.unsolved {
            lines.append("Not solved: \(unsolved)")
        } else if proof.conflicts.isEmpty {
            lines.append("The printed constraints can all hold together (solved as printed, every one satisfied).")
            lines += ConsoleLogProof.leftOutWhenSatisfiable(rebuilt.framework)
            if let margins = LogReportText.marginsSentence(rebuilt) { lines.append(margins) }
        } else {
            for (index, explained) in proof.conflicts.enumerated() {
                lines.append("- **Required conflict \(index + 1) (error):** these constraints cannot all hold (a minimal set):")
                lines += explained.members.map { "  - \(MarkdownText.cited($0.syntax, $0.source))" }
                lines.append("  - \(LogReportText.ruleBreaks): \(MarkdownText.cited(explained.broken.syntax, explained.broken.source))")
                lines += explained.reason.map { "  - \($0)" }
                if index == 0, let arithmetic = proof.arithmetic {
                    lines.append("  - The numbers: " + LogReportText.arithmeticSentence(arithmetic, log: log) + ".")
                }
                // The floors are the first conflict's (the minimal set's), as in the text.
                if index == 0, let unprinted = LogReportText.unprintedSentence(proof, framework: rebuilt.framework) {
                    lines.append("  - " + unprinted)
                }
            }
        }
        lines.append("")
        lines += LogReportText.uikitLines(log).map { "- " + $0.trimmingPrefix("  ") }
        let verified = log.fixes.filter(\.verified), hints = log.fixes.filter { !$0.verified }
        if !verified.isEmpty {
            lines += ["", "### Fixes (each re-solved with the fix applied: the conflict is gone)", ""]
            for (number, fix) in verified.enumerated() { lines += entry(fix, label: "\(number + 1).") }
        }
        if !hints.isEmpty {
            lines += ["", "### Hints (not verified)", ""]
            for fix in hints { lines += entry(fix, label: "-") }
        }
        if !log.unread.isEmpty {
            lines += ["", "### Lines that could not be read", ""]
            lines += log.unread.map(unread)
        }
        return lines
    }

    static func entry(_ fix: LogFix, label: String) -> [String] {
        var lines = ["\(label) **\(fix.pattern.rawValue)**: \(fix.description)."]
        if !fix.edit.isEmpty { lines.append("   - in the emitted layout (a step): " + fix.edit.map(MarkdownText.code).joined(separator: "; ")) }
        lines += fix.code.map { "   - code: " + MarkdownText.code($0) }
        lines += fix.effects.map { "   - then: " + $0 }
        return lines
    }

    static func unread(_ line: UnreadLine) -> String {
        "- line \(line.line): \(line.reason): \(MarkdownText.code(line.text))"
    }
}
