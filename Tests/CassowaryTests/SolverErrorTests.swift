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
            XCTAssertThrowsError(try solver.add((y == 1) ~ bad), "priority \(bad)") {
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
