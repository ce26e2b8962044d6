import Cassowary
import XCTest

/// The errors of the public API, and the failure event an observer sees.
final class SolverErrorTests: XCTestCase {
    private let factory = VariableFactory()

    func testMisuseIsReportedNotIgnored() throws {
        let x = factory.make("x"), y = factory.make("y")
        let solver = Solver()
        let c = x >= 1
        try solver.add(c)
        XCTAssertThrowsError(try solver.add(c)) { XCTAssertEqual($0 as? SolverError, .duplicateConstraint(c)) }
        let stranger = x <= 9
        XCTAssertThrowsError(try solver.remove(stranger)) { XCTAssertEqual($0 as? SolverError, .unknownConstraint(stranger)) }
        for bad in [0.0, -1, 1000.5, .nan] {
            XCTAssertThrowsError(try solver.add((y == 1) ~ Priority(bad)), "priority \(bad)") {
                guard case .invalidPriority = $0 as? SolverError else { return XCTFail("\($0)") }
            }
        }
        XCTAssertThrowsError(try solver.addEditVariable(y, priority: Priority.required)) {
            XCTAssertEqual($0 as? SolverError, .requiredEditVariable(y))
        }
        XCTAssertThrowsError(try solver.suggestValue(y, 3)) { XCTAssertEqual($0 as? SolverError, .unknownEditVariable(y)) }
        try solver.addEditVariable(y, priority: 500)
        XCTAssertThrowsError(try solver.addEditVariable(y, priority: 500)) { XCTAssertEqual($0 as? SolverError, .duplicateEditVariable(y)) }
        try solver.removeEditVariable(y)
        XCTAssertThrowsError(try solver.removeEditVariable(y)) { XCTAssertEqual($0 as? SolverError, .unknownEditVariable(y)) }
        XCTAssertEqual(solver.constraints.map(ObjectIdentifier.init), [ObjectIdentifier(c)], "misuse changed nothing")
    }

    /// Numbers far outside what the front ends accept (`SupportedRange`), where rounding outgrows
    /// the tolerance by which a constraint holds, are refused by the solver itself with an error
    /// that names them, and change nothing; up to the solver's own limit they are taken.
    func testNumbersBeyondTheSolversRangeAreRefused() throws {
        let x = factory.make("x"), y = factory.make("y")
        let solver = Solver()
        let kept = x == 5
        try solver.add(kept)
        try solver.add(y == 1e9)
        try solver.add(1e-7 * x + 1e7 * y >= 0)
        let refused: [(Constraint, [String])] = [
            (x == 1e32, ["the constant of", "1e+32 is outside the numbers the solver takes (within ±1e9)"]),
            (x + 1e-300 * y >= 0, ["the coefficient of y in", "1e-300 is outside the coefficients the solver takes"]),
            (x + 1e8 * y <= 0, ["the coefficient of y in", "100000000 is outside the coefficients the solver takes"]),
            (x == .nan, ["the constant of", "is outside the numbers the solver takes"]),
        ]
        for (constraint, parts) in refused {
            XCTAssertThrowsError(try solver.add(constraint), "\(constraint)") { error in
                guard case .unsupported = error as? SolverError else { return XCTFail("\(error)") }
                for part in parts { XCTAssertTrue("\(error)".contains(part), "\(error)") }
            }
        }
        try solver.addEditVariable(x, priority: 500)
        XCTAssertThrowsError(try solver.suggestValue(x, -2e9)) {
            XCTAssertTrue("\($0)".contains("the value suggested for x: -2000000000 is outside the numbers the solver takes"), "\($0)")
        }
        XCTAssertThrowsError(try solver.replaceConstant(of: kept, with: x == 1e10)) {
            XCTAssertTrue("\($0)".contains("10000000000 is outside the numbers the solver takes"), "\($0)")
        }
        XCTAssertThrowsError(try solver.sweep(of: kept, from: 0, to: 1e12)) {
            XCTAssertTrue("\($0)".contains("the sweep's range: 1000000000000 is outside"), "\($0)")
        }
        XCTAssertEqual(solver.constraints.count, 3, "nothing refused was added")
        XCTAssertEqual(solver.value(of: x), 5)
        XCTAssertEqual(solver.value(of: y), 1e9)
    }

    /// An optional priority in a weighted solver, or a kiwi strength in a lexicographic one, is an
    /// error naming both kinds; required constraints of either kind are accepted by both.
    func testStrengthOfTheOtherKindIsRejectedUnlessRequired() throws {
        let x = factory.make("x"), y = factory.make("y")
        let lexicographic = Solver(), weighted = Solver(semantics: .weighted)
        let kiwi = (x == 1) ~ Strength.strong, autoLayout = (x == 2) ~ 750
        XCTAssertThrowsError(try lexicographic.add(kiwi)) {
            XCTAssertEqual($0 as? SolverError, .mismatchedStrength(.kiwi(.strong), solver: .lexicographic))
            XCTAssertEqual("\($0)", "optional strength 1000000 is for weighted solvers; this solver is lexicographic "
                + "and needs an Auto Layout Priority")
        }
        XCTAssertThrowsError(try weighted.add(autoLayout)) {
            XCTAssertEqual("\($0)", "optional priority 750 is for lexicographic solvers; this solver is weighted "
                + "and needs a kiwi Strength")
        }
        XCTAssertThrowsError(try weighted.addEditVariable(y, priority: 500)) {
            XCTAssertEqual($0 as? SolverError, .mismatchedStrength(.priority(500), solver: .weighted))
        }
        XCTAssertTrue(lexicographic.constraints.isEmpty && weighted.constraints.isEmpty && !weighted.hasEditVariable(y))
        try lexicographic.add((x >= 0) ~ Strength.required)
        try weighted.add(x >= 0)
        try weighted.add((y <= 5) ~ Strength.weak)
        XCTAssertThrowsError(try weighted.add(x <= -1), "required in weighted mode too")
    }

    /// An observer is told about a failed add, once, with the same conflict set as the error.
    func testFailedAddIsReportedToTheObserver() throws {
        let x = factory.make("x")
        let solver = Solver()
        let recorder = TraceRecorder()
        solver.observer = recorder
        let low = x >= 10, high = x <= 5
        try solver.add(low)
        var thrown: [Constraint] = []
        XCTAssertThrowsError(try solver.add(high)) {
            if case let SolverError.unsatisfiable(_, conflict) = $0 { thrown = conflict }
        }
        let failures = recorder.events.compactMap { event -> [Constraint]? in
            if case let .failed(c, conflict) = event, c === high { return conflict }
            return nil
        }
        XCTAssertEqual(failures.count, 1)
        XCTAssertEqual(failures.first?.map(ObjectIdentifier.init), thrown.map(ObjectIdentifier.init))
    }
}
