import XCTest
@testable import LayoutModel

/// Hand-computed translations in a 320 × 568 root. Per axis the superview's length splits into
/// leading margin, size and trailing margin; flexible parts share a change by their current lengths.
final class AutoresizingConstraintsTests: XCTestCase {
    private func translated(_ mask: String, frame: Rect = Rect(x: 160, y: 100, width: 80, height: 40),
                            in parent: String = "root", name: String = "v") -> LayoutItem {
        var item = view(name, in: parent)
        item.translatesAutoresizingMask = true
        item.frame = frame
        item.autoresizingMask = AutoresizingMask(notation: mask)!
        return item
    }

    private func lines(_ layout: Layout, owner: String = "v") -> [String] {
        SystemConstraints.generate(for: layout).constraints.filter {
            if case let .generated(generator) = $0.provenance { return generator.kind == .autoresizingMask && generator.owner == owner }
            return false
        }.map(compact)
    }

    func testDefaultMaskKeepsOriginAndSize() {
        let layout = makeLayout([translated("h=--& v=--&")])
        XCTAssertEqual(lines(layout), [
            "NSAutoresizingMaskLayoutConstraint v.left == 160",
            "NSAutoresizingMaskLayoutConstraint v.width == 80",
            "NSAutoresizingMaskLayoutConstraint v.top == 100",
            "NSAutoresizingMaskLayoutConstraint v.height == 40",
        ])
        let specs = SystemConstraints.generate(for: layout).constraints.filter { $0.className == "NSAutoresizingMaskLayoutConstraint" && $0.first.item == "v" }
        XCTAssertTrue(specs.allSatisfy { $0.isRequired && $0.identifier == nil })
        // The empty mask gives the same constraints and prints as UIKit logs do.
        XCTAssertEqual(lines(makeLayout([translated("h=--- v=---")])), lines(layout))
        XCTAssertEqual(SystemConstraints.autoresizingNotation(of: specs[0], in: makeLayout([translated("h=--- v=---")])), "h=--& v=--&")
    }

    func testFlexibleMarginsShareTheChangeByTheirLengths() {
        // Left 160 and right 80 are flexible: minX takes 160/240 of any change.
        // minX == (2/3)·W + (160 − (2/3)·320) = 0.666667·W − 53.333333; at W = 320 it is 160.
        XCTAssertEqual(lines(makeLayout([translated("h=&-& v=--&")])), [
            "NSAutoresizingMaskLayoutConstraint v.left == 0.666667*root.width - 53.333333",
            "NSAutoresizingMaskLayoutConstraint v.width == 80",
            "NSAutoresizingMaskLayoutConstraint v.top == 100",
            "NSAutoresizingMaskLayoutConstraint v.height == 40",
        ])
    }

    func testEqualMarginsMatchTheObservedLogShape() {
        // A real log: `minX == 0.500507*super.width − 32.0324` for h=&-&; with equal margins the
        // factor is exactly ½ and the constant −½ × width.
        let item = translated("h=&-& v=--&", frame: Rect(x: 128, y: 0, width: 64, height: 10))
        XCTAssertEqual(lines(makeLayout([item])).first, "NSAutoresizingMaskLayoutConstraint v.left == 0.5*root.width - 32")
    }

    func testFlexibleWidthTakesTheWholeChange() {
        XCTAssertEqual(Array(lines(makeLayout([translated("h=-&- v=--&")])).prefix(2)), [
            "NSAutoresizingMaskLayoutConstraint v.left == 160",
            "NSAutoresizingMaskLayoutConstraint v.width == root.width - 240",
        ])
    }

    func testFlexibleLeftMarginFollowsTheRightEdge() {
        XCTAssertEqual(Array(lines(makeLayout([translated("h=&-- v=--&")])).prefix(2)), [
            "NSAutoresizingMaskLayoutConstraint v.left == root.width - 160",
            "NSAutoresizingMaskLayoutConstraint v.width == 80",
        ])
    }

    func testEverythingFlexibleOnBothAxes() {
        // h: 160 + 80 + 80 = 320 → shares ½, ¼, ¼. v: 100 + 40 + 428 = 568 → 100/568, 40/568.
        XCTAssertEqual(lines(makeLayout([translated("h=&&& v=&&&")])), [
            "NSAutoresizingMaskLayoutConstraint v.left == 0.5*root.width",
            "NSAutoresizingMaskLayoutConstraint v.width == 0.25*root.width",
            "NSAutoresizingMaskLayoutConstraint v.top == 0.176056*root.height",
            "NSAutoresizingMaskLayoutConstraint v.height == 0.070423*root.height",
        ])
    }

    func testFlexibleTopAndHeight() {
        // v=&&-: top 100 and height 40 share the change: 100/140 and 40/140 of it.
        // top == 0.714286·H + (100 − 0.714286·568) = 0.714286·H − 305.714286
        // height == 0.285714·H + (40 − 0.285714·568) = 0.285714·H − 122.285714
        XCTAssertEqual(Array(lines(makeLayout([translated("h=--& v=&&-")])).suffix(2)), [
            "NSAutoresizingMaskLayoutConstraint v.top == 0.714286*root.height - 305.714286",
            "NSAutoresizingMaskLayoutConstraint v.height == 0.285714*root.height - 122.285714",
        ])
    }

    func testSuperviewWithAFrameGivesTheReferenceSize() {
        let container = translated("h=--& v=--&", frame: Rect(x: 0, y: 0, width: 200, height: 100), name: "box")
        let child = translated("h=&-& v=--&", frame: Rect(x: 20, y: 0, width: 100, height: 10), in: "box")
        // Margins 20 and 80 of a 200-wide superview: 0.2·W + (20 − 40).
        XCTAssertEqual(lines(makeLayout([container, child])).first, "NSAutoresizingMaskLayoutConstraint v.left == 0.2*box.width - 20")
    }

    func testArrangedViewsAndViewsWithoutTheFlagAreNotTranslated() {
        var plain = view("p", in: "root")
        plain.frame = Rect(x: 1, y: 2, width: 3, height: 4)
        let arranged = translated("h=--& v=--&", in: "stack", name: "a")
        let layout = makeLayout([plain, stackView("stack", arranged: ["a"]), arranged])
        XCTAssertEqual(lines(layout, owner: "p"), [])
        XCTAssertEqual(lines(layout, owner: "a"), [])
    }

    func testProvenanceSaysWhichMaskAndFrame() {
        let spec = SystemConstraints.generate(for: makeLayout([translated("h=&-& v=--&")])).constraints
            .first { $0.className == "NSAutoresizingMaskLayoutConstraint" && $0.first.item == "v" }
        guard case let .generated(generator)? = spec?.provenance else { return XCTFail("not generated") }
        XCTAssertEqual(generator.kind, .autoresizingMask)
        XCTAssertEqual(generator.detail, "autoresizing mask h=&-& v=--& of `v`: minX (frame x 160, width 80 in a 320-wide superview)")
    }
}

final class AutoresizingNotationTests: XCTestCase {
    func testEveryMaskRoundTrips() {
        for raw in 0..<64 {
            let mask = AutoresizingMask(rawValue: raw)
            XCTAssertEqual(AutoresizingMask(notation: mask.notation), mask, mask.notation)
        }
        XCTAssertEqual(AutoresizingMask(notation: "h=--& v=-&-")?.notation, "h=--& v=-&-")
    }

    func testFlagsMapToTheirMaskBits() {
        XCTAssertEqual(AutoresizingMask(notation: "h=&-- v=---"), [.flexibleLeftMargin])
        XCTAssertEqual(AutoresizingMask(notation: "h=-&- v=---"), [.flexibleWidth])
        XCTAssertEqual(AutoresizingMask(notation: "h=--& v=---"), [.flexibleRightMargin])
        XCTAssertEqual(AutoresizingMask(notation: "h=--- v=&--"), [.flexibleTopMargin])
        XCTAssertEqual(AutoresizingMask(notation: "h=--- v=-&-"), [.flexibleHeight])
        XCTAssertEqual(AutoresizingMask(notation: "h=--- v=--&"), [.flexibleBottomMargin])
        XCTAssertEqual(AutoresizingMask(notation: "  v=-&-   h=&-&  "), [.flexibleHeight, .flexibleLeftMargin, .flexibleRightMargin])
    }

    func testLogNotationShowsTheDefaultAsFlexibleTrailingMargins() {
        XCTAssertEqual(AutoresizingMask().logNotation, "h=--& v=--&")
        XCTAssertEqual(AutoresizingMask([.flexibleWidth]).logNotation, "h=-&- v=--&")
    }

    func testMalformedNotationSaysWhatAndWhere() {
        let cases: [(String, String, Int)] = [
            ("h=--", "expected three flags, each `-` (fixed) or `&` (flexible), after `h=`", 4),
            ("x=--- v=---", "expected `h=` or `v=`", 0),
            ("h=--- h=---", "`h=` appears twice", 6),
            ("h=---v=---", "expected a space after the three flags", 5),
            ("h=--&", "missing `v=…`", 5),
            ("h---", "expected `=` after `h`", 1),
            ("", "missing `h=…`", 0),
        ]
        for (text, message, offset) in cases {
            XCTAssertThrowsError(try AutoresizingMask.parse(notation: text), text) { error in
                XCTAssertEqual(error as? AutoresizingNotationError, AutoresizingNotationError(message: message, offset: offset), text)
            }
            XCTAssertNil(AutoresizingMask(notation: text))
        }
    }
}

final class AutoresizingResizeTests: XCTestCase {
    func testResizingTheScreenMovesFramesAndKeepsTheConstraints() {
        var badge = view("v", in: "root")
        badge.translatesAutoresizingMask = true
        badge.frame = Rect(x: 160, y: 100, width: 80, height: 40)
        badge.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleHeight]
        let layout = makeLayout([badge])
        // h: margins 160 and 80 share +180 as 120 and 60. v: only the height is flexible: +100.
        let rotated = SystemConstraints.resizingScreen(of: layout, to: Size(width: 500, height: 668))
        XCTAssertEqual(rotated.screen, Size(width: 500, height: 668))
        XCTAssertEqual(rotated.item(named: "v")?.frame, Rect(x: 280, y: 100, width: 80, height: 140))
        let before = SystemConstraints.generate(for: layout).constraints.filter { $0.first.item == "v" }
        let after = SystemConstraints.generate(for: rotated).constraints.filter { $0.first.item == "v" }
        XCTAssertEqual(before.count, after.count)
        for (old, new) in zip(before, after) {
            XCTAssertEqual(old.multiplier, new.multiplier, accuracy: 1e-9)
            XCTAssertEqual(old.constant, new.constant, accuracy: 1e-9)
        }
    }
}
