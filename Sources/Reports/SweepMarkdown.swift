import Cassowary
import LayoutModel

/// `explain --sweep … --markdown`: the breakpoints as a `###` heading and a nested list.
extension SweepReport {
    package static func markdown(_ request: Request, rootName: String, changes: [Change],
                                 recovered: [RecoveredOverRange] = []) -> [String] {
        let name = MarkdownText.code("\(rootName).\(request.attribute.rawValue)")
        var lines = ["### Sweep of \(name) from \(formatNumber(request.low)) to \(formatNumber(request.high))",
                     "", "Exact breakpoints from the solver's tableau:", ""]
        if changes.isEmpty {
            lines.append("- no breakpoint: no constraint starts or stops being broken anywhere in the range")
        }
        func cited(_ status: ConstraintStatus) -> String {
            "\(MarkdownText.code(ScenarioSyntax.describe(status.spec))) (\(status.spec.provenance))"
        }
        for change in changes {
            lines.append("- at \(name) = \(formatNumber(change.value)):")
            lines += change.brokenBelow.map { "  - below it, \(cited($0)) breaks" }
            lines += change.brokenAbove.map { "  - above it, \(cited($0)) breaks" }
            let conflicts = Change(value: change.value, brokenBelow: [], brokenAbove: [],
                                   conflictEndsAbove: change.conflictEndsAbove, conflictBeginsAbove: change.conflictBeginsAbove)
            lines += conflicts.sentences(cited).map { "  - \($0)" }
        }
        lines += recoveryNotes(recovered, changes: changes, describe: cited).map { "- \($0)" }
        return lines
    }
}
