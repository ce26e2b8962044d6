/// Showing a conflicting set of constraints minimal from its coefficients alone, without solving.
///
/// A set S that cannot hold is minimal when every proper subset can. Take each constraint's row of
/// coefficients (its expression without the constant). If the first |S| − 1 rows are linearly
/// independent and the last is a combination of them that uses every one of them, the rows have
/// rank |S| − 1 and their only dependency uses every row, so any |S| − 1 of them are independent.
/// Independent rows can take any right-hand sides: a proper subset's constraints all hold, each
/// inequality met at its bound. So S is minimal, and the deletion filter would keep all of it.
///
/// A sparse Gaussian elimination answers that in about linear time on a chain, where the filter
/// solves the chain once per member. It only ever says "shown"; when the rank is lower, a row is
/// outside the dependency, or the numbers are too close to call, it says "not shown" and the
/// caller runs the filter, so the answer is the filter's either way.
enum ConflictRank {
    /// Whether `constraints` (which cannot hold together, in the filter's order) are shown minimal.
    static func showsMinimal(_ constraints: [Constraint]) -> Bool {
        guard !constraints.isEmpty else { return false }
        var elimination = Elimination()
        for constraint in constraints.dropLast() {
            guard elimination.addIndependent(constraint) else { return false }
        }
        guard let combination = elimination.combination(of: constraints[constraints.count - 1]) else { return false }
        let largest = combination.reduce(1) { max($0, abs($1)) }
        return combination.allSatisfy { abs($0) > Tolerance.rankSupport * largest }
    }

    /// Rows reduced as they come (each against the pivots before it), with the multiples of the
    /// earlier pivot rows each one took away, so a dependency can be written in the original rows.
    private struct Elimination {
        /// Column of each variable id, in the order the variables first appear (pivot ties go to
        /// the lower column, so the choice never depends on hashing).
        var columnOf: [Int: Int32] = [:]
        /// The pivot whose row holds each column's pivot, or -1.
        var pivotOfColumn: [Int32] = []
        /// Each pivot's reduced row, its column and the multiples of earlier pivots subtracted.
        var rows: [[Cell]] = []
        var pivotColumns: [Int32] = []
        var multipliers: [[(pivot: Int32, factor: Double)]] = []

        /// Reduces `constraint`'s row and makes it a pivot; false when it is (or may be) a
        /// combination of the rows before it.
        mutating func addIndependent(_ constraint: Constraint) -> Bool {
            register(constraint)
            let (row, taken, scale) = reduce(constraint)
            let largest = row.reduce(0) { max($0, abs($1.coefficient)) }
            guard largest > Tolerance.rankIndependent * scale else { return false }
            // Relative pivoting: any entry near the largest keeps the growth small; the lowest
            // column among them keeps the choice deterministic.
            let pivot = row.first { abs($0.coefficient) >= Tolerance.rankPivotRatio * largest }!
            pivotOfColumn[Int(pivot.symbol)] = Int32(rows.count)
            rows.append(row)
            pivotColumns.append(pivot.symbol)
            multipliers.append(taken)
            return true
        }

        /// The combination of the pivot rows (in the order added) that `constraint`'s row is,
        /// when it reduces to nothing; nil when anything is left of it.
        mutating func combination(of constraint: Constraint) -> [Double]? {
            register(constraint)
            let (row, taken, _) = reduce(constraint)
            guard row.isEmpty else { return nil }
            // row = Σ factor · reduced pivot row, and each reduced pivot row is its original row
            // minus its own multiples of earlier ones: unwind from the last pivot down.
            var weights = [Double](repeating: 0, count: rows.count)
            for (pivot, factor) in taken { weights[Int(pivot)] += factor }
            for pivot in stride(from: rows.count - 1, through: 0, by: -1) where weights[pivot] != 0 {
                for (earlier, factor) in multipliers[pivot] { weights[Int(earlier)] -= weights[pivot] * factor }
            }
            return weights + [-1]
        }

        /// `constraint`'s row with every pivot column eliminated, lowest pivot first (a pivot's row
        /// holds no earlier pivot's column, so each step leaves only later ones), the multiples
        /// taken, and the largest magnitude met on the way (what "small" is relative to).
        private func reduce(_ constraint: Constraint) -> (row: [Cell], taken: [(pivot: Int32, factor: Double)], scale: Double) {
            var row = cells(of: constraint)
            var scale = row.reduce(0) { max($0, abs($1.coefficient)) }
            var taken: [(pivot: Int32, factor: Double)] = []
            while let next = row.lazy.map({ self.pivotOfColumn[Int($0.symbol)] }).filter({ $0 >= 0 }).min() {
                let pivotRow = rows[Int(next)], column = pivotColumns[Int(next)]
                let factor = row.first { $0.symbol == column }!.coefficient / pivotRow.first { $0.symbol == column }!.coefficient
                row = Self.subtract(factor, pivotRow, from: row, clearing: column, scale: &scale)
                taken.append((next, factor))
            }
            return (row, taken, scale)
        }

        /// `row − factor · other` by one merge; `column` (the pivot's) is cleared exactly, and
        /// entries that cancel to rounding noise relative to `scale` are dropped.
        private static func subtract(_ factor: Double, _ other: [Cell], from row: [Cell], clearing column: Int32,
                                     scale: inout Double) -> [Cell] {
            var result: [Cell] = []
            result.reserveCapacity(row.count + other.count)
            var i = 0, j = 0
            func keep(_ symbol: Int32, _ value: Double) {
                scale = max(scale, abs(value))
                if symbol != column, abs(value) > Tolerance.rankCancellation * scale { result.append(Cell(symbol: symbol, coefficient: value)) }
            }
            while i < row.count || j < other.count {
                if j == other.count || (i < row.count && row[i].symbol < other[j].symbol) {
                    keep(row[i].symbol, row[i].coefficient)
                    i += 1
                } else if i == row.count || other[j].symbol < row[i].symbol {
                    keep(other[j].symbol, -factor * other[j].coefficient)
                    j += 1
                } else {
                    keep(row[i].symbol, row[i].coefficient - factor * other[j].coefficient)
                    i += 1
                    j += 1
                }
            }
            return result
        }

        /// The constraint's coefficients by column (repeated variables merged), sorted.
        private func cells(of constraint: Constraint) -> [Cell] {
            constraint.expression.normalized().terms.map { Cell(symbol: column(of: $0.variable), coefficient: $0.coefficient) }
                .sorted { $0.symbol < $1.symbol }
        }

        private func column(of variable: Variable) -> Int32 { columnOf[variable.id]! }

        /// Gives the constraint's new variables their columns (before `reduce` reads it).
        private mutating func register(_ constraint: Constraint) {
            for term in constraint.expression.terms where columnOf[term.variable.id] == nil {
                columnOf[term.variable.id] = Int32(pivotOfColumn.count)
                pivotOfColumn.append(-1)
            }
        }
    }
}
