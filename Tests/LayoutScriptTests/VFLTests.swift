import LayoutModel
import XCTest
@testable import LayoutScript

/// Every VFL form of Apple's grammar (Auto Layout Guide, "Visual Format Language",
/// https://developer.apple.com/library/archive/documentation/UserExperience/Conceptual/AutolayoutPG/VisualFormatLanguage.html),
/// each with the constraints it
/// must produce, plus options, positions and identifiers.
final class VFLTests: XCTestCase {
    private let views = "view a\nview b\nview c\nmetric pad = 20\nmetric low = 250\n"

    private func lower(_ format: String, file: StaticString = #filePath, line: UInt = #line) -> [String] {
        Parse.constraints(views + format, file: file, line: line)
    }

    func testStandardSpacingToSuperviewUsesMargins() {
        XCTAssertEqual(lower("H:|-[a]-|"), [
            "a.leading == root.leadingMargin",
            "root.trailingMargin == a.trailing",
        ])
        XCTAssertEqual(lower("V:|-[a]-|"), [
            "a.top == root.topMargin",
            "root.bottomMargin == a.bottom",
        ])
    }

    func testFlushToSuperview() {
        XCTAssertEqual(lower("H:|[a]|"), ["a.leading == root.leading", "root.trailing == a.trailing"])
    }

    func testStandardSpacingBetweenSiblingsIsEight() {
        XCTAssertEqual(lower("[a]-[b]"), ["b.leading == a.trailing + 8"])
    }

    func testFlushViews() {
        XCTAssertEqual(lower("[a][b]"), ["b.leading == a.trailing"])
    }

    func testOrientationDefaultsToHorizontal() {
        XCTAssertEqual(lower("[a(100)]"), ["a.width == 100"])
        XCTAssertEqual(lower("H:[a(100)]"), ["a.width == 100"])
        XCTAssertEqual(lower("V:[a(100)]"), ["a.height == 100"])
    }

    func testExplicitSpacing() {
        XCTAssertEqual(lower("[a]-20-[b]"), ["b.leading == a.trailing + 20"])
        XCTAssertEqual(lower("|-50-[a]-50-|"), ["a.leading == root.leading + 50", "root.trailing == a.trailing + 50"])
        XCTAssertEqual(lower("V:|-20-[a(44)]"), ["a.top == root.top + 20", "a.height == 44"])
    }

    func testSpacingFromMetric() {
        XCTAssertEqual(lower("[a]-pad-[b]"), ["b.leading == a.trailing + 20"])
        XCTAssertEqual(lower("[a]-(pad)-[b]"), ["b.leading == a.trailing + 20"])
    }

    func testSpacingPredicatesWithRelationsAndPriorities() {
        XCTAssertEqual(lower("[a]-(>=8@750)-[b]"), ["b.leading >= a.trailing + 8 @750"])
        XCTAssertEqual(lower("[a]-(<=20)-[b]"), ["b.leading <= a.trailing + 20"])
        XCTAssertEqual(lower("[a]-(>=8,<=50@low)-[b]"), [
            "b.leading >= a.trailing + 8",
            "b.leading <= a.trailing + 50 @250",
        ])
        XCTAssertEqual(lower("[a]-(-5)-[b]"), ["b.leading == a.trailing - 5"])
    }

    func testViewPredicates() {
        XCTAssertEqual(lower("[a(>=50)]"), ["a.width >= 50"])
        XCTAssertEqual(lower("[b(>=50,<=100)]"), ["b.width >= 50", "b.width <= 100"])
        XCTAssertEqual(lower("[b(100@20)]"), ["b.width == 100 @20"])
        XCTAssertEqual(lower("[a(==b)]"), ["a.width == b.width"])
        XCTAssertEqual(lower("[a(>=b@750)]"), ["a.width >= b.width @750"])
        XCTAssertEqual(lower("V:[a(==b)]"), ["a.height == b.height"])
        XCTAssertEqual(lower("[a(pad)]"), ["a.width == 20"])
        XCTAssertEqual(lower("[a(==pad@low)]"), ["a.width == 20 @250"])
    }

    func testFullLineFromTheBrief() {
        XCTAssertEqual(lower("H:|-[a]-(>=8@750)-[b(==a)]-|"), [
            "a.leading == root.leadingMargin",
            "b.leading >= a.trailing + 8 @750",
            "b.width == a.width",
            "root.trailingMargin == b.trailing",
        ])
    }

    func testThreeViewsInReadingOrder() {
        XCTAssertEqual(lower("|-[a(50)]-[b]-10-[c(==a)]-|"), [
            "a.leading == root.leadingMargin",
            "a.width == 50",
            "b.leading == a.trailing + 8",
            "c.leading == b.trailing + 10",
            "c.width == a.width",
            "root.trailingMargin == c.trailing",
        ])
    }

    func testBarIsTheSuperviewOfTheAdjacentView() {
        let text = "view box\nview inner in box\nH:|-[inner]-|\n"
        XCTAssertEqual(Parse.constraints(text), ["inner.leading == box.leadingMargin", "box.trailingMargin == inner.trailing"])
    }

    func testAlignmentOptionsTieEveryViewToTheFirst() {
        XCTAssertEqual(lower("H:[a]-[b]-[c] alignAllCenterY"), [
            "b.leading == a.trailing + 8",
            "c.leading == b.trailing + 8",
            "b.centerY == a.centerY",
            "c.centerY == a.centerY",
        ])
        XCTAssertEqual(lower("V:[a]-[b] alignAllLeading, alignAllTrailing"), [
            "b.top == a.bottom + 8",
            "b.leading == a.leading",
            "b.trailing == a.trailing",
        ])
        XCTAssertEqual(lower("[a][b] .alignAllBaseline"), ["b.leading == a.trailing", "b.lastBaseline == a.lastBaseline"])
        XCTAssertEqual(lower("[a][b] options [.alignAllTop, .alignAllBottom]"), [
            "b.leading == a.trailing", "b.top == a.top", "b.bottom == a.bottom",
        ])
    }

    func testDirectionOptions() {
        XCTAssertEqual(lower("|-10-[a]-[b] directionLeftToRight"), [
            "a.left == root.left + 10", "b.left == a.right + 8",
        ])
        XCTAssertEqual(lower("|-10-[a]-[b]-| directionRightToLeft"), [
            "root.right == a.right + 10", "a.left == b.right + 8", "b.left == root.leftMargin",
        ])
        XCTAssertEqual(lower("|-[a] directionLeftToRight"), ["a.left == root.leftMargin"])
        XCTAssertEqual(lower("[a]-[b] directionLeadingToTrailing"), ["b.leading == a.trailing + 8"])
    }

    func testBaselineToBaselineSpacing() {
        XCTAssertEqual(lower("V:|-[a]-12-[b] spacingBaselineToBaseline"), [
            "a.top == root.topMargin", "b.firstBaseline == a.lastBaseline + 12",
        ])
    }

    func testIdentifierAndInactiveApplyToEveryGeneratedConstraint() {
        XCTAssertEqual(lower("H:|-[a]-| \"edges\" inactive"), [
            "a.leading == root.leadingMargin \"edges\" inactive",
            "root.trailingMargin == a.trailing \"edges\" inactive",
        ])
    }

    func testEachConstraintCarriesTheColumnOfItsPiece() throws {
        let scenario = try XCTUnwrap(Parse.scenario(views + "H:|-[a]-(>=8@750)-[b(==a)]-|"))
        let columns = scenario.layout.constraints.map { spec -> Int in
            guard case let .source(location) = spec.provenance else { return -1 }
            XCTAssertEqual(location.line, 6)
            return location.column
        }
        // `-` of |-, the predicate >=8@750, the predicate ==a, the `-` before the final |; a flush join is
        // placed on the piece after it.
        XCTAssertEqual(columns, [4, 10, 22, 27])
        let flush = try XCTUnwrap(Parse.scenario(views + "|[a][b]|"))
        XCTAssertEqual(flush.layout.constraints.map { spec -> Int in
            if case let .source(location) = spec.provenance { return location.column } else { return -1 }
        }, [1, 5, 8])
    }

    func testFormatsInsideSteps() throws {
        let scenario = try XCTUnwrap(Parse.scenario(views + "step \"s\" {\n  V:[a]-[b] \"v\"\n}\n"))
        XCTAssertEqual(scenario.steps[0].edits.map { Parse.stripPosition(ScenarioDump.describe($0.edit)) },
                       ["add b.top == a.bottom + 8 \"v\""])
    }

    func testMultipleFormatsAndChildrenOfAStackBlock() {
        let text = "view box {\n  view inner\n  H:|-[inner]-|\n}\n"
        XCTAssertEqual(Parse.constraints(text), ["inner.leading == box.leadingMargin", "box.trailingMargin == inner.trailing"])
    }
}
