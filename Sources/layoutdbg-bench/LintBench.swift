import BenchInputs
import Foundation

/// `layoutdbg lint` end to end on storyboards (docs/performance.md, "Linting storyboards"): one
/// scene of labels stacked down a 375 × 667 screen, generated at growing sizes
/// (`SyntheticStoryboard`: synthetic, Xcode never saw it), and the largest real storyboard of the test corpus, each linted on
/// ten devices as CI would, process start to output written. Reported with `solve` on the same
/// file and as growth over 4× the views: ratios, never absolute targets.
enum LintBench {
    /// Ten devices from the smallest iPhone to a large iPad, as a team would lint.
    static let devices = "retina3_5,retina4_0,retina4_7,retina5_5,retina5_9,retina6_1,retina6_0,retina6_12,retina6_9,ipad9_7"

    struct Row {
        let input: String
        let views: Int
        /// Median seconds; nil when it ran past the timeout.
        let lint: Double?
        let solve: Double?
    }

    static func sizes(quick: Bool) -> [Int] { quick ? [150, 600] : [150, 600, 2400] }

    /// The largest real document of Tests/InterfaceBuilderDocuments (158 views), read from the
    /// source tree when the benchmark runs from it.
    static let realDocument = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Tests/InterfaceBuilderDocuments/ReactiveX-RxSwift-Main.storyboard")

    static func measure(quick: Bool, runs: Int, timeout: Double, log: (String) -> Void) throws -> [Row] {
        let executable = try CommandsBench.binary()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("layoutdbg-bench-lint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var inputs: [(name: String, views: Int, path: String)] = []
        for views in sizes(quick: quick) {
            let file = directory.appendingPathComponent("labels-\(views).storyboard")
            try SyntheticStoryboard.make(labelsPerScene: views - 1).write(to: file, atomically: true, encoding: .utf8)
            inputs.append(("generated labels", views, file.path))
        }
        if FileManager.default.fileExists(atPath: realDocument.path) {
            inputs.append(("RxSwift Main.storyboard (real)", 158, realDocument.path))
        }
        func median(_ arguments: [String]) throws -> Double? {
            var times: [Double] = []
            for _ in 0..<max(1, runs) {
                let output = try runChild(executable, arguments, timeout: timeout)
                if output.timedOut { return nil }
                // lint exits 1 when it finds problems; 2 is an error.
                guard output.status != 2 else { throw BenchError.failed("layoutdbg \(arguments.joined(separator: " ")) failed: \(output.stderr)") }
                times.append(output.seconds)
            }
            return times.sorted()[times.count / 2]
        }
        var rows: [Row] = []
        for input in inputs {
            let lint = try median(["lint", input.path, "--devices", devices, "--format", "json"])
            let solve = try median(["solve", input.path])
            log("lint \(input.name) \(input.views) views: \(lint.map { formatDuration($0 * 1e9) } ?? "over \(Int(timeout)) s")")
            rows.append(Row(input: input.name, views: input.views, lint: lint, solve: solve))
        }
        return rows
    }

    static func text(_ rows: [Row], timeout: Double, markdown: Bool) -> String {
        func time(_ value: Double?) -> String { value.map { formatDuration($0 * 1e9) } ?? "> \(Int(timeout)) s" }
        var times = TextTable(["input", "views", "lint on 10 devices", "solve (own device)", "lint / solve"], leftColumns: [0])
        for row in rows {
            let ratio = row.lint.flatMap { lint in row.solve.map { formatRatio(lint / $0) } } ?? "—"
            times.add([row.input, "\(row.views)", time(row.lint), time(row.solve), ratio])
        }
        var growth = TextTable(["input", "views", "lint", "solve"], leftColumns: [0])
        let generated = rows.filter { $0.input == "generated labels" }
        for (small, large) in zip(generated, generated.dropFirst()) {
            func ratio(_ a: Double?, _ b: Double?) -> String { a.flatMap { a in b.map { formatRatio(a / $0) } } ?? "—" }
            growth.add([small.input, "\(small.views) → \(large.views)", ratio(large.lint, small.lint), ratio(large.solve, small.solve)])
        }
        let sections = [("lint end to end (median, process start to output)", times), ("Growth over 4× the views (linear is 4×)", growth)]
        return sections.map { title, table in
            markdown ? "### \(title)\n\n" + table.markdown() : "== \(title)\n" + table.text()
        }.joined(separator: "\n")
    }
}
