/// The two simplex loops. Both pick symbols by id (lowest first among equals), so the same
/// operations always take the same path.
extension Solver {
    /// Dual simplex: brings every basic symbol back within its bounds while keeping the basis
    /// optimal. Returns the basic symbol whose row proves infeasibility, or nil when feasible.
    func restoreFeasibility(phase: SolverPhase) throws -> Int32? {
        var iterations = 0
        while let b = infeasibleRows.pop() {
            guard Int(b) < info.count, isBasic(b), !isFeasible(b) else { continue }
            iterations += 1
            // After many iterations fall back to pure lowest-id choices, which cannot cycle.
            let blandOnly = iterations > 5_000
            guard pivotBudget > 0 else { throw SolverError.internalError("pivot budget exhausted in the dual simplex") }
            let bound = info[Int(b)]
            let target = values[Int(b)] < bound.lower ? bound.lower : bound.upper
            let need = target - values[Int(b)]
            if !pins.isEmpty, rows[Int(b)]!.cells.count >= pinReleaseRowLength { releasePins(inRowOf: b, phase: phase) }
            // After an edit or a changed constant, only a free symbol may take a repair by a shift: a
            // slack or error shifted between its bounds stays non-basic there, and every later move
            // of the same edit has to shift it again; pivoted in, it follows the next moves as a row.
            guard let choice = chooseEntering(forRowOf: b, need: need, blandOnly: blandOnly,
                                              shiftsBounded: phase != .dualOptimize) else { return b }
            if let shifted = choice.shift {
                let from = values[Int(shifted.symbol)]
                moveNonbasic(shifted.symbol, by: need / shifted.coefficient)
                setValue(b, target)
                emitShift(phase: phase, symbol: shifted.symbol, from: from)
                reportTradeOff(pivot: 0, phase: phase)
                continue
            }
            let delta = need / choice.coefficient
            moveNonbasic(choice.symbol, by: delta)
            setValue(b, target)
            pivot(entering: choice.symbol, leaving: b)
            if !isFeasible(choice.symbol) { infeasibleRows.push(choice.symbol) }
            emitPivot(phase: phase, entering: choice.symbol, leaving: b, step: delta)
            reportTradeOff(pivot: pivots, phase: phase, spared: choice.spared)
        }
        return nil
    }

    struct EnteringChoice {
        var symbol: Int32
        var coefficient: Double
        /// Set when a free move of a symbol (no pivot) repairs the row without harming any other row.
        var shift: (symbol: Int32, coefficient: Double)?
        /// Owners of other error symbols that could have taken the repair at a higher cost.
        var spared: [Int32] = []
    }

    /// The dual ratio test on the row of `b`, which must change by `need`: among the symbols that can
    /// move the right way, the one whose move costs least per unit of repair (lexicographically).
    /// Ties go to the symbol in fewer rows (less fill-in), then to the lowest id.
    /// `shiftsBounded` lets a symbol with a finite bound take the repair by a shift (see `shiftCandidate`).
    private func chooseEntering(forRowOf b: Int32, need: Double, blandOnly: Bool, shiftsBounded: Bool) -> EnteringChoice? {
        let row = rows[Int(b)]!
        // Elements far smaller than the row's largest are rounding noise, not pivots.
        let threshold = max(Tolerance.pivot, Tolerance.dualPivotRatio * row.cells.reduce(0) { max($0, abs($1.coefficient)) })
        var best: EnteringChoice?
        var bestFactor = 0.0
        freeScratch.removeAll(keepingCapacity: true)
        var errorCandidates: [Int32] = []
        for cell in row.cells {
            let a = cell.coefficient
            guard abs(a) >= threshold else { continue }
            let x = cell.symbol, bounds = info[Int(x)], value = values[Int(x)]
            guard !isFrozen(x) else { continue }
            let direction: Double = (need / a) > 0 ? 1 : -1
            if direction > 0 {
                guard value < bounds.upper - Tolerance.feasibility(bounds.upper) else { continue }
            } else {
                guard value > bounds.lower + Tolerance.feasibility(bounds.lower) else { continue }
            }
            let factor = direction / abs(a)
            if reducedCostSign(x) == 0 && (shiftsBounded || bounds.isFree) {
                freeScratch.append((x, a))
            }
            if isObserved && bounds.kind == .error { errorCandidates.append(x) }
            guard let current = best else {
                best = EnteringChoice(symbol: x, coefficient: a)
                bestFactor = factor
                continue
            }
            let order = compareScaledCosts(x, factor, current.symbol, bestFactor)
            let fewerRows = !blandOnly && columns[Int(x)].count < columns[Int(current.symbol)].count
            if order < 0 || (order == 0 && fewerRows) {
                best = EnteringChoice(symbol: x, coefficient: a)
                bestFactor = factor
            }
        }
        guard var choice = best else { return nil }
        if isObserved && info[Int(choice.symbol)].kind == .error {
            choice.spared = errorCandidates.filter { $0 != choice.symbol }.map { info[Int($0)].owner }
        }
        if !blandOnly && reducedCostSign(choice.symbol) == 0 {
            choice.shift = shiftCandidate(row: b, need: need)
        }
        return choice
    }

    /// A zero-cost symbol of the row that can absorb the whole repair by moving, leaving every other
    /// row it appears in within bounds (typically a variable that only this row mentions yet).
    /// The candidates are `freeScratch`'s, sorted there in place (no array per repair).
    private func shiftCandidate(row b: Int32, need: Double) -> (symbol: Int32, coefficient: Double)? {
        if freeScratch.count > 1 {
            freeScratch.sort { lhs, rhs in
                let a = columns[Int(lhs.symbol)].count, c = columns[Int(rhs.symbol)].count
                return a != c ? a < c : lhs.symbol < rhs.symbol
            }
        }
        for candidate in freeScratch where columns[Int(candidate.symbol)].count <= 32 {
            let x = candidate.symbol
            let delta = need / candidate.coefficient
            let bounds = info[Int(x)]
            let moved = values[Int(x)] + delta
            guard moved >= bounds.lower - Tolerance.feasibility(bounds.lower),
                  moved <= bounds.upper + Tolerance.feasibility(bounds.upper) else { continue }
            let harmless = columns[Int(x)].allSatisfy { other in
                guard other != b else { return true }
                let rowBounds = info[Int(other)]
                let value = values[Int(other)] + rows[Int(other)]!.coefficient(of: x) * delta
                return value >= rowBounds.lower - Tolerance.feasibility(rowBounds.lower)
                    && value <= rowBounds.upper + Tolerance.feasibility(rowBounds.upper)
            }
            if harmless { return candidate }
        }
        return nil
    }

    /// Primal simplex with Bland's rule: while some non-basic symbol can move in a direction that
    /// lowers the objective (lexicographically), move it until a row or its own bound stops it.
    func optimize(phase: SolverPhase) throws {
        while let x = enteringCandidates.pop() {
            guard Int(x) < info.count, !isBasic(x), !isFrozen(x) else { continue }
            let bounds = info[Int(x)]
            guard !bounds.isFixed else { continue }
            let sign = reducedCostSign(x)
            guard sign != 0 else { continue }
            let direction: Double = sign < 0 ? 1 : -1
            let value = values[Int(x)]
            var limit = direction > 0 ? bounds.upper - value : value - bounds.lower
            guard limit > Tolerance.feasibility(direction > 0 ? bounds.upper : bounds.lower) else { continue }
            guard pivotBudget > 0 else { throw SolverError.internalError("pivot budget exhausted in the primal simplex") }
            // Ratio test in two passes so the walk order of the column cannot matter: the smallest
            // step first, then among the rows within tolerance of it the lowest id (Bland). A tie
            // with the symbol's own bound moves it to that bound without a pivot.
            blockingScratch.removeAll(keepingCapacity: true)
            var smallest = limit
            for basic in columns[Int(x)] {
                let rate = rows[Int(basic)]!.coefficient(of: x) * direction
                let rowBounds = info[Int(basic)]
                let step: Double, bound: Double
                if rate < -Tolerance.pivot, rowBounds.lower.isFinite {
                    step = max(0, values[Int(basic)] - rowBounds.lower) / -rate
                    bound = rowBounds.lower
                } else if rate > Tolerance.pivot, rowBounds.upper.isFinite {
                    step = max(0, rowBounds.upper - values[Int(basic)]) / rate
                    bound = rowBounds.upper
                } else {
                    continue
                }
                blockingScratch.append((basic, step, bound))
                smallest = min(smallest, step)
            }
            let tieTolerance = Tolerance.stepTie(smallest)
            var leaving: Int32 = -1
            var leavingBound = 0.0, leavingStep = limit
            if smallest < limit - tieTolerance {
                for candidate in blockingScratch where candidate.step <= smallest + tieTolerance {
                    if leaving < 0 || candidate.basic < leaving {
                        leaving = candidate.basic
                        leavingBound = candidate.bound
                        leavingStep = candidate.step
                    }
                }
                limit = leavingStep
            }
            guard limit.isFinite else {
                throw SolverError.internalError("objective unbounded along \(symbolName(x))")
            }
            let from = values[Int(x)]
            moveNonbasic(x, by: direction * limit)
            if leaving >= 0 {
                setValue(leaving, leavingBound)
                pivot(entering: x, leaving: leaving)
                emitPivot(phase: phase, entering: x, leaving: leaving, step: direction * limit)
                reportTradeOff(pivot: pivots, phase: phase)
            } else {
                emitShift(phase: phase, symbol: x, from: from)
                reportTradeOff(pivot: 0, phase: phase)
            }
        }
    }
}

extension Solver {
    func isFrozen(_ symbol: Int32) -> Bool {
        (Int(symbol) < frozen.count && frozen[Int(symbol)]) || (!frozenFew.isEmpty && frozenFew.contains(symbol))
    }
}
