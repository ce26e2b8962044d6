import XCTest
@testable import Cassowary

/// A console log's chain (synthetic): `count` labels, each 20 pt tall (required) and 8 pt below
/// the one before, hung in a 44 pt cell. Closing the loop makes the dual simplex walk round it;
/// pinned heights released from long rows (`PinnedVariables.swift`) keep the rows it makes short.
final class PinnedVariableTests: XCTestCase {
    /// The chain with every constraint but the one tying the last label to the cell's bottom.
    private func chain(_ count: Int, pinReleaseRowLength: Int? = nil) throws -> (Solver, [Variable], [Variable], Variable, Variable) {
        let factory = VariableFactory()
        let solver = Solver()
        if let pinReleaseRowLength { solver.pinReleaseRowLength = pinReleaseRowLength }
        let cellTop = factory.make("cell.top"), cellBottom = factory.make("cell.bottom")
        let tops = (0..<count).map { factory.make("label\($0).top") }
        let heights = (0..<count).map { factory.make("label\($0).height") }
        // The engine's order: size floors, then the log's constraints in the order it lists them.
        // Like the log, nothing places the cell: only its height is known.
        for height in heights { try solver.add(Constraint(LinearExpression(height), .greaterOrEqual)) }
        for k in 0..<count {
            try solver.add(Constraint(heights[k] - 20.0, .equal))
            let above = k == 0 ? LinearExpression(cellTop) : tops[k - 1] + heights[k - 1]
            try solver.add(Constraint(tops[k] - above - 8.0, .equal))
        }
        try solver.add(Constraint(cellBottom - cellTop - 44.0, .equal))
        return (solver, tops, heights, cellTop, cellBottom)
    }

    /// The longest row any pivot made while it watched.
    private final class RowWatch: SolverObserver {
        var longest = 0
        func solver(_ solver: Solver, didEmit event: SolverEvent) {
            guard case let .pivot(pivot) = event, let row = solver.rows[pivot.entering.id] else { return }
            longest = max(longest, row.cells.count)
        }
    }

    /// Closed at 999, the chain gives way in that constraint alone: every label keeps its height
    /// and its 8 pt. Walking round the loop to get there, no pivot makes a row of more than a few
    /// dozen symbols; without the release (an endless threshold) the walk's rows hold every
    /// height passed so far.
    func testAWalkRoundTheLoopKeepsItsRowsShort() throws {
        let count = 300
        for threshold in [nil, Int.max] {
            let (solver, tops, heights, cellTop, cellBottom) = try chain(count, pinReleaseRowLength: threshold)
            let watch = RowWatch()
            solver.observer = watch
            try solver.add(Constraint(cellBottom - tops[count - 1] - heights[count - 1] - 8.0, .equal, priority: Priority(999)))
            for k in 0..<count {
                XCTAssertEqual(solver.value(of: heights[k]), 20, accuracy: 1e-9)
                XCTAssertEqual(solver.value(of: tops[k]) - solver.value(of: cellTop), 8 + 28 * Double(k), accuracy: 1e-6)
            }
            XCTAssertEqual(solver.value(of: cellBottom) - solver.value(of: cellTop), 44, accuracy: 1e-9)
            if threshold == nil {
                XCTAssertGreaterThan(solver.pinReleases, count / 2)
                XCTAssertLessThanOrEqual(watch.longest, 2 * solver.pinReleaseRowLength)
            } else {
                XCTAssertEqual(solver.pinReleases, 0)
                XCTAssertGreaterThan(watch.longest, count / 2)
            }
        }
    }

    /// Closed as required, the chain conflicts. A minimal set needs every link and, for each label,
    /// something that keeps its height from shrinking: its own 20 pt or its floor (the release
    /// decides which the set names; both are correct).
    func testAClosedChainStillNamesAMinimalConflict() throws {
        let count = 100
        let (solver, tops, heights, _, cellBottom) = try chain(count)
        let closing = Constraint(cellBottom - tops[count - 1] - heights[count - 1] - 8.0, .equal)
        XCTAssertThrowsError(try solver.add(closing)) { error in
            guard case let SolverError.unsatisfiable(_, conflict) = error else { return XCTFail("\(error)") }
            XCTAssertTrue(conflict.contains { $0 === closing })
            XCTAssertEqual(solver.deletionFilter(conflict).count, conflict.count, "the set is minimal")
            // Every label's top link is in the set (the gaps are what overflow the cell).
            let labels = Set(conflict.flatMap { $0.expression.terms.map(\.variable.id) })
            for k in 0..<count { XCTAssertTrue(labels.contains(tops[k].id), "label \(k)'s link") }
        }
        XCTAssertGreaterThan(solver.pinReleases, 0)
    }
}
