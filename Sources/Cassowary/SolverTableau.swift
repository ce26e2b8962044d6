/// The tableau's mechanics: symbols, rows, columns, values, objective levels, pivots and the journal
/// that undoes a failed add. The simplex algorithms are built on these few operations only.
extension Solver {
    func newSymbol(_ kind: SymbolKind, lower: Double = -.infinity, upper: Double = .infinity,
                   owner: Int32 = -1, level: Int32 = -1, weight: Double = 0) -> Int32 {
        let id = Int32(info.count)
        info.append(SymbolInfo(kind: kind, lower: lower, upper: upper, owner: owner, level: level, weight: weight))
        values.append(0)
        rows.append(nil)
        columns.append(Column())
        symbolVariables.append(nil)
        costs.append(CostVector())
        if observer != nil { isChanged.append(false) }
        return id
    }

    /// The external symbol of a variable, created (at value 0, non-basic) on first use.
    func symbol(for variable: Variable) -> Int32 {
        if let existing = symbolOfVariable[variable.id] { return existing }
        let symbol = newSymbol(.external)
        symbolVariables[Int(symbol)] = variable
        symbolOfVariable[variable.id] = symbol
        return symbol
    }

    func isBasic(_ symbol: Int32) -> Bool { rows[Int(symbol)] != nil }

    // MARK: Levels

    /// The index of the objective level for `key`, inserting it in priority order when new.
    func levelIndex(for key: Double) -> Int32 {
        if let index = levels.firstIndex(where: { $0.key == key }) { return Int32(index) }
        let position = levels.firstIndex(where: { $0.key < key }) ?? levels.count
        levels.insert(ObjectiveLevel(key: key), at: position)
        for i in info.indices where info[i].level >= Int32(position) { info[i].level += 1 }
        return Int32(position)
    }

    // MARK: Values

    func setValue(_ symbol: Int32, _ newValue: Double) {
        let s = Int(symbol)
        if journal != nil { saveValue(symbol) }
        let old = values[s]
        values[s] = newValue
        guard isObserved else { return }
        noteChanged(symbol)
        let symbolInfo = info[s]
        if symbolInfo.kind == .error && symbolInfo.level >= 0 { accountErrorMove(of: symbol, from: old, symbolInfo) }
    }

    func isFeasible(_ symbol: Int32) -> Bool {
        let s = Int(symbol), v = values[s], i = info[s]
        return v >= i.lower - Tolerance.feasibility(i.lower) && v <= i.upper + Tolerance.feasibility(i.upper)
    }

    /// Moves a non-basic symbol by `delta` and every basic symbol that depends on it; rows pushed
    /// out of their bounds are queued for the dual simplex.
    func moveNonbasic(_ symbol: Int32, by delta: Double, log: inout ErrorLog) {
        guard delta != 0 else { return }
        log.record(symbol, self)
        setValue(symbol, values[Int(symbol)] + delta)
        enteringCandidates.push(symbol)
        for basic in columns[Int(symbol)] {
            let coefficient = rows[Int(basic)]!.coefficient(of: symbol)
            log.record(basic, self)
            setValue(basic, values[Int(basic)] + coefficient * delta)
            if !isFeasible(basic) { infeasibleRows.push(basic) }
        }
    }

    /// The value a row gives its basic symbol from the current values of its symbols.
    func evaluate(_ row: Row) -> Double {
        row.cells.reduce(0) { $0 + $1.coefficient * values[Int($1.symbol)] }
    }

    // MARK: Rows and columns

    func insertRow(_ row: Row, for basic: Int32) {
        if journal != nil { saveRow(basic) }
        rows[Int(basic)] = row
        for cell in row.cells { columns[Int(cell.symbol)].insert(basic) }
    }

    @discardableResult
    func removeRow(of basic: Int32) -> Row {
        if journal != nil { saveRow(basic) }
        let row = rows[Int(basic)]!
        rows[Int(basic)] = nil
        for cell in row.cells { removeFromColumn(cell.symbol, basic) }
        return row
    }

    func removeFromColumn(_ symbol: Int32, _ basic: Int32) {
        columns[Int(symbol)].remove(basic)
    }

    /// Replaces `symbol` in the row of `basic` by `definition` (the row that now defines `symbol`).
    func substitute(_ symbol: Int32, by definition: Row, inRowOf basic: Int32) {
        if journal != nil { saveRow(basic) }
        let b = Int(basic)
        var row = rows[b]!
        let coefficient = row.remove(symbol)
        guard coefficient != 0 else { return }
        enteredScratch.removeAll(keepingCapacity: true)
        leftScratch.removeAll(keepingCapacity: true)
        rows[b] = nil  // release the stored copy so the merge below does not copy the row again
        row.add(definition, times: coefficient, entered: &enteredScratch, left: &leftScratch)
        rows[b] = row
        for s in enteredScratch { columns[Int(s)].insert(basic) }
        for s in leftScratch { removeFromColumn(s, basic) }
    }

    // MARK: Pivot

    /// Exchanges a basic symbol (`leaving`) with a non-basic one (`entering`) in its row. Values are
    /// not touched: callers move them before or after, as their algorithm requires.
    func pivot(entering: Int32, leaving: Int32) {
        pivots += 1
        pivotBudget -= 1
        var row = removeRow(of: leaving)
        let a = row.remove(entering)
        // leaving = a·entering + rest  ⇒  entering = (leaving − rest) / a
        row.scale(by: -1 / a)
        row.add(leaving, 1 / a)
        let dependents = columns[Int(entering)]
        columns[Int(entering)] = Column()
        for basic in dependents { substitute(entering, by: row, inRowOf: basic) }
        substituteInObjective(entering, by: row)
        insertRow(row, for: entering)
        enteringCandidates.push(leaving)
    }

    func substituteInObjective(_ symbol: Int32, by definition: Row) {
        let vector = costs[Int(symbol)]
        guard !vector.isEmpty else { return }
        clearCosts(of: symbol)
        for (key, cost) in vector.entries {
            for cell in definition.cells {
                addCost(cost * cell.coefficient, at: key, to: cell.symbol)
                enteringCandidates.push(cell.symbol)
            }
        }
    }

    func addCost(_ amount: Double, at key: Double, to symbol: Int32) {
        if journal != nil { saveCost(symbol) }
        costs[Int(symbol)].add(amount, at: key)
    }

    func clearCosts(of symbol: Int32) {
        if journal != nil { saveCost(symbol) }
        costs[Int(symbol)] = CostVector()
    }

    // MARK: Reduced costs (vectors over levels, compared lexicographically)

    /// -1, 0 or +1: the sign of the first level where the symbol's reduced cost is not zero.
    func reducedCostSign(_ symbol: Int32) -> Int {
        for entry in costs[Int(symbol)].entries {
            if entry.cost < -costTolerance { return -1 }
            if entry.cost > costTolerance { return 1 }
        }
        return 0
    }

    /// Compares `cost(a) × fa` with `cost(b) × fb` level by level: -1, 0 or +1.
    func compareScaledCosts(_ a: Int32, _ fa: Double, _ b: Int32, _ fb: Double) -> Int {
        let x = costs[Int(a)].entries, y = costs[Int(b)].entries
        var i = 0, j = 0
        while i < x.count || j < y.count {
            let key = max(i < x.count ? x[i].key : -.infinity, j < y.count ? y[j].key : -.infinity)
            var u = 0.0, v = 0.0
            if i < x.count && x[i].key == key { u = x[i].cost * fa; i += 1 }
            if j < y.count && y[j].key == key { v = y[j].cost * fb; j += 1 }
            if u < v - costTolerance { return -1 }
            if u > v + costTolerance { return 1 }
        }
        return 0
    }

    // MARK: Journal (undo of a failed add)

    func beginJournal(newVariables: [Int]) {
        journal = Journal(symbolCount: info.count, newVariables: newVariables, levelTotals: levels.map(\.total),
                          levelCount: levels.count)
    }

    private func saveRow(_ basic: Int32) {
        guard journal!.symbolCount > Int(basic), journal!.rowSaved.insert(basic).inserted else { return }
        journal!.savedRows.append((basic, rows[Int(basic)]))
    }

    private func saveValue(_ symbol: Int32) {
        guard journal!.symbolCount > Int(symbol), journal!.valueSaved.insert(symbol).inserted else { return }
        journal!.savedValues.append((symbol, values[Int(symbol)]))
    }

    private func saveCost(_ symbol: Int32) {
        guard journal!.symbolCount > Int(symbol), journal!.costSaved.insert(symbol).inserted else { return }
        journal!.savedCosts.append((symbol, costs[Int(symbol)]))
    }

    /// Puts the tableau back exactly as it was when the journal began.
    func rollBack() {
        guard let saved = journal else { return }
        journal = nil
        let count = saved.symbolCount
        // Rows of symbols created since the journal began go away with their symbols.
        for basic in Int32(count)..<Int32(info.count) where rows[Int(basic)] != nil {
            for cell in rows[Int(basic)]!.cells where Int(cell.symbol) < count {
                removeFromColumn(cell.symbol, basic)
            }
        }
        for (basic, _) in saved.savedRows {
            if let current = rows[Int(basic)] {
                for cell in current.cells where Int(cell.symbol) < count { removeFromColumn(cell.symbol, basic) }
            }
        }
        for (basic, old) in saved.savedRows {
            rows[Int(basic)] = old
            if let old { for cell in old.cells { columns[Int(cell.symbol)].insert(basic) } }
        }
        for (symbol, old) in saved.savedValues { values[Int(symbol)] = old }
        noteRolledBack(saved.savedValues.map(\.0), keepingBelow: count)
        for (symbol, old) in saved.savedCosts { costs[Int(symbol)] = old }
        // Only a level appended at the bottom (the probe level of `range(of:)`) can be new here.
        if levels.count > saved.levelCount { levels.removeSubrange(saved.levelCount...) }
        for (index, total) in saved.levelTotals.enumerated() { levels[index].total = total }
        info.removeSubrange(count...)
        values.removeSubrange(count...)
        rows.removeSubrange(count...)
        columns.removeSubrange(count...)
        symbolVariables.removeSubrange(count...)
        costs.removeSubrange(count...)
        for id in saved.newVariables { symbolOfVariable[id] = nil }
        infeasibleRows.removeAll()
        enteringCandidates.removeAll { Int($0) >= count }
    }
}
