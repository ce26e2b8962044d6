import Explain
import LayoutImport
import LayoutModel
import LayoutScript
import Render
import Reports

/// The explain pipeline: a scenario run one step at a time and explained, as a function of
/// `ExplainOptions` (no command-line flags). The solver's trade-offs are recorded while the steps
/// run (not while they are analysed), so each broken constraint can quote the trade-off that broke
/// it. Explanations and pictures read the step's value (`SolvedStep`); ambiguity and fixes try
/// changes on the engine, which stays at the step last run, so each step is analysed right after
/// it runs.
final class ExplainedRun {
    /// `ExplainOptions.constraint` names no constraint of the step.
    struct UnknownConstraint: Error {
        let identifier: String
        let step: Int
    }

    let run: ScenarioRun
    private let recorder: LayoutTraceRecorder
    private var history = SolverTradeOffHistory()
    /// How a fix is replayed before it is shown (`ScenarioFixReplay`); nil only in tests of the
    /// pipeline that check fixes by trial alone.
    private let replay: ScenarioFixReplay.Form?
    /// Set for a layout its format records only in part (`LayoutImporter.partialLayoutNote`):
    /// ambiguity is then this one note, not a finding per view.
    private let partialLayoutNote: String?
    /// Told each stage of the analysis, for the terminal's progress notice (nil in tests and pipes).
    var progress: CommandProgress?

    /// A `.layout` scenario: `source` is the file it was read from, for replaying fixes through
    /// it; nil checks fixes by trial alone.
    convenience init(_ scenario: Scenario, source: (text: String, path: String)?) throws(ScenarioErrors) {
        try self.init(scenario, replay: source.map { .layoutText(text: $0.text, path: $0.path) }, partialLayoutNote: nil)
    }

    /// A layout as a command read it: fixes are replayed in its own format's way (`.layout` text is
    /// pasted and read back; any other format's edits are made on the imported layout).
    convenience init(_ layout: ImportedLayout) throws(ScenarioErrors) {
        let replay: ScenarioFixReplay.Form = layout.importer is ScenarioFileImporter
            ? .layoutText(text: layout.source, path: layout.path) : .edits
        try self.init(layout.scenario, replay: replay, partialLayoutNote: layout.partialLayoutNote)
    }

    private init(_ scenario: Scenario, replay: ScenarioFixReplay.Form?, partialLayoutNote: String?) throws(ScenarioErrors) {
        self.replay = replay
        self.partialLayoutNote = partialLayoutNote
        let recorder = LayoutTraceRecorder()
        run = try ScenarioRun(scenario, observedBy: { engine in
            recorder.follow(engine)
            return recorder
        })
        recorder.detach(from: run.engine)
        self.recorder = recorder
        history.take(recorder.finish(), step: 0)
    }

    /// Runs the steps through `index` that have not run yet, recording the solver's trade-offs.
    func advance(to index: Int) throws(ScenarioErrors) {
        while run.results.count <= index {
            let next = run.results.count
            progress?.stage("solving step \(next)")
            recorder.attach(to: run.engine)
            try run.run(through: next)
            recorder.detach(from: run.engine)
            history.take(recorder.finish(), step: next)
        }
    }

    /// The trade-off of step `index` that left each explained constraint broken, when that step's
    /// trace has it and every constraint it names is still in effect at the end of the step.
    func quotes(for explanations: [BrokenConstraintExplanation], step index: Int) -> [SolverTradeOffHistory.Quote?] {
        var inEffect: [ObjectIdentifier: String] = [:]
        for status in run.results[index].solution.constraints where status.state == .satisfied || status.state == .broken {
            if let lowered = status.lowered { inEffect[ObjectIdentifier(lowered)] = ScenarioSyntax.describe(status.spec) }
        }
        return history.quotes(for: explanations, step: index, inEffect: inEffect)
    }

    /// Everything `explain` says about step `index`: its broken constraints (those `options`
    /// chooses), conflicts and ambiguity, with fixes, and what the options add.
    func explain(step index: Int, options: ExplainOptions = ExplainOptions()) throws -> ExplainReport.Step {
        try advance(to: index)
        let explainer = BrokenConstraintExplainer(step: run.results[index].step)
        let identifier = options.constraint
        // As `graph --focus`: an identifier, or else the constraint written exactly as printed.
        let byIdentifier = explainer.constraints.contains { identifier != nil && $0.identifier == identifier }
        func isChosen(_ constraint: ExplainableConstraint) -> Bool {
            guard let identifier else { return true }
            return byIdentifier ? constraint.identifier == identifier : constraint.syntax == identifier
        }
        if let identifier, !explainer.constraints.contains(where: isChosen) {
            throw UnknownConstraint(identifier: identifier, step: index)
        }
        let chosen = explainer.broken.filter(isChosen)
        // Constraints UIKit breaks by design are named apart, unless asked for by name or with --all.
        var byDesign: [ObjectIdentifier: String] = [:]
        if !options.includeBrokenByDesign && identifier == nil {
            for status in run.results[index].solution.constraints where status.state == .broken {
                if let lowered = status.lowered, let reason = BrokenByDesign.reason(for: status.spec) {
                    byDesign[ObjectIdentifier(lowered)] = reason
                }
            }
        }
        let apart = chosen.compactMap { c in byDesign[ObjectIdentifier(c.lowered)].map { (constraint: c, reason: $0) } }
        let explained = chosen.filter { byDesign[ObjectIdentifier($0.lowered)] == nil }
        let explanations = try explained.enumerated().map { position, constraint in
            progress?.stage("explaining broken constraints", position + 1, of: explained.count)
            return try explainer.explain(constraint)
        }
        var step = try problems(step: index, explanations: explanations, quotes: quotes(for: explanations, step: index),
                                brokenByDesign: apart, options: options)
        // What --constraint left out is counted, so "nothing is broken" is never said of a step that has broken constraints.
        let leftOut = explainer.broken.count - chosen.count
        if let identifier, leftOut > 0 { step.notShown.append(.init(count: leftOut, filter: "--constraint \(identifier)")) }
        return step
    }

    /// Conflicts and ambiguity of the step the engine is at now (the analysis reads the live engine).
    private func problems(step index: Int, explanations: [BrokenConstraintExplanation],
                          quotes: [SolverTradeOffHistory.Quote?], brokenByDesign: [(constraint: ExplainableConstraint, reason: String)],
                          options: ExplainOptions) throws -> ExplainReport.Step {
        let result = run.results[index]
        let solution = result.solution
        let describer = run.engine.uikitDescriber
        let conflicts = solution.conflicts.map { ConflictExplanation($0, in: solution) }
            + solution.linearConflicts.map { ConflictExplanation($0, in: solution) }
        let logs = conflicts.map { conflict in
            options.uikitLog ? conflict.layoutConflict.map { describer.unsatisfiableLog($0, iOSVersion: options.uikitLogIOSVersion) } : nil
        }
        progress?.stage("looking for ambiguity")
        // A partial layout leaves views loose because its format left out what pins them: it
        // reports no ambiguity, only a note when some view is loose (one found is enough).
        let ambiguities = partialLayoutNote == nil ? try AmbiguityFinder.find(engine: run.engine, solution: solution) : []
        let anyLoose = partialLayoutNote == nil ? !ambiguities.isEmpty
            : try run.engine.hasAmbiguousItem(skipping: solution.generatedItems)
        // Every fix is tried on the step's own engine in a trial, which leaves it as it was, then
        // replayed from scratch as written before it is shown.
        let finder = try FixFinder(engine: run.engine)
        finder.weighsAmbiguity = partialLayoutNote == nil
        if let replay {
            finder.replay = ScenarioFixReplay(replay, scenario: run.scenario, step: index, layout: run.engine.layout)
        }
        // Counted per problem: each tries a bounded number of fixes.
        let problemCount = explanations.count + conflicts.filter { $0.layoutConflict != nil }.count + ambiguities.count
        var problemsDone = 0
        func finding<Problem>(_ problem: Problem, _ find: (Problem) throws -> [VerifiedFix]) throws -> [VerifiedFix] {
            problemsDone += 1
            progress?.stage("finding fixes", problemsDone, of: problemCount)
            return try find(problem)
        }
        let fixes = ExplainReport.Fixes(
            broken: try explanations.map { try finding($0, finder.fixes(for:)) },
            conflicts: try conflicts.map { conflict in try conflict.layoutConflict.map { try finding($0, finder.fixes(for:)) } ?? [] },
            ambiguities: try ambiguities.map { try finding($0, finder.fixes(forAmbiguous:)) },
            notReplayed: finder.withheldCount, notSearched: finder.unsearchedCount)
        let trace = options.autolayoutTrace
            ? AutolayoutTrace.text(layout: run.engine.layout, describer: describer, solution: solution, ambiguities: ambiguities)
            : nil
        let rootName = run.engine.layout.rootName
        let sweep = try options.sweep.map { request in
            progress?.stage("sweeping \(rootName).\(request.attribute.rawValue)")
            let analysis = try SweepReport.analysis(request, engine: run.engine)
            return SweepReport(request: request, rootName: rootName, changes: analysis.changes, recovered: analysis.recovered)
        }
        var step = ExplainReport.Step(result: result, explanations: explanations, tradeOffQuotes: quotes,
                                      brokenByDesign: brokenByDesign, conflicts: conflicts,
                                      ambiguities: ambiguities, fixes: fixes, uikitLogs: logs, trace: trace, sweep: sweep)
        if anyLoose { step.partialLayoutNote = partialLayoutNote }
        return step
    }
}
