import Cassowary

/// A constraint as the reference solver sees it: `Σ coefficients[i]·x[i] + constant (relation) 0`
/// at a priority (lexicographic) or strength (weighted). Plain numbers, no solver types inside.
struct OracleConstraint: CustomStringConvertible {
    var coefficients: [Double]
    var constant: Double
    var relation: Relation
    var priority: Double

    func expressionValue(at point: [Double]) -> Double {
        zip(coefficients, point).reduce(constant) { $0 + $1.0 * $1.1 }
    }

    /// |expr| for `==`, the violated amount for an inequality.
    func error(at point: [Double]) -> Double {
        let v = expressionValue(at: point)
        switch relation {
        case .equal: return abs(v)
        case .greaterOrEqual: return max(0, -v)
        case .lessOrEqual: return max(0, v)
        }
    }

    var description: String {
        let terms = coefficients.enumerated().filter { $0.element != 0 }.map { "\($0.element)*x\($0.offset)" }
        return "\(terms.joined(separator: " + ")) + \(constant) \(relation.rawValue) 0 @\(priority)"
    }
}

/// The optimum of one priority level: the smallest sum of its errors (weighted: Σ strength × error).
struct OracleLevel: Equatable {
    var priority: Double
    var optimum: Double
}

struct OracleSolution {
    /// Highest priority first; in weighted mode a single level with priority 0.
    var levels: [OracleLevel]
    /// One optimal point.
    var point: [Double]
    /// Per variable, its smallest and largest value over all optimal points (±infinity when unbounded).
    var ranges: [(min: Double, max: Double)]

    /// The variable has one value in every optimal solution.
    func isUnique(_ variable: Int, tolerance: Double = 1e-6) -> Bool {
        let r = ranges[variable]
        return r.min.isFinite && r.max.isFinite && r.max - r.min <= tolerance * (1 + abs(r.min))
    }

    func optimum(atPriority priority: Double) -> Double {
        levels.first { $0.priority == priority }?.optimum ?? 0
    }
}

/// The independent reference: a dense two-phase simplex over split free variables (`x = x⁺ − x⁻`),
/// run level by level from the highest priority. After a level is optimal, every column whose reduced
/// cost is positive is fixed at zero, which keeps exactly that level's optimal face for the next ones.
enum ReferenceSolver {
    static func isRequired(_ priority: Double, semantics: Semantics) -> Bool {
        semantics == .lexicographic ? priority >= Priority.required.value : priority >= Strength.required.value
    }

    /// Whether the constraints, all taken as required, have a common solution.
    static func isFeasible(_ constraints: [OracleConstraint], variableCount: Int) -> Bool {
        let required = constraints.map { c -> OracleConstraint in
            var copy = c
            copy.priority = Strength.required.value
            return copy
        }
        return Tableau(required, variableCount: variableCount, semantics: .weighted) != nil
    }

    /// The optimum per level, one optimal point and (optionally) each variable's optimal range;
    /// nil when the required constraints are infeasible.
    static func solve(_ constraints: [OracleConstraint], variableCount: Int, semantics: Semantics,
                      computeRanges: Bool = true) -> OracleSolution? {
        guard var tableau = Tableau(constraints, variableCount: variableCount, semantics: semantics) else { return nil }
        var levels: [OracleLevel] = []
        for (priority, cost) in tableau.levelCosts() {
            guard case .optimal(let optimum) = tableau.simplex.optimize(cost: cost) else {
                preconditionFailure("errors are non-negative, a level cannot be unbounded")
            }
            levels.append(OracleLevel(priority: priority, optimum: max(0, optimum)))
            tableau.simplex.fixColumnsThatWouldRaise(cost)
        }
        let point = (0..<variableCount).map(tableau.value(ofVariable:))
        var ranges = point.map { (min: $0, max: $0) }
        if computeRanges {
            for v in 0..<variableCount {
                ranges[v] = (tableau.extreme(ofVariable: v, sign: 1), tableau.extreme(ofVariable: v, sign: -1))
            }
        }
        return OracleSolution(levels: levels, point: point, ranges: ranges)
    }

    /// The column layout of one problem: split variables, then per constraint its slack and errors.
    private struct Tableau {
        var simplex: DenseSimplex
        let variableCount: Int
        let columnCount: Int
        /// Error columns with their priority and cost weight.
        let errorColumns: [(column: Int, priority: Double, weight: Double)]
        let semantics: Semantics

        init?(_ constraints: [OracleConstraint], variableCount: Int, semantics: Semantics) {
            self.variableCount = variableCount
            self.semantics = semantics
            var column = 2 * variableCount
            var errors: [(Int, Double, Double)] = []
            var rows: [[(Int, Double)]] = []
            var rhs: [Double] = []
            for c in constraints {
                var row: [(Int, Double)] = []
                for (i, a) in c.coefficients.enumerated() where a != 0 {
                    row.append((2 * i, a))
                    row.append((2 * i + 1, -a))
                }
                // expr = Σ a·x + k; the slack s ≥ 0 and errors e ≥ 0 make it an equality row.
                let required = ReferenceSolver.isRequired(c.priority, semantics: semantics)
                let weight = semantics == .lexicographic ? 1 : c.priority
                switch c.relation {
                case .greaterOrEqual:            // expr = s - e
                    row.append((column, -1)); column += 1
                    if !required { row.append((column, 1)); errors.append((column, c.priority, weight)); column += 1 }
                case .lessOrEqual:               // expr = e - s
                    row.append((column, 1)); column += 1
                    if !required { row.append((column, -1)); errors.append((column, c.priority, weight)); column += 1 }
                case .equal:                     // expr = e⁺ - e⁻
                    if !required {
                        row.append((column, -1)); errors.append((column, c.priority, weight)); column += 1
                        row.append((column, 1)); errors.append((column, c.priority, weight)); column += 1
                    }
                }
                rows.append(row)
                rhs.append(-c.constant)
            }
            columnCount = column
            errorColumns = errors
            let matrix = rows.map { entries -> [Double] in
                var dense = Array(repeating: 0.0, count: column)
                for (j, a) in entries { dense[j] += a }
                return dense
            }
            guard let simplex = DenseSimplex(matrix: matrix, rhs: rhs, columnCount: column) else { return nil }
            self.simplex = simplex
        }

        /// One cost vector per level, highest priority first (weighted: a single level).
        func levelCosts() -> [(Double, [Double])] {
            func cost(_ include: (Double) -> Bool) -> [Double] {
                var c = Array(repeating: 0.0, count: simplex.columnCount)
                for e in errorColumns where include(e.priority) { c[e.column] = e.weight }
                return c
            }
            if semantics == .weighted {
                return errorColumns.isEmpty ? [] : [(0, cost { _ in true })]
            }
            var priorities: [Double] = []
            for e in errorColumns where !priorities.contains(e.priority) { priorities.append(e.priority) }
            return priorities.sorted(by: >).map { p in (p, cost { $0 == p }) }
        }

        func value(ofVariable v: Int) -> Double {
            simplex.value(ofColumn: 2 * v) - simplex.value(ofColumn: 2 * v + 1)
        }

        /// The value of x[v] where `sign × x[v]` is smallest over the optimal face: its minimum for
        /// sign 1, its maximum for sign −1 (±infinity when unbounded).
        mutating func extreme(ofVariable v: Int, sign: Double) -> Double {
            var cost = Array(repeating: 0.0, count: simplex.columnCount)
            cost[2 * v] = sign
            cost[2 * v + 1] = -sign
            switch simplex.optimize(cost: cost) {
            case .unbounded: return -Double.infinity * sign
            case .optimal: return value(ofVariable: v)
            }
        }
    }
}
