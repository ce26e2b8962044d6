/// Combines the rounds of `--rounds N`. On a shared machine a process may run at one of a few
/// speeds for its whole life (on the 2-core machine of docs/performance.md, about 1.4× apart), so
/// one process per configuration makes a ratio between two configurations partly a coin toss. Each
/// phase of each configuration keeps the process whose median was lowest, ours and kiwisolver's alike.
enum BestOfRounds {
    /// `rounds` hold the same configurations in the same order (the suite runs them so).
    static func combine(_ rounds: [[ConfigResult]]) -> [ConfigResult] {
        guard let first = rounds.first else { return [] }
        guard rounds.count > 1 else { return first }
        return first.indices.map { index in
            let attempts = rounds.map { $0[index] }
            let finished = attempts.filter { $0.error == nil }
            guard let base = finished.first else { return attempts[0] }
            let phases = base.phases.map { phase in
                finished.compactMap { $0.phase(phase.name) }.min { $0.medianNanos < $1.medianNanos } ?? phase
            }
            return ConfigResult(key: base.key, workload: base.workload, size: base.size, engine: base.engine,
                                mode: base.mode, trace: base.trace, runs: base.runs, phases: phases,
                                peakKB: finished.map(\.peakKB).max() ?? base.peakKB, events: base.events,
                                checksum: base.checksum, error: nil, note: base.note,
                                constraints: base.constraints, variables: base.variables)
        }
    }
}
