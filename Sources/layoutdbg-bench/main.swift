import Foundation

// layoutdbg-bench: times our Cassowary solver on deterministic layout workloads (tracing off and on,
// weighted and lexicographic) and kiwisolver on the same systems. See docs/performance.md.

func printOut(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
}

do {
    let options = try Options.parse(Array(CommandLine.arguments.dropFirst()))
    if options.explainOnly {
        var measurements: [ExplainTable.Measurement] = []
        for cells in options.size.map({ [$0] }) ?? ExplainBenchReport.sizes(quick: options.quick) {
            let m = try ExplainTable.measure(cells: cells, runs: cells >= 10000 ? 1 : options.runs)
            FileHandle.standardError.write(Data("explain table-\(cells): solve \(formatDuration(m.solveSeconds * 1e9)), explain \(formatDuration(m.explainSeconds * 1e9))\n".utf8))
            measurements.append(m)
        }
        printOut(ExplainBenchReport.text(measurements, markdown: false))
        if let path = options.markdownPath {
            try ExplainBenchReport.text(measurements, markdown: true).write(toFile: path, atomically: true, encoding: .utf8)
        }
        exit(0)
    }
    if options.editsOnly {
        let timeout = options.childTimeout
        // `--edits --n CELLS` times one size, in the process only.
        let edits = try EditsBench.measure(sizes: options.size.map { [$0] } ?? EditsBench.sizes(quick: options.quick),
                                           runs: options.quick ? 1 : min(options.runs, 3), timeout: timeout,
                                           endToEnd: options.size == nil) { FileHandle.standardError.write(Data("\($0)\n".utf8)) }
        printOut(EditsBench.text(edits, markdown: false))
        if let path = options.markdownPath { try EditsBench.text(edits, markdown: true).write(toFile: path, atomically: true, encoding: .utf8) }
        exit(0)
    }
    if options.commandsOnly {
        let timeout = options.childTimeout
        for name in options.only.subtracting(CommandsBench.keys).sorted() {
            throw BenchError.usage("--only \(name): no such input (inputs: \(CommandsBench.keys.joined(separator: ", ")))")
        }
        for name in options.commandNames.subtracting(CommandsBench.commands).sorted() {
            throw BenchError.usage("--command-list \(name): not a command (commands: \(CommandsBench.commands.joined(separator: ", ")))")
        }
        let inputs = CommandsBench.inputs(quick: options.quick).filter { options.only.isEmpty || options.only.contains($0.key) }
        if let directory = options.export {
            // The generated files, to run a command on by hand (docs/performance.md, "App scale").
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            for input in inputs {
                try input.source.write(toFile: "\(directory)/\(input.key)-\(input.size).\(input.fileExtension)", atomically: true, encoding: .utf8)
            }
            if options.exportOnly { exit(0) }
        }
        let rows = try CommandsBench.measure(inputs, commands: options.commandNames, runs: options.quick ? 1 : min(options.runs, 3),
                                             timeout: timeout) { FileHandle.standardError.write(Data("\($0)\n".utf8)) }
        printOut(CommandsBench.text(rows, timeout: timeout, markdown: false))
        if let path = options.markdownPath {
            try CommandsBench.text(rows, timeout: timeout, markdown: true).write(toFile: path, atomically: true, encoding: .utf8)
        }
        exit(0)
    }
    if options.lintOnly {
        let timeout = options.childTimeout
        let rows = try LintBench.measure(quick: options.quick, runs: options.quick ? 1 : min(options.runs, 5), timeout: timeout) {
            FileHandle.standardError.write(Data("\($0)\n".utf8))
        }
        printOut(LintBench.text(rows, timeout: timeout, markdown: false))
        if let path = options.markdownPath {
            try LintBench.text(rows, timeout: timeout, markdown: true).write(toFile: path, atomically: true, encoding: .utf8)
        }
        exit(0)
    }
    if let name = options.workload {
        let id = WorkloadID(name: name, size: options.size ?? options.defaultSize(name))
        let result = ChildRun.run(id, semantics: options.semantics, trace: options.traceOn, runs: options.runs, quick: options.quick)
        if options.jsonLine {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            printOut(String(decoding: try encoder.encode(result), as: UTF8.self) + "\n")
        } else {
            printOut(Report.single([result]).text())
        }
        exit(result.error == nil ? 0 : 1)
    }
    let report = try options.reportPath.map { try JSONDecoder().decode(BenchReport.self, from: Data(contentsOf: URL(fileURLWithPath: $0))) }
        ?? Suite(options: options).run()
    printOut(ReportDocument.text(report))
    if let path = options.jsonPath, options.reportPath == nil {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(report).write(to: URL(fileURLWithPath: path))
    }
    if let path = options.markdownPath {
        try ReportDocument.markdown(report).write(toFile: path, atomically: true, encoding: .utf8)
    }
} catch let error as BenchError {
    FileHandle.standardError.write(Data("layoutdbg-bench: \(error)\n".utf8))
    exit(2)
} catch {
    FileHandle.standardError.write(Data("layoutdbg-bench: \(error)\n".utf8))
    exit(1)
}
