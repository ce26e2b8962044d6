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
        /// Constraints broken to recover from a required conflict below `value` that hold above it:
        /// the conflict ends there as the swept value grows.
        package var conflictEndsAbove: [ConstraintStatus]
        /// Constraints that hold below `value` and cannot hold above it: a required conflict begins.
        package var conflictBeginsAbove: [ConstraintStatus]

        package init(value: Double, brokenBelow: [ConstraintStatus], brokenAbove: [ConstraintStatus],
                     conflictEndsAbove: [ConstraintStatus] = [], conflictBeginsAbove: [ConstraintStatus] = []) {
            self.value = value
            self.brokenBelow = brokenBelow
            self.brokenAbove = brokenAbove
            self.conflictEndsAbove = conflictEndsAbove
            self.conflictBeginsAbove = conflictBeginsAbove
        }

        /// One sentence per thing that changes here, in the order the reports list them, each
        /// constraint written by `describe`.
        package func sentences(_ describe: (ConstraintStatus) -> String = SweepReport.describe) -> [String] {
            brokenBelow.map { "below it, \(describe($0)) breaks" }
                + brokenAbove.map { "above it, \(describe($0)) breaks" }
                + conflictEndsAbove.map { "above it, the required conflict ends: \(describe($0)) holds (below it, it is broken to recover)" }
                + conflictBeginsAbove.map { "above it, a required conflict begins: \(describe($0)) cannot hold and is broken to recover (below it, it holds)" }
        }
    }

    /// A constraint the swept step broke to recover from a required conflict, and whether it could
    /// hold at the low end of the range (the breakpoints say where that changes).
    package struct RecoveredOverRange {
        package let broken: ConstraintStatus
        package let holdsAtLow: Bool

        package init(broken: ConstraintStatus, holdsAtLow: Bool) {
            self.broken = broken
            self.holdsAtLow = holdsAtLow
        }
    }

    package let request: Request
    /// The layout's root, which names the swept variable (`root.width`).
    package let rootName: String
    package let changes: [Change]
    package let recovered: [RecoveredOverRange]

    package init(request: Request, rootName: String, changes: [Change], recovered: [RecoveredOverRange] = []) {
        self.request = request
        self.rootName = rootName
        self.changes = changes
        self.recovered = recovered
    }

    package static func text(_ request: Request, rootName: String, changes: [Change],
                             recovered: [RecoveredOverRange] = []) -> String {
        let name = "\(rootName).\(request.attribute.rawValue)"
        var lines = ["  Sweep of \(name) from \(formatNumber(request.low)) to \(formatNumber(request.high)) (exact breakpoints from the solver's tableau):"]
        if changes.isEmpty {
            lines.append("    no breakpoint: no constraint starts or stops being broken anywhere in the range")
        }
        for change in changes {
            lines.append("    at \(name) = \(formatNumber(change.value)):")
            lines += change.sentences().map { "      \($0)" }
        }
        lines += recoveryNotes(recovered, changes: changes).map { "    \($0)" }
        return lines.joined(separator: "\n") + "\n"
    }

    /// What the breakpoints alone leave unsaid about the constraints broken to recover: a conflict
    /// that lasts (or is gone) over the whole range, and which layout the other breakpoints are of.
    package static func recoveryNotes(_ recovered: [RecoveredOverRange], changes: [Change],
                                      describe: (ConstraintStatus) -> String = SweepReport.describe) -> [String] {
        var notes: [String] = []
        var anyChange = false
        for entry in recovered {
            let key = entry.broken.spec
            let changesHere = changes.contains { change in
                (change.conflictEndsAbove + change.conflictBeginsAbove).contains { $0.spec == key }
            }
            anyChange = anyChange || changesHere
            guard !changesHere else { continue }
            notes.append(entry.holdsAtLow
                ? "\(describe(entry.broken)), broken to recover in this step, holds over the whole range: no required conflict"
                : "\(describe(entry.broken)) is broken to recover over the whole range: its required conflict lasts")
        }
        let others = changes.contains { !$0.brokenBelow.isEmpty || !$0.brokenAbove.isEmpty }
        if !recovered.isEmpty, others {
            let names = recovered.map { describe($0.broken) }.joined(separator: ", ")
            notes.append("the other breakpoints are those of the layout with \(names) left out"
                + (anyChange ? ", UIKit's layout only while the conflict lasts" : ""))
        }
        return notes
    }

    package static func json(_ request: Request, rootName: String, changes: [Change],
                             recovered: [RecoveredOverRange] = []) -> JSONOutput {
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
                         ("brokenAbove", list(change.brokenAbove)), ("conflictEndsAbove", list(change.conflictEndsAbove)),
                         ("conflictBeginsAbove", list(change.conflictBeginsAbove))])
            })),
            ("brokenToRecover", .array(recovered.map { entry in
                .object([("constraint", .string(ScenarioSyntax.describe(entry.broken.spec))),
                         ("source", .string(entry.broken.spec.provenance.description)),
                         ("holdsAtLow", .bool(entry.holdsAtLow))])
            })),
        ])
    }

    package static func describe(_ status: ConstraintStatus) -> String {
        "`\(ScenarioSyntax.describe(status.spec))` [\(status.spec.provenance)]"
    }
}
