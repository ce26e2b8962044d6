/// The measured times of one phase over all repetitions (nanoseconds per repetition).
struct PhaseResult: Codable {
    let name: String
    let unit: String
    let count: Int
    let timed: Bool
    let nanos: [Double]
    /// Pivots in the phase (the same in every repetition); nil for kiwisolver, which does not count them.
    let pivots: Int?

    var medianNanos: Double { median(nanos) }
    var perOpNanos: Double { medianNanos / Double(max(count, 1)) }
}

/// One workload on one engine in one mode, as a child process reports it.
struct ConfigResult: Codable {
    let key: String
    let workload: String
    let size: Int
    /// "ours" or "kiwisolver".
    let engine: String
    /// "weighted" or "lexicographic".
    let mode: String
    let trace: Bool
    let runs: Int
    let phases: [PhaseResult]
    /// Peak resident set (VmHWM) of the child process, in KB.
    let peakKB: Int
    /// Events the recorder kept in one repetition (tracing on).
    let events: Int?
    /// Sum of all variable values after the last repetition.
    let checksum: Double?
    /// Set when the run failed or timed out; then `phases` may be empty.
    let error: String?
    /// Set when fewer repetitions than asked for finished before the time limit.
    var note: String? = nil
    /// Constraints and variables of the workload, for the report.
    let constraints: Int?
    let variables: Int?

    var label: String {
        engine == "kiwisolver" ? "kiwisolver" : "ours \(mode == "weighted" ? "weighted" : "lex")\(trace ? " +trace" : "")"
    }

    func phase(_ name: String) -> PhaseResult? { phases.first { $0.name == name } }
}

/// Everything one benchmark invocation measured, written with `--json`.
struct BenchReport: Codable {
    let machine: MachineInfo
    let command: String
    let quick: Bool
    let results: [ConfigResult]
    let kiwiNote: String
}

struct MachineInfo: Codable {
    let cpus: Int
    let cpuModel: String
    let swiftVersion: String
    let kiwisolverVersion: String?
    let python: String?
    let kernel: String
    /// /proc/loadavg when the suite started and when it ended (other work on the machine skews times).
    var loadBefore: String? = nil
    var loadAfter: String? = nil
}
