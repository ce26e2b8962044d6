/// The explain benchmark's table and its two targets (docs/performance.md, "Explaining the N-cell
/// table"): explaining every broken
/// constraint costs at most 5× the solve, and 10 000 cells take at most 12× the time of 1 000.
enum ExplainBenchReport {
    static func sizes(quick: Bool) -> [Int] { quick ? [100, 1000] : [100, 1000, 10000] }

    static func table(_ measurements: [ExplainTable.Measurement]) -> TextTable {
        var table = TextTable(["cells", "broken", "explanation members", "solve", "explain all", "explain / solve", "per broken"],
                              leftColumns: [])
        for m in measurements {
            table.add(["\(m.cells)", "\(m.broken)", "\(m.members)", formatDuration(m.solveSeconds * 1e9), formatDuration(m.explainSeconds * 1e9),
                       formatRatio(m.explainSeconds / m.solveSeconds),
                       m.broken == 0 ? "—" : formatDuration(m.explainSeconds / Double(m.broken) * 1e9)])
        }
        return table
    }

    static func targets(_ measurements: [ExplainTable.Measurement]) -> TextTable {
        var table = TextTable(["target", "measured", "met"], leftColumns: [0, 1])
        let worst = measurements.map { ($0.explainSeconds / $0.solveSeconds, $0.cells) }.max { $0.0 < $1.0 }
        if let worst {
            table.add(["explain all ≤ 5× solve", "\(formatRatio(worst.0)) at \(worst.1) cells", worst.0 <= 5 ? "yes" : "no"])
        }
        if let small = measurements.first(where: { $0.cells == 1000 }), let large = measurements.first(where: { $0.cells == 10000 }) {
            let growth = large.explainSeconds / small.explainSeconds
            table.add(["explain 10 000 cells ≤ 12× 1 000", formatRatio(growth), growth <= 12 ? "yes" : "no"])
        }
        return table
    }

    static func text(_ measurements: [ExplainTable.Measurement], markdown: Bool) -> String {
        let sections = [("Explaining every broken constraint of the N-cell table (median)", table(measurements)),
                        ("Targets of the explain benchmark", targets(measurements))]
        return sections.map { title, table in
            markdown ? "### \(title)\n\n" + table.markdown() : "== \(title)\n" + table.text()
        }.joined(separator: "\n")
    }
}
