import LayoutModel
import XCTest
@testable import LayoutScript

/// docs/scenario-language.md: root kinds, directional margins, preservesSuperviewLayoutMargins,
/// insetsLayoutMarginsFromSafeArea and the safe area as a step edit, with their errors.
final class MarginSyntaxTests: XCTestCase {
    private func item(_ text: String, _ name: String) -> LayoutItem? {
        Parse.scenario(text)?.layout.item(named: name)
    }

    func testRootKindDefaultsToAPlainView() throws {
        let scenario = try XCTUnwrap(Parse.scenario("view a\n"))
        XCTAssertEqual(scenario.layout.items[0].rootKind, .view)
    }

    func testRootKindsAndTheirUIKitSpellings() {
        let spellings: [(String, RootKind)] = [
            ("viewController", .viewController), ("UIViewController", .viewController),
            ("tableViewCell", .tableViewCell), ("UITableViewCellContentView", .tableViewCell),
            ("collectionViewCell", .collectionViewCell), ("UICollectionViewCell", .collectionViewCell), ("view", .view),
        ]
        for (word, kind) in spellings {
            XCTAssertEqual(item("root kind \(word)\n", "root")?.rootKind, kind, word)
        }
        // With a name, and in a step.
        XCTAssertEqual(item("root cell kind tableViewCell margins 4\n", "cell")?.rootKind, .tableViewCell)
        let steps = Parse.scenario("step \"s\" {\n    set root kind collectionViewCell\n}\n")?.steps
        guard case let .updateItem(updated)? = steps?.first?.edits.first?.edit else { return XCTFail("no update edit") }
        XCTAssertEqual(updated.rootKind, .collectionViewCell)
    }

    func testDirectionalMargins() throws {
        let view = try XCTUnwrap(item("view v margins leading 10 trailing 20 top 8 bottom 8\n", "v"))
        XCTAssertTrue(view.marginsAreDirectional)
        XCTAssertEqual(view.customMarginSides, .all)
        XCTAssertEqual(item("view v margins top 3 trailing 2\n", "v")?.customMarginSides, [.top, .right])
        // left/right hold leading/trailing.
        XCTAssertEqual(view.layoutMargins, EdgeInsets(top: 8, left: 10, bottom: 8, right: 20))
        // Setting left or right makes them absolute again; top alone keeps them directional.
        XCTAssertEqual(item("view v margins leading 10 margins left 3\n", "v")?.marginsAreDirectional, false)
        XCTAssertEqual(item("view v margins leading 10 margins top 3\n", "v")?.marginsAreDirectional, true)
        XCTAssertEqual(item("view v margins 4\n", "v")?.marginsAreDirectional, false)
    }

    func testMarginFlags() throws {
        let view = try XCTUnwrap(item("view v preservesSuperviewLayoutMargins insetsLayoutMarginsFromSafeArea false\n", "v"))
        XCTAssertTrue(view.preservesSuperviewLayoutMargins)
        XCTAssertEqual(view.insetsLayoutMarginsFromSafeArea, false)
        XCTAssertNil(item("view v\n", "v")?.insetsLayoutMarginsFromSafeArea)
        XCTAssertEqual(item("view v insetsLayoutMarginsFromSafeArea\n", "v")?.insetsLayoutMarginsFromSafeArea, true)
    }

    func testSafeAreaInAStepKeepsTheSidesLeftOut() throws {
        let scenario = try XCTUnwrap(Parse.scenario("""
            safeArea 44 0 34 0
            step "rotate" {
                safeArea 0 44 21 44
            }
            step "status bar back" {
                safeArea top 20
            }
            """))
        let edits = scenario.steps.map { $0.edits.map(\.edit) }
        XCTAssertEqual(edits, [[.setSafeArea(EdgeInsets(top: 0, left: 44, bottom: 21, right: 44))],
                               [.setSafeArea(EdgeInsets(top: 20, left: 44, bottom: 21, right: 44))]])
    }

    func testErrors() {
        XCTAssertEqual(Parse.errors("view a margins leading 10 left 5\n"),
                       ["1:27: 'leading' and 'left' cannot be mixed in one margins property: "
                        + "leading and trailing follow the layout direction, left and right do not"])
        XCTAssertEqual(Parse.errors("view b kind viewController\n"),
                       ["1:8: 'kind' applies to the root only (root kind viewController); 'b' is not the root"])
        XCTAssertEqual(Parse.errors("root kind tableCel\n"),
                       ["1:11: expected a root kind (view, viewController, tableViewCell, collectionViewCell), found 'tableCel'; did you mean 'tableCell'?"])
        XCTAssertEqual(Parse.errors("view a\nstep \"s\" {\n    safeArea top 20 side 3\n}\n"),
                       ["3:21: expected a side: top, left, bottom or right, found 'side'"])
        XCTAssertEqual(Parse.errors("view a margins leading\n"),
                       ["1:23: expected the leading margin, found end of line"])
    }
}
