/// What moved in the solution since an observer last asked (`Solver.takeValueChanges()`): the
/// variables whose value changed and the optional constraints whose error symbols did. An observer
/// that keeps something per constraint (a trace's error of every constraint) re-reads only the
/// constraints these reach instead of all of them after every move.
public struct ValueChanges: Sendable {
    /// By the order the solver first saw them.
    public let variables: [Variable]
    /// In the order they were added.
    public let errors: [Constraint]

    public var isEmpty: Bool { variables.isEmpty && errors.isEmpty }
}

extension Solver {
    /// The variables and errors whose values changed since the last call, or since the observer was
    /// attached (nothing is kept without an observer). A rolled-back add counts as changing back
    /// what it had moved.
    public func takeValueChanges() -> ValueChanges {
        changedSymbols.sort()
        var variables: [Variable] = [], owners: [Int32] = []
        for symbol in changedSymbols {
            isChanged[Int(symbol)] = false
            let symbolInfo = info[Int(symbol)]
            switch symbolInfo.kind {
            case .external:
                if let variable = symbolVariables[Int(symbol)] { variables.append(variable) }
            case .error:
                if owners.last != symbolInfo.owner { owners.append(symbolInfo.owner) }
            case .slack, .marker:
                continue
            }
        }
        changedSymbols.removeAll(keepingCapacity: true)
        // An add's error symbols are made after every earlier add's, so owners are already in order.
        return ValueChanges(variables: variables, errors: owners.compactMap { records[Int($0)]?.constraint })
    }

    /// Whether `constraint` is the hold of an edit variable (`constraints` leaves those out).
    public func isEditConstraint(_ constraint: Constraint) -> Bool {
        edits.values.contains { $0 === constraint }
    }

    @inline(__always)  // once per moved symbol while observed
    func noteChanged(_ symbol: Int32) {
        guard !isChanged[Int(symbol)] else { return }
        isChanged[Int(symbol)] = true
        changedSymbols.append(symbol)
    }

    /// After a rollback: symbols made since the journal began are gone, and the restored ones changed.
    func noteRolledBack(_ restored: [Int32], keepingBelow count: Int) {
        if isChanged.count > count { isChanged.removeSubrange(count...) }
        changedSymbols.removeAll { Int($0) >= count }
        if isObserved { for symbol in restored { noteChanged(symbol) } }
    }
}
