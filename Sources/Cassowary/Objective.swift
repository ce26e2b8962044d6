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
        settleObjective()
        return levels.map { LevelValue(priority: $0.key, value: $0.total.value) }
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
        errorTally = ErrorTally()
        errorTally.counted = records.map { record in
            guard let record, !record.isRequired, info[Int(record.errorPlus)].level >= 0 else { return 0 }
            return currentError(of: record)
        }
        errorTally.isPending = [Bool](repeating: false, count: records.count)
    }

    /// Notes that an error symbol of record `owner` moved (while observed); the totals take it in
    /// at the next `settleObjective`.
    @inline(__always)  // once per moved error symbol while observed
    func noteErrorMoved(owner: Int32) {
        let o = Int(owner)
        if o >= errorTally.isPending.count { tallyAddedRecords() }
        guard !errorTally.isPending[o] else { return }
        errorTally.isPending[o] = true
        errorTally.pending.append(owner)
    }

    /// Records added since the tally last grew: their errors were counted at 0, as they start.
    private func tallyAddedRecords() {
        let added = records.count - errorTally.isPending.count
        errorTally.isPending += repeatElement(false, count: added)
        errorTally.counted += repeatElement(0, count: added)
    }

    /// Brings the level totals up to date with every constraint whose errors moved since the last
    /// time: its term leaves at the error counted then and comes back at its error now. The sum is
    /// exact, so this gives the totals that counting every single move would (the moves' terms
    /// cancel in pairs), at one count per constraint instead of two per move. A resize of a long
    /// table settles a few hundred constraints per pivot, so each is a few array reads and, mostly,
    /// one exact addition (`ExactSum.add(_:minus:)`) instead of two.
    func settleObjective() {
        guard !errorTally.pending.isEmpty else { return }
        var pending: [Int32] = []
        swap(&pending, &errorTally.pending)
        defer {
            pending.removeAll(keepingCapacity: true)
            swap(&pending, &errorTally.pending)
        }
        errorTally.isPending.withUnsafeMutableBufferPointer { isPending in
            for owner in pending { isPending[Int(owner)] = false }
        }
        // Where each level slot stands in `levels`, found once per settle (in room kept for it).
        var positions: [Int] = []
        swap(&positions, &errorTally.levelPositions)
        defer { swap(&positions, &errorTally.levelPositions) }
        positions.removeAll(keepingCapacity: true)
        for key in levelKeys { positions.append(levels.firstIndex { $0.key == key } ?? -1) }
        info.withUnsafeBufferPointer { info in
        values.withUnsafeBufferPointer { values in
        records.withUnsafeBufferPointer { records in
        errorTally.counted.withUnsafeMutableBufferPointer { counted in
            for owner in pending {
                let o = Int(owner)
                guard let errorPlus = records[o]?.errorPlus, errorPlus >= 0 else { continue }
                let errorInfo = info[Int(errorPlus)]
                guard errorInfo.level >= 0 else { continue }
                // The constraint's error now, as `currentError(of:)` counts it.
                let new = Solver.error(plus: values[Int(errorPlus)],
                                       minus: errorInfo.partner >= 0 ? values[Int(errorInfo.partner)] : nil)
                let old = counted[o]
                guard new != old else { continue }
                levels[positions[Int(errorInfo.level)]].total.add(errorInfo.weight * new, minus: errorInfo.weight * old)
                counted[o] = new
            }
        }}}}
    }

    /// After a rollback put values, records and totals back as they were when the journal began
    /// (when nothing was waiting to be settled): each restored error is counted as it is again.
    func objectiveRolledBack(_ restored: [(Int32, Double)]) {
        guard observer != nil else { return }
        for owner in errorTally.pending where Int(owner) < errorTally.isPending.count {
            errorTally.isPending[Int(owner)] = false
        }
        errorTally.pending.removeAll(keepingCapacity: true)
        if errorTally.isPending.count > records.count {
            errorTally.isPending.removeSubrange(records.count...)
            errorTally.counted.removeSubrange(records.count...)
        }
        for (symbol, _) in restored where Int(symbol) < info.count && info[Int(symbol)].kind == .error {
            let owner = Int(info[Int(symbol)].owner)
            guard owner < errorTally.counted.count, let record = records[owner] else { continue }
            errorTally.counted[owner] = info[Int(record.errorPlus)].level >= 0 ? currentError(of: record) : 0
        }
    }
}

/// While observed, what the level totals count for each optional constraint, and which
/// constraints' errors moved since (`Solver.settleObjective`).
struct ErrorTally {
    /// Per record: the error the totals count for it.
    var counted: [Double] = []
    /// Per record: whether it is in `pending`.
    var isPending: [Bool] = []
    var pending: [Int32] = []
    /// Room reused by `Solver.settleObjective`: each level slot's position in `levels`.
    var levelPositions: [Int] = []
}
