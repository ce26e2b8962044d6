import LayoutModel
import XCTest
@testable import LayoutScript

/// Malformed input: each message with its line and column, several errors per run, the rendered
/// format with the caret.
final class ErrorTests: XCTestCase {
    private func assertErrors(_ text: String, _ expected: [String], file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(Parse.errors(text, file: file, line: line), expected, file: file, line: line)
    }

    // MARK: VFL messages (Apple's wording where it is documented)

    func testMissingColonAfterOrientation() {
        assertErrors("view a\nV[a]", ["2:2: Expected ':' after 'V' to specify vertical arrangement"])
        assertErrors("view a\nH|-[a]", ["2:2: Expected ':' after 'H' to specify horizontal arrangement"])
    }

    func testUnknownViewInFormat() {
        assertErrors("view a\nH:|-[blackBox]-|", ["2:6: Unable to find view with name blackBox"])
        assertErrors("view a\n[a(==ghost)]", ["2:6: Unable to find view with name ghost"])
    }

    func testUnknownRelationInFormat() {
        assertErrors("view a\nH:[a(=10)]", ["2:6: Unknown relation. Must be ==, >=, or <="])
        assertErrors("view a\nview b\n[a]-(=<5)-[b]", ["3:6: Unknown relation. Must be ==, >=, or <="])
    }

    func testUnclosedPredicateOrView() {
        let message = "A predicate on a view's thickness must end with ')' and the view must end with ']'"
        assertErrors("view a\nH:[a(10]", ["2:8: \(message)"])
        assertErrors("view a\nH:[a", ["2:5: \(message)"])
        assertErrors("view a\nH:[a(10", ["2:8: \(message)"])
    }

    func testBadViewName() {
        assertErrors("view a\nH:[1a]", ["2:4: Expected a view. View names must start with a letter or an underscore, then contain letters, numbers, and underscores."])
    }

    func testIncompleteConnections() {
        assertErrors("view a\nH:|-[a]-", ["2:9: Expected a view or '|' after '-'"])
        assertErrors("view a\nview b\nH:[a]-(>=8@750-[b]", ["3:15: Expected ',' or ')' in the spacing predicates"])
        assertErrors("view a\nview b\n[a]-8[b]", ["3:6: Expected '-' after the spacing predicate"])
        assertErrors("view a\nH:|", ["2:4: Expected a view after '|'"])
        assertErrors("view a\nH:[a]|[a]", ["2:7: Nothing can follow the superview '|' at the end of a format (put a space before options)"])
    }

    func testSpacesInsideAFormat() {
        assertErrors("view a\nview b\nH:[a] -[b]", ["3:7: a space ended the visual format; write the format without spaces"])
    }

    func testMetricsAndPrioritiesInFormats() {
        assertErrors("view a\nview b\n[a]-gap-[b]", ["3:5: Unable to find metric with name gap"])
        assertErrors("view a\nview b\n[a]-(b)-[b]", ["3:6: a view name cannot be a spacing: 'b' is a view; use a number or a metric"])
        assertErrors("view a\n[a(10@2000)]", ["2:4: priority 2000 is out of range; priorities run from 1 to 1000"])
        assertErrors("view a\n[a(10@)]", ["2:7: Expected a priority (a number or a metric name) after '@'"])
    }

    func testFormatOptions() {
        assertErrors("view a\nview b\nH:[a][b] alignAllLeading",
                     ["3:10: Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal."])
        assertErrors("view a\nview b\nV:[a][b] alignAllTop",
                     ["3:10: Options mask required views to be aligned on a vertical edge, which is not allowed for layout that is also vertical."])
        assertErrors("view a\n[a] alignAllCentreY", ["2:5: unknown format option 'alignAllCentreY'; did you mean 'alignAllCenterY'?"])
        assertErrors("view a\n[a] directionLeftToRight directionRightToLeft", ["2:26: a format takes one direction option"])
        assertErrors("view a\n[a] spacingBaselineToBaseline", ["2:5: spacingBaselineToBaseline applies to vertical formats (V:) only"])
    }

    func testBarWithoutSuperview() {
        assertErrors("|-[root]", ["1:1: Unable to interpret '|' character, because the related view doesn't have a superview"])
    }

    // MARK: The language

    func testDuplicateNames() {
        assertErrors("view a\nlabel a", ["2:7: duplicate name 'a': it is already declared at line 1, column 6"])
        assertErrors("view root", ["1:6: 'root' is reserved (it means the root view); choose another name"])
    }

    func testUnknownNamesInConstraints() {
        assertErrors("view first\nsecond.leading == first.trailing", ["2:1: unknown view 'second'"])
        assertErrors("label title\ntitel.width == 10", ["2:1: unknown view 'titel'; did you mean 'title'?"])
        assertErrors("view a\na.widht == 10", ["2:3: unknown attribute 'widht'; did you mean 'width'?"])
        assertErrors("view a\na == 10", ["2:1: 'a' is a view; name one of its attributes, like a.width"])
        assertErrors("x == 3", ["1:1: unknown name 'x': declare a variable with 'var x' or a metric with 'metric x = …'"])
    }

    func testRelations() {
        assertErrors("view a\na.width = 10", ["2:9: expected a relation (==, >= or <=), found '='; write '==' for equality"])
        assertErrors("view a\na.width => 10", ["2:9: expected a relation (==, >= or <=), found '=>'; did you mean '>='?"])
        assertErrors("view a\na.width < 10", ["2:9: expected a relation (==, >= or <=), found '<'; Auto Layout has no strict inequalities, use '<='"])
    }

    func testConstraintShape() {
        assertErrors("view a\nview b\nview c\na.width == b.width + c.width",
                     ["4:1: a view constraint relates at most two attributes (NSLayoutConstraint has one item on each side); this one has 3"])
        assertErrors("view a\nvar x\na.width == x", ["3:1: a constraint cannot mix view attributes and plain variables"])
        assertErrors("view a\na.width == a.width", ["2:1: the terms cancel out: nothing is left to constrain"])
        assertErrors("view a\nview b\na.width == b.width * a.width", ["3:12: a term can multiply numbers by at most one attribute or variable (constraints are linear)"])
        assertErrors("view a\na.width == 10 / 0", ["2:12: division by zero"])
        assertErrors("view a\na.width == 10 @1001", ["2:16: priority 1001 is out of range; priorities run from 1 to 1000 (1000 is required)"])
        assertErrors("view a\na.width == 10 @medium", ["2:16: unknown priority 'medium'; expected a number or one of required, high, low, fittingSize"])
        assertErrors("view a\na.width == 10 @750 @250", ["2:20: the priority is given twice"])
        assertErrors("superview.width == 10", ["1:1: 'superview' needs another view in the constraint to be the superview of"])
    }

    func testStatementsInTheWrongPlace() {
        assertErrors("activate \"x\"", ["1:1: 'activate' is an edit and belongs inside a step \"…\" { … } block"])
        assertErrors("step \"s\" {\n  title \"t\"\n}", ["2:3: 'title' belongs at the top level of the file, not inside a step"])
        assertErrors("step \"s\" {\n  step \"inner\" {\n  }\n}", ["2:3: 'step' belongs at the top level of the file, not inside a step"])
        assertErrors("tittle \"x\"", ["1:1: unknown statement 'tittle'; expected a declaration, a constraint or a statement; did you mean 'title'?"])
    }

    func testBlocks() {
        assertErrors("}", ["1:1: unmatched '}': no block is open"])
        assertErrors("view a {\n  view b\n", ["1:8: this '{' is never closed; expected '}' before the end of the file"])
        assertErrors("guide g {\n}", ["1:9: a layout guide cannot contain views or properties blocks; give its properties on the same line"])
        assertErrors("view a {\n} extra", ["2:3: expected end of line after '}', found 'extra'"])
    }

    func testProperties() {
        assertErrors("view a text \"x\"", ["1:8: 'text' applies to labels, buttons and text fields; 'a' is a view"])
        assertErrors("label a axis vertical", ["1:9: 'axis' applies to stack views only; 'a' is a label"])
        assertErrors("stack s axis diagonal", ["1:14: expected an axis: horizontal or vertical, found 'diagonal'"])
        assertErrors("stack s alignment centre", ["1:19: expected an alignment (fill, leading, firstBaseline, center, trailing, lastBaseline, top, bottom), found 'centre'; did you mean 'center'?"])
        assertErrors("label a lines 1.5", ["1:15: the number of lines must be a whole number, 0 for unlimited"])
        assertErrors("view a mask h=-x-", ["1:16: expected three flags after 'h=', each '-' (fixed) or '&' (flexible), as in h=-&-, found 'x'"])
        assertErrors("view a hugging h high+1 colour red", ["1:25: expected a property (text, font, hugging, hidden, margins, spacing, …), found 'colour'"])
        assertErrors("label a txet \"x\"", ["1:9: expected a property (text, font, hugging, hidden, margins, spacing, …), found 'txet'; did you mean 'text'?"])
        assertErrors("view a frame (1, 2, 3)", ["1:22: expected ',' after width, found ')'"])
    }

    func testStacks() {
        assertErrors("view x\nstack s arranged x", ["2:18: 'x' is not a subview of 's'; declare it inside the stack's block or with 'in s'"])
        assertErrors("stack s {\n  view a\n  spacing 4 after b\n}", ["3:19: unknown arranged view 'b'"])
        assertErrors("view p\nview q in p\nstack s {\n  view a\n}\nstack t spacing 2 after a", ["6:25: 'a' is not an arranged view of 't', so no spacing can follow it"])
        assertErrors("guide g\nview v in g", ["2:11: 'g' is a layout guide and cannot contain 'v'; guides belong to views"])
    }

    func testSteps() {
        assertErrors("step \"s\" {\n  activate \"nope\"\n}", ["2:12: no constraint has the identifier \"nope\""])
        assertErrors("view a\na.width == 1 \"wide\"\nstep \"s\" {\n  remove \"widee\"\n}", ["4:10: no constraint has the identifier \"widee\"; did you mean 'wide'?"])
        assertErrors("var x\nx >= 1 \"c\"\nstep \"s\" {\n  set \"c\".constant 2\n}",
                     ["4:7: 'constant' can be changed on view constraints only; \"c\" is over plain variables (add a new constraint and deactivate this one)"])
        assertErrors("step \"s\" {\n  set \"x\".multiplier 2\n}", ["2:11: expected 'priority' or 'constant' (the only things a constraint lets you change), found 'multiplier'"])
        assertErrors("view a\na.width == 1 \"w\"\nstep \"s\" {\n  remove \"w\"\n  activate \"w\"\n}", ["5:12: no constraint has the identifier \"w\""])
        assertErrors("step \"s\" {\n  view late\n}\nlate.width == 10", ["4:1: unknown view 'late'"])
    }

    func testExpectations() {
        assertErrors("view a\nexpect a.frame == (1, 2, 3, 4", ["2:30: expected ')' after height (a rectangle is (x, y, width, height)), found end of line"])
        assertErrors("view a\nexpect a.frame = (1, 2, 3, 4)", ["2:16: expected '==', found '='"])
        assertErrors("expect \"gap\" snapped", ["1:14: expected a state: satisfied, broken [error], broken to recover, or inactive, found 'snapped'"])
        assertErrors("view a\nexpect a == 3", ["2:8: 'a' is a view; expect a.frame == (x, y, w, h) or a.width == …"])
        assertErrors("expect ghost ambiguous", ["1:8: unknown view 'ghost'"])
        assertErrors("view a\nexpect a.width == 3 within -1", ["2:28: a tolerance must not be negative"])
    }

    func testStringsAndCharacters() {
        assertErrors("title \"unterminated", ["1:7: unterminated string; expected a closing '\"' on the same line"])
        assertErrors("title \"bad \\q escape\"", ["1:12: unknown escape '\\q' in string; use \\\", \\\\, \\n, \\t or \\u{…}"])
        assertErrors("view a $", ["1:8: unexpected character '$'"])
        assertErrors("screen 1e999 x 2", ["1:8: the number '1e999' is outside the supported range (within ±1000000)"])
    }

    func testRepeatedSettings() {
        assertErrors("title \"a\"\ntitle \"b\"", ["2:1: 'title' is already set at line 1"])
        assertErrors("metric m = 1\nmetric m = 2", ["2:8: the metric 'm' is already defined"])
    }

    // MARK: Several errors, recovery and rendering

    func testSeveralErrorsAreReportedInOrderAndParsingResumesOnTheNextLine() {
        let text = """
        view a
        view a
        a.width = 10
        label b text "ok"
        b.height == 20
        c.top == b.bottom
        """
        assertErrors(text, [
            "2:6: duplicate name 'a': it is already declared at line 1, column 6",
            "3:9: expected a relation (==, >= or <=), found '='; write '==' for equality",
            "6:1: unknown view 'c'",
        ])
    }

    func testAFailedDeclarationDoesNotCascade() {
        assertErrors("label name text \"oops\nname.width == 10\nexpect name ambiguous",
                     ["1:17: unterminated string; expected a closing '\"' on the same line"])
        assertErrors("view box margins x {\n  view inner\n  inner.width == 10\n}",
                     ["1:18: expected a margin in points, four margins (top left bottom right), or 'top 20 left 8 …', found 'x'"])
    }

    func testRenderedFormatHasFileLineColumnTheLineAndACaret() {
        do {
            _ = try ScenarioParser.parse("view a\n\ta.width = 10\n", file: "demo.layout")
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error.description, """
            demo.layout:2:10: error: expected a relation (==, >= or <=), found '='; write '==' for equality
            \ta.width = 10
            \t        ^
            """)
        }
    }

    func testCaretAtEndOfLine() {
        XCTAssertEqual(DiagnosticFormatter.caretLine(under: 5, in: "ab"), "    ^")
        let error = LayoutError("x", at: SourceLocation(file: "f", line: 9, column: 1))
        XCTAssertEqual(DiagnosticFormatter.render(error, sourceLines: ["only one line"]), "f:9:1: error: x")
        XCTAssertEqual(DiagnosticFormatter.render(LayoutError("y", at: nil), sourceLines: []), "error: y")
    }
}
