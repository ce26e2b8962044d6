import LayoutModel
import XCTest
@testable import LayoutScript

/// One test per construct of the language (docs/scenario-language.md, in its order).
final class ConstructTests: XCTestCase {
    private func items(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> [String] {
        guard let scenario = Parse.scenario(text, file: file, line: line) else { return [] }
        return scenario.layout.items.dropFirst().map { Parse.stripPosition(ScenarioDump.describe($0)) }
    }

    private func item(_ text: String, _ name: String, file: StaticString = #filePath, line: UInt = #line) -> LayoutItem? {
        Parse.scenario(text, file: file, line: line)?.layout.item(named: name)
    }

    // MARK: Settings

    func testTitleScreenSafeAreaCompatibility() throws {
        let scenario = try XCTUnwrap(Parse.scenario("title \"Hi \\\"there\\\"\\n\"\nscreen 375x667\nsafeArea top 44 bottom 34\ncompatibility ios10"))
        XCTAssertEqual(scenario.title, "Hi \"there\"\n")
        XCTAssertEqual(scenario.layout.screen, Size(width: 375, height: 667))
        XCTAssertEqual(scenario.layout.safeAreaInsets, EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(scenario.layout.compatibility.iOSVersion, 10)
        XCTAssertEqual(Parse.scenario("safeArea 1 2 3 4")?.layout.safeAreaInsets, EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        XCTAssertEqual(Parse.scenario("screen 480 x 320")?.layout.screen, Size(width: 480, height: 320))
    }

    func testDefaults() throws {
        let scenario = try XCTUnwrap(Parse.scenario(""))
        XCTAssertNil(scenario.title)
        XCTAssertEqual(scenario.layout.screen, Size(width: 320, height: 568))
        XCTAssertEqual(scenario.layout.items.map(\.name), ["root"])
        XCTAssertEqual(scenario.file, "test.layout")
    }

    func testCommentsAndBlankLines() {
        XCTAssertEqual(items("# a comment\n\n   // another\nview a // trailing\nview b # trailing\n"),
                       ["item a view in root", "item b view in root"])
    }

    func testRootRenameAndProperties() throws {
        let scenario = try XCTUnwrap(Parse.scenario("view a\nroot main margins 16 direction rtl\na.leading == root.leading\n"))
        XCTAssertEqual(scenario.layout.rootName, "main")
        XCTAssertEqual(scenario.layout.items.map(\.name), ["main", "a"])
        XCTAssertEqual(scenario.layout.items[1].parent, "main")
        XCTAssertEqual(scenario.layout.items[0].layoutMargins, EdgeInsets(top: 16, left: 16, bottom: 16, right: 16))
        XCTAssertEqual(scenario.layout.items[0].semanticContent, .rightToLeft)
        XCTAssertEqual(scenario.layout.constraints.map { Parse.stripPosition(ScenarioDump.describe($0)) }, ["a.leading == main.leading"])
    }

    // MARK: Declarations

    func testEveryKind() {
        let text = ViewKind.allCases.map { "\($0.rawValue) v_\($0.rawValue)" }.joined(separator: "\n")
        XCTAssertEqual(Parse.scenario(text)?.layout.items.dropFirst().map(\.kind), ViewKind.allCases)
        XCTAssertEqual(item("UILabel l", "l")?.kind, .label)
    }

    func testParentByInAndByBraces() {
        XCTAssertEqual(items("view box\nlabel a in box\nview outer {\n  view inner {\n    label deep\n  }\n}\n"), [
            "item box view in root", "item a label in box", "item outer view in root", "item inner view in outer", "item deep label in inner",
        ])
    }

    func testTextProperties() throws {
        let label = try XCTUnwrap(item("label l text \"Hello\" font 20 lines 0 preferredMaxLayoutWidth 200", "l"))
        XCTAssertEqual(label.text, "Hello")
        XCTAssertEqual(label.fontSize, 20)
        XCTAssertEqual(label.numberOfLines, 0)
        XCTAssertEqual(label.preferredMaxLayoutWidth, 200)
        XCTAssertNil(item("label l preferredMaxLayoutWidth automatic", "l")?.preferredMaxLayoutWidth)
        XCTAssertEqual(item("button b title \"Go\"", "b")?.text, "Go")
        XCTAssertEqual(item("textfield f placeholder \"Email\"", "f")?.text, "Email")
    }

    func testIntrinsicSizeOverride() throws {
        let view = try XCTUnwrap(item("view v intrinsic 100 x 20", "v"))
        XCTAssertEqual(view.intrinsicWidth, 100)
        XCTAssertEqual(view.intrinsicHeight, 20)
        let partial = try XCTUnwrap(item("label l intrinsic width none", "l"))
        XCTAssertEqual(partial.intrinsicWidth, -1)
        XCTAssertNil(partial.intrinsicHeight)
        let both = try XCTUnwrap(item("image i intrinsic none", "i"))
        XCTAssertEqual(both.intrinsicWidth, -1)
        XCTAssertEqual(both.intrinsicHeight, -1)
        XCTAssertNil(item("image i intrinsic measured x 30", "i")?.intrinsicWidth)
        XCTAssertEqual(item("image i intrinsic height 30", "i")?.intrinsicHeight, 30)
    }

    func testHuggingAndCompressionPerAxis() throws {
        let label = try XCTUnwrap(item("label l hugging h 251 compression v 749 hugging v high", "l"))
        XCTAssertEqual(label.huggingHorizontal, 251)
        XCTAssertEqual(label.huggingVertical, 750)
        XCTAssertNil(label.compressionHorizontal)
        XCTAssertEqual(label.compressionVertical, 749)
        let both = try XCTUnwrap(item("label l hugging 1000 compressionResistance horizontal low+1", "l"))
        XCTAssertEqual(both.huggingHorizontal, 1000)
        XCTAssertEqual(both.huggingVertical, 1000)
        XCTAssertEqual(both.compressionHorizontal, 251)
    }

    func testHiddenMarginsDirection() throws {
        let view = try XCTUnwrap(item("view v hidden margins 20 16 20 16 direction rtl", "v"))
        XCTAssertTrue(view.isHidden)
        XCTAssertEqual(view.layoutMargins, EdgeInsets(top: 20, left: 16, bottom: 20, right: 16))
        XCTAssertEqual(view.semanticContent, .rightToLeft)
        XCTAssertEqual(item("view v margins 0", "v")?.layoutMargins, .zero)
        XCTAssertEqual(item("view v margins top 30 right 4", "v")?.layoutMargins, EdgeInsets(top: 30, left: 8, bottom: 8, right: 4))
        XCTAssertEqual(item("view v margins (1, 2, 3, 4)", "v")?.layoutMargins, EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        XCTAssertEqual(item("view v hidden false", "v")?.isHidden, false)
        XCTAssertEqual(item("view v direction ltr", "v")?.semanticContent, .leftToRight)
    }

    func testAutoresizingMaskNotation() throws {
        let view = try XCTUnwrap(item("view v frame (10, 20, 100, 50) mask h=-&- v=--&", "v"))
        XCTAssertTrue(view.translatesAutoresizingMask)
        XCTAssertEqual(view.frame, Rect(x: 10, y: 20, width: 100, height: 50))
        XCTAssertEqual(view.autoresizingMask, [.flexibleWidth, .flexibleBottomMargin])
        XCTAssertEqual(item("view v mask h=&-& v=&&&", "v")?.autoresizingMask,
                       [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin])
        XCTAssertEqual(item("view v mask flexibleWidth, flexibleHeight", "v")?.autoresizingMask, [.flexibleWidth, .flexibleHeight])
        XCTAssertEqual(item("view v mask none", "v")?.autoresizingMask, [])
        XCTAssertEqual(item("view v translatesAutoresizingMask", "v")?.translatesAutoresizingMask, true)
        XCTAssertEqual(item("view v frame (0, 0, 1, 1) translatesAutoresizingMask false", "v")?.translatesAutoresizingMask, false)
        for mask in [AutoresizingMask.flexibleWidth, [.flexibleLeftMargin, .flexibleTopMargin], []] {
            XCTAssertEqual(item("view v mask \(ScenarioDump.notation(mask))", "v")?.autoresizingMask, mask)
        }
    }

    func testStackSettings() throws {
        let text = """
        stack s axis vertical distribution equalSpacing alignment bottom spacing 4 baselineRelative marginsRelative {
            label a
            label b
            spacing 12 after a
        }
        """
        let stack = try XCTUnwrap(item(text, "s")?.stack)
        XCTAssertEqual(stack.axis, .vertical)
        XCTAssertEqual(stack.distribution, .equalSpacing)
        XCTAssertEqual(stack.alignment, .trailing)
        XCTAssertEqual(stack.spacing, 4)
        XCTAssertEqual(stack.customSpacing, ["a": 12])
        XCTAssertEqual(stack.arranged, ["a", "b"])
        XCTAssertTrue(stack.isBaselineRelativeArrangement)
        XCTAssertTrue(stack.isLayoutMarginsRelativeArrangement)
        XCTAssertEqual(item("stack s alignment top", "s")?.stack?.alignment, .leading)
        XCTAssertEqual(item("stack s customSpacing 3 after a\nview a in s", "s")?.stack?.customSpacing, ["a": 3])
    }

    func testStackChildrenAreArrangedInOrderUnlessListed() throws {
        XCTAssertEqual(item("stack s\nlabel a in s\nlabel b in s", "s")?.stack?.arranged, ["a", "b"])
        XCTAssertEqual(item("stack s arranged b, a {\n  label a\n  label b\n  view background\n}", "s")?.stack?.arranged, ["b", "a"])
        XCTAssertEqual(item("stack s {\n  arranged b a\n  label a\n  label b\n}", "s")?.stack?.arranged, ["b", "a"])
    }

    func testGuides() throws {
        let scenario = try XCTUnwrap(Parse.scenario("view box\nguide g in box\ng.width == box.width"))
        XCTAssertEqual(scenario.layout.item(named: "g")?.kind, .layoutGuide)
        XCTAssertEqual(scenario.layout.item(named: "g")?.parent, "box")
    }

    // MARK: Constraints

    func testEquationForms() {
        let text = """
        view a
        view b
        metric pad = 10
        b.leading == a.trailing + 8 @750 "gap"
        a.width == 0.5 * b.width
        a.height == a.width * 2
        a.width == 100
        a.width >= 10
        a.width <= 20 @low
        b.width == a.width / 4 - pad
        2 * a.height == b.height
        100 <= b.height
        -a.top <= -b.top
        a.baseline == b.firstBaseline
        a.centerX == superview.centerX
        a.top == safeArea.top + 8
        """
        XCTAssertEqual(Parse.constraints(text), [
            "b.leading == a.trailing + 8 @750 \"gap\"",
            "a.width == 0.5*b.width",
            "a.height == 2*a.width",
            "a.width == 100",
            "a.width >= 10",
            "a.width <= 20 @250",
            "b.width == 0.25*a.width - 10",
            "a.height == 0.5*b.height",
            "b.height >= 100",
            "a.top >= b.top",
            "a.lastBaseline == b.firstBaseline",
            "a.centerX == root.centerX",
            "a.top == root.safeArea.top + 8",
        ])
    }

    func testPriorityNamesAndOffsets() {
        let text = "view a\n" + ["required", "high", "low", "fittingSize", "defaultHigh - 1", "999", "999.5"]
            .map { "a.width == 1 @\($0)" }.joined(separator: "\n")
        XCTAssertEqual(Parse.scenario(text)?.layout.constraints.map(\.priority), [1000, 750, 250, 50, 749, 999, 999.5])
    }

    func testInactiveFlagBeforeOrAfter() {
        XCTAssertEqual(Parse.constraints("view a\ninactive a.width == 1 \"x\"\na.width == 2 \"y\" inactive\na.width == 3"),
                       ["a.width == 1 \"x\" inactive", "a.width == 2 \"y\" inactive", "a.width == 3"])
    }

    func testEveryAttributeName() {
        let text = "view a\nview b\n" + LayoutAttribute.allCases.map { "a.\($0.rawValue) == b.\($0.rawValue)" }.joined(separator: "\n")
        XCTAssertEqual(Parse.scenario(text)?.layout.constraints.map(\.first.attribute), LayoutAttribute.allCases)
    }

    func testProvenanceIsTheLineStart() throws {
        let scenario = try XCTUnwrap(Parse.scenario("view a\n   a.width == 1"))
        XCTAssertEqual(scenario.layout.constraints[0].provenance, .source(SourceLocation(file: "test.layout", line: 2, column: 4)))
    }

    func testPlainVariablesAndLinearConstraints() throws {
        let scenario = try XCTUnwrap(Parse.scenario("var x, y\nvar z\n2*x + y >= 10 @250 \"c1\"\n3x - z == y / 2 + 1\nx <= 4 inactive"))
        XCTAssertEqual(scenario.layout.variables, ["x", "y", "z"])
        XCTAssertEqual(scenario.layout.linearConstraints.map { Parse.stripPosition(ScenarioDump.describe($0)) }, [
            "2*x + y - 10 >= 0 @250 \"c1\"",
            "3*x - z - 0.5*y - 1 == 0",
            "x - 4 <= 0 inactive",
        ])
        XCTAssertEqual(scenario.layout.linearConstraints[0].terms, [NamedTerm("x", 2), NamedTerm("y", 1)])
    }

    // MARK: Notes, steps, expectations

    func testNotesAnywhere() throws {
        let scenario = try XCTUnwrap(Parse.scenario("note \"one\"\nview v {\n  note \"two\"\n}\nstep \"s\" {\n  note \"three\"\n}"))
        XCTAssertEqual(scenario.notes.map(\.text), ["one", "two"])
        XCTAssertEqual(scenario.steps[0].notes.map(\.text), ["three"])
        XCTAssertEqual(scenario.notes[1].location.line, 3)
    }

    func testStepEdits() throws {
        let text = """
        label name text "Hi"
        stack row {
            view a
        }
        name.width == 10 "w"
        var x
        x >= 1 "c"
        step "Edits" {
            activate "w"
            deactivate "w", "c"
            remove "w"
            set name.text "Hello"
            set name hidden true font 12
            screen 480 x 320
            set screen 320 x 480
            name.height == 20 "h"
            set "h".constant 20
            set "h" priority high
            x <= 9
            remove "c"
            view b in row
            set row.arranged b
        }
        """
        let scenario = try XCTUnwrap(Parse.scenario(text))
        XCTAssertEqual(scenario.steps.count, 1)
        XCTAssertEqual(scenario.steps[0].edits.map { Parse.stripPosition(ScenarioDump.describe($0.edit)) }, [
            "activate \"w\"",
            "deactivate \"w\"",
            "deactivate linear \"c\"",
            "remove \"w\"",
            "update item name label in root text \"Hello\"",
            "update item name label in root text \"Hello\" font 12 hidden",
            "screen 480 x 320",
            "screen 320 x 480",
            "add name.height == 20 \"h\"",
            "set \"h\".constant 20",
            "set \"h\".priority 750",
            "add linear x - 9 <= 0",
            "deactivate linear \"c\"",
            "add item b view in row",
            "update item row stack in root axis horizontal distribution fill alignment fill spacing 0 arranged [a, b]",
            "update item row stack in root axis horizontal distribution fill alignment fill spacing 0 arranged [b]",
        ])
    }

    func testStepsApplyInOrderAndSeeEarlierSteps() throws {
        let text = "step \"one\" {\n  view late\n}\nstep \"two\" {\n  late.width == 5 \"lw\"\n}\nstep \"three\" {\n  set \"lw\".constant 6\n}"
        let scenario = try XCTUnwrap(Parse.scenario(text))
        XCTAssertEqual(scenario.steps.map(\.title), ["one", "two", "three"])
        XCTAssertEqual(scenario.steps.map(\.edits.count), [1, 1, 1])
    }

    func testExpectations() throws {
        let text = """
        label name
        var x
        tolerance 0.5
        expect name.frame == (8, 20, 80, 21)
        expect name.width == 210 within 1
        expect x == 3
        expect "gap" broken 130
        expect "gap" broken
        expect "gap" satisfied
        expect "gap" inactive
        expect "UISV-hiding" broken to recover
        expect name ambiguous
        expect name not ambiguous
        expect conflict "a", "b" broken "b"
        expect conflict
        expect no conflict
        expect name.width == -1 ± 2
        """
        let scenario = try XCTUnwrap(Parse.scenario(text))
        XCTAssertEqual(scenario.expectations.map { Parse.stripPosition(ScenarioDump.describe($0)) }, [
            "name.frame == (8, 20, 80, 21) within 0.5",
            "name.width == 210 within 1",
            "x == 3 within 0.5",
            "\"gap\" broken 130 within 0.5",
            "\"gap\" broken within 0.5",
            "\"gap\" satisfied within 0.5",
            "\"gap\" inactive within 0.5",
            "\"UISV-hiding\" broken to recover within 0.5",
            "name ambiguous within 0.5",
            "name not ambiguous within 0.5",
            "conflict \"a\", \"b\" broken \"b\" within 0.5",
            "conflict within 0.5",
            "no conflict within 0.5",
            "name.width == -1 within 2",
        ])
        XCTAssertEqual(scenario.expectations[0].location, SourceLocation(file: "test.layout", line: 4, column: 1))
    }

    func testExpectationsInsideStepsApplyAfterTheStep() throws {
        let scenario = try XCTUnwrap(Parse.scenario("view a\nexpect a ambiguous\nstep \"s\" {\n  a.width == 1\n  expect a not ambiguous\n}"))
        XCTAssertEqual(scenario.expectations.count, 1)
        XCTAssertEqual(scenario.steps[0].expectations.count, 1)
    }

    func testForwardReferencesAtTopLevel() {
        XCTAssertEqual(Parse.constraints("a.width == b.width\nview a\nview b"), ["a.width == b.width"])
    }

    func testStringEscapes() {
        XCTAssertEqual(Parse.scenario("title \"tab\\there \\\\ \\u{1F600} \\0end\"")?.title, "tab\there \\ \u{1F600} \0end")
    }

    func testWindowsLineEndings() {
        XCTAssertEqual(Parse.constraints("view a\r\na.width == 1\r\n"), ["a.width == 1"])
    }
}

final class SampleTests: XCTestCase {
    /// The mutation seed that uses every construct parses cleanly.
    func testEverythingSampleParses() throws {
        let scenario = try XCTUnwrap(Parse.scenario(Samples.everything))
        XCTAssertEqual(scenario.layout.rootName, "main")
        XCTAssertEqual(scenario.steps.count, 1)
        XCTAssertEqual(scenario.layout.item(named: "row")?.stack?.arranged, ["a", "b"])
        XCTAssertEqual(scenario.steps[0].edits.count, 9)
    }
}
