/// Changing a constraint's constant in place, as Cassowary changes an edit constraint's constant.
///
/// In the bounded tableau a constraint's constant lives only in its marker's bounds (`s = Σ a·x`
/// with `s` between them), so a new constant moves the bounds: the marker follows them if it is
/// non-basic, the dual simplex repairs the rows pushed out of their bounds, and the primal simplex
/// takes any room a relaxed bound gave. No row is built or taken apart, which is what makes an edit
/// of one constant cost what it moves rather than a removal and an add.
extension Solver {
    /// Whether `replaceConstant(of:with:)` can take `new` for `old`: the same terms (once merged and
    /// ordered), relation and priority or strength; the constant and label may differ.
    public static func differsOnlyInConstant(_ old: Constraint, _ new: Constraint) -> Bool {
        old.relation == new.relation && old.strength == new.strength
            && old.expression.normalized().terms == new.expression.normalized().terms
    }

    /// Puts `new` in the place of `old`, which must differ from it only in the constant (and label):
    /// the same as `remove(old)` then `add(new)` — the same solution up to ties between equally good
    /// ones, and the same error — done in place. When `new` is required and cannot hold with the
    /// other required constraints this throws `SolverError.unsatisfiable(new, conflict:)` and leaves
    /// the solver as that removal and failed add leave it: without `old`, and without `new`.
    ///
    /// Observers see the removal of `old` and the addition of `new`, then the moves that repair and
    /// re-optimize (phase dual-optimize), or the failure as a failed add reports it.
    public func replaceConstant(of old: Constraint, with new: Constraint) throws {
        guard let index = recordOfConstraint[ObjectIdentifier(old)], let record = records[index],
              !edits.values.contains(where: { $0 === old }) else {
            throw SolverError.unknownConstraint(old)
        }
        guard recordOfConstraint[ObjectIdentifier(new)] == nil else { throw SolverError.duplicateConstraint(new) }
        guard Solver.differsOnlyInConstant(old, new) else {
            throw SolverError.unsupported("\(new) is not \(old) with another constant; remove and add it")
        }
        if let refusal = SupportedRange.solverRefusal(constant: new.expression.constant) {
            throw SolverError.unsupported("the constant of \(new): \(refusal)")
        }
        // Inside a trial or probe the journal that undoes it does not keep records or bounds.
        if isJournaling {
            try removeRecord(index)
            try addConstraint(new)
            return
        }
        try moveConstant(of: record, at: index, to: new)
    }

    private func moveConstant(of record: ConstraintRecord, at index: Int, to new: Constraint) throws {
        pivotBudget = budget()
        let marker = record.marker, m = Int(marker)
        let (oldLower, oldUpper) = (info[m].lower, info[m].upper)
        let bound = -new.expression.constant
        let (lower, upper): (Double, Double)
        switch new.relation {
        case .equal: (lower, upper) = (bound, bound)
        case .greaterOrEqual: (lower, upper) = (bound, .infinity)
        case .lessOrEqual: (lower, upper) = (-.infinity, bound)
        }
        // Only a required constraint can fail; a failure first puts everything back.
        if record.isRequired { beginJournal() }
        setRecord(at: index, to: ConstraintRecord(constraint: new, sequence: record.sequence, marker: marker,
                                                  errorPlus: record.errorPlus, errorMinus: record.errorMinus,
                                                  isRequired: record.isRequired))
        emit(.removed(record.constraint))
        emit(.added(new))
        let stuck: Int32?
        do {
            stuck = try moveBounds(of: marker, to: lower, upper, reportingShift: true)
        } catch {
            if record.isRequired { commitJournal() }
            throw error
        }
        if let stuck {
            // The required set did not change, so an optional constraint's errors can always take it.
            guard record.isRequired else {
                throw SolverError.internalError("row \(symbolName(stuck)) cannot be made feasible after changing \(new)")
            }
            let candidates = certificate(of: stuck, adding: new)
            rollBack()
            info[m].lower = oldLower
            info[m].upper = oldUpper
            setRecord(at: index, to: record)
            // What `remove(old)` leaves; its removal was reported above.
            try removeRecord(index, announcing: false)
            guard let conflict = explainsConflicts ? minimalConflict(candidates, adding: new) : [new] else {
                throw SolverError.internalError("\(new) was rejected, but a fresh solver accepts it with every related required constraint")
            }
            emit(.failed(new, conflict: conflict))
            throw SolverError.unsatisfiable(new, conflict: conflict)
        }
        if record.isRequired { commitJournal() }
        try optimize(phase: .optimize)
    }

    /// Gives a constraint's marker new bounds and repairs the tableau with the dual simplex: a basic
    /// marker outside them queues its row; a non-basic one on a bound stays on it (so the basis stays
    /// dual feasible), and one between its bounds stays where it is unless the new bounds leave it
    /// outside. Both a changed constant and an edit's suggestion (an equality: its marker simply
    /// follows the target) move this way. `reportingShift` reports the marker's move as a shift, so
    /// an observer reads the values it changed with it; a suggestion is reported by `suggested`.
    /// Returns the row that proves the bounds cannot hold, or nil; the caller re-optimizes.
    func moveBounds(of marker: Int32, to lower: Double, _ upper: Double, reportingShift: Bool) throws -> Int32? {
        let m = Int(marker)
        reveal(marker)
        let (oldLower, oldUpper) = (info[m].lower, info[m].upper)
        info[m].lower = lower
        info[m].upper = upper
        if isBasic(marker) {
            if !isFeasible(marker) { infeasibleRows.push(marker) }
        } else {
            let value = values[m]
            var target = value
            if lower.isFinite && abs(value - oldLower) <= Tolerance.feasibility(oldLower) {
                target = lower
            } else if upper.isFinite && abs(value - oldUpper) <= Tolerance.feasibility(oldUpper) {
                target = upper
            }
            target = min(max(target, lower), upper)
            moveNonbasic(marker, by: target - value)
            if reportingShift && target != value { emitShift(phase: .dualOptimize, symbol: marker, from: value) }
            reportTradeOff(pivot: 0, phase: .dualOptimize)
        }
        // A relaxed bound may leave room to lower the objective.
        enteringCandidates.push(marker)
        return try restoreFeasibility(phase: .dualOptimize)
    }

    /// Swaps the constraint a record stands for (its symbols stay).
    private func setRecord(at index: Int, to record: ConstraintRecord) {
        if let previous = records[index] { recordOfConstraint[ObjectIdentifier(previous.constraint)] = nil }
        records[index] = record
        recordOfConstraint[ObjectIdentifier(record.constraint)] = index
    }
}
