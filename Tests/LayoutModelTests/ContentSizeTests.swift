import XCTest
@testable import LayoutModel

/// Intrinsic sizes per kind, from the hand sums in TextMetricsTests and the control paddings
/// (button 0/6 pt, min width 30; text field 7/6.75 pt; switch 51 × 31).
final class ContentSizeTests: XCTestCase {
    let pangram = "The quick brown fox jumps over the lazy dog"

    func item(_ kind: ViewKind, _ text: String? = nil, fontSize: Double = 17) -> LayoutItem {
        var item = LayoutItem(name: "v", kind: kind, parent: "root")
        item.text = text
        item.fontSize = fontSize
        return item
    }

    func size(_ item: LayoutItem, wrapWidth: Double? = nil) -> [Double?] {
        let size = ContentSize.intrinsicSize(of: item, wrapWidth: wrapWidth)
        return [size.width, size.height]
    }

    func testSingleLineLabel() {
        XCTAssertEqual(size(item(.label, "Hello")), [40, 20.5])
        // 2330 × 34 = 79.22 → 79.5; 1.19 × 34 = 40.46 → 40.5
        XCTAssertEqual(size(item(.label, "Hello", fontSize: 34)), [79.5, 40.5])
    }

    func testEmptyLabelIsZeroByZero() {
        XCTAssertEqual(size(item(.label, "")), [0, 0])
        XCTAssertEqual(size(item(.label)), [0, 0])
    }

    func testSingleLineLabelIgnoresTheWrapWidth() {
        XCTAssertEqual(size(item(.label, pangram), wrapWidth: 100), [343.5, 20.5])
    }

    func testMultiLineLabelWrapsAtPreferredMaxLayoutWidth() {
        var label = item(.label, pangram)
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = 100
        XCTAssertEqual(size(label), [93.5, 81])
        XCTAssertEqual(size(label, wrapWidth: 500), [93.5, 81], "an explicit width beats the engine's")
    }

    func testAutomaticMultiLineLabelUsesTheSecondPassWidth() {
        var label = item(.label, pangram)
        label.numberOfLines = 0
        XCTAssertEqual(size(label), [343.5, 20.5], "first pass: unwrapped")
        XCTAssertEqual(size(label, wrapWidth: 100), [93.5, 81])
        label.preferredMaxLayoutWidth = 0  // UIKit's 0 also means automatic
        XCTAssertEqual(size(label, wrapWidth: 100), [93.5, 81])
    }

    func testNumberOfLinesCapsTheHeight() {
        var label = item(.label, pangram)
        label.numberOfLines = 2
        XCTAssertEqual(size(label, wrapWidth: 100), [76.5, 40.5])
    }

    func testButton() {
        // "Button" 45.45 → 45.5; 15 pt line 17.85 + 2 × 6 = 29.85 → 30
        XCTAssertEqual(size(item(.button, "Button", fontSize: 15)), [45.5, 30])
        // "OK" (750 + 640) × 15 = 20.85, widened to the 30 pt minimum
        XCTAssertEqual(size(item(.button, "OK", fontSize: 15)), [30, 30])
        // no title: minimum width; the height still comes from the font (20.23 + 12 → 32.5)
        XCTAssertEqual(size(item(.button)), [30, 32.5])
    }

    func testButtonTitleStaysOnOneLine() {
        var button = item(.button, pangram)
        button.numberOfLines = 0
        XCTAssertEqual(size(button, wrapWidth: 100), [343.5, 32.5])
    }

    func testTextField() {
        // "Name": N 740 + a 530 + m 860 + e 550 = 2680 → 45.56 + 14 = 59.56 → 60;
        // 20.23 + 2 × 6.75 = 33.73 → 34
        XCTAssertEqual(size(item(.textField, "Name")), [60, 34])
        XCTAssertEqual(size(item(.textField)), [14, 34], "an empty field keeps its height")
    }

    func testSwitchHasAFixedSize() {
        XCTAssertEqual(size(item(.switchControl)), [51, 31])
        XCTAssertEqual(size(item(.switchControl, "ignored")), [51, 31])
    }

    func testKindsWithoutIntrinsicSize() {
        for kind in [ViewKind.view, .stackView, .scrollView, .layoutGuide, .imageView] {
            XCTAssertEqual(size(item(kind, "text")), [nil, nil], "\(kind)")
        }
    }

    func testImageViewTakesItsImageSizeFromTheOverrides() {
        var image = item(.imageView)
        image.intrinsicWidth = 100
        image.intrinsicHeight = 80
        XCTAssertEqual(size(image), [100, 80])
    }

    func testOverridesWinPerAxis() {
        var view = item(.view)
        view.intrinsicWidth = 50
        XCTAssertEqual(size(view), [50, nil])

        var label = item(.label, "Hello")
        label.intrinsicWidth = -1  // UIViewNoIntrinsicMetric
        XCTAssertEqual(size(label), [nil, 20.5])
        label.intrinsicHeight = 44
        XCTAssertEqual(size(label), [nil, 44])
    }

    func testLayoutGuidesNeverHaveAnIntrinsicSize() {
        var guide = item(.layoutGuide)
        guide.intrinsicWidth = 50
        guide.intrinsicHeight = 50
        XCTAssertEqual(size(guide), [nil, nil])
    }

    func testHiddenDoesNotChangeTheIntrinsicSize() {
        var label = item(.label, "Hello")
        label.isHidden = true
        XCTAssertEqual(size(label), [40, 20.5])
        XCTAssertEqual(ContentSize.constraints(for: label, wrapWidth: nil).count, 4)
    }

    func testMeasurementIsDeterministic() {
        var label = item(.label, pangram + " 日本語 émoji 🙂")
        label.numberOfLines = 0
        let first = size(label, wrapWidth: 120)
        for _ in 0..<20 { XCTAssertEqual(size(label, wrapWidth: 120), first) }
    }
}
