import BenchInputs
import Foundation

/// The commands end to end (docs/performance.md, "App scale"): every `layoutdbg` command that
/// takes a layout, run as a user runs it, process start to output written, on generated inputs
/// (`BenchInputs`: synthetic) at three sizes 4× apart: `.layout` scenarios (the stacked two-label
/// table, unconstrained views, a deep nesting, a wide stack, a grid), console logs (many reports, one long
/// report) and storyboards (one large scene, many scenes). The importer's own cost is inside each
/// time. Reported as each command's time over `solve`'s on the same file, and as growth per 4× the
/// size: ratios, never absolute targets. Ratios use CPU time (user + system), which other work
/// on a shared machine disturbs far less than the wall clock.
enum CommandsBench {
    struct Input {
        /// What `--only` names: `cells`, `log-reports`, …
        let key: String
        let name: String
        let size: Int
        let fileExtension: String
        let source: String
        let commands: [String]
        /// `sweep`'s `--vary` argument.
        var sweep = "root.width=280...420"
    }

    struct Row {
        let input: String
        let size: Int
        /// Median seconds per command; nil when it ran past the timeout. No entry: not run.
        let seconds: [String: Double?]
        /// Median CPU seconds (user + system) per command that finished.
        let cpu: [String: Double]
    }

    static let commands = ["solve", "check", "trace", "explain", "draw", "graph", "sweep"]
    static let keys = ["cells", "views", "nested", "stack", "grid", "log-reports", "log-constraints", "storyboard-views", "storyboard-scenes"]

    static func inputs(quick: Bool) -> [Input] {
        let cells = quick ? [40, 160, 640] : [250, 1000, 4000]
        let views = quick ? [250, 1000, 4000] : [1250, 5000, 20000]
        let depths = quick ? [125, 500, 2000] : [500, 2000, 8000]
        let arranged = quick ? [40, 160, 640] : [250, 1000, 4000]
        let gridSides = quick ? [10, 20, 40] : [20, 40, 80]
        let reports = quick ? [10, 40, 160] : [25, 100, 400]
        let listed = quick ? [50, 200, 800] : [250, 1000, 4000]
        let storyboardViews = quick ? [38, 150, 600] : [150, 600, 2400]
        let scenes = quick ? [6, 25, 100] : [25, 100, 400]
        func layout(_ key: String, _ name: String, _ size: Int, _ source: String) -> Input {
            Input(key: key, name: name, size: size, fileExtension: "layout", source: source, commands: commands)
        }
        // A rebuilt log and a storyboard have no root named `root` to sweep; everything else runs.
        let importedCommands = commands.filter { $0 != "sweep" }
        return cells.map { layout("cells", "stacked cells", $0, SyntheticLayouts.stackedTable(cells: $0)) }
            + views.map { layout("views", "unconstrained views", $0, SyntheticLayouts.unconstrained(views: $0)) }
            + depths.map { layout("nested", "nested views", $0, SyntheticLayouts.nested(views: $0)) }
            + arranged.map { layout("stack", "stack of labels", $0, SyntheticLayouts.stackOfLabels($0)) }
            + gridSides.map { layout("grid", "grid of views", $0 * $0, SyntheticLayouts.grid(side: $0)) }
            + reports.map {
                Input(key: "log-reports", name: "console log: reports", size: $0, fileExtension: "log",
                      source: SyntheticConsoleLog.reports($0), commands: importedCommands)
            }
            + listed.map {
                Input(key: "log-constraints", name: "console log: one report, constraints", size: $0, fileExtension: "log",
                      source: SyntheticConsoleLog.oneReport(labels: ($0 - 2) / 2), commands: importedCommands)
            }
            + storyboardViews.map {
                Input(key: "storyboard-views", name: "storyboard: one scene, views", size: $0, fileExtension: "storyboard",
                      source: SyntheticStoryboard.make(labelsPerScene: $0 - 1), commands: importedCommands)
            }
            + scenes.map {
                Input(key: "storyboard-scenes", name: "storyboard: scenes of 5 views", size: $0, fileExtension: "storyboard",
                      source: SyntheticStoryboard.make(scenes: $0, labelsPerScene: 4), commands: importedCommands)
            }
    }

    /// The `layoutdbg` built beside this benchmark.
    static func binary() throws -> String {
        let here = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        let path = here.appendingPathComponent("layoutdbg").path
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw BenchError.failed("no layoutdbg next to the benchmark at \(path); build both (make build)")
        }
        return path
    }

    /// The command line for `command` on `file`; pictures go to `output`'s folder.
    static func arguments(_ command: String, _ file: String, input: Input, output: URL) -> [String] {
        let picture = output.appendingPathComponent("\(command).svg").path
        switch command {
        case "draw", "graph": return [command, file, "-o", picture]
        case "sweep": return [command, file, "--vary", input.sweep, "-o", picture]
        default: return [command, file]
        }
    }

    static func measure(_ inputs: [Input], commands wanted: Set<String>, runs: Int, timeout: Double,
                        log: (String) -> Void) throws -> [Row] {
        let executable = try binary()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("layoutdbg-bench-commands-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var rows: [Row] = []
        for input in inputs {
            let file = directory.appendingPathComponent("\(input.key)-\(input.size).\(input.fileExtension)")
            try input.source.write(to: file, atomically: true, encoding: .utf8)
            var seconds: [String: Double?] = [:], cpu: [String: Double] = [:]
            for command in input.commands where wanted.isEmpty || wanted.contains(command) {
                var times: [Double] = [], cpuTimes: [Double] = []
                for _ in 0..<max(1, runs) {
                    let output = try runChild(executable, arguments(command, file.path, input: input, output: directory), timeout: timeout)
                    if output.timedOut { break }
                    // explain, check and the pictures exit 1 when they find problems; 2 is an error.
                    guard output.status != 2 else { throw BenchError.failed("layoutdbg \(command) \(file.lastPathComponent) failed: \(output.stderr)") }
                    times.append(output.seconds)
                    cpuTimes.append(output.cpuSeconds)
                }
                let median = times.count == max(1, runs) ? times.sorted()[times.count / 2] : nil
                seconds[command] = median
                if median != nil { cpu[command] = cpuTimes.sorted()[cpuTimes.count / 2] }
                log("\(command) \(input.name) \(input.size): \(median.map { formatDuration($0 * 1e9) } ?? "over \(Int(timeout)) s")"
                    + (cpu[command].map { ", CPU \(formatDuration($0 * 1e9))" } ?? ""))
            }
            rows.append(Row(input: input.name, size: input.size, seconds: seconds, cpu: cpu))
        }
        return rows
    }

    static func text(_ rows: [Row], timeout: Double, markdown: Bool) -> String {
        let shown = commands.filter { command in rows.contains { $0.seconds[command] != nil } }
        func time(_ value: Double??, cpu: Double?) -> String {
            guard let value else { return "" }
            guard let value else { return "> \(Int(timeout)) s" }
            return formatDuration(value * 1e9) + (cpu.map { " (\(formatDuration($0 * 1e9)))" } ?? "")
        }
        func ratio(_ a: Double?, _ b: Double?) -> String {
            guard let a, let b, b > 0 else { return "—" }
            return formatRatio(a / b)
        }
        var times = TextTable(["input", "size"] + shown + shown.filter { $0 != "solve" }.map { "\($0) / solve" }, leftColumns: [0])
        for row in rows {
            times.add([row.input, "\(row.size)"] + shown.map { time(row.seconds[$0], cpu: row.cpu[$0]) }
                      + shown.filter { $0 != "solve" }.map { row.seconds[$0] == nil ? "" : ratio(row.cpu[$0], row.cpu["solve"]) })
        }
        var growth = TextTable(["input", "sizes"] + shown, leftColumns: [0])
        var inputs: [String] = []
        for row in rows where !inputs.contains(row.input) { inputs.append(row.input) }
        for input in inputs {
            let sizes = rows.filter { $0.input == input }
            for (smaller, larger) in zip(sizes, sizes.dropFirst()) {
                growth.add([input, "\(smaller.size) → \(larger.size)"]
                           + shown.map { larger.seconds[$0] == nil ? "" : ratio(larger.cpu[$0], smaller.cpu[$0]) })
            }
        }
        let sections = [("The commands end to end (median, process start to output; in brackets the CPU time, user + system; ratios of CPU times)", times),
                        ("Growth per 4× the size, CPU time (linear is 4×; the target is at most 5×)", growth)]
        return sections.map { title, table in
            markdown ? "### \(title)\n\n" + table.markdown() : "== \(title)\n" + table.text()
        }.joined(separator: "\n")
    }
}
