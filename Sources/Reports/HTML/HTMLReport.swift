import Explain
import LayoutModel
import Render

/// One interactive page (`report`, `teach --html`, `lint --format html`) as a value: a section per
/// step or scene, each with what `explain` found, the wireframe and the graphs it draws. Pictures
/// stay values (`WireframeScene`, `LayoutGraph`) until `HTMLReportWriter` renders them.
package struct HTMLReport {
    /// The page's heading and the `<title>`.
    package var title: String
    /// What it was made from, one line ("Scenarios/two-labels.layout, steps 0–3").
    package var subtitle: String
    /// Paragraphs before the first section: a lesson's description, a lint run's totals.
    package var introduction: [String] = []
    /// A lint run's findings, first on the page (nil for a report or a lesson).
    package var findings: [LintFindingRow]?
    package var sections: [Section]

    package init(title: String, subtitle: String, sections: [Section]) {
        self.title = title
        self.subtitle = subtitle
        self.sections = sections
    }

    /// One step of one layout.
    package struct Section {
        /// "Step 1: the label grows"; a scene's title comes first when the input has several.
        package var heading: String
        /// A lesson's notes for the step, in order.
        package var notes: [String] = []
        /// A lesson's edits as it writes them, and its `expect` lines with whether each holds
        /// (`teach`'s lines, indented for the terminal), shown before the findings.
        package var lessonLines: [String] = []
        package var explain: ExplainReport.Step
        /// How its fixes are written (its input's own terms: a lint page mixes inputs) and how
        /// many are shown.
        package var style: ExplainStyle
        /// The wireframe, its fixes' previews included (`HTMLReport.numberedFixes`).
        package var scene: WireframeScene
        /// The step's items and constraints: the constraint list, and what the pictures' tags name.
        package var model: LayoutGraphModel
        /// The constraints each problem is about and involves.
        package var problemConstraints: ProblemConstraints
        /// A focused graph per problem, index for index with `HTMLReport.problems(of:)` (nil when
        /// the problem has none to draw).
        package var problemGraphs: [LayoutGraph?]
        /// Why some problems have no graph, said once above them.
        package var graphNote: String?
        /// The sweep chart, when one was asked for.
        package var sweepChart: SweepChartData?
        /// The number of the section's first fix on the page (`PictureTags.fix`).
        package var firstFixNumber: Int

        package init(heading: String, explain: ExplainReport.Step, style: ExplainStyle, scene: WireframeScene,
                     model: LayoutGraphModel, problemConstraints: ProblemConstraints, problemGraphs: [LayoutGraph?],
                     firstFixNumber: Int) {
            self.heading = heading
            self.explain = explain
            self.style = style
            self.scene = scene
            self.model = model
            self.problemConstraints = problemConstraints
            self.problemGraphs = problemGraphs
            self.firstFixNumber = firstFixNumber
        }
    }

    /// One lint finding as the page lists it, with the section (if any) that shows its scene.
    package struct LintFindingRow {
        package var severity: FindingSeverity
        package var location: String
        package var message: String
        /// Index into `sections` of the scene it is about.
        package var section: Int?

        package init(severity: FindingSeverity, location: String, message: String, section: Int?) {
            self.severity = severity
            self.location = location
            self.message = message
            self.section = section
        }
    }

    /// A problem of a step, in the order `explain` prints them: broken constraints, required
    /// conflicts, ambiguous items.
    package enum Problem {
        case broken(Int)
        case conflict(Int)
        case ambiguity(Int)
    }

    package static func problems(of step: ExplainReport.Step) -> [Problem] {
        step.explanations.indices.map(Problem.broken) + step.conflicts.indices.map(Problem.conflict)
            + step.ambiguities.indices.map(Problem.ambiguity)
    }

    /// The verified fixes of a problem.
    package static func fixes(of problem: Problem, in step: ExplainReport.Step) -> [VerifiedFix] {
        switch problem {
        case let .broken(index): return step.fixes.broken[index]
        case let .conflict(index): return step.fixes.conflicts[index]
        case let .ambiguity(index): return step.fixes.ambiguities[index]
        }
    }

    /// Every fix the page shows for the step, numbered from `first` in page order: the one
    /// numbering the previews drawn in the wireframe and the buttons that show them share.
    package static func numberedFixes(of step: ExplainReport.Step, style: ExplainStyle,
                                      from first: Int) -> [(number: Int, problem: Int, fix: VerifiedFix)] {
        var numbered: [(number: Int, problem: Int, fix: VerifiedFix)] = []
        for (position, problem) in problems(of: step).enumerated() {
            for fix in FixText.shownFixes(fixes(of: problem, in: step), style: style) {
                numbered.append((first + numbered.count, position, fix))
            }
        }
        return numbered
    }
}
