import LayoutModel
import XCTest
@testable import LayoutScript

/// docs/scenario-language.md, "Steps": `remove NAME` (removeFromSuperview) and `add NAME to PARENT`.
/// UIKit's rule (docs/semantics.md, "Removing a view from its superview"): the constraints that tie
/// the removed subtree to the rest of the hierarchy go for good; those held inside it go with it.
final class ViewRemovalTests: XCTestCase {
    private func run(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> ScenarioRun {
        let scenario = try XCTUnwrap(Parse.scenario(text, file: file, line: line))
        let run = try ScenarioRun(scenario)
        try run.run()
        return run
    }

    /// card (20, 100, 200 x 100) holds badge at (10, 5) in it, 40 x 30; `other` follows the badge at
    /// 750 (x = 20 + 10 + 40 + 8 = 78) rather than sit at x = 8 at 250.
    private let cardAndBadge = """
        view card
        view badge in card
        view other
        card.leading == root.leading + 20 "card-left"
        card.top == root.top + 100 "card-top"
        card.width == 200 "card-w"
        card.height == 100 "card-h"
        badge.leading == card.leading + 10 "badge-left"
        badge.top == card.top + 5 "badge-top"
        badge.width == 40 "badge-w"
        badge.height == 30 "badge-h"
        other.top == root.top + 300 "other-top"
        other.width == 50 "other-w"
        other.height == 50 "other-h"
        other.leading == badge.trailing + 8 @750 "other-after-badge"
        other.leading == root.leading + 8 @250 "other-fallback"
        expect other.frame == (78, 300, 50, 50)
        expect "other-fallback" broken 70

        """

    func testRemovingDropsTheConstraintsThatTieTheSubtreeToTheRest() throws {
        let run = try run(cardAndBadge + """
            step "remove the card" {
                remove card
                expect other.frame == (8, 300, 50, 50)
                expect "other-fallback" satisfied
                expect no conflict
            }
            """)
        XCTAssertEqual(run.failures.map(\.description), [])
        let layout = run.engine.layout
        XCTAssertNil(layout.item(named: "card"))
        XCTAssertNil(layout.item(named: "badge"))
        // Held outside the subtree (card with root, other with badge): gone. Held inside: kept aside.
        XCTAssertEqual(layout.constraints.compactMap(\.identifier), ["other-top", "other-w", "other-h", "other-fallback"])
        XCTAssertEqual(layout.removedViews.map(\.name), ["card"])
        XCTAssertEqual(layout.removedViews.first?.items.map(\.name), ["card", "badge"])
        XCTAssertEqual(layout.removedViews.first?.constraints.compactMap(\.identifier),
                       ["card-w", "card-h", "badge-left", "badge-top", "badge-w", "badge-h"])
        // The removed views are not in the step's frames.
        XCTAssertNil(run.results.kept.last?.solution.frames.first { $0.item == "badge" })
    }

    func testAddingBackBringsTheInsideConstraintsOnlyAndDroppedOnesStayDropped() throws {
        // Back under `other` (8, 300): the card is placed by two new constraints at (0, 60) in it,
        // so in the window at (8, 360); the badge keeps its (10, 5) inside the card, so its left edge
        // is at 8 + 10 = 18 in window coordinates. "other-after-badge" stays dropped: `other` stays at 8.
        let run = try run(cardAndBadge + """
            step "remove the card" {
                remove card
            }
            step "add it to other" {
                add card to other
                card.leading == other.leading "card-in-other-left"
                card.top == other.top + 60 "card-in-other-top"
                expect card.frame == (0, 60, 200, 100)
                expect badge.frame == (10, 5, 40, 30)
                expect badge.left == 18
                expect badge.top == 365
                expect other.frame == (8, 300, 50, 50)
                expect "badge-left" satisfied
                expect card not ambiguous
            }
            """)
        XCTAssertEqual(run.failures.map(\.description), [])
        XCTAssertEqual(run.engine.layout.item(named: "card")?.parent, "other")
        XCTAssertTrue(run.engine.layout.removedViews.isEmpty)
        XCTAssertFalse(run.engine.layout.constraints.contains { $0.identifier == "other-after-badge" })
    }

    func testAnArrangedViewLeavesItsStackAndComesBackAtAnIndex() throws {
        // Fill distribution, spacing 10, intrinsic widths 30, 40 and 50 (each view keeps its width:
        // hugging and compression both hold). [a b c]: c at 30 + 10 + 40 + 10 = 90, the row 140 wide.
        // Without b: [a c], c at 30 + 10 = 40, the row 90 wide. b back at index 0: [b a c],
        // a at 40 + 10 = 50, c at 50 + 30 + 10 = 90.
        let run = try run("""
            stack row axis horizontal spacing 10 {
                view a intrinsic 30 x 20
                view b intrinsic 40 x 20
                view c intrinsic 50 x 20
                spacing 20 after b
            }
            row.leading == root.leading
            row.top == root.top + 40
            expect c.frame == (100, 0, 50, 20)
            step "remove b" {
                remove b
                expect c.frame == (40, 0, 50, 20)
                expect row.width == 90
            }
            step "insert b first" {
                add b to row at 0
                expect b.frame == (0, 0, 40, 20)
                expect a.frame == (50, 0, 30, 20)
                expect c.frame == (90, 0, 50, 20)
                expect row.width == 140
            }
            """)
        // The initial c is at 30 + 10 + 40 + 20 (the custom spacing after b) = 100; removing b forgets it.
        XCTAssertEqual(run.failures.map(\.description), [])
        XCTAssertEqual(run.engine.layout.item(named: "row")?.stack?.arranged, ["b", "a", "c"])
        XCTAssertEqual(run.engine.layout.item(named: "row")?.stack?.customSpacing, [:])
    }

    func testASystemGuideBelongsToItsView() throws {
        // scroll.contentGuide is held by the scroll view, so a constraint to it from inside goes with
        // the scroll view; root.safeArea is the root's, so a constraint to it is dropped.
        let run = try run("""
            scroll scroll
            H:|[scroll]|
            V:|[scroll]|
            view content in scroll
            content.top == scroll.contentGuide.top "to-content-guide"
            content.leading == safeArea.leading "to-safe-area"
            step "s" {
                remove scroll
            }
            """)
        XCTAssertEqual(run.engine.layout.constraints.count, 0)
        XCTAssertEqual(run.engine.layout.removedViews.first?.constraints.map(\.identifier), ["to-content-guide"])
        XCTAssertEqual(ViewRemoval.owner(of: "root.safeArea"), "root")
    }

    func testNamesOfARemovedSubtreeAreErrorsUntilItComesBack() {
        let errors = Parse.errors(cardAndBadge + """
            step "remove" {
                remove card
                set badge hidden true
                badge.width == 10
                expect card.frame == (0, 0, 1, 1)
                activate "other-after-badge"
                deactivate "badge-w"
                view card
                add badge to root
            }
            step "back" {
                add card to root
                set badge hidden true
                activate "badge-w"
                activate "other-after-badge"
                expect "other-after-badge" inactive
                removeFromSuperview card
                set card hidden true
            }
            """)
        XCTAssertEqual(errors, [
            "21:9: 'badge' was removed from its superview with 'card' at line 20; add it back first ('add card to …')",
            "22:5: 'badge' was removed from its superview with 'card' at line 20; add it back first ('add card to …')",
            "23:12: 'card' was removed from its superview at line 20; add it back first ('add card to …')",
            "24:14: \"other-after-badge\" was dropped when 'card' was removed from its superview at line 20: removeFromSuperview removes the constraints that tie a view to the rest of the hierarchy, for good; add a new one",
            "25:16: \"badge-w\" is held inside 'card', which was removed from its superview at line 20; add 'card' back first",
            "26:10: 'card' was removed from its superview at line 20; add it back with 'add card to …' instead of declaring it again",
            "27:9: 'badge' was removed with 'card' at line 20; add 'card' back and its subviews come with it",
            "33:14: \"other-after-badge\" was dropped when 'card' was removed from its superview at line 20: removeFromSuperview removes the constraints that tie a view to the rest of the hierarchy, for good; add a new one",
            "34:12: \"other-after-badge\" was dropped when 'card' was removed from its superview at line 20: removeFromSuperview removes the constraints that tie a view to the rest of the hierarchy, for good; add a new one",
            "36:9: 'card' was removed from its superview at line 35; add it back first ('add card to …')",
        ])
    }

    func testBadRemovalsAndAdditions() {
        let errors = Parse.errors("""
            view a
            guide g in a
            view b
            stack s
            step "bad" {
                remove root
                remove g
                add b to a
                remove a
                add a to g
                add a to b at 0
                add a to s at 1
                remove nowhere
                remove a, b
            }
            """)
        XCTAssertEqual(errors, [
            "6:12: 'root' is the root view; it has no superview to leave",
            "7:12: 'g' is a layout guide; only a view can be removed from its superview",
            "8:9: 'b' is in the hierarchy; only a view removed by an earlier 'remove' can be added (declare a new view instead)",
            "10:14: 'g' was removed from its superview with 'a' at line 9; add it back first ('add a to …')",
            "11:14: 'b' is not a stack view, so 'at' has no arranged position to take",
            "12:5: index 1 is past the end of the arranged views of 's' (it has 0); UIKit throws",
            "13:12: unknown view 'nowhere'",
            "14:13: expected end of line (one view per 'remove'; constraint identifiers go in quotes), found ','",
        ])
    }

    func testEditWriterAndDumpWriteTheEdits() {
        let writer = ScenarioEditWriter()
        XCTAssertEqual(writer.lines(for: [.removeFromSuperview(item: "card"),
                                          .addToSuperview(item: "card", parent: "root", arrangedIndex: nil),
                                          .addToSuperview(item: "b", parent: "row", arrangedIndex: 0)]),
                       ["remove card", "add card to root", "add b to row at 0"])
        // The writer's lines read back as the same edits.
        let scenario = Parse.scenario("""
            stack row {
                view b
            }
            view card
            step "s" {
                remove card
                add card to root
                remove b
                add b to row at 0
            }
            """)
        XCTAssertEqual(scenario?.steps.first?.edits.map(\.edit),
                       [.removeFromSuperview(item: "card"), .addToSuperview(item: "card", parent: "root", arrangedIndex: nil),
                        .removeFromSuperview(item: "b"), .addToSuperview(item: "b", parent: "row", arrangedIndex: 0)])
        XCTAssertEqual(ScenarioDump.describe(LayoutEdit.removeFromSuperview(item: "card")), "remove view card")
    }
}
