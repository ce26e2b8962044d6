import LayoutModel
import XCTest
@testable import LayoutScript

/// `scroll.contentGuide.top` / `scroll.frameGuide.width`: three-part names of a scroll view's
/// generated guides, in constraints and expectations, and the errors for anything else.
final class ScrollGuideTests: XCTestCase {
    private let header = "scroll scroll\nview content in scroll\nview box\n"

    func testThreePartNamesInConstraints() {
        let text = header + """
        content.top == scroll.contentGuide.top + 8
        content.leading == scroll.contentGuide.leading "lead"
        scroll.contentGuide.bottom == content.bottom
        content.width == scroll.frameGuide.width - 40 @750
        2 * content.height == scroll.frameGuide.height
        """
        XCTAssertEqual(Parse.constraints(text), [
            "content.top == scroll.contentGuide.top + 8",
            "content.leading == scroll.contentGuide.leading \"lead\"",
            "scroll.contentGuide.bottom == content.bottom",
            "content.width == scroll.frameGuide.width - 40 @750",
            "content.height == 0.5*scroll.frameGuide.height",
        ])
    }

    func testOnlyScrollGuidesTakeThreeParts() {
        // The safe area keeps its own spelling, `safeArea.top`.
        XCTAssertEqual(Parse.errors("view a\na.top == root.safeArea.top"),
                       ["2:15: expected one attribute after the item name, like root.safeArea (only a scroll view's contentGuide or frameGuide takes a third part)"])
    }

    func testSuperviewGuideInsideTheScrollViewsBlock() {
        let text = """
        scroll scroll {
            view content
            content.top == superview.contentGuide.top
            content.width == superview.frameGuide.width
        }
        """
        XCTAssertEqual(Parse.constraints(text), [
            "content.top == scroll.contentGuide.top",
            "content.width == scroll.frameGuide.width",
        ])
    }

    func testThreePartNamesInExpectations() throws {
        let text = header + """
        expect scroll.contentGuide.height == 500
        expect scroll.frameGuide.frame == (0, 0, 320, 568)
        expect scroll.contentGuide ambiguous
        expect scroll.frameGuide not ambiguous
        """
        let scenario = try XCTUnwrap(Parse.scenario(text))
        XCTAssertEqual(scenario.expectations.map { Parse.stripPosition(ScenarioDump.describe($0)) }, [
            "scroll.contentGuide.height == 500 within 0.01",
            "scroll.frameGuide.frame == (0, 0, 320, 568) within 0.01",
            "scroll.contentGuide ambiguous within 0.01",
            "scroll.frameGuide not ambiguous within 0.01",
        ])
    }

    func testAScenarioSolvesWithTheGuides() throws {
        let text = """
        scroll scroll
        H:|[scroll]|
        V:|[scroll]|
        view content in scroll
        content.left == scroll.contentGuide.left
        content.top == scroll.contentGuide.top
        content.right == scroll.contentGuide.right
        content.bottom == scroll.contentGuide.bottom
        expect content ambiguous
        step "size" {
            content.width == scroll.frameGuide.width
            content.height == 900
            expect content.frame == (0, 0, 320, 900)
            expect scroll.contentGuide.frame == (0, 0, 320, 900)
            expect content not ambiguous
        }
        """
        let run = try ScenarioRun(try XCTUnwrap(Parse.scenario(text)))
        try run.run()
        XCTAssertEqual(run.failures.map(\.message), [])
        XCTAssertEqual(run.results.kept.map(\.expectations.count), [1, 3])
    }

    // MARK: Errors

    func testGuideOfSomethingThatIsNotAScrollView() {
        XCTAssertEqual(Parse.errors(header + "content.top == box.contentGuide.top"),
                       ["4:16: 'box' is a view, not a scroll view; only a scroll view has a contentGuide"])
        XCTAssertEqual(Parse.errors("label l\nl.width == l.frameGuide.width"),
                       ["2:12: 'l' is a label, not a scroll view; only a scroll view has a frameGuide"])
        XCTAssertEqual(Parse.errors("view a\na.top == safeArea.contentGuide.top"),
                       ["2:10: 'safeArea' is a layout guide, not a scroll view; only a scroll view has a contentGuide"])
        XCTAssertEqual(Parse.errors("view a\na.top == root.contentGuide.top"),
                       ["2:10: 'root' is a view, not a scroll view; only a scroll view has a contentGuide"])
        XCTAssertEqual(Parse.errors("view a\nexpect a.frameGuide.width == 3"),
                       ["2:8: 'a' is a view, not a scroll view; only a scroll view has a frameGuide"])
        XCTAssertEqual(Parse.errors("view a {\n    view b\n    b.top == superview.contentGuide.top\n}"),
                       ["3:14: the superview of 'b' ('a') is a view, not a scroll view; only a scroll view has a contentGuide"])
    }

    func testUnknownScrollViewAndMisspeltGuide() {
        XCTAssertEqual(Parse.errors(header + "content.top == scrol.contentGuide.top"),
                       ["4:16: unknown view 'scrol'; did you mean 'scroll'?"])
        XCTAssertEqual(Parse.errors(header + "content.top == scroll.contentGiude.top"),
                       ["4:23: unknown scroll view guide 'contentGiude'; did you mean 'contentGuide'?"])
    }

    func testAGuideNeedsExactlyOneAttribute() {
        XCTAssertEqual(Parse.errors(header + "content.top == scroll.contentGuide"),
                       ["4:23: 'contentGuide' is a scroll view's layout guide, not an attribute; name one of its attributes, like scroll.contentGuide.top"])
        XCTAssertEqual(Parse.errors(header + "content.top == scroll.contentGuide.top.left"),
                       ["4:39: expected one attribute after the guide, like scroll.contentGuide.top"])
        XCTAssertEqual(Parse.errors(header + "content.top == scroll.frameGuide.middle"),
                       ["4:34: unknown attribute 'middle'" + self.attributeChoices])
    }

    private var attributeChoices: String {
        "; expected one of " + (LayoutAttribute.allCases.map(\.rawValue) + ["baseline"]).joined(separator: ", ")
    }
}
