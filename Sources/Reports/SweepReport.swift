import JSONText
import Cassowary
import LayoutModel

/// `--sweep ROOT.width=LOW...HIGH`: where, as the screen is resized, the set of broken constraints
/// changes. A value: the range asked for and the breakpoints found (from the solver's tableau,
/// `Solver.breakpoints`, not from sampling; `SweepReport.changes` in the commands finds them),
/// written as text, JSON (here) and Markdown (SweepMarkdown) by the step's writers.
package struct SweepReport {
    package struct Request {
        package let attribute: LayoutAttribute
        package let low: Double
        package let high: Double

        package init(attribute: LayoutAttribute, low: Double, high: Double) {
            self.attribute = attribute
            self.low = low
            self.high = high
        }
    }

    package struct Change {
        package let value: Double
        package let brokenBelow: [ConstraintStatus]
        package let brokenAbove: [ConstraintStatus]

        package init(value: Double, brokenBelow: [ConstraintStatus], brokenAbove: [ConstraintStatus]) {
            self.value = value
            self.brokenBelow = brokenBelow
            self.brokenAbove = brokenAbove
        }
    }

    package let request: Request
    /// The layout's root, which names the swept variable (`root.width`).
    package let rootName: String
    package let changes: [Change]

    package init(request: Request, rootName: String, changes: [Change]) {
        self.request = request
        self.rootName = rootName
        self.changes = changes
    }

    package static func text(_ request: Request, rootName: String, changes: [Change]) -> String {
        let name = "\(rootName).\(request.attribute.rawValue)"
        var lines = ["  Sweep of \(name) from \(formatNumber(request.low)) to \(formatNumber(request.high)) (exact breakpoints from the solver's tableau):"]
        if changes.isEmpty {
            lines.append("    no breakpoint: the same constraints are broken over the whole range")
        }
        for change in changes {
            lines.append("    at \(name) = \(formatNumber(change.value)):")
            lines += change.brokenBelow.map { "      below it, \(describe($0)) breaks" }
            lines += change.brokenAbove.map { "      above it, \(describe($0)) breaks" }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    package static func json(_ request: Request, rootName: String, changes: [Change]) -> JSONOutput {
        func list(_ statuses: [ConstraintStatus]) -> JSONOutput {
            .array(statuses.map { .object([("constraint", .string(ScenarioSyntax.describe($0.spec))),
                                           ("source", .string($0.spec.provenance.description))]) })
        }
        return .object([
            ("variable", .string("\(rootName).\(request.attribute.rawValue)")),
            ("low", .number(request.low)),
            ("high", .number(request.high)),
            ("breakpoints", .array(changes.map { change in
                .object([("value", .number(change.value)), ("brokenBelow", list(change.brokenBelow)),
                         ("brokenAbove", list(change.brokenAbove))])
            })),
        ])
    }

    private static func describe(_ status: ConstraintStatus) -> String {
        "`\(ScenarioSyntax.describe(status.spec))` [\(status.spec.provenance)]"
    }
}
