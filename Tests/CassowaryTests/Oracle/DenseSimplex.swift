/// A textbook dense simplex tableau in standard form: `A·x = b` with every variable `x[j] ≥ 0`.
///
/// Written for the tests only: clarity over speed. Bland's rule (lowest index enters, lowest basic
/// index leaves on ties) rules out cycling. Columns can be *fixed at zero* (they never enter again);
/// that is how the reference solver keeps each level's optimum while optimizing the next one.
struct DenseSimplex {
    /// Absolute tolerance for "this entry is a usable pivot".
    static let pivotTolerance = 1e-9
    /// Bland's rule terminates in exact arithmetic; the cap only turns an oracle bug into a message.
    static let iterationLimit = 50_000

    enum Outcome: Equatable {
        case optimal(Double)
        case unbounded
    }

    private(set) var rowCount: Int
    let columnCount: Int
    /// Row-major, `columnCount + 1` entries per row; the last one is the right-hand side.
    private(set) var cells: [Double]
    /// The basic column of each row.
    private(set) var basis: [Int]
    /// Columns that must stay at zero (never enter the basis).
    private(set) var fixedAtZero: [Bool]
    private var basic: [Bool]

    private var stride: Int { columnCount + 1 }

    /// Sets up `A·x = b` and runs phase 1. Returns nil when infeasible (the smallest total
    /// infeasibility is above `feasibilityTolerance`).
    init?(matrix: [[Double]], rhs: [Double], columnCount structural: Int, feasibilityTolerance: Double = 1e-7) {
        let m = matrix.count
        // Flip rows with a negative right-hand side so every starting basic value is ≥ 0.
        var rows = matrix
        var b = rhs
        for r in 0..<m where b[r] < 0 {
            rows[r] = rows[r].map { -$0 }
            b[r] = -b[r]
        }
        // A column that appears in one row only, with a positive entry (a slack or an error), can
        // start in the basis; the other rows get an artificial column each.
        var startColumn: [Int?] = Array(repeating: nil, count: m)
        for c in 0..<structural {
            let nonzero = (0..<m).filter { rows[$0][c] != 0 }
            if nonzero.count == 1, rows[nonzero[0]][c] > 0, startColumn[nonzero[0]] == nil { startColumn[nonzero[0]] = c }
        }
        let artificialRows = (0..<m).filter { startColumn[$0] == nil }
        rowCount = m
        columnCount = structural + artificialRows.count
        cells = Array(repeating: 0, count: m * (columnCount + 1))
        basis = Array(repeating: 0, count: m)
        fixedAtZero = Array(repeating: false, count: columnCount)
        basic = Array(repeating: false, count: columnCount)
        let width = columnCount + 1
        for r in 0..<m {
            for c in 0..<structural { cells[r * width + c] = rows[r][c] }
            cells[r * width + columnCount] = b[r]
        }
        for (k, r) in artificialRows.enumerated() {
            cells[r * width + structural + k] = 1
            startColumn[r] = structural + k
        }
        for r in 0..<m {
            let c = startColumn[r]!
            let scale = cells[r * width + c]
            for j in 0...columnCount { cells[r * width + j] /= scale }
            basis[r] = c
            basic[c] = true
        }
        var phaseOneCost = Array(repeating: 0.0, count: columnCount)
        for c in structural..<columnCount { phaseOneCost[c] = 1 }
        guard case .optimal(let infeasibility) = optimize(cost: phaseOneCost),
              infeasibility <= feasibilityTolerance else { return nil }
        driveOutArtificials(firstArtificial: structural)
        for c in structural..<columnCount { fixedAtZero[c] = true }
    }

    func value(ofColumn column: Int) -> Double {
        for r in 0..<rowCount where basis[r] == column { return max(0, cells[r * stride + columnCount]) }
        return 0
    }

    /// Reduced costs of `cost` in the current basis (`c_j - c_B·B⁻¹A_j`; the tableau already holds B⁻¹A).
    func reducedCosts(_ cost: [Double]) -> [Double] {
        var reduced = cost + [0]
        for r in 0..<rowCount {
            let cb = cost[basis[r]]
            if cb == 0 { continue }
            for c in 0...columnCount { reduced[c] -= cb * cells[r * stride + c] }
        }
        return reduced
    }

    /// Minimizes `cost·x` from the current (feasible) basis, never entering a fixed column.
    /// The optimal value is `-reduced[rhs]` in this sign convention.
    mutating func optimize(cost: [Double]) -> Outcome {
        let costScale = max(1, cost.map(abs).max() ?? 0)
        let enterTolerance = 1e-11 * costScale
        for _ in 0..<Self.iterationLimit {
            let reduced = reducedCosts(cost)
            // Bland: the lowest-index column that improves.
            guard let entering = (0..<columnCount).first(where: { !fixedAtZero[$0] && reduced[$0] < -enterTolerance && !isBasic($0) }) else {
                return .optimal(-reduced[columnCount])
            }
            guard let leaving = ratioTest(entering: entering) else { return .unbounded }
            pivot(row: leaving, column: entering)
        }
        preconditionFailure("DenseSimplex: iteration limit reached (oracle bug)")
    }

    /// Fixes at zero every free non-basic column whose reduced cost is positive: moving any of them
    /// would raise `cost`, so what remains is exactly the optimal face of `cost`.
    mutating func fixColumnsThatWouldRaise(_ cost: [Double]) {
        let reduced = reducedCosts(cost)
        let tolerance = 1e-9 * max(1, cost.map(abs).max() ?? 0)
        for c in 0..<columnCount where !fixedAtZero[c] && !isBasic(c) && reduced[c] > tolerance {
            fixedAtZero[c] = true
        }
    }

    func isBasic(_ column: Int) -> Bool { basic[column] }

    /// Minimum ratio over rows with a positive entry; ties go to the lowest basic column (Bland).
    private func ratioTest(entering: Int) -> Int? {
        var best: Int?
        var bestRatio = Double.infinity
        for r in 0..<rowCount {
            let a = cells[r * stride + entering]
            guard a > Self.pivotTolerance else { continue }
            let ratio = max(0, cells[r * stride + columnCount]) / a
            if best == nil || ratio < bestRatio - 1e-12 || (abs(ratio - bestRatio) <= 1e-12 && basis[r] < basis[best!]) {
                best = r
                bestRatio = min(ratio, bestRatio)
            }
        }
        return best
    }

    mutating func pivot(row: Int, column: Int) {
        let width = stride
        let m = rowCount
        cells.withUnsafeMutableBufferPointer { t in
            let p = t[row * width + column]
            for c in 0..<width { t[row * width + c] /= p }
            t[row * width + column] = 1
            for r in 0..<m where r != row {
                let factor = t[r * width + column]
                if factor == 0 { continue }
                for c in 0..<width { t[r * width + c] -= factor * t[row * width + c] }
                t[r * width + column] = 0
            }
        }
        basic[basis[row]] = false
        basic[column] = true
        basis[row] = column
    }

    /// After phase 1 an artificial may still be basic at zero: pivot it out on any structural entry
    /// (the value is zero, so any sign keeps feasibility); a row with no such entry is redundant.
    private mutating func driveOutArtificials(firstArtificial: Int) {
        var r = 0
        while r < rowCount {
            guard basis[r] >= firstArtificial else { r += 1; continue }
            var bestColumn: Int?
            var bestMagnitude = Self.pivotTolerance
            for c in 0..<firstArtificial where !isBasic(c) && abs(cells[r * stride + c]) > bestMagnitude {
                bestColumn = c
                bestMagnitude = abs(cells[r * stride + c])
            }
            if let c = bestColumn {
                pivot(row: r, column: c)
                r += 1
            } else {
                cells.removeSubrange((r * stride)..<((r + 1) * stride))
                basic[basis[r]] = false
                basis.remove(at: r)
                rowCount -= 1
            }
        }
    }
}
