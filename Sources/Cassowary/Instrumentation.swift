/// Collects the old values of error symbols touched by one move, so the move's trade-off can be
/// reported. Disabled (and free) when nobody observes the solver.
struct ErrorLog {
    let enabled: Bool
    var entries: [(symbol: Int32, old: Double)] = []

    init(enabled: Bool) { self.enabled = enabled }

    mutating func record(_ symbol: Int32, _ solver: Solver) {
        guard enabled, solver.info[Int(symbol)].kind == .error else { return }
        entries.append((symbol, solver.values[Int(symbol)]))
    }
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
        if isObserved { recountObjective() }
    }

    func symbolName(_ symbol: Int32) -> String {
        let s = Int(symbol)
        let symbolInfo = info[s]
        if symbolInfo.kind == .external { return symbolVariables[s]?.name ?? "v\(s)" }
        let owner = symbolInfo.owner >= 0 && Int(symbolInfo.owner) < records.count ? records[Int(symbolInfo.owner)] : nil
        let name = owner?.name ?? "?"
        switch symbolInfo.kind {
        case .external: return "v\(s)"
        case .slack: return "s[\(name)]"
        case .marker: return "m[\(name)]"
        case .error:
            guard let owner, owner.errorMinus >= 0 else { return "e[\(name)]" }
            return owner.errorPlus == symbol ? "e+[\(name)]" : "e-[\(name)]"
        }
    }

    func symbolRef(_ symbol: Int32) -> SymbolRef {
        SymbolRef(id: Int(symbol), kind: info[Int(symbol)].kind, name: symbolName(symbol))
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

    /// `tradeOffSlots`' mark for a constraint whose error rose in the move being reported.
    private static let loserSlot: Int32 = -2

    /// Reports a trade-off when one move lowered some constraints' errors and raised others'.
    func reportTradeOff(_ log: ErrorLog, pivot number: Int, phase: SolverPhase, spared: [Int32] = []) {
        guard log.enabled, let first = log.entries.first else { return }
        // A trade-off needs two constraints: when only one constraint's errors moved (an edit
        // following its target, say) and nothing was spared, there is nothing to report.
        let firstOwner = info[Int(first.symbol)].owner
        if spared.isEmpty && log.entries.allSatisfy({ info[Int($0.symbol)].owner == firstOwner }) { return }
        // Sorted so each constraint's moves are undone in the same order (e+ before e-) whatever
        // order the columns were walked in. Owners are found through `tradeOffSlots`, indexed by
        // record: a resize of a long table moves thousands of errors at once, and hashing each was
        // most of the cost of tracing it.
        let entries = log.entries.sorted { $0.symbol < $1.symbol }
        if tradeOffSlots.count < records.count {
            tradeOffSlots += repeatElement(-1, count: records.count - tradeOffSlots.count)
        }
        var owners: [Int32] = [], before: [Double] = []
        for entry in entries {
            let owner = info[Int(entry.symbol)].owner
            var slot = Int(tradeOffSlots[Int(owner)])
            if slot < 0 {
                guard let record = records[Int(owner)] else { continue }
                slot = owners.count
                tradeOffSlots[Int(owner)] = Int32(slot)
                owners.append(owner)
                before.append(currentError(of: record))
            }
            before[slot] -= values[Int(entry.symbol)] - entry.old
        }
        owners.sort()
        var gainers: [ErrorChange] = [], losers: [ErrorChange] = []
        for owner in owners {
            let record = records[Int(owner)]!, old = before[Int(tradeOffSlots[Int(owner)])]
            let new = currentError(of: record)
            let tolerance = Tolerance.errorChange(from: old)
            let change = ErrorChange(constraint: record.constraint, before: max(0, old), after: new)
            if new < old - tolerance {
                gainers.append(change)
            } else if new > old + tolerance {
                losers.append(change)
                tradeOffSlots[Int(owner)] = Solver.loserSlot
            }
        }
        defer { for owner in owners { tradeOffSlots[Int(owner)] = -1 } }
        guard !losers.isEmpty else { return }
        let kept = spared.filter { Int($0) >= tradeOffSlots.count || tradeOffSlots[Int($0)] != Solver.loserSlot }
            .compactMap { records[Int($0)]?.constraint }
        guard !gainers.isEmpty || !kept.isEmpty else { return }
        emit(.tradeOff(TradeOff(pivot: number, phase: phase, gainers: gainers, losers: losers, spared: kept)))
    }
}
