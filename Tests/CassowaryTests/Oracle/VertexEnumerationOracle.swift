import Cassowary

/// A brute-force check of the reference solver for tiny systems (1–3 variables) whose optimal set is
/// bounded. Every face of the optimal set lies on hyperplanes `expr = 0` of the constraints, so its
/// vertices are points where `n` independent hyperplanes meet: try them all, keep the feasible ones
/// with the lexicographically smallest error vector. Shares no code with the simplex.
enum VertexEnumerationOracle {
    struct Result {
        var levels: [OracleLevel]
        var ranges: [(min: Double, max: Double)]
    }

    static func solve(_ constraints: [OracleConstraint], variableCount n: Int, semantics: Semantics) -> Result? {
        let required = constraints.filter { ReferenceSolver.isRequired($0.priority, semantics: semantics) }
        let optional = constraints.filter { !ReferenceSolver.isRequired($0.priority, semantics: semantics) }
        let priorities: [Double] = semantics == .weighted
            ? (optional.isEmpty ? [] : [0])
            : Array(Set(optional.map(\.priority))).sorted(by: >)
        func errorVector(_ p: [Double]) -> [Double] {
            if semantics == .weighted { return optional.isEmpty ? [] : [optional.reduce(0) { $0 + $1.priority * $1.error(at: p) }] }
            return priorities.map { level in optional.filter { $0.priority == level }.reduce(0) { $0 + $1.error(at: p) } }
        }
        var best: [Double]?
        var winners: [[Double]] = []
        for point in vertices(of: constraints, variableCount: n) {
            guard required.allSatisfy({ $0.error(at: point) <= 1e-7 }) else { continue }
            let vector = errorVector(point)
            switch best.map({ compare(vector, $0) }) {
            case nil, .some(.less): best = vector; winners = [point]
            case .some(.equal): winners.append(point)
            case .some(.greater): break
            }
        }
        guard let optimum = best else { return nil }
        let ranges = (0..<n).map { i in (min: winners.map { $0[i] }.min()!, max: winners.map { $0[i] }.max()!) }
        return Result(levels: zip(priorities, optimum).map { OracleLevel(priority: $0, optimum: $1) }, ranges: ranges)
    }

    private enum Order { case less, equal, greater }

    /// Lexicographic comparison with a small tolerance per component. Mostly absolute: a weighted sum
    /// of 1e7 must still see a weak (weight 1) difference of 0.5.
    private static func compare(_ a: [Double], _ b: [Double]) -> Order {
        for (x, y) in zip(a, b) {
            let tolerance = 1e-8 + 1e-11 * (abs(x) + abs(y))
            if x < y - tolerance { return .less }
            if x > y + tolerance { return .greater }
        }
        return .equal
    }

    /// All points where `n` of the constraint hyperplanes meet in exactly one point.
    private static func vertices(of constraints: [OracleConstraint], variableCount n: Int) -> [[Double]] {
        var result: [[Double]] = []
        var chosen: [Int] = []
        func choose(from start: Int) {
            if chosen.count == n {
                let a = chosen.map { constraints[$0].coefficients }
                let b = chosen.map { -constraints[$0].constant }
                if let x = solveSquare(a, b) { result.append(x) }
                return
            }
            guard start < constraints.count else { return }
            for i in start..<constraints.count {
                chosen.append(i)
                choose(from: i + 1)
                chosen.removeLast()
            }
        }
        choose(from: 0)
        return result
    }

    /// Gaussian elimination with partial pivoting; nil when (nearly) singular.
    private static func solveSquare(_ matrix: [[Double]], _ rhs: [Double]) -> [Double]? {
        let n = rhs.count
        var a = matrix
        var b = rhs
        for col in 0..<n {
            guard let p = (col..<n).max(by: { abs(a[$0][col]) < abs(a[$1][col]) }), abs(a[p][col]) > 1e-9 else { return nil }
            a.swapAt(col, p)
            b.swapAt(col, p)
            for r in 0..<n where r != col {
                let f = a[r][col] / a[col][col]
                if f == 0 { continue }
                for c in col..<n { a[r][c] -= f * a[col][c] }
                b[r] -= f * b[col]
            }
        }
        return (0..<n).map { b[$0] / a[$0][$0] }
    }
}
