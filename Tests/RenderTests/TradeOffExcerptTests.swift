import Render
import XCTest

/// Which entries of a long trade-off an explanation names: its own, and the first 5 others.
final class TradeOffExcerptTests: XCTestCase {
    func testItsOwnEntriesAndTheFirstFiveOthersAreNamed() {
        XCTAssertEqual(TradeOffExcerpt.others, 5)
        // Position 12 of 20 is the explanation's own; the first 5 others are 0 … 4.
        XCTAssertEqual(TradeOffExcerpt.named(count: 20, preferred: [12]), [0, 1, 2, 3, 4, 12])
        // An own entry among the first ones does not count as one of the 5 others.
        XCTAssertEqual(TradeOffExcerpt.named(count: 20, preferred: [2]), [0, 1, 2, 3, 4, 5])
        XCTAssertEqual(TradeOffExcerpt.named(count: 20, preferred: [19, 7, 7]), [0, 1, 2, 3, 4, 7, 19])
        // A short list is named whole.
        XCTAssertEqual(TradeOffExcerpt.named(count: 4, preferred: []), [0, 1, 2, 3])
        XCTAssertEqual(TradeOffExcerpt.named(count: 0, preferred: []), [])
    }
}
