/// The error symbols one move touched, with their values before it, so the move's trade-off can be
/// reported. The solver keeps one and reuses its storage: each move (`moveNonbasic`) starts it
/// afresh and `reportTradeOff` reads it. Nothing is logged while nobody observes the solver.
struct ErrorLog {
    /// The first `count` are this move's; each error symbol at most once (a move visits the moved
    /// symbol and its column's rows once each).
    private var storage: [(symbol: Int32, old: Double)] = []
    private(set) var count = 0

    var entries: ArraySlice<(symbol: Int32, old: Double)> { storage[..<count] }

    mutating func start() { count = 0 }

    mutating func record(_ symbol: Int32, old: Double) {
        if count < storage.count {
            storage[count] = (symbol, old)
        } else {
            storage.append((symbol, old))
        }
        count += 1
    }
}

/// One constraint whose errors a reported move changed (`reportTradeOff`).
struct MovedError {
    let owner: Int32
    /// How far its `e+` (or an inequality's only error) and its `e-` moved, kept apart so they are
    /// taken back in symbol order.
    var plusMove = 0.0
    var minusMove = 0.0
    var before = 0.0
    var after = 0.0
    /// Whether its error rose (it gave way in this move) or fell, beyond the tolerance.
    var rose = false
    var fell = false
}

/// Turning tableau changes into events. Every function returns at once when there is no observer.
extension Solver {
    func emit(_ event: SolverEvent) {
        guard isObserved else { return }
        observer?.solver(self, didEmit: event)
    }

    /// A new observer starts from the tableau as it is: nothing changed yet, the totals counted.
    func observerChanged() {
        isObserved = observer != nil
        changedSymbols = []
        isChanged = isObserved ? [Bool](repeating: false, count: info.count) : []
        // Nothing is kept for the objective without an observer; a new one counts it afresh.
        if isObserved { recountObjective() } else { errorTally = ErrorTally() }
    }

    func symbolName(_ symbol: Int32) -> String { symbolRef(symbol).name }

    /// The symbol with what its name is made of; the text is made only if someone reads it.
    func symbolRef(_ symbol: Int32) -> SymbolRef {
        let s = Int(symbol)
        let symbolInfo = info[s]
        let source: SymbolNameSource
        if symbolInfo.kind == .external {
            source = symbolVariables[s].map { .text($0.name) } ?? .unnamedVariable
        } else {
            let owner = symbolInfo.owner >= 0 && Int(symbolInfo.owner) < records.count ? records[Int(symbolInfo.owner)] : nil
            let prefix: SymbolPrefix
            switch symbolInfo.kind {
            case .external, .slack: prefix = .slack
            case .marker: prefix = .marker
            case .error:
                if let owner, owner.errorMinus >= 0 {
                    prefix = owner.errorPlus == symbol ? .errorPlus : .errorMinus
                } else {
                    prefix = .error
                }
            }
            source = owner.map { .owned(prefix, constraint: $0.constraint, sequence: $0.sequence) } ?? .orphan(prefix)
        }
        return SymbolRef(id: s, kind: symbolInfo.kind, source: source)
    }

    func emitPivot(phase: SolverPhase, entering: Int32, leaving: Int32, step: Double) {
        guard isObserved else { return }
        emit(.pivot(PivotEvent(number: pivots, phase: phase, entering: symbolRef(entering),
                               leaving: symbolRef(leaving), step: step, objective: currentObjective())))
    }

    func emitShift(phase: SolverPhase, symbol: Int32, from: Double) {
        guard isObserved else { return }
        emit(.shift(ShiftEvent(phase: phase, symbol: symbolRef(symbol), from: from, to: values[Int(symbol)])))
    }

    /// Reports a trade-off when the last move (`errorLog`) lowered some constraints' errors and
    /// raised others'.
    func reportTradeOff(pivot number: Int, phase: SolverPhase, spared: [Int32] = []) {
        guard isObserved, errorLog.count > 0 else { return }
        let first = errorLog.entries[0]
        // A trade-off needs two constraints: when only one constraint's errors moved (an edit
        // following its target, say) and nothing was spared, there is nothing to report.
        let firstOwner = info[Int(first.symbol)].owner
        if spared.isEmpty && errorLog.entries.allSatisfy({ info[Int($0.symbol)].owner == firstOwner }) { return }
        // Owners are found through `tradeOffSlots`, indexed by record: a resize of a long table
        // moves thousands of errors at once, and hashing each was most of the cost of tracing it.
        if tradeOffSlots.count < records.count {
            tradeOffSlots += repeatElement(-1, count: records.count - tradeOffSlots.count)
        }
        tradeOffScratch.removeAll(keepingCapacity: true)
        for entry in errorLog.entries {
            let owner = info[Int(entry.symbol)].owner
            var slot = Int(tradeOffSlots[Int(owner)])
            if slot < 0 {
                guard records[Int(owner)] != nil else { continue }
                slot = tradeOffScratch.count
                tradeOffSlots[Int(owner)] = Int32(slot)
                tradeOffScratch.append(MovedError(owner: owner))
            }
            let moved = values[Int(entry.symbol)] - entry.old
            if records[Int(owner)]!.errorMinus == entry.symbol {
                tradeOffScratch[slot].minusMove = moved
            } else {
                tradeOffScratch[slot].plusMove = moved
            }
        }
        defer { for moved in tradeOffScratch { tradeOffSlots[Int(moved.owner)] = -1 } }
        // Which constraints rose and fell; the lists are made only when there is a trade-off.
        var gainerCount = 0, loserCount = 0
        for slot in tradeOffScratch.indices {
            let owner = tradeOffScratch[slot].owner
            let record = records[Int(owner)]!
            let new = currentError(of: record)
            // Each move taken back from the error as it is now, `e+` before `e-` (its id is lower):
            // the same arithmetic, in the same order, as taking back the moves sorted by symbol.
            var old = new
            old -= tradeOffScratch[slot].plusMove
            if record.errorMinus >= 0 { old -= tradeOffScratch[slot].minusMove }
            tradeOffScratch[slot].before = old
            tradeOffScratch[slot].after = new
            let tolerance = Tolerance.errorChange(from: old)
            if new < old - tolerance {
                gainerCount += 1
                tradeOffScratch[slot].fell = true
            } else if new > old + tolerance {
                loserCount += 1
                tradeOffScratch[slot].rose = true
            }
        }
        guard loserCount > 0 else { return }
        let kept = spared.filter { owner in
            guard Int(owner) < tradeOffSlots.count else { return true }
            let slot = Int(tradeOffSlots[Int(owner)])
            return slot < 0 || !tradeOffScratch[slot].rose
        }.compactMap { records[Int($0)]?.constraint }
        guard gainerCount > 0 || !kept.isEmpty else { return }
        var gainers: [ErrorChange] = [], losers: [ErrorChange] = []
        gainers.reserveCapacity(gainerCount)
        losers.reserveCapacity(loserCount)
        // In the order the constraints were added.
        for owner in movedOwnersInOrder() {
            let moved = tradeOffScratch[Int(tradeOffSlots[Int(owner)])]
            let change = ErrorChange(constraint: records[Int(owner)]!.constraint, before: max(0, moved.before), after: moved.after)
            if moved.rose {
                losers.append(change)
            } else if moved.fell {
                gainers.append(change)
            }
        }
        emit(.tradeOff(TradeOff(pivot: number, phase: phase, gainers: gainers, losers: losers, spared: kept)))
    }

    /// The records in `tradeOffScratch`, by increasing index: a walk over `tradeOffSlots` when the
    /// move touched a good share of the records (a resize of a long table moves most of them), else
    /// a sort of the few.
    private func movedOwnersInOrder() -> [Int32] {
        var owners: [Int32] = []
        owners.reserveCapacity(tradeOffScratch.count)
        if tradeOffScratch.count * 32 >= tradeOffSlots.count {
            for owner in tradeOffSlots.indices where tradeOffSlots[owner] >= 0 { owners.append(Int32(owner)) }
        } else {
            for moved in tradeOffScratch { owners.append(moved.owner) }
            owners.sort()
        }
        return owners
    }
}
