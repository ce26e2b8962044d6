import Foundation
import XCTest
@testable import LayoutModel

/// Greedy word wrap, checked against hand sums. Word widths at 17 pt (thousandths of an em):
/// The 1720, quick 2430, brown 2840, fox 1400, jumps 2750, over 2000, the 1460, lazy 1790,
/// dog 1730, space 260. A 100 pt line holds 100 / 17 × 1000 ≈ 5882.
final class TextMetricsWrappingTests: XCTestCase {
    let pangram = "The quick brown fox jumps over the lazy dog"

    func testLongSentenceWrapsIntoFourLinesAt100Points() {
        let layout = TextMetrics.layout(text: pangram, fontSize: 17, maxWidth: 100)
        // The+quick = 4410 (+brown → 7510 too wide); brown+fox = 4500 (+jumps → 7510);
        // jumps+over = 5010 (+the → 6730); the+lazy+dog = 5500.
        XCTAssertEqual(layout.lines, ["The quick", "brown fox", "jumps over", "the lazy dog"])
        let expected = [74.97, 76.5, 85.17, 93.5]
        for (width, want) in zip(layout.lineWidths, expected) {
            XCTAssertEqual(width, want, accuracy: 1e-9)
        }
        // 4 × 20.23 = 80.92 → 81
        XCTAssertEqual(layout.size, Size(width: 93.5, height: 81))
        XCTAssertFalse(layout.isTruncated)
    }

    func testNumberOfLinesCapsTheLines() {
        let layout = TextMetrics.layout(text: pangram, fontSize: 17, maxWidth: 100, numberOfLines: 2)
        XCTAssertEqual(layout.lines, ["The quick", "brown fox"])
        // widest kept line 76.5; 2 × 20.23 = 40.46 → 40.5
        XCTAssertEqual(layout.size, Size(width: 76.5, height: 40.5))
        XCTAssertTrue(layout.isTruncated)

        XCTAssertFalse(TextMetrics.layout(text: pangram, fontSize: 17, maxWidth: 100, numberOfLines: 4).isTruncated)
        XCTAssertEqual(TextMetrics.layout(text: pangram, fontSize: 17, maxWidth: 100, numberOfLines: 0).lines.count, 4)
    }

    func testUnwrappedSentence() {
        // words 18120 + 8 spaces × 260 = 20200 → × 17 = 343.4 → 343.5
        let layout = TextMetrics.layout(text: pangram, fontSize: 17)
        XCTAssertEqual(layout.lines, [pangram])
        XCTAssertEqual(layout.size, Size(width: 343.5, height: 20.5))
    }

    func testALineExactlyAsWideAsTheLimitFits() {
        // "the lazy dog" is exactly 93.5 pt.
        XCTAssertEqual(TextMetrics.layout(text: "the lazy dog", fontSize: 17, maxWidth: 93.5).lines, ["the lazy dog"])
        XCTAssertEqual(TextMetrics.layout(text: "the lazy dog", fontSize: 17, maxWidth: 93.49).lines, ["the lazy", "dog"])
        XCTAssertEqual(TextMetrics.layout(text: "Hello", fontSize: 17, maxWidth: 39.61).lines, ["Hello"])
    }

    func testOverlongWordBreaksBetweenCharacters() {
        // m = 860; at 17 pt a 50 pt line holds 2941: three m's (2580), not four (3440).
        let layout = TextMetrics.layout(text: "mmmmmmmm", fontSize: 17, maxWidth: 50)
        XCTAssertEqual(layout.lines, ["mmm", "mmm", "mm"])
        // 2580 × 17 = 43.86 → 44; 3 × 20.23 = 60.69 → 61
        XCTAssertEqual(layout.size, Size(width: 44, height: 61))
    }

    func testOverlongWordStartsOnItsOwnLine() {
        let layout = TextMetrics.layout(text: "a mmmmmmmm", fontSize: 17, maxWidth: 50)
        XCTAssertEqual(layout.lines, ["a", "mmm", "mmm", "mm"])
    }

    func testZeroWidthStillPlacesOneCharacterPerLine() {
        XCTAssertEqual(TextMetrics.layout(text: "ab c", fontSize: 17, maxWidth: 0).lines, ["a", "b", "c"])
    }

    func testSpacesAtAWrapHang() {
        // "Hello" 39.61 fits 50; "world" (2510 → 42.67) goes down; the spaces between are dropped.
        let layout = TextMetrics.layout(text: "Hello     world", fontSize: 17, maxWidth: 50)
        XCTAssertEqual(layout.lines, ["Hello", "world"])
        XCTAssertEqual(layout.lineWidths[0], 39.61, accuracy: 1e-9)
    }

    func testLeadingSpacesAreKept() {
        let layout = TextMetrics.layout(text: "  Hi", fontSize: 17, maxWidth: 200)
        XCTAssertEqual(layout.lines, ["  Hi"])
        XCTAssertEqual(layout.lineWidths[0], 25.33, accuracy: 1e-9)  // (2 × 260 + 970) × 17
    }

    func testWrappingKeepsHardBreaks() {
        let layout = TextMetrics.layout(text: "The quick\nbrown fox jumps", fontSize: 17, maxWidth: 100)
        XCTAssertEqual(layout.lines, ["The quick", "brown fox", "jumps"])
    }

    /// Seeded random texts and widths: every line fits (or is a single character), no visible
    /// character is lost or reordered, and re-wrapping at the width the text asked for changes
    /// nothing (so the engine's second pass settles).
    func testWrappingInvariantsOnRandomTexts() {
        var seed: UInt64 = 0x5EED
        func next(_ bound: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int((seed >> 33) % UInt64(bound))
        }
        let alphabet = Array("aeimW .,日é")
        for _ in 0..<300 {
            let text = String((0..<next(60)).map { _ in alphabet[next(alphabet.count)] })
            let maxWidth = Double(next(200))
            let layout = TextMetrics.layout(text: text, fontSize: 17, maxWidth: maxWidth)
            for (line, width) in zip(layout.lines, layout.lineWidths) {
                XCTAssertTrue(width <= maxWidth + 1e-9 || line.trimmingCharacters(in: .whitespaces).count <= 1,
                              "\(line.debugDescription) is \(width) wide at \(maxWidth)")
            }
            XCTAssertEqual(layout.lines.joined().filter { $0 != " " }, text.filter { $0 != " " })
            // (When a single glyph is wider than the line, the text asks for more than it was
            // given; re-wrapping at that wider width may pack more, so only fitting texts count.)
            guard layout.rawSize.width <= maxWidth + 1e-9 else { continue }
            let again = TextMetrics.layout(text: text, fontSize: 17, maxWidth: layout.size.width)
            XCTAssertEqual(again.lines, layout.lines, "\(text.debugDescription) at \(maxWidth)")
        }
    }

    func testWrappingAtItsOwnWidestLineGivesTheSameLines() {
        // Why the engine's second pass settles: wrapping again at the width the text asked for
        // reproduces the same lines.
        let first = TextMetrics.layout(text: pangram, fontSize: 17, maxWidth: 100)
        let again = TextMetrics.layout(text: pangram, fontSize: 17, maxWidth: first.size.width)
        XCTAssertEqual(again.lines, first.lines)
    }
}
