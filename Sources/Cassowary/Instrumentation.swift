/// The error symbols one move touched, with their values before it, so the move's trade-off can be
/// reported. The solver keeps one and reuses its storage: each move (`moveNonbasic`) starts it
/// afresh and `reportTradeOff` reads it. Nothing is logged while nobody observes the solver.
struct ErrorLog {
    /// The first `count` are this move's; each error symbol at most once (a move visits the moved
    /// symbol and its column's rows once each).
    private var storage: [(symbol: Int32, old: Double)] = []
    private(set) var count = 0

    /// Calls `body` with each entry, in the order logged.
    func forEach(_ body: (Int32, Double) -> Void) {
        storage.withUnsafeBufferPointer { storage in
            for index in 0..<count { body(storage[index].symbol, storage[index].old) }
        }
    }

    /// Whether every logged error belongs to the same constraint.
    func hasOneOwner(in info: [SymbolInfo]) -> Bool {
        storage.withUnsafeBufferPointer { storage in
            info.withUnsafeBufferPointer { info in
                let owner = info[Int(storage[0].symbol)].owner
                for index in 1..<count where info[Int(storage[index].symbol)].owner != owner { return false }
                return true
            }
        }
    }

    /// Whether every logged symbol moved the same way (or not at all), `values` being the values
    /// after the move.
    func movedOneWay(_ values: [Double]) -> Bool {
        var rose = false, fell = false
        storage.withUnsafeBufferPointer { storage in
            values.withUnsafeBufferPointer { values in
                for index in 0..<count {
                    let move = values[Int(storage[index].symbol)] - storage[index].old
                    if move > 0 { rose = true } else if move < 0 { fell = true }
                    if rose && fell { return }
                }
            }
        }
        return !(rose && fell)
    }

    mutating func start() { count = 0 }

    @inline(__always)  // once per moved error symbol while observed
    mutating func record(_ symbol: Int32, old: Double) {
        if count < storage.count {
            storage[count] = (symbol, old)
        } else {
            storage.append((symbol, old))
        }
        count += 1
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
}
