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

/// Which steps of a run keep their result (`StepResult`, the whole solved layout). The others are
/// solved only as far as their expectations need, if they have any: a scenario of a thousand
/// edits on a large layout then costs the edits, not a thousand solved copies of the layout.
public enum StepSelection: Sendable {
    case all
    case only(Set<Int>)

    func contains(_ index: Int) -> Bool {
        switch self {
        case .all: return true
        case let .only(indices): return indices.contains(index)
        }
    }
}

/// The results a run has kept, by step index.
public struct StepResults: Sendable {
    /// How many steps have run: the index of the next one.
    public private(set) var count = 0
    /// The kept results, in step order.
    public private(set) var kept: [StepResult] = []
    private var positionOfStep: [Int: Int] = [:]

    /// The result of step `index`, which must have run and been kept (`StepSelection`).
    public subscript(index: Int) -> StepResult {
        guard let position = positionOfStep[index] else {
            preconditionFailure("step \(index) was not kept by this run (\(count) steps run)")
        }
        return kept[position]
    }

    mutating func record(_ result: StepResult?) {
        if let result {
            positionOfStep[count] = kept.count
            kept.append(result)
        }
        count += 1
    }
}

/// Runs a scenario: builds the layout, then applies each step's edits incrementally, solving and
/// checking the expectations after the initial layout and after every step.
public final class ScenarioRun {
    public let scenario: Scenario
    public let engine: LayoutEngine
    public let keeping: StepSelection
    public private(set) var results = StepResults()
    /// The expectations that did not hold, in step order, of every step run (kept or not).
    public private(set) var failures: [ExpectationFailure] = []
    /// How many expectations the steps run so far have checked.
    public private(set) var expectationCount = 0
    /// Called before each edit of a step is applied (a trace marks where each edit's events begin).
    public var willApply: ((LocatedEdit) -> Void)?

    /// Builds the initial layout. Throws the layout's validation errors (bad input).
    public convenience init(_ scenario: Scenario, keeping: StepSelection = .all,
                            observer: SolverObserver? = nil) throws(ScenarioErrors) {
        try self.init(scenario, keeping: keeping, observedBy: { _ in observer })
    }

    /// The same, with an observer made for the engine before its first constraint goes in (see
    /// `LayoutEngine(layout:observedBy:)`).
    public init(_ scenario: Scenario, keeping: StepSelection = .all,
                observedBy makeObserver: (LayoutEngine) -> SolverObserver?) throws(ScenarioErrors) {
        self.scenario = scenario
        self.keeping = keeping
        do {
            engine = try LayoutEngine(layout: scenario.layout, observedBy: makeObserver)
        } catch let error as LayoutError {
            throw ScenarioErrors([error], file: scenario.file)
        } catch {
            throw ScenarioErrors([LayoutError("\(error)", at: nil)], file: scenario.file)
        }
        check(index: 0, title: "the layout as declared", notes: scenario.notes, expectations: scenario.expectations)
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
            check(index: index, title: step.title, notes: step.notes, expectations: step.expectations)
        }
    }

    /// Checks the step's expectations and records its result when the run keeps it; a step neither
    /// kept nor checked is not read from the engine at all.
    private func check(index: Int, title: String, notes: [Note], expectations: [Expectation]) {
        let keeps = keeping.contains(index)
        guard keeps || !expectations.isEmpty else {
            results.record(nil)
            return
        }
        let solution = engine.solution()
        let stepFailures = expectations.compactMap { ExpectationCheck(engine: engine, solution: solution).failure(of: $0) }
        failures += stepFailures
        expectationCount += expectations.count
        results.record(keeps ? StepResult(index: index, title: title, notes: notes, step: engine.solvedStep(solution: solution),
                                          expectations: expectations, failures: stepFailures) : nil)
    }
}
