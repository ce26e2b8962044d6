@testable import Explain
import LayoutModel
import LayoutScript
import XCTest

/// The fixes a developer would apply, and their order (docs/concepts.md, "How fixes are ranked"):
/// turning off autoresizing-mask translation, raising a button's hugging past a label's, and fixes
/// that harm a view ranked after those that do not, with a note saying so. Every number below is
/// worked out by hand in the comments.
final class FixRankingTests: XCTestCase {
    private func engine(_ text: String, step: Int = 0) throws -> LayoutEngine {
        let run = try ScenarioRun(ScenarioParser.parse(text, file: "test.layout"))
        try run.run(through: step)
        return run.engine
    }

    private func lines(_ fix: VerifiedFix) -> [String] { ScenarioEditWriter().lines(for: fix.edits) }

    /// Scenarios/autoresizing-leak.layout: a banner with translation on and its frame
    /// (0, 0, 320, 50) gets four required autoresizing constraints; "banner-top" (y 20) and
    /// "banner-height" (44) each conflict with one. Turning translation off is the fix for both,
    /// ranked first, and gives what the lesson's last step expects at 320 pt: x 0 and width 320
    /// from `H:|[banner]|`, y 20 from the safe area, height 44.
    func testAutoresizingConflictIsFixedByTurningTranslationOffFirst() throws {
        let url = FixFinderTests.scenarios.appendingPathComponent("autoresizing-leak.layout")
        let run = try ScenarioRun(ScenarioParser.parse(String(contentsOf: url, encoding: .utf8), file: "Scenarios/autoresizing-leak.layout"))
        try run.run(through: 0)
        let conflicts = run.engine.solution().conflicts
        XCTAssertEqual(conflicts.count, 2)
        let finder = try FixFinder(engine: run.engine)
        for conflict in conflicts {
            let fixes = try finder.fixes(for: conflict)
            let first = try XCTUnwrap(fixes.first)
            XCTAssertEqual(first.kind, .autoresizing)
            XCTAssertEqual(lines(first), ["set banner translatesAutoresizingMask false"])
            XCTAssertEqual(first.frames.first { $0.item == "banner" }?.frame, Rect(x: 0, y: 20, width: 320, height: 44))
            XCTAssertEqual(first.cautions, [])
        }
    }

    /// A label and a button in a row, `|-[name]-[follow]-|` on a 320 pt screen: 304 pt between the
    /// margins, less the 8 pt gap, is 296 pt for both. The label hugs at 251 (Interface Builder's
    /// label default), the button at 250, so the button stretches: its hugging is broken. Raising
    /// the button's hugging to 252 moves the stretch to the label, whose hugging at 251 then
    /// breaks: allowed, since 251 is below the fixed constraint's new 252. The fix used to be
    /// rejected because the allowed priority was read from app constraints only, and a hugging is
    /// system-made, so it stayed at the old 250.
    func testStretchedButtonIsFixedByRaisingItsHugging() throws {
        let engine = try engine("""
            screen 320 x 568
            label name text "Jane Appleseed" hugging h 251
            button follow text "Follow" hugging h 250
            H:|-[name]-[follow]-| "row"
            V:|-20-[name]
            follow.centerY == name.centerY "middle"
            """)
        let explainer = BrokenConstraintExplainer(engine: engine)
        let hugging = try XCTUnwrap(explainer.explainAll().first { $0.constraint.syntax.hasPrefix("follow.width <=") })
        let fixes = try FixFinder(engine: engine).fixes(for: hugging)
        let raise = try XCTUnwrap(fixes.first { lines($0) == ["set follow.hugging h 252"] }, "\(fixes.map(lines))")
        // The button keeps its intrinsic width, 50 (its hugging reads `follow.width <= 50`); the
        // label takes the rest, 296 - 50 = 246, from x 8; the button starts at 8 + 246 + 8 = 262.
        XCTAssertTrue(hugging.constraint.syntax.hasPrefix("follow.width <= 50 @250"), hugging.constraint.syntax)
        XCTAssertEqual(raise.frames.first { $0.item == "name" }?.frame.x, 8)
        XCTAssertEqual(raise.frames.first { $0.item == "name" }?.frame.width, 246)
        XCTAssertEqual(raise.frames.first { $0.item == "follow" }?.frame.x, 262)
        XCTAssertEqual(raise.frames.first { $0.item == "follow" }?.frame.width, 50)
        // The stretch only moves: the label's hugging is a note as the button's was, and the fix says so.
        let trade = try XCTUnwrap(raise.cost.trades.first)
        XCTAssertEqual(raise.cost.trades.count, 1)
        XCTAssertEqual(trade.stretchedView, "name")
        XCTAssertEqual(trade.severity, .note)
        XCTAssertTrue(trade.constraint.hasPrefix("name.width <= ") && trade.constraint.hasSuffix(" @251"), trade.constraint)
        XCTAssertTrue(raise.cautions.contains { $0.hasPrefix("`name` stretches instead: its hugging `name.width <= ") }, "\(raise.cautions)")
    }

    /// A fix that only moves its finding says so in words: which view stretches instead, or which
    /// constraint breaks, and whether that is as severe as what it fixed or worse.
    func testATradeIsSaidInItsCaution() {
        var cost = FixCost()
        cost.trades = [FixCost.Trade(constraint: "name.width <= 46 @251", error: 185, severity: .note, fixedSeverity: .note,
                                     stretchedView: "name")]
        XCTAssertEqual(cost.cautions,
                       ["`name` stretches instead: its hugging `name.width <= 46 @251` is off by 185 pt, so the note moves rather than goes"])
        cost.trades = [FixCost.Trade(constraint: "gap.width == 20 @300", error: 4, severity: .warning, fixedSeverity: .note, stretchedView: nil)]
        XCTAssertEqual(cost.cautions, ["`gap.width == 20 @300` breaks instead, off by 4 pt: a warning in place of a note"])
        // A trade ranks by rule 3 only: it costs no view.
        XCTAssertEqual(cost.netHarm, 0)
    }

    /// Two views stacked in a 320 x 568 root, every constraint required but "cap" (700):
    /// a.top = 10, a.height = 50, b.top = a.bottom + 10 ("gap") = 70, b.height = 30, so
    /// b.bottom = 100 where "cap" wants 40: "cap" is broken by 60. Five fixes pass:
    /// - `cap` to `>=` (b.bottom >= 40 holds at 100): nothing moves, nothing breaks;
    /// - "gap" optional at 699: cap wins, b.top = 10, b (10, 10, 100, 30); breaks a 699;
    /// - remove "gap": the same frames; removes a required constraint (counted at 1000);
    /// - "a-top" optional at 699: a.top = 40 - 30 - 10 - 50 = -50, so `a` sits at
    ///   (10, -50, 100, 50), outside its superview: one view harmed;
    /// - remove "a-top": the same frames, harmed and 1000.
    /// By kind alone the two priority edits came first, the off-screen one second.
    func testFixesThatHarmAViewComeLastAndSaySo() throws {
        let engine = try engine("""
            screen 320 x 568
            view a
            view b
            a.leading == root.leading + 10
            a.width == 100
            b.leading == root.leading + 10
            b.width == 100
            a.top == root.top + 10 "a-top"
            a.height == 50 "a-height"
            b.top == a.bottom + 10 "gap"
            b.height == 30 "b-height"
            b.bottom == root.top + 40 @700 "cap"
            """)
        let explanation = try XCTUnwrap(BrokenConstraintExplainer(engine: engine).explainAll().first)
        XCTAssertEqual(explanation.error, 60, accuracy: 1e-9)
        let fixes = try FixFinder(engine: engine).fixes(for: explanation)
        XCTAssertEqual(fixes.map(\.summary), [
            "change \"cap\" from == to >=",
            "make \"gap\" optional (699)",
            "remove \"gap\" (deactivate it)",
            "make \"a-top\" optional (699)",
            "remove \"a-top\" (deactivate it)",
        ])
        // "cap" at 700 is a warning; "gap" or "a-top" made optional at 699 is off by 60 (b.top 10
        // against a.bottom + 10 = 70; a.top -50 against 10), a warning too: the fix says it only
        // moves the warning. A removed constraint is gone, not broken: no such line.
        let moves = { (constraint: String) in "`\(constraint)` breaks instead, off by 60 pt, so the warning moves rather than goes" }
        XCTAssertEqual(fixes.map(\.cautions), [[], [moves("b.top == a.bottom + 10 @699 \"gap\"")], [],
                                               ["it moves `a` outside its superview", moves("a.top == root.top + 10 @699 \"a-top\"")],
                                               ["it moves `a` outside its superview"]])
        XCTAssertEqual(fixes[3].frames.first { $0.item == "a" }?.frame, Rect(x: 10, y: -50, width: 100, height: 50))
        XCTAssertEqual(fixes[1].frames.first { $0.item == "b" }?.frame, Rect(x: 10, y: 10, width: 100, height: 30))
    }

    /// Costs compared directly: harm first, then problems removed, then the newly broken.
    func testCostOrder() {
        var harmless = FixCost(), offScreen = FixCost()
        offScreen.offScreen = ["title"]
        XCTAssertEqual(FixCost.isCheaper(harmless, than: offScreen), true)
        var removesMore = FixCost()
        removesMore.alsoRemoved = 1
        removesMore.newlyBroken = [750]
        XCTAssertEqual(FixCost.isCheaper(removesMore, than: harmless), true)
        harmless.newlyBroken = [250]
        var breaksStronger = FixCost()
        breaksStronger.newlyBroken = [750]
        XCTAssertEqual(FixCost.isCheaper(harmless, than: breaksStronger), true)
        XCTAssertNil(FixCost.isCheaper(harmless, than: harmless))
        // Squeezed and collapsed at once is one view harmed, said once per harm.
        var crushed = FixCost()
        crushed.squeezed = ["avatar"]
        crushed.collapsed = [(item: "avatar", words: "to zero width")]
        XCTAssertEqual(crushed.harmedViews, 1)
        XCTAssertEqual(crushed.cautions, ["it collapses `avatar` to zero width"])
    }
}
