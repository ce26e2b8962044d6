import LayoutImport
import LayoutScript

/// What every command that runs a scenario reads first: one FILE operand, the steps chosen with
/// `--step N` / `--all-steps`, and the layout read through the importers (`ScenarioLoading`).
struct ScenarioCommandInput {
    /// Why there is no input, as the command's finished result (usage or input error).
    struct Failure: Error {
        let result: CommandResult
    }

    let layout: ImportedLayout
    /// The step indices to show, in order (0 is the layout as declared).
    let steps: [Int]

    var path: String { layout.path }
    var scenario: Scenario { layout.scenario }
    var source: String { layout.source }

    static func read(_ parsed: CommandArguments, hint: String,
                     standardInput: () -> String?) throws(Failure) -> ScenarioCommandInput {
        guard parsed.operands.count == 1 else {
            throw Failure(result: .failure(parsed.operands.isEmpty ? "missing FILE" : "expected one FILE", hint: hint))
        }
        let selection: StepSelection
        switch StepSelection.parse(parsed) {
        case let .success(chosen): selection = chosen
        case let .failure(problem): throw Failure(result: .failure(problem.message, hint: hint))
        }
        let layout: ImportedLayout
        do {
            layout = try ScenarioLoading.load(parsed.operands[0], standardInput: standardInput)
        } catch {
            throw Failure(result: CommandResult(stderr: error.text, exitCode: ExitCode.usageOrInput))
        }
        switch selection.indices(stepCount: layout.scenario.steps.count) {
        case let .success(steps):
            return ScenarioCommandInput(layout: layout, steps: steps)
        case let .failure(problem):
            throw Failure(result: .failure(problem.message, hint: hint))
        }
    }
}
