import XCTest
@testable import LayoutModel

/// Expected lists worked out by hand from the stack-view dumps in the reference (§4.2).
final class StackConstraintsTests: XCTestCase {
    private func stackLines(_ layout: Layout, owner: String = "stack") -> [String] {
        SystemConstraints.generate(for: layout).constraints.filter {
            if case let .generated(generator) = $0.provenance { return generator.kind == .stackView && generator.owner == owner }
            return false
        }.map(compact)
    }

    private func threeViews(_ configure: (inout StackConfiguration) -> Void,
                            hidden: Set<String> = []) -> Layout {
        makeLayout([stackView("stack", arranged: ["a", "b", "c"], configure: configure)] + ["a", "b", "c"].map { name in
            var item = view(name, in: "stack")
            item.isHidden = hidden.contains(name)
            return item
        })
    }

    func testHorizontalFillStackOfThreeWithSpacing8() {
        let layout = threeViews { $0.spacing = 8 }
        XCTAssertEqual(stackLines(layout), [
            "UISV-canvas-connection stack.leading == a.leading",
            "UISV-canvas-connection c.trailing == stack.trailing",
            "UISV-canvas-connection stack.top == a.top",
            "UISV-canvas-connection a.bottom == stack.bottom",
            "UISV-spacing b.leading == a.trailing + 8",
            "UISV-spacing c.leading == b.trailing + 8",
            "UISV-alignment a.top == b.top",
            "UISV-alignment a.bottom == b.bottom",
            "UISV-alignment a.top == c.top",
            "UISV-alignment a.bottom == c.bottom",
        ])
        let generated = SystemConstraints.generate(for: layout)
        XCTAssertEqual(generated.items.map(\.name), ["root.safeArea"], "fill/fill needs no helper guides")
        let spacing = generated.constraints.first { $0.identifier == "UISV-spacing" }
        guard case let .generated(generator)? = spacing?.provenance else { return XCTFail("no provenance") }
        XCTAssertEqual(generator.detail, "UISV-spacing of `stack` between `a` and `b`: == 8")
    }

    func testFillEquallyVerticalTiesEveryHeightToTheFirst() {
        let layout = threeViews { $0.axis = .vertical; $0.distribution = .fillEqually }
        XCTAssertEqual(stackLines(layout), [
            "UISV-canvas-connection stack.top == a.top",
            "UISV-canvas-connection c.bottom == stack.bottom",
            "UISV-canvas-connection stack.leading == a.leading",
            "UISV-canvas-connection a.trailing == stack.trailing",
            "UISV-spacing b.top == a.bottom",
            "UISV-spacing c.top == b.bottom",
            "UISV-alignment a.leading == b.leading",
            "UISV-alignment a.trailing == b.trailing",
            "UISV-alignment a.leading == c.leading",
            "UISV-alignment a.trailing == c.trailing",
            "UISV-fill-equally b.height == a.height",
            "UISV-fill-equally c.height == a.height",
        ])
    }

    func testEqualSpacingCenterUsesGapGuidesAndASpanner() {
        let layout = threeViews { $0.distribution = .equalSpacing; $0.alignment = .center; $0.spacing = 10 }
        XCTAssertEqual(stackLines(layout), [
            "UISV-canvas-connection stack.leading == a.leading",
            "UISV-canvas-connection c.trailing == stack.trailing",
            "UISV-canvas-connection stack.top == stack.spanner.top",
            "UISV-canvas-connection stack.spanner.bottom == stack.bottom",
            "UISV-canvas-connection stack.centerY == a.centerY",
            "UISV-spacing b.leading >= a.trailing + 10",
            "UISV-spacing c.leading >= b.trailing + 10",
            "UISV-alignment a.centerY == b.centerY",
            "UISV-alignment a.centerY == c.centerY",
            "UISV-distributing-edge stack.gap1.leading == a.trailing",
            "UISV-distributing-edge b.leading == stack.gap1.trailing",
            "UISV-distributing-edge stack.gap2.leading == b.trailing",
            "UISV-distributing-edge c.leading == stack.gap2.trailing",
            "UISV-fill-equally stack.gap2.width == stack.gap1.width",
            "UISV-canvas-fit stack.width == 0 @49",
            "UISV-spanning-boundary stack.spanner.top <= a.top",
            "UISV-spanning-boundary stack.spanner.bottom >= a.bottom",
            "UISV-spanning-boundary stack.spanner.top <= b.top",
            "UISV-spanning-boundary stack.spanner.bottom >= b.bottom",
            "UISV-spanning-boundary stack.spanner.top <= c.top",
            "UISV-spanning-boundary stack.spanner.bottom >= c.bottom",
            "UISV-spanning-fit stack.spanner.height == 0 @51",
            "UISV-ambiguity-suppression a.height == 0 @25",
            "UISV-ambiguity-suppression b.height == 0 @25",
            "UISV-ambiguity-suppression c.height == 0 @25",
        ])
        let generated = SystemConstraints.generate(for: layout)
        XCTAssertEqual(generated.items.map(\.name), ["root.safeArea", "stack.gap1", "stack.gap2", "stack.spanner"])
        XCTAssertTrue(generated.items.dropFirst().allSatisfy { $0.parent == "stack" && $0.kind == .layoutGuide })
        XCTAssertEqual(generated.guideDescriptions["stack.gap1"],
                       SystemGuideDescription(className: "_UIOLAGapGuide", identifier: "UISV-distributing"))
        XCTAssertEqual(generated.guideDescriptions["stack.spanner"],
                       SystemGuideDescription(className: "_UILayoutSpacer", identifier: "UISV-alignment-spanner"))
    }

    func testEqualCenteringRunsGapsFromCentreToCentreAt150MinusIndex() {
        let layout = makeLayout([stackView("stack", arranged: ["a", "b", "c", "d"]) { $0.distribution = .equalCentering }]
            + ["a", "b", "c", "d"].map { view($0, in: "stack") })
        let lines = stackLines(layout).filter { $0.hasPrefix("UISV-distributing-edge") || $0.hasPrefix("UISV-fill-equally") }
        XCTAssertEqual(lines, [
            "UISV-distributing-edge stack.gap1.leading == a.centerX",
            "UISV-distributing-edge stack.gap1.trailing == b.centerX",
            "UISV-distributing-edge stack.gap2.leading == b.centerX",
            "UISV-distributing-edge stack.gap2.trailing == c.centerX",
            "UISV-fill-equally stack.gap2.width == stack.gap1.width @149",
            "UISV-distributing-edge stack.gap3.leading == c.centerX",
            "UISV-distributing-edge stack.gap3.trailing == d.centerX",
            "UISV-fill-equally stack.gap3.width == stack.gap1.width @148",
        ])
        XCTAssertTrue(stackLines(layout).contains("UISV-spacing b.leading >= a.trailing"))
    }

    func testLeadingAlignmentHoldsTheSpannerAt999Point5() {
        let layout = makeLayout([stackView("stack", arranged: ["a", "b"]) { $0.axis = .vertical; $0.alignment = .leading }]
            + ["a", "b"].map { view($0, in: "stack") })
        XCTAssertEqual(stackLines(layout), [
            "UISV-canvas-connection stack.top == a.top",
            "UISV-canvas-connection b.bottom == stack.bottom",
            "UISV-canvas-connection stack.leading == a.leading",
            "UISV-canvas-connection stack.spanner.trailing == stack.trailing",
            "UISV-spacing b.top == a.bottom",
            "UISV-alignment a.leading == b.leading",
            "UISV-spanning-boundary stack.spanner.leading == a.leading @999.5",
            "UISV-spanning-boundary stack.spanner.trailing >= a.trailing",
            "UISV-spanning-boundary stack.spanner.leading == b.leading @999.5",
            "UISV-spanning-boundary stack.spanner.trailing >= b.trailing",
            "UISV-spanning-fit stack.spanner.width == 0 @51",
            "UISV-ambiguity-suppression a.width == 0 @25",
            "UISV-ambiguity-suppression b.width == 0 @25",
        ])
    }

    func testTrailingAlignmentMirrorsLeading() {
        let layout = makeLayout([stackView("stack", arranged: ["a", "b"]) { $0.alignment = .trailing }]
            + ["a", "b"].map { view($0, in: "stack") })
        let lines = stackLines(layout)
        XCTAssertEqual(Array(lines[2...3]), [
            "UISV-canvas-connection stack.top == stack.spanner.top",
            "UISV-canvas-connection a.bottom == stack.bottom",
        ])
        XCTAssertTrue(lines.contains("UISV-spanning-boundary stack.spanner.bottom == b.bottom @999.5"))
        XCTAssertTrue(lines.contains("UISV-spanning-boundary stack.spanner.top <= b.top"))
    }

    func testSingleCenteredViewNeedsNoSpanner() {
        let layout = makeLayout([stackView("stack", arranged: ["a"]) { $0.alignment = .center }, view("a", in: "stack")])
        XCTAssertEqual(stackLines(layout), [
            "UISV-canvas-connection stack.leading == a.leading",
            "UISV-canvas-connection a.trailing == stack.trailing",
            "UISV-canvas-connection stack.top <= a.top",
            "UISV-canvas-connection stack.bottom >= a.bottom",
            "UISV-canvas-connection stack.centerY == a.centerY",
            "UISV-canvas-fit stack.height == 0 @49",
            "UISV-ambiguity-suppression a.height == 0 @25",
        ])
        XCTAssertEqual(SystemConstraints.generate(for: layout).items.map(\.name), ["root.safeArea"])
    }

    func testFirstBaselineAddsCanvasFitAndTextWidthDisambiguation() {
        let layout = makeLayout([stackView("stack", arranged: ["a", "b"]) { $0.alignment = .firstBaseline; $0.spacing = 8 },
                                 view("a", in: "stack", kind: .label), view("b", in: "stack", kind: .label)])
        let lines = stackLines(layout)
        XCTAssertEqual(Array(lines[2...3]), [
            "UISV-canvas-connection stack.top == stack.spanner.top",
            "UISV-canvas-connection stack.spanner.bottom == stack.bottom",
        ])
        XCTAssertTrue(lines.contains("UISV-alignment a.firstBaseline == b.firstBaseline"))
        XCTAssertEqual(Array(lines.suffix(6)), [
            "UISV-spanning-fit stack.spanner.height == 0 @51",
            "UISV-canvas-fit stack.height == 0 @49",
            // 1/n of the width less the n−1 gaps shared out: −8·1/2.
            "UISV-text-width-disambiguation a.width == 0.5*stack.width - 4 @760",
            "UISV-text-width-disambiguation b.width == 0.5*stack.width - 4 @760",
            "UISV-ambiguity-suppression a.height == 0 @25",
            "UISV-ambiguity-suppression b.height == 0 @25",
        ])
    }

    func testLastBaselineKeepsTheFirstViewAboveTheBottom() {
        let layout = makeLayout([stackView("stack", arranged: ["a", "b"]) { $0.alignment = .lastBaseline },
                                 view("a", in: "stack", kind: .label), view("b", in: "stack", kind: .label)])
        XCTAssertEqual(Array(stackLines(layout)[2...3]), [
            "UISV-canvas-connection stack.top == stack.spanner.top",
            "UISV-canvas-connection stack.bottom >= a.bottom",
        ])
    }

    func testHiddenMiddleViewCollapsesTheGapAfterIt() {
        let lines = stackLines(threeViews({ $0.spacing = 8 }, hidden: ["b"]))
        XCTAssertEqual(lines.filter { $0.hasPrefix("UISV-spacing") || $0.hasPrefix("UISV-hiding") }, [
            "UISV-spacing b.leading == a.trailing + 8",
            "UISV-spacing c.leading == b.trailing",
            "UISV-hiding b.width == 0 @999.999",
        ])
        XCTAssertEqual(lines.last, "UISV-hiding b.width == 0 @999.999")
    }

    func testHiddenFirstAndLastViewsCollapseTheirOwnGaps() {
        XCTAssertEqual(stackLines(threeViews({ $0.spacing = 8 }, hidden: ["a"])).filter { $0.hasPrefix("UISV-spacing") }, [
            "UISV-spacing b.leading == a.trailing",
            "UISV-spacing c.leading == b.trailing + 8",
        ])
        XCTAssertEqual(stackLines(threeViews({ $0.spacing = 8 }, hidden: ["c"])).filter { $0.hasPrefix("UISV-spacing") }, [
            "UISV-spacing b.leading == a.trailing + 8",
            "UISV-spacing c.leading == b.trailing",
        ])
    }

    func testHidingIsRequiredUpToIOS10() throws {
        var layout = threeViews({ $0.spacing = 8 }, hidden: ["b"])
        layout.compatibility = try XCTUnwrap(UIKitCompatibility(iOSVersion: 10))
        let hiding = SystemConstraints.generate(for: layout).constraints.filter { $0.identifier == "UISV-hiding" }
        XCTAssertEqual(hiding.map(compact), ["UISV-hiding b.width == 0"])
        XCTAssertEqual(hiding.first?.priority, 1000)
    }

    func testCustomSpacingAppliesAfterItsView() {
        let lines = stackLines(threeViews { $0.spacing = 8; $0.customSpacing = ["a": 20] })
        XCTAssertEqual(lines.filter { $0.hasPrefix("UISV-spacing") }, [
            "UISV-spacing b.leading == a.trailing + 20",
            "UISV-spacing c.leading == b.trailing + 8",
        ])
    }

    func testCustomSpacingAfterAVisibleViewSurvivesAHiddenNeighbour() {
        let lines = stackLines(threeViews({ $0.spacing = 8; $0.customSpacing = ["a": 20, "b": 30] }, hidden: ["b"]))
        XCTAssertEqual(lines.filter { $0.hasPrefix("UISV-spacing") }, [
            "UISV-spacing b.leading == a.trailing + 20",
            "UISV-spacing c.leading == b.trailing",
        ])
    }

    func testEqualSpacingSkipsHiddenViewsInItsGapGuides() {
        let lines = stackLines(threeViews({ $0.distribution = .equalSpacing; $0.spacing = 10 }, hidden: ["b"]))
        XCTAssertEqual(lines.filter { $0.hasPrefix("UISV-spacing") || $0.hasPrefix("UISV-distributing") || $0.hasPrefix("UISV-fill") }, [
            "UISV-spacing b.leading >= a.trailing + 10",
            "UISV-spacing c.leading == b.trailing",
            "UISV-distributing-edge stack.gap1.leading == a.trailing",
            "UISV-distributing-edge c.leading == stack.gap1.trailing",
        ])
    }

    func testMarginsRelativeArrangementUsesMarginAttributes() {
        let layout = makeLayout([stackView("stack", arranged: ["a", "b"]) {
            $0.isLayoutMarginsRelativeArrangement = true; $0.distribution = .equalSpacing
        }] + ["a", "b"].map { view($0, in: "stack") })
        let lines = stackLines(layout)
        XCTAssertEqual(Array(lines[0...3]), [
            "UISV-canvas-connection stack.leadingMargin == a.leading",
            "UISV-canvas-connection b.trailing == stack.trailingMargin",
            "UISV-canvas-connection stack.topMargin == a.top",
            "UISV-canvas-connection a.bottom == stack.bottomMargin",
        ])
        // The content fits the margins guide: the stack is its content plus the 8 + 8 margins.
        XCTAssertTrue(lines.contains("UISV-canvas-fit stack.width == 16 @49"))
    }

    func testBaselineRelativeArrangementMeasuresVerticalGapsBetweenBaselines() {
        let layout = makeLayout([stackView("stack", arranged: ["a", "b"]) {
            $0.axis = .vertical; $0.spacing = 20; $0.isBaselineRelativeArrangement = true
        }, view("a", in: "stack", kind: .label), view("b", in: "stack", kind: .label)])
        let lines = stackLines(layout)
        XCTAssertTrue(lines.contains("UISV-spacing b.firstBaseline == a.lastBaseline + 20"))
        XCTAssertTrue(lines.contains("UISV-canvas-connection stack.top == a.top"), "edges stay edges, as dumps show")
    }

    func testNestedStacksEachGenerateTheirOwnConstraintsInItemOrder() {
        let layout = makeLayout([
            stackView("outer", arranged: ["inner", "c"]) { $0.axis = .vertical },
            stackView("inner", in: "outer", arranged: ["a", "b"]),
            view("a", in: "inner"), view("b", in: "inner"), view("c", in: "outer"),
        ])
        XCTAssertEqual(Array(stackLines(layout, owner: "outer").prefix(2)), [
            "UISV-canvas-connection outer.top == inner.top",
            "UISV-canvas-connection c.bottom == outer.bottom",
        ])
        XCTAssertEqual(Array(stackLines(layout, owner: "inner").prefix(2)), [
            "UISV-canvas-connection inner.leading == a.leading",
            "UISV-canvas-connection b.trailing == inner.trailing",
        ])
        let owners = SystemConstraints.generate(for: layout).constraints.compactMap { spec -> String? in
            if case let .generated(generator) = spec.provenance, generator.kind == .stackView { return generator.owner }
            return nil
        }
        XCTAssertEqual(owners.firstIndex(of: "inner").map { owners[..<$0].allSatisfy { $0 == "outer" } }, true)
    }

    func testEmptyStackGeneratesNothing() {
        XCTAssertEqual(stackLines(makeLayout([stackView("stack", arranged: [])])), [])
    }

    func testFillProportionallyUsesIntrinsicWidthsAt999Down() throws {
        try XCTSkipIf(isStub("ContentSize.swift"), "ContentSize has not landed")
        // Intrinsic widths 160, 80, 40 and no spacing: 160/280, 80/280, 40/280 (as in the dumps).
        let items = [("a", 160.0), ("b", 80.0), ("c", 40.0)].map { name, width -> LayoutItem in
            var item = view(name, in: "stack")
            item.intrinsicWidth = width
            return item
        }
        let layout = makeLayout([stackView("stack", arranged: ["a", "b", "c"]) { $0.distribution = .fillProportionally }] + items)
        XCTAssertEqual(stackLines(layout).filter { $0.hasPrefix("UISV-fill-proportionally") }, [
            "UISV-fill-proportionally a.width == 0.571429*stack.width @999",
            "UISV-fill-proportionally b.width == 0.285714*stack.width @998",
            "UISV-fill-proportionally c.width == 0.142857*stack.width @997",
        ])
        // With spacing 10 the two gaps join the total: 160 / 300, 80 / 300, 40 / 300.
        var spaced = layout
        spaced.items[1].stack?.spacing = 10
        XCTAssertEqual(stackLines(spaced).filter { $0.hasPrefix("UISV-fill-proportionally") }, [
            "UISV-fill-proportionally a.width == 0.533333*stack.width @999",
            "UISV-fill-proportionally b.width == 0.266667*stack.width @998",
            "UISV-fill-proportionally c.width == 0.133333*stack.width @997",
        ])
        // Hiding `b` drops it and one gap: 160 / 210 and 40 / 210; priorities keep their positions.
        spaced.items[3].isHidden = true
        XCTAssertEqual(stackLines(spaced).filter { $0.hasPrefix("UISV-fill-proportionally") }, [
            "UISV-fill-proportionally a.width == 0.761905*stack.width @999",
            "UISV-fill-proportionally c.width == 0.190476*stack.width @997",
        ])
    }
}
