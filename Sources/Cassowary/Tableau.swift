/// What the solver knows about one symbol besides its value, row and column.
struct SymbolInfo {
    var kind: SymbolKind
    /// Bounds; ±infinity when open. Equality markers have lower == upper.
    var lower: Double
    var upper: Double
    /// Index of the owning constraint record, or -1 for external variables.
    var owner: Int32
    /// Objective level of an error symbol, -1 otherwise.
    var level: Int32
    /// Objective weight of an error symbol (1 in lexicographic mode, the strength in weighted mode).
    var weight: Double

    var isFixed: Bool { lower == upper }
}

/// One priority level of the objective: the reduced cost of every non-basic symbol that has one.
struct ObjectiveLevel {
    /// The priority (lexicographic) or 0 (the single weighted level).
    let key: Double
    var costs: [Int32: Double] = [:]
    /// Current sum of weight × error over the level's error symbols.
    var total: Double = 0
    /// Reduced costs below this are zero; scales with the largest weight (kiwi strengths reach 1e9).
    var tolerance: Double = 1e-9

    func cost(_ symbol: Int32) -> Double { costs[symbol] ?? 0 }
}

/// The first saved state of everything a failing `add` may touch, so it can be undone exactly.
struct Journal {
    let symbolCount: Int
    let newVariables: [Int]
    var savedRows: [(Int32, Row?)] = []
    var rowSaved: Set<Int32> = []
    var savedValues: [(Int32, Double)] = []
    var valueSaved: Set<Int32> = []
    var savedCosts: [(Int, Int32, Double?)] = []
    var costSaved: Set<Int64> = []
    let levelTotals: [Double]
}

/// Numerical tolerances, in one place.
enum Tolerance {
    /// How far a value may sit outside its bounds and still count as feasible.
    static func feasibility(_ bound: Double) -> Double { bound.isFinite ? 1e-7 * max(1, abs(bound)) : 0 }
    /// Pivot elements smaller than this are not used.
    static let pivot = 1e-9
}
