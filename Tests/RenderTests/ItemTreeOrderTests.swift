@testable import Render
import XCTest

/// The tree order that summaries of big layouts keep a prefix of, and the label placer's buckets.
final class ItemTreeOrderTests: XCTestCase {
    /// Each item after its superview, its subviews next, siblings as declared; a superview
    /// declared after its subview still comes first.
    func testSubviewsFollowTheirSuperview() {
        let items: [(name: String, parent: String?)] = [
            ("root", nil), ("a", "root"), ("b", "root"), ("a1", "a"), ("b1", "b"), ("late", "root"), ("x", "late"), ("a2", "a"),
        ]
        XCTAssertEqual(ItemTreeOrder.order(items), ["root", "a", "a1", "a2", "b", "b1", "late", "x"])
    }

    /// 5 000 views nested one in the next: no recursion, so no stack overflow.
    func testDeepNestingIsOrderedWithoutRecursion() {
        let items = [(name: "root", parent: String?.none)] + (0..<5_000).map { (name: "v\($0)", parent: $0 == 0 ? "root" : "v\($0 - 1)") }
        let order = ItemTreeOrder.order(items)
        XCTAssertEqual(order.count, 5_001)
        XCTAssertEqual(order.last, "v4999")
    }

    /// A loop of superviews (invalid input) still lists every item once.
    func testItemsInALoopAreListedLast() {
        XCTAssertEqual(ItemTreeOrder.order([("root", nil), ("p", "q"), ("q", "p")]), ["root", "p", "q"])
    }

    /// The buckets answer as a scan of every box would: random boxes, some huge, some negative.
    func testLabelPlacerAgreesWithAScan() {
        var seed: UInt64 = 0x5EED
        func next(_ range: Double) -> Double {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Double(seed >> 11) / Double(1 << 53) * range
        }
        var placer = LabelPlacer(bounds: CanvasRect(x: 0, y: 0, width: 2_000, height: 2_000))
        var taken: [CanvasRect] = []
        for round in 0..<2_000 {
            let huge = round % 97 == 0
            let rect = CanvasRect(x: next(2_000) - 100, y: next(2_000) - 100, width: huge ? 1e6 : next(120) - (round % 53 == 0 ? 130 : 0),
                                  height: huge ? 3 : next(40))
            let scan = rect.x >= 0 && rect.y >= 0 && rect.maxX <= 2_000 && rect.maxY <= 2_000 && !taken.contains(where: rect.overlaps)
            XCTAssertEqual(placer.isFree(rect), scan, "round \(round): \(rect)")
            if round % 3 == 0 || scan {
                placer.reserve(rect)
                taken.append(rect)
            }
        }
    }
}
