import Cassowary
import XCTest
@testable import LayoutModel

/// The NSContentSizeLayoutConstraints and baseline offsets.
final class ContentSizeConstraintTests: XCTestCase {
    func label(_ text: String?, name: String = "title") -> LayoutItem {
        var item = LayoutItem(name: name, kind: .label, parent: "root")
        item.text = text
        return item
    }

    func testLabelGetsFourConstraintsInOrder() {
        let specs = ContentSize.constraints(for: label("Hello"), wrapWidth: nil)
        XCTAssertEqual(specs.map(\.first), [Anchor("title", .width), Anchor("title", .width),
                                           Anchor("title", .height), Anchor("title", .height)])
        XCTAssertEqual(specs.map(\.relation), [.greaterOrEqual, .lessOrEqual, .greaterOrEqual, .lessOrEqual])
        XCTAssertEqual(specs.map(\.constant), [40, 40, 20.5, 20.5])
        // UILabel defaults as Interface Builder sets them (docs/semantics.md, "Default priorities"): hugging 251, compression resistance 750.
        XCTAssertEqual(specs.map(\.priority), [750, 251, 750, 251])
        XCTAssertEqual(specs.map(\.provenance.description), [
            "intrinsic width of `title` (compression resistance)",
            "intrinsic width of `title` (hugging)",
            "intrinsic height of `title` (compression resistance)",
            "intrinsic height of `title` (hugging)",
        ])
        for spec in specs {
            XCTAssertNil(spec.second)
            XCTAssertEqual(spec.multiplier, 1)
            XCTAssertNil(spec.identifier)
            XCTAssertTrue(spec.isActive)
            XCTAssertFalse(spec.isRequired)
            XCTAssertEqual(spec.className, "NSContentSizeLayoutConstraint")
            XCTAssertEqual(spec.provenance, .generated(Generator(kind: .contentSize, owner: "title",
                                                                 detail: spec.provenance.description)))
        }
    }

    func testSwitchHugsAt750() {
        let toggle = LayoutItem(name: "toggle", kind: .switchControl, parent: "root")
        let specs = ContentSize.constraints(for: toggle, wrapWidth: nil)
        XCTAssertEqual(specs.map(\.constant), [51, 51, 31, 31])
        XCTAssertEqual(specs.map(\.priority), [750, 750, 750, 750])
    }

    func testPriorityOverridesIncludingRequired() {
        var item = label("Hello")
        item.huggingHorizontal = 250  // what UIKit gives a label created in code
        item.compressionVertical = 1000
        let specs = ContentSize.constraints(for: item, wrapWidth: nil)
        XCTAssertEqual(specs.map(\.priority), [750, 250, 1000, 251])
        XCTAssertEqual(specs.map(\.isRequired), [false, false, true, false])
    }

    func testOnlyAxesWithAMetricGetConstraints() {
        XCTAssertEqual(ContentSize.constraints(for: LayoutItem(name: "v", kind: .view, parent: "root"),
                                               wrapWidth: nil), [])
        var view = LayoutItem(name: "bar", kind: .view, parent: "root")
        view.intrinsicHeight = 44
        let specs = ContentSize.constraints(for: view, wrapWidth: nil)
        XCTAssertEqual(specs.map(\.first), [Anchor("bar", .height), Anchor("bar", .height)])
        XCTAssertEqual(specs.map(\.constant), [44, 44])
    }

    func testEmptyLabelStillHugsZero() {
        let specs = ContentSize.constraints(for: label(""), wrapWidth: nil)
        XCTAssertEqual(specs.map(\.constant), [0, 0, 0, 0])
    }

    func testMultiLineLabelConstraintsFollowTheWrapWidth() {
        var item = label("The quick brown fox jumps over the lazy dog")
        item.numberOfLines = 0
        XCTAssertEqual(ContentSize.constraints(for: item, wrapWidth: 100).map(\.constant), [93.5, 93.5, 81, 81])
    }

    // MARK: baselines

    func testSingleLineLabelBaselines() {
        // height 20.5 holds a 20.23 line centred: 0.135 above it, then the 16.15 ascender.
        let item = label("Hello")
        XCTAssertEqual(ContentSize.baselineOffset(of: item, .firstBaseline, wrapWidth: nil)!, 16.285, accuracy: 1e-9)
        XCTAssertEqual(ContentSize.baselineOffset(of: item, .lastBaseline, wrapWidth: nil)!, 16.285, accuracy: 1e-9)
    }

    func testMultiLineLabelBaselines() {
        var item = label("The quick brown fox jumps over the lazy dog")
        item.numberOfLines = 0
        item.preferredMaxLayoutWidth = 100
        // height 81, four lines 80.92: 0.04 above; first = 0.04 + 16.15; last = first + 3 × 20.23
        XCTAssertEqual(ContentSize.baselineOffset(of: item, .firstBaseline, wrapWidth: nil)!, 16.19, accuracy: 1e-9)
        XCTAssertEqual(ContentSize.baselineOffset(of: item, .lastBaseline, wrapWidth: nil)!, 76.88, accuracy: 1e-9)
    }

    func testButtonAndTextFieldBaselines() {
        var button = LayoutItem(name: "ok", kind: .button, parent: "root")
        button.text = "Button"
        button.fontSize = 15
        // (30 − 17.85) / 2 = 6.075 above the line, ascender 0.95 × 15 = 14.25
        XCTAssertEqual(ContentSize.baselineOffset(of: button, .lastBaseline, wrapWidth: nil)!, 20.325, accuracy: 1e-9)

        let field = LayoutItem(name: "field", kind: .textField, parent: "root")
        // empty, still one line: (34 − 20.23) / 2 = 6.885, + 16.15
        XCTAssertEqual(ContentSize.baselineOffset(of: field, .firstBaseline, wrapWidth: nil)!, 23.035, accuracy: 1e-9)
    }

    func testItemsWithoutTextHaveNoBaselineOffset() {
        XCTAssertNil(ContentSize.baselineOffset(of: label(""), .firstBaseline, wrapWidth: nil))
        XCTAssertNil(ContentSize.baselineOffset(of: label(nil), .lastBaseline, wrapWidth: nil))
        XCTAssertNil(ContentSize.baselineOffset(of: LayoutItem(name: "b", kind: .button, parent: "root"),
                                                .lastBaseline, wrapWidth: nil))
        for kind in [ViewKind.view, .switchControl, .imageView, .stackView, .layoutGuide] {
            var item = LayoutItem(name: "x", kind: kind, parent: "root")
            item.text = "Hello"
            XCTAssertNil(ContentSize.baselineOffset(of: item, .lastBaseline, wrapWidth: nil), "\(kind)")
        }
    }

    func testNonBaselineAttributesHaveNoOffset() {
        XCTAssertNil(ContentSize.baselineOffset(of: label("Hello"), .top, wrapWidth: nil))
    }
}
