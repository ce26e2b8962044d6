import Explain
import JSONText
import LayoutModel
import LayoutImport
import LayoutScript
import Reports

/// `layoutdbg explain FILE [--scene ID] [--step N | --all-steps] [--constraint ID] [--all] [--all-fixes] [--brief] [--strict]
/// [--min-severity error|warning|note] [--uikit-log]
/// [--uikit-log-ios N] [--autolayout-trace]
/// [--sweep ROOT.width=LOW...HIGH] [--json | --markdown]`: reads the flags into `ExplainOptions`,
/// runs the pipeline (`ExplainedRun`) and writes its report (`Reports`).
enum ExplainCommand {
    static func run(_ arguments: [String], standardInput: () -> String?, progress: CommandProgress? = nil) -> CommandResult {
        let hint = "Run 'layoutdbg explain --help' for usage."
        let parsed: CommandArguments
        do {
            parsed = try CommandArguments.parse(arguments, command: "explain", allowedFlags: ["--all-steps", "--json", "--markdown", "--uikit-log", "--autolayout-trace", "--all", "--all-fixes", "--brief", "--strict"],
                                                valueOptions: ["--step", "--constraint", "--sweep", "--uikit-log-ios", "--min-severity"] + ScenarioCommandInput.layoutOptions)
        } catch {
            return .failure(error.message, hint: hint)
        }
        if parsed.wantsHelp { return CommandResult(stdout: Usage.explain) }
        if parsed.has("--json") && parsed.has("--markdown") {
            return .failure("--json and --markdown cannot be used together", hint: hint)
        }
        var minimum = FindingSeverity.note
        if let text = parsed.value(of: "--min-severity") {
            guard let severity = FindingSeverity(name: text) else {
                return .failure("--min-severity takes error, warning or note, not \"\(text)\"", hint: hint)
            }
            minimum = severity
        }
        var options = ExplainOptions(constraint: parsed.value(of: "--constraint"), uikitLog: parsed.has("--uikit-log"),
                                     autolayoutTrace: parsed.has("--autolayout-trace"))
        options.includeBrokenByDesign = parsed.has("--all")
        if let text = parsed.value(of: "--uikit-log-ios") {
            guard let version = Int(text), version >= UIKitDescriber.oldestLogIOSVersion, version <= 99 else {
                return .failure("--uikit-log-ios takes an iOS major version from \(UIKitDescriber.oldestLogIOSVersion) on, not \"\(text)\"", hint: hint)
            }
            options.uikitLog = true
            options.uikitLogIOSVersion = version
        }
        let selection: LayoutSelection
        do {
            selection = try ScenarioCommandInput.read(parsed, hint: hint, standardInput: standardInput)
        } catch {
            return error.result
        }
        let outputs = selection.inputs.map { input in
            explain(input, options: options, parsed: parsed, minimum: minimum, hint: hint, progress: progress)
        }
        return selection.combine(outputs, json: parsed.has("--json"))
    }

    private static func explain(_ input: ScenarioCommandInput, options: ExplainOptions, parsed: CommandArguments, minimum: FindingSeverity, hint: String,
                                progress: CommandProgress?) -> LayoutOutput {
        var options = options
        if let text = parsed.value(of: "--sweep") {
            switch SweepReport.parse(text, rootName: input.scenario.layout.rootName) {
            case let .success(request): options.sweep = request
            case let .failure(problem): return LayoutOutput(.failure(problem.message, hint: hint))
            }
        }
        var steps: [ExplainReport.Step] = []
        do throws(any Error) {
            progress?.stage("solving step 0")
            let explained = try ExplainedRun(input.layout)
            defer { TeardownAtExit.leave(explained) }
            explained.progress = progress
            for (position, index) in input.steps.enumerated() {
                progress?.step(position + 1, of: input.steps.count)
                steps.append(try explained.explain(step: index, options: options))
            }
        } catch let error as ScenarioErrors {
            return LayoutOutput(CommandResult(stderr: input.layout.describe(error), exitCode: ExitCode.usageOrInput))
        } catch let error as ExplainedRun.UnknownConstraint {
            return LayoutOutput(.failure("no constraint with identifier \"\(error.identifier)\" (or written exactly so) in step \(error.step)", hint: hint))
        } catch {
            return LayoutOutput(.failure("\(input.path): the explanation could not be computed: \(error)", exitCode: ExitCode.failedExpectation))
        }
        // Errors and warnings fail the command, notes too with --strict; what --min-severity hides still counts.
        let failing: FindingSeverity = parsed.has("--strict") ? .note : .warning
        let exitCode = steps.contains { step in step.worstSeverity.map { $0 >= failing } ?? false }
            ? ExitCode.failedExpectation : ExitCode.success
        if minimum > .note { steps = steps.map { $0.keeping(atLeast: minimum) } }
        // Fixes are written in the terms of the file they are for.
        let style = ExplainStyle(edits: input.layout.importer.editWriter, allFixes: parsed.has("--all-fixes"),
                                 brief: parsed.has("--brief"))
        if parsed.has("--json") {
            let document = JSONOutput.object([
                ("file", .string(parsed.operands[0])),
                ("title", input.scenario.title.map(JSONOutput.string) ?? .null),
                ("steps", .array(steps.map { ExplainReport.json($0, style: style) })),
            ])
            return LayoutOutput(CommandResult(stdout: JSONWriter.write(document), exitCode: exitCode), json: document)
        }
        if parsed.has("--markdown") {
            return LayoutOutput(CommandResult(stdout: ExplainMarkdown.document(title: input.scenario.title, steps: steps, style: style),
                                              exitCode: exitCode))
        }
        let header = input.scenario.title.map { "\($0)\n\n" } ?? ""
        return LayoutOutput(CommandResult(stdout: header + steps.map { ExplainReport.text($0, style: style) }.joined(separator: "\n"),
                                          exitCode: exitCode))
    }
}
