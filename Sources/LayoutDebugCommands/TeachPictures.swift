import Explain
import Foundation
import LayoutScript
import Render
import Reports

/// The pictures `teach --out DIR` writes for a step, with the `draw` and `graph` commands' own
/// machinery: `DIR/<lesson>-step<N>-layout.svg`, the wireframe of the layout, and
/// `DIR/<lesson>-step<N>-graph.svg`, the constraint graph focused on the step's most severe
/// finding (`focusTarget`), or, in a step where nothing is broken but something is ambiguous,
/// the views graph of the ambiguous items; `--format png|pdf` changes the suffix and the format.
struct TeachPictures {
    let folder: String
    let lesson: TeachLessonSource
    var format: GraphvizFormat = .svg

    /// What was written for a step: the lines to print, and GraphViz's warnings for stderr.
    struct Written {
        var lines: [String] = []
        var warnings = ""
    }

    /// A picture that could not be written, as the command's result.
    struct Failure: Error {
        let result: CommandResult
    }

    func path(step: Int, _ kind: String) -> String {
        URL(fileURLWithPath: folder).appendingPathComponent("\(lesson.name)-step\(step)-\(kind).\(format.rawValue)").relativePath
    }

    /// Draws the step the engine of `run` is at now.
    func write(_ explained: ExplainReport.Step, run: ScenarioRun) throws -> Written {
        let result = explained.result
        let stepTitle = "Step \(result.index): \(result.title)"
        var written = Written()

        let scene = WireframeScene(title: stepTitle, step: result.step, ambiguities: explained.ambiguities)
        let drawing = WireframeDrawing(title: lesson.scenario.title, scenes: [scene])
        try record(OutputFile(path: path(step: result.index, "layout"), format: format)
            .write(drawing.canvas, what: "the layout of step \(result.index)", input: lesson.name), in: &written)

        var model = LayoutGraphModel(step: result.step)
        guard let target = Self.focusTarget(explained) else {
            // Nothing broken, but something free to move: the views graph of the ambiguous items.
            model.markAmbiguous(explained.ambiguities)
            guard let focus = GraphFocus.ambiguity(in: model) else {
                written.lines.append("no graph: no constraint is broken and nothing is ambiguous in this step")
                return written
            }
            let graph = LayoutGraph.build(.views, model: model, focus: focus, heading: [lesson.scenario.title ?? lesson.name, stepTitle])
            let request = GraphRequest(output: OutputFile(path: path(step: result.index, "graph"), format: format),
                                       kind: .views, focus: nil, engine: .dot)
            try record(GraphCommand.write(graph, request: request, subject: "\(lesson.name), step \(result.index), views graph"), in: &written)
            return written
        }
        let focus: GraphFocus
        do {
            focus = try GraphFocus.select(target, in: model, explainer: BrokenConstraintExplainer(step: result.step))
        } catch is GraphFocus.UnknownConstraint {
            written.lines.append("no graph: `\(target)` is not among the graph's constraints")
            return written
        }
        let heading = [lesson.scenario.title ?? lesson.name, stepTitle]
        let graph = LayoutGraph.build(.constraints, model: model, focus: focus, heading: heading)
        let request = GraphRequest(output: OutputFile(path: path(step: result.index, "graph"), format: format),
                                   kind: .constraints, focus: target, engine: .dot)
        try record(GraphCommand.write(graph, request: request, subject: "\(lesson.name), step \(result.index), constraint graph"), in: &written)
        return written
    }

    /// The step's most severe finding, which the graph is about: the constraint broken to recover
    /// from its first required conflict that leaves it off (one left out that happens to hold,
    /// off by 0, shows nothing the conflict costs), else the broken constraint of highest severity
    /// (`FindingSeverity`), then of highest priority (the first of equals). UIKit's own give-way
    /// constraints (`UISV-spanning-fit @51`) are notes, so they never outrank an app's warning.
    static func focusTarget(_ explained: ExplainReport.Step) -> String? {
        let costly = explained.conflicts.first { $0.brokenErrorAtEnd > ExplainTolerance.error }
        if let conflict = costly ?? explained.conflicts.first { return conflict.broken.syntax }
        var best: (severity: FindingSeverity, priority: Double, syntax: String)?
        for constraint in explained.explanations.map(\.constraint) {
            let severity = FindingSeverity.of(broken: constraint)
            if let current = best, (severity, constraint.priority) <= (current.severity, current.priority) { continue }
            best = (severity, constraint.priority, constraint.syntax)
        }
        return best?.syntax
    }

    private func record(_ result: CommandResult, in written: inout Written) throws(Failure) {
        guard result.exitCode == ExitCode.success else { throw Failure(result: result) }
        written.lines += result.stdout.split(separator: "\n").map(String.init)
        written.warnings += result.stderr
    }
}
