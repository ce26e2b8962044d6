import JSONText
import LayoutImport
import LayoutModel
import LayoutScript
import Reports

/// `layoutdbg solve FILE [--step N | --all-steps] [--json]`.
enum SolveCommand {
    static func run(_ arguments: [String], standardInput: () -> String?) -> CommandResult {
        let hint = "Run 'layoutdbg solve --help' for usage."
        let parsed: CommandArguments
        do {
            parsed = try CommandArguments.parse(arguments, command: "solve", allowedFlags: ["--all-steps", "--json"],
                                                valueOptions: ["--step"])
        } catch {
            return .failure(error.message, hint: hint)
        }
        if parsed.wantsHelp { return CommandResult(stdout: Usage.solve) }
        let input: ScenarioCommandInput
        do {
            input = try ScenarioCommandInput.read(parsed, hint: hint, standardInput: standardInput)
        } catch {
            return error.result
        }
        let shown = input.steps
        let run: ScenarioRun
        do {
            run = try ScenarioRun(input.scenario)
            try run.run(through: shown.last)
        } catch {
            return CommandResult(stderr: input.layout.describe(error), exitCode: ExitCode.usageOrInput)
        }
        let results = shown.map { run.results[$0] }
        if parsed.has("--json") {
            let document = JSONOutput.object([
                ("file", .string(parsed.operands[0])),
                ("title", input.scenario.title.map(JSONOutput.string) ?? .null),
                ("steps", .array(results.map(SolveReport.json))),
            ])
            return CommandResult(stdout: JSONWriter.write(document))
        }
        let header = input.scenario.title.map { "\($0)\n\n" } ?? ""
        return CommandResult(stdout: header + results.map { SolveReport.text($0) }.joined(separator: "\n"))
    }
}
