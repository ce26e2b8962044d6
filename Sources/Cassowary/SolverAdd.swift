/// Adding and removing constraints, and moving an edit variable's target.
extension Solver {
    /// A priority in (0, 1000], a strength finite and ≥ 0; an optional one of the kind the
    /// semantics reads (a required one means the same under both).
    func validate(_ strength: ConstraintStrength) throws {
        switch strength {
        case let .priority(p):
            guard p.value.isFinite, p.value > 0, p <= .required else { throw SolverError.invalidPriority(p.value) }
        case let .kiwi(s):
            guard s.value.isFinite, s.value >= 0 else { throw SolverError.invalidPriority(s.value) }
        }
        guard strength.semantics == semantics || strength.isRequired else {
            throw SolverError.mismatchedStrength(strength, solver: semantics)
        }
    }

    func addConstraint(_ constraint: Constraint, validated: Bool = false) throws {
        guard recordOfConstraint[ObjectIdentifier(constraint)] == nil else {
            throw SolverError.duplicateConstraint(constraint)
        }
        if !validated { try validate(constraint.strength) }
        for term in constraint.expression.terms {
            if let refusal = SupportedRange.solverRefusal(coefficient: term.coefficient) {
                throw SolverError.unsupported("the coefficient of \(term.variable) in \(constraint): \(refusal)")
            }
        }
        if let refusal = SupportedRange.solverRefusal(constant: constraint.expression.constant) {
            throw SolverError.unsupported("the constant of \(constraint): \(refusal)")
        }
        let required = constraint.isRequired
        let expression = constraint.expression.normalized()
        pivotBudget = budget()
        // Only a required constraint can fail; journal from here so a failure undoes exactly this
        // add (journals nest: a trial or a probe may have one open already).
        if required { beginJournal() }

        // The row s = Σ a·x over the current non-basic symbols.
        var row = Row()
        // Rows whose hidden markers the new row takes in, logged once its symbol exists.
        var hiddenSources: [(Int32, Double)] = []
        for term in expression.terms {
            let x = symbol(for: term.variable)
            if let definition = rows[Int(x)] {
                row.add(definition, times: term.coefficient, using: &mergeScratch)
                if definition.holdsHiddenMarkers { hiddenSources.append((x, term.coefficient)) }
            } else {
                row.add(x, term.coefficient)
            }
        }
        let index = records.count
        let bound = -expression.constant
        let (lower, upper): (Double, Double)
        switch constraint.relation {
        case .equal: (lower, upper) = (bound, bound)
        case .greaterOrEqual: (lower, upper) = (bound, .infinity)
        case .lessOrEqual: (lower, upper) = (-.infinity, bound)
        }
        let marker = newSymbol(constraint.relation == .equal ? .marker : .slack,
                               lower: lower, upper: upper, owner: Int32(index))
        info[Int(marker)].hidesWhenNonbasic = hidesMarkers && required && constraint.relation == .equal
        for (source, factor) in hiddenSources { hiddenLog.added(marker, from: source, times: factor) }
        var errorPlus: Int32 = -1, errorMinus: Int32 = -1
        if !required {
            let level = levelSlot(for: levelKey(of: constraint))
            let weight = errorWeight(of: constraint)
            func makeError() -> Int32 {
                newSymbol(.error, lower: 0, owner: Int32(index), level: level, weight: weight)
            }
            switch constraint.relation {
            case .greaterOrEqual: errorPlus = makeError(); row.add(errorPlus, 1)
            case .lessOrEqual: errorPlus = makeError(); row.add(errorPlus, -1)
            case .equal:
                errorPlus = makeError(); row.add(errorPlus, 1)
                errorMinus = makeError(); row.add(errorMinus, -1)
                info[Int(errorPlus)].partner = errorMinus
                info[Int(errorMinus)].partner = errorPlus
            }
            costTolerance = max(costTolerance, Tolerance.cost * weight)
            let key = levelKeys[Int(level)]
            for error in [errorPlus, errorMinus] where error >= 0 { addCost(weight, at: key, to: error) }
        }
        addCount += 1
        let record = ConstraintRecord(constraint: constraint, sequence: addCount, marker: marker,
                                      errorPlus: errorPlus, errorMinus: errorMinus, isRequired: required)
        records.append(record)
        recordOfConstraint[ObjectIdentifier(constraint)] = index
        values[Int(marker)] = evaluate(row)
        if info[Int(marker)].hidesWhenNonbasic, row.cells.count == 1 { notePin(row.cells[0].symbol, by: marker) }
        insertRow(row, for: marker)
        emit(.added(constraint))

        guard !isFeasible(marker) else {
            if required { commitJournal() }
            if errorMinus >= 0 { try solveForVariable(insteadOf: marker) }
            return
        }
        infeasibleRows.push(marker)
        let stuck: Int32?
        do {
            stuck = try restoreFeasibility(phase: .add)
        } catch {
            if required { commitJournal() }
            throw error
        }
        if let stuck {
            let candidates = certificate(of: stuck, adding: constraint)
            // Also forgets the record and the symbols of this add.
            rollBack()
            guard let conflict = explainsConflicts ? minimalConflict(candidates, adding: constraint) : [constraint] else {
                throw SolverError.internalError("\(constraint) was rejected, but a fresh solver accepts it with every related required constraint")
            }
            emit(.failed(constraint, conflict: conflict))
            throw SolverError.unsatisfiable(constraint, conflict: conflict)
        }
        if required { commitJournal() }
        try optimize(phase: .optimize)
        if errorMinus >= 0 { try solveForVariable(insteadOf: marker) }
    }

    /// Solves an optional equality's row for one of its variables instead of its marker, a pivot that
    /// moves no value. The marker is fixed (both bounds at the constant), so left basic it stands at
    /// the edge of its bounds: any later move of a symbol in its row (an edit, a changed constant)
    /// makes it infeasible and costs a dual pivot, where a free variable's row simply follows
    /// (Cassowary's choice of subject). The variable in fewest rows enters (the least fill-in),
    /// then the lowest id; a row without a free variable keeps its marker.
    func solveForVariable(insteadOf marker: Int32) throws {
        guard let row = rows[Int(marker)] else { return }
        var subject: Int32 = -1
        for cell in row.cells where info[Int(cell.symbol)].kind == .external && !isFrozen(cell.symbol) {
            if subject < 0 || columns[Int(cell.symbol)].count < columns[Int(subject)].count { subject = cell.symbol }
        }
        guard subject >= 0 else { return }
        pivot(entering: subject, leaving: marker)
        emitPivot(phase: .subject, entering: subject, leaving: marker, step: 0)
        // A free variable's reduced cost is zero at an optimum, so this only confirms it.
        try optimize(phase: .optimize)
    }

    /// The objective level an optional constraint's errors count in: its priority (Auto Layout),
    /// or the single weighted level 0 (kiwi).
    func levelKey(of constraint: Constraint) -> Double {
        semantics == .lexicographic ? constraint.strength.value : 0
    }

    /// How much each unit of an optional constraint's error weighs in its level.
    func errorWeight(of constraint: Constraint) -> Double {
        semantics == .lexicographic ? 1 : Strength(constraint.strength.value).clipped
    }

    /// A generous bound on the pivots one public operation may take.
    func budget() -> Int { 100_000 + 50 * info.count }

    /// `announcing: false` leaves out the `.removed` event, for a caller that reported it already
    /// (a failed in-place constant change, `replaceConstant`).
    func removeRecord(_ index: Int, announcing: Bool = true) throws {
        guard let record = records[index] else { return }
        pivotBudget = budget()
        let marker = record.marker
        reveal(marker)
        if !isBasic(marker) {
            // Bring the marker into the basis through a row where its coefficient is large (a pivot on
            // a small one amplifies rounding errors), the shortest such row, then the lowest id. The
            // leaving symbol keeps its (feasible) value, so no value changes.
            let holders = columns[Int(marker)].sorted().map { (basic: $0, row: rows[Int($0)]!) }
            let largest = holders.map { abs($0.row.coefficient(of: marker)) }.max() ?? 0
            guard let leaving = holders.filter({ abs($0.row.coefficient(of: marker)) >= Tolerance.removalPivotRatio * largest })
                .min(by: { $0.row.count != $1.row.count ? $0.row.count < $1.row.count : $0.basic < $1.basic })?.basic else {
                throw SolverError.internalError("constraint \(record.name) has no row")
            }
            pivot(entering: marker, leaving: leaving)
            emitPivot(phase: .remove, entering: marker, leaving: leaving, step: 0)
        }
        removeRow(of: marker)
        for error in [record.errorPlus, record.errorMinus] where error >= 0 {
            if isBasic(error) { removeRow(of: error) }
            setValue(error, 0)
        }
        // The totals take the error back to 0 while the errors still count in their level.
        settleObjective()
        for error in [record.errorPlus, record.errorMinus] where error >= 0 {
            clearCosts(of: error)
            retireError(error)
        }
        dropRecord(at: index)
        if announcing { emit(.removed(record.constraint)) }
        try optimize(phase: .optimize)
    }

    /// Changes the target of an edit constraint (its marker's fixed bound) and repairs feasibility.
    func moveTarget(of record: ConstraintRecord, to target: Double) throws {
        pivotBudget = budget()
        if let stuck = try moveBounds(of: record.marker, to: target, target, reportingShift: false) {
            throw SolverError.internalError("edit row \(symbolName(stuck)) cannot be made feasible")
        }
        try optimize(phase: .optimize)
    }

    func currentError(of record: ConstraintRecord) -> Double {
        guard !record.isRequired else {
            return record.constraint.violation { variable in
                symbolOfVariable[variable.id].map { values[Int($0)] } ?? 0
            }
        }
        return Solver.error(plus: values[Int(record.errorPlus)],
                            minus: record.errorMinus >= 0 ? values[Int(record.errorMinus)] : nil)
    }
}
