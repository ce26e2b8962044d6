import Explain
import Foundation
import LayoutScript
import XCTest

/// The reason given for a conflict made only of system constraints names the constraint kept
/// (the UISV-hiding being added) and the one broken (docs/semantics.md, "Conflicts made only by
/// the system").
final class SystemOnlyConflictReasonTests: XCTestCase {
    func testTheReasonSaysTheConstraintBeingAddedIsKept() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Scenarios/stack-hiding-nested.layout")
        let scenario = try ScenarioParser.parse(try String(contentsOf: url, encoding: .utf8), file: "stack-hiding-nested.layout")
        let run = try ScenarioRun(scenario)
        try run.run(through: 1)
        let solution = run.engine.solution()
        XCTAssertEqual(solution.conflicts.count, 2)
        let appFirst = ConflictExplanation(solution.conflicts[0], in: solution)
        XCTAssertTrue(appFirst.reason[0].hasPrefix("`three.height == 44 \"three-height\"` is the only app constraint"),
                      appFirst.reason[0])
        let systemOnly = ConflictExplanation(solution.conflicts[1], in: solution)
        XCTAssertEqual(systemOnly.reason[0], "Every member is system-made. UIKit then keeps the one being added,"
            + " `child.height == 0 \"UISV-hiding\"`, and breaks another: of the rest,"
            + " `three.top == two.bottom + 16 \"UISV-spacing\"` was added to the layout engine most recently, so it is the one broken.")
        XCTAssertEqual(systemOnly.members.filter(\.isBeingAdded).map(\.syntax), ["child.height == 0 \"UISV-hiding\""])
    }
}
