import Explain
import LayoutScript
import Render

/// A scenario run one step at a time and explained the way `explain` does it: the solver's
/// trade-offs are recorded while the steps run (not while they are analysed), so each broken
/// constraint can quote the trade-off that broke it. The engine stays at the step last run, so
/// the step can be analysed and drawn from it.
final class ExplainedRun {
    let run: ScenarioRun
    private let recorder: LayoutTraceRecorder
    private var history = SolverTradeOffHistory()

    init(_ scenario: Scenario) throws(ScenarioErrors) {
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
            recorder.attach(to: run.engine)
            try run.run(through: next)
            recorder.detach(from: run.engine)
            history.take(recorder.finish(), step: next)
        }
    }

    /// The trade-off that left each explained constraint broken, when the trace has it.
    func quotes(for explanations: [BrokenConstraintExplanation]) -> [SolverTradeOffHistory.Quote?] {
        explanations.map { history.quote(for: $0.constraint) }
    }

    /// Everything `explain` says about step `index` with no options: every broken constraint,
    /// conflict and ambiguity, with fixes.
    func explain(step index: Int) throws -> ExplainReport.Step {
        try advance(to: index)
        let explainer = BrokenConstraintExplainer(engine: run.engine)
        let explanations = try explainer.broken.map(explainer.explain)
        return try ExplainCommand.problems(of: run, step: index, explanations: explanations, quotes: quotes(for: explanations),
                                           parsed: CommandArguments(), sweep: nil)
    }
}
