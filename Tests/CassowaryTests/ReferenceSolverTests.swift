import Cassowary
import XCTest

/// The oracle checked on its own: hand-solved systems, then a brute-force cross-check.
final class ReferenceSolverTests: XCTestCase {
    private let required = Priority.required.value

    /// `Σ coefficients·x + constant (relation) 0`.
    private func c(_ coefficients: [Double], _ constant: Double, _ relation: Relation, _ priority: Double) -> OracleConstraint {
        OracleConstraint(coefficients: coefficients, constant: constant, relation: relation, priority: priority)
    }

    private func solve(_ constraints: [OracleConstraint], _ n: Int, _ semantics: Semantics = .lexicographic,
                       file: StaticString = #filePath, line: UInt = #line) throws -> OracleSolution {
        // Ranges cost two LPs per variable; the big one-variable systems below skip them.
        try XCTUnwrap(ReferenceSolver.solve(constraints, variableCount: n, semantics: semantics, computeRanges: constraints.count < 50),
                      file: file, line: line)
    }

    func testRequiredBoundAndWeakTarget() throws {
        // x >= 10, x == 20 @1 → x = 20 with no error.
        let s = try solve([c([1], -10, .greaterOrEqual, required), c([1], -20, .equal, 1)], 1)
        XCTAssertEqual(s.levels, [OracleLevel(priority: 1, optimum: 0)])
        XCTAssertTrue(s.isUnique(0))
        XCTAssertEqual(s.point[0], 20, accuracy: 1e-9)
    }

    func testInfeasibleRequiredSet() {
        let set = [c([1], -10, .greaterOrEqual, required), c([1], -5, .lessOrEqual, required)]
        XCTAssertFalse(ReferenceSolver.isFeasible(set, variableCount: 1))
        XCTAssertNil(ReferenceSolver.solve(set, variableCount: 1, semantics: .lexicographic))
        // Touching bounds are feasible: x >= 5, x <= 5.
        XCTAssertTrue(ReferenceSolver.isFeasible([c([1], -5, .greaterOrEqual, required), c([1], -5, .lessOrEqual, required)], variableCount: 1))
        // A conflict of three: x - y >= 0, y - z >= 0, z - x >= 1.
        let cycle = [c([1, -1, 0], 0, .greaterOrEqual, required), c([0, 1, -1], 0, .greaterOrEqual, required), c([-1, 0, 1], -1, .greaterOrEqual, required)]
        XCTAssertFalse(ReferenceSolver.isFeasible(cycle, variableCount: 3))
        for i in 0..<3 {
            var rest = cycle
            rest.remove(at: i)
            XCTAssertTrue(ReferenceSolver.isFeasible(rest, variableCount: 3))
        }
    }

    func testOne751BeatsAHundred750sLexicographically() throws {
        let s = try solve([c([1], 0, .equal, 751)] + Array(repeating: c([1], -10, .equal, 750), count: 100), 1)
        XCTAssertEqual(s.point[0], 0, accuracy: 1e-9)
        XCTAssertEqual(s.levels.map(\.priority), [751, 750])
        XCTAssertEqual(s.optimum(atPriority: 751), 0, accuracy: 1e-9)
        XCTAssertEqual(s.optimum(atPriority: 750), 1000, accuracy: 1e-6)
    }

    func testWeightedStrengthsAddUpAsInKiwi() throws {
        // 1001 weak constraints outweigh one medium; 999 do not.
        let medium = c([1], 0, .equal, Strength.medium.value), weakTen = c([1], -10, .equal, Strength.weak.value)
        let many = try solve([medium] + Array(repeating: weakTen, count: 1001), 1, .weighted)
        XCTAssertEqual(many.point[0], 10, accuracy: 1e-9)
        XCTAssertEqual(many.levels, [OracleLevel(priority: 0, optimum: 10_000)])
        let fewer = try solve([medium] + Array(repeating: weakTen, count: 999), 1, .weighted)
        XCTAssertEqual(fewer.point[0], 0, accuracy: 1e-9)
        XCTAssertEqual(fewer.levels[0].optimum, 9990, accuracy: 1e-6)
        // Two 750s outweigh one 751 as plain weights.
        let pair = try solve([c([1], 0, .equal, 751), c([1], -10, .equal, 750), c([1], -10, .equal, 750)], 1, .weighted)
        XCTAssertEqual(pair.point[0], 10, accuracy: 1e-9)
    }

    func testEqualPrioritiesTradeOffBySum() throws {
        // x == 0 @500 once and x == 10 @500 twice → x = 10, total error 10.
        let s = try solve([c([1], 0, .equal, 500), c([1], -10, .equal, 500), c([1], -10, .equal, 500)], 1)
        XCTAssertEqual(s.point[0], 10, accuracy: 1e-9)
        XCTAssertTrue(s.isUnique(0))
        XCTAssertEqual(s.levels, [OracleLevel(priority: 500, optimum: 10)])
        // Once each: every x in [0, 10] costs 10.
        let tie = try solve([c([1], 0, .equal, 500), c([1], -10, .equal, 500)], 1)
        XCTAssertFalse(tie.isUnique(0))
        XCTAssertEqual(tie.ranges[0].min, 0, accuracy: 1e-9)
        XCTAssertEqual(tie.ranges[0].max, 10, accuracy: 1e-9)
        XCTAssertEqual(tie.levels[0].optimum, 10, accuracy: 1e-9)
    }

    func testLowerLevelDoesNotDisturbAHigherOne() throws {
        // x + y == 100; x == 30 @750 and y == 80 @750 share an error of 10 along x ∈ [20, 30] …
        let base = [c([1, 1], -100, .equal, required), c([1, 0], -30, .equal, 750)]
        let tie = try solve(base + [c([0, 1], -80, .equal, 750)], 2)
        XCTAssertEqual(tie.levels, [OracleLevel(priority: 750, optimum: 10)])
        XCTAssertEqual(tie.ranges[0].min, 20, accuracy: 1e-9)
        XCTAssertEqual(tie.ranges[0].max, 30, accuracy: 1e-9)
        // … and a weak x == 0 then picks x = 20 without raising the 750 level.
        let picked = try solve(base + [c([0, 1], -80, .equal, 750), c([1, 0], 0, .equal, 1)], 2)
        XCTAssertEqual(picked.optimum(atPriority: 750), 10, accuracy: 1e-9)
        XCTAssertEqual(picked.optimum(atPriority: 1), 20, accuracy: 1e-9)
        XCTAssertEqual(picked.point[0], 20, accuracy: 1e-9)
        XCTAssertTrue(picked.isUnique(1))
        // With y == 80 at 751 instead, y wins outright.
        let strict = try solve(base + [c([0, 1], -80, .equal, 751)], 2)
        XCTAssertEqual(strict.levels, [OracleLevel(priority: 751, optimum: 0), OracleLevel(priority: 750, optimum: 10)])
        XCTAssertEqual(strict.point[0], 20, accuracy: 1e-9)
    }

    func testInequalityErrorIsTheViolatedAmount() throws {
        // x >= 8 required, x <= 5 @750 → error 3, x = 8; a satisfied x >= 0 @750 adds nothing.
        let s = try solve([c([1], -8, .greaterOrEqual, required), c([1], -5, .lessOrEqual, 750), c([1], 0, .greaterOrEqual, 750)], 1)
        XCTAssertEqual(s.levels, [OracleLevel(priority: 750, optimum: 3)])
        XCTAssertEqual(s.point[0], 8, accuracy: 1e-9)
        XCTAssertTrue(s.isUnique(0))
    }

    func testUnboundedRangesAreReported() throws {
        // x + y == 10 alone: both free along a line.
        let s = try solve([c([1, 1], -10, .equal, required)], 2)
        XCTAssertEqual(s.ranges[0].min, -.infinity)
        XCTAssertEqual(s.ranges[0].max, .infinity)
        XCTAssertEqual(s.point[0] + s.point[1], 10, accuracy: 1e-9)
        // x >= 3 @500: the optimal set is [3, ∞).
        let half = try solve([c([1], -3, .greaterOrEqual, 500)], 1)
        XCTAssertEqual(half.ranges[0].min, 3, accuracy: 1e-9)
        XCTAssertEqual(half.ranges[0].max, .infinity)
    }

    func testRedundantAndDegenerateRows() throws {
        // x == 5 twice, 2x == 10, x >= 5, x <= 5: redundant rows and a degenerate vertex.
        let s = try solve([c([1], -5, .equal, required), c([1], -5, .equal, required), c([2], -10, .equal, required),
                           c([1], -5, .greaterOrEqual, required), c([1], -5, .lessOrEqual, required), c([1], 0, .equal, 250)], 1)
        XCTAssertEqual(s.point[0], 5, accuracy: 1e-9)
        XCTAssertEqual(s.levels, [OracleLevel(priority: 250, optimum: 5)])
    }

    /// Every random tiny system with anchors at the lowest level (so the optimal set is bounded):
    /// the simplex oracle and vertex enumeration agree on every level and every variable's range.
    func testAgreesWithVertexEnumeration() {
        for semantics in Semantics.allCases {
            let stats = PropertyRun.check("testAgreesWithVertexEnumeration.\(semantics)", count: 1500, salt: 0x7E57_0000) { seed, stats in
                var generator = SystemGenerator(seed: seed, semantics: semantics, shape: .tiny)
                let lowest = generator.levels.min()!
                var specs = generator.anchors(priority: lowest)
                for _ in 0..<(generator.variableCount + generator.rng.int(in: 0...5)) { specs.append(generator.nextConstraint(after: specs)) }
                let rows = specs.map(\.oracle)
                let n = generator.variableCount
                let simplex = ReferenceSolver.solve(rows, variableCount: n, semantics: semantics)
                let brute = VertexEnumerationOracle.solve(rows, variableCount: n, semantics: semantics)
                let system = specs.map { "    \($0)" }.joined(separator: "\n")
                switch (simplex, brute) {
                case (nil, nil): stats.counters["infeasible", default: 0] += 1; return nil
                case (nil, _), (_, nil):
                    return "seed \(seed): feasibility differs (simplex \(simplex != nil), vertices \(brute != nil))\n\(system)"
                case let (s?, b?):
                    if s.levels.map(\.priority) != b.levels.map(\.priority) { return "seed \(seed): levels differ\n\(system)" }
                    for (x, y) in zip(s.levels, b.levels) where abs(x.optimum - y.optimum) > Tolerance.objective(y.optimum) {
                        return "seed \(seed): level \(x.priority) simplex \(x.optimum), vertices \(y.optimum)\n\(system)"
                    }
                    stats.counters["ambiguous values", default: 0] += (0..<n).filter { !s.isUnique($0) }.count
                    for v in 0..<n where abs(s.ranges[v].min - b.ranges[v].min) > 1e-6 || abs(s.ranges[v].max - b.ranges[v].max) > 1e-6 {
                        return "seed \(seed): range of x\(v) simplex \(s.ranges[v]), vertices \(b.ranges[v])\n\(system)"
                    }
                    return nil
                }
            }
            // The cross-check must have met both infeasible systems and ties.
            PropertyRun.assertCovered(stats.counters["infeasible"] ?? 0, stats.systems / 50)
            PropertyRun.assertCovered(stats.counters["ambiguous values"] ?? 0, stats.systems / 50)
        }
    }

    /// On the full-size random systems: the oracle's point satisfies the required constraints, its
    /// error per level equals the reported optimum, and it lies within every reported range.
    func testOraclePointIsConsistent() {
        for semantics in Semantics.allCases {
            _ = PropertyRun.check("testOraclePointIsConsistent.\(semantics)", count: 300, salt: 0xC0_0000) { seed, _ in
                var generator = SystemGenerator(seed: seed, semantics: semantics)
                let rows = generator.makeSystem().map(\.oracle)
                guard let s = ReferenceSolver.solve(rows, variableCount: generator.variableCount, semantics: semantics) else {
                    return nil
                }
                for row in rows where ReferenceSolver.isRequired(row.priority, semantics: semantics) && row.error(at: s.point) > 1e-7 {
                    return "seed \(seed): required \(row) violated at \(s.point)"
                }
                for level in s.levels {
                    let errors = rows.filter { !ReferenceSolver.isRequired($0.priority, semantics: semantics) && (semantics == .weighted || $0.priority == level.priority) }
                        .reduce(0) { $0 + (semantics == .weighted ? $1.priority : 1) * $1.error(at: s.point) }
                    if abs(errors - level.optimum) > Tolerance.objective(level.optimum) { return "seed \(seed): level \(level.priority) point error \(errors) vs \(level.optimum)" }
                }
                for (v, r) in s.ranges.enumerated() where !(r.min <= s.point[v] + 1e-7 && s.point[v] <= r.max + 1e-7) {
                    return "seed \(seed): x\(v) = \(s.point[v]) outside \(r)"
                }
                return nil
            }
        }
    }
}
