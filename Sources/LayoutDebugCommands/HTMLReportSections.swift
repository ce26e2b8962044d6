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
    let style: ExplainStyle
    /// The numbers of the page's fixes go on from here (`HTMLReport.numberedFixes`).
    var nextFixNumber = 0
    var progress: CommandProgress?

    init(style: ExplainStyle, progress: CommandProgress? = nil) {
        self.style = style
        self.progress = progress
    }

    /// One section per step in `steps`; `prefix` goes before each heading when the page holds
    /// several layouts (a storyboard's scenes). `sweep` adds the chart of the screen's size; a
    /// `lesson` adds each step's edits and expectations as `teach` prints them.
    mutating func sections(of layout: ImportedLayout, steps: [Int], prefix: String? = nil,
                           sweep: SweepReport.Request? = nil, lesson: Bool = false) throws -> [HTMLReport.Section] {
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
            model.ambiguities = step.ambiguities.map { ($0.item, $0.ambiguity.ambiguousVariables.map(\.variable)) }
            let items = result.step.layout.items + result.step.generatedItems
            var scene = WireframeScene(title: heading, step: result.step, ambiguities: step.ambiguities,
                                       excerpt: WireframeExcerpt.summary(of: items))
            let fixes = HTMLReport.numberedFixes(of: step, style: style, from: nextFixNumber)
            scene.fixPreviews = fixes.flatMap { WireframeScene.FixPreview.previews(fix: $0.number, frames: $0.fix.frames, step: result.step) }
            var section = HTMLReport.Section(heading: heading, explain: step, scene: scene, model: model,
                                             problemGraphs: Self.problemGraphs(step, model: model), firstFixNumber: nextFixNumber)
            let problemCount = HTMLReport.problems(of: step).count
            if problemCount > Self.graphedProblems {
                section.graphNote = "Graphs are drawn for the first \(Self.graphedProblems) of the \(problemCount) problems; "
                    + "'layoutdbg graph FILE --focus ID' draws any other."
            }
            nextFixNumber += fixes.count
            section.notes = result.notes.map(\.text)
            if lesson {
                let edits = index > 0 ? TeachText.editLines(layout.scenario.steps[index - 1], source: layout.source) : []
                section.lessonLines = (edits + TeachText.expectationLines(result, source: layout.source)).map { line in
                    line.hasPrefix("  ") ? String(line.dropFirst(2)) : line
                }
            }
            if let sweep {
                progress?.stage("charting the sweep")
                let title = "As \(layout.scenario.layout.rootName).\(sweep.attribute.rawValue) goes from "
                    + "\(formatNumber(sweep.low)) to \(formatNumber(sweep.high))"
                let attributes = try SweepCommand.parseShow(nil, varying: sweep.attribute).get()
                section.sweepChart = try SweepChartSamples.chart(sweep, engine: explained.run.engine, title: title,
                                                                 attributes: attributes,
                                                                 limit: ReadablePictureSize.breakpointLimit).data
            }
            sections.append(section)
        }
        return sections
    }

    /// A focused graph per problem, index for index with `HTMLReport.problems(of:)`: a broken
    /// constraint with its explanation set, a conflict with its members, an ambiguous item with
    /// the constraints on it.
    /// Graphs are laid out by GraphViz, a fraction of a second each: a step with thousands of
    /// problems (every label of a long table) draws those of the first ones only.
    static let graphedProblems = 20

    static func problemGraphs(_ step: ExplainReport.Step, model: LayoutGraphModel) -> [LayoutGraph?] {
        var byLowered: [ObjectIdentifier: Int] = [:]
        var byText: [String: Int] = [:]
        for constraint in model.constraints {
            byLowered[ObjectIdentifier(constraint.lowered)] = constraint.index
            let key = constraint.syntax + "\u{0}" + constraint.source
            if byText[key] == nil { byText[key] = constraint.index }
        }
        let constraintsOnItem = model.unfocusedConstraintsByItem()
        return HTMLReport.problems(of: step).enumerated().map { position, problem -> LayoutGraph? in
            guard position < graphedProblems else { return nil }
            let focus: GraphFocus
            switch problem {
            case let .broken(index):
                let explanation = step.explanations[index]
                guard let target = byLowered[ObjectIdentifier(explanation.constraint.lowered)] else { return nil }
                let members = explanation.members.compactMap { byLowered[ObjectIdentifier($0.lowered)] }.filter { $0 != target }
                focus = GraphFocus(targets: [target], members: Array(Set(members)).sorted(),
                                   summary: ["`\(explanation.constraint.syntax)` with the constraints that break it"])
            case let .conflict(index):
                let conflict = step.conflicts[index]
                let key = { (member: ConflictExplanation.Member) in member.syntax + "\u{0}" + member.source }
                guard let target = byText[key(conflict.broken)] else { return nil }
                let members = conflict.members.compactMap { byText[key($0)] }.filter { $0 != target }
                focus = GraphFocus(targets: [target], members: Array(Set(members)).sorted(),
                                   summary: ["required conflict \(index + 1): the member broken to recover and the rest of the set"])
            case let .ambiguity(index):
                let item = step.ambiguities[index].item
                let members = constraintsOnItem[item] ?? []
                focus = GraphFocus(targets: [], members: members, summary: ["`\(item)` and the constraints on it"], items: [item])
            }
            return LayoutGraph.build(.views, model: model, focus: focus, heading: [])
        }
    }
}
