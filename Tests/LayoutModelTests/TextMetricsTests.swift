import XCTest
@testable import LayoutModel

/// Measurements checked against sums done by hand from the advance table (thousandths of an em).
final class TextMetricsTests: XCTestCase {
    func testTableCoversPrintableASCII() {
        XCTAssertEqual(TextMetrics.asciiAdvances.count, 0x7E - 0x20 + 1)
    }

    func testAdvancesFromTheTableAndFallbacks() {
        XCTAssertEqual(TextMetrics.advance(of: " "), 0.26)
        XCTAssertEqual(TextMetrics.advance(of: "H"), 0.73)
        XCTAssertEqual(TextMetrics.advance(of: "i"), 0.24)
        XCTAssertEqual(TextMetrics.advance(of: "W"), 0.96)
        XCTAssertEqual(TextMetrics.advance(of: "~"), 0.60)
        XCTAssertEqual(TextMetrics.advance(of: "7"), 0.58)
        XCTAssertEqual(TextMetrics.advance(of: "日"), 1.0, "CJK is full width")
        XCTAssertEqual(TextMetrics.advance(of: "한"), 1.0, "Hangul is full width")
        XCTAssertEqual(TextMetrics.advance(of: "é"), 0.55, "other characters take the fallback")
        XCTAssertEqual(TextMetrics.advance(of: "e\u{301}"), 0.55, "a combining mark adds nothing")
        XCTAssertEqual(TextMetrics.advance(of: "\u{7}"), 0, "control characters are invisible")
        XCTAssertEqual(TextMetrics.advance(of: "\t"), 0.26, "a tab measures like a space")
    }

    func testVerticalMetricsAt17Points() {
        XCTAssertEqual(TextMetrics.ascender(fontSize: 17), 16.15, accuracy: 1e-9)   // 0.95 em
        XCTAssertEqual(TextMetrics.descender(fontSize: 17), 4.08, accuracy: 1e-9)   // 0.24 em
        XCTAssertEqual(TextMetrics.lineHeight(fontSize: 17), 20.23, accuracy: 1e-9) // 1.19 em
    }

    func testWidthOfWords() {
        // H 730 + e 550 + l 240 + l 240 + o 570 = 2330 → 2.33 em × 17 = 39.61
        XCTAssertEqual(TextMetrics.width(of: "Hello", fontSize: 17), 39.61, accuracy: 1e-9)
        // B 640 + u 570 + t 340 + t 340 + o 570 + n 570 = 3030 → × 15 = 45.45
        XCTAssertEqual(TextMetrics.width(of: "Button", fontSize: 15), 45.45, accuracy: 1e-9)
        // three ideographs: 3 em × 17
        XCTAssertEqual(TextMetrics.width(of: "日本語", fontSize: 17), 51, accuracy: 1e-9)
        XCTAssertEqual(TextMetrics.width(of: "", fontSize: 17), 0)
    }

    func testBadFontSizesMeasureZero() {
        XCTAssertEqual(TextMetrics.width(of: "Hello", fontSize: -4), 0)
        XCTAssertEqual(TextMetrics.lineHeight(fontSize: .nan), 0)
        XCTAssertEqual(TextMetrics.layout(text: "Hello", fontSize: .infinity).size, Size(width: 0, height: 0))
    }

    func testRoundingUpToTheHalfPoint() {
        XCTAssertEqual(TextMetrics.roundUpToPixel(20.23), 20.5)
        XCTAssertEqual(TextMetrics.roundUpToPixel(39.61), 40)
        XCTAssertEqual(TextMetrics.roundUpToPixel(20), 20)
        XCTAssertEqual(TextMetrics.roundUpToPixel(20.000_000_000_1), 20, "float noise does not cost a pixel")
        XCTAssertEqual(TextMetrics.roundUpToPixel(20.01), 20.5)
        XCTAssertEqual(TextMetrics.roundUpToPixel(0), 0)
        XCTAssertEqual(TextMetrics.roundUpToPixel(-3), 0)
    }

    func testSingleLineLayout() {
        let hello = TextMetrics.layout(text: "Hello", fontSize: 17)
        XCTAssertEqual(hello.lines, ["Hello"])
        XCTAssertEqual(hello.size, Size(width: 40, height: 20.5))
        XCTAssertFalse(hello.isTruncated)
    }

    func testEmptyTextHasNoLines() {
        let empty = TextMetrics.layout(text: "", fontSize: 17)
        XCTAssertEqual(empty.lines, [])
        XCTAssertEqual(empty.size, Size(width: 0, height: 0))
    }

    func testNewlinesEndLines() {
        XCTAssertEqual(TextMetrics.layout(text: "a\nb", fontSize: 17).lines, ["a", "b"])
        XCTAssertEqual(TextMetrics.layout(text: "a\r\nb", fontSize: 17).lines, ["a", "b"])
        XCTAssertEqual(TextMetrics.layout(text: "a\n\nb", fontSize: 17).lines, ["a", "", "b"])
        XCTAssertEqual(TextMetrics.layout(text: "a\n", fontSize: 17).lines, ["a"], "a final newline adds no line")
        // Three lines: 3 × 20.23 = 60.69 → 61
        XCTAssertEqual(TextMetrics.layout(text: "a\n\nb", fontSize: 17).size.height, 61)
    }

    func testTrailingSpacesCountWhenNotWrapping() {
        // H 730 + i 240 + 2 × space 260 = 1490 → × 17 = 25.33 → 25.5
        XCTAssertEqual(TextMetrics.layout(text: "Hi  ", fontSize: 17).size.width, 25.5)
        // Wrapping lets them hang: "Hi" alone, 970 × 17 = 16.49 → 16.5
        XCTAssertEqual(TextMetrics.layout(text: "Hi  ", fontSize: 17, maxWidth: 200).size.width, 16.5)
    }
}
