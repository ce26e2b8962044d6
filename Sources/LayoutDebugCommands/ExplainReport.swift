import Cassowary
import Explain
import LayoutModel
import LayoutScript

/// The text and JSON forms of `explain`'s findings for one step (schema: docs/json.md).
enum ExplainReport {
    struct Step {
        let result: StepResult
        let explanations: [BrokenConstraintExplanation]
    }

    static func text(_ step: Step) -> String {
        let result = step.result
        var lines = ["Step \(result.index): \(result.title)"]
        let conflicts = result.solution.conflicts.count + result.solution.linearConflicts.count
        if step.explanations.isEmpty {
            lines.append(conflicts == 0 ? "  Nothing is broken: every optional constraint holds."
                : "  No optional constraint is broken.")
        }
        for explanation in step.explanations {
            let target = explanation.constraint
            lines.append("  Broken: \(target.syntax)  [\(target.source)]")
            lines.append("    error \(formatNumber(explanation.error)) at priority \(formatNumber(target.priority)); "
                + explanation.kind.rawValue + (explanation.isTie ? " (tie: ambiguous)" : ""))
            lines.append("    because of:")
            for member in explanation.members {
                lines.append("      \(member.syntax)  [\(member.source)]")
            }
            lines += explanation.narrative.map { "    \($0)" }
            lines.append("    verified: \(check("sufficient", explanation.sufficiency)), \(check("minimal", explanation.minimality))")
        }
        // Conflicts are only counted here; explaining them is the next part of the analyzer.
        if conflicts > 0 { lines.append("  Required conflicts recovered: \(conflicts) (see 'layoutdbg solve')") }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func check(_ name: String, _ value: BrokenConstraintExplanation.Check) -> String {
        value == .passed ? name : "\(name) \(value.rawValue)"
    }

    static func json(_ step: Step) -> JSONOutput {
        func number(_ value: Double) -> JSONOutput { value.isFinite ? .number(value) : .null }
        func constraint(_ c: ExplainableConstraint) -> [(String, JSONOutput)] {
            [("constraint", .string(c.syntax)), ("identifier", c.identifier.map(JSONOutput.string) ?? .null),
             ("priority", .number(c.priority)), ("source", .string(c.source))]
        }
        let explanations = step.explanations.map { explanation -> JSONOutput in
            .object(constraint(explanation.constraint) + [
                ("error", .number(explanation.error)),
                ("kind", .string(explanation.kind == .lostToStronger ? "lostToStronger" : "tradeOff")),
                ("tie", .bool(explanation.isTie)),
                ("errorRange", .object([("lower", number(explanation.errorRange.lower)),
                                        ("upper", number(explanation.errorRange.upper))])),
                ("explanation", .array(explanation.members.map { .object(constraint($0) + [("error", .number($0.error))]) })),
                ("pinnedSums", .array(explanation.pinnedSums.map(JSONOutput.string))),
                ("narrative", .array(explanation.narrative.map(JSONOutput.string))),
                ("sufficient", .string(explanation.sufficiency.rawValue)),
                ("minimal", .string(explanation.minimality.rawValue)),
            ])
        }
        return .object([
            ("step", .numberText(String(step.result.index))),
            ("title", .string(step.result.title)),
            ("broken", .array(explanations)),
            ("conflictsRecovered", .numberText(String(step.result.solution.conflicts.count
                + step.result.solution.linearConflicts.count))),
        ])
    }
}
