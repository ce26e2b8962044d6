import Cassowary
import Foundation

/// The full benchmark: every workload in both modes with tracing off and on, each in its own child
/// process (so that its peak memory is its own), then kiwisolver on the same systems.
struct Suite {
    let options: Options

    private func log(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }

    /// The suite, or the workloads `--only` names: a name (all its sizes in the suite) or NAME-SIZE
    /// (any size, in or out of the suite).
    private var selected: [WorkloadID] {
        let suite = Catalogue.suite(quick: options.quick)
        guard !options.only.isEmpty else { return suite }
        var ids = suite.filter { options.only.contains($0.name) || options.only.contains($0.description) }
        for item in options.only.sorted() {
            guard let dash = item.lastIndex(of: "-"), let size = Int(item[item.index(after: dash)...]) else { continue }
            let id = WorkloadID(name: String(item[..<dash]), size: size)
            if !ids.contains(id) { ids.append(id) }
        }
        return ids
    }

    private var executable: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }

    func run() throws -> BenchReport {
        let ids = selected
        let loadBefore = Machine.loadAverage()
        let (kiwi, kiwiNote, systems) = try prepareKiwi(ids)
        defer { if options.export == nil, let systems { try? FileManager.default.removeItem(at: systems) } }
        var rounds: [[ConfigResult]] = []
        for round in 1...options.rounds {
            if options.rounds > 1 { log("round \(round) of \(options.rounds)") }
            var results: [ConfigResult] = []
            if !options.exportOnly {
                for id in ids {
                    for semantics in [Semantics.weighted, .lexicographic] {
                        for trace in options.trace ? [false, true] : [false] {
                            results.append(runOurs(id, semantics: semantics, trace: trace))
                        }
                    }
                }
            }
            if let kiwi { for id in ids { results.append(runKiwi(id, with: kiwi)) } }
            rounds.append(results)
        }
        log(kiwiNote)
        var machine = Machine.describe(python: options.python)
        machine.loadBefore = loadBefore
        machine.loadAfter = Machine.loadAverage()
        var command = (["layoutdbg-bench"] + CommandLine.arguments.dropFirst()).joined(separator: " ")
        if options.rounds > 1 { command += " (each phase: the best of \(options.rounds) processes)" }
        return BenchReport(machine: machine, command: command, quick: options.quick,
                           results: BestOfRounds.combine(rounds), kiwiNote: kiwiNote)
    }

    private func runOurs(_ id: WorkloadID, semantics: Semantics, trace: Bool) -> ConfigResult {
        var arguments = ["--workload", id.name, "--n", "\(id.size)", "--mode", semantics.rawValue,
                         "--trace", trace ? "on" : "off", "--runs", "\(options.runs)", "--json"]
        if options.quick { arguments.append("--quick") }
        let label = "\(id) \(semantics.rawValue) trace \(trace ? "on" : "off")"
        func failure(_ message: String) -> ConfigResult {
            ConfigResult(key: id.description, workload: id.name, size: id.size, engine: "ours", mode: semantics.rawValue,
                         trace: trace, runs: 0, phases: [], peakKB: 0, events: nil, checksum: nil, error: message,
                         constraints: nil, variables: nil)
        }
        let result: ConfigResult
        do {
            let output = try runChild(executable, arguments, timeout: options.childTimeout)
            if output.timedOut {
                result = failure("timed out after \(Int(options.childTimeout)) s")
            } else if let decoded = decodeResult(output.stdout) {
                result = decoded
            } else {
                let reason = output.stderr.split(separator: "\n").last.map(String.init) ?? "exit \(output.status)"
                result = failure("failed: \(reason)")
            }
        } catch {
            result = failure("failed: \(error)")
        }
        let summary = result.error ?? result.phases.filter(\.timed)
            .map { "\($0.name) \(formatDuration($0.perOpNanos))/\($0.unit)" }.joined(separator: ", ")
        log("ours  \(label): \(summary) (peak \(formatMB(result.peakKB)) MB)")
        return result
    }

    /// Exports the systems (to `--export DIR` or a temporary directory) and finds kiwi_bench.py to
    /// run on them: the runner (nil when not wanted or not installed), what to say about it, and
    /// the directory written.
    private func prepareKiwi(_ ids: [WorkloadID]) throws -> (KiwiRunner?, String, URL?) {
        let wantsKiwi = options.kiwi && !options.exportOnly
        guard wantsKiwi || options.export != nil else { return (nil, "kiwisolver comparison not requested (--no-kiwi)", nil) }
        let directory = options.export.map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("layoutdbg-bench-systems-\(getpid())")
        let workloads = try ids.map { try Catalogue.make($0, quick: options.quick) }
        try Exporter.export(workloads, runs: options.runs, to: directory)
        log("systems written to \(directory.path)")
        guard wantsKiwi else { return (nil, "systems exported; kiwisolver not run", directory) }
        let (runner, note) = KiwiRunner.locate(python: options.python, script: options.kiwiScript, directory: directory)
        return (runner, runner == nil ? note : "compared with \(note)", directory)
    }

    private func runKiwi(_ id: WorkloadID, with runner: KiwiRunner) -> ConfigResult {
        let result = runner.run(id.description, timeout: options.kiwiTimeout, size: id.size, name: id.name)
        let summary = result.error ?? result.phases.filter(\.timed)
            .map { "\($0.name) \(formatDuration($0.perOpNanos))/\($0.unit)" }.joined(separator: ", ")
        log("kiwi  \(id): \(summary) (peak \(formatMB(result.peakKB)) MB)")
        return result
    }
}
