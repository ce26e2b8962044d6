import XCTest
import Cassowary
@testable import LayoutModel

private typealias F = EngineFixture

/// docs/semantics.md, "Layout margins": the margins each root kind gets from the screen width and
/// the safe area, directional margins, preserved superview margins, and a rotation as step edits.
/// Every expected number is worked out by hand in the comment beside it.
final class LayoutMarginTests: XCTestCase {
    private func root(_ kind: RootKind, width: Double, height: Double = 800, safeArea: EdgeInsets = .zero,
                      configure: (inout LayoutItem) -> Void = { _ in }) -> Layout {
        var layout = F.layout(width: width, height: height)
        layout.safeAreaInsets = safeArea
        layout.items[0].rootKind = kind
        configure(&layout.items[0])
        return layout
    }

    private func margins(_ layout: Layout, _ name: String = "root") -> EdgeInsets {
        LayoutMarginResolver(layout: layout).margins(of: name)
    }

    private let notchPortrait = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
    private let notchLandscape = EdgeInsets(top: 0, left: 44, bottom: 21, right: 44)

    func testPlainRootKeepsEightAndIgnoresTheSafeArea() {
        // The default root: UIView's 8 on every side, whatever the safe area.
        XCTAssertEqual(margins(root(.view, width: 375, safeArea: notchPortrait)), .standardMargins)
    }

    func testViewControllerRootIsTheSystemMinimumPlusTheSafeArea() {
        // 375 wide: sides 16 + 0; top 0 + 44; bottom 0 + 34.
        XCTAssertEqual(margins(root(.viewController, width: 375, safeArea: notchPortrait)),
                       EdgeInsets(top: 44, left: 16, bottom: 34, right: 16))
        // 376 wide is wider than 375: sides 20.
        XCTAssertEqual(margins(root(.viewController, width: 376)), EdgeInsets(top: 0, left: 20, bottom: 0, right: 20))
        // 812 wide, landscape insets: sides 20 + 44 = 64; top 0 + 0; bottom 0 + 21.
        XCTAssertEqual(margins(root(.viewController, width: 812, safeArea: notchLandscape)),
                       EdgeInsets(top: 0, left: 64, bottom: 21, right: 64))
        // Without insetsLayoutMarginsFromSafeArea only the minimum is left: 0, 20, 0, 20.
        XCTAssertEqual(margins(root(.viewController, width: 812, safeArea: notchLandscape) {
            $0.insetsLayoutMarginsFromSafeArea = false
        }), EdgeInsets(top: 0, left: 20, bottom: 0, right: 20))
    }

    func testViewControllerRootMarginsNeverGoBelowTheMinimum() {
        // Custom 30 left, 4 right, 8 top and bottom on a 320 screen: max(30, 16) = 30,
        // max(4, 16) = 16, max(8, 0) = 8; then + the safe area 20 at the top: 28.
        let layout = root(.viewController, width: 320, safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)) {
            $0.layoutMargins = EdgeInsets(top: 8, left: 30, bottom: 8, right: 4)
            $0.customMarginSides = .all
        }
        XCTAssertEqual(margins(layout), EdgeInsets(top: 28, left: 30, bottom: 8, right: 16))
        // Only the top set (to 8): the other sides keep the root's own 0 before the minimum,
        // so 8 + 20 = 28 at the top, 16 at the sides, 0 at the bottom.
        let topOnly = root(.viewController, width: 320, safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)) {
            $0.customMarginSides = .top
        }
        XCTAssertEqual(margins(topOnly), EdgeInsets(top: 28, left: 16, bottom: 0, right: 16))
    }

    func testCellContentViews() {
        // Table cell content view: 11 at the top and bottom, 16 up to 375 wide, 20 wider; the
        // safe area is not added (the table insets the content view itself).
        XCTAssertEqual(margins(root(.tableViewCell, width: 375, safeArea: notchLandscape)),
                       EdgeInsets(top: 11, left: 16, bottom: 11, right: 16))
        XCTAssertEqual(margins(root(.tableViewCell, width: 414)), EdgeInsets(top: 11, left: 20, bottom: 11, right: 20))
        // Margins the app sets replace the defaults: 4 everywhere.
        XCTAssertEqual(margins(root(.tableViewCell, width: 414) {
            $0.layoutMargins = EdgeInsets(top: 4, left: 4, bottom: 4, right: 4)
            $0.customMarginSides = .all
        }), EdgeInsets(top: 4, left: 4, bottom: 4, right: 4))
        // Only the left set (to 4, the item's other slots keep UIView's 8): the cell's 11, 20, 11 stay.
        XCTAssertEqual(margins(root(.tableViewCell, width: 414) {
            $0.layoutMargins.left = 4
            $0.customMarginSides = .left
        }), EdgeInsets(top: 11, left: 4, bottom: 11, right: 20))
        XCTAssertEqual(margins(root(.collectionViewCell, width: 414)), .standardMargins)
    }

    func testDirectionalMarginsFollowTheViewsDirection() {
        // leading 10, trailing 20: left 10 / right 20 in LTR; left 20 / right 10 in RTL, also when
        // the direction is inherited from the superview.
        let directional = EdgeInsets(top: 8, left: 10, bottom: 8, right: 20)
        func layout(_ direction: SemanticContent, parentDirection: SemanticContent = .inherit) -> Layout {
            F.layout(items: [
                F.view("outer") { $0.semanticContent = parentDirection },
                F.view("card", in: "outer") {
                    $0.layoutMargins = directional
                    $0.marginsAreDirectional = true
                    $0.semanticContent = direction
                },
            ])
        }
        XCTAssertEqual(margins(layout(.leftToRight), "card"), directional)
        XCTAssertEqual(margins(layout(.rightToLeft), "card"), EdgeInsets(top: 8, left: 20, bottom: 8, right: 10))
        XCTAssertEqual(margins(layout(.inherit, parentDirection: .rightToLeft), "card"),
                       EdgeInsets(top: 8, left: 20, bottom: 8, right: 10))
    }

    func testPreservedAndSafeAreaMarginsOfASubview() {
        // Root: view controller, 375 wide, notch portrait: 44, 16, 34, 16. A subview with 8 that
        // preserves its superview's margins takes the larger of each side: 44, 16, 34, 16; one that
        // insets from the safe area adds the root's insets to its 8: 52, 8, 42, 8.
        var layout = root(.viewController, width: 375, safeArea: notchPortrait)
        layout.items.append(F.view("preserving") { $0.preservesSuperviewLayoutMargins = true })
        layout.items.append(F.view("inset") { $0.insetsLayoutMarginsFromSafeArea = true })
        layout.items.append(F.view("plain"))
        XCTAssertEqual(margins(layout, "preserving"), EdgeInsets(top: 44, left: 16, bottom: 34, right: 16))
        XCTAssertEqual(margins(layout, "inset"), EdgeInsets(top: 52, left: 8, bottom: 42, right: 8))
        XCTAssertEqual(margins(layout, "plain"), .standardMargins)
    }

    func testRotationAsStepEditsMovesAViewPinnedToTheMargins() throws {
        // A card pinned to the four margins of a view controller's root.
        var layout = root(.viewController, width: 375, height: 812, safeArea: notchPortrait)
        layout.items.append(F.view("card"))
        layout.constraints = [
            F.constraint("card.leading", .equal, "root.leadingMargin"),
            F.constraint("card.trailing", .equal, "root.trailingMargin"),
            F.constraint("card.top", .equal, "root.topMargin"),
            F.constraint("card.bottom", .equal, "root.bottomMargin"),
        ]
        let engine = try LayoutEngine(layout: layout)
        // Portrait: x 16, width 375 - 32 = 343; y 44, height 812 - 44 - 34 = 734.
        assertFrame(engine.solution(), "card", rect(16, 44, 343, 734))
        try engine.apply(.setScreen(Size(width: 812, height: 375)))
        try engine.apply(.setSafeArea(notchLandscape))
        // Landscape: x 20 + 44 = 64, width 812 - 128 = 684; y 0, height 375 - 21 = 354.
        assertFrame(engine.solution(), "card", rect(64, 0, 684, 354))
        // The safe-area guide moved too: 44 from the left, 812 - 88 = 724 wide.
        XCTAssertEqual(engine.solution().frame(of: "root.safeArea"), rect(44, 0, 724, 354))
    }

    func testUIKitClassOfTheRoot() {
        // A controller's root is a plain UIView; cells' content views have classes of their own.
        let expected: [RootKind: String] = [.view: "UIView", .viewController: "UIView",
                                            .tableViewCell: "UITableViewCellContentView",
                                            .collectionViewCell: "UICollectionViewCellContentView"]
        for (kind, className) in expected {
            let describer = UIKitDescriber(layout: root(kind, width: 320))
            XCTAssertTrue(describer.describeItem("root").hasPrefix(className + ":0x"), "\(kind)")
        }
    }
}
