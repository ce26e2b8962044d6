import LayoutModel
import XCTest
@testable import LayoutScript

/// One rule for names everywhere, negative sizes told as such, and UIKit's anchor names pointed to
/// the attribute (docs/scenario-language.md, "Lexical rules").
final class StandAloneSyntaxTests: XCTestCase {
    private let nameRule = "names are ASCII letters, digits and '_', not starting with a digit (as VFL requires)"

    func testANonASCIINameIsRefusedTheSameWayInADeclarationAnEquationAndVFL() {
        // Columns count characters: `label café`, the `é` is the 10th.
        XCTAssertEqual(Parse.errors("label café\n"),
                       ["1:10: 'café' is not a valid name: 'é' is not an ASCII letter or digit; \(nameRule)"])
        XCTAssertEqual(Parse.errors("view a\na.width == café.width\n"),
                       ["2:15: 'café' is not a valid name: 'é' is not an ASCII letter or digit; \(nameRule)"])
        // `H:|-[café]-|`: the `é` is the 9th character.
        XCTAssertEqual(Parse.errors("view a\nH:|-[café]-|\n"),
                       ["2:9: 'café' is not a valid name: 'é' is not an ASCII letter or digit; \(nameRule)"])
        XCTAssertEqual(Parse.errors("view a\nH:|-(ñ)-[a]\n"),
                       ["2:6: 'ñ' is not a valid name: 'ñ' is not an ASCII letter or digit; \(nameRule)"])
    }

    func testTextInQuotesMayHoldAnyCharacter() {
        XCTAssertNotNil(Parse.scenario("label cafe text \"Café\"\nH:|-[cafe]-|\n"))
    }

    func testNegativeSizesSayTheValueMustNotBeNegative() {
        XCTAssertEqual(Parse.errors("screen -320 x -568\n"), ["1:8: screen width must not be negative"])
        XCTAssertEqual(Parse.errors("screen 320 x -568\n"), ["1:14: screen height must not be negative"])
        XCTAssertEqual(Parse.errors("safeArea -100 0 0 0\n"), ["1:10: a safe-area inset must not be negative"])
        XCTAssertEqual(Parse.errors("tolerance -1\n"), ["1:11: a tolerance in points must not be negative"])
        XCTAssertEqual(Parse.errors("view a\nstep \"s\" {\n    safeArea -10\n}\n"), ["3:14: a safe-area inset must not be negative"])
    }

    func testAVariableNamedLikeAStatementStillMakesAnEquation() {
        // `screen - 320 == 0` continues with a relation, so it stays an equation about a variable.
        XCTAssertNotNil(Parse.scenario("var screen\nscreen - 320 == 0\n"))
    }

    func testUIKitAnchorNamesPointToTheAttribute() {
        XCTAssertEqual(Parse.errors("view a\nview b\na.leadingAnchor == b.trailing\n"), [
            "3:3: unknown attribute 'leadingAnchor'; did you mean 'leading'? (UIKit's anchor 'leadingAnchor' is the attribute 'leading' here)",
        ])
        XCTAssertEqual(Parse.errors("view a\na.widthAnchor == 10\n"), [
            "2:3: unknown attribute 'widthAnchor'; did you mean 'width'? (UIKit's anchor 'widthAnchor' is the attribute 'width' here)",
        ])
    }
}
