import LayoutScript

/// What every command that runs a scenario reads first: one FILE operand, the steps chosen with
/// `--step N` / `--all-steps`, and the parsed scenario.
struct ScenarioCommandInput {
    /// Why there is no input, as the command's finished result (usage or input error).
    struct Failure: Error {
        let result: CommandResult
    }

    let path: String
    let scenario: Scenario
    let source: String
    /// The step indices to show, in order (0 is the layout as declared).
    let steps: [Int]

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
        let loaded: (scenario: Scenario, source: String)
        do {
            loaded = try ScenarioLoading.load(parsed.operands[0], standardInput: standardInput)
        } catch {
            throw Failure(result: CommandResult(stderr: error.text, exitCode: ExitCode.usageOrInput))
        }
        switch selection.indices(stepCount: loaded.scenario.steps.count) {
        case let .success(steps):
            return ScenarioCommandInput(path: parsed.operands[0], scenario: loaded.scenario, source: loaded.source, steps: steps)
        case let .failure(problem):
            throw Failure(result: .failure(problem.message, hint: hint))
        }
    }
}
