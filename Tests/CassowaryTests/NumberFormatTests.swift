import Foundation
import SeededRandom
import XCTest
@testable import Cassowary

/// `formatNumber` writes most numbers from an integer count of millionths. The reference here is the
/// rule it stands for, spelled through printf: round to six decimals, print `%.6f`, drop trailing
/// zeros and a bare point, -0 as 0, integers without a fraction.
final class NumberFormatTests: XCTestCase {
    private func printfReference(_ value: Double) -> String {
        let rounded = (value * 1_000_000).rounded() / 1_000_000
        if rounded == 0 { return "0" }
        if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int64(rounded)) }
        var text = String(format: "%.6f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    func testHandPickedValues() {
        let cases: [(Double, String)] = [
            (0, "0"), (-0.0, "0"), (0.4e-6, "0"), (-0.4e-6, "0"), (0.5e-6, "0.000001"), (-17.5, "-17.5"),
            (320, "320"), (123.456789, "123.456789"), (-0.1, "-0.1"), (1_234_567.000001, "1234567.000001"),
            (999_999_999.9999996, "1000000000"), (1e9, "1000000000"), (2.5e-7, "0"), (0.0000015, "0.000002"),
        ]
        for (value, text) in cases { XCTAssertEqual(formatNumber(value), text, "\(value)") }
        XCTAssertEqual(formatNumber(.nan), "nan")
        XCTAssertEqual(formatNumber(-.infinity), "-inf")
    }

    func testMatchesThePrintfRuleOnRandomValues() {
        var values: [Double] = [1e9 - 0.0000004, -1e9, 1e15 - 1, .ulpOfOne, 0.0000025, 12.3456785]
        var random = SplitMix64(seed: 61)
        for _ in 0..<20_000 {
            let unit = Double(random.next() >> 11) / Double(1 << 53)
            let scale = [1.0, 1e-6, 1e3, 1e6, 1e9, 1e12][Int(random.next() % 6)]
            values.append((unit - 0.5) * scale)
        }
        // Halves of a millionth, where the rounding rule decides the last digit.
        for index in 0..<2_000 {
            let half = (Double(index) + 0.5) / 1_000_000
            values.append(index % 2 == 0 ? half : -1_000 * half)
        }
        for value in values { XCTAssertEqual(formatNumber(value), printfReference(value), "\(value)") }
    }
}
