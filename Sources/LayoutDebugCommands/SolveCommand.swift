import Explain
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
        // The ambiguous items of each shown step, found while the engine is at that step.
        var ambiguous: [Int: [String]] = [:]
        do {
            run = try ScenarioRun(input.scenario)
            for index in 0...(shown.last ?? 0) {
                try run.run(through: index)
                guard shown.contains(index) else { continue }
                ambiguous[index] = try AmbiguityFinder.find(engine: run.engine, solution: run.results[index].solution).map(\.item)
            }
        } catch let error as ScenarioErrors {
            return CommandResult(stderr: input.layout.describe(error), exitCode: ExitCode.usageOrInput)
        } catch {
            return .failure("\(input.path): the ambiguity could not be computed: \(error)", exitCode: ExitCode.failedExpectation)
        }
        let file = parsed.operands[0]
        let results = shown.map { run.results[$0] }
        func findings(_ result: StepResult) -> SolveFindings { SolveFindings(result, ambiguousItems: ambiguous[result.index] ?? []) }
        func explainCommand(_ result: StepResult) -> String { "layoutdbg explain \(file) --step \(result.index)" }
        if parsed.has("--json") {
            let document = JSONOutput.object([
                ("file", .string(file)),
                ("title", input.scenario.title.map(JSONOutput.string) ?? .null),
                ("steps", .array(results.map { SolveReport.json($0, findings: findings($0), explainCommand: explainCommand($0)) })),
            ])
            return CommandResult(stdout: JSONWriter.write(document))
        }
        let header = input.scenario.title.map { "\($0)\n\n" } ?? ""
        let texts = results.map { result in
            SolveReport.text(result) + (findings(result).line(explainCommand: explainCommand(result)).map { $0 + "\n" } ?? "")
        }
        return CommandResult(stdout: header + texts.joined(separator: "\n"))
    }
}
