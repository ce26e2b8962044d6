import Cassowary
import Foundation

/// The tables the benchmark prints: one engine's results, and the side-by-side comparison.
enum Report {
    /// One row per workload phase for one engine configuration (kiwi_bench.py prints the same columns).
    static func single(_ results: [ConfigResult]) -> TextTable {
        var table = TextTable(["workload", "phase", "config", "ops", "median total", "per op", "pivots", "peak MB", "runs"],
                              leftColumns: [0, 1, 2])
        for result in results {
            for phase in result.phases {
                table.add([result.key, phase.name + (phase.timed ? "" : " (untimed)"), result.label, "\(phase.count)",
                           formatDuration(phase.medianNanos), "\(formatDuration(phase.perOpNanos))/\(phase.unit)",
                           phase.pivots.map(String.init) ?? "—", formatMB(result.peakKB), "\(result.runs)"])
            }
            if let error = result.error {
                table.add([result.key, "—", result.label, "", "", error, "", formatMB(result.peakKB), "\(result.runs)"])
            }
        }
        return table
    }

    private static func find(_ results: [ConfigResult], _ key: String, engine: String, mode: String, trace: Bool) -> ConfigResult? {
        results.first { $0.key == key && $0.engine == engine && $0.mode == mode && $0.trace == trace }
    }

    private static func perOp(_ result: ConfigResult?, _ phase: String) -> Double? {
        // A run that failed later still reports the phases it measured before the failure.
        guard let result, let p = result.phase(phase), !p.nanos.isEmpty else { return nil }
        return p.perOpNanos
    }

    private static func cell(_ result: ConfigResult?, _ phase: String) -> String {
        guard let result else { return "—" }
        guard let value = perOp(result, phase) else {
            if let error = result.error { return error.hasPrefix("timed out") ? error : "error" }
            return "—"
        }
        return formatDuration(value) + (result.note != nil ? " (\(result.runs) run\(result.runs == 1 ? "" : "s"))" : "")
    }

    private static func ratio(_ a: Double?, _ b: Double?) -> Double? {
        guard let a, let b, b > 0 else { return nil }
        return a / b
    }

    /// Keys and timed phases in suite order. A run that failed part-way lists fewer phases, so each
    /// workload's phases come from its most complete result.
    static func timedPhases(_ results: [ConfigResult]) -> [(key: String, phase: PhaseResult)] {
        var keys: [String] = []
        for result in results where !keys.contains(result.key) { keys.append(result.key) }
        var rows: [(String, PhaseResult)] = []
        for key in keys {
            let candidates = results.filter { $0.key == key }.sorted { $0.phases.count > $1.phases.count }
            var seen = Set<String>()
            for result in candidates {
                for phase in result.phases where phase.timed && seen.insert(phase.name).inserted {
                    rows.append((key, phase))
                }
            }
        }
        return rows
    }

    /// Median time per operation: ours (weighted, lexicographic) against kiwisolver, tracing off.
    static func comparison(_ results: [ConfigResult]) -> TextTable {
        var table = TextTable(["workload", "phase", "per", "ours weighted", "ours lex", "kiwisolver",
                               "weighted/kiwi", "lex/kiwi", "pivots w", "pivots lex"], leftColumns: [0, 1, 2])
        for (key, phase) in timedPhases(results) {
            let w = find(results, key, engine: "ours", mode: "weighted", trace: false)
            let l = find(results, key, engine: "ours", mode: "lexicographic", trace: false)
            let k = find(results, key, engine: "kiwisolver", mode: "weighted", trace: false)
            var kiwiRatioW = formatRatio(ratio(perOp(w, phase.name), perOp(k, phase.name)))
            var kiwiRatioL = formatRatio(ratio(perOp(l, phase.name), perOp(k, phase.name)))
            if let k, k.error != nil, let seconds = timeoutSeconds(k) {
                // kiwisolver did not finish: ours is faster by at least this much.
                let bound = seconds * 1e9 / Double(max(phase.count, 1))
                kiwiRatioW = perOp(w, phase.name).map { "< " + formatRatio($0 / bound) } ?? "—"
                kiwiRatioL = perOp(l, phase.name).map { "< " + formatRatio($0 / bound) } ?? "—"
            }
            table.add([key, phase.name, phase.unit, cell(w, phase.name), cell(l, phase.name), cell(k, phase.name),
                       kiwiRatioW, kiwiRatioL,
                       w?.phase(phase.name)?.pivots.map(String.init) ?? "—",
                       l?.phase(phase.name)?.pivots.map(String.init) ?? "—"])
        }
        return table
    }

    /// "timed out after N s" → N.
    static func timeoutSeconds(_ result: ConfigResult) -> Double? {
        guard let error = result.error, error.hasPrefix("timed out after ") else { return nil }
        let number = error.dropFirst("timed out after ".count).prefix { $0.isNumber || $0 == "." }
        return Double(number)
    }

    /// Tracing on (a TraceRecorder attached) against off, per operation.
    static func tracing(_ results: [ConfigResult]) -> TextTable {
        var table = TextTable(["workload", "phase", "weighted off", "weighted on", "on/off", "lex off", "lex on", "on/off", "events (lex)"],
                              leftColumns: [0, 1])
        for (key, phase) in timedPhases(results) {
            var row = [key, phase.name]
            var events = "—"
            for mode in ["weighted", "lexicographic"] {
                let off = find(results, key, engine: "ours", mode: mode, trace: false)
                let on = find(results, key, engine: "ours", mode: mode, trace: true)
                row += [cell(off, phase.name), cell(on, phase.name),
                        formatRatio(ratio(perOp(on, phase.name), perOp(off, phase.name)))]
                if mode == "lexicographic", let count = on?.events { events = "\(count)" }
            }
            table.add(row + [events])
        }
        return table
    }

    /// Peak resident memory of each child process (MB).
    static func memory(_ results: [ConfigResult]) -> TextTable {
        var table = TextTable(["workload", "variables", "constraints", "ours weighted", "+trace", "ours lex", "+trace", "kiwisolver",
                               "Σ values: weighted = kiwi"], leftColumns: [0, 8])
        var keys: [String] = []
        for result in results where !keys.contains(result.key) { keys.append(result.key) }
        for key in keys {
            let any = results.first { $0.key == key && $0.constraints != nil }
            var row = [key, any?.variables.map(String.init) ?? "—", any?.constraints.map(String.init) ?? "—"]
            for (mode, trace) in [("weighted", false), ("weighted", true), ("lexicographic", false), ("lexicographic", true)] {
                row.append(formatMB(find(results, key, engine: "ours", mode: mode, trace: trace)?.peakKB))
            }
            let kiwi = find(results, key, engine: "kiwisolver", mode: "weighted", trace: false)
            row.append(kiwi?.error == nil ? formatMB(kiwi?.peakKB) : "—")
            row.append(agreement(find(results, key, engine: "ours", mode: "weighted", trace: false), kiwi))
            table.add(row)
        }
        return table
    }

    /// Relative to the larger checksum (absolute up to 1): ours and kiwi's agree within this.
    static let agreementTolerance = 1e-9

    /// Whether the sums of all values after the last run agree (`agreementTolerance`). They may differ where
    /// the optimum is not unique (two labels resisting at 750 in the same row share the squeeze any way).
    static func agreement(_ ours: ConfigResult?, _ kiwi: ConfigResult?) -> String {
        guard let a = ours?.checksum, let b = kiwi?.checksum, kiwi?.error == nil else { return "—" }
        if abs(a - b) <= agreementTolerance * max(1, abs(a), abs(b)) { return "yes" }
        return "no (\(formatNumber(a)) vs \(formatNumber(b)))"
    }
}
