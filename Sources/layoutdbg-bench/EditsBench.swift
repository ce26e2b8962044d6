import BenchInputs
import Foundation
import LayoutModel
import LayoutScript

/// Edits at app scale (docs/performance.md, "App scale: edits"): the stacked-cells table of
/// `SyntheticLayouts.stackedTable` with two identified constraints a cell (a title's minimum width, required, and a
/// detail's maximum width at 700), then 1 000 steps of one constant change each, spread over the
/// cells. Timed in the process (building the engine, which is one solve, against applying the
/// 1 000 edits to it; parsing not timed) and end to end (`check`, which runs every step, and
/// `solve --step 1000`, which runs every edit and prints the last step, on the file with and without
/// the steps). The target is the edits costing at most 3× one solve.
enum EditsBench {
    static let steps = 1000

    struct Row {
        let cells: Int
        let buildSeconds: Double
        let editSeconds: Double
        /// Median seconds of each command on the file without steps and with them; nil past the timeout.
        let commands: [String: (plain: Double?, stepped: Double?)]
    }

    static let commands = ["check", "solve"]

    static func sizes(quick: Bool) -> [Int] { quick ? [40, 160, 640] : [250, 1000, 4000] }

    /// The table with the identified constraints the steps change, and the steps when `steps` > 0.
    static func source(cells: Int, steps: Int) -> String {
        var lines = [SyntheticLayouts.stackedTable(cells: cells)]
        for i in 0..<cells {
            lines.append("title\(i).width >= 20 \"min\(i)\"")
            lines.append("detail\(i).width <= 400 @700 \"cap\(i)\"")
        }
        for step in 0..<steps {
            // A walk over the cells that visits each once before any twice (7 919 is prime).
            let cell = (step * 7919) % cells
            let edit = step % 2 == 0
                ? "set \"min\(cell)\".constant \(20 + (step * 37) % 120)"
                : "set \"cap\(cell)\".constant \(30 + (step * 53) % 150)"
            lines.append("step \"edit \(step + 1)\" {\n    \(edit)\n}")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `sizes`: the cells of each table (default `sizes(quick:)`); `endToEnd: false` skips the commands.
    static func measure(sizes: [Int], runs: Int, timeout: Double, endToEnd: Bool = true, log: (String) -> Void) throws -> [Row] {
        let executable = try CommandsBench.binary()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("layoutdbg-bench-edits-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var rows: [Row] = []
        for cells in sizes {
            let plainText = source(cells: cells, steps: 0), steppedText = source(cells: cells, steps: steps)
            let (build, edit) = try inProcess(steppedText, cells: cells, runs: runs)
            log("edits \(cells) cells in the process: one solve \(formatDuration(build * 1e9)), \(steps) edits \(formatDuration(edit * 1e9))")
            let plain = directory.appendingPathComponent("cells-\(cells).layout")
            let stepped = directory.appendingPathComponent("cells-\(cells)-\(steps)-edits.layout")
            try plainText.write(to: plain, atomically: true, encoding: .utf8)
            try steppedText.write(to: stepped, atomically: true, encoding: .utf8)
            var times: [String: (plain: Double?, stepped: Double?)] = [:]
            // A run keeps only the steps its command shows (`ScenarioRun.StepSelection`), so every
            // size runs end to end (before that, 1 000 steps of 1 000 cells reached 8.9 GB).
            for command in commands where endToEnd {
                let a = try median(executable, command, plain, runs: runs, timeout: timeout)
                // `solve` shows step 0 unless told otherwise: `--step` makes it run every edit.
                let b = try median(executable, command, stepped, extra: command == "solve" ? ["--step", "\(steps)"] : [],
                                   runs: runs, timeout: timeout)
                times[command] = (a, b)
                log("edits \(cells) cells, \(command): without steps \(a.map { formatDuration($0 * 1e9) } ?? "timed out"), "
                    + "with \(steps) steps \(b.map { formatDuration($0 * 1e9) } ?? "timed out")")
            }
            rows.append(Row(cells: cells, buildSeconds: build, editSeconds: edit, commands: times))
        }
        return rows
    }

    /// Median seconds of building the engine on the layout (one solve) and of applying every
    /// step's edits to it in order.
    static func inProcess(_ text: String, cells: Int, runs: Int) throws -> (build: Double, edit: Double) {
        let scenario = try ScenarioParser.parse(text, file: "cells-\(cells).layout")
        let edits = scenario.steps.flatMap(\.edits)
        var builds: [Double] = [], applies: [Double] = []
        for _ in 0..<max(1, runs) {
            let start = DispatchTime.now().uptimeNanoseconds
            let engine = try LayoutEngine(layout: scenario.layout)
            let built = DispatchTime.now().uptimeNanoseconds
            for located in edits { try engine.apply(located.edit, at: located.location) }
            let edited = DispatchTime.now().uptimeNanoseconds
            builds.append(Double(built - start) / 1e9)
            applies.append(Double(edited - built) / 1e9)
        }
        return (builds.sorted()[builds.count / 2], applies.sorted()[applies.count / 2])
    }

    private static func median(_ executable: String, _ command: String, _ file: URL, extra: [String] = [], runs: Int,
                               timeout: Double) throws -> Double? {
        var times: [Double] = []
        for _ in 0..<max(1, runs) {
            let output = try runChild(executable, [command, file.path] + extra, timeout: timeout)
            if output.timedOut { return nil }
            guard output.status != 2 else { throw BenchError.failed("layoutdbg \(command) failed: \(output.stderr)") }
            times.append(output.seconds)
        }
        return times.sorted()[times.count / 2]
    }

    static func text(_ rows: [Row], markdown: Bool) -> String {
        func time(_ value: Double?) -> String { value.map { formatDuration($0 * 1e9) } ?? "timed out" }
        func ratio(_ a: Double?, _ b: Double?) -> String {
            guard let a, let b, b > 0 else { return "—" }
            return formatRatio(a / b)
        }
        var headers = ["cells", "one solve", "\(steps) edits", "edits / solve"]
        for command in commands {
            headers += ["`\(command)`", command == "solve" ? "`solve --step \(steps)`" : "`\(command)` + \(steps) steps", "ratio"]
        }
        var table = TextTable(headers, leftColumns: [])
        for row in rows {
            var cells = ["\(row.cells)", time(row.buildSeconds), time(row.editSeconds), ratio(row.editSeconds, row.buildSeconds)]
            for command in commands {
                // Not measured (`--edits --n CELLS` runs in the process only).
                guard let pair = row.commands[command] else { cells += ["—", "—", "—"]; continue }
                cells += [time(pair.plain), time(pair.stepped), ratio(pair.stepped, pair.plain)]
            }
            table.add(cells)
        }
        let title = "\(steps) single-constant edits on the stacked cells (in the process: engine built vs edits applied; end to end: the file without and with the steps)"
        return markdown ? "### \(title)\n\n" + table.markdown() : "== \(title)\n" + table.text()
    }
}
