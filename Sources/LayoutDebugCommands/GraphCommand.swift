import Explain
import Foundation
import LayoutImport
import LayoutScript
import Render

/// `layoutdbg graph FILE -o OUT.(svg|png|pdf|dot) [--kind views|constraints] [--focus ID] [--full]
/// [--engine dot|neato|fdp] [--scene ID] [--step N]`: the view graph or constraint graph of one
/// step, written to OUT in the format its extension names (`.dot` is the DOT text itself, not laid
/// out); for an input of several layouts, one file per layout (`LayoutSelection.outputPath`).
/// Without `--focus` or `--full`, a graph of more than `ReadablePictureSize.nodeLimit` nodes is
/// drawn as a summary (`GraphExcerpt`), said on standard error and in the title.
enum GraphCommand {
    static let maximumRenderedNodes = 5_000

    static func run(_ arguments: [String], standardInput: () -> String?, progress: CommandProgress? = nil) -> CommandResult {
        let hint = "Run 'layoutdbg graph --help' for usage."
        let parsed: CommandArguments
        do {
            parsed = try CommandArguments.parse(arguments, command: "graph", allowedFlags: ["--full"],
                                                valueOptions: ["-o", "--output", "--kind", "--focus", "--engine", "--step"] + ScenarioCommandInput.layoutOptions)
        } catch {
            return .failure(error.message, hint: hint)
        }
        if parsed.wantsHelp { return CommandResult(stdout: Usage.graph) }
        let request: GraphRequest
        switch GraphRequest.parse(parsed) {
        case let .success(read): request = read
        case let .failure(problem): return .failure(problem.message, hint: hint)
        }
        let selection: LayoutSelection
        do {
            selection = try ScenarioCommandInput.read(parsed, hint: hint, standardInput: standardInput)
        } catch {
            return error.result
        }
        let outputs = selection.inputs.map { input in
            let output = OutputFile(path: selection.outputPath(request.output.path, for: input.layout), format: request.output.format)
            let each = GraphRequest(output: output, kind: request.kind, focus: request.focus, engine: request.engine,
                                    full: request.full)
            return LayoutOutput(graph(input, request: each, hint: hint, progress: progress))
        }
        return selection.combine(outputs, json: false)
    }

    private static func graph(_ input: ScenarioCommandInput, request: GraphRequest, hint: String,
                              progress: CommandProgress?) -> CommandResult {
        let step = input.steps[0]
        let graph: LayoutGraph
        var excerpt: GraphExcerpt?
        do throws(any Error) {
            progress?.stage("solving step \(step)")
            let run = try ScenarioRun(input.scenario)
            defer { TeardownAtExit.leave(run) }
            try run.run(through: step)
            progress?.stage("building the \(request.kind.rawValue) graph")
            let solved = run.results[step].step
            var model = LayoutGraphModel(step: solved)
            // A partial layout (a console log) leaves views loose by what it omits: not marked.
            if input.layout.partialLayoutNote == nil {
                model.markAmbiguous(try AmbiguityFinder.find(engine: run.engine, solution: run.results[step].solution))
            }
            var focus: GraphFocus?
            if let identifier = request.focus {
                do {
                    focus = try GraphFocus.select(identifier, in: model, explainer: BrokenConstraintExplainer(step: solved))
                } catch is GraphFocus.UnknownConstraint {
                    return .failure("--focus: no constraint with identifier \"\(identifier)\" (or written exactly so) in step \(step)",
                                    hint: hint)
                }
            }
            let heading = [input.scenario.title ?? input.path, "Step \(step): \(run.results[step].title)"]
            if focus == nil && !request.full { excerpt = GraphExcerpt.of(request.kind, model: model) }
            graph = LayoutGraph.build(request.kind, model: model, focus: focus, excerpt: excerpt, heading: heading)
        } catch let error as ScenarioErrors {
            return CommandResult(stderr: input.layout.describe(error), exitCode: ExitCode.usageOrInput)
        } catch {
            return .failure("\(input.path): the graph could not be computed: \(error)", exitCode: ExitCode.failedExpectation)
        }
        let subject = "\(input.path), step \(step), \(request.kind.rawValue) graph"
        var result = write(graph, request: request, subject: subject, progress: progress)
        if let excerpt {
            result.stderr = "layoutdbg: note: \(subject): \(excerpt.reason); drawing a summary: \(excerpt.drawn). "
                + "Use --focus ID to draw one constraint and what explains it, or --full to draw the whole graph.\n" + result.stderr
        }
        return result
    }

    /// Renders (unless DOT text was asked for), writes OUT and reports GraphViz's warnings.
    /// `teach` writes its graphs with it too.
    static func write(_ graph: LayoutGraph, request: GraphRequest, subject: String, progress: CommandProgress? = nil) -> CommandResult {
        // neato and fdp would put edge labels over nodes and the legend (`edgeLabelsAsNodes`), and
        // the legend over a superview's frame (`legendInTitle`).
        let dotText = request.engine == .dot ? graph.dotText : graph.edgeLabelsAsNodes().legendInTitle().dotText
        var data = Data(dotText.utf8)
        var warnings: [String] = []
        if let format = request.output.format {
            // GraphViz's layouts grow faster than linearly (dot took 15 s on 3 000 nodes) and its
            // recursion overflows the stack on huge graphs; past this no picture is readable anyway.
            guard graph.nodeCount <= maximumRenderedNodes else {
                return .failure("\(subject): the graph has \(graph.nodeCount) nodes, more than the \(maximumRenderedNodes) "
                                + "that can be drawn readably; draw part of it with --focus, or write .dot to see the whole",
                                exitCode: ExitCode.usageOrInput)
            }
            progress?.stage("laying out the graph (\(graph.nodeCount) nodes) with \(request.engine.rawValue)")
            do {
                let output = try GraphvizRenderer(engine: request.engine, subject: subject).render(dotText, as: format)
                data = output.data
                warnings = output.warnings
            } catch {
                return .failure("could not draw the graph: \(error.description)", exitCode: ExitCode.failedExpectation)
            }
        }
        return request.output.write(data, warnings: warnings, summary: " (\(graph.nodeCount) nodes, \(graph.edgeCount) edges)")
    }
}
