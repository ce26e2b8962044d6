/// What the solver knows about one symbol besides its value, row and column.
struct SymbolInfo {
    var kind: SymbolKind
    /// A required equality's marker that leaves the rows while it is non-basic (see
    /// `HiddenMarkers.swift`); false once its column has been brought back. Declared here it
    /// fills padding.
    var hidesWhenNonbasic = false
    /// The other error symbol of an optional equality (`e+` for `e-` and back), -1 otherwise.
    /// Declared here it fills padding, so the struct stays 40 bytes.
    var partner: Int32 = -1
    /// Bounds; ±infinity when open. Equality markers have lower == upper.
    var lower: Double
    var upper: Double
    /// Index of the owning constraint record, or -1 for external variables.
    var owner: Int32
    /// Objective level slot of an error symbol (`Solver.levelKeys`), -1 otherwise. A slot, not a
    /// position in `levels`, so a level inserted above leaves every symbol's slot as it was.
    var level: Int32
    /// Objective weight of an error symbol (1 in lexicographic mode, the strength in weighted mode).
    var weight: Double

    var isFixed: Bool { lower == upper }
    /// Open both ways (a variable).
    var isFree: Bool { lower == -.infinity && upper == .infinity }
}

/// One priority level of the objective.
struct ObjectiveLevel {
    /// The priority (lexicographic) or 0 (the single weighted level).
    let key: Double
    /// Σ weight × error over the level's constraints, kept only while the solver is observed (its
    /// pivot events print it); recounted when an observer is attached.
    var total = ExactSum()
}

/// A symbol's reduced cost at each objective level where it is not zero, highest priority first.
/// Kept per symbol (most are empty and allocate nothing) so reading a cost needs no hashing.
struct CostVector {
    private(set) var entries: [(key: Double, cost: Double)] = []

    var isEmpty: Bool { entries.isEmpty }

    func cost(at key: Double) -> Double {
        entries.first { $0.key == key }?.cost ?? 0
    }

    mutating func add(_ amount: Double, at key: Double) {
        var index = 0
        while index < entries.count && entries[index].key > key { index += 1 }
        if index < entries.count && entries[index].key == key {
            let sum = entries[index].cost + amount
            if abs(sum) < Tolerance.drop { entries.remove(at: index) } else { entries[index].cost = sum }
        } else if abs(amount) >= Tolerance.drop {
            entries.insert((key, amount), at: index)
        }
    }

    mutating func removeCost(at key: Double) {
        entries.removeAll { $0.key == key }
    }
}

/// The first saved state of everything an undoable operation may touch (a failing `add`, a
/// probe of `range(of:)`, a sweep, a trial), so it can be undone exactly.
struct Journal {
    let symbolCount: Int
    /// The objective's levels with their totals (a handful; copied whole).
    let levels: [ObjectiveLevel]
    let recordCount: Int
    let addCount: Int
    /// The edit variables (a handful; copied whole, and only when a trial changes them).
    let edits: [Variable: Constraint]
    var savedRows: [(Int32, Row?)] = []
    var rowSaved: Set<Int32> = []
    var savedValues: [(Int32, Double)] = []
    var valueSaved: Set<Int32> = []
    var savedCosts: [(Int32, CostVector)] = []
    var costSaved: Set<Int32> = []
    /// Error symbols retired from the objective, with their level slot (-1: none).
    var savedLevels: [(Int32, Int32)] = []
    var levelSaved: Set<Int32> = []
    /// Records forgotten by a removal, to be put back.
    var removedRecords: [(Int, ConstraintRecord)] = []
    /// Length of the hidden-marker log, cut back to it on rollback.
    let hiddenLogCount: Int
    /// Hidden markers brought back into the rows since, to hide again on rollback.
    var revealedMarkers: [Int32] = []
}
