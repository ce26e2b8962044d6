import Foundation

/// The whole report: the machine, the three tables and the solver's targets (docs/performance.md,
/// "Targets"), as text or Markdown.
enum ReportDocument {
    private static func sections(_ report: BenchReport) -> [(title: String, table: TextTable?, note: String?)] {
        let r = report.results
        return [
            ("Median time per operation, tracing off (ratios: ours / kiwisolver)", Report.comparison(r), report.kiwiNote),
            ("Tracing overhead (TraceRecorder attached vs no observer)", Report.tracing(r), nil),
            ("Peak memory (VmHWM, the peak resident set, of each child process; MB)", Report.memory(r), nil),
            ("Targets", targets(r), nil),
        ]
    }

    private static func machine(_ m: MachineInfo) -> String {
        "\(m.cpus) CPUs, \(m.cpuModel), Linux \(m.kernel), \(m.swiftVersion), Python \(m.python ?? "—"), kiwisolver \(m.kiwisolverVersion ?? "not installed"); load average \(m.loadBefore ?? "?") before, \(m.loadAfter ?? "?") after"
    }

    static func text(_ report: BenchReport) -> String {
        var text = "machine: \(machine(report.machine))\n"
        for section in sections(report) {
            text += "\n== \(section.title)\n"
            if let note = section.note { text += "(\(note))\n" }
            if let table = section.table { text += table.text() }
        }
        return text
    }

    static func markdown(_ report: BenchReport) -> String {
        var text = "Machine: \(machine(report.machine)).\n\nCommand: `\(report.command)`\n"
        for section in sections(report) {
            text += "\n### \(section.title)\n\n"
            if let note = section.note { text += "\(note).\n\n" }
            if let table = section.table { text += table.markdown() }
        }
        return text
    }

    /// Each of the solver's targets (docs/performance.md, "Targets": against kiwisolver, tracing
    /// overhead, table-10000) with the worst measured value and whether it holds.
    static func targets(_ results: [ConfigResult]) -> TextTable {
        var table = TextTable(["target", "measured", "met"], leftColumns: [0, 1])
        func perOp(_ key: String, _ phase: String, engine: String, mode: String, trace: Bool) -> Double? {
            guard let result = results.first(where: { $0.key == key && $0.engine == engine && $0.mode == mode && $0.trace == trace }),
                  let p = result.phase(phase), !p.nanos.isEmpty else { return nil }
            return p.perOpNanos
        }
        let phases = Report.timedPhases(results).map { ($0.key, $0.phase.name) }
        var failed: [String: [ConfigResult]] = [:]
        var failedKeys: [String] = []
        for result in results where result.error != nil && !(result.error ?? "").hasPrefix("timed out") {
            if failed[result.key] == nil { failedKeys.append(result.key) }
            failed[result.key, default: []].append(result)
        }
        for key in failedKeys {
            let runs = failed[key] ?? []
            table.add(["\(key) runs to completion", "failed in \(runs.map(\.label).joined(separator: ", ")): "
                       + String((runs.first?.error ?? "").prefix(70)) + "…", "no"])
        }
        func worst(_ ratios: [(String, Double)]) -> (String, Double)? { ratios.max { $0.1 < $1.1 } }
        // Issue 16: the window at most 1.0× kiwisolver weighted and 1.2× lexicographic.
        for (mode, limit) in [("weighted", 1.0), ("lexicographic", 1.2)] {
            let ratios = phases.compactMap { key, phase -> (String, Double)? in
                guard let ours = perOp(key, phase, engine: "ours", mode: mode, trace: false),
                      let kiwi = perOp(key, phase, engine: "kiwisolver", mode: "weighted", trace: false) else { return nil }
                return ("\(key) \(phase)", ours / kiwi)
            }
            if let (_, value) = worst(ratios) {
                let over = ratios.filter { $0.1 > limit }.sorted { $0.1 > $1.1 }
                let detail = over.isEmpty ? "all \(ratios.count) phases within; worst \(formatRatio(value))"
                    : "\(over.count) of \(ratios.count) phases over: " + over.map { "\($0.0) \(formatRatio($0.1))" }.joined(separator: ", ")
                table.add(["\(mode) ≤ \(formatRatio(limit)) kiwisolver", detail, value <= limit ? "yes" : "no"])
            } else {
                table.add(["\(mode) ≤ \(formatRatio(limit)) kiwisolver", "not measured", "—"])
            }
        }
        let tracing = phases.flatMap { key, phase in
            ["weighted", "lexicographic"].compactMap { mode -> (String, Double)? in
                guard let on = perOp(key, phase, engine: "ours", mode: mode, trace: true),
                      let off = perOp(key, phase, engine: "ours", mode: mode, trace: false) else { return nil }
                return ("\(key) \(phase) \(mode)", on / off)
            }
        }
        if let (_, value) = worst(tracing) {
            let over = tracing.filter { $0.1 > 1.5 }.sorted { $0.1 > $1.1 }
            let detail = over.isEmpty ? "all \(tracing.count) within; worst \(formatRatio(value))"
                : "\(over.count) of \(tracing.count) over: " + over.map { "\($0.0) \(formatRatio($0.1))" }.joined(separator: ", ")
            table.add(["tracing on ≤ 1.50× off", detail, value <= 1.5 ? "yes" : "no"])
        }
        for mode in ["weighted", "lexicographic"] {
            if let result = results.first(where: { $0.key == "table-10000" && $0.engine == "ours" && $0.mode == mode && !$0.trace }),
               result.error == nil, let build = result.phase("build") {
                let seconds = build.medianNanos / 1e9, mb = Double(result.peakKB) / 1024
                table.add(["table-10000 (\(mode)) < 1 s, < 300 MB",
                           String(format: "%.3f s, %.0f MB", seconds, mb), seconds < 1 && mb < 300 ? "yes" : "no"])
            }
        }
        return table
    }
}
