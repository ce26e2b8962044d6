import Foundation
import LayoutModel
import LayoutScript
import Render

/// Runs a scenario up to the last step asked for, with a `LayoutTraceRecorder` on the engine's
/// solver only during the steps to trace (the others run with no observer, at full speed).
struct TraceRun {
    /// The trace of one step: step 0 builds the layout as declared, step N applies its edits.
    struct StepTrace {
        let index: Int
        let title: String
        let events: [LayoutTraceEvent]
        /// The most rows the tableau had during the step.
        let mostRows: Int
    }

    let scenario: Scenario
    /// The scenario's text, for the source line of each edit.
    let source: String
    /// When set, pivots keep the tableau while it has at most this many rows.
    let tableauRowLimit: Int?

    /// Traces `steps` (ascending step indices). An edit the layout rejects is an input error with its position.
    func trace(_ steps: [Int]) throws(ScenarioErrors) -> [StepTrace] {
        guard let last = steps.last else { return [] }
        var traces: [StepTrace] = []
        let engine: LayoutEngine
        do {
            if steps.first == 0 {
                let recorder = LayoutTraceRecorder(tableauRowLimit: tableauRowLimit)
                engine = try LayoutEngine(layout: scenario.layout, observedBy: { engine in
                    recorder.follow(engine)
                    return recorder
                })
                recorder.detach(from: engine)
                traces.append(StepTrace(index: 0, title: "the layout as declared", events: recorder.finish(),
                                        mostRows: recorder.mostRows))
            } else {
                engine = try LayoutEngine(layout: scenario.layout)
            }
        } catch let error as LayoutError {
            throw ScenarioErrors([error])
        } catch {
            throw ScenarioErrors([LayoutError("\(error)", at: nil)])
        }
        guard last > 0 else { return traces }
        for index in 1...last {
            let step = scenario.steps[index - 1]
            guard steps.contains(index) else {
                try apply(step.edits, to: engine, recorder: nil)
                continue
            }
            let recorder = LayoutTraceRecorder(tableauRowLimit: tableauRowLimit)
            recorder.attach(to: engine)
            try apply(step.edits, to: engine, recorder: recorder)
            recorder.detach(from: engine)
            traces.append(StepTrace(index: index, title: step.title, events: recorder.finish(), mostRows: recorder.mostRows))
        }
        return traces
    }

    /// Applies a step's edits as `ScenarioRun` does; with a recorder, each edit's source line heads
    /// the events it causes (edits written on one line share it).
    private func apply(_ edits: [LocatedEdit], to engine: LayoutEngine, recorder: LayoutTraceRecorder?) throws(ScenarioErrors) {
        var previousLine: Int?
        for located in edits {
            if let recorder, located.location.line != previousLine {
                recorder.beginEdit(text: sourceLine(located.location.line), location: located.location.description)
                previousLine = located.location.line
            }
            do {
                try engine.apply(located.edit, at: located.location)
            } catch let error as LayoutError {
                throw ScenarioErrors([error])
            } catch {
                throw ScenarioErrors([LayoutError("\(error)", at: located.location)])
            }
        }
    }

    private func sourceLine(_ number: Int) -> String {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        guard number >= 1, number <= lines.count else { return "" }
        return lines[number - 1].trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
