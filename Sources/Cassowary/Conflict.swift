/// Finding a minimal set of required constraints that cannot hold together.
extension Solver {
    /// The required constraints whose symbols appear in the row that could not be repaired: the
    /// row is a linear combination of their equations that proves the conflict (a Farkas certificate).
    func certificate(of stuck: Int32, adding constraint: Constraint) -> [Constraint] {
        var owners = Set<Int32>()
        owners.insert(info[Int(stuck)].owner)
        for cell in rows[Int(stuck)]!.cells { owners.insert(info[Int(cell.symbol)].owner) }
        for hidden in hiddenMarkers(inRowOf: stuck) { owners.insert(info[Int(hidden.marker)].owner) }
        return owners.sorted().compactMap { owner -> Constraint? in
            guard owner >= 0, let record = records[Int(owner)], record.isRequired,
                  record.constraint !== constraint else { return nil }
            return record.constraint
        }
    }

    /// Shrinks a conflicting set to a minimal one with a deletion filter: each member is dropped in
    /// turn and stays out when the rest still conflicts (`deletionFilter`). `constraint` (the one being added) stays:
    /// the others were satisfiable together, so every conflict contains it.
    /// Nil when even every connected required constraint is satisfiable with `constraint` in a
    /// fresh solver: then this solver's rejection was wrong, and saying so beats inventing a conflict.
    func minimalConflict(_ candidates: [Constraint], adding constraint: Constraint) -> [Constraint]? {
        var set = candidates + [constraint]
        if !isUnsatisfiable(set) {
            set = requiredConstraintsConnected(to: constraint) + [constraint]
            guard isUnsatisfiable(set) else { return nil }
        }
        // When the coefficients show the set minimal the filter would keep every member: skip
        // its re-solve per member (a chain's members are all needed, so each one re-solved it).
        if ConflictRank.showsMinimal(set) { return set }
        return deletionFilter(set)
    }

    /// The deletion filter over `set` (its last member always stays), dropping runs of members at
    /// once: a run grows while dropping succeeds and halves when it fails. The result is the
    /// one-member-at-a-time filter's: a set that still conflicts without a run still conflicts
    /// without each of its members in turn (a superset of a conflict is one), so that filter drops
    /// the whole run too. Members a conflict does not need then cost a few checks, not one each.
    func deletionFilter(_ conflicting: [Constraint]) -> [Constraint] {
        var set = conflicting
        var index = 0, run = 1
        while index < set.count - 1 {
            let length = min(run, set.count - 1 - index)
            var trial = set
            trial.removeSubrange(index..<(index + length))
            if isUnsatisfiable(trial) {
                set = trial
                run = length * 2
            } else if length > 1 {
                run = length / 2
            } else {
                index += 1
            }
        }
        return set
    }

    /// Whether the constraints, all taken as given, cannot be satisfied together.
    func isUnsatisfiable(_ constraints: [Constraint]) -> Bool {
        let scratch = Solver(semantics: semantics)
        scratch.explainsConflicts = false
        for constraint in constraints {
            do {
                try scratch.add(constraint)
            } catch SolverError.unsatisfiable {
                return true
            } catch {
                return false
            }
        }
        return false
    }

    /// Every required constraint linked to `constraint` through shared variables, in the order added.
    private func requiredConstraintsConnected(to constraint: Constraint) -> [Constraint] {
        let required = records.compactMap { $0 }.filter { $0.isRequired && $0.constraint !== constraint }
        var reached = Set(constraint.expression.terms.map(\.variable.id))
        var included = [Bool](repeating: false, count: required.count)
        var grew = true
        while grew {
            grew = false
            for (index, record) in required.enumerated() where !included[index] {
                let ids = record.constraint.expression.terms.map(\.variable.id)
                if ids.contains(where: reached.contains) {
                    included[index] = true
                    reached.formUnion(ids)
                    grew = true
                }
            }
        }
        return required.indices.filter { included[$0] }.map { required[$0].constraint }
    }
}
