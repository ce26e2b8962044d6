import XCTest
@testable import Cassowary

/// An optional equality that holds when added is solved for one of its variables, not left with
/// its fixed marker basic (`Solver.solveForVariable(insteadOf:)`), so later moves of its row
/// follow without a repair. Expectations are worked out by hand.
final class OptionalEqualitySubjectTests: XCTestCase {
    /// The pivots the solver reported, by phase.
    private final class PivotPhases: SolverObserver {
        var phases: [SolverPhase] = []
        func solver(_ solver: Solver, didEmit event: SolverEvent) {
            if case let .pivot(pivot) = event { phases.append(pivot.phase) }
        }
    }

    /// `b == a @500` holds at (0, 0) when added. Its row is then solved for a variable (one
    /// `subject` pivot, no value moves), so moving the edit `a` to 100 carries `b` along with no
    /// pivot at all; with the marker left basic, that move would have violated the marker's row.
    func testAnEditMovesAHeldOptionalEqualityWithoutAPivot() throws {
        for semantics in Semantics.allCases {
            let factory = VariableFactory()
            let a = factory.make("a"), b = factory.make("b")
            let solver = Solver(semantics: semantics)
            let watch = PivotPhases()
            solver.observer = watch
            let strong: ConstraintStrength = semantics == .lexicographic ? .priority(750) : .kiwi(.strong)
            let medium: ConstraintStrength = semantics == .lexicographic ? .priority(500) : .kiwi(.medium)
            try solver.addEditVariable(a, strong)
            let follow = Constraint(b - a, .equal, medium)
            try solver.add(follow)
            XCTAssertEqual(watch.phases, [.subject, .subject], "\(semantics)")
            let record = try XCTUnwrap(solver.records.compactMap { $0 }.first { $0.constraint === follow })
            XCTAssertFalse(solver.isBasic(record.marker), "\(semantics)")

            let pivotsBefore = solver.pivotCount
            try solver.suggestValue(a, 100)
            XCTAssertEqual(solver.pivotCount, pivotsBefore, "\(semantics)")
            XCTAssertEqual(solver.value(of: a), 100, accuracy: 1e-9)
            XCTAssertEqual(solver.value(of: b), 100, accuracy: 1e-9)
        }
    }

    /// A row with no free variable left (`x` is already basic through the first wish, so the
    /// second's row is markers and errors) keeps its marker: one `subject` pivot, not two.
    func testARowWithoutAFreeVariableKeepsItsMarker() throws {
        let factory = VariableFactory()
        let x = factory.make("x")
        let solver = Solver()
        let watch = PivotPhases()
        solver.observer = watch
        let first = Constraint(LinearExpression(x), .equal, priority: 500)
        let second = Constraint(LinearExpression(x), .equal, priority: 250)
        try solver.add(first)
        try solver.add(second)
        XCTAssertEqual(watch.phases, [.subject])
        let markers = solver.records.compactMap { $0 }.map(\.marker)
        XCTAssertEqual(markers.map(solver.isBasic), [false, true])
        XCTAssertEqual(solver.value(of: x), 0, accuracy: 1e-9)
    }
}
