import JSONText
import LayoutImport
import LayoutScript
import Render
import Reports

/// `layoutdbg trace FILE [--step N | --all-steps] [--tableau] [--json]`: the solver's events, in
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
                                                valueOptions: ["--step"])
        } catch {
            return .failure(error.message, hint: hint)
        }
        if parsed.wantsHelp { return CommandResult(stdout: Usage.trace) }
        let input: ScenarioCommandInput
        do {
            input = try ScenarioCommandInput.read(parsed, hint: hint, standardInput: standardInput)
        } catch {
            return error.result
        }
        let withTableau = parsed.has("--tableau")
        let traces: [TracedStep]
        do {
            traces = try TraceRun(scenario: input.scenario, source: input.source,
                                  tableauRowLimit: withTableau ? tableauRowLimit : nil).trace(input.steps)
        } catch {
            return CommandResult(stderr: input.layout.describe(error), exitCode: ExitCode.usageOrInput)
        }
        if withTableau, let big = traces.first(where: { $0.mostRows > tableauRowLimit }) {
            return .failure("--tableau is for small systems: step \(big.index) of '\(input.path)' has up to \(big.mostRows)"
                + " rows (constraints in the solver), more than \(tableauRowLimit); trace it without --tableau",
                hint: hint)
        }
        if parsed.has("--json") {
            return CommandResult(stdout: JSONWriter.write(TraceJSON.document(traces, path: input.path, title: input.scenario.title)))
        }
        return CommandResult(stdout: TraceText.document(traces, title: input.scenario.title))
    }
}
