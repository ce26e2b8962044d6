import Foundation

/// The commands end to end (docs/performance.md, "Explaining at scale" and "App scale"): `layoutdbg
/// solve`, `check`, `trace` and `explain` (with its fixes) run as a user runs them, process start to
/// output written, each input at three sizes 4× apart: the stacked two-label table of
/// `ExplainTable`, a screen of unconstrained views, a deep nesting of views and a wide stack.
/// Reported as each command's time over `solve`'s on the same file, and as growth per 4× the size:
/// ratios, never absolute targets.
enum CommandsBench {
    struct Input {
        let name: String
        let size: Int
        let source: String
    }

    struct Row {
        let input: String
        let size: Int
        /// Median seconds per command; nil when it ran past the timeout.
        let seconds: [String: Double?]
    }

    static let commands = ["solve", "check", "trace", "explain"]

    static func inputs(quick: Bool) -> [Input] {
        let cells = quick ? [40, 160, 640] : [250, 1000, 4000]
        let views = quick ? [250, 1000, 4000] : [1250, 5000, 20000]
        let depths = quick ? [125, 500, 2000] : [500, 2000, 8000]
        let arranged = quick ? [40, 160, 640] : [250, 1000, 4000]
        return cells.map { Input(name: "stacked cells", size: $0, source: ExplainTable.source(cells: $0)) }
            + views.map { Input(name: "unconstrained views", size: $0, source: unconstrained(views: $0)) }
            + depths.map { Input(name: "nested views", size: $0, source: nested(views: $0)) }
            + arranged.map { Input(name: "stack of labels", size: $0, source: stacked(labels: $0)) }
    }

    /// `count` views each inside the one before, each pinned to its superview's edges: every
    /// question about superviews walks the whole depth unless the engine indexes the tree.
    static func nested(views count: Int) -> String {
        var lines = ["title \"\(count) nested views\"", "screen 375 x 812"]
        for index in 0..<count {
            lines.append(index == 0 ? "view v0" : "view v\(index) in v\(index - 1)")
            lines += ["H:|[v\(index)]|", "V:|[v\(index)]|"]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One vertical stack (fill, fill) of `count` labels of different widths, under the root.
    static func stacked(labels count: Int) -> String {
        var lines = ["title \"\(count) labels in a stack\"", "screen 375 x \(count * 20 + 100)",
                     "stack list axis vertical distribution fill alignment fill {"]
        lines += (0..<count).map { "    label l\($0) intrinsic \(40 + ($0 * 37) % 140) x 20" }
        lines += ["}", "H:|[list]|", "V:|[list]"]
        return lines.joined(separator: "\n") + "\n"
    }

    /// `count` views with no constraints: every one ambiguous, the worst case for ambiguity and fixes.
    static func unconstrained(views count: Int) -> String {
        (["title \"\(count) unconstrained views\"", "screen 375 x 812"] + (0..<count).map { "view v\($0)" })
            .joined(separator: "\n") + "\n"
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

    static func measure(_ inputs: [Input], runs: Int, timeout: Double, log: (String) -> Void) throws -> [Row] {
        let executable = try binary()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("layoutdbg-bench-commands-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var rows: [Row] = []
        for input in inputs {
            let file = directory.appendingPathComponent("\(input.name.replacingOccurrences(of: " ", with: "-"))-\(input.size).layout")
            try input.source.write(to: file, atomically: true, encoding: .utf8)
            var seconds: [String: Double?] = [:]
            for command in commands {
                var times: [Double] = []
                for _ in 0..<max(1, runs) {
                    let output = try runChild(executable, [command, file.path], timeout: timeout)
                    if output.timedOut { break }
                    // explain exits 1 when it finds problems; 2 is an error.
                    guard output.status != 2 else { throw BenchError.failed("layoutdbg \(command) failed: \(output.stderr)") }
                    times.append(output.seconds)
                }
                let median = times.count == max(1, runs) ? times.sorted()[times.count / 2] : nil
                seconds[command] = median
                log("\(command) \(input.name) \(input.size): \(median.map { formatDuration($0 * 1e9) } ?? "over \(Int(timeout)) s")")
            }
            rows.append(Row(input: input.name, size: input.size, seconds: seconds))
        }
        return rows
    }

    static func text(_ rows: [Row], timeout: Double, markdown: Bool) -> String {
        func time(_ value: Double??) -> String {
            guard let value = value ?? nil else { return "> \(Int(timeout)) s" }
            return formatDuration(value * 1e9)
        }
        func ratio(_ a: Double??, _ b: Double??) -> String {
            guard let a = a ?? nil, let b = b ?? nil else { return "—" }
            return formatRatio(a / b)
        }
        var times = TextTable(["input", "size"] + commands + ["trace / solve", "explain / solve"], leftColumns: [0])
        for row in rows {
            times.add([row.input, "\(row.size)"] + commands.map { time(row.seconds[$0]) }
                      + [ratio(row.seconds["trace"], row.seconds["solve"]), ratio(row.seconds["explain"], row.seconds["solve"])])
        }
        var growth = TextTable(["input", "sizes"] + commands, leftColumns: [0])
        for input in Set(rows.map(\.input)).sorted() {
            let sizes = rows.filter { $0.input == input }
            for (smaller, larger) in zip(sizes, sizes.dropFirst()) {
                growth.add([input, "\(smaller.size) → \(larger.size)"] + commands.map { ratio(larger.seconds[$0], smaller.seconds[$0]) })
            }
        }
        let sections = [("The commands end to end (median, process start to output)", times),
                        ("Growth per 4× the size (linear is 4×; the target is at most 5×)", growth)]
        return sections.map { title, table in
            markdown ? "### \(title)\n\n" + table.markdown() : "== \(title)\n" + table.text()
        }.joined(separator: "\n")
    }
}
