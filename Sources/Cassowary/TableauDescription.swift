/// The tableau as text, for teaching the simplex on small systems.
extension Solver {
    /// Hidden markers are revealed first, so the rows read as a textbook's (the solution stays).
    public func tableauDescription() -> String {
        revealAllMarkers()
        var lines: [String] = []
        for basic in rows.indices {
            guard let row = rows[basic] else { continue }
            let terms = row.cells.map { cell -> String in
                let sign = cell.coefficient < 0 ? "- " : "+ "
                let magnitude = abs(cell.coefficient)
                let coefficient = magnitude == 1 ? "" : "\(formatNumber(magnitude))*"
                return sign + coefficient + symbolName(cell.symbol)
            }
            var text = terms.joined(separator: " ")
            if text.hasPrefix("+ ") { text.removeFirst(2) }
            if text.isEmpty { text = "0" }
            lines.append("  \(symbolName(Int32(basic))) = \(text)   [\(formatNumber(values[basic]))\(boundsText(Int32(basic)))]")
        }
        var parametric: [String] = []
        for symbol in info.indices where rows[symbol] == nil && (!columns[symbol].isEmpty || info[symbol].kind == .external) {
            if info[symbol].kind == .error && info[symbol].level < 0 { continue }
            parametric.append("\(symbolName(Int32(symbol)))=\(formatNumber(values[symbol]))\(boundsText(Int32(symbol)))")
        }
        var objectiveLines: [String] = []
        for (level, total) in zip(levels, self.objective()) {
            let terms = costs.indices.compactMap { symbol -> String? in
                let cost = costs[symbol].cost(at: level.key)
                return cost == 0 ? nil : "\(formatNumber(cost))*\(symbolName(Int32(symbol)))"
            }
            objectiveLines.append("  @\(formatNumber(level.key)): value \(formatNumber(total.value)); reduced costs "
                + (terms.isEmpty ? "none" : terms.joined(separator: ", ")))
        }
        return (["rows (basic = combination of non-basic symbols)  [value, bounds]:"] + lines
            + ["non-basic: " + (parametric.isEmpty ? "none" : parametric.joined(separator: ", "))]
            + ["objective per level:"] + objectiveLines).joined(separator: "\n")
    }

    private func boundsText(_ symbol: Int32) -> String {
        let bounds = info[Int(symbol)]
        if bounds.isFree { return "" }
        if bounds.isFixed { return " == \(formatNumber(bounds.lower))" }
        if bounds.upper == .infinity { return " >= \(formatNumber(bounds.lower))" }
        if bounds.lower == -.infinity { return " <= \(formatNumber(bounds.upper))" }
        return " in \(formatNumber(bounds.lower))...\(formatNumber(bounds.upper))"
    }
}
