import LayoutModel
import XCTest
@testable import LayoutScript

/// docs/scenario-language.md, "Names in UIKit logs": `class` and `accessibilityIdentifier`, which
/// only change how UIKit's console log names a view, and their errors.
final class PrintedNameSyntaxTests: XCTestCase {
    private func item(_ text: String, _ name: String) -> LayoutItem? {
        Parse.scenario(text)?.layout.item(named: name)
    }

    func testClassOnViewsAndTheRoot() {
        XCTAssertEqual(item("view card class \"MyApp.CardView\"\n", "card")?.printedClassName, "MyApp.CardView")
        XCTAssertEqual(item("root class \"Trust.BrowserNavigationBar\"\n", "root")?.printedClassName, "Trust.BrowserNavigationBar")
        XCTAssertEqual(item("stack s className \"_UIButtonBarStackView\"\n", "s")?.printedClassName, "_UIButtonBarStackView")
        // Swift's mangled generic names keep their `$`.
        XCTAssertEqual(item("view v class \"_TtGC8MyApp4Cell$S_\"\n", "v")?.printedClassName, "_TtGC8MyApp4Cell$S_")
        XCTAssertNil(item("view v\n", "v")?.printedClassName)
        // Layout is untouched: the kind stays.
        XCTAssertEqual(item("label l class \"MyApp.Title\" text \"Hi\"\n", "l")?.kind, .label)
        // `none` in a step goes back to the kind's class.
        let steps = Parse.scenario("view v class \"A.B\"\nstep \"s\" {\n    set v class none\n}\n")?.steps
        guard case let .updateItem(updated)? = steps?.first?.edits.first?.edit else { return XCTFail("no update edit") }
        XCTAssertNil(updated.printedClassName)
    }

    func testAccessibilityIdentifier() {
        XCTAssertEqual(item("view icon accessibilityIdentifier \"AddressToolbar.lockIcon\"\n", "icon")?.accessibilityIdentifier,
                       "AddressToolbar.lockIcon")
        // Spaces are allowed: UIKit prints `progress background.height == 5`.
        XCTAssertEqual(item("view bar accessibilityIdentifier \"progress background\"\n", "bar")?.accessibilityIdentifier,
                       "progress background")
    }

    func testErrors() {
        XCTAssertEqual(Parse.errors("view v class \"My App.View\"\n"),
                       ["1:14: \"My App.View\" is not a class name: letters, digits, '_', '$' and '.' between module and type (as in \"MyApp.CardView\"), not starting with a digit"])
        XCTAssertEqual(Parse.errors("view v class \"MyApp.\"\n"),
                       ["1:14: \"MyApp.\" is not a class name: letters, digits, '_', '$' and '.' between module and type (as in \"MyApp.CardView\"), not starting with a digit"])
        XCTAssertEqual(Parse.errors("view v class \"1View\"\n"),
                       ["1:14: \"1View\" is not a class name: letters, digits, '_', '$' and '.' between module and type (as in \"MyApp.CardView\"), not starting with a digit"])
        XCTAssertEqual(Parse.errors("view v class CardView\n"),
                       ["1:14: expected the class UIKit logs print, in quotes (as in class \"MyApp.CardView\"), or none, found 'CardView'"])
        XCTAssertEqual(Parse.errors("view v accessibilityIdentifier \"a:b\"\n"),
                       ["1:32: an accessibility identifier must be non-empty, without ':', quotes or line breaks"])
        XCTAssertEqual(Parse.errors("view v accessibilityIdentifier \"\"\n"),
                       ["1:32: an accessibility identifier must be non-empty, without ':', quotes or line breaks"])
        XCTAssertEqual(Parse.errors("guide g class \"A.B\"\n"),
                       ["1:9: 'class' does not apply to a layout guide ('g'): guides have no content, margins or visibility"])
    }
}
