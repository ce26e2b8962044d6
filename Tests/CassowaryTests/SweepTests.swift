import XCTest
@testable import Cassowary

/// Breakpoints of a sweep are exact and real: solving just below and just above each one in a fresh
/// solver shows exactly the reported change, and the sweep leaves the solver as it was.
final class SweepTests: XCTestCase {
    func testTwoLabelRowBreakpoints() throws {
        let factory = VariableFactory()
        let width = factory.make("width"), nameWidth = factory.make("name.width"), levelWidth = factory.make("level.width")
        let screen = Constraint(width - 320, .equal, label: "screen")
        // name.width + level.width == width - 30; intrinsic widths 80; level resists compression more.
        let others = [
            Constraint(nameWidth + levelWidth - (width - 30), .equal, label: "row"),
            Constraint(nameWidth - 80, .greaterOrEqual, priority: 750, label: "name.cr"),
            Constraint(nameWidth - 80, .lessOrEqual, priority: 251, label: "name.hug"),
            Constraint(levelWidth - 80, .greaterOrEqual, priority: 751, label: "level.cr"),
            Constraint(levelWidth - 80, .lessOrEqual, priority: 250, label: "level.hug"),
            Constraint(nameWidth.expression, .greaterOrEqual, label: "name.floor"),
            Constraint(levelWidth.expression, .greaterOrEqual, label: "level.floor"),
        ]
        let solver = Solver()
        for constraint in [screen] + others { try solver.add(constraint) }
        let valuesBefore = [width, nameWidth, levelWidth].map(solver.value(of:))
        let found = try solver.breakpoints(of: screen, from: 100, to: 600)
        XCTAssertEqual(found.map(\.value), [110, 190])
        XCTAssertEqual(found[0].brokenBelow.map(\.label), ["level.cr"])
        XCTAssertEqual(found[1].brokenBelow.map(\.label), ["name.cr"])
        XCTAssertEqual(found[1].brokenAbove.map(\.label), ["level.hug"])
        XCTAssertEqual([width, nameWidth, levelWidth].map(solver.value(of:)), valuesBefore)
        for breakpoint in found {
            let below = try brokenLabels(others, screenAt: breakpoint.value - 0.01)
            let above = try brokenLabels(others, screenAt: breakpoint.value + 0.01)
            XCTAssertEqual(below.subtracting(above), Set(breakpoint.brokenBelow.map(\.label)), "at \(breakpoint.value)")
            XCTAssertEqual(above.subtracting(below), Set(breakpoint.brokenAbove.map(\.label)), "at \(breakpoint.value)")
        }
    }

    func testASweepIntoAnInfeasibleRangeSaysWhere() throws {
        let factory = VariableFactory()
        let width = factory.make("width"), box = factory.make("box")
        let screen = Constraint(width - 320, .equal)
        let solver = Solver()
        try solver.add(screen)
        try solver.add(Constraint(box - 100, .greaterOrEqual))
        try solver.add(Constraint(width - box, .greaterOrEqual))
        XCTAssertThrowsError(try solver.breakpoints(of: screen, from: 50, to: 400)) { error in
            XCTAssertEqual("\(error)", "unsupported: at 50 the required constraints cannot all hold")
        }
        XCTAssertEqual(solver.value(of: width), 320)
    }

    private func brokenLabels(_ constraints: [Constraint], screenAt value: Double) throws -> Set<String> {
        let solver = Solver()
        try solver.add(Constraint(constraints[0].expression.terms.first { $0.variable.name == "width" }!.variable - value, .equal))
        for constraint in constraints { try solver.add(constraint) }
        return Set(constraints.filter { !$0.isRequired && solver.error(of: $0) > 1e-6 }.map(\.label))
    }
}
