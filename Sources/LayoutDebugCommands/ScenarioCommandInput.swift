import LayoutImport
import LayoutScript

/// One layout a command runs: the layout read through the importers (`ScenarioLoading`) and the
/// steps chosen with `--step N` / `--all-steps`.
struct ScenarioCommandInput {
    /// Why there is no input, as the command's finished result (usage or input error).
    struct Failure: Error {
        let result: CommandResult
    }

    /// The options every command that reads a layout takes: which layout of the input, and the
    /// device and orientation to lay a document out for.
    static let layoutOptions = ["--scene", "--device", "--orientation"]

    let layout: ImportedLayout
    /// The step indices to show, in order (0 is the layout as declared).
    let steps: [Int]

    var path: String { layout.path }
    var scenario: Scenario { layout.scenario }
    var source: String { layout.source }

    /// What every command that runs a scenario reads first: one FILE operand, its layouts (all,
    /// or the one `--scene` names) and the steps of each.
    static func read(_ parsed: CommandArguments, hint: String,
                     standardInput: () -> String?) throws(Failure) -> LayoutSelection {
        guard parsed.operands.count == 1 else {
            throw Failure(result: .failure(parsed.operands.isEmpty ? "missing FILE" : "expected one FILE", hint: hint))
        }
        let selection: StepSelection
        switch StepSelection.parse(parsed) {
        case let .success(chosen): selection = chosen
        case let .failure(problem): throw Failure(result: .failure(problem.message, hint: hint))
        }
        let document: ImportedDocument
        let layouts: [ImportedLayout]
        do {
            document = try ScenarioLoading.load(parsed.operands[0], options: ScenarioLoading.options(parsed),
                                                standardInput: standardInput)
            layouts = try ScenarioLoading.layouts(of: document, scene: parsed.value(of: "--scene"))
        } catch {
            throw Failure(result: CommandResult(stderr: error.text, exitCode: ExitCode.usageOrInput))
        }
        var inputs: [ScenarioCommandInput] = []
        for layout in layouts {
            switch selection.indices(stepCount: layout.scenario.steps.count) {
            case let .success(steps):
                inputs.append(ScenarioCommandInput(layout: layout, steps: steps))
            case let .failure(problem):
                let which = document.hasSeveralLayouts ? " (layout \(layout.id), \(layout.title))" : ""
                throw Failure(result: .failure(problem.message + which, hint: hint))
            }
        }
        return LayoutSelection(document: document, inputs: inputs)
    }
}
