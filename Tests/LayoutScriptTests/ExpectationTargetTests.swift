import LayoutModel
import XCTest
@testable import LayoutScript

/// docs/scenario-language.md, "Expectations": which coordinates `expect name.attribute == v` reads
/// (the window's, while `.frame` is relative to the superview), and `expect constraint "…"` for
/// constraints without an identifier.
final class ExpectationTargetTests: XCTestCase {
    private func failures(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> [String] {
        let scenario = try XCTUnwrap(Parse.scenario(text, file: file, line: line))
        let run = try ScenarioRun(scenario)
        try run.run()
        return run.failures.map(\.message)
    }

    func testAttributesAreInWindowCoordinatesAndFramesInTheSuperviews() throws {
        // card sits at (20, 100) in the root; inner at (10, 5) in card, 40 x 30. Its frame is read
        // in card's coordinates, its attributes in the window's: left 20 + 10 = 30, top 100 + 5 = 105,
        // centerX 30 + 20 = 50, bottom 105 + 30 = 135; leftMargin adds inner's 8 pt margin: 38.
        // Under right-to-left, leading is the right edge, still in window coordinates: 30 + 40 = 70.
        let text = """
            view card
            view inner in card
            view mirrored in card direction rtl
            card.left == root.left + 20
            card.top == root.top + 100
            card.width == 200
            card.height == 100
            inner.left == card.left + 10
            inner.top == card.top + 5
            inner.width == 40
            inner.height == 30
            mirrored.left == inner.left
            mirrored.top == inner.bottom
            mirrored.width == 40
            mirrored.height == 10
            expect inner.frame == (10, 5, 40, 30)
            expect inner.left == 30
            expect inner.top == 105
            expect inner.centerX == 50
            expect inner.bottom == 135
            expect inner.leading == 30
            expect inner.leftMargin == 38
            expect mirrored.frame == (10, 35, 40, 10)
            expect mirrored.leading == 70
            expect mirrored.trailing == 30
            """
        XCTAssertEqual(try failures(text), [])
        // The superview-relative numbers are not what an attribute expectation reads.
        XCTAssertEqual(try failures(text + "\nexpect inner.left == 10\nexpect inner.top == 5\n"),
                       ["inner.left is 30, expected 10", "inner.top is 105, expected 5"])
    }

    /// Sizes from Scenarios/growing-text-field.layout: an empty text field measures 14 pt wide, and
    /// "site-min" holds it at 44, so its hugging (<= 14 @250) is broken by 30.
    private let field = """
        textfield site text none
        H:|-20-[site]
        site.top == root.top + 40
        site.width >= 44 "site-min"

        """

    func testConstraintsWithoutAnIdentifierAreNamedAsTheyPrint() throws {
        XCTAssertEqual(try failures(field + """
            expect constraint "site.width <= 14 @250" broken 30
            expect constraint "site.width>=14@750" satisfied
            expect constraint "site.width ≥ 0" satisfied
            expect constraint "site.leading == root.leading + 20" satisfied
            expect constraint "site.width >= 44 \\"site-min\\"" satisfied
            """), [])
    }

    func testContentSizeConstraintsByPriorityAndAxis() throws {
        // The same constraints by kind and item, whatever their constants: hugging (<= 14) broken by
        // 30, compression resistance (>= 14) and the height's two (34) satisfied.
        XCTAssertEqual(try failures(field + """
            view plain
            plain.width == 10
            plain.height == 10
            plain.leading == root.leading
            plain.top == root.top
            expect site.hugging h broken 30
            expect site.compression h satisfied
            expect site.compressionResistance v satisfied
            expect site.hugging v satisfied
            expect site.hugging h broken 29
            expect site.compression h broken
            expect plain.hugging h satisfied
            """), [
            "site.hugging h (`site.width <= 14 @250`) has error 30, expected 29",
            "site.compression h (`site.width >= 14 @750`) is satisfied, expected broken",
            "`plain` has no intrinsic width, so it has no plain.hugging h constraint",
        ])
        XCTAssertEqual(Parse.errors("view a\nexpect a.hugging x satisfied\nexpect b.hugging h satisfied\n"), [
            "2:18: expected an axis (h or v) after 'hugging', found 'x'",
            "3:8: unknown view 'b'",
        ])
    }

    func testNoneOrSeveralMatchingIsAClearFailure() throws {
        XCTAssertEqual(try failures(field + """
            root.width >= 10
            root.width >= 10
            expect constraint "site.width <= 15 @250" satisfied
            expect constraint "site.width <= 14 @250" satisfied
            expect constraint "root.width >= 10" satisfied
            """), [
            "no constraint prints as `site.width <= 15 @250`; the constraints on `site` print as "
                + "`site.leading == root.leading + 20`, `site.top == root.top + 40`, `site.width >= 44 \"site-min\"`, "
                + "`site.width >= 14 @750`, `site.width <= 14 @250`, `site.height >= 34 @750`, `site.height <= 34 @250`, "
                + "`site.width >= 0`, `site.height >= 0`",
            "`site.width <= 14 @250` is broken (error 30), expected satisfied",
            "2 constraints print as `root.width >= 10`, so expect cannot tell which one is meant; give it an identifier",
        ])
        XCTAssertEqual(Parse.errors("expect constraint \" \" satisfied\nexpect constraint \"a.width == 1\" maybe\n"), [
            "1:19: write the constraint as explain prints it, e.g. constraint \"name.width <= 46 @250\"",
            "2:34: expected a state: satisfied, broken [error], broken to recover, or inactive, found 'maybe'",
        ])
    }
}
