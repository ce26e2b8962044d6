import JSONText
import LayoutImport
import LayoutScript
import Render
import Reports

/// `layoutdbg trace FILE [--scene ID] [--step N | --all-steps] [--tableau] [--json]`: the solver's events, in
/// order, while the layout engine builds the layout (step 0) or applies one step's edits, named in
/// layout terms, with the trade-offs in words and a summary line.
enum TraceCommand {
    /// `--tableau` prints the whole tableau after every pivot, so it is for small systems: above this
    /// many rows (constraints in the solver) it is refused rather than printing pages.
    static let tableauRowLimit = 40

    static func run(_ arguments: [String], standardInput: () -> String?) -> CommandResult {
        let hint = "Run 'layoutdbg trace --help' for usage."
        let parsed: CommandArguments
        do {
            parsed = try CommandArguments.parse(arguments, command: "trace", allowedFlags: ["--all-steps", "--tableau", "--json"],
                                                valueOptions: ["--step"] + ScenarioCommandInput.layoutOptions)
        } catch {
            return .failure(error.message, hint: hint)
        }
        if parsed.wantsHelp { return CommandResult(stdout: Usage.trace) }
        let selection: LayoutSelection
        do {
            selection = try ScenarioCommandInput.read(parsed, hint: hint, standardInput: standardInput)
        } catch {
            return error.result
        }
        return selection.combine(selection.inputs.map { trace($0, parsed: parsed, hint: hint) }, json: parsed.has("--json"))
    }

    private static func trace(_ input: ScenarioCommandInput, parsed: CommandArguments, hint: String) -> LayoutOutput {
        let withTableau = parsed.has("--tableau")
        let traces: [TracedStep]
        do {
            traces = try TraceRun(scenario: input.scenario, source: input.source,
                                  tableauRowLimit: withTableau ? tableauRowLimit : nil).trace(input.steps)
        } catch {
            return LayoutOutput(CommandResult(stderr: input.layout.describe(error), exitCode: ExitCode.usageOrInput))
        }
        if withTableau, let big = traces.first(where: { $0.mostRows > tableauRowLimit }) {
            return LayoutOutput(.failure("--tableau is for small systems: step \(big.index) of '\(input.path)' has up to \(big.mostRows)"
                + " rows (constraints in the solver), more than \(tableauRowLimit); trace it without --tableau",
                hint: hint))
        }
        if parsed.has("--json") {
            let document = TraceJSON.document(traces, path: input.path, title: input.scenario.title)
            return LayoutOutput(CommandResult(stdout: JSONWriter.write(document)), json: document)
        }
        return LayoutOutput(CommandResult(stdout: TraceText.document(traces, title: input.scenario.title)))
    }
}
