@testable import Explain
import LayoutModel
import LayoutScript
import XCTest

/// Each recovered conflict shows the layout right after its own recovery,
/// not after a later one, and a left-out constraint the layout happens to meet is never "off by 0".
final class ConflictFramesTests: XCTestCase {
    /// Two required conflicts met while the layout is built, constraints going in as declared:
    /// `w2` against `w1`, then `h2` against `h1`. Equalities with no size below zero: the first
    /// listed is broken each time (docs/semantics.md), so box is 200 wide (`w1` off by 100) and
    /// 80 high (`h1` off by 30). Only after both does `t` put box 40 down.
    static let twoConflicts = """
        screen 320 x 480
        view box
        box.left == root.left "l"
        box.width == 100 "w1"
        box.width == 200 "w2"
        box.height == 50 "h1"
        box.height == 80 "h2"
        box.top == root.top + 40 "t"

        """

    func testEachConflictShowsTheLayoutRightAfterItsOwnRecovery() throws {
        let run = try ScenarioRun(ScenarioParser.parse(Self.twoConflicts, file: "conflicts.layout"))
        try run.run()
        let solution = run.engine.solution()
        let conflicts = solution.conflicts.map { ConflictExplanation($0, in: solution) }
        XCTAssertEqual(conflicts.map(\.broken.identifier), ["w1", "h1"])
        // Right after `w1` was taken out, `l`, `w2` and `h1` held and nothing placed box vertically
        // yet (a variable no constraint names is 0 in the solver): (0, 0, 200, 50).
        XCTAssertEqual(conflicts[0].frames.map(\.item), ["box"])
        XCTAssertEqual(conflicts[0].frames.first?.frame, Rect(x: 0, y: 0, width: 200, height: 50))
        XCTAssertEqual(conflicts[0].brokenError, 100)
        // Right after `h1` was taken out every other constraint had gone in: `t` puts box at y 40.
        XCTAssertEqual(conflicts[1].frames.first?.frame, Rect(x: 0, y: 40, width: 200, height: 80))
        XCTAssertEqual(conflicts[1].brokenError, 30)
        // The step's own frame of box is the final one.
        XCTAssertEqual(solution.frame(of: "box"), Rect(x: 0, y: 40, width: 200, height: 80))
    }

    func testALeftOutConstraintThatHappensToHoldIsNotOffByZero() {
        let member = ConflictExplanation.Member(syntax: "box.width == 100", source: "a.layout:3:1", identifier: "w",
                                                priority: 1000, isSystemMade: false)
        let holding = ConflictExplanation.reason(members: [member], broken: member, choice: .onlyAppMember, error: 0,
                                                   errorAtEnd: 0, inPoints: true).joined(separator: " ")
        XCTAssertFalse(holding.contains("off by 0"), holding)
        XCTAssertTrue(holding.contains("left out, yet happens to hold"), holding)
        let laterHolding = ConflictExplanation.reason(members: [member], broken: member, choice: .onlyAppMember, error: 20,
                                                        errorAtEnd: 0, inPoints: true).joined(separator: " ")
        XCTAssertTrue(laterHolding.contains("off by 20 pt."), laterHolding)
        XCTAssertTrue(laterHolding.contains("still left out, yet happens to hold"), laterHolding)
    }
}
