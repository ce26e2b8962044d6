import JSONText
import Cassowary
import Explain
import LayoutImport
import LayoutModel
import LayoutScript

/// The text and JSON forms of a solved step (`solve`; `teach` shares the frame lines).
package enum SolveReport {
    /// Constraints that only keep sizes from going negative are noise unless they take part in a
    /// conflict, so listings leave them out.
    package static func isShown(_ status: ConstraintStatus) -> Bool {
        if case let .generated(generator) = status.spec.provenance, generator.kind == .nonNegativeSize {
            return status.state != .satisfied
        }
        return true
    }

    /// `document` is the layout's document facts when it was read from one (Interface Builder):
    /// frames are then given as the document stores them, and misplaced views are listed.
    package static func text(_ result: StepResult, document: DocumentFacts? = nil, misplaced: [MisplacedView] = []) -> String {
        // Written line by line into one string: a large layout's report has a line per constraint,
        // and an array of lines joined at the end held every line twice.
        var text = ""
        func line(_ line: String) {
            text += line
            text += "\n"
        }
        line(result.index == 0 ? "Step 0: \(result.title)" : "Step \(result.index): \(result.title)")
        for note in result.notes { line("  note: \(note.text)") }
        let solution = result.solution
        for frameLine in frameLines(solution, document: document) { line(frameLine) }
        if !misplaced.isEmpty {
            line("  Misplaced views (stored frames are the document's, solved are the constraints'):")
            for entry in misplaced { line("    \(entry.sentence)  [\(entry.view.location)]") }
        }
        var rows: [(String, ConstraintState, Double, String)] = []
        rows.reserveCapacity(solution.constraints.count + solution.linearConstraints.count)
        for status in solution.constraints where isShown(status) {
            rows.append((ScenarioSyntax.describe(status.spec), status.state, status.error, status.spec.sourceText))
        }
        for status in solution.linearConstraints {
            rows.append((ScenarioSyntax.describe(status.spec), status.state, status.error, Provenance.source(status.spec.location).description))
        }
        if !rows.isEmpty {
            line("  Constraints:")
            let width = min(60, rows.map(\.0.characterCount).max() ?? 0)
            for (described, state, error, source) in rows {
                let status = state == .satisfied || state == .inactive ? state.rawValue
                    : "\(state.rawValue), error \(formatNumber(error))"
                line("    \(described.padded(toWidth: width))  \(status)  [\(source)]")
            }
        }
        let conflicts = solution.conflicts.map { ($0.conflict.map(ScenarioSyntax.describe), ScenarioSyntax.describe($0.broken)) }
            + solution.linearConflicts.map { ($0.conflict.map(ScenarioSyntax.describe), ScenarioSyntax.describe($0.broken)) }
        if !conflicts.isEmpty {
            line("  Required conflicts recovered:")
            for (members, broken) in conflicts {
                line("    these cannot all hold:")
                for member in members { line("      \(member)") }
                line("    broken to recover: \(broken)")
            }
        }
        for warning in solution.warnings { line("  warning: \(warning)") }
        for failure in result.failures { line("  FAILED \(failure)") }
        return text
    }

    /// The frames of the scenario's items (not the system-made ones) and the plain variables'
    /// values, indented for a step; shared with `teach`.
    package static func frameLines(_ solution: LayoutSolution, document: DocumentFacts? = nil) -> [String] {
        var lines: [String] = []
        let frames = shownFrames(solution, document: document)
        if !frames.isEmpty {
            lines.append("  Frames (x, y, width, height; relative to the superview):")
            let width = frames.map(\.item.characterCount).max() ?? 0
            for (item, frame) in frames {
                lines.append("    \(item.padded(toWidth: width))  "
                    + "(\(formatNumber(frame.x)), \(formatNumber(frame.y)), \(formatNumber(frame.width)), \(formatNumber(frame.height)))")
            }
        }
        if !solution.linearValues.isEmpty {
            lines.append("  Variables:")
            lines += solution.linearValues.map { "    \($0.variable) = \(formatNumber($0.value))" }
        }
        return lines
    }

    /// The frames of the scenario's items (not the system-made ones), as the document stores
    /// frames when the layout came from one (outset by alignment insets; docs/semantics.md).
    static func shownFrames(_ solution: LayoutSolution, document: DocumentFacts?) -> [(item: String, frame: Rect)] {
        let generated = Set(solution.generatedItems)
        return solution.frames.filter { !generated.contains($0.item) }.map { entry in
            guard let view = document?.view(item: entry.item) else { return entry }
            return (entry.item, view.documentFrame(ofSolved: entry.frame))
        }
    }

    /// One step of `solve --json`; `findings` and `explainCommand` make its last key, as they make
    /// the text's last line.
    package static func json(_ result: StepResult, findings: SolveFindings, explainCommand: String,
                             document: DocumentFacts? = nil) -> JSONOutput {
        let solution = result.solution
        func rect(_ frame: Rect) -> [(String, JSONOutput)] {
            [("x", .number(frame.x)), ("y", .number(frame.y)), ("width", .number(frame.width)), ("height", .number(frame.height))]
        }
        let frames = shownFrames(solution, document: document).map { entry in
            let objectID = document?.view(item: entry.item).map { [("ibID", JSONOutput.string($0.objectID))] } ?? []
            return JSONOutput.object([("item", .string(entry.item))] + objectID + rect(entry.frame))
        }
        func entry(_ text: String, _ identifier: String?, _ priority: Double, _ state: ConstraintState,
                   _ error: Double, _ source: String) -> JSONOutput {
            .object([
                ("constraint", .string(text)),
                ("identifier", identifier.map(JSONOutput.string) ?? .null),
                ("priority", .number(priority)),
                ("state", .string(state.rawValue)),
                ("error", .number(error)),
                ("source", .string(source)),
            ])
        }
        let constraints = solution.constraints.filter(isShown).map {
            entry(ScenarioSyntax.describe($0.spec), $0.spec.identifier, $0.spec.priority, $0.state, $0.error,
                  $0.spec.sourceText)
        } + solution.linearConstraints.map {
            entry(ScenarioSyntax.describe($0.spec), $0.spec.identifier, $0.spec.priority, $0.state, $0.error,
                  $0.spec.location.description)
        }
        let conflicts = (solution.conflicts.map { ($0.conflict.map(ScenarioSyntax.describe), ScenarioSyntax.describe($0.broken)) }
            + solution.linearConflicts.map { ($0.conflict.map(ScenarioSyntax.describe), ScenarioSyntax.describe($0.broken)) })
            .map { members, broken -> JSONOutput in
                .object([("members", .array(members.map(JSONOutput.string))), ("broken", .string(broken))])
            }
        return .object([
            ("step", .numberText(String(result.index))),
            ("title", .string(result.title)),
            ("frames", .array(frames)),
            ("variables", .array(solution.linearValues.map { .object([("name", .string($0.variable)), ("value", .number($0.value))]) })),
            ("constraints", .array(constraints)),
            ("conflicts", .array(conflicts)),
            ("failedExpectations", .array(result.failures.map { failure in
                .object([("location", .string(failure.expectation.location.description)), ("message", .string(failure.message))])
            })),
        ] + (document == nil ? [] : [("misplaced", .array(findings.misplaced.map { misplaced in
            .object([
                ("item", .string(misplaced.view.item)),
                ("ibID", .string(misplaced.view.objectID)),
                ("location", .string(misplaced.view.location.description)),
                ("stored", .object(rect(misplaced.stored))),
                ("solved", .object(rect(misplaced.solved))),
                ("flaggedInDocument", .bool(misplaced.view.flaggedMisplaced)),
            ])
        }))]) + [
            ("findings", findings.json(explainCommand: explainCommand)),
        ])
    }
}
