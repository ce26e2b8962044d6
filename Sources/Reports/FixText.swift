import JSONText
import Explain
import LayoutModel

/// `explain`'s verified fixes under a problem, in text and JSON (schema: docs/json.md), each edit
/// written by the input format's `LayoutEditWriter`. Text shows the best few (`ExplainStyle`),
/// each with why it works; JSON carries every one.
package enum FixText {
    package static func lines(_ fixes: [VerifiedFix], style: ExplainStyle) -> [String] {
        guard !fixes.isEmpty else { return [] }
        let shown = shownFixes(fixes, style: style)
        var lines = ["    fixes (each checked by re-solving; best first):"]
        for (number, fix) in shown.enumerated() {
            lines.append("      \(number + 1). \(heading(fix)):")
            lines += style.edits.lines(for: fix.edits).map { "           \($0)" }
            lines.append("         why: \(fix.reason)")
            lines += fix.cautions.map { "         note: \($0)" }
            let width = fix.frames.map(\.item.count).max() ?? 0
            lines += fix.frames.map {
                "         gives \($0.item.padded(toWidth: width))  \(frameText($0.frame))"
            }
        }
        if let more = moreLine(fixes, shown: shown.count) { lines.append("      " + more) }
        return lines
    }

    /// The fixes a text or Markdown report shows: the best `ExplainStyle.fixesShown`, or all.
    package static func shownFixes(_ fixes: [VerifiedFix], style: ExplainStyle) -> [VerifiedFix] {
        style.allFixes ? fixes : Array(fixes.prefix(ExplainStyle.fixesShown))
    }

    /// The summary, marked when the fix is a last resort.
    package static func heading(_ fix: VerifiedFix) -> String {
        fix.isLastResort ? "last resort: \(fix.summary)" : fix.summary
    }

    /// "(2 more verified fixes: --all-fixes)" when some are not shown.
    package static func moreLine(_ fixes: [VerifiedFix], shown: Int) -> String? {
        let hidden = fixes.count - shown
        guard hidden > 0 else { return nil }
        return "(\(hidden) more verified \(hidden == 1 ? "fix" : "fixes"): --all-fixes)"
    }

    package static func json(_ fixes: [VerifiedFix], style: ExplainStyle) -> JSONOutput {
        .array(fixes.map { fix in
            .object([("summary", .string(fix.summary)), ("kind", .string(fix.kind.name)),
                     ("edit", .array(style.edits.lines(for: fix.edits).map(JSONOutput.string))),
                     ("why", .string(fix.reason)), ("lastResort", .bool(fix.isLastResort)),
                     ("cost", json(fix.cost)),
                     ("frames", .array(fix.frames.map { .object([("item", .string($0.item)), ("frame", ExplainJSON.rect($0.frame))]) }))])
        })
    }

    /// What ranked the fix (docs/concepts.md, "How fixes are ranked"), in the order it is compared,
    /// then what it names, then the cautions the text prints.
    private static func json(_ cost: FixCost) -> JSONOutput {
        func names(_ items: [String]) -> JSONOutput { .array(items.map(JSONOutput.string)) }
        return .object([
            ("netHarm", .numberText(String(cost.netHarm))),
            ("alsoRemoved", .numberText(String(cost.alsoRemoved))),
            ("newlyBroken", .array(cost.newlyBroken.map(JSONOutput.number))),
            ("offScreen", names(cost.offScreen)),
            ("squeezed", names(cost.squeezed)),
            ("collapsed", .array(cost.collapsed.map { .object([("item", .string($0.item)), ("how", .string($0.words))]) })),
            ("relieved", names(cost.relieved)),
            ("stillAmbiguous", names(cost.stillAmbiguous)),
            ("trades", .array(cost.trades.map { trade in
                .object([("constraint", .string(trade.constraint)), ("error", .number(trade.error)),
                         ("severity", .string(trade.severity.name)), ("stretchedView", trade.stretchedView.map(JSONOutput.string) ?? .null)])
            })),
            ("cautions", names(cost.cautions)),
        ])
    }
}
