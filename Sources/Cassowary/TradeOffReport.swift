/// One constraint whose errors a reported move changed (`reportTradeOff`).
struct MovedError {
    let owner: Int32
    /// Its error symbols: `e+` (or an inequality's only error) and `e-` (-1 when it has none). An
    /// equality's `e-` is made right after its `e+`, so the lower id of the pair is `e+`.
    let plus: Int32
    let minus: Int32
    /// How far each moved, kept apart so they are taken back in symbol order.
    var plusMove = 0.0
    var minusMove = 0.0
    var before = 0.0
    var after = 0.0
    /// Whether its error rose (it gave way in this move) or fell, beyond the tolerance.
    var rose = false
    var fell = false
}

/// The trade-off of one move: who gave way so that whom. A resize of a long table moves about a
/// thousand errors per suggestion and every one is classified, so the work per moved error is kept
/// to a few array reads: owners are found by record index (`tradeOffSlots`), the error symbols by
/// the symbols' own `partner`, and the constraints that rose or fell are marked in a bit set
/// (`tradeOffMarks`) that yields them in the order they were added.
extension Solver {
    /// Reports a trade-off when the last move (`errorLog`) lowered some constraints' errors and
    /// raised others'.
    func reportTradeOff(pivot number: Int, phase: SolverPhase, spared: [Int32] = []) {
        guard isObserved, errorLog.count > 0 else { return }
        // A trade-off needs two constraints: when only one constraint's errors moved (an edit
        // following its target, say) and nothing was spared, there is nothing to report.
        if spared.isEmpty && errorLog.hasOneOwner(in: info) { return }
        // Nor when every logged error symbol moved the same way: a constraint's error only grows
        // with its error symbols (`Solver.error(plus:minus:)`), so none can have fallen while
        // another rose. Most pivot-free resizes end here, before any error is collected.
        if spared.isEmpty && errorLog.movedOneWay(values) { return }
        if tradeOffSlots.count < records.count {
            tradeOffSlots += repeatElement(-1, count: records.count - tradeOffSlots.count)
        }
        let wordCount = (records.count + 63) / 64
        if tradeOffMarks.count < wordCount {
            tradeOffMarks += repeatElement(0, count: wordCount - tradeOffMarks.count)
        }
        // Worked on as a local, so appending to it checks no shared ownership.
        var moved: [MovedError] = []
        swap(&moved, &tradeOffScratch)
        defer {
            tradeOffSlots.withUnsafeMutableBufferPointer { slots in
                for error in moved { slots[Int(error.owner)] = -1 }
            }
            moved.removeAll(keepingCapacity: true)
            swap(&moved, &tradeOffScratch)
        }
        collectMovedErrors(into: &moved)
        let (gainerCount, loserCount) = classifyMovedErrors(&moved)
        guard loserCount > 0 else { return unmark(moved) }
        let kept = spared.filter { owner in
            guard Int(owner) < tradeOffSlots.count else { return true }
            let slot = Int(tradeOffSlots[Int(owner)])
            return slot < 0 || !moved[slot].rose
        }.compactMap { records[Int($0)]?.constraint }
        guard gainerCount > 0 || !kept.isEmpty else { return unmark(moved) }
        var gainers: [ErrorChange] = [], losers: [ErrorChange] = []
        gainers.reserveCapacity(gainerCount)
        losers.reserveCapacity(loserCount)
        // In the order the constraints were added: the marked records, by increasing index.
        let owners = takeMarkedOwners(of: moved, count: gainerCount + loserCount)
        moved.withUnsafeBufferPointer { moved in
        records.withUnsafeBufferPointer { records in
        tradeOffSlots.withUnsafeBufferPointer { slots in
            for owner in owners {
                let slot = Int(slots[owner])
                let change = ErrorChange(constraint: records[owner]!.constraint, before: max(0, moved[slot].before),
                                         after: moved[slot].after)
                if moved[slot].rose { losers.append(change) } else { gainers.append(change) }
            }
        }}}
        emit(.tradeOff(TradeOff(pivot: number, phase: phase, gainers: gainers, losers: losers, spared: kept)))
    }

    /// One entry per constraint of the logged errors that the solver still holds, in the order
    /// first logged, with how far each of its error symbols moved; `tradeOffSlots` points at each.
    private func collectMovedErrors(into moved: inout [MovedError]) {
        moved.reserveCapacity(errorLog.count)
        info.withUnsafeBufferPointer { info in
        values.withUnsafeBufferPointer { values in
        records.withUnsafeBufferPointer { records in
        tradeOffSlots.withUnsafeMutableBufferPointer { slots in
            errorLog.forEach { symbol, old in
                let symbolInfo = info[Int(symbol)]
                let owner = Int(symbolInfo.owner)
                let isMinus = symbolInfo.partner >= 0 && symbolInfo.partner < symbol
                let move = values[Int(symbol)] - old
                let slot = Int(slots[owner])
                if slot >= 0 {
                    if isMinus { moved[slot].minusMove = move } else { moved[slot].plusMove = move }
                    return
                }
                guard records[owner] != nil else { return }
                slots[owner] = Int32(moved.count)
                moved.append(isMinus
                    ? MovedError(owner: Int32(owner), plus: symbolInfo.partner, minus: symbol, minusMove: move)
                    : MovedError(owner: Int32(owner), plus: symbol, minus: symbolInfo.partner, plusMove: move))
            }
        }}}}
    }

    /// Each moved constraint's error before and after the move, and whether it rose or fell beyond
    /// the tolerance; those that did are marked in `tradeOffMarks`. Returns how many fell and rose.
    private func classifyMovedErrors(_ moved: inout [MovedError]) -> (gainers: Int, losers: Int) {
        var gainers = 0, losers = 0
        values.withUnsafeBufferPointer { values in
        tradeOffMarks.withUnsafeMutableBufferPointer { marks in
        moved.withUnsafeMutableBufferPointer { moved in
            for slot in moved.indices {
                let plus = moved[slot].plus, minus = moved[slot].minus
                // The constraint's error now, as `currentError(of:)` counts it.
                let new = Solver.error(plus: values[Int(plus)], minus: minus >= 0 ? values[Int(minus)] : nil)
                // Each move taken back from the error as it is now, `e+` before `e-`: the same
                // arithmetic, in the same order, as taking back the moves sorted by symbol.
                var old = new
                old -= moved[slot].plusMove
                if minus >= 0 { old -= moved[slot].minusMove }
                moved[slot].before = old
                moved[slot].after = new
                let tolerance = Tolerance.errorChange(from: old)
                if new < old - tolerance {
                    gainers += 1
                    moved[slot].fell = true
                } else if new > old + tolerance {
                    losers += 1
                    moved[slot].rose = true
                } else {
                    continue
                }
                let owner = Int(moved[slot].owner)
                marks[owner >> 6] |= 1 << UInt64(owner & 63)
            }
        }}}
        return (gainers, losers)
    }

    /// The records marked in `tradeOffMarks`, by increasing index, clearing the marks: a walk over
    /// the words when the move touched a good share of the records (a resize of a long table moves
    /// most of them), else a sort of the few.
    private func takeMarkedOwners(of moved: [MovedError], count: Int) -> [Int] {
        var owners: [Int] = []
        owners.reserveCapacity(count)
        tradeOffMarks.withUnsafeMutableBufferPointer { marks in
            if marks.count <= moved.count * 4 {
                for word in marks.indices where marks[word] != 0 {
                    var bits = marks[word]
                    marks[word] = 0
                    while bits != 0 {
                        owners.append(word << 6 | bits.trailingZeroBitCount)
                        bits &= bits - 1
                    }
                }
            } else {
                for error in moved where error.rose || error.fell {
                    owners.append(Int(error.owner))
                    marks[Int(error.owner) >> 6] = 0
                }
                owners.sort()
            }
        }
        return owners
    }

    /// Clears the marks of a move whose trade-off was not reported.
    private func unmark(_ moved: [MovedError]) {
        tradeOffMarks.withUnsafeMutableBufferPointer { marks in
            for error in moved where error.rose || error.fell {
                marks[Int(error.owner) >> 6] = 0
            }
        }
    }
}
