import JSONText
import Cassowary
import Foundation
import LayoutDebugCommands
import XCTest

/// Every JSON the commands print is valid JSON: parsed here, for every lesson and every step.
/// (Damaged inputs are the fuzzer's; the documented keys and types are `JSONSchemaTests`'.)
enum JSONValidity {
    static func assertParses(_ text: String, _ what: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(text.utf8)), "\(what): not valid JSON", file: file, line: line)
        // JSONSerialization reads some non-standard forms; bare non-finite words are never JSON.
        for word in [": inf", ": -inf", ": nan", "[inf", "[nan"] {
            XCTAssertFalse(text.contains(word), "\(what): contains \(word)", file: file, line: line)
        }
    }
}

final class JSONValidityTests: XCTestCase {
    func testSolveExplainAndTraceJSONOfEveryLessonParses() throws {
        for path in try ScenarioCommandTests.scenarioPaths() {
            for command in ["solve", "explain", "trace"] {
                let result = LessonOutputs.allSteps(command, path, json: true)
                XCTAssertTrue([0, 1].contains(result.exitCode), "\(command) \(path): \(result.stderr)")
                JSONValidity.assertParses(result.stdout, "\(command) \(path)")
            }
        }
    }

    func testTheOtherJSONOutputsParse() throws {
        for command in [["scenarios", "--json"], ["demo", "--json"]] {
            let result = LayoutDebugCLI.run(command)
            XCTAssertEqual(result.exitCode, 0, result.stderr)
            JSONValidity.assertParses(result.stdout, command.joined(separator: " "))
        }
        for name in GoldenOutputTests.solveLinearInputs {
            let system = try GoldenFile.read("solve-linear/\(name).json")
            for options in [[], ["--trace"]] {
                let result = LayoutDebugCLI.run(["solve-linear", "-"] + options, standardInput: { system })
                XCTAssertEqual(result.exitCode, 0, result.stderr)
                JSONValidity.assertParses(result.stdout, "solve-linear \(name) \(options)")
            }
        }
    }

    /// The number writer's edge: finite values far beyond six decimals' range print in exponent
    /// form, not as `inf` (1e308 × 1e6 overflows).
    func testHugeFiniteNumbersPrintAsNumbers() {
        XCTAssertEqual(formatNumber(1e308), "1e+308")
        XCTAssertEqual(formatNumber(-2.5e20), "-2.5e+20")
        XCTAssertEqual(formatNumber(123456.7), "123456.7")
    }
}
