import JSONText
import Cassowary
import Explain
import LayoutModel

/// `explain`'s text for one recovered required conflict.
package enum ConflictText {
    /// `brokenLabel` names whose choice the broken member is: the layout's recovery, or (for
    /// `log`, which proves the rule against what the log says UIKit broke) the rule's.
    package static func lines(_ conflict: ConflictExplanation, number: Int, uikitLog: String?,
                              brokenLabel: String = "broken to recover") -> [String] {
        var lines = ["  Required conflict \(number) (error): these required constraints cannot all hold (a minimal set):"]
        lines += conflict.members.map { "      \($0.syntax)  [\($0.source)]" }
        lines.append("    \(brokenLabel): \(conflict.broken.syntax)  [\(conflict.broken.source)]")
        lines += conflict.reason.map { "    \($0)" }
        if !conflict.frames.isEmpty {
            lines.append("    resulting frames (x, y, width, height; relative to the superview):")
            let width = conflict.frames.map(\.item.count).max() ?? 0
            lines += conflict.frames.map {
                "      \($0.item.padded(toWidth: width))  \(frameText($0.frame))"
            }
        }
        if let uikitLog {
            lines.append("    UIKit's console log for it:")
            lines.append(uikitLog)
        }
        return lines
    }
}

/// `explain`'s text for one ambiguous item.
package enum AmbiguityText {
    package static func lines(_ report: AmbiguityReport) -> [String] {
        var lines = ["  Ambiguous (error): \(Possessive.of(report.item)) frame is not determined"]
        for range in report.ambiguity.ambiguousVariables {
            lines.append("    \(range.variable) = \(formatNumber(range.value)) now; every value from "
                + "\(bound(range.lower)) to \(bound(range.upper)) is as good at every priority level")
        }
        guard let alternative = report.ambiguity.alternative else { return lines }
        lines.append("    alternative layout: \(alternative.variable) = \(formatNumber(alternative.value))"
            + (alternative.isVerified ? " (verified: every required constraint holds, and no priority level is worse off)"
                : " (NOT verified: re-solved, it broke a required constraint or left some priority level worse off)"))
        for move in report.moves {
            lines.append("      \(move.item) moves from \(frameText(move.from)) to \(frameText(move.to))")
        }
        return lines
    }

    package static func bound(_ value: Double) -> String {
        value.isFinite ? formatNumber(value) : value < 0 ? "-infinity" : "+infinity"
    }
}

/// `explain --json`'s `conflicts` and `ambiguity` entries (schema: docs/json.md).
package enum ExplainJSON {
    package static func rect(_ frame: Rect) -> JSONOutput {
        .object([("x", .number(frame.x)), ("y", .number(frame.y)), ("width", .number(frame.width)),
                 ("height", .number(frame.height))])
    }

    package static func member(_ member: ConflictExplanation.Member) -> JSONOutput {
        .object([("constraint", .string(member.syntax)), ("identifier", member.identifier.map(JSONOutput.string) ?? .null),
                 ("priority", .number(member.priority)), ("source", .string(member.source)),
                 ("systemMade", .bool(member.isSystemMade))])
    }

    package static func conflict(_ conflict: ConflictExplanation, uikitLog: String?, fixes: [VerifiedFix],
                                 style: ExplainStyle) -> JSONOutput {
        var fields: [(String, JSONOutput)] = [
            ("severity", .string(FindingSeverity.error.name)),
            ("constraints", .array(conflict.members.map(member))),
            ("broken", member(conflict.broken)),
            ("brokenError", .number(conflict.brokenError)),
            ("reason", .array(conflict.reason.map(JSONOutput.string))),
            ("frames", .array(conflict.frames.map { .object([("item", .string($0.item)), ("frame", rect($0.frame))]) })),
        ]
        fields.append(("fixes", FixText.json(fixes, style: style)))
        if let uikitLog { fields.append(("uikitLog", .string(uikitLog))) }
        return .object(fields)
    }

    package static func ambiguity(_ report: AmbiguityReport, fixes: [VerifiedFix], style: ExplainStyle) -> JSONOutput {
        let variables = report.ambiguity.ambiguousVariables.map { range -> JSONOutput in
            .object([("variable", .string(range.variable)), ("value", .number(range.value)),
                     ("lower", .number(range.lower)), ("upper", .number(range.upper))])
        }
        let alternative = report.ambiguity.alternative.map { alternative -> JSONOutput in
            .object([("variable", .string(alternative.variable)), ("value", .number(alternative.value)),
                     ("verified", .bool(alternative.isVerified)),
                     ("moves", .array(report.moves.map {
                         .object([("item", .string($0.item)), ("from", rect($0.from)), ("to", rect($0.to))])
                     }))])
        } ?? .null
        return .object([("severity", .string(FindingSeverity.error.name)), ("item", .string(report.item)), ("variables", .array(variables)), ("alternative", alternative),
                 ("fixes", FixText.json(fixes, style: style))])
    }
}
