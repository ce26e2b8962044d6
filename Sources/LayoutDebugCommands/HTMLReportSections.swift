import Cassowary
import Explain
import LayoutImport
import LayoutModel
import LayoutScript
import Render
import Reports

/// The sections of the interactive page for one layout: each chosen step explained (the explain
/// pipeline, `ExplainedRun`), drawn (`WireframeScene`, with every shown fix's preview) and graphed
/// (a focused graph per problem, from the explanation sets `explain` found). Shared by `report`,
/// `teach --html` and `lint --format html`.
struct HTMLReportSections {
    /// The numbers of the page's fixes go on from here (`HTMLReport.numberedFixes`), across layouts.
    var nextFixNumber = 0
    var progress: CommandProgress?

    init(progress: CommandProgress? = nil) {
        self.progress = progress
    }

    /// One section per step in `steps`; `prefix` goes before each heading when the page holds
    /// several layouts (a storyboard's scenes). Fixes are written in the layout's own terms, all of
    /// them with `allFixes`. `sweep` adds the chart of the screen's size; a `lesson` adds each
    /// step's edits and expectations as `teach` prints them.
    mutating func sections(of layout: ImportedLayout, steps: [Int], prefix: String? = nil, allFixes: Bool = false,
                           sweep: SweepReport.Request? = nil, lesson: Bool = false) throws -> [HTMLReport.Section] {
        let style = ExplainStyle(edits: layout.importer.editWriter, allFixes: allFixes)
        var options = ExplainOptions()
        options.sweep = sweep
        let explained = try ExplainedRun(layout)
        explained.progress = progress
        var sections: [HTMLReport.Section] = []
        for (position, index) in steps.enumerated() {
            progress?.step(position + 1, of: steps.count)
            let step = try explained.explain(step: index, options: options)
            let result = step.result
            let heading = (prefix.map { $0 + " \u{2014} " } ?? "") + "Step \(index): \(result.title)"
            var model = LayoutGraphModel(step: result.step)
            model.markAmbiguous(step.ambiguities)
            let items = result.step.layout.items + result.step.generatedItems
            var scene = WireframeScene(title: heading, step: result.step, ambiguities: step.ambiguities,
                                       excerpt: WireframeExcerpt.summary(of: items))
            let fixes = HTMLReport.numberedFixes(of: step, style: style, from: nextFixNumber)
            scene.fixPreviews = fixes.flatMap { WireframeScene.FixPreview.previews(fix: $0.number, frames: $0.fix.frames, step: result.step) }
            let involved = ProblemConstraints(step: step, model: model)
            var section = HTMLReport.Section(heading: heading, explain: step, style: style, scene: scene, model: model,
                                             problemConstraints: involved,
                                             problemGraphs: Self.problemGraphs(step, model: model, entries: involved.entries),
                                             firstFixNumber: nextFixNumber)
            let problemCount = HTMLReport.problems(of: step).count
            if problemCount > Self.graphedProblems {
                section.graphNote = "Graphs are drawn for the first \(Self.graphedProblems) of the \(problemCount) problems; "
                    + "'layoutdbg graph FILE --focus ID' draws any other."
            }
            nextFixNumber += fixes.count
            section.notes = result.notes.map(\.text)
            if lesson {
                let edits = index > 0 ? TeachText.editLines(layout.scenario.steps[index - 1], source: layout.source) : []
                section.lessonLines = edits + TeachText.expectationLines(result, source: layout.source)
            }
            if let sweep {
                progress?.stage("charting the sweep")
                // The range charted, which a range with too many breakpoints cuts short.
                let title = { (charted: SweepReport.Request) in
                    "As \(layout.scenario.layout.rootName).\(charted.attribute.rawValue) goes from "
                        + "\(formatNumber(charted.low)) to \(formatNumber(charted.high))"
                }
                let attributes = try SweepCommand.parseShow(nil, varying: sweep.attribute).get()
                section.sweepChart = try SweepChartSamples.chart(sweep, engine: explained.run.engine, title: title,
                                                                 attributes: attributes,
                                                                 limit: ReadablePictureSize.breakpointLimit).data
            }
            sections.append(section)
        }
        return sections
    }

    /// Graphs are laid out by GraphViz, a fraction of a second each: a step with thousands of
    /// problems (every label of a long table) draws those of the first ones only.
    static let graphedProblems = 20

    /// A focused graph per problem, index for index with `HTMLReport.problems(of:)`: a broken
    /// constraint with its explanation set, a conflict with its members, an ambiguous item with
    /// the constraints on it (`ProblemConstraints`).
    static func problemGraphs(_ step: ExplainReport.Step, model: LayoutGraphModel, entries: [ProblemConstraints.Entry]) -> [LayoutGraph?] {
        zip(HTMLReport.problems(of: step), entries).enumerated().map { position, pair -> LayoutGraph? in
            let (problem, entry) = pair
            guard position < graphedProblems else { return nil }
            let summary: String
            switch problem {
            case let .broken(index):
                guard !entry.targets.isEmpty else { return nil }
                summary = "`\(step.explanations[index].constraint.syntax)` with the constraints that break it"
            case let .conflict(index):
                guard !entry.targets.isEmpty else { return nil }
                summary = "required conflict \(index + 1): the member broken to recover and the rest of the set"
            case let .ambiguity(index):
                summary = "`\(step.ambiguities[index].item)` and the constraints on it"
            }
            let focus = GraphFocus(targets: entry.targets, members: entry.members, summary: [summary], items: entry.items)
            return LayoutGraph.build(.views, model: model, focus: focus, heading: [])
        }
    }
}
