/// Self-checks of the tableau, for tests and debugging: each returns a description of every
/// broken invariant (empty when the tableau is sound).
extension Solver {
    func invariantViolations() -> [String] {
        var problems: [String] = []
        for basic in rows.indices {
            guard let row = rows[basic] else { continue }
            for cell in row.cells {
                if rows[Int(cell.symbol)] != nil { problems.append("row \(symbolName(Int32(basic))) contains basic \(symbolName(cell.symbol))") }
                if !columns[Int(cell.symbol)].contains(Int32(basic)) {
                    problems.append("column of \(symbolName(cell.symbol)) misses \(symbolName(Int32(basic)))")
                }
            }
            let computed = evaluate(row)
            if abs(computed - values[basic]) > Tolerance.rowValue(computed) {
                problems.append("\(symbolName(Int32(basic))) = \(values[basic]) but its row gives \(computed)")
            }
        }
        for symbol in columns.indices {
            for basic in columns[symbol] where rows[Int(basic)]?.coefficient(of: Int32(symbol)) ?? 0 == 0 {
                problems.append("column of \(symbolName(Int32(symbol))) lists \(symbolName(basic)) whose row lacks it")
            }
        }
        for symbol in info.indices where info[symbol].level >= 0 || info[symbol].kind != .error {
            guard isLive(Int32(symbol)) else { continue }
            if !isFeasible(Int32(symbol)) { problems.append("\(symbolName(Int32(symbol))) = \(values[symbol]) is out of bounds") }
            guard rows[symbol] == nil, !info[symbol].isFixed else { continue }
            let sign = reducedCostSign(Int32(symbol))
            let bounds = info[symbol], value = values[symbol]
            let canRise = value < bounds.upper - Tolerance.feasibility(bounds.upper)
            let canFall = value > bounds.lower + Tolerance.feasibility(bounds.lower)
            if (sign < 0 && canRise) || (sign > 0 && canFall) {
                problems.append("\(symbolName(Int32(symbol))) could still lower the objective (not optimal)")
            }
        }
        return problems
    }

    /// Whether a symbol still belongs to a constraint or variable in the solver.
    private func isLive(_ symbol: Int32) -> Bool {
        let owner = info[Int(symbol)].owner
        return owner < 0 || (Int(owner) < records.count && records[Int(owner)] != nil)
    }
}
