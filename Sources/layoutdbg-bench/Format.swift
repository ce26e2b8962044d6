import Foundation

/// A duration in nanoseconds with three significant digits and a unit that fits.
func formatDuration(_ nanos: Double) -> String {
    guard nanos.isFinite else { return "—" }
    let (value, unit): (Double, String) =
        nanos < 1e3 ? (nanos, "ns") : nanos < 1e6 ? (nanos / 1e3, "µs") : nanos < 1e9 ? (nanos / 1e6, "ms") : (nanos / 1e9, "s")
    let digits = value >= 100 ? 0 : value >= 10 ? 1 : 2
    return String(format: "%.\(digits)f %@", value, unit)
}

func formatRatio(_ ratio: Double?) -> String {
    guard let ratio, ratio.isFinite else { return "—" }
    // Two significant digits at least, so that 0.004× does not print as 0.00×.
    let digits = ratio >= 0.1 ? 2 : ratio >= 0.01 ? 3 : 4
    return String(format: "%.\(digits)f×", ratio)
}

func formatMB(_ kb: Int?) -> String {
    guard let kb, kb > 0 else { return "—" }
    return String(format: "%.1f", Double(kb) / 1024)
}

/// A table printed as aligned text or as Markdown.
struct TextTable {
    var header: [String]
    var rows: [[String]] = []
    /// Columns aligned left (the others are aligned right).
    var leftColumns: Set<Int> = [0, 1]

    init(_ header: [String], leftColumns: Set<Int> = [0, 1]) {
        self.header = header
        self.leftColumns = leftColumns
    }

    mutating func add(_ row: [String]) { rows.append(row) }

    func text() -> String {
        var widths = header.map(\.count)
        for row in rows { for (i, cell) in row.enumerated() { widths[i] = max(widths[i], cell.count) } }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { i, cell in
                let pad = String(repeating: " ", count: widths[i] - cell.count)
                return leftColumns.contains(i) ? cell + pad : pad + cell
            }.joined(separator: "  ")
        }
        let rule = widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")
        return ([line(header), rule] + rows.map(line)).map { String($0.reversed().drop { $0 == " " }.reversed()) }
            .joined(separator: "\n") + "\n"
    }

    func markdown() -> String {
        let align = header.indices.map { leftColumns.contains($0) ? ":--" : "--:" }
        let lines = [header, align] + rows
        return lines.map { "| " + $0.joined(separator: " | ") + " |" }.joined(separator: "\n") + "\n"
    }
}
