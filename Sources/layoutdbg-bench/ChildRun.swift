import Cassowary

/// Runs one workload in one mode in this process (the child side of the peak-memory measurement).
enum ChildRun {
    static func run(_ id: WorkloadID, semantics: Semantics, trace: Bool, runs: Int, quick: Bool) -> ConfigResult {
        do {
            let workload = try Catalogue.make(id, quick: quick)
            let runner = WorkloadRunner(workload: workload, semantics: semantics)
            let repetitions = max(runs, workload.minimumRuns)
            let series = runner.run(repetitions: repetitions, trace: trace)
            let (times, pivots, events, checksum) = (series.nanos, series.pivots, series.events, series.checksum)
            // After a failure, the phases measured before it (in the repetitions that got that far).
            let phases = workload.phases.enumerated().filter { !times[$0.offset].isEmpty }.map { index, phase in
                PhaseResult(name: phase.name, unit: phase.unit, count: phase.count, timed: phase.timed,
                            nanos: times[index], pivots: pivots[index])
            }
            return result(id, semantics, trace, runs: repetitions, phases: phases, events: events,
                          checksum: series.failure == nil ? checksum : nil, error: series.failure, workload: workload)
        } catch {
            return result(id, semantics, trace, runs: 0, phases: [], events: nil, checksum: nil,
                          error: "\(error)", workload: nil)
        }
    }

    private static func result(_ id: WorkloadID, _ semantics: Semantics, _ trace: Bool, runs: Int, phases: [PhaseResult],
                               events: Int?, checksum: Double?, error: String?, workload: Workload?) -> ConfigResult {
        ConfigResult(key: id.description, workload: id.name, size: id.size, engine: "ours", mode: semantics.rawValue,
                     trace: trace, runs: runs, phases: phases, peakKB: peakResidentKB(), events: events,
                     checksum: checksum, error: error, constraints: workload?.constraints.count,
                     variables: workload?.variables.count)
    }
}
