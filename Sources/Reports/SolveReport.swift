import JSONText
import Cassowary
import Explain
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

    package static func text(_ result: StepResult) -> String {
        var lines = [result.index == 0 ? "Step 0: \(result.title)" : "Step \(result.index): \(result.title)"]
        lines += result.notes.map { "  note: \($0.text)" }
        let solution = result.solution
        lines += frameLines(solution)
        let rows = solution.constraints.filter(isShown).map {
            (ScenarioSyntax.describe($0.spec), $0.state, $0.error, $0.spec.sourceText)
        } + solution.linearConstraints.map {
            (ScenarioSyntax.describe($0.spec), $0.state, $0.error, Provenance.source($0.spec.location).description)
        }
        if !rows.isEmpty {
            lines.append("  Constraints:")
            let width = min(60, rows.map(\.0.count).max() ?? 0)
            for (text, state, error, source) in rows {
                let status = state == .satisfied || state == .inactive ? state.rawValue
                    : "\(state.rawValue), error \(formatNumber(error))"
                lines.append("    \(text.padding(toLength: max(width, text.count), withPad: " ", startingAt: 0))  \(status)  [\(source)]")
            }
        }
        let conflicts = solution.conflicts.map { ($0.conflict.map(ScenarioSyntax.describe), ScenarioSyntax.describe($0.broken)) }
            + solution.linearConflicts.map { ($0.conflict.map(ScenarioSyntax.describe), ScenarioSyntax.describe($0.broken)) }
        if !conflicts.isEmpty {
            lines.append("  Required conflicts recovered:")
            for (members, broken) in conflicts {
                lines.append("    these cannot all hold:")
                lines += members.map { "      \($0)" }
                lines.append("    broken to recover: \(broken)")
            }
        }
        lines += solution.warnings.map { "  warning: \($0)" }
        for failure in result.failures { lines.append("  FAILED \(failure)") }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The frames of the scenario's items (not the system-made ones) and the plain variables'
    /// values, indented for a step; shared with `teach`.
    package static func frameLines(_ solution: LayoutSolution) -> [String] {
        var lines: [String] = []
        let generated = Set(solution.generatedItems)
        let frames = solution.frames.filter { !generated.contains($0.item) }
        if !frames.isEmpty {
            lines.append("  Frames (x, y, width, height; relative to the superview):")
            let width = frames.map(\.item.count).max() ?? 0
            for (item, frame) in frames {
                lines.append("    \(item.padding(toLength: width, withPad: " ", startingAt: 0))  "
                    + "(\(formatNumber(frame.x)), \(formatNumber(frame.y)), \(formatNumber(frame.width)), \(formatNumber(frame.height)))")
            }
        }
        if !solution.linearValues.isEmpty {
            lines.append("  Variables:")
            lines += solution.linearValues.map { "    \($0.variable) = \(formatNumber($0.value))" }
        }
        return lines
    }

    /// One step of `solve --json`; `findings` and `explainCommand` make its last key, as they make
    /// the text's last line.
    package static func json(_ result: StepResult, findings: SolveFindings, explainCommand: String) -> JSONOutput {
        let solution = result.solution
        let generated = Set(solution.generatedItems)
        func rect(_ frame: Rect) -> [(String, JSONOutput)] {
            [("x", .number(frame.x)), ("y", .number(frame.y)), ("width", .number(frame.width)), ("height", .number(frame.height))]
        }
        let frames = solution.frames.filter { !generated.contains($0.item) }.map { entry in
            JSONOutput.object([("item", .string(entry.item))] + rect(entry.frame))
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
            ("findings", findings.json(explainCommand: explainCommand)),
        ])
    }
}
