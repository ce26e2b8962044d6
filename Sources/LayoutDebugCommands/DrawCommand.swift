import Explain
import LayoutImport
import LayoutScript
import Render

/// `layoutdbg draw FILE -o OUT.(svg|png|pdf) [--scene ID] [--step N | --all-steps] [--focus ITEM]
/// [--full]`: the solved layout as a wireframe to scale (see `WireframeDrawing`); with --all-steps
/// every step in one picture; for an input of several layouts, one file per layout
/// (`LayoutSelection.outputPath`). `--focus` draws one view with its subviews; without it or
/// `--full`, a layout of more than `ReadablePictureSize.nodeLimit` items is drawn as a summary
/// (`WireframeExcerpt`), said on standard error and in the key.
enum DrawCommand {
    static func run(_ arguments: [String], standardInput: () -> String?, progress: CommandProgress? = nil) -> CommandResult {
        let hint = "Run 'layoutdbg draw --help' for usage."
        let parsed: CommandArguments
        do {
            parsed = try CommandArguments.parse(arguments, command: "draw", allowedFlags: ["--all-steps", "--helper-guides", "--full"],
                                                valueOptions: ["--step", "-o", "--output", "--focus"] + ScenarioCommandInput.layoutOptions)
        } catch {
            return .failure(error.message, hint: hint)
        }
        if parsed.wantsHelp { return CommandResult(stdout: Usage.draw) }
        let output: OutputFile
        switch OutputFile.parse(parsed, command: "draw") {
        case let .success(file): output = file
        case let .failure(problem): return .failure(problem.message, hint: hint)
        }
        let selection: LayoutSelection
        do {
            selection = try ScenarioCommandInput.read(parsed, hint: hint, standardInput: standardInput)
        } catch {
            return error.result
        }
        let outputs = selection.inputs.map { input in
            let each = OutputFile(path: selection.outputPath(output.path, for: input.layout), format: output.format)
            return LayoutOutput(draw(input, output: each, helperGuides: parsed.has("--helper-guides"), focus: parsed.value(of: "--focus"),
                                     full: parsed.has("--full"), hint: hint, progress: progress))
        }
        return selection.combine(outputs, json: false)
    }

    private static func draw(_ input: ScenarioCommandInput, output: OutputFile, helperGuides: Bool, focus: String?,
                             full: Bool, hint: String, progress: CommandProgress?) -> CommandResult {
        var scenes: [WireframeScene] = []
        var summaries: [String] = []
        do throws(any Error) {
            let run = try ScenarioRun(input.scenario)
            defer { TeardownAtExit.leave(run) }
            // Ambiguity is probed on the live engine, so each step is analysed right after it runs.
            for (position, index) in input.steps.enumerated() {
                progress?.step(position + 1, of: input.steps.count)
                progress?.stage("solving step \(index)")
                try run.run(through: index)
                progress?.stage("looking for ambiguity in step \(index)")
                let result = run.results[index]
                // A partial layout (a console log) leaves views loose by what it omits: not marked.
                let ambiguities = input.layout.partialLayoutNote == nil
                    ? try AmbiguityFinder.find(engine: run.engine, solution: result.solution) : []
                let items = result.step.layout.items + result.step.generatedItems
                var excerpt: WireframeExcerpt?
                if let focus {
                    guard let focused = WireframeExcerpt.focus(on: focus, items: items) else {
                        return .failure("--focus: no view or layout guide named \"\(focus)\" in step \(index)", hint: hint)
                    }
                    excerpt = focused
                } else if !full, let summary = WireframeExcerpt.summary(of: items) {
                    excerpt = summary
                    summaries.append("step \(index): \(summary.note)")
                }
                scenes.append(WireframeScene(title: "Step \(index): \(result.title)", step: result.step, ambiguities: ambiguities,
                                             showHelperGuides: helperGuides, excerpt: excerpt))
            }
        } catch let error as ScenarioErrors {
            return CommandResult(stderr: input.layout.describe(error), exitCode: ExitCode.usageOrInput)
        } catch {
            return .failure("\(input.path): the layout could not be drawn: \(error)", exitCode: ExitCode.failedExpectation)
        }
        // The steps are done: one stage is left, said without a step.
        progress?.step(1, of: 1)
        progress?.stage("drawing \(scenes.count == 1 ? "the step" : "\(scenes.count) steps")")
        let drawing = WireframeDrawing(title: input.scenario.title, scenes: scenes)
        let what = scenes.count == 1 ? "step \(input.steps[0])" : "\(scenes.count) steps"
        var result = output.write(drawing.canvas, what: what, input: input.path)
        if !summaries.isEmpty {
            result.stderr = summaries.map { "layoutdbg: note: \(input.path), \($0) Use --focus ITEM to draw one view and its subviews, "
                + "or --full to draw them all.\n" }.joined() + result.stderr
        }
        return result
    }
}
