import Cassowary

/// How far every constraint in the solver is from holding, as of the last move, so that each move
/// can be told constraint by constraint: whose error rose (it gave way), whose fell, whose row the
/// dual simplex brought back within bounds, and whose row it pushed out to repair later.
///
/// The solver's own trade-off events count error symbols only; a row out of bounds is not an error
/// there, so "`name.width <= 46 @251` holds now" after it was added violated would go unsaid.
struct ErrorLedger {
    /// An optional constraint's error (what its error symbols take on), and how far its row is
    /// outside its bounds on top of that (for a required constraint, all of its violation).
    struct Reading: Equatable {
        var error: Double
        var outOfBounds: Double
    }

    struct Change {
        let constraint: Constraint
        let before: Reading
        let after: Reading
    }

    private struct Entry {
        let constraint: Constraint
        var reading: Reading
    }

    /// The constraints followed, at their place in the solver's order (`Solver.orderIndex`, which a
    /// constant replaced in place keeps); nil where none is followed.
    private var entries: [Entry?] = []
    private var position: [ObjectIdentifier: Int] = [:]
    /// For each variable id, the positions of the constraints that mention it: whose reading a move
    /// of that variable can change.
    private var mentions: [Int: [Int]] = [:]

    static func reading(of constraint: Constraint, in solver: Solver) -> Reading {
        let value = { (variable: Variable) in solver.value(of: variable) }
        // Rounding leaves residues (1e-14) where a constraint holds, which the text would call
        // "violated by 0": an amount by which the constraint holds (`Constraint.isSatisfied`) is 0.
        let tolerance = constraint.violationTolerance(value)
        func held(_ amount: Double) -> Double { amount <= tolerance ? 0 : amount }
        let violation = held(constraint.violation(value))
        if constraint.isRequired { return Reading(error: 0, outOfBounds: violation) }
        let error = held(solver.error(of: constraint))
        return Reading(error: error, outOfBounds: held(max(0, violation - error)))
    }

    /// Follows every constraint in the solver afresh (when a trace starts on a solver that already
    /// holds constraints).
    mutating func readAll(_ solver: Solver) {
        self = ErrorLedger()
        for constraint in solver.constraints { follow(constraint, Self.reading(of: constraint, in: solver), in: solver) }
    }

    /// Starts following a constraint that just entered the solver; returns how far it is from holding.
    /// An edit variable's hold is not followed: it is the solver's, not the layout's.
    mutating func enter(_ constraint: Constraint, in solver: Solver) -> Reading {
        let reading = Self.reading(of: constraint, in: solver)
        if !solver.isEditConstraint(constraint) { follow(constraint, reading, in: solver) }
        return reading
    }

    private mutating func follow(_ constraint: Constraint, _ reading: Reading, in solver: Solver) {
        guard let index = solver.orderIndex(of: constraint) else { return }
        if index >= entries.count { entries += Array(repeating: nil, count: index + 1 - entries.count) }
        entries[index] = Entry(constraint: constraint, reading: reading)
        position[ObjectIdentifier(constraint)] = index
        for term in constraint.expression.terms { mentions[term.variable.id, default: []].append(index) }
    }

    mutating func drop(_ constraint: Constraint) {
        guard let index = position.removeValue(forKey: ObjectIdentifier(constraint)) else { return }
        entries[index] = nil
        for term in constraint.expression.terms {
            mentions[term.variable.id]?.removeAll { $0 == index }
        }
    }

    /// Reads again the constraints whose variables or errors moved (every other reading still
    /// holds, as nothing it is made of changed) and returns those that changed, in the solver's order.
    @discardableResult
    mutating func update(_ moved: ValueChanges, in solver: Solver) -> [Change] {
        var touched: [Int] = []
        for variable in moved.variables { touched += mentions[variable.id] ?? [] }
        for constraint in moved.errors {
            if let index = position[ObjectIdentifier(constraint)] { touched.append(index) }
        }
        touched.sort()
        var changes: [Change] = []
        var previous = -1
        for index in touched where index != previous {
            previous = index
            guard let entry = entries[index] else { continue }
            let now = Self.reading(of: entry.constraint, in: solver)
            if Self.differs(entry.reading, now) {
                changes.append(Change(constraint: entry.constraint, before: entry.reading, after: now))
            }
            entries[index]!.reading = now
        }
        return changes
    }

    static func differs(_ a: Reading, _ b: Reading) -> Bool {
        moved(a.error, b.error) || moved(a.outOfBounds, b.outOfBounds)
    }

    /// Beyond rounding noise.
    static func moved(_ before: Double, _ after: Double) -> Bool {
        abs(after - before) > Tolerance.errorChange(from: before)
    }
}

extension TracedEffect {
    /// Sorts the ledger's changes: an error that rose gave way, one that fell gained; a row that
    /// went out of bounds was pushed, one that came back was repaired, unless its own error took the
    /// violation on (then it gave way rather than being repaired).
    init(_ changes: [ErrorLedger.Change], name: (Constraint) -> TracedConstraint) {
        self.init()
        for change in changes {
            let constraint = name(change.constraint)
            let (before, after) = (change.before, change.after)
            let errorMoved = ErrorLedger.moved(before.error, after.error)
            let errorRose = errorMoved && after.error > before.error
            if errorMoved {
                let entry = TracedErrorChange(constraint: constraint, before: before.error, after: after.error)
                if errorRose { raised.append(entry) } else { lowered.append(entry) }
            }
            guard ErrorLedger.moved(before.outOfBounds, after.outOfBounds) else { continue }
            let entry = TracedErrorChange(constraint: constraint, before: before.outOfBounds, after: after.outOfBounds)
            if after.outOfBounds > before.outOfBounds {
                pushed.append(entry)
            } else if !errorRose {
                repaired.append(entry)
            }
        }
    }
}
