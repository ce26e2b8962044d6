import Explain
import Foundation
import LayoutModel
import LayoutScript
import XCTest

/// The explanation says what a constraint asked for and what the layout gave, in points, why
/// fill-proportionally shares do not add up, and pins with leading/trailing; every number here is
/// worked out by hand in the comments.
final class ExplanationWordsTests: XCTestCase {
    /// Two boxes: `b` must start 8 pt after `a` (required) but would like 30 (@500).
    static let gap = """
    screen 320 x 568
    view a
    view b
    a.leading == root.leading + 10
    a.width == 100
    b.leading == a.trailing + 8 "tight"
    b.leading >= a.trailing + 30 @500 "gap"
    b.width == 50
    V:|-20-[a(40)]
    V:|-20-[b(40)]
    """

    func testAnInequalityBetweenTwoAnchorsSaysWhatItAskedAndWhatItGot() throws {
        let broken = try ExplainSupport.only(ExplainSupport.explanations(Self.gap), "gap")
        // The required 8 pt leaves b.leading = a.trailing + 8: 30 - 8 = 22 pt short of the 30 asked for.
        XCTAssertEqual(broken.error, 22, accuracy: 1e-9)
        XCTAssertTrue(broken.narrative.contains {
            $0.contains("asks for `b.leading >= a.trailing + 30` and gets `b.leading = a.trailing + 8`: 22 pt less than it needs")
        }, "\(broken.narrative)")
        // The winner is the required `tight`, at 1000.
        XCTAssertTrue(broken.narrative.contains { $0.hasPrefix("It lost to stronger constraints (priority 1000)") }, "\(broken.narrative)")
        XCTAssertFalse(broken.narrative.joined().contains("error"), "no solver words: \(broken.narrative)")
    }

    func testAHuggingLossSaysTheWidthItGot() throws {
        // BrokenConstraintExplainerTests.row with name hugging at 251: 296 - 46 = 250 for level, 185 over its 65.
        let source = BrokenConstraintExplainerTests.row.replacingOccurrences(of: "HUG", with: "251")
        let hugging = try ExplainSupport.only(ExplainSupport.explanations(source), "level.width <= 65 @250")
        XCTAssertTrue(hugging.narrative.contains {
            $0.contains("asks for `level.width <= 65` and gets `level.width = 250`: 185 pt more than it allows")
        }, "\(hugging.narrative)")
        XCTAssertTrue(hugging.narrative.contains { $0.hasPrefix("It lost to stronger constraints (priority 251 and above)") })
    }

    /// Scenarios/stack-distributions.layout, step 6: a 304 pt stack of labels 32, 33 and 45 pt wide
    /// with two 8 pt gaps (the lesson's notes measure them). Shares k = 32/126, 33/126, 45/126 of 304.
    func testFillProportionallySaysWhyTheSharesDoNotAddUp() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Scenarios/stack-distributions.layout")
        let source = try String(contentsOf: url, encoding: .utf8)
        let all = try ExplainSupport.explanations(source, step: 6)
        let share = try ExplainSupport.only(all, "three.width == 0.357143*row.width @997 \"UISV-fill-proportionally\"")
        // 288 - 304 × 65/126 = 131.1746 for three, against its share 304 × 45/126 = 108.5714: 22.6032 over.
        XCTAssertEqual(share.error, 304 * 16 * 178 / (126 * 304), accuracy: 1e-6)
        let sentence = try XCTUnwrap(share.narrative.first { $0.hasPrefix("Why the shares do not add up") })
        // ΣICS = 110, spacing 16, natural length 126; 304 × 110/126 = 265.40; 304 - 16 = 288; 288 - 265.40 = 22.60.
        for part in ["(the intrinsic widths, 110 pt, + the spacing, 16 pt)", "add up to 110/126 of 304 pt, that is 265.4 pt",
                     "The views must fill 288 pt", "so 22.6 pt are left over", "`three`'s at 997",
                     "131.17 pt against its share of 108.57 pt"] {
            XCTAssertTrue(sentence.contains(part), "\(part) in: \(sentence)")
        }
        try ExplainSupport.assertVerified(all)
    }

    /// A box with a size, a top and only a lower bound on its leading edge, in a layout that uses
    /// leading and trailing: the last-resort pin is written with them. The solver leaves x at the
    /// bound, 30, and keeps it there when the root turns right-to-left (x then ranges up to
    /// 320 - 100 - 30 = 190). Under right-to-left the left edge is the trailing one, and constants
    /// point toward the trailing (left) side, so x = 30 is `trailing == root.trailing - 30`
    /// (docs/semantics.md, right-to-left).
    func testPinsUseLeadingOrTrailingWhereTheLayoutDoes() throws {
        for (step, attribute) in [(0, "leading"), (1, "trailing")] {
            let source = """
            screen 320 x 568
            view box
            view strip
            box.width == 100
            box.height == 50
            box.top == root.top + 40
            box.leading >= root.leading + 30
            H:|-[strip]-|
            V:|-120-[strip(30)]
            step "right-to-left" {
                set root direction rtl
            }
            """
            let run = try ScenarioRun(ScenarioParser.parse(source, file: "test.layout"))
            try run.run(through: step)
            let report = try XCTUnwrap(AmbiguityFinder.find(engine: run.engine, solution: run.engine.solution()).first { $0.item == "box" })
            let fixes = try FixFinder(engine: run.engine).fixes(forAmbiguous: report)
            let pin = try XCTUnwrap(fixes.first { $0.isLastResort && $0.summary.contains("fix-box-") }, "\(fixes.map(\.summary))")
            XCTAssertEqual(try XCTUnwrap(run.engine.solution().frame(of: "box")).x, 30)
            let constant = step == 0 ? "+ 30" : "- 30"
            XCTAssertEqual(pin.summary, "add `box.\(attribute) == root.\(attribute) \(constant) \"fix-box-\(attribute)\"`")
            XCTAssertFalse(fixes.contains { $0.summary.contains(".left") || $0.summary.contains(".right") }, "\(fixes.map(\.summary))")
        }
    }

    /// Scenarios/pure-cassowary.layout, step 2: `x == 30 @750` is held at 10 by a required floor;
    /// without the floor it would be further off, so the check names it as limiting the damage,
    /// and minimality (leaving any member out changes the error) still holds.
    func testMinimalityIsAboutChangingTheError() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Scenarios/pure-cassowary.layout")
        let all = try ExplainSupport.explanations(String(contentsOf: url, encoding: .utf8), step: 2)
        let x = try ExplainSupport.only(all, "x-is-30")
        XCTAssertEqual(x.minimality, .passed)
        XCTAssertFalse(x.limiting.isEmpty)
        try ExplainSupport.assertVerified(all)
    }
}
