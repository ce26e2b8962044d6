import Cassowary
import LayoutModel

/// One expectation that did not hold, with what was found instead.
public struct ExpectationFailure: Sendable, CustomStringConvertible {
    public let expectation: Expectation
    public let message: String

    public var description: String { "\(expectation.location): expectation failed: \(message)" }
}

/// The layout after one step (step 0 is the layout as declared) and what its checks found.
public struct StepResult: Sendable {
    /// 0 for the initial layout, then 1, 2, … for the steps in order.
    public let index: Int
    public let title: String
    public let notes: [Note]
    /// The step as solved, a value reports and pictures read (never the engine, which moves on).
    public let step: SolvedStep
    public var solution: LayoutSolution { step.solution }
    public let expectations: [Expectation]
    public let failures: [ExpectationFailure]
}

/// Runs a scenario: builds the layout, then applies each step's edits incrementally, solving and
/// checking the expectations after the initial layout and after every step.
public final class ScenarioRun {
    public let scenario: Scenario
    public let engine: LayoutEngine
    public private(set) var results: [StepResult] = []
    /// Called before each edit of a step is applied (a trace marks where each edit's events begin).
    public var willApply: ((LocatedEdit) -> Void)?

    /// Builds the initial layout. Throws the layout's validation errors (bad input).
    public convenience init(_ scenario: Scenario, observer: SolverObserver? = nil) throws(ScenarioErrors) {
        try self.init(scenario, observedBy: { _ in observer })
    }

    /// The same, with an observer made for the engine before its first constraint goes in (see
    /// `LayoutEngine(layout:observedBy:)`).
    public init(_ scenario: Scenario, observedBy makeObserver: (LayoutEngine) -> SolverObserver?) throws(ScenarioErrors) {
        self.scenario = scenario
        do {
            engine = try LayoutEngine(layout: scenario.layout, observedBy: makeObserver)
        } catch let error as LayoutError {
            throw ScenarioErrors([error], file: scenario.file)
        } catch {
            throw ScenarioErrors([LayoutError("\(error)", at: nil)], file: scenario.file)
        }
        results.append(check(index: 0, title: "the layout as declared", notes: scenario.notes,
                             expectations: scenario.expectations))
    }

    /// Applies steps up to and including `last` (all when nil). An edit that the layout rejects is
    /// an input error with the edit's position.
    public func run(through last: Int? = nil) throws(ScenarioErrors) {
        let end = min(last ?? scenario.steps.count, scenario.steps.count)
        while results.count <= end {
            let index = results.count
            let step = scenario.steps[index - 1]
            for located in step.edits {
                willApply?(located)
                do {
                    try engine.apply(located.edit, at: located.location)
                } catch let error as LayoutError {
                    // An error the engine could not place is placed at the edit that caused it.
                    throw ScenarioErrors([error.location == nil ? LayoutError(error.message, at: located.location) : error],
                                         file: scenario.file)
                } catch {
                    throw ScenarioErrors([LayoutError("\(error)", at: located.location)], file: scenario.file)
                }
            }
            results.append(check(index: index, title: step.title, notes: step.notes, expectations: step.expectations))
        }
    }

    public var failures: [ExpectationFailure] { results.flatMap(\.failures) }

    private func check(index: Int, title: String, notes: [Note], expectations: [Expectation]) -> StepResult {
        let solution = engine.solution()
        let failures = expectations.compactMap { ExpectationCheck(engine: engine, solution: solution).failure(of: $0) }
        return StepResult(index: index, title: title, notes: notes, step: engine.solvedStep(solution: solution),
                          expectations: expectations, failures: failures)
    }
}
