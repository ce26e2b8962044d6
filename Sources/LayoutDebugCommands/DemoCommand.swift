import LinearSystemFormat
import Cassowary

/// `layoutdbg demo [--json]`: solves `DemoSystem` and explains it in plain text.
enum DemoCommand {
    static func run(_ arguments: [String]) -> CommandResult {
        let parsed: CommandArguments
        do {
            parsed = try CommandArguments.parse(arguments, command: "demo", allowedFlags: ["--json"])
        } catch {
            return .failure(error.message, hint: "Run 'layoutdbg demo --help' for usage.")
        }
        if parsed.wantsHelp { return CommandResult(stdout: Usage.demo) }
        if let operand = parsed.operands.first {
            return .failure("'demo' takes no arguments, got '\(operand)'", hint: "Run 'layoutdbg demo --help' for usage.")
        }
        let system = DemoSystem.system
        if parsed.has("--json") { return CommandResult(stdout: system.jsonText()) }
        do {
            return CommandResult(stdout: report(system, solution: try system.solve(trace: true)))
        } catch {
            return .failure("the demo could not be solved: \(error)", exitCode: ExitCode.failedExpectation)
        }
    }

    static func report(_ system: LinearSystem, solution: LinearSystemSolution) -> String {
        var lines = [
            "layoutdbg demo: two labels in a 320-pt row",
            "",
            "Step 1 of the two-label lesson (Scenarios/two-labels.layout, which `make demo` explains),",
            "its widths as a raw linear system. The row |-8-[name]-8-[level]-8-| is 320 pt wide, so",
            "the required constraints leave name.width + level.width = 296 for labels whose text is",
            "46 and 65 pt wide: one must stretch by 185. Both resist compression at 750; name hugs its",
            "text at 251, level at 250.",
            "Priorities are lexicographic: one level's error is never traded for a lower level's.",
            "",
            "Constraints (expression relation 0, @priority when optional):",
        ]
        let idWidth = system.constraints.map(\.id.count).max() ?? 0
        for spec in system.constraints {
            lines.append("  " + pad(spec.id, idWidth) + "  " + describe(spec))
        }

        lines += ["", "Solution:"]
        let nameWidth = solution.values.map(\.name.count).max() ?? 0
        for (name, value) in solution.values {
            lines.append("  " + pad(name, nameWidth) + "  = " + formatNumber(value))
        }

        lines += ["", "Errors:"]
        let errorWidth = solution.constraints.map { formatNumber($0.error).count }.max() ?? 0
        for (result, spec) in zip(solution.constraints, system.constraints) {
            let status = result.rejected ? "rejected" : result.satisfied ? "satisfied" : "broken at priority \(formatNumber(spec.priority))"
            lines.append("  " + pad(result.id, idWidth) + "  " + pad(formatNumber(result.error), errorWidth) + "  " + status)
        }
        for (result, spec) in zip(solution.constraints, system.constraints) where !result.satisfied {
            lines.append("  -> \(result.id) (\(describe(spec))) gives way by \(formatNumber(result.error)).")
        }

        lines += ["", "Solver trace (\(solution.pivots) pivots):"]
        lines += (solution.trace ?? []).map { "  " + $0 }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `expression relation 0 [@priority]`, with the variables' names.
    static func describe(_ spec: LinearConstraintSpec) -> String {
        let factory = VariableFactory()
        let expression = LinearExpression(terms: spec.terms.map { Term(factory.make($0.variable), $0.coefficient) }, constant: spec.constant)
        let priority = spec.priority >= Priority.required.value ? "" : " @" + formatNumber(spec.priority)
        return "\(expression) \(spec.relation.rawValue) 0\(priority)"
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }
}
