import XCTest
import Cassowary
@testable import LayoutModel

/// Scroll views' content and frame layout guides (docs/semantics.md, "Scroll views"): the
/// generated constraints, and frames solved end to end.
final class ScrollViewGuidesTests: XCTestCase {
    /// `"scroll.contentGuide.top"` → Anchor: the attribute is the last part, so guide names may
    /// contain a dot (EngineFixture.anchor splits at the first one).
    private func anchor(_ text: String) -> Anchor {
        let dot = text.lastIndex(of: ".")!
        return Anchor(String(text[..<dot]), LayoutAttribute(name: String(text[text.index(after: dot)...]))!)
    }

    private func constraint(_ first: String, _ second: String? = nil, plus constant: Double = 0,
                            line: Int = #line) -> LayoutConstraintSpec {
        LayoutConstraintSpec(first: anchor(first), relation: .equal, second: second.map(anchor), constant: constant,
                             provenance: .source(EngineFixture.location(line)))
    }

    /// The scroll view fills a 320 × 568 root; `content` is its only subview.
    private func scrollLayout(_ contentConstraints: [LayoutConstraintSpec], extraItems: [LayoutItem] = []) -> Layout {
        EngineFixture.layout(
            items: [EngineFixture.view("scroll", kind: .scrollView), EngineFixture.view("content", in: "scroll")] + extraItems,
            constraints: [
                constraint("scroll.left", "root.left"), constraint("scroll.top", "root.top"),
                constraint("scroll.right", "root.right"), constraint("scroll.bottom", "root.bottom"),
            ] + contentConstraints)
    }

    /// content's four edges pinned to the content guide: the usual first half of a scroll view's setup.
    private var pinnedToContentGuide: [LayoutConstraintSpec] {
        [constraint("content.left", "scroll.contentGuide.left"), constraint("content.top", "scroll.contentGuide.top"),
         constraint("content.right", "scroll.contentGuide.right"), constraint("content.bottom", "scroll.contentGuide.bottom")]
    }

    // MARK: Generated constraints

    func testEachScrollViewGetsTwoGuidesAndSixRequiredConstraints() {
        let generated = SystemConstraints.generate(for: makeLayout([view("scroll", in: "root", kind: .scrollView)]))
        let scrollMade = generated.constraints.filter {
            if case let .generated(generator) = $0.provenance { return generator.kind == .scrollView } else { return false }
        }
        XCTAssertEqual(scrollMade.map(compact), [
            "UIScrollView-contentLayoutGuide-left scroll.contentGuide.left == scroll.left",
            "UIScrollView-contentLayoutGuide-top scroll.contentGuide.top == scroll.top",
            "UIScrollView-frameLayoutGuide-left scroll.frameGuide.left == scroll.left",
            "UIScrollView-frameLayoutGuide-top scroll.frameGuide.top == scroll.top",
            "UIScrollView-frameLayoutGuide-right scroll.frameGuide.right == scroll.right",
            "UIScrollView-frameLayoutGuide-bottom scroll.frameGuide.bottom == scroll.bottom",
        ])
        XCTAssertTrue(scrollMade.allSatisfy { $0.isRequired && $0.className == "NSLayoutConstraint" })
        // The scroll view's constraints follow the root's and the safe area's.
        XCTAssertEqual(Array(generated.constraints.suffix(6)), scrollMade)
        XCTAssertEqual(generated.items.map(\.name), ["root.safeArea", "scroll.contentGuide", "scroll.frameGuide"])
        XCTAssertTrue(generated.items.dropFirst().allSatisfy { $0.kind == .layoutGuide && $0.parent == "scroll" })
        XCTAssertEqual(generated.guideDescriptions["scroll.contentGuide"],
                       SystemGuideDescription(className: "UILayoutGuide", identifier: "UIScrollView-contentLayoutGuide"))
        XCTAssertEqual(generated.guideDescriptions["scroll.frameGuide"],
                       SystemGuideDescription(className: "UILayoutGuide", identifier: "UIScrollView-frameLayoutGuide"))
        guard case let .generated(generator) = scrollMade[0].provenance else { return XCTFail("must be generated") }
        XCTAssertEqual(generator.owner, "scroll")
        XCTAssertEqual(generator.detail, "UIScrollView-contentLayoutGuide-left of `scroll`: the content starts at the left edge (content offset 0)")
    }

    func testTheContentGuideHasNoSizeConstraint() {
        let generated = SystemConstraints.generate(for: makeLayout([view("scroll", in: "root", kind: .scrollView)]))
        let onContentGuide = generated.constraints.filter { $0.first.item == "scroll.contentGuide" || $0.second?.item == "scroll.contentGuide" }
        XCTAssertEqual(onContentGuide.map(\.first.attribute), [.left, .top])
    }

    func testOnlyScrollViewsGetGuidesInDeclarationOrder() {
        let layout = makeLayout([view("a", in: "root", kind: .scrollView), view("plain", in: "root"),
                                 view("b", in: "a", kind: .scrollView)])
        let generated = SystemConstraints.generate(for: layout)
        XCTAssertEqual(generated.items.map(\.name),
                       ["root.safeArea", "a.contentGuide", "a.frameGuide", "b.contentGuide", "b.frameGuide"])
        XCTAssertEqual(generated.items.map(\.parent), ["root", "a", "a", "b", "b"])
    }

    // MARK: End to end

    func testContentPinnedToTheContentGuideWithoutASizeIsAmbiguous() throws {
        let engine = try LayoutEngine(layout: scrollLayout(pinnedToContentGuide))
        XCTAssertFalse(try engine.ambiguity(of: "scroll").isAmbiguous)
        XCTAssertFalse(try engine.ambiguity(of: "scroll.frameGuide").isAmbiguous)
        let content = try engine.ambiguity(of: "content")
        XCTAssertEqual(content.ambiguousVariables.map(\.variable), ["content.width", "content.height"])
        XCTAssertEqual(try engine.ambiguity(of: "scroll.contentGuide").ambiguousVariables.map(\.variable),
                       ["scroll.contentGuide.width", "scroll.contentGuide.height"])
        let solution = engine.solution()
        assertFrame(solution, "scroll.frameGuide", rect(0, 0, 320, 568))
        XCTAssertEqual(solution.frame(of: "content")?.x, 0)
        XCTAssertEqual(solution.frame(of: "content")?.y, 0)
    }

    func testTheFrameGuideWidthAndAHeightDetermineTheContentSize() throws {
        let layout = scrollLayout(pinnedToContentGuide + [
            constraint("content.width", "scroll.frameGuide.width"),
            constraint("content.height", plus: 1000),
        ])
        let engine = try LayoutEngine(layout: layout)
        let solution = engine.solution()
        assertFrame(solution, "scroll", rect(0, 0, 320, 568))
        assertFrame(solution, "scroll.frameGuide", rect(0, 0, 320, 568))
        assertFrame(solution, "scroll.contentGuide", rect(0, 0, 320, 1000))
        assertFrame(solution, "content", rect(0, 0, 320, 1000))
        for item in ["scroll", "content", "scroll.contentGuide", "scroll.frameGuide"] {
            XCTAssertFalse(try engine.ambiguity(of: item).isAmbiguous, item)
        }
        XCTAssertTrue(solution.conflicts.isEmpty)

        // Rotating moves the frame guide; the content follows its width and keeps its height.
        try engine.apply(.setScreen(Size(width: 568, height: 320)))
        assertFrame(engine.solution(), "content", rect(0, 0, 568, 1000))
        assertFrame(engine.solution(), "scroll.frameGuide", rect(0, 0, 568, 320))
    }

    func testALabelStackOfFixedHeightsMakesTheContentHeight() throws {
        // A vertical stack (spacing 10) of labels 30, 40 and 50 tall, pinned to the content guide
        // with 20 pt insets and as wide as the frame guide minus the insets.
        let stack = stackView("stack", in: "scroll", arranged: ["l1", "l2", "l3"]) {
            $0.axis = .vertical
            $0.spacing = 10
        }
        let labels = [("l1", 30.0), ("l2", 40.0), ("l3", 50.0)].map { name, height in
            EngineFixture.view(name, in: "stack", kind: .label) {
                $0.text = name
                $0.intrinsicHeight = height
            }
        }
        let layout = EngineFixture.layout(items: [EngineFixture.view("scroll", kind: .scrollView), stack] + labels, constraints: [
            constraint("scroll.left", "root.left"), constraint("scroll.top", "root.top"),
            constraint("scroll.right", "root.right"), constraint("scroll.bottom", "root.bottom"),
            constraint("stack.left", "scroll.contentGuide.left", plus: 20), constraint("stack.top", "scroll.contentGuide.top", plus: 20),
            constraint("scroll.contentGuide.right", "stack.right", plus: 20),
            constraint("scroll.contentGuide.bottom", "stack.bottom", plus: 20),
            constraint("stack.width", "scroll.frameGuide.width", plus: -40),
        ])
        let engine = try LayoutEngine(layout: layout)
        let solution = engine.solution()
        // Content height: 20 + 30 + 10 + 40 + 10 + 50 + 20 = 180; width 320.
        assertFrame(solution, "scroll.contentGuide", rect(0, 0, 320, 180))
        assertFrame(solution, "stack", rect(20, 20, 280, 140))
        assertFrame(solution, "l1", rect(0, 0, 280, 30))
        assertFrame(solution, "l2", rect(0, 40, 280, 40))
        assertFrame(solution, "l3", rect(0, 90, 280, 50))
        XCTAssertFalse(try engine.ambiguity(of: "scroll.contentGuide").isAmbiguous)
        XCTAssertFalse(try engine.ambiguity(of: "l3").isAmbiguous)
    }

    func testTheContentOriginStaysTopLeftUnderRightToLeft() throws {
        var layout = scrollLayout([
            constraint("content.leading", "scroll.contentGuide.leading"), constraint("content.top", "scroll.contentGuide.top"),
            constraint("content.trailing", "scroll.contentGuide.trailing"), constraint("content.bottom", "scroll.contentGuide.bottom"),
            constraint("content.width", plus: 100), constraint("content.height", plus: 50),
        ])
        layout.items[0].semanticContent = .rightToLeft
        let solution = try LayoutEngine(layout: layout).solution()
        assertFrame(solution, "scroll.contentGuide", rect(0, 0, 100, 50))
        assertFrame(solution, "content", rect(0, 0, 100, 50))
    }

    func testAScrollViewAddedByAnEditGetsItsGuides() throws {
        let engine = try LayoutEngine(layout: EngineFixture.layout())
        try engine.apply(.addItem(EngineFixture.view("late", kind: .scrollView)))
        XCTAssertEqual(engine.solution().generatedItems, ["root.safeArea", "late.contentGuide", "late.frameGuide"])
        XCTAssertTrue(engine.solution().constraints.contains { $0.spec.identifier == "UIScrollView-frameLayoutGuide-bottom" })
    }

    func testUIKitPrintsTheGuidesWithTheirIdentifiers() throws {
        let layout = scrollLayout(pinnedToContentGuide)
        let describer = UIKitDescriber(layout: layout, generated: SystemConstraints.generate(for: layout))
        XCTAssertTrue(describer.describeItem("scroll.contentGuide").hasPrefix("UILayoutGuide:0x"))
        XCTAssertTrue(describer.describeItem("scroll.contentGuide").hasSuffix("'UIScrollView-contentLayoutGuide'"))
        XCTAssertTrue(describer.describeItem("scroll.frameGuide").hasSuffix("'UIScrollView-frameLayoutGuide'"))
    }
}
