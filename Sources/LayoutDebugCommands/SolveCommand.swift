import LayoutModel
import LayoutScript

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
        guard parsed.operands.count == 1 else {
            return .failure(parsed.operands.isEmpty ? "missing FILE" : "expected one FILE", hint: hint)
        }
        var chosenStep: Int?
        if let text = parsed.value(of: "--step") {
            guard let number = Int(text), number >= 0 else {
                return .failure("--step needs a step number (0 is the initial layout), got '\(text)'", hint: hint)
            }
            guard !parsed.has("--all-steps") else { return .failure("use either --step or --all-steps", hint: hint) }
            chosenStep = number
        }
        let loaded: (scenario: Scenario, source: String)
        do {
            loaded = try ScenarioLoading.load(parsed.operands[0], standardInput: standardInput)
        } catch {
            return CommandResult(stderr: error.text, exitCode: ExitCode.usageOrInput)
        }
        if let chosenStep, chosenStep > loaded.scenario.steps.count {
            return .failure("--step \(chosenStep): the scenario has \(loaded.scenario.steps.count) step(s)", hint: hint)
        }
        let run: ScenarioRun
        do {
            run = try ScenarioRun(loaded.scenario)
            try run.run(through: parsed.has("--all-steps") ? nil : (chosenStep ?? 0))
        } catch {
            return CommandResult(stderr: ScenarioLoading.render(error, source: loaded.source), exitCode: ExitCode.usageOrInput)
        }
        let shown = parsed.has("--all-steps") ? run.results : [run.results[chosenStep ?? 0]]
        if parsed.has("--json") {
            let document = JSONOutput.object([
                ("file", .string(parsed.operands[0])),
                ("title", loaded.scenario.title.map(JSONOutput.string) ?? .null),
                ("steps", .array(shown.map(SolveReport.json))),
            ])
            return CommandResult(stdout: JSONWriter.write(document))
        }
        let header = loaded.scenario.title.map { "\($0)\n\n" } ?? ""
        return CommandResult(stdout: header + shown.map { SolveReport.text($0, engine: run.engine) }.joined(separator: "\n"))
    }
}
