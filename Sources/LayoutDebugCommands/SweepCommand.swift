import Cassowary
import LayoutImport
import LayoutModel
import LayoutScript
import Render
import Reports

/// `layoutdbg sweep FILE --vary ROOT.width=LOW...HIGH -o OUT.(svg|png|pdf) [--scene ID] [--step N]
/// [--show ATTRS] [--full]`: a chart of frame values over a range of screen sizes, with the breakpoints of
/// `explain --sweep`; for an input of several layouts, one file per layout. Without `--full`, a range
/// with more than `ReadablePictureSize.breakpointLimit` breakpoints is charted up to the next one
/// after the limit, said on standard error and in the caption.
enum SweepCommand {
    static func run(_ arguments: [String], standardInput: () -> String?) -> CommandResult {
        let hint = "Run 'layoutdbg sweep --help' for usage."
        let parsed: CommandArguments
        do {
            parsed = try CommandArguments.parse(arguments, command: "sweep", allowedFlags: ["--full"],
                                                valueOptions: ["--step", "--vary", "--show", "-o", "--output"] + ScenarioCommandInput.layoutOptions)
        } catch {
            return .failure(error.message, hint: hint)
        }
        if parsed.wantsHelp { return CommandResult(stdout: Usage.sweep) }
        let output: OutputFile
        switch OutputFile.parse(parsed, command: "sweep") {
        case let .success(file): output = file
        case let .failure(problem): return .failure(problem.message, hint: hint)
        }
        guard let varied = parsed.value(of: "--vary") else {
            return .failure("'sweep' needs --vary root.width=LOW...HIGH (or root.height=LOW...HIGH)", hint: hint)
        }
        let selection: LayoutSelection
        do {
            selection = try ScenarioCommandInput.read(parsed, hint: hint, standardInput: standardInput)
        } catch {
            return error.result
        }
        let outputs = selection.inputs.map { input in
            let each = OutputFile(path: selection.outputPath(output.path, for: input.layout), format: output.format)
            return LayoutOutput(sweep(input, varied: varied, output: each, parsed: parsed, hint: hint))
        }
        return selection.combine(outputs, json: false)
    }

    private static func sweep(_ input: ScenarioCommandInput, varied: String, output: OutputFile, parsed: CommandArguments,
                              hint: String) -> CommandResult {
        let rootName = input.scenario.layout.rootName
        let request: SweepReport.Request
        switch SweepReport.parse(varied, rootName: rootName, option: "--vary") {
        case let .success(parsed): request = parsed
        case let .failure(problem): return .failure(problem.message, hint: hint)
        }
        let attributes: [SweepChartSamples.Attribute]
        switch parseShow(parsed.value(of: "--show"), varying: request.attribute) {
        case let .success(chosen): attributes = chosen
        case let .failure(problem): return .failure(problem.message, hint: hint)
        }
        let step = input.steps[0]
        let outcome: SweepChartSamples.Outcome
        do throws(any Error) {
            let run = try ScenarioRun(input.scenario)
            defer { TeardownAtExit.leave(run) }
            try run.run(through: step)
            // The title names the range charted: with too many breakpoints, only up to the cut.
            let title = { (charted: SweepReport.Request) in
                "Step \(step): \(run.results[step].title), as \(rootName).\(request.attribute.rawValue) "
                    + "goes from \(formatNumber(charted.low)) to \(formatNumber(charted.high))"
            }
            outcome = try SweepChartSamples.chart(request, engine: run.engine, title: title, attributes: attributes,
                                                  limit: parsed.has("--full") ? nil : ReadablePictureSize.breakpointLimit)
        } catch let error as ScenarioErrors {
            return CommandResult(stderr: input.layout.describe(error), exitCode: ExitCode.usageOrInput)
        } catch {
            return .failure("\(input.path): the sweep could not be computed: \(error)",
                            hint: "The range must keep every required constraint satisfiable; try a narrower one.",
                            exitCode: ExitCode.failedExpectation)
        }
        var what = outcome.changes.map { "\($0.count) breakpoint(s)" } ?? "breakpoints unknown (the analysis did not finish)"
        if let cut = outcome.cut, let changes = outcome.changes {
            what = "the first \(changes.count) breakpoints (there are more), charted from \(formatNumber(request.low)) "
                + "to \(formatNumber(cut))"
        }
        var result = output.write(SweepChart(outcome.data).canvas, what: what, input: input.path)
        if let cut = outcome.cut {
            let limit = ReadablePictureSize.breakpointLimit
            result.stderr = "layoutdbg: note: \(input.path), step \(step): "
                + SweepChartSamples.summaryReason(request, variable: "\(rootName).\(request.attribute.rawValue)", limit: limit)
                + "; charting \(SweepChartSamples.summaryDrawn(request, cut: cut, limit: limit)). "
                + "Use a narrower --vary range to chart the rest, or --full to chart the whole range.\n" + result.stderr
        }
        return result
    }

    /// `--show width,minX`: which frame values to draw; by default the size along the swept axis.
    static func parseShow(_ text: String?, varying attribute: LayoutAttribute)
        -> Result<[SweepChartSamples.Attribute], CommandArguments.Problem> {
        guard let text else { return .success([attribute == .height ? .height : .width]) }
        var chosen: [SweepChartSamples.Attribute] = []
        for name in text.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
            guard let value = SweepChartSamples.Attribute(rawValue: name) else {
                return .failure(.init(message: "--show takes a comma-separated list of width, height, minX, minY; got '\(text)'"))
            }
            if !chosen.contains(value) { chosen.append(value) }
        }
        return .success(chosen)
    }
}
