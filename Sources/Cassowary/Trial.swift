/// What-if questions on the solver's own tableau: make changes, read the result, and have every
/// change undone by the journal, instead of rebuilding a copy of the whole system per question.
extension Solver {
    /// Runs `body` as a trial: every constraint it adds or removes and every value that moves is
    /// put back exactly when it returns or throws. Nothing is reported to the observer meanwhile.
    /// A required constraint that cannot hold throws from its `add` and leaves the trial as it was
    /// before that `add`.
    public func trial<T>(_ body: (SolverTrial) throws -> T) rethrows -> T {
        let wasObserved = isObserved, pivotsBefore = pivots
        isObserved = false
        beginJournal()
        let trial = SolverTrial(solver: self, depth: journals.count - 1)
        defer {
            rollBack()
            isObserved = wasObserved
            pivots = pivotsBefore
        }
        return try body(trial)
    }

    /// False when every optimal solution gives `variable` its current value, so `range(of:)`
    /// would return a single value; true when it may not (then only `range(of:)` can tell).
    ///
    /// On an optimal tableau the objective changes by Σ cost(j)·Δj over the non-basic symbols,
    /// and each term is ≥ 0 level by level, so moving any symbol whose reduced cost is not zero
    /// makes some level worse: only the movable symbols (non-basic, zero cost at every level,
    /// bounds apart) can change without changing the objective. A variable may move only if it
    /// is one of them or its row contains one that is not pinned (`FreedomSearch`).
    public func mayBeFree(_ variable: Variable) -> Bool {
        guard let symbol = symbolOfVariable[variable.id] else { return true }
        var search = FreedomSearch()
        return search.mayMove(symbol, in: self)
    }

    /// Whether a probe of `variable` may pivot on a symbol many rows share (its own, or one in
    /// its row, is in more than `rows` rows): then it pays to hand `range(of:freedom:)` the
    /// whole tableau's `freedom()` first. Only a cost question: the range is the same either way.
    public func isWidelyShared(_ variable: Variable, rows: Int = 32) -> Bool {
        guard let symbol = symbolOfVariable[variable.id] else { return false }
        if columns[Int(symbol)].count > rows { return true }
        return self.rows[Int(symbol)]?.cells.contains { columns[Int($0.symbol)].count > rows } ?? false
    }

    /// Non-basic, zero reduced cost at every level, and room between its bounds.
    func isMovable(_ symbol: Int32) -> Bool {
        !isBasic(symbol) && !info[Int(symbol)].isFixed && reducedCostSign(symbol) == 0
    }
}

/// Whether a symbol can move without changing the objective, answered from the tableau around it.
/// A movable symbol is pinned when every way it could go (up, down, within its own bounds) is
/// blocked by a row whose basic symbol already sits at the bound that way would cross (an
/// equality's marker sits at both) and that holds no other movable symbol that is not itself
/// pinned: alone, the symbol would push that row out of its bounds. Looking further than
/// `budget` symbols answers "may move", which is always safe (a probe decides); rows are
/// visited by id, so the answer is the same on every run.
struct FreedomSearch {
    var budget = 64
    private var pinned: [Int32: Bool] = [:]

    mutating func mayMove(_ symbol: Int32, in solver: Solver) -> Bool {
        guard let row = solver.rows[Int(symbol)] else {
            return solver.isMovable(symbol) && !isPinned(symbol, in: solver)
        }
        return row.cells.contains { solver.isMovable($0.symbol) && !isPinned($0.symbol, in: solver) }
    }

    private mutating func isPinned(_ symbol: Int32, in solver: Solver) -> Bool {
        if let known = pinned[symbol] { return known }
        // Until shown otherwise (and when the search is too wide), it may move.
        pinned[symbol] = false
        guard budget > 0 else { return false }
        budget -= 1
        let own = solver.info[Int(symbol)], value = solver.values[Int(symbol)]
        var canRise = value < own.upper - Tolerance.feasibility(own.upper)
        var canFall = value > own.lower + Tolerance.feasibility(own.lower)
        for basic in solver.columns[Int(symbol)].sorted() where canRise || canFall {
            let bounds = solver.info[Int(basic)], at = solver.values[Int(basic)]
            let atLower = at <= bounds.lower + Tolerance.feasibility(bounds.lower)
            let atUpper = at >= bounds.upper - Tolerance.feasibility(bounds.upper)
            guard atLower || atUpper else { continue }
            let row = solver.rows[Int(basic)]!
            let others = row.cells.map(\.symbol).filter { $0 != symbol && solver.isMovable($0) }
            guard others.allSatisfy({ isPinned($0, in: solver) }) else { continue }
            // basic changes by coefficient × the symbol's change.
            let coefficient = row.coefficient(of: symbol)
            if (coefficient > 0 && atUpper) || (coefficient < 0 && atLower) { canRise = false }
            if (coefficient > 0 && atLower) || (coefficient < 0 && atUpper) { canFall = false }
        }
        let result = !canRise && !canFall
        pinned[symbol] = result
        return result
    }
}

/// A trial in progress (`Solver.trial`): what it has changed so far.
public struct SolverTrial {
    let solver: Solver
    /// The trial's journal among the solver's open journals.
    let depth: Int

    /// The variables whose value differs from the value they had when the trial began, in the
    /// order the solver first saw them.
    public func changedVariables() -> [Variable] {
        let journal = solver.journals[depth]
        var changed = journal.savedValues.filter { solver.values[Int($0.0)] != $0.1 }.map(\.0)
        changed += (journal.symbolCount..<solver.info.count).map(Int32.init)
        return changed.sorted().compactMap { solver.symbolVariables[Int($0)] }
    }

    /// The variables the trial touched: those of the constraints it added or removed, and those
    /// whose value it moved, in the order the solver first saw them. A change to the optimal
    /// solutions shows in them: a new direction along which the objective stays the same must
    /// move a constraint the trial changed (else it was there before), so a variable of it.
    public func touchedVariables() -> [Variable] {
        let journal = solver.journals[depth]
        var symbols = Set<Int32>()
        for (symbol, old) in journal.savedValues where solver.values[Int(symbol)] != old { symbols.insert(symbol) }
        for symbol in journal.symbolCount..<solver.info.count { symbols.insert(Int32(symbol)) }
        var changed = journal.removedRecords.map(\.1)
        changed += solver.records.dropFirst(journal.recordCount).compactMap { $0 }
        for record in changed {
            for term in record.constraint.expression.terms {
                if let symbol = solver.symbolOfVariable[term.variable.id] { symbols.insert(symbol) }
            }
        }
        return symbols.sorted().compactMap { solver.symbolVariables[Int($0)] }
    }
}

extension SolverTrial {
    /// How much the objective changed at each level since the trial began (levels where it did
    /// not change are left out), summed exactly over the constraints whose error moved, were added
    /// or were removed: the cost of the question is that of its answer, not of the whole system.
    public func objectiveChange() -> [LevelValue] {
        let journal = solver.journals[depth]
        var startValue: [Int32: Double] = [:]
        for (symbol, value) in journal.savedValues { startValue[symbol] = value }
        func atStart(_ symbol: Int32) -> Double { startValue[symbol] ?? solver.values[Int(symbol)] }
        var removed: [Int: ConstraintRecord] = [:]
        for (index, record) in journal.removedRecords { removed[index] = record }

        var owners = Set<Int>()
        for (symbol, old) in journal.savedValues where solver.info[Int(symbol)].kind == .error && solver.values[Int(symbol)] != old {
            owners.insert(Int(solver.info[Int(symbol)].owner))
        }
        owners.formUnion(journal.recordCount..<solver.records.count)
        owners.formUnion(removed.keys)

        var deltas: [Double: ExactSum] = [:]
        for index in owners.sorted() {
            let before: ConstraintRecord? = index < journal.recordCount ? (removed[index] ?? solver.records[index]) : nil
            let after = index < solver.records.count ? solver.records[index] : nil
            if let before, !before.isRequired {
                let error = Solver.error(plus: atStart(before.errorPlus), minus: before.errorMinus >= 0 ? atStart(before.errorMinus) : nil)
                deltas[level(of: before), default: ExactSum()].add(-weight(of: before) * error)
            }
            if let after, !after.isRequired {
                deltas[level(of: after), default: ExactSum()].add(weight(of: after) * solver.currentError(of: after))
            }
        }
        return deltas.keys.sorted(by: >).compactMap { key in
            let value = deltas[key]!.value
            return value == 0 ? nil : LevelValue(priority: key, value: value)
        }
    }

    private func level(of record: ConstraintRecord) -> Double {
        solver.semantics == .lexicographic ? record.constraint.strength.value : 0
    }

    private func weight(of record: ConstraintRecord) -> Double {
        solver.semantics == .lexicographic ? 1 : Strength(record.constraint.strength.value).clipped
    }
}

/// Which symbols can move without changing the objective, for the whole tableau at once: the
/// rule of `FreedomSearch` (a row at its bound with one unpinned movable symbol blocks it that
/// way) carried to its fixed point, in time proportional to the tableau. Valid until the solver
/// changes.
public struct SolverFreedom {
    /// By symbol id: movable and not pinned.
    private let unpinned: [Bool]
    /// By symbol id: non-basic and held where it is by every optimal solution (a probe's pivots
    /// may leave these alone).
    let held: [Bool]
    private let solver: Solver

    init(_ solver: Solver) {
        self.solver = solver
        let count = solver.info.count
        var movable = [Bool](repeating: false, count: count)
        var canRise = [Bool](repeating: false, count: count), canFall = canRise
        for symbol in 0..<count where solver.isMovable(Int32(symbol)) {
            let own = solver.info[symbol], value = solver.values[symbol]
            canRise[symbol] = value < own.upper - Tolerance.feasibility(own.upper)
            canFall[symbol] = value > own.lower + Tolerance.feasibility(own.lower)
            movable[symbol] = canRise[symbol] || canFall[symbol]
        }
        // Rows whose basic sits at a bound, with how many unpinned movable symbols each holds.
        var remaining = [Int](repeating: 0, count: count)
        var blocking: [Int32] = []
        for basic in 0..<count {
            guard let row = solver.rows[basic] else { continue }
            let bounds = solver.info[basic], at = solver.values[basic]
            let atLower = at <= bounds.lower + Tolerance.feasibility(bounds.lower)
            let atUpper = at >= bounds.upper - Tolerance.feasibility(bounds.upper)
            guard atLower || atUpper else { continue }
            remaining[basic] = row.cells.reduce(0) { $0 + (movable[Int($1.symbol)] ? 1 : 0) }
            if remaining[basic] == 1 { blocking.append(Int32(basic)) }
        }
        // A row left with one movable symbol blocks it in the direction(s) that would push the
        // row past its bound; a symbol blocked both ways is pinned, which may leave other rows
        // with one. Each row and symbol is settled at most once.
        while let basic = blocking.popLast() {
            let b = Int(basic)
            guard remaining[b] == 1, let row = solver.rows[b],
                  let cell = row.cells.first(where: { movable[Int($0.symbol)] }) else { continue }
            let bounds = solver.info[b], at = solver.values[b]
            let atLower = at <= bounds.lower + Tolerance.feasibility(bounds.lower)
            let atUpper = at >= bounds.upper - Tolerance.feasibility(bounds.upper)
            let s = Int(cell.symbol)
            if (cell.coefficient > 0 && atUpper) || (cell.coefficient < 0 && atLower) { canRise[s] = false }
            if (cell.coefficient > 0 && atLower) || (cell.coefficient < 0 && atUpper) { canFall[s] = false }
            guard !canRise[s] && !canFall[s] else { continue }
            movable[s] = false
            for holder in solver.columns[s] where remaining[Int(holder)] > 0 {
                remaining[Int(holder)] -= 1
                if remaining[Int(holder)] == 1 { blocking.append(holder) }
            }
        }
        unpinned = movable
        held = (0..<count).map { solver.rows[$0] == nil && !movable[$0] }
    }

    /// False when every optimal solution gives `variable` its current value (see `Solver.mayBeFree`).
    public func mayBeFree(_ variable: Variable) -> Bool {
        guard let symbol = solver.symbolOfVariable[variable.id] else { return true }
        guard let row = solver.rows[Int(symbol)] else { return unpinned[Int(symbol)] }
        return row.cells.contains { unpinned[Int($0.symbol)] }
    }
}

extension Solver {
    /// Which variables can move without changing the objective, worked out for all of them at
    /// once (cheaper than `mayBeFree` per variable when most are asked about).
    public func freedom() -> SolverFreedom { SolverFreedom(self) }
}
