import XCTest
import Reports

/// Columns are padded to a width in characters (not bytes or UTF-16 units), never cut, at any width.
final class TextPaddingTests: XCTestCase {
    func testWidthsCountCharacters() {
        for text in ["", "a", "level.width", "café", "e\u{301}te", "漢字", "👩‍👩‍👧", "a\r\nb", String(repeating: "x", count: 300)] {
            XCTAssertEqual(text.characterCount, text.count, text)
            for width in [0, 1, 5, 12, 127, 128, 129, 400] {
                let padded = text.padded(toWidth: width)
                XCTAssertTrue(padded.hasPrefix(text), "never cut: \(text)")
                XCTAssertEqual(padded.count, max(width, text.count), "\(text) to \(width)")
                XCTAssertTrue(padded.dropFirst(text.count).allSatisfy { $0 == " " }, "spaces only after the text")
            }
        }
    }
}
