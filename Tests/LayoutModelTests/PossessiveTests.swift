import LayoutModel
import XCTest

/// One rule for possessives of names: `'s`, but a bare apostrophe after a final s.
final class PossessiveTests: XCTestCase {
    func testANameEndingInSTakesABareApostrophe() {
        XCTAssertEqual(Possessive.of("buttons"), "buttons'")
        XCTAssertEqual(Possessive.of("LABELS"), "LABELS'")
        XCTAssertEqual(Possessive.suffix(for: "buttons"), "'")
    }

    func testOtherNamesTakeApostropheS() {
        XCTAssertEqual(Possessive.of("level"), "level's")
        XCTAssertEqual(Possessive.of("row1"), "row1's")
        XCTAssertEqual(Possessive.suffix(for: "box"), "'s")
    }
}
