import Cassowary
import XCTest

/// Named cases of the priority semantics, checked against the solver and the oracle both.
final class SemanticsTests: XCTestCase {
    private let factory = VariableFactory()

    private func oracleValue(_ constraints: [Constraint], _ x: Variable, _ semantics: Semantics) -> Double? {
        let rows = constraints.map { c -> OracleConstraint in
            let e = c.expression.normalized()
            return OracleConstraint(coefficients: [e.terms.first { $0.variable == x }?.coefficient ?? 0],
                                    constant: e.constant, relation: c.relation, priority: c.strength.value)
        }
        return ReferenceSolver.solve(rows, variableCount: 1, semantics: semantics)?.point[0]
    }

    /// kiwi issue #52: a rejected constraint must not leak into the tableau.
    func testKiwiIssue52RejectedConstraintLeavesNoTrace() throws {
        for semantics in Semantics.allCases {
            let x = factory.make("x")
            let solver = Solver(semantics: semantics)
            let required = ConstraintStrength(PriorityPool.required(semantics), for: semantics)
            let atLeast10 = (x >= 10).with(required)
            let atMost5 = (x <= 5).with(required)
            try solver.add(atLeast10)
            XCTAssertThrowsError(try solver.add(atMost5)) { error in
                guard case let SolverError.unsatisfiable(rejected, conflict) = error else { return XCTFail("\(error)") }
                XCTAssertTrue(rejected === atMost5)
                XCTAssertEqual(Set(conflict.map(ObjectIdentifier.init)), [ObjectIdentifier(atLeast10), ObjectIdentifier(atMost5)])
            }
            XCTAssertFalse(solver.contains(atMost5))
            try solver.add((x == 20).with(semantics == .lexicographic ? .priority(1) : .kiwi(.weak)))
            XCTAssertEqual(solver.value(of: x), 20, accuracy: 1e-9, "\(semantics)")
        }
    }

    /// One 751 beats a hundred 750s in Auto Layout's semantics; as kiwi weights, the hundred win.
    func testOne751BeatsAHundred750sOnlyLexicographically() throws {
        for (semantics, expected) in [(Semantics.lexicographic, 0.0), (.weighted, 10.0)] {
            let x = factory.make("x")
            let solver = Solver(semantics: semantics)
            var constraints = [(x == 0).with(ConstraintStrength(751, for: semantics))]
            constraints += (0..<100).map { _ in (x == 10).with(ConstraintStrength(750, for: semantics)) }
            for c in constraints { try solver.add(c) }
            XCTAssertEqual(solver.value(of: x), expected, accuracy: 1e-9, "\(semantics)")
            XCTAssertEqual(try XCTUnwrap(oracleValue(constraints, x, semantics)), expected, accuracy: 1e-9)
            let total = solver.objective().reduce(0) { $0 + $1.value }
            XCTAssertEqual(total, semantics == .lexicographic ? 1000 : 751 * 10, accuracy: 1e-6)
        }
    }

    /// kiwi: 1001 weak constraints outweigh one medium, 999 do not.
    func testWeakConstraintsAddUpAgainstAMediumAsInKiwi() throws {
        for (count, expected) in [(1001, 10.0), (999, 0.0)] {
            let x = factory.make("x")
            let solver = Solver(semantics: .weighted)
            try solver.add((x == 0) ~ Strength.medium)
            for _ in 0..<count { try solver.add((x == 10) ~ Strength.weak) }
            XCTAssertEqual(solver.value(of: x), expected, accuracy: 1e-9, "\(count) weak")
        }
    }

    /// Within one priority the sum of errors decides: x == 0 once and x == 10 twice → x = 10.
    func testEqualPrioritiesTradeOffBySum() throws {
        let x = factory.make("x")
        let solver = Solver()
        try solver.add((x == 0) ~ 500)
        try solver.add((x == 10) ~ 500)
        try solver.add((x == 10) ~ 500)
        XCTAssertEqual(solver.value(of: x), 10, accuracy: 1e-9)
        XCTAssertEqual(solver.objective().map(\.value), [10])
    }

    /// An edit holds its variable at the current value until a suggestion moves it, and a
    /// suggestion acts exactly like an optional `x == value`.
    func testEditVariableIsAnOptionalEquality() throws {
        let x = factory.make("x"), y = factory.make("y")
        let solver = Solver()
        let floor = x >= 7
        try solver.add(floor)
        try solver.add((x == 0) ~ 1)
        try solver.add(x + y == 100)
        try solver.addEditVariable(x, priority: 999)
        try solver.remove(floor)
        XCTAssertEqual(solver.value(of: x), 7, accuracy: 1e-9, "held at its value when the edit was added")
        try solver.suggestValue(x, 30)
        XCTAssertEqual(solver.value(of: x), 30, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: y), 70, accuracy: 1e-9)
        try solver.add(x <= 20)
        XCTAssertEqual(solver.value(of: x), 20, accuracy: 1e-9, "a required bound beats the 999 edit")
        XCTAssertEqual(solver.objective().first { $0.priority == 999 }?.value ?? -1, 10, accuracy: 1e-9)
        try solver.removeEditVariable(x)
        XCTAssertEqual(solver.value(of: x), 0, accuracy: 1e-9, "only the weak x == 0 is left")
    }

    /// A cycle of three inequalities among unrelated required constraints: the conflict is exactly the cycle.
    func testConflictSetIsExactlyTheCycle() throws {
        let x = factory.make("x"), y = factory.make("y"), z = factory.make("z")
        let solver = Solver()
        let unrelated = [x >= -100, y <= 100, z + x >= -50, x + y + z <= 500]
        let a = x - y >= 0, b = y - z >= 0, closing = z - x >= 1
        for c in unrelated + [a, b] { try solver.add(c) }
        XCTAssertThrowsError(try solver.add(closing)) { error in
            guard case let SolverError.unsatisfiable(_, conflict) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(Set(conflict.map(ObjectIdentifier.init)), Set([a, b, closing].map(ObjectIdentifier.init)))
        }
    }
}
