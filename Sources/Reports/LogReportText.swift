import Foundation
import Cassowary
import ConsoleLogImport
import LayoutModel

/// `layoutdbg log`'s text: a summary line per log, then each log in detail (its items, its
/// constraints as rebuilt with who made each, the conflict as `explain` tells one, the numbers,
/// and UIKit's choice against the rule's).
package enum LogReportText {
    package static func text(_ analysis: ConsoleLogAnalysis) -> String {
        var lines = analysis.logs.enumerated().map { summary($1, number: analysis.firstLogNumber + $0) }
        for (index, log) in analysis.logs.enumerated() {
            lines.append("")
            lines += details(log, number: analysis.firstLogNumber + index)
        }
        let outside = analysis.unreadOutsideLogs
        if !outside.isEmpty {
            lines.append("")
            lines.append("Lines outside every log that could not be read:")
            lines += outside.map(unreadLine)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func range(_ log: ConsoleLogAnalysis.Log) -> String {
        "lines \(log.rebuilt.conflict.lines.lowerBound)-\(log.rebuilt.conflict.lines.upperBound)"
    }

    static func summary(_ log: ConsoleLogAnalysis.Log, number: Int) -> String {
        let proof = log.proof
        let count = log.rebuilt.conflict.constraints.count
        var text = "log \(number), \(range(log)): "
        if let unsolved = proof.unsolved {
            return text + "\(count) constraints, not solved: \(unsolved)"
        }
        if count == 0 {
            text += "no constraint to rebuild: " + log.rebuilt.conflict.nothingToRebuild(unread: log.unread)
        } else if proof.isConflict {
            text += "error: conflict among \(proof.minimalConflict.count) of the \(count) printed constraints"
        } else {
            // A log cut short may have lost the rest of its list; a whole one left it out itself.
            let who = log.rebuilt.conflict.isCut ? "the log is cut off, and the rest of its list may hold"
                : "\(log.rebuilt.framework.rawValue) left out"
            text += count == 1 ? "the 1 printed constraint can hold; \(who) what makes it conflict"
                : "the \(count) printed constraints can all hold; \(who) what makes them conflict"
        }
        text += "; " + choice(proof, log: log)
        if !log.unread.isEmpty { text += "; \(log.unread.count) \(log.unread.count == 1 ? "line" : "lines") unread" }
        return text
    }

    /// `UIKit broke 0x… and the rule breaks the same (agree)` (AppKit on an AppKit log).
    static func choice(_ proof: ConsoleLogProof, log: ConsoleLogAnalysis.Log) -> String {
        let constraints = log.rebuilt.conflict.constraints
        let framework = log.rebuilt.framework.rawValue
        let ours = proof.wouldBreak.map { constraints[$0].address }
        switch (proof.uikitBroke, ours) {
        case let (uikit?, _?) where proof.agreement == .agree:
            return "\(framework) broke \(uikit), the rule breaks the same (agree)"
        case let (uikit?, ours?):
            return "\(framework) broke \(uikit), the rule breaks \(ours) (disagree)"
        case let (uikit?, nil):
            return "\(framework) broke \(uikit)"
        case let (nil, ours?):
            return "the log does not show what \(framework) broke; the rule breaks \(ours)"
        case (nil, nil):
            return "the log does not show what \(framework) broke"
        }
    }

    /// The label of the member the recovery rule breaks in `log`'s conflict blocks: the log is
    /// solved by the rule, not by what UIKit did, which the lines after the block give.
    static let ruleBreaks = "the rule breaks"

    static func details(_ log: ConsoleLogAnalysis.Log, number: Int) -> [String] {
        let rebuilt = log.rebuilt
        let proof = log.proof
        let conflict = rebuilt.conflict
        let count = conflict.constraints.count
        var lines = ["Log \(number) (\(range(log)), \(conflict.header.words)), \(count) \(count == 1 ? "constraint" : "constraints"):"]
        lines.append("  items (the log's objects, by address):")
        let nameWidth = rebuilt.items.map(\.name.count).max() ?? 0
        let layout = rebuilt.scenario.layout
        for item in rebuilt.items {
            var line = "    \(item.name.padded(toWidth: nameWidth))  "
                + "\(item.className ?? "?"):\(item.address ?? item.printedName ?? "?")"
            if let text = item.text { line += " '\(printable(text))'" }
            if let parent = layout.item(named: item.name)?.parent, parent != ConsoleLogRebuilder.rootName {
                line += ", in \(parent)"
            }
            lines.append(line)
        }
        lines.append("  constraints as printed (line, who made it):")
        let lineWidth = conflict.constraints.map { String($0.line).count }.max() ?? 0
        for (index, spec) in rebuilt.specs.enumerated() {
            let logged = conflict.constraints[index]
            var line = "    line \(String(logged.line).padded(toWidth: lineWidth))  "
                + "\(rebuilt.owners[index].word.padded(toWidth: 6))  "
                + ScenarioSyntax.describe(spec)
            if let part = rebuilt.owners[index].systemPart { line += "   (\(part.rawValue))" }
            if !spec.isActive { line += "   (inactive)" }
            lines.append(line)
        }
        if count == 0 {
            lines.append("  No constraint to rebuild: \(log.rebuilt.conflict.nothingToRebuild(unread: log.unread)).")
        } else if let unsolved = proof.unsolved {
            lines.append("  Not solved: \(unsolved)")
        } else if proof.conflicts.isEmpty {
            lines.append("  The printed constraints can all hold together (solved as printed, every one satisfied).")
            lines += ConsoleLogProof.leftOutWhenSatisfiable(rebuilt.framework).map { "  " + $0 }
            if let margins = marginsSentence(rebuilt) { lines.append("  " + margins) }
        } else {
            for (index, explained) in proof.conflicts.enumerated() {
                lines += ConflictText.lines(explained, number: index + 1, uikitLog: nil, brokenLabel: ruleBreaks)
                if index == 0, let arithmetic = proof.arithmetic {
                    lines.append("    The numbers: " + arithmeticSentence(arithmetic, log: log) + ".")
                }
            }
            if let unprinted = unprintedSentence(proof, framework: rebuilt.framework) { lines.append("    " + unprinted) }
        }
        lines += uikitLines(log)
        lines += LogFixReport.lines(log.fixes)
        if !log.unread.isEmpty {
            lines.append("  Lines that could not be read:")
            lines += log.unread.map(unreadLine)
        }
        return lines
    }

    /// The members of the minimal set the framework cannot print (the engine's size floors); nil when none.
    static func unprintedSentence(_ proof: ConsoleLogProof, framework: UIFramework) -> String? {
        guard !proof.unprintedMembers.isEmpty else { return nil }
        return "Not printed by \(framework.rawValue): \(proof.unprintedMembers.joined(separator: ", "))"
            + " (the engine's own floor: a size is never negative)."
    }

    /// What is assumed of margins when a list that can hold uses them; nil when none does.
    static func marginsSentence(_ rebuilt: RebuiltLog) -> String? {
        guard rebuilt.specs.contains(where: { $0.first.attribute.isMargin || $0.second?.attribute.isMargin == true }) else { return nil }
        return "Margins are taken as UIView's default 8 pt: the log does not print them."
    }

    /// `cellContentView.height == 44 (UIView-Encapsulated-Layout-Height, set by the table view) says
    /// …, but the other 5 need cellContentView.height = 12 + 20.5 + … = 132.5`.
    static func arithmeticSentence(_ arithmetic: ConflictArithmetic, log: ConsoleLogAnalysis.Log) -> String {
        let spec = log.rebuilt.specs[arithmetic.claim]
        let logged = log.rebuilt.conflict.constraints[arithmetic.claim]
        // UIKit's own constraint is a fact the app lives with; the app's is something it asked for.
        var who = "`\(ScenarioSyntax.describe(spec))` asks for \(arithmetic.quantity) \(arithmetic.asked)"
        if let part = log.rebuilt.owners[arithmetic.claim].systemPart {
            let verb = switch spec.relation {
            case .equal: "is"
            case .greaterOrEqual: "is at least"
            case .lessOrEqual: "is at most"
            }
            who = "\(arithmetic.quantity) \(verb) \(formatNumber(spec.constant)) (\(logged.identifier ?? logged.className), "
                + "\(SystemPartWords.madeBy(part)))"
        }
        let others = log.proof.minimalConflict.count - 1
        let whose = log.proof.minimalConflict.allSatisfy { $0 == arithmetic.claim || log.rebuilt.owners[$0].isApp }
            ? "your" : "the"
        // A constraint that conflicts alone does so with the size floor the log does not print.
        let otherWords = others == 0 ? "the engine's own floor (a size is never negative)"
            : others == 1 ? "\(whose) other constraint" : "\(whose) other \(others) constraints"
        return "\(who), but \(otherWords) \(arithmetic.needText(singular: others <= 1))"
    }

    static func uikitLines(_ log: ConsoleLogAnalysis.Log) -> [String] {
        let proof = log.proof
        let rebuilt = log.rebuilt
        let framework = rebuilt.framework.rawValue
        var lines: [String] = []
        if let uikit = proof.uikitBroke {
            if let index = proof.uikitBrokeIndex {
                lines.append("  \(framework) broke \(uikit) (line \(rebuilt.conflict.constraints[index].line)): "
                    + ScenarioSyntax.describe(rebuilt.specs[index]))
            } else {
                lines.append("  \(framework) broke \(uikit), which is not in the list as read")
            }
        } else {
            lines.append("  The log does not show which constraint \(framework) broke.")
        }
        if let ours = proof.wouldBreak {
            let verdict = switch proof.agreement {
            case .agree: "the same constraint: agree"
            case .disagree: "disagree"
            case .unknown: "nothing to compare with"
            }
            lines.append("  The recovery rule (docs/semantics.md, \"Which member is broken\") breaks "
                + "\(rebuilt.conflict.constraints[ours].address): \(ScenarioSyntax.describe(rebuilt.specs[ours])); \(verdict).")
        }
        return lines
    }

    /// Text as one line: a newline UIKit printed inside a label's text is written `\n`.
    static func printable(_ text: String) -> String {
        text.replacingOccurrences(of: "\n", with: "\\n")
    }

    static func unreadLine(_ line: UnreadLine) -> String {
        "    line \(line.line): \(line.reason): \(line.text)"
    }
}
