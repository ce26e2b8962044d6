/// Where the set of broken constraints changes as the constant of one equality (the screen width,
/// say) moves across a range: parametric analysis of the right-hand side, read off the tableau.
public struct SweepBreakpoint: Sendable {
    /// The constant (the equality's target value) at which the change happens.
    public let value: Double
    /// Optional constraints satisfied below `value` and broken above it.
    public let brokenAbove: [Constraint]
    /// Optional constraints broken below `value` and satisfied above it.
    public let brokenBelow: [Constraint]
}

/// A whole sweep: what is broken at the low end of the range and every breakpoint after it.
public struct SweepOutcome: Sendable {
    /// Optional constraints broken on the first stretch, from the low end of the range on.
    public let brokenAtLow: [Constraint]
    public let breakpoints: [SweepBreakpoint]
    /// False when the walk stopped at its `stopAfter`-th breakpoint, below the high end.
    public let isComplete: Bool
}

extension Solver {
    /// The breakpoints of `sweep(of:from:to:)`.
    public func breakpoints(of constraint: Constraint, from low: Double, to high: Double) throws -> [SweepBreakpoint] {
        try sweep(of: constraint, from: low, to: high).breakpoints
    }

    /// Sweeps the target of the equality `constraint` (`expr == k`, as `expr − k == 0`) from `low` to
    /// `high` and returns every value where an optional constraint starts or stops being broken.
    ///
    /// With a fixed basis every value is affine in the target, so the walk goes from one basis to
    /// the next: the ratio test on the rows that hold the equality's marker gives exactly where the
    /// next row reaches a bound; there the dual simplex changes the basis. Errors that are zero at
    /// the start of a stretch but grow along it count as broken for that stretch. Stretches are what
    /// is reported: changes closer together than `Tolerance.sweepResolution` (no stretch between
    /// them, as where a constraint holds at one point only) make one breakpoint, or none when they
    /// cancel, and a change that close to `high` lies above the range. The solver is left
    /// exactly as it was. With `stopAfter`, the walk ends at that many breakpoints: each stretch
    /// costs a scan of the rows that hold the constant, so a caller that shows only the first few
    /// need not pay for the rest.
    public func sweep(of constraint: Constraint, from low: Double, to high: Double,
                      stopAfter: Int = .max) throws -> SweepOutcome {
        guard low.isFinite, high.isFinite, low < high else {
            throw SolverError.unsupported("a sweep needs a finite range with low < high")
        }
        // The bound farther from 0 is out of range whenever either is.
        let fartherBound = abs(low) > abs(high) ? low : high
        if let refusal = SupportedRange.solverRefusal(constant: fartherBound) {
            throw SolverError.unsupported("the sweep's range: \(refusal)")
        }
        return try movingTarget(of: constraint) { marker, move in
            try walk(marker: marker, from: low, to: high, stopAfter: stopAfter, move: move)
        }
    }

    /// Moves the target of the equality `constraint` (`expr == k`, as `expr − k == 0`) to values of
    /// the caller's choosing, in place: each call of `moveTo` moves the equality's marker bounds and
    /// repairs the tableau (the dual simplex, then the primal), so it costs what the move changes,
    /// where removing the equality for an edit variable re-optimized every row that held it. It
    /// throws `SolverError.unsupported` at a value the required constraints cannot all hold with.
    /// Afterwards the solver is exactly as it was, and observers are told nothing. `moveTo` may be
    /// kept in a value, but called only inside `body`.
    public func movingTarget<T>(of constraint: Constraint,
                                _ body: (_ moveTo: @escaping (Double) throws -> Void) throws -> T) throws -> T {
        try movingTarget(of: constraint) { _, move in try body(move) }
    }

    /// `movingTarget(of:_:)` with the equality's marker, for the sweep's own walk.
    private func movingTarget<T>(of constraint: Constraint,
                                 _ body: (_ marker: Int32, _ moveTo: @escaping (Double) throws -> Void) throws -> T) throws -> T {
        guard let index = recordOfConstraint[ObjectIdentifier(constraint)], let record = records[index],
              constraint.relation == .equal else {
            throw SolverError.unsupported("a sweep moves the constant of an equality that is in the solver")
        }
        let marker = record.marker
        // Revealed outside the journal, so the column stays for the next sweep.
        reveal(marker)
        let savedBounds = (info[Int(marker)].lower, info[Int(marker)].upper)
        // Unreported: the journal undoes it all, so what the observer was told stays true.
        let wasObserved = isObserved, pivotsBefore = pivots
        isObserved = false
        beginJournal()
        defer {
            rollBack()
            info[Int(marker)].lower = savedBounds.0
            info[Int(marker)].upper = savedBounds.1
            isObserved = wasObserved
            pivots = pivotsBefore
        }
        func move(to value: Double) throws {
            if let refusal = SupportedRange.solverRefusal(constant: value) {
                throw SolverError.unsupported("the constant \(formatNumber(value)): \(refusal)")
            }
            do {
                try moveTarget(of: record, to: value)
            } catch SolverError.internalError {
                throw SolverError.unsupported("at \(formatNumber(value)) the required constraints cannot all hold")
            }
        }
        return try body(marker, move)
    }

    /// The sweep's walk from `low` to `high` on the marker of the equality whose target `move` sets.
    private func walk(marker: Int32, from low: Double, to high: Double, stopAfter: Int,
                      move: (Double) throws -> Void) throws -> SweepOutcome {
        try move(low)
        var target = low
        var broken = brokenOwners(along: marker)
        let brokenAtLow = broken.sorted().compactMap { records[Int($0)]?.constraint }
        var found: [SweepBreakpoint] = []
        // What was broken before the last breakpoint, for merging the next one into it.
        var brokenBeforeLast = broken
        var stretches = 0
        let stretchLimit = 100_000
        // A stretch ending this close to `high` ends at it: whatever changes there lies above the
        // range, and rounding must not decide whether it is reported.
        let lastEnd = high - Tolerance.sweepResolution(high)
        while target < high {
            stretches += 1
            guard stretches <= stretchLimit else { throw SolverError.sweepUnfinished(stretches: stretchLimit) }
            if isBasic(marker) { releaseFromBasis(marker) }
            releaseBlockingRows(dependingOn: marker)
            let end = min(high, target + stretchLength(of: marker))
            if end > target { try move(end) }
            guard end < lastEnd else { break }
            // Step just past the end of the stretch so the dual simplex moves to the next basis.
            let beyond = min(high, end + Tolerance.pastStretch(end))
            try move(beyond)
            let next = brokenOwners(along: marker)
            if next != broken {
                if let last = found.last, end - last.value <= Tolerance.sweepResolution(last.value) {
                    // No stretch lies between the two (a degenerate basis, or a constraint that
                    // holds at one point only): one breakpoint, or none when the changes cancel.
                    found.removeLast()
                    if next != brokenBeforeLast { found.append(breakpoint(at: last.value, from: brokenBeforeLast, to: next)) }
                } else {
                    brokenBeforeLast = broken
                    found.append(breakpoint(at: end, from: broken, to: next))
                }
                broken = next
                if found.count >= stopAfter, beyond < high {
                    return SweepOutcome(brokenAtLow: brokenAtLow, breakpoints: found, isComplete: false)
                }
            }
            target = beyond
        }
        return SweepOutcome(brokenAtLow: brokenAtLow, breakpoints: found, isComplete: true)
    }

    private func breakpoint(at value: Double, from broken: Set<Int32>, to next: Set<Int32>) -> SweepBreakpoint {
        SweepBreakpoint(value: value,
                        brokenAbove: next.subtracting(broken).sorted().compactMap { records[Int($0)]?.constraint },
                        brokenBelow: broken.subtracting(next).sorted().compactMap { records[Int($0)]?.constraint })
    }

    /// A basic symbol that depends on the swept marker and already sits at the bound it moves toward
    /// (an equality's marker is always there) blocks every step, although a costless symbol of its
    /// row that is away from its own bounds could follow along instead: the dual simplex would just
    /// shift it, and the walk would creep. Pivoting that symbol in makes the dependency explicit, so
    /// the ratio test sees the true stretch. Values and optimality are unchanged by such a pivot.
    private func releaseBlockingRows(dependingOn marker: Int32) {
        guard !isBasic(marker) else { return }
        // The rows holding the marker, lowest id first, as a rescan after every pivot would take
        // them. A pivot changes only the rows that held the follower (the marker enters them), so
        // only those are looked at again: rescanning the whole column after each pivot made a
        // chain of nested views quadratic.
        var pending = SymbolHeap()
        for basic in columns[Int(marker)] { pending.push(basic) }
        var pivotsLeft = rows.count
        while pivotsLeft > 0, let basic = pending.pop() {
            guard isBlocking(basic, along: marker), let row = rows[Int(basic)] else { continue }
            let largest = row.cells.reduce(0) { max($0, abs($1.coefficient)) }
            let follower = row.cells.first { cell in
                cell.symbol != marker && abs(cell.coefficient) >= max(Tolerance.pivot, Tolerance.sweepPivotRatio * largest)
                    && isStrictlyInside(cell.symbol) && costs[Int(cell.symbol)].isEmpty
            }
            guard let follower else { continue }
            let changed = Array(columns[Int(follower.symbol)])
            pivot(entering: follower.symbol, leaving: basic)
            pivotsLeft -= 1
            pending.push(follower.symbol)
            for other in changed where other != basic { pending.push(other) }
        }
    }

    /// Whether `basic` is at the bound that the marker's growth pushes it toward.
    private func isBlocking(_ basic: Int32, along marker: Int32) -> Bool {
        guard let row = rows[Int(basic)] else { return false }
        let rate = row.coefficient(of: marker), bounds = info[Int(basic)], value = values[Int(basic)]
        let margin = Tolerance.atBound(value)
        if rate > Tolerance.pivot { return value >= bounds.upper - margin }
        if rate < -Tolerance.pivot { return value <= bounds.lower + margin }
        return false
    }

    /// A non-basic symbol away from both its bounds (free ones always are) can follow the target
    /// either way, so it may take over a row.
    private func isStrictlyInside(_ symbol: Int32) -> Bool {
        let bounds = info[Int(symbol)], value = values[Int(symbol)]
        let margin = Tolerance.atBound(value)
        return value > bounds.lower + margin && value < bounds.upper - margin
    }

    /// A basic marker moves with its target by shifting whatever its row holds, which hides the
    /// stretch from the ratio test; pivot it out through a symbol with no cost (values and
    /// optimality stay as they are). When no such symbol exists, the next move pivots anyway.
    private func releaseFromBasis(_ marker: Int32) {
        guard let row = rows[Int(marker)] else { return }
        let largest = row.cells.reduce(0) { max($0, abs($1.coefficient)) }
        let entering = row.cells.first { cell in
            abs(cell.coefficient) >= max(Tolerance.pivot, Tolerance.sweepPivotRatio * largest)
                && !info[Int(cell.symbol)].isFixed && costs[Int(cell.symbol)].isEmpty
        }
        if let entering { pivot(entering: entering.symbol, leaving: marker) }
    }

    /// How far the marker's target can grow before a basic symbol reaches a bound (0 when the
    /// marker is basic: the next move changes the basis at once).
    private func stretchLength(of marker: Int32) -> Double {
        guard !isBasic(marker) else { return 0 }
        var length = Double.infinity
        for basic in columns[Int(marker)] {
            let rate = rows[Int(basic)]!.coefficient(of: marker)
            let bounds = info[Int(basic)], value = values[Int(basic)]
            if rate > Tolerance.pivot, bounds.upper.isFinite {
                length = min(length, max(0, bounds.upper - value) / rate)
            } else if rate < -Tolerance.pivot, bounds.lower.isFinite {
                length = min(length, max(0, value - bounds.lower) / -rate)
            }
        }
        return length
    }

    /// Optional constraints broken on the stretch that starts here: a positive error, or a zero error
    /// that grows as the marker's target grows.
    private func brokenOwners(along marker: Int32) -> Set<Int32> {
        var owners = Set<Int32>()
        for symbol in info.indices where info[symbol].kind == .error && info[symbol].level >= 0 {
            let value = values[symbol]
            var growing = false
            if !isBasic(marker), let row = rows[symbol] { growing = row.coefficient(of: marker) > Tolerance.pivot }
            if value > Tolerance.relative(Tolerance.brokenError, value) || (abs(value) <= Tolerance.brokenError && growing) {
                owners.insert(info[symbol].owner)
            }
        }
        return owners
    }
}
