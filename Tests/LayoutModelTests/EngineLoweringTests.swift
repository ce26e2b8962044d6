import XCTest
import Cassowary
@testable import LayoutModel

private typealias F = EngineFixture

/// Lowering against frames worked out by hand.
final class EngineLoweringTests: XCTestCase {
    /// Apple's cookbook recipe "Two Views with Complex Widths": blue and red side by side across the
    /// root's margins (set to 0 here), 8 apart; red is twice blue at 750; blue is at least 150.
    /// The ratio holds while 3·blue + 8 fits, i.e. down to 150 + 8 + 300 = 458 pt.
    private func complexWidths(screenWidth: Double, margins: Double = 0) throws -> LayoutSolution {
        var layout = F.layout(width: screenWidth, height: 300, items: [F.view("blue"), F.view("red")], constraints: [
            F.constraint("blue.leading", .equal, "root.leadingMargin"),
            F.constraint("red.leading", .equal, "blue.trailing", plus: 8),
            F.constraint("red.trailing", .equal, "root.trailingMargin"),
            F.constraint("blue.top", .equal, "root.top", plus: 20),
            F.constraint("red.top", .equal, "root.top", plus: 20),
            F.constraint("root.bottom", .equal, "blue.bottom", plus: 20),
            F.constraint("root.bottom", .equal, "red.bottom", plus: 20),
            F.constraint("red.width", .equal, "blue.width", times: 2, priority: 750, id: "ratio"),
            F.constraint("blue.width", .greaterOrEqual, plus: 150, id: "min"),
        ])
        layout.items[0].layoutMargins = EdgeInsets(top: 0, left: margins, bottom: 0, right: margins)
        return try LayoutEngine(layout: layout).solution()
    }

    func testComplexWidthsKeepsTheRatioAbove458() throws {
        let wide = try complexWidths(screenWidth: 600)
        assertFrame(wide, "blue", rect(0, 20, 592.0 / 3, 260))
        assertFrame(wide, "red", rect(592.0 / 3 + 8, 20, 2 * 592.0 / 3, 260))
        XCTAssertEqual(wide.constraints(identifier: "ratio").first?.state, .satisfied)

        let exact = try complexWidths(screenWidth: 458)
        assertFrame(exact, "blue", rect(0, 20, 150, 260))
        assertFrame(exact, "red", rect(158, 20, 300, 260))
        XCTAssertEqual(exact.constraints(identifier: "ratio").first?.state, .satisfied)
    }

    func testComplexWidthsBreaksTheRatioBelow458() throws {
        let narrow = try complexWidths(screenWidth: 400)
        assertFrame(narrow, "blue", rect(0, 20, 150, 260))
        assertFrame(narrow, "red", rect(158, 20, 242, 260))
        let ratio = try XCTUnwrap(narrow.constraints(identifier: "ratio").first)
        XCTAssertEqual(ratio.state, .broken)
        XCTAssertEqual(ratio.error, 58, accuracy: 1e-9)   // |242 − 2·150|
        XCTAssertEqual(narrow.constraints(identifier: "min").first?.state, .satisfied)
    }

    func testComplexWidthsWithMarginsMovesTheBreakpoint() throws {
        // Margins of 20 take 40 pt: the ratio now holds down to 498.
        let atBreak = try complexWidths(screenWidth: 498, margins: 20)
        assertFrame(atBreak, "blue", rect(20, 20, 150, 260))
        assertFrame(atBreak, "red", rect(178, 20, 300, 260))
        XCTAssertEqual(try complexWidths(screenWidth: 497, margins: 20).constraints(identifier: "ratio").first?.state, .broken)
    }

    func testMarginAttributesInsetByLayoutMargins() throws {
        var box = F.view("box")
        box.layoutMargins = EdgeInsets(top: 4, left: 10, bottom: 6, right: 30)
        let layout = F.layout(items: [box, F.view("inner", in: "box"), F.view("dot", in: "box")], constraints: [
            F.constraint("box.left", .equal, "root.leftMargin"),          // default margins: 8
            F.constraint("box.top", .equal, "root.topMargin"),
            F.constraint("box.width", .equal, plus: 200),
            F.constraint("box.height", .equal, plus: 100),
            F.constraint("inner.leading", .equal, "box.leadingMargin"),
            F.constraint("inner.trailing", .equal, "box.trailingMargin"),
            F.constraint("inner.top", .equal, "box.topMargin"),
            F.constraint("inner.bottom", .equal, "box.bottomMargin"),
            F.constraint("dot.width", .equal, plus: 10),
            F.constraint("dot.height", .equal, plus: 10),
            F.constraint("dot.centerX", .equal, "box.centerXWithinMargins"),
            F.constraint("dot.centerY", .equal, "box.centerYWithinMargins"),
        ])
        let solution = try LayoutEngine(layout: layout).solution()
        assertFrame(solution, "box", rect(8, 8, 200, 100))
        assertFrame(solution, "inner", rect(10, 4, 160, 90))
        // Centre of the inset rect: x 10 + 160/2 = 90, y 4 + 90/2 = 49 (relative to box).
        assertFrame(solution, "dot", rect(85, 44, 10, 10))
        XCTAssertEqual(solution.windowFrame(of: "dot"), rect(93, 52, 10, 10))
    }

    private func directionLayout(_ direction: SemanticContent) -> Layout {
        var layout = F.layout(items: [F.view("a"), F.view("b"), F.view("c")], constraints: [
            F.constraint("a.leading", .equal, "root.leading", plus: 10),
            F.constraint("b.leading", .equal, "a.trailing", plus: 8),
            F.constraint("c.left", .equal, "root.left", plus: 10),
            F.constraint("a.width", .equal, plus: 50), F.constraint("b.width", .equal, plus: 60),
            F.constraint("c.width", .equal, plus: 70),
            F.constraint("a.top", .equal, "root.top"), F.constraint("b.top", .equal, "root.top"),
            F.constraint("c.top", .equal, "root.top"),
            F.constraint("a.height", .equal, plus: 20), F.constraint("b.height", .equal, plus: 20),
            F.constraint("c.height", .equal, plus: 20),
        ])
        layout.items[0].semanticContent = direction
        return layout
    }

    func testLeftToRightLeadingIsLeft() throws {
        let solution = try LayoutEngine(layout: directionLayout(.leftToRight)).solution()
        assertFrame(solution, "a", rect(10, 0, 50, 20))
        assertFrame(solution, "b", rect(68, 0, 60, 20))
        assertFrame(solution, "c", rect(10, 0, 70, 20))
    }

    func testRightToLeftFlipsLeadingAndTrailingButNotLeftAndRight() throws {
        let solution = try LayoutEngine(layout: directionLayout(.rightToLeft)).solution()
        // a's right edge is 10 from the root's right edge; b sits 8 to the LEFT of a.
        assertFrame(solution, "a", rect(320 - 10 - 50, 0, 50, 20))
        assertFrame(solution, "b", rect(260 - 8 - 60, 0, 60, 20))
        assertFrame(solution, "c", rect(10, 0, 70, 20))
    }

    func testDirectionComesFromTheViewHoldingTheConstraint() throws {
        // An RTL container inside an LTR root: constraints inside it flip, constraints held by the root do not.
        var box = F.view("box")
        box.semanticContent = .rightToLeft
        let layout = F.layout(items: [box, F.view("x", in: "box")], constraints: [
            F.constraint("box.leading", .equal, "root.leading", plus: 20),
            F.constraint("box.width", .equal, plus: 200),
            F.constraint("box.top", .equal, "root.top"), F.constraint("box.height", .equal, plus: 50),
            F.constraint("x.leading", .equal, "box.leadingMargin", plus: 5),
            F.constraint("x.width", .equal, plus: 30),
            F.constraint("x.top", .equal, "box.top"), F.constraint("x.height", .equal, plus: 10),
        ])
        let solution = try LayoutEngine(layout: layout).solution()
        assertFrame(solution, "box", rect(20, 0, 200, 50))
        // leadingMargin of an RTL box is its right edge inset by the right margin (8): 200 − 8 − 5 − 30.
        assertFrame(solution, "x", rect(157, 0, 30, 10))
    }

    /// Stack Overflow 33714527: `v.trailing == 0.8 × superview.trailing`. UIKit flips the edge the
    /// attribute names, not the coordinates: in RTL it is `v.left == 0.8 × superview.left`, and the
    /// superview's left is 0 in its own coordinates, so v sits against the left edge.
    private func percentLayout(_ direction: SemanticContent, constant: Double = 0) -> Layout {
        var box = F.view("box")
        box.semanticContent = direction
        return F.layout(items: [box, F.view("v", in: "box")], constraints: [
            F.constraint("box.left", .equal, "root.left", plus: 60),
            F.constraint("box.width", .equal, plus: 200),
            F.constraint("box.top", .equal, "root.top"), F.constraint("box.height", .equal, plus: 100),
            F.constraint("v.trailing", .equal, "box.trailing", times: 0.8, plus: constant, id: "percent"),
            F.constraint("v.width", .equal, plus: 50),
            F.constraint("v.top", .equal, "box.top", plus: 10), F.constraint("v.height", .equal, plus: 50),
        ])
    }

    func testTrailingMultiplierUnderLeftToRight() throws {
        let solution = try LayoutEngine(layout: percentLayout(.leftToRight)).solution()
        // In box's coordinates its trailing (right) is 200: v.right = 160, v.x = 110; window 60 + 110.
        assertFrame(solution, "v", rect(110, 10, 50, 50))
        XCTAssertEqual(solution.windowFrame(of: "v"), rect(170, 10, 50, 50))
    }

    func testTrailingMultiplierUnderRightToLeftIsReadFromTheLeftEdge() throws {
        let solution = try LayoutEngine(layout: percentLayout(.rightToLeft)).solution()
        // box's trailing is its left edge, 0 in its own coordinates: v.left = 0.8 × 0 = 0, although
        // box sits at x 60 in the window. Mirroring would have given 200 − 160 = 40.
        assertFrame(solution, "v", rect(0, 10, 50, 50))
        XCTAssertEqual(solution.windowFrame(of: "v"), rect(60, 10, 50, 50))
    }

    func testRightToLeftConstantPointsTowardTheTrailingEdge() throws {
        // −v.left = 0.8 × −0 + 15: a positive constant moves v 15 pt left, to x −15 (in LTR it moves
        // v 15 pt right: v.right = 175, x 125).
        let rtl = try LayoutEngine(layout: percentLayout(.rightToLeft, constant: 15)).solution()
        assertFrame(rtl, "v", rect(-15, 10, 50, 50))
        let ltr = try LayoutEngine(layout: percentLayout(.leftToRight, constant: 15)).solution()
        assertFrame(ltr, "v", rect(125, 10, 50, 50))
    }

    func testRightToLeftInequalityKeepsItsSideOfTheTrailingEdge() throws {
        // `v.leading >= box.leading + 30` in RTL is v.right <= box.right − 30; a wish at 500 pulls v
        // right (v.left == box.left + 190), so v stops at 200 − 30 − 50 = 120.
        var box = F.view("box")
        box.semanticContent = .rightToLeft
        let layout = F.layout(items: [box, F.view("v", in: "box")], constraints: [
            F.constraint("box.left", .equal, "root.left", plus: 60),
            F.constraint("box.width", .equal, plus: 200),
            F.constraint("box.top", .equal, "root.top"), F.constraint("box.height", .equal, plus: 100),
            F.constraint("v.leading", .greaterOrEqual, "box.leading", plus: 30, id: "inset"),
            F.constraint("v.left", .equal, "box.left", plus: 190, priority: 500, id: "wish"),
            F.constraint("v.width", .equal, plus: 50),
            F.constraint("v.top", .equal, "box.top"), F.constraint("v.height", .equal, plus: 50),
        ])
        let solution = try LayoutEngine(layout: layout).solution()
        assertFrame(solution, "v", rect(120, 0, 50, 50))
        XCTAssertEqual(solution.constraints(identifier: "wish").first?.error ?? 0, 70, accuracy: 1e-9)
    }

    func testMultiplierWarningSaysARightToLeftPlacementDoesNotMirror() throws {
        let rtl = try LayoutEngine(layout: percentLayout(.rightToLeft)).solution()
        XCTAssertEqual(rtl.warnings.count, 1)
        XCTAssertTrue(rtl.warnings.first?.message.contains("does not mirror") ?? false)
        let ltr = try LayoutEngine(layout: percentLayout(.leftToRight)).solution()
        XCTAssertEqual(ltr.warnings.count, 1)
        XCTAssertFalse(ltr.warnings.first?.message.contains("does not mirror") ?? true)
        XCTAssertTrue(ltr.warnings.first?.message.contains("origin of the view that holds the constraint") ?? false)
    }

    func testLocationMultiplierScalesInTheHoldersCoordinates() throws {
        let layout = F.layout(items: [F.view("box"), F.view("x", in: "box")], constraints: [
            F.constraint("box.left", .equal, "root.left", plus: 100),
            F.constraint("box.width", .equal, plus: 200),
            F.constraint("box.top", .equal, "root.top", plus: 50), F.constraint("box.height", .equal, plus: 100),
            F.constraint("x.leading", .equal, "box.trailing", times: 0.5, line: 99),
            F.constraint("x.centerY", .equal, "box.bottom", times: 0.5),
            F.constraint("x.width", .equal, plus: 10), F.constraint("x.height", .equal, plus: 10),
        ])
        let engine = try LayoutEngine(layout: layout)
        let solution = engine.solution()
        // In box's coordinates its trailing is 200, so x.leading = 100; its bottom is 100, so centerY = 50.
        assertFrame(solution, "x", rect(100, 45, 10, 10))
        XCTAssertEqual(solution.windowFrame(of: "x"), rect(200, 95, 10, 10))
        XCTAssertEqual(solution.warnings.count, 2)
        XCTAssertEqual(solution.warnings.first?.location?.line, 99)
    }

    func testLexicographicPrioritiesThroughTheModel() throws {
        // One 751 beats two 750s pulling the other way.
        let layout = F.layout(items: [F.view("a")], constraints: [
            F.constraint("a.left", .equal, "root.left"), F.constraint("a.top", .equal, "root.top"),
            F.constraint("a.height", .equal, plus: 10),
            F.constraint("a.width", .equal, plus: 100, priority: 751, id: "strong"),
            F.constraint("a.width", .equal, plus: 200, priority: 750, id: "weak"),
            F.constraint("a.width", .greaterOrEqual, plus: 190, priority: 750, id: "weak"),
        ])
        let solution = try LayoutEngine(layout: layout).solution()
        assertFrame(solution, "a", rect(0, 0, 100, 10))
        XCTAssertEqual(solution.constraints(identifier: "strong").map(\.state), [.satisfied])
        XCTAssertEqual(solution.constraints(identifier: "weak").map(\.error), [100, 90])
    }

    func testWidthsNeverGoNegative() throws {
        // The edges cross by 80 pt: the size floor (system-made) holds and the last app constraint breaks.
        let layout = F.layout(items: [F.view("a")], constraints: [
            F.constraint("a.leading", .equal, "root.leading", plus: 200),
            F.constraint("a.trailing", .equal, "root.trailing", plus: -200, id: "crossing"),
            F.constraint("a.top", .equal, "root.top"), F.constraint("a.height", .equal, plus: 10),
        ])
        let solution = try LayoutEngine(layout: layout).solution()
        XCTAssertEqual(solution.conflicts.count, 1)
        XCTAssertEqual(solution.conflicts.first?.broken.identifier, "crossing")
        XCTAssertTrue(solution.conflicts.first?.conflict.contains {
            if case let .generated(generator) = $0.provenance { return generator.kind == .nonNegativeSize }
            return false
        } ?? false)
        XCTAssertGreaterThanOrEqual(solution.frame(of: "a")?.width ?? -1, 0)
        XCTAssertEqual(solution.constraints(identifier: "crossing").first?.state, .brokenToRecover)
    }

    /// Apple's forFirstBaselineLayout / forLastBaselineLayout: a view without a baseline uses its
    /// top edge for the first baseline and its bottom edge for the last.
    func testBaselinesOfAPlainViewAreItsTopAndBottom() throws {
        let layout = F.layout(items: [F.view("a"), F.view("b"), F.view("c")], constraints: [
            F.constraint("a.left", .equal, "root.left"), F.constraint("a.top", .equal, "root.top", plus: 10),
            F.constraint("a.width", .equal, plus: 10), F.constraint("a.height", .equal, plus: 30),
            F.constraint("b.left", .equal, "a.right"), F.constraint("b.lastBaseline", .equal, "a.lastBaseline"),
            F.constraint("b.width", .equal, plus: 10), F.constraint("b.height", .equal, plus: 5),
            F.constraint("c.left", .equal, "b.right"), F.constraint("c.firstBaseline", .equal, "a.firstBaseline"),
            F.constraint("c.width", .equal, plus: 10), F.constraint("c.height", .equal, plus: 5),
        ])
        let engine = try LayoutEngine(layout: layout)
        let solution = engine.solution()
        // Last baselines are bottoms: b.bottom = a.bottom = 10 + 30 = 40, so b.y = 40 − 5 = 35.
        assertFrame(solution, "b", rect(10, 35, 10, 5))
        // First baselines are tops: c.top = a.top = 10 (it was 35 when both were bottoms).
        assertFrame(solution, "c", rect(20, 10, 10, 5))
        XCTAssertEqual(engine.value(of: Anchor("a", .firstBaseline)), 10)
        XCTAssertEqual(engine.value(of: Anchor("a", .lastBaseline)), 40)
    }

    func testPlainViewHangsFromALabelsFirstBaseline() throws {
        // "Hello" at 17 pt: 20.5 tall, first baseline (20.5 − 20.23) / 2 + 16.15 = 16.285 below its top.
        let label = F.view("label", kind: .label) { $0.text = "Hello" }
        let layout = F.layout(items: [label, F.view("dot")], constraints: [
            F.constraint("label.left", .equal, "root.left"), F.constraint("label.top", .equal, "root.top", plus: 100),
            F.constraint("dot.left", .equal, "label.right"), F.constraint("dot.width", .equal, plus: 10),
            F.constraint("dot.height", .equal, plus: 10),
            F.constraint("dot.firstBaseline", .equal, "label.firstBaseline"),
        ])
        let solution = try LayoutEngine(layout: layout).solution()
        // dot's top is on the label's baseline: 100 + 16.285.
        XCTAssertEqual(solution.frame(of: "dot")?.y ?? 0, 116.285, accuracy: 1e-9)
    }

    func testLabelBaselineUsesFontMetrics() throws {
        let label = F.view("label", kind: .label) { $0.text = "Hello" }
        let layout = F.layout(items: [label, F.view("line")], constraints: [
            F.constraint("label.left", .equal, "root.left"), F.constraint("label.top", .equal, "root.top", plus: 100),
            F.constraint("line.left", .equal, "root.left"), F.constraint("line.width", .equal, plus: 10),
            F.constraint("line.height", .equal, plus: 1),
            F.constraint("line.top", .equal, "label.firstBaseline"),
        ])
        let engine = try LayoutEngine(layout: layout)
        let labelItem = try XCTUnwrap(engine.layout.item(named: "label"))
        let offset = try XCTUnwrap(ContentSize.baselineOffset(of: labelItem, .firstBaseline, wrapWidth: nil))
        XCTAssertGreaterThan(offset, 0)
        XCTAssertEqual(engine.solution().frame(of: "line")?.y ?? 0, 100 + offset, accuracy: 1e-9)
        // The label sits at its intrinsic size (hugging and compression resistance both hold).
        let intrinsic = ContentSize.intrinsicSize(of: labelItem, wrapWidth: nil)
        XCTAssertEqual(engine.solution().frame(of: "label")?.width, intrinsic.width)
    }
}
