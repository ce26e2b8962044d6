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
                deltas[solver.levelKey(of: before.constraint), default: ExactSum()].add(-solver.errorWeight(of: before.constraint) * error)
            }
            if let after, !after.isRequired {
                deltas[solver.levelKey(of: after.constraint), default: ExactSum()].add(solver.errorWeight(of: after.constraint) * solver.currentError(of: after))
            }
        }
        return deltas.keys.sorted(by: >).compactMap { key in
            let value = deltas[key]!.value
            return value == 0 ? nil : LevelValue(priority: key, value: value)
        }
    }
}

extension SolverTrial {
    /// Adds `constraint` in the trial when it can hold with the rest, and says whether it did. A
    /// feasibility question: a rejected required constraint is not explained (no minimal conflict
    /// is sought, which would re-solve it once per member).
    public func add(ifSatisfiable constraint: Constraint) throws -> Bool {
        let explains = solver.explainsConflicts
        solver.explainsConflicts = false
        defer { solver.explainsConflicts = explains }
        do {
            try solver.add(constraint)
            return true
        } catch SolverError.unsatisfiable {
            return false
        }
    }
}
