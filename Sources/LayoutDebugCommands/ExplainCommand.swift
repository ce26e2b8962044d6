import JSONText
import Explain
import LayoutModel
import LayoutImport
import LayoutScript

/// `layoutdbg explain FILE [--step N | --all-steps] [--constraint ID] [--uikit-log] [--autolayout-trace]
/// [--sweep ROOT.width=LOW...HIGH] [--json | --markdown]`.
enum ExplainCommand {
    static func run(_ arguments: [String], standardInput: () -> String?) -> CommandResult {
        let hint = "Run 'layoutdbg explain --help' for usage."
        let parsed: CommandArguments
        do {
            parsed = try CommandArguments.parse(arguments, command: "explain", allowedFlags: ["--all-steps", "--json", "--markdown", "--uikit-log", "--autolayout-trace"],
                                                valueOptions: ["--step", "--constraint", "--sweep"])
        } catch {
            return .failure(error.message, hint: hint)
        }
        if parsed.wantsHelp { return CommandResult(stdout: Usage.explain) }
        if parsed.has("--json") && parsed.has("--markdown") {
            return .failure("--json and --markdown cannot be used together", hint: hint)
        }
        let input: ScenarioCommandInput
        do {
            input = try ScenarioCommandInput.read(parsed, hint: hint, standardInput: standardInput)
        } catch {
            return error.result
        }
        let wanted = input.steps
        var sweep: SweepReport.Request?
        if let text = parsed.value(of: "--sweep") {
            switch SweepReport.parse(text, rootName: input.scenario.layout.rootName) {
            case let .success(request): sweep = request
            case let .failure(problem): return .failure(problem.message, hint: hint)
            }
        }
        let identifier = parsed.value(of: "--constraint")
        var steps: [ExplainReport.Step] = []
        do throws(any Error) {
            let explained = try ExplainedRun(input.scenario)
            let run = explained.run
            // The explainer reads the engine's live solver, so each step is explained right after it runs.
            for index in wanted {
                try explained.advance(to: index)
                let explainer = BrokenConstraintExplainer(engine: run.engine)
                // As `graph --focus`: an identifier, or else the constraint written exactly as printed.
                let byIdentifier = explainer.constraints.contains { identifier != nil && $0.identifier == identifier }
                func isChosen(_ constraint: ExplainableConstraint) -> Bool {
                    guard let identifier else { return true }
                    return byIdentifier ? constraint.identifier == identifier : constraint.syntax == identifier
                }
                if let identifier, !explainer.constraints.contains(where: isChosen) {
                    return .failure("no constraint with identifier \"\(identifier)\" (or written exactly so) in step \(index)", hint: hint)
                }
                let targets = explainer.broken.filter(isChosen)
                let explanations = try targets.map(explainer.explain)
                steps.append(try problems(of: run, step: index, explanations: explanations,
                                          quotes: explained.quotes(for: explanations), parsed: parsed, sweep: sweep))
            }
        } catch let error as ScenarioErrors {
            return CommandResult(stderr: input.layout.describe(error), exitCode: ExitCode.usageOrInput)
        } catch {
            return .failure("\(input.path): the explanation could not be computed: \(error)", exitCode: ExitCode.failedExpectation)
        }
        let exitCode = steps.contains(where: \.hasProblems) ? ExitCode.failedExpectation : ExitCode.success
        if parsed.has("--json") {
            let document = JSONOutput.object([
                ("file", .string(parsed.operands[0])),
                ("title", input.scenario.title.map(JSONOutput.string) ?? .null),
                ("steps", .array(steps.map(ExplainReport.json))),
            ])
            return CommandResult(stdout: JSONWriter.write(document), exitCode: exitCode)
        }
        if parsed.has("--markdown") {
            return CommandResult(stdout: ExplainMarkdown.document(title: input.scenario.title, steps: steps), exitCode: exitCode)
        }
        let header = input.scenario.title.map { "\($0)\n\n" } ?? ""
        return CommandResult(stdout: header + steps.map(ExplainReport.text).joined(separator: "\n"), exitCode: exitCode)
    }

    /// Conflicts and ambiguity of the step the engine is at now (the analysis reads the live engine);
    /// `teach` calls it too.
    static func problems(of run: ScenarioRun, step index: Int, explanations: [BrokenConstraintExplanation],
                                 quotes: [SolverTradeOffHistory.Quote?], parsed: CommandArguments, sweep: SweepReport.Request?) throws -> ExplainReport.Step {
        let result = run.results[index]
        let solution = result.solution
        let describer = run.engine.uikitDescriber
        let conflicts = solution.conflicts.map { ConflictExplanation($0, in: solution) }
            + solution.linearConflicts.map { ConflictExplanation($0, in: solution) }
        let logs = conflicts.map { conflict in
            parsed.has("--uikit-log") ? conflict.layoutConflict.map(describer.unsatisfiableLog) : nil
        }
        let ambiguities = try AmbiguityFinder.find(engine: run.engine, solution: solution)
        // Every fix is re-solved on a fresh copy of the layout, so the live engine is left alone.
        let finder = try FixFinder(engine: run.engine)
        let fixes = ExplainReport.Fixes(
            broken: try explanations.map(finder.fixes(for:)),
            conflicts: try conflicts.map { try $0.layoutConflict.map(finder.fixes(for:)) ?? [] },
            ambiguities: try ambiguities.map(finder.fixes(forAmbiguous:)))
        let trace = parsed.has("--autolayout-trace")
            ? AutolayoutTrace.text(layout: run.engine.layout, describer: describer, solution: solution, ambiguities: ambiguities)
            : nil
        let rootName = run.engine.layout.rootName
        let swept = try sweep.map { request -> (text: String, json: JSONOutput, markdown: [String]) in
            let changes = try SweepReport.changes(request, engine: run.engine)
            return (SweepReport.text(request, rootName: rootName, changes: changes),
                    SweepReport.json(request, rootName: rootName, changes: changes),
                    SweepReport.markdown(request, rootName: rootName, changes: changes))
        }
        return ExplainReport.Step(result: result, explanations: explanations, tradeOffQuotes: quotes, conflicts: conflicts,
                                  ambiguities: ambiguities, fixes: fixes, uikitLogs: logs, trace: trace, sweep: swept)
    }
}
