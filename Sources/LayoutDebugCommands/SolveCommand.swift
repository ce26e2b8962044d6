import Foundation
import Explain
import JSONText
import LayoutImport
import LayoutModel
import LayoutScript
import Reports

/// `layoutdbg solve FILE [--scene ID] [--step N | --all-steps] [--json] [--emit-layout OUT.layout]`.
enum SolveCommand {
    static func run(_ arguments: [String], standardInput: () -> String?) -> CommandResult {
        let hint = "Run 'layoutdbg solve --help' for usage."
        let parsed: CommandArguments
        do {
            parsed = try CommandArguments.parse(arguments, command: "solve", allowedFlags: ["--all-steps", "--json"],
                                                valueOptions: ["--step", "--emit-layout"] + ScenarioCommandInput.layoutOptions)
        } catch {
            return .failure(error.message, hint: hint)
        }
        if parsed.wantsHelp { return CommandResult(stdout: Usage.solve) }
        let selection: LayoutSelection
        do {
            selection = try ScenarioCommandInput.read(parsed, hint: hint, standardInput: standardInput)
        } catch {
            return error.result
        }
        var emitted = ""
        if let out = parsed.value(of: "--emit-layout") {
            switch emitLayouts(selection, to: out) {
            case let .success(notice): emitted = notice
            case let .failure(failure): return failure.result
            }
        }
        var result = selection.combine(selection.inputs.map { solve($0, parsed: parsed, selection: selection) }, json: parsed.has("--json"))
        result.stderr = emitted + result.stderr
        return result
    }

    private struct EmitFailure: Error { let result: CommandResult }

    /// `--emit-layout OUT.layout`: each layout solved, in the scenario language (`ScenarioWriter`):
    /// `OUT` itself for one, `OUT-<scene id>.layout` each for several. Says on standard error what
    /// it wrote, as `log --emit-layout` does.
    private static func emitLayouts(_ selection: LayoutSelection, to out: String) -> Result<String, EmitFailure> {
        var notice = ""
        for input in selection.inputs {
            let path = selection.outputPath(out, for: input.layout)
            var header = ["Written by `layoutdbg solve --emit-layout` from \(input.path)"
                          + (selection.namesLayouts ? ", scene \(input.layout.id) (\(input.layout.title))" : "") + "."]
            if let partial = input.layout.partialLayoutNote { header.append(partial) }
            let written = ScenarioWriter.write(input.scenario, header: header)
            do {
                try written.text.write(toFile: path, atomically: true, encoding: .utf8)
            } catch {
                return .failure(EmitFailure(result: .failure("cannot write '\(path)'")))
            }
            let omitted = written.leftOut.isEmpty ? "" : ", \(written.leftOut.count) thing(s) left out (see its '# left out:' comments)"
            notice += "wrote \(path): \(input.layout.title) as a layout\(omitted)\n"
        }
        return .success(notice)
    }

    private static func solve(_ input: ScenarioCommandInput, parsed: CommandArguments, selection: LayoutSelection) -> LayoutOutput {
        let shown = input.steps
        let run: ScenarioRun
        // The ambiguous items of each shown step, found while the engine is at that step.
        var ambiguous: [Int: [String]] = [:]
        do {
            run = try ScenarioRun(input.scenario, keeping: .only(Set(shown)))
            for index in 0...(shown.last ?? 0) {
                try run.run(through: index)
                guard shown.contains(index) else { continue }
                // A partial layout (a console log) leaves views loose by what it omits: no finding (docs/cli.md).
                guard input.layout.partialLayoutNote == nil else { continue }
                // Only the names are printed: no ranges or alternative layouts (`explain` makes those).
                ambiguous[index] = try run.engine.ambiguousItems(skipping: run.results[index].solution.generatedItems)
            }
        } catch let error as ScenarioErrors {
            return LayoutOutput(CommandResult(stderr: input.layout.describe(error), exitCode: ExitCode.usageOrInput))
        } catch {
            return LayoutOutput(.failure("\(input.path): the ambiguity could not be computed: \(error)", exitCode: ExitCode.failedExpectation))
        }
        TeardownAtExit.leave(run)
        let file = parsed.operands[0]
        let results = shown.map { run.results[$0] }
        let document = input.layout.documentFacts
        // Stored frames are the document's layout as declared: only step 0 is compared with them.
        func misplaced(_ result: StepResult) -> [MisplacedView] {
            result.index == 0 ? document?.misplacedViews(in: result.solution) ?? [] : []
        }
        func findings(_ result: StepResult) -> SolveFindings {
            SolveFindings(result, ambiguousItems: ambiguous[result.index] ?? [], misplaced: misplaced(result))
        }
        let scene = selection.namesLayouts ? " --scene \(input.layout.id)" : ""
        func explainCommand(_ result: StepResult) -> String { "layoutdbg explain \(file)\(scene) --step \(result.index)" }
        if parsed.has("--json") {
            let importNotes = document.map { [("importNotes", JSONOutput.array($0.notes.map { JSONOutput.string($0.description) }))] } ?? []
            let json = JSONOutput.object([
                ("file", .string(file)),
                ("title", input.scenario.title.map(JSONOutput.string) ?? .null),
            ] + importNotes + [
                ("steps", .array(results.map {
                    SolveReport.json($0, findings: findings($0), explainCommand: explainCommand($0), document: document)
                })),
            ])
            return LayoutOutput(CommandResult(stdout: JSONWriter.write(json)), json: json)
        }
        var header = input.scenario.title.map { "\($0)\n\n" } ?? ""
        // What the import left out or approximated, so no part of the document is dropped silently.
        if let notes = document?.notes, !notes.isEmpty {
            header += "Read with \(notes.count) \(notes.count == 1 ? "note" : "notes") (left out or approximated):\n"
                + notes.map { "  \($0.description)\n" }.joined() + "\n"
        }
        let texts = results.map { result in
            SolveReport.text(result, document: document, misplaced: misplaced(result))
                + (findings(result).line(explainCommand: explainCommand(result)).map { $0 + "\n" } ?? "")
        }
        return LayoutOutput(CommandResult(stdout: header + texts.joined(separator: "\n")))
    }
}
