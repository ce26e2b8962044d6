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

    /// The slot of the objective level for `key`, inserting the level in priority order when new.
    func levelSlot(for key: Double) -> Int32 {
        if !levels.contains(where: { $0.key == key }) {
            let position = levels.firstIndex(where: { $0.key < key }) ?? levels.count
            levels.insert(ObjectiveLevel(key: key), at: position)
        }
        if let slot = slotOfLevelKey[key] { return slot }
        levelKeys.append(key)
        let slot = Int32(levelKeys.count - 1)
        slotOfLevelKey[key] = slot
        return slot
    }

    /// Where the level of a slot stands in `levels` (a handful, highest priority first).
    func levelPosition(ofSlot slot: Int32) -> Int {
        let key = levelKeys[Int(slot)]
        return levels.firstIndex { $0.key == key }!
    }

    // MARK: Values

    /// Sets a symbol's value (journaled). While observed the change is noted and, for an error
    /// symbol, its owner's error tallied; `logsErrorMove` (the symbols of a move, see
    /// `moveNonbasic`) also logs an error symbol's old value for the move's trade-off report.
    /// The symbol's facts are read once: a move sets every row of its column.
    @inline(__always)  // once per row a move reaches
    func setValue(_ symbol: Int32, _ newValue: Double, logsErrorMove: Bool = false) {
        let s = Int(symbol)
        if isJournaling { saveValue(symbol) }
        let old = values[s]
        values[s] = newValue
        guard isObserved else { return }
        noteChanged(symbol)
        let facts = info[s]
        guard facts.kind == .error else { return }
        if logsErrorMove { errorLog.record(symbol, old: old) }
        if facts.level >= 0 && old != newValue { noteErrorMoved(owner: facts.owner) }
    }

    func isFeasible(_ symbol: Int32) -> Bool {
        let s = Int(symbol), v = values[s], i = info[s]
        return v >= i.lower - Tolerance.feasibility(i.lower) && v <= i.upper + Tolerance.feasibility(i.upper)
    }

    /// Moves a non-basic symbol by `delta` and every basic symbol that depends on it; rows pushed
    /// out of their bounds are queued for the dual simplex. While observed, the error symbols it
    /// moves are logged (`errorLog`, started afresh) for the move's trade-off report.
    func moveNonbasic(_ symbol: Int32, by delta: Double) {
        if isObserved { errorLog.start() }
        guard delta != 0 else { return }
        setValue(symbol, values[Int(symbol)] + delta, logsErrorMove: true)
        enteringCandidates.push(symbol)
        for basic in columns[Int(symbol)] {
            let step = rows[Int(basic)]!.coefficient(of: symbol) * delta
            setValue(basic, values[Int(basic)] + step, logsErrorMove: true)
            if !isFeasible(basic) { infeasibleRows.push(basic) }
        }
    }

    /// The value a row gives its basic symbol from the current values of its symbols.
    func evaluate(_ row: Row) -> Double {
        row.cells.reduce(row.hiddenValue) { $0 + $1.coefficient * values[Int($1.symbol)] }
    }

    // MARK: Rows and columns

    func insertRow(_ row: Row, for basic: Int32) {
        if isJournaling { saveRow(basic) }
        rows[Int(basic)] = row
        for cell in row.cells { columns[Int(cell.symbol)].insert(basic) }
    }

    @discardableResult
    func removeRow(of basic: Int32) -> Row {
        if isJournaling { saveRow(basic) }
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
        if isJournaling { saveRow(basic) }
        let b = Int(basic)
        let coefficient = rows[b]!.coefficient(of: symbol)
        guard coefficient != 0 else { return }
        // Merged where it lies: no copy of the row is made, so the merge writes its storage in place.
        rows[b]!.add(definition, times: coefficient, dropping: symbol, using: &mergeScratch)
        if definition.holdsHiddenMarkers { hiddenLog.added(basic, from: symbol, times: coefficient) }
        // One access to the column array for the whole batch (not a uniqueness check per symbol).
        columns.withUnsafeMutableBufferPointer { columns in
            for k in 0..<mergeScratch.enteredCount { columns[Int(mergeScratch.entered[k])].insert(basic) }
            for k in 0..<mergeScratch.leftCount { columns[Int(mergeScratch.left[k])].remove(basic) }
        }
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
        // Logged even when the row holds no hidden marker: the entry starts the entering symbol's
        // row afresh in a replay, which might otherwise read the row it had when last basic.
        hiddenLog.scaled(entering, from: leaving, by: -1 / a)
        if info[Int(leaving)].hidesWhenNonbasic {
            // Fixed from now on: only its part of the value stays (see HiddenMarkers.swift). A
            // coefficient too small for a cell is dropped, as `Row.add` drops it.
            if abs(1 / a) >= Tolerance.drop {
                row.hide(1 / a, timesValue: values[Int(leaving)])
                hiddenLog.seeded(entering, with: leaving, 1 / a)
            }
        } else {
            row.add(leaving, 1 / a)
        }
        // The leaving symbol (basic until now, so in no row) enters the rows that held `entering`:
        // its column gets room for them at once instead of growing by reallocation, and `entering`
        // (basic from now on) is left with none. Those rows are copied out first, because the
        // substitutions change columns as they go.
        dependentsScratch.removeAll(keepingCapacity: true)
        dependentsScratch.append(contentsOf: columns[Int(entering)])
        columns[Int(entering)].removeAll()
        columns[Int(leaving)].removeAll()
        columns[Int(leaving)].reserve(dependentsScratch.count)
        for basic in dependentsScratch { substitute(entering, by: row, inRowOf: basic) }
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
            // A hidden marker's reduced cost is worked out when it is revealed.
            if definition.holdsHiddenMarkers {
                hiddenLog.added(HiddenMarkerLog.objective(slotOfLevelKey[key]!), from: symbol, times: cost)
            }
        }
    }

    func addCost(_ amount: Double, at key: Double, to symbol: Int32) {
        if isJournaling { saveCost(symbol) }
        costs[Int(symbol)].add(amount, at: key)
    }

    func clearCosts(of symbol: Int32) {
        if isJournaling { saveCost(symbol) }
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

    // MARK: Journals (undo a failed add, a probe, a sweep, a trial)

    /// Opens a journal; journals nest (a probe inside a trial), and every change is saved in each
    /// open journal that has not saved that thing yet, so each can put back its own starting state.
    func beginJournal() {
        // The saved totals then hold every move so far (see `objectiveRolledBack`).
        settleObjective()
        journals.append(Journal(symbolCount: info.count, levels: levels, recordCount: records.count, addCount: addCount,
                                edits: edits, hiddenLogCount: hiddenLog.count))
        isJournaling = true
    }

    /// Closes the innermost journal and keeps its changes (the enclosing journals saved them too).
    func commitJournal() {
        journals.removeLast()
        isJournaling = !journals.isEmpty
    }

    func saveRow(_ basic: Int32) {
        for j in journals.indices where journals[j].symbolCount > Int(basic) && journals[j].rowSaved.insert(basic).inserted {
            journals[j].savedRows.append((basic, rows[Int(basic)]))
        }
    }

    private func saveValue(_ symbol: Int32) {
        for j in journals.indices where journals[j].symbolCount > Int(symbol) && journals[j].valueSaved.insert(symbol).inserted {
            journals[j].savedValues.append((symbol, values[Int(symbol)]))
        }
    }

    private func saveCost(_ symbol: Int32) {
        for j in journals.indices where journals[j].symbolCount > Int(symbol) && journals[j].costSaved.insert(symbol).inserted {
            journals[j].savedCosts.append((symbol, costs[Int(symbol)]))
        }
    }

    /// Takes an error symbol out of the objective when its constraint is removed, journaled.
    func retireError(_ symbol: Int32) {
        if isJournaling {
            let level = info[Int(symbol)].level
            for j in journals.indices where journals[j].symbolCount > Int(symbol) && journals[j].levelSaved.insert(symbol).inserted {
                journals[j].savedLevels.append((symbol, level))
            }
        }
        info[Int(symbol)].level = -1
    }

    /// Forgets a constraint's record (it was removed), journaled so a rollback brings it back.
    func dropRecord(at index: Int) {
        guard let record = records[index] else { return }
        for j in journals.indices where journals[j].recordCount > index {
            journals[j].removedRecords.append((index, record))
        }
        records[index] = nil
        recordOfConstraint[ObjectIdentifier(record.constraint)] = nil
    }

    /// Puts the tableau back exactly as it was when the innermost journal began, and closes it.
    func rollBack() {
        guard let saved = journals.popLast() else { return }
        isJournaling = !journals.isEmpty
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
        hiddenLog.cut(to: saved.hiddenLogCount)
        for marker in saved.revealedMarkers { info[Int(marker)].hidesWhenNonbasic = true }
        restoreLevels(saved)
        edits = saved.edits
        for index in records.indices.dropFirst(saved.recordCount) {
            if let record = records[index] { recordOfConstraint[ObjectIdentifier(record.constraint)] = nil }
        }
        records.removeSubrange(saved.recordCount...)
        for (index, record) in saved.removedRecords.reversed() {
            records[index] = record
            recordOfConstraint[ObjectIdentifier(record.constraint)] = index
        }
        addCount = saved.addCount
        for symbol in count..<info.count {
            if let variable = symbolVariables[symbol] { symbolOfVariable[variable.id] = nil }
        }
        info.removeSubrange(count...)
        values.removeSubrange(count...)
        rows.removeSubrange(count...)
        for symbol in count..<columns.count { columns[symbol].release() }
        columns.removeSubrange(count...)
        symbolVariables.removeSubrange(count...)
        costs.removeSubrange(count...)
        infeasibleRows.removeAll()
        enteringCandidates.removeAll { Int($0) >= count }
        objectiveRolledBack(saved.savedValues)
    }

    /// Levels made since the journal began go (their slots stay, unused); retired error symbols
    /// get their level back.
    private func restoreLevels(_ saved: Journal) {
        levels = saved.levels
        for (symbol, slot) in saved.savedLevels { info[Int(symbol)].level = slot }
    }
}
