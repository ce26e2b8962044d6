import LayoutDebugCommands
import XCTest

/// The CLI's outputs on fixed inputs, compared with Golden/. See GoldenFile for updating them.
final class GoldenOutputTests: XCTestCase {
    /// Inputs under Golden/solve-linear; each gives `<name>.out.json`, and the traced ones
    /// also `<name>.trace.json`.
    static let solveLinearInputs = [
        "mixed", "kiwi52", "kiwi52-weighted", "edit-suggest", "weighted", "lexicographic-vs-weighted",
        "rejected-chain", "defaults-and-names",
    ]
    static let tracedInputs = ["kiwi52", "edit-suggest"]

    func testSolveLinear() throws {
        for name in Self.solveLinearInputs {
            let input = GoldenFile.bundledURL("solve-linear/\(name).json").path
            let result = LayoutDebugCLI.run(["solve-linear", input])
            XCTAssertEqual(result.exitCode, 0, "\(name): \(result.stderr)")
            XCTAssertEqual(result.stderr, "")
            try GoldenFile.check(result.stdout, against: "solve-linear/\(name).out.json")
        }
    }

    func testSolveLinearWithTrace() throws {
        for name in Self.tracedInputs {
            let input = GoldenFile.bundledURL("solve-linear/\(name).json").path
            let result = LayoutDebugCLI.run(["solve-linear", "--trace", input])
            XCTAssertEqual(result.exitCode, 0, "\(name): \(result.stderr)")
            try GoldenFile.check(result.stdout, against: "solve-linear/\(name).trace.json")
        }
    }

    func testDemo() throws {
        let result = LayoutDebugCLI.run(["demo"])
        XCTAssertEqual(result.exitCode, 0, result.stderr)
        try GoldenFile.check(result.stdout, against: "demo.txt")
    }

    func testDemoAsJSON() throws {
        let result = LayoutDebugCLI.run(["demo", "--json"])
        XCTAssertEqual(result.exitCode, 0, result.stderr)
        try GoldenFile.check(result.stdout, against: "demo.json")
    }

    func testHelp() throws {
        let cases: [(arguments: [String], golden: String)] = [
            (["--help"], "help.txt"),
            (["solve-linear", "--help"], "help-solve-linear.txt"),
            (["demo", "-h"], "help-demo.txt"),
        ]
        for (arguments, golden) in cases {
            let result = LayoutDebugCLI.run(arguments)
            XCTAssertEqual(result.exitCode, 0)
            XCTAssertEqual(result.stderr, "")
            try GoldenFile.check(result.stdout, against: golden)
        }
    }
}
