import XCTest
@testable import LayoutModel

/// The superview index every constraint's questions go through (`LayoutTree`), on small trees
/// worked out by hand, on the cases validation relies on (cycles, unknown superviews), and on a
/// 5 000-deep chain, which a recursive walk or a per-question walk of the whole chain would not
/// survive or would make quadratic.
final class LayoutTreeTests: XCTestCase {
    private func item(_ name: String, in parent: String?, _ content: SemanticContent = .inherit) -> LayoutItem {
        var item = LayoutItem(name: name, kind: .view, parent: parent)
        item.semanticContent = content
        return item
    }

    //        root
    //       /    \
    //   card(rtl)  bar
    //    /    \      \
    //  title  badge(ltr) button
    //           |
    //          dot
    private var tree: LayoutTree {
        LayoutTree(items: [
            item("root", in: nil), item("card", in: "root", .rightToLeft), item("bar", in: "root"),
            item("title", in: "card"), item("badge", in: "card", .leftToRight), item("button", in: "bar"),
            item("dot", in: "badge"),
        ], rootName: "root")
    }

    func testAncestorsRunFromTheViewToTheRoot() {
        XCTAssertEqual(tree.ancestors(of: "dot"), ["dot", "badge", "card", "root"])
        XCTAssertEqual(tree.ancestors(of: "root"), ["root"])
        XCTAssertEqual(tree.ancestors(of: "nowhere"), [])
    }

    func testNearestCommonAncestorCountsAViewAsItsOwn() {
        XCTAssertEqual(tree.nearestCommonAncestor("dot", "title"), "card")
        XCTAssertEqual(tree.nearestCommonAncestor("dot", "button"), "root")
        XCTAssertEqual(tree.nearestCommonAncestor("badge", "dot"), "badge")
        XCTAssertEqual(tree.nearestCommonAncestor("title", "title"), "title")
        XCTAssertNil(tree.nearestCommonAncestor("title", "nowhere"))
    }

    func testDirectionIsTheNearestOneSetOnTheWayUp() {
        XCTAssertTrue(tree.isRightToLeft("card"))
        XCTAssertTrue(tree.isRightToLeft("title"))  // inherits card's
        XCTAssertFalse(tree.isRightToLeft("badge"))  // sets its own
        XCTAssertFalse(tree.isRightToLeft("dot"))  // inherits badge's
        XCTAssertFalse(tree.isRightToLeft("button"))
        XCTAssertFalse(tree.isRightToLeft("root"))
    }

    func testOnlyChainsEndingAtTheRootReachIt() {
        let tree = LayoutTree(items: [
            item("root", in: nil), item("a", in: "root"),
            item("loop1", in: "loop2"), item("loop2", in: "loop1"), item("under", in: "loop1"),
            item("orphan", in: "missing"), item("child", in: "orphan"),
        ], rootName: "root")
        XCTAssertTrue(tree.reachesRoot("root"))
        XCTAssertTrue(tree.reachesRoot("a"))
        for name in ["loop1", "loop2", "under", "orphan", "child", "missing"] {
            XCTAssertFalse(tree.reachesRoot(name), name)
        }
        // A cycle's walk stops instead of going round.
        XCTAssertLessThanOrEqual(tree.ancestors(of: "under").count, 3)
        XCTAssertNil(tree.nearestCommonAncestor("under", "a"))
    }

    func testTheFirstDeclarationOfANameWins() {
        let tree = LayoutTree(items: [item("root", in: nil), item("a", in: "root"), item("b", in: "root"),
                                      item("x", in: "a"), item("x", in: "b")], rootName: "root")
        XCTAssertEqual(tree.ancestors(of: "x"), ["x", "a", "root"])
    }

    func testAFiveThousandDeepChainIsIndexedWithoutRecursion() {
        let depth = 5_000
        var items = [item("v0", in: nil)]
        for index in 1..<depth { items.append(item("v\(index)", in: "v\(index - 1)")) }
        // Declared deepest first, so every walk starts at the bottom of an unsettled chain.
        let tree = LayoutTree(items: items.reversed(), rootName: "v0")
        XCTAssertEqual(tree.ancestors(of: "v\(depth - 1)").count, depth)
        XCTAssertEqual(tree.nearestCommonAncestor("v\(depth - 1)", "v2500"), "v2500")
        XCTAssertTrue(tree.reachesRoot("v\(depth - 1)"))
    }
}
