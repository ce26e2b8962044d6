import Explain
import XCTest

/// Hand-checked explanations. The row: 320 wide, margins 8, gap 8, so the two widths sum to 296;
/// `name` wants 46, `level` 65.
final class BrokenConstraintExplainerTests: XCTestCase {
    static let row = """
    screen 320 x 568
    label name text "Name" hugging h HUG
    label level text "Level 12" hugging h 250
    H:|-[name]-[level]-| "row"
    V:|-20-[name]
    level.firstBaseline == name.firstBaseline "baselines"
    """

    func testStrongerHuggingWins() throws {
        let all = try ExplainSupport.explanations(Self.row.replacingOccurrences(of: "HUG", with: "251"))
        XCTAssertEqual(all.count, 1)
        let hugging = try ExplainSupport.only(all, "level.width <= 65 @250")
        XCTAssertEqual(hugging.error, 185)
        XCTAssertEqual(hugging.kind, .lostToStronger)
        XCTAssertFalse(hugging.isTie)
        // The required row (three pieces), the screen width and name's hugging at 251.
        XCTAssertEqual(hugging.members.map(\.syntax), [
            "name.leading == root.leadingMargin \"row\"", "level.leading == name.trailing + 8 \"row\"",
            "root.trailingMargin == level.trailing \"row\"", "root.width == 320 \"UIView-Encapsulated-Layout-Width\"",
            "name.width <= 46 @251",
        ])
        XCTAssertEqual(hugging.pinnedSums, ["name.width + level.width == 296"])
        XCTAssertEqual(hugging.members[0].source, "test.layout:4:4")
        XCTAssertTrue(hugging.narrative.contains { $0.contains("gets `level.width = 250`: 185 pt more than it allows") })
        try ExplainSupport.assertVerified(all)
    }

    func testEqualHuggingIsATie() throws {
        let all = try ExplainSupport.explanations(Self.row.replacingOccurrences(of: "HUG", with: "250"))
        XCTAssertEqual(all.count, 1)
        let broken = all[0]
        XCTAssertEqual(broken.error, 185)
        XCTAssertEqual(broken.kind, .tradeOff)
        XCTAssertTrue(broken.isTie)
        XCTAssertEqual(broken.errorRange.lower, 0, accuracy: 1e-9)
        XCTAssertEqual(broken.errorRange.upper, 185, accuracy: 1e-9)
        XCTAssertEqual(broken.members.filter { !$0.isRequired }.map(\.syntax), ["name.width <= 46 @250"])
        try ExplainSupport.assertVerified(all)
    }

    /// One 751 beats three 750s; each 750 is explained by the 751 alone (plus nothing required).
    func testOne751BeatsThe750s() throws {
        let source = """
        view box
        H:|-[box]
        V:|-20-[box(40)]
        box.width == 90 @750 "narrow-90"
        box.width <= 100 @750 "narrow-100"
        box.width == 200 @751 "wide"
        """
        let all = try ExplainSupport.explanations(source)
        XCTAssertEqual(all.map(\.constraint.identifier), ["narrow-90", "narrow-100"])
        for explanation in all {
            XCTAssertEqual(explanation.kind, .lostToStronger)
            XCTAssertFalse(explanation.isTie)
            XCTAssertEqual(explanation.members.map(\.identifier), ["wide"])
        }
        XCTAssertEqual(all.map(\.error), [110, 100])
        try ExplainSupport.assertVerified(all)
    }

    /// Two 750s against one: the one loses a trade-off that is decided (2 × 10 > 1 × 10), not a tie.
    func testDecidedTradeOff() throws {
        let source = """
        view box
        H:|-[box]
        V:|-20-[box(40)]
        box.width == 100 @750 "a"
        box.width == 100 @750 "b"
        box.width == 110 @750 "c"
        """
        let all = try ExplainSupport.explanations(source)
        let c = try ExplainSupport.only(all, "c")
        XCTAssertEqual(c.error, 10)
        XCTAssertEqual(c.kind, .tradeOff)
        XCTAssertFalse(c.isTie)
        XCTAssertEqual(c.members.map(\.identifier), ["a", "b"])
        try ExplainSupport.assertVerified(all)
    }

    func testEqualPriorityTie() throws {
        let source = """
        view tie
        H:|-[tie]
        V:|-20-[tie(40)]
        tie.width == 100 @500 "tie-100"
        tie.width == 140 @500 "tie-140"
        """
        let all = try ExplainSupport.explanations(source)
        XCTAssertEqual(all.count, 1)
        let broken = all[0]
        XCTAssertEqual(broken.error, 40)
        XCTAssertEqual(broken.kind, .tradeOff)
        XCTAssertTrue(broken.isTie)
        XCTAssertEqual(broken.members.count, 1)
        XCTAssertTrue(broken.narrative.last!.contains("ambiguity"))
        try ExplainSupport.assertVerified(all)
    }

    func testCleanLayoutHasNothingToExplain() throws {
        let all = try ExplainSupport.explanations("view box\nH:|-[box]-|\nV:|-[box]-|\n")
        XCTAssertTrue(all.isEmpty)
    }
}
