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
