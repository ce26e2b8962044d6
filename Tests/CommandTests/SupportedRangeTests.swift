import Cassowary
import Foundation
import LayoutDebugCommands
import SeededRandom
import XCTest

/// The supported range of numbers (docs/cli.md, "Supported numbers"): inputs outside it are refused
/// with an error at the number, and inside it, right up to its edges, every accepted required
/// constraint holds in what is printed.
final class SupportedRangeTests: XCTestCase {
    // MARK: - The reported reproducers

    func testAHugeWeakConstantIsRefusedWhereItIsWritten() {
        let system = """
            {"variables": ["x"], "constraints": [
              {"id": "floor", "terms": [{"var": "x"}], "constant": -10, "relation": ">="},
              {"id": "far", "terms": [{"var": "x"}], "constant": 1e308, "relation": "==", "priority": 1}
            ]}
            """
        let result = LayoutDebugCLI.run(["solve-linear", "-"], standardInput: { system })
        XCTAssertEqual(result.exitCode, 2)
        XCTAssertTrue(result.stderr.hasPrefix("layoutdbg: error: <stdin>:3:"), result.stderr)
        XCTAssertTrue(result.stderr.contains("constraint \"far\": \"constant\" 1e+308 is outside the supported range"), result.stderr)
    }

    func testAHugeCoefficientIsRefused() {
        let system = """
            {"variables": ["x"], "constraints": [
              {"id": "big", "terms": [{"var": "x", "coef": 1e308}], "constant": -1e308, "relation": "=="}
            ]}
            """
        let result = LayoutDebugCLI.run(["solve-linear", "-"], standardInput: { system })
        XCTAssertEqual(result.exitCode, 2)
        XCTAssertTrue(result.stderr.contains("terms[0]: \"coef\" 1e+308 is outside the supported range"), result.stderr)
    }

    func testScenarioNumbersOutsideTheRangeAreRefusedAtTheirColumn() {
        let cases: [(text: String, column: Int)] = [
            ("var x\nx >= 10\nx == -1e308 @1\n", 7),
            ("label a text \"hi\" font 1e17\nH:|[a]|\n", 24),
            ("view a\nH:|-(1000001)-[a]|\n", 6),
        ]
        for (text, column) in cases {
            let result = LayoutDebugCLI.run(["solve", "-"], standardInput: { text })
            XCTAssertEqual(result.exitCode, 2, text)
            XCTAssertTrue(result.stderr.contains(":\(column): error: the number"), "\(text)\n\(result.stderr)")
            XCTAssertTrue(result.stderr.contains("outside the supported range"), result.stderr)
        }
    }

    func testAFontTooLargeForItsTextIsRefusedAtTheLabel() {
        let words = Array(repeating: "hello", count: 60).joined(separator: " ")
        let text = "label a text \"\(words)\" font 10000\nH:|[a]|\n"
        let result = LayoutDebugCLI.run(["solve", "-"], standardInput: { text })
        XCTAssertEqual(result.exitCode, 2)
        XCTAssertTrue(result.stderr.contains(":1:7: error: `a.width >= "), result.stderr)
        XCTAssertTrue(result.stderr.contains("outside the supported range"), result.stderr)
        let tooBig = LayoutDebugCLI.run(["solve", "-"], standardInput: { "label a text \"hi\" font 100000\n" })
        XCTAssertTrue(tooBig.stderr.contains("font size 100000 is outside 0...10000"), tooBig.stderr)
    }

    func testTheEdgesOfTheRangeAreAccepted() {
        let text = "var x\nvar y\nx >= 1000000\ny == 0.0001 * x @500\n"
        let result = LayoutDebugCLI.run(["solve", "-", "--json"], standardInput: { text })
        XCTAssertEqual(result.exitCode, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("{\"name\": \"x\", \"value\": 1000000}"), result.stdout)
        XCTAssertTrue(result.stdout.contains("{\"name\": \"y\", \"value\": 100}"), result.stdout)
    }

    // MARK: - Property: near the edges, what is printed holds

    /// Random systems whose constants sit near ±1 000 000 and whose coefficients sit near the
    /// smallest and largest magnitudes. Every run either prints values under which each accepted
    /// required constraint holds (checked here from the printed numbers, not the solver's word),
    /// or refuses with a located error; never a wrong answer.
    func testRandomSystemsAtTheEdgesOfTheRangeNeverPrintABrokenRequiredConstraint() throws {
        var generator = SplitMix64(seed: 1_000_000)
        let constants: [Double] = [0, 1, -1, 999_999.5, -999_999.5, 1_000_000, -1_000_000, 123_456.789, 0.0001]
        let coefficients: [Double] = [1, -1, 0.0001, -0.0001, 10_000, -10_000, 0.5, 2]
        var solved = 0, refused = 0, requiredChecked = 0
        for round in 0..<300 {
            let variableCount = Int.random(in: 2...5, using: &generator)
            let names = (0..<variableCount).map { "v\($0)" }
            var constraints: [[String: Any]] = []
            for index in 0..<Int.random(in: 2...8, using: &generator) {
                let termCount = Int.random(in: 1...min(3, variableCount), using: &generator)
                let chosen = names.shuffled(using: &generator).prefix(termCount)
                let terms = chosen.map { ["var": $0, "coef": coefficients.randomElement(using: &generator)!] as [String: Any] }
                let required = Bool.random(using: &generator)
                var constraint: [String: Any] = [
                    "id": "c\(index)", "terms": terms, "constant": constants.randomElement(using: &generator)!,
                    "relation": ["<=", "==", ">="].randomElement(using: &generator)!,
                ]
                if !required { constraint["priority"] = [1, 250, 750, 999].randomElement(using: &generator)! }
                constraints.append(constraint)
            }
            let system: [String: Any] = ["variables": names, "constraints": constraints]
            let text = String(decoding: try JSONSerialization.data(withJSONObject: system, options: [.sortedKeys]), as: UTF8.self)
            let result = LayoutDebugCLI.run(["solve-linear", "-"], standardInput: { text })
            if result.exitCode == 2 {
                refused += 1
                XCTAssertTrue(result.stderr.hasPrefix("layoutdbg: error: <stdin>: constraint \""), "round \(round): \(result.stderr)")
                continue
            }
            XCTAssertEqual(result.exitCode, 0, "round \(round): \(result.stderr)")
            solved += 1
            let output = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
            let values = try XCTUnwrap(output["values"] as? [String: Double])
            let rejected = Set((output["rejected"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String })
            for constraint in constraints where constraint["priority"] == nil {
                let id = constraint["id"] as! String
                guard !rejected.contains(id) else { continue }
                requiredChecked += 1
                XCTAssertTrue(Self.holds(constraint, values: values), "round \(round): required \(id) broken by the printed values\n\(text)\n\(result.stdout)")
            }
        }
        // The property means something only if most systems are solved and many constraints checked.
        XCTAssertGreaterThan(solved, 250, "refused \(refused)")
        XCTAssertGreaterThan(requiredChecked, 500)
    }

    /// Recomputes a constraint from the printed values (six decimals), allowing for that rounding.
    private static func holds(_ constraint: [String: Any], values: [String: Double]) -> Bool {
        let terms = constraint["terms"] as! [[String: Any]]
        var sum = constraint["constant"] as! Double
        var rounding = 0.0, scale = abs(sum)
        for term in terms {
            let coefficient = term["coef"] as! Double, value = values[term["var"] as! String]!
            sum += coefficient * value
            rounding += abs(coefficient) * 5e-7
            scale = max(scale, abs(coefficient * value))
        }
        let slack = rounding + 1e-6 * max(1, scale / 1000)
        switch constraint["relation"] as! String {
        case "<=": return sum <= slack
        case ">=": return sum >= -slack
        default: return abs(sum) <= slack
        }
    }
}
