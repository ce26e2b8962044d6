@testable import Cassowary
import SeededRandom
import XCTest

/// The objective's running sums: exact whatever the order of the terms, and a term taken out
/// leaves no trace.
final class ExactSumTests: XCTestCase {
    private func sum(_ terms: [Double]) -> Double {
        var total = ExactSum()
        for term in terms { total.add(term) }
        return total.value
    }

    func testSumsThatFloatingPointGetsWrong() {
        XCTAssertEqual(sum([1e16, 1, -1e16]), 1)
        XCTAssertEqual(sum(Array(repeating: 0.1, count: 10)), 1)
        XCTAssertEqual(sum([1e100, 1, -1e100, 1e-100]), 1)
        // Halfway cases round to even with the rest of the partials counted (as Python's fsum).
        XCTAssertEqual(sum([1e16, 1, 1e-16]), 10000000000000002)
        XCTAssertEqual(sum([]), 0)
    }

    func testOrderAndRemovalsLeaveNoTrace() {
        var random = SplitMix64(seed: 0xE5AC7)
        for _ in 0..<200 {
            let terms = (0..<40).map { _ in
                Double(random.next() % 2_000_001) / 1000 - 1000 + Double(random.next() % 1000) * 1e-9
            }
            var forward = ExactSum()
            for term in terms { forward.add(term) }
            var backward = ExactSum()
            for term in terms.reversed() { backward.add(term) }
            XCTAssertEqual(forward.value.bitPattern, backward.value.bitPattern)
            // Add noise and take it out again, in another order: the value is what the terms alone give.
            let noise = terms.map { $0 * 3.7 + 1e-3 }
            for term in noise { backward.add(term) }
            for term in noise.reversed() { backward.add(-term) }
            XCTAssertEqual(forward.value.bitPattern, backward.value.bitPattern)
        }
    }

    /// A difference added as one pair (`add(_:minus:)`) counts the same exact sum as its two terms
    /// added one by one: what settling the traced objective relies on.
    func testPairsCountTheSameTerms() {
        var random = SplitMix64(seed: 0x5E771E)
        func term() -> Double {
            let scale = [1e-6, 1, 1e3, 1e9][Int(random.next() % 4)]
            return (Double(random.next() % 2_000_001) / 1000 - 1000) * scale + Double(random.next() % 1000) * 1e-12
        }
        for _ in 0..<300 {
            var single = ExactSum(), paired = ExactSum()
            for _ in 0..<(random.next() % 4) {
                let start = term()
                single.add(start)
                paired.add(start)
            }
            for _ in 0..<30 {
                let (a, b) = (term(), term())
                single.add(a)
                single.add(-b)
                paired.add(a, minus: b)
                XCTAssertEqual(single.value.bitPattern, paired.value.bitPattern)
            }
        }
    }
}
