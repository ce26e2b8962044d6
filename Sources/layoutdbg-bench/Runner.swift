import Cassowary

/// Keeps values read by `update` alive so the optimizer cannot drop the reads.
nonisolated(unsafe) var valueSink = 0.0

/// Replays a workload's operations on a fresh solver, timing each phase as a whole.
struct WorkloadRunner {
    let workload: Workload
    let semantics: Semantics
    let constraints: [Constraint]

    init(workload: Workload, semantics: Semantics) {
        self.workload = workload
        self.semantics = semantics
        self.constraints = workload.materialize(semantics)
    }

    /// The solver, observer and per-phase samples of a series of repetitions.
    struct Series {
        var nanos: [[Double]]
        var pivots: [Int]
        var events: Int?
        var checksum = 0.0
        /// The error that stopped the series; the phases measured before it are kept.
        var failure: String?
    }

    /// Runs the workload `repetitions` times. Normally each repetition gets a fresh solver (and a fresh
    /// recorder when `trace`); a workload with `reuseSolver` runs its untimed phases once and then
    /// repeats its timed phases on the same solver.
    func run(repetitions: Int, trace: Bool) -> Series {
        let phases = workload.phases
        var series = Series(nanos: Array(repeating: [], count: phases.count), pivots: Array(repeating: 0, count: phases.count))
        func fresh() -> (Solver, TraceRecorder?) {
            let solver = Solver(semantics: semantics)
            let recorder = trace ? TraceRecorder() : nil
            solver.observer = recorder
            return (solver, recorder)
        }
        func runPhase(_ index: Int, on solver: Solver) throws {
            let pivotsBefore = solver.pivotCount
            let start = monotonicNanos()
            do {
                for operation in phases[index].operations { try perform(operation, on: solver) }
            } catch {
                throw BenchError.failed("phase \(phases[index].name): \(error)")
            }
            let end = monotonicNanos()
            series.nanos[index].append(Double(end - start))
            series.pivots[index] = solver.pivotCount - pivotsBefore
        }
        func repeatPhases() throws {
            if workload.reuseSolver {
                let (solver, recorder) = fresh()
                for index in phases.indices where !phases[index].timed { try runPhase(index, on: solver) }
                for _ in 0..<repetitions {
                    for index in phases.indices where phases[index].timed { try runPhase(index, on: solver) }
                }
                series.events = recorder?.events.count
                series.checksum = checksum(solver)
            } else {
                for _ in 0..<repetitions {
                    let (solver, recorder) = fresh()
                    for index in phases.indices { try runPhase(index, on: solver) }
                    series.events = recorder?.events.count
                    series.checksum = checksum(solver)
                }
            }
        }
        do {
            try repeatPhases()
        } catch {
            series.failure = "\(error)"
        }
        return series
    }

    private func perform(_ operation: BenchOperation, on solver: Solver) throws {
        switch operation {
        case let .addEdits(range):
            for edit in workload.edits[range] {
                try solver.addEditVariable(edit.variable, edit.priority.strength(for: semantics))
            }
        case let .add(range):
            for index in range { try solver.add(constraints[index]) }
        case let .remove(range):
            for index in range { try solver.remove(constraints[index]) }
        case let .suggest(range, updateEvery):
            var sinceUpdate = 0
            for index in range {
                let suggestion = workload.suggestions[index]
                try solver.suggestValue(suggestion.variable, suggestion.value)
                sinceUpdate += 1
                if updateEvery > 0, sinceUpdate == updateEvery {
                    readAll(solver)
                    sinceUpdate = 0
                }
            }
        case .update:
            readAll(solver)
        }
    }

    /// Our counterpart of kiwi's `updateVariables()`: the value of every variable.
    private func readAll(_ solver: Solver) {
        var sum = 0.0
        for v in workload.variables { sum += solver.value(of: v) }
        valueSink += sum
    }

    /// Sum of all values: the same run must give the same number with tracing on and off.
    func checksum(_ solver: Solver) -> Double {
        workload.variables.reduce(0) { $0 + solver.value(of: $1) }
    }
}
