import XCTest
import Cassowary
@testable import LayoutModel

private typealias F = EngineFixture

/// `set "id".constant` applied in place (`applyConstantInPlace`, `Solver.replaceConstant`): every
/// edit must give what building the edited layout from scratch gives (the oracle), conflicts and
/// rejected edits included.
final class EngineConstantEditTests: XCTestCase {
    /// The shared side-by-side layout with a floor under b's width (`bMin`, required) to edit.
    private func base() -> Layout {
        var layout = F.sideBySide()
        layout.constraints.append(F.constraint("b.width", .greaterOrEqual, plus: 20, id: "bMin"))
        return layout
    }

    /// Applies `edit` to `engine` and the matching change to `expected`, then compares with a fresh
    /// engine built on `expected`.
    private func check(_ engine: LayoutEngine, _ expected: inout Layout, _ edit: LayoutEdit,
                       _ change: (inout Layout) -> Void, line: UInt = #line) throws {
        try engine.apply(edit)
        change(&expected)
        assertSameSolution(engine.solution(), try LayoutEngine(layout: expected).solution(), conflictMembers: true, line: line)
    }

    func testConstantEditsEqualBuildingFromScratch() throws {
        var expected = base()
        let engine = try LayoutEngine(layout: expected)
        // Required equality, optional equality, required inequality, an inactive one, no change.
        try check(engine, &expected, .setConstant(identifier: "gap", 20)) { $0.constraints[4].constant = 20 }
        try check(engine, &expected, .setConstant(identifier: "aWidth", 60)) { $0.constraints[2].constant = 60 }
        try check(engine, &expected, .setConstant(identifier: "bMin", 250)) { $0.constraints[10].constant = 250 }
        try check(engine, &expected, .setConstant(identifier: "bMin", 5)) { $0.constraints[10].constant = 5 }
        try check(engine, &expected, .setConstant(identifier: "aWide", 120)) { $0.constraints[9].constant = 120 }
        try check(engine, &expected, .setConstant(identifier: "aTop", 20)) { $0.constraints[1].constant = 20 }
        try check(engine, &expected, .setConstant(identifier: "aHeight", 64)) { $0.constraints[3].constant = 64 }
        // Hand-computed: margins 8, a = 60 wide (@750 holds), gap 20, b = 320 - 8 - 88 = 224.
        assertFrame(engine.solution(), "a", rect(8, 20, 60, 64))
        assertFrame(engine.solution(), "b", rect(88, 20, 224, 64))
    }

    /// The in-place path keeps the constraint's place among the solver's constraints (a removal
    /// and an add would move it to the end) and replaces only that constraint.
    func testAConstantEditChangesTheConstraintWhereItStands() throws {
        let engine = try LayoutEngine(layout: base())
        let before = engine.solution().constraints.map(\.lowered)
        let oldGap = try XCTUnwrap(engine.solution().constraints(identifier: "gap").first?.lowered)
        let place = try XCTUnwrap(engine.solver.constraints.firstIndex { $0 === oldGap })
        try engine.apply(.setConstant(identifier: "gap", 12))
        let after = engine.solution().constraints.map(\.lowered)
        let changed = zip(before, after).enumerated().filter { $0.element.0 !== $0.element.1 }.map(\.offset)
        let gapIndex = try XCTUnwrap(engine.solution().constraints.firstIndex { $0.spec.identifier == "gap" })
        XCTAssertEqual(changed, [gapIndex])
        let newGap = try XCTUnwrap(after[gapIndex])
        XCTAssertEqual(engine.solver.constraints.firstIndex { $0 === newGap }, place)
        XCTAssertFalse(engine.solver.contains(oldGap))
        // 8 + 100 + 12 = 120; b ends at the right margin, 312.
        assertFrame(engine.solution(), "b", rect(120, 20, 192, 40))
    }

    /// A rejected edit changes nothing: an unknown identifier, a constant outside the supported range.
    func testRejectedConstantEditsChangeNothing() throws {
        let engine = try LayoutEngine(layout: base())
        let before = engine.solution()
        let layoutBefore = engine.layout
        XCTAssertThrowsError(try engine.apply(.setConstant(identifier: "nothing", 3), at: F.location(40))) { error in
            XCTAssertEqual((error as? LayoutError)?.location, F.location(40))
        }
        XCTAssertThrowsError(try engine.apply(.setConstant(identifier: "gap", 1e12), at: F.location(41)))
        XCTAssertEqual(engine.layout.constraints, layoutBefore.constraints)
        assertSameSolution(engine.solution(), before, conflictMembers: true)
        // And the engine still edits in place afterwards.
        var expected = base()
        try check(engine, &expected, .setConstant(identifier: "gap", 30)) { $0.constraints[4].constant = 30 }
    }

    /// The Auto Layout Guide's too-wide view on a 500 screen: raising its floor to 600 makes the
    /// required constraints conflict; the recovery is the one building from scratch makes (the
    /// inequality is broken, `.firstInequality`), and lowering it again heals the layout.
    func testAConstantThatCausesAConflictRecoversAsFromScratch() throws {
        var expected = F.layout(width: 500, items: [F.view("wide")], constraints: [
            F.constraint("wide.leading", .equal, "root.leading", id: "leading"),
            F.constraint("wide.trailing", .equal, "root.trailing", id: "trailing"),
            F.constraint("wide.top", .equal, "root.top"), F.constraint("wide.height", .equal, plus: 44),
            F.constraint("wide.width", .greaterOrEqual, plus: 400, id: "atLeast"),
        ])
        let engine = try LayoutEngine(layout: expected)
        XCTAssertTrue(engine.solution().conflicts.isEmpty)
        try check(engine, &expected, .setConstant(identifier: "atLeast", 600)) { $0.constraints[4].constant = 600 }
        let conflict = try XCTUnwrap(engine.solution().conflicts.first)
        XCTAssertEqual(conflict.broken.identifier, "atLeast")
        XCTAssertEqual(conflict.choice, .firstInequality)
        assertFrame(engine.solution(), "wide", rect(0, 0, 500, 44))
        // While it is left out, edits take the general path and retry it.
        try check(engine, &expected, .setConstant(identifier: "leading", 10)) { $0.constraints[0].constant = 10 }
        try check(engine, &expected, .setConstant(identifier: "atLeast", 300)) { $0.constraints[4].constant = 300 }
        XCTAssertTrue(engine.solution().conflicts.isEmpty)
        // Back in place: 10 from the left, to the right edge.
        assertFrame(engine.solution(), "wide", rect(10, 0, 490, 44))
        try check(engine, &expected, .setConstant(identifier: "trailing", -10)) { $0.constraints[1].constant = -10 }
        assertFrame(engine.solution(), "wide", rect(10, 0, 480, 44))
    }

    /// Two constraints under one identifier change together (the general path), as from scratch.
    func testASharedIdentifierChangesEveryConstraint() throws {
        var expected = base()
        expected.constraints[3].identifier = "sizes"
        expected.constraints[2].identifier = "sizes"
        let engine = try LayoutEngine(layout: expected)
        try check(engine, &expected, .setConstant(identifier: "sizes", 50)) {
            $0.constraints[2].constant = 50
            $0.constraints[3].constant = 50
        }
        assertFrame(engine.solution(), "a", rect(8, 20, 50, 50))
    }
}
