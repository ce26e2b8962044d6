import Foundation
import LayoutModel
import LayoutScript
import Render
import Reports

/// Runs a scenario up to the last step asked for, with a `LayoutTraceRecorder` on the engine's
/// solver only during the steps to trace (the others run with no observer, at full speed).
struct TraceRun {
    let scenario: Scenario
    /// The scenario's text, for the source line of each edit.
    let source: String
    /// When set, pivots keep the tableau while it has at most this many rows.
    let tableauRowLimit: Int?

    /// Traces `steps` (ascending step indices). An edit the layout rejects is an input error with its position.
    func trace(_ steps: [Int]) throws(ScenarioErrors) -> [TracedStep] {
        guard let last = steps.last else { return [] }
        var traces: [TracedStep] = []
        let run: ScenarioRun
        if steps.first == 0 {
            let recorder = LayoutTraceRecorder(tableauRowLimit: tableauRowLimit)
            run = try ScenarioRun(scenario, observedBy: { engine in
                recorder.follow(engine)
                return recorder
            })
            recorder.detach(from: run.engine)
            traces.append(TracedStep(index: 0, title: "the layout as declared", events: recorder.finish(),
                                    mostRows: recorder.mostRows))
        } else {
            run = try ScenarioRun(scenario)
        }
        defer { TeardownAtExit.leave(run) }
        guard last > 0 else { return traces }
        for index in 1...last where steps.contains(index) {
            // The steps before a traced one run untraced, at full speed.
            try run.run(through: index - 1)
            let recorder = LayoutTraceRecorder(tableauRowLimit: tableauRowLimit)
            // Each edit's source line heads the events it causes (edits written on one line share it).
            var previousLine: Int?
            run.willApply = { located in
                guard located.location.line != previousLine else { return }
                recorder.beginEdit(text: sourceLine(located.location.line), location: located.location.description)
                previousLine = located.location.line
            }
            recorder.attach(to: run.engine)
            try run.run(through: index)
            recorder.detach(from: run.engine)
            run.willApply = nil
            traces.append(TracedStep(index: index, title: scenario.steps[index - 1].title, events: recorder.finish(),
                                    mostRows: recorder.mostRows))
        }
        return traces
    }

    private func sourceLine(_ number: Int) -> String {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        guard number >= 1, number <= lines.count else { return "" }
        return lines[number - 1].trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
