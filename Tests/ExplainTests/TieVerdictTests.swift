import Explain
import LayoutModel
import LayoutScript
import XCTest

/// A broken constraint is called ambiguous only when the layout is, by the one
/// definition `expect NAME ambiguous` also uses (`AmbiguityRule`: more than one value over the
/// solutions equally good at every priority level, the weakest included).
final class TieVerdictTests: XCTestCase {
    /// Two equal-priority widths, 100 and 140 at 500: at that level every width from 100 to 140
    /// costs the same (the errors add up to 40), so each alone is a tie.
    static let tie = """
        screen 320 x 480
        view box
        H:|-[box]
        V:|-20-[box(40)]
        box.width == 100 @500 "narrow"
        box.width == 140 @500 "wide"

        """

    func testATieAWeakerConstraintSettlesIsNotAmbiguous() throws {
        // A weaker width of 130 at 250 picks one width from the tie: 130, so `narrow` is off by
        // 30 and `wide` by 10 (130 − 100, 140 − 130), and box's frame is determined.
        let source = Self.tie + "box.width == 130 @250 \"preferred\"\nexpect box not ambiguous\nexpect box.width == 130\n"
        let run = try ScenarioRun(ScenarioParser.parse(source, file: "tie.layout"))
        try run.run()
        XCTAssertEqual(run.failures.map(\.message), [])
        let all = try BrokenConstraintExplainer(engine: run.engine).explainAll()
        let narrow = try ExplainSupport.only(all, "narrow"), wide = try ExplainSupport.only(all, "wide")
        XCTAssertEqual(narrow.error, 30, accuracy: 1e-9)
        XCTAssertEqual(wide.error, 10, accuracy: 1e-9)
        for explanation in [narrow, wide] {
            XCTAssertTrue(explanation.isTie, "tied at 500: \(explanation.constraint.syntax)")
            XCTAssertFalse(explanation.isAmbiguous, "settled at 250: \(explanation.constraint.syntax)")
            XCTAssertFalse(explanation.narrative.joined().contains("(ambiguity)"), "\(explanation.narrative)")
        }
        try ExplainSupport.assertVerified(all)
    }

    func testATieNothingSettlesIsAmbiguous() throws {
        // Nothing weaker: the solver keeps one of the two (the other is off by the whole 40), and
        // any width from 100 to 140 is as good, so box is ambiguous and so is the verdict.
        let source = Self.tie + "expect box ambiguous\n"
        let run = try ScenarioRun(ScenarioParser.parse(source, file: "tie.layout"))
        try run.run()
        XCTAssertEqual(run.failures.map(\.message), [])
        let all = try BrokenConstraintExplainer(engine: run.engine).explainAll()
        XCTAssertEqual(all.count, 1)
        let broken = try XCTUnwrap(all.first)
        XCTAssertEqual(broken.error, 40, accuracy: 1e-9)
        XCTAssertTrue(broken.isTie)
        XCTAssertTrue(broken.isAmbiguous)
        XCTAssertTrue(broken.narrative.joined().contains("(ambiguity)"))
    }
}
