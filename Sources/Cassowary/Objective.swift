/// The objective per level: Σ weight × error over the level's optional constraints, each error as
/// `error(of:)` gives it. Summed exactly, so the value depends on the errors alone, never on the
/// order the tableau was walked in; and never negative: while the dual simplex works, an error
/// symbol may sit below its bound 0 until a later pivot repairs its row, and its constraint then
/// counts as no error (it is not broken), as `error(of:)` says.
extension Solver {
    /// The objective per priority level, highest first (one level in weighted mode), counted afresh.
    public func objective() -> [LevelValue] {
        zip(levels, countedTotals()).map { LevelValue(priority: $0.key, value: $1.value) }
    }

    /// The objective as pivot events report it, from the totals kept while observed.
    func currentObjective() -> [LevelValue] {
        levels.map { LevelValue(priority: $0.key, value: $0.total.value) }
    }

    /// An optional constraint's error from the values of its error symbols.
    static func error(plus: Double, minus: Double?) -> Double {
        max(0, minus.map { plus + $0 } ?? plus)
    }

    private func countedTotals() -> [ExactSum] {
        var totals = [ExactSum](repeating: ExactSum(), count: levels.count)
        let positions = levelKeys.indices.map { slot in levels.firstIndex { $0.key == levelKeys[slot] } }
        for case let record? in records where !record.isRequired {
            let errorInfo = info[Int(record.errorPlus)]
            guard errorInfo.level >= 0, let position = positions[Int(errorInfo.level)] else { continue }
            totals[position].add(errorInfo.weight * currentError(of: record))
        }
        return totals
    }

    /// Counts the kept totals afresh, when an observer is attached (they are not kept without one).
    func recountObjective() {
        for (index, total) in countedTotals().enumerated() { levels[index].total = total }
    }

    /// Keeps the level total in step when error symbol `symbol` (already at its new value) moved
    /// from `old`: its constraint's term leaves at its old value and comes back at the new one.
    /// (`e+ + e-` and `e- + e+` round alike, so either may come first.)
    func accountErrorMove(of symbol: Int32, from old: Double, _ errorInfo: SymbolInfo) {
        let other = errorInfo.partner >= 0 ? values[Int(errorInfo.partner)] : nil
        let before = Solver.error(plus: old, minus: other)
        let after = Solver.error(plus: values[Int(symbol)], minus: other)
        guard before != after else { return }
        let position = levelPosition(ofSlot: errorInfo.level)
        levels[position].total.add(errorInfo.weight * after)
        levels[position].total.add(-(errorInfo.weight * before))
    }
}
