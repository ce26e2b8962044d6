import XCTest
@testable import LayoutModel

/// The generated constraints solved by the engine: frames worked out by hand.
final class SystemConstraintsFrameTests: XCTestCase {
    override func setUpWithError() throws {
        try XCTSkipIf(isStub("LayoutEngine.swift") || isStub("ContentSize.swift"), "the engine has not landed")
    }

    private let here = SourceLocation(file: "test.layout", line: 1, column: 1)

    private func pin(_ first: String, _ attribute: LayoutAttribute, to second: String,
                     _ other: LayoutAttribute? = nil, _ constant: Double = 0) -> LayoutConstraintSpec {
        LayoutConstraintSpec(first: Anchor(first, attribute), relation: .equal, second: Anchor(second, other ?? attribute),
                             constant: constant, provenance: .source(here))
    }

    private func sized(_ name: String, in parent: String, width: Double, height: Double) -> LayoutItem {
        var item = view(name, in: parent)
        item.intrinsicWidth = width
        item.intrinsicHeight = height
        return item
    }

    private func solve(_ layout: Layout) throws -> LayoutSolution {
        try LayoutEngine(layout: layout).solution()
    }

    private func assertFrame(_ solution: LayoutSolution, _ name: String, _ expected: Rect,
                             file: StaticString = #filePath, line: UInt = #line) {
        guard let frame = solution.frame(of: name) else { return XCTFail("no frame for \(name)", file: file, line: line) }
        for (got, want, part) in [(frame.x, expected.x, "x"), (frame.y, expected.y, "y"),
                                  (frame.width, expected.width, "width"), (frame.height, expected.height, "height")] {
            XCTAssertEqual(got, want, accuracy: 1e-6, "\(name).\(part)", file: file, line: line)
        }
    }

    func testFillStackOfTwoLabelsAcrossA320Screen() throws {
        var first = view("title", in: "stack", kind: .label)
        first.text = "Hello"
        first.huggingHorizontal = 251
        var second = view("detail", in: "stack", kind: .label)
        second.text = "World"
        second.huggingHorizontal = 250 // lower than the title's 251: the detail label stretches
        var layout = makeLayout([stackView("stack", arranged: ["title", "detail"]) { $0.spacing = 8 }, first, second])
        layout.constraints = [pin("stack", .leading, to: "root"), pin("stack", .trailing, to: "root"),
                              pin("stack", .top, to: "root", .top, 20)]
        let titleSize = ContentSize.intrinsicSize(of: first, wrapWidth: nil)
        let detailSize = ContentSize.intrinsicSize(of: second, wrapWidth: nil)
        let titleWidth = try XCTUnwrap(titleSize.width)
        let height = max(try XCTUnwrap(titleSize.height), try XCTUnwrap(detailSize.height))
        let solution = try solve(layout)
        assertFrame(solution, "stack", Rect(x: 0, y: 20, width: 320, height: height))
        assertFrame(solution, "title", Rect(x: 0, y: 0, width: titleWidth, height: height))
        assertFrame(solution, "detail", Rect(x: titleWidth + 8, y: 0, width: 320 - titleWidth - 8, height: height))
    }

    func testHiddenArrangedViewCollapsesWithItsGap() throws {
        var hidden = sized("b", in: "stack", width: 50, height: 40)
        hidden.isHidden = true
        var layout = makeLayout([stackView("stack", arranged: ["a", "b", "c"]) { $0.axis = .vertical; $0.spacing = 10 },
                                 sized("a", in: "stack", width: 50, height: 30), hidden,
                                 sized("c", in: "stack", width: 50, height: 50)])
        layout.constraints = [pin("stack", .top, to: "root"), pin("stack", .leading, to: "root")]
        let solution = try solve(layout)
        // a: 0…30, one gap of 10, b flat at 40, c: 40…90.
        assertFrame(solution, "stack", Rect(x: 0, y: 0, width: 50, height: 90))
        assertFrame(solution, "a", Rect(x: 0, y: 0, width: 50, height: 30))
        assertFrame(solution, "b", Rect(x: 0, y: 40, width: 50, height: 0))
        assertFrame(solution, "c", Rect(x: 0, y: 40, width: 50, height: 50))
    }

    func testBaselineRelativeGapsBetweenViewsWithoutTextRunEdgeToEdge() throws {
        // A view without text has its first baseline at its top and its last at its bottom, so
        // b.firstBaseline == a.lastBaseline + 10 is b.top == a.bottom + 10 = 40: a 0…30, b 40…90.
        let layoutStack = stackView("stack", arranged: ["a", "b"]) {
            $0.axis = .vertical; $0.spacing = 10; $0.isBaselineRelativeArrangement = true
        }
        var layout = makeLayout([layoutStack, sized("a", in: "stack", width: 50, height: 30),
                                 sized("b", in: "stack", width: 50, height: 50)])
        layout.constraints = [pin("stack", .top, to: "root"), pin("stack", .leading, to: "root")]
        let solution = try solve(layout)
        assertFrame(solution, "stack", Rect(x: 0, y: 0, width: 50, height: 90))
        assertFrame(solution, "a", Rect(x: 0, y: 0, width: 50, height: 30))
        assertFrame(solution, "b", Rect(x: 0, y: 40, width: 50, height: 50))
    }

    func testEqualSpacingSharesTheRoomBetweenTheGaps() throws {
        var layout = makeLayout([stackView("stack", arranged: ["a", "b", "c"]) { $0.distribution = .equalSpacing }]
            + ["a", "b", "c"].map { sized($0, in: "stack", width: 40, height: 20) })
        layout.constraints = [pin("stack", .leading, to: "root"), pin("stack", .trailing, to: "root"),
                              pin("stack", .top, to: "root")]
        let solution = try solve(layout)
        // 320 − 3·40 = 200 of room, two equal gaps of 100.
        assertFrame(solution, "a", Rect(x: 0, y: 0, width: 40, height: 20))
        assertFrame(solution, "b", Rect(x: 140, y: 0, width: 40, height: 20))
        assertFrame(solution, "c", Rect(x: 280, y: 0, width: 40, height: 20))
        assertFrame(solution, "stack.gap1", Rect(x: 40, y: solution.frame(of: "stack.gap1")?.y ?? 0, width: 100,
                                                 height: solution.frame(of: "stack.gap1")?.height ?? 0))
    }

    func testCenterAlignmentSizesTheStackToTheTallestView() throws {
        var layout = makeLayout([stackView("stack", arranged: ["a", "b"]) { $0.alignment = .center; $0.spacing = 4 },
                                 sized("a", in: "stack", width: 30, height: 20), sized("b", in: "stack", width: 30, height: 40)])
        layout.constraints = [pin("stack", .leading, to: "root"), pin("stack", .top, to: "root")]
        let solution = try solve(layout)
        assertFrame(solution, "stack", Rect(x: 0, y: 0, width: 64, height: 40))
        assertFrame(solution, "a", Rect(x: 0, y: 10, width: 30, height: 20))
        assertFrame(solution, "b", Rect(x: 34, y: 0, width: 30, height: 40))
    }

    func testAutoresizingInsideAMovedSuperviewFollowsTheScreen() throws {
        var box = view("box", in: "root")
        box.translatesAutoresizingMask = true
        box.frame = Rect(x: 40, y: 100, width: 240, height: 100)
        box.autoresizingMask = [.flexibleWidth]
        var badge = view("badge", in: "box")
        badge.translatesAutoresizingMask = true
        badge.frame = Rect(x: 20, y: 10, width: 100, height: 20)
        badge.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        let layout = makeLayout([box, badge])
        let engine = try LayoutEngine(layout: layout)
        assertFrame(engine.solution(), "box", Rect(x: 40, y: 100, width: 240, height: 100))
        assertFrame(engine.solution(), "badge", Rect(x: 20, y: 10, width: 100, height: 20))
        // 140 wider: the box takes all of it; the badge's margins 20 and 120 take 20 and 120 of it.
        let rotated = SystemConstraints.resizingScreen(of: layout, to: Size(width: 460, height: 568))
        XCTAssertEqual(rotated.item(named: "badge")?.frame, Rect(x: 40, y: 10, width: 100, height: 20))
        let solution = try solve(rotated)
        assertFrame(solution, "box", Rect(x: 40, y: 100, width: 380, height: 100))
        assertFrame(solution, "badge", Rect(x: 40, y: 10, width: 100, height: 20))
        XCTAssertEqual(solution.windowFrames.first { $0.item == "badge" }?.frame.x ?? 0, 80, accuracy: 1e-9)
    }

    func testFillEquallyInsideTheMargins() throws {
        var layout = makeLayout([stackView("stack", arranged: ["a", "b", "c"]) {
            $0.distribution = .fillEqually; $0.spacing = 8; $0.isLayoutMarginsRelativeArrangement = true
        }] + ["a", "b", "c"].map { sized($0, in: "stack", width: 10, height: 20) })
        layout.constraints = [pin("stack", .leading, to: "root"), pin("stack", .trailing, to: "root"),
                              pin("stack", .top, to: "root")]
        let solution = try solve(layout)
        // 320 less the margins 8 + 8 and two gaps of 8: 288 / 3 = 96 each.
        assertFrame(solution, "a", Rect(x: 8, y: 8, width: 96, height: 20))
        assertFrame(solution, "b", Rect(x: 112, y: 8, width: 96, height: 20))
        assertFrame(solution, "c", Rect(x: 216, y: 8, width: 96, height: 20))
        assertFrame(solution, "stack", Rect(x: 0, y: 0, width: 320, height: 36))
    }

    func testARequiredWidthOnAHiddenViewWinsSilentlyTodayAndConflictsInLegacyLogs() throws {
        var layout = makeLayout([stackView("stack", arranged: ["a", "b"]),
                                 sized("a", in: "stack", width: 50, height: 20), {
                                     var hidden = sized("b", in: "stack", width: 50, height: 20)
                                     hidden.isHidden = true
                                     return hidden
                                 }()])
        layout.constraints = [pin("stack", .leading, to: "root"), pin("stack", .top, to: "root"),
                              LayoutConstraintSpec(first: Anchor("b", .width), relation: .equal, constant: 120,
                                                   provenance: .source(here))]
        let modern = try solve(layout)
        XCTAssertTrue(modern.conflicts.isEmpty)
        assertFrame(modern, "b", Rect(x: 50, y: 0, width: 120, height: 20))
        layout.compatibility = try XCTUnwrap(UIKitCompatibility(iOSVersion: 10))
        let legacy = try solve(layout)
        XCTAssertEqual(legacy.conflicts.count, 1)
        XCTAssertTrue(legacy.conflicts.first?.conflict.contains { $0.identifier == "UISV-hiding" } ?? false)
    }

    func testSafeAreaGuideIsInsetFromTheRoot() throws {
        var layout = makeLayout([], screen: Size(width: 375, height: 812))
        layout.safeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        assertFrame(try solve(layout), "root.safeArea", Rect(x: 0, y: 44, width: 375, height: 734))
    }
}
