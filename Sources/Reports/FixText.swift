import JSONText
import Explain
import LayoutModel

/// `explain`'s verified fixes under a problem, in text and JSON (schema: docs/json.md), each edit
/// written by the input format's `LayoutEditWriter`.
package enum FixText {
    package static func lines(_ fixes: [VerifiedFix], edits: any LayoutEditWriter) -> [String] {
        guard !fixes.isEmpty else { return [] }
        var lines = ["    fixes (each checked by re-solving):"]
        for (number, fix) in fixes.enumerated() {
            lines.append("      \(number + 1). \(fix.summary):")
            lines += edits.lines(for: fix.edits).map { "           \($0)" }
            let width = fix.frames.map(\.item.count).max() ?? 0
            lines += fix.frames.map {
                "         gives \($0.item.padding(toLength: width, withPad: " ", startingAt: 0))  \(frameText($0.frame))"
            }
        }
        return lines
    }

    package static func json(_ fixes: [VerifiedFix], edits: any LayoutEditWriter) -> JSONOutput {
        .array(fixes.map { fix in
            .object([("summary", .string(fix.summary)), ("edit", .array(edits.lines(for: fix.edits).map(JSONOutput.string))),
                     ("frames", .array(fix.frames.map { .object([("item", .string($0.item)), ("frame", ExplainJSON.rect($0.frame))]) }))])
        })
    }
}
