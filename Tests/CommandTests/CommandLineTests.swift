import Foundation
import LayoutDebugCommands
import XCTest

/// Dispatch, usage errors, exit codes and reading files.
final class CommandLineTests: XCTestCase {
    func testHelpIsTheSameEveryWayItIsAsked() {
        let main = LayoutDebugCLI.run(["--help"])
        XCTAssertEqual(LayoutDebugCLI.run(["-h"]), main)
        XCTAssertEqual(LayoutDebugCLI.run(["help"]), main)
        XCTAssertEqual(LayoutDebugCLI.run(["help", "solve-linear"]), LayoutDebugCLI.run(["solve-linear", "--help"]))
        XCTAssertEqual(LayoutDebugCLI.run(["help", "demo"]), LayoutDebugCLI.run(["demo", "--help"]))
        XCTAssertEqual(LayoutDebugCLI.run(["solve-linear", "-h", "file.json"]), LayoutDebugCLI.run(["solve-linear", "--help"]))
    }

    func testUsageErrors() {
        let cases: [(arguments: [String], stderr: String)] = [
            (["frobnicate"], "layoutdbg: error: unknown command 'frobnicate'\nRun 'layoutdbg --help' for the list of commands.\n"),
            (["--verbose"], "layoutdbg: error: unknown option '--verbose'\nRun 'layoutdbg --help' for the list of commands.\n"),
            (["solve-linear"], "layoutdbg: error: missing FILE.json\nRun 'layoutdbg solve-linear --help' for usage.\n"),
            (["solve-linear", "a.json", "b.json"],
             "layoutdbg: error: expected one FILE.json, got 2 files\nRun 'layoutdbg solve-linear --help' for usage.\n"),
            (["solve-linear", "--tracing", "a.json"],
             "layoutdbg: error: unknown option '--tracing' for 'solve-linear'\nRun 'layoutdbg solve-linear --help' for usage.\n"),
            (["demo", "--trace"], "layoutdbg: error: unknown option '--trace' for 'demo'\nRun 'layoutdbg demo --help' for usage.\n"),
            (["demo", "extra"], "layoutdbg: error: 'demo' takes no arguments, got 'extra'\nRun 'layoutdbg demo --help' for usage.\n"),
            (["help", "nope"], "layoutdbg: error: unknown command 'nope'\nRun 'layoutdbg --help' for the list of commands.\n"),
        ]
        for (arguments, stderr) in cases {
            let result = LayoutDebugCLI.run(arguments)
            XCTAssertEqual(result.exitCode, 2, "\(arguments)")
            XCTAssertEqual(result.stdout, "", "\(arguments)")
            XCTAssertEqual(result.stderr, stderr, "\(arguments)")
        }
    }

    func testNoCommandPrintsUsageOnStandardError() {
        let result = LayoutDebugCLI.run([])
        XCTAssertEqual(result.exitCode, 2)
        XCTAssertTrue(result.stderr.hasPrefix("layoutdbg: error: missing command\n"))
        XCTAssertTrue(result.stderr.contains("Usage: layoutdbg <command> [options]"))
    }

    func testUnreadableFiles() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("layoutdbg-cli-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let missing = directory.appendingPathComponent("missing.json").path
        XCTAssertEqual(LayoutDebugCLI.run(["solve-linear", missing]),
                       CommandResult(stderr: "layoutdbg: error: \(missing): no such file\n", exitCode: 2))
        XCTAssertEqual(LayoutDebugCLI.run(["solve-linear", directory.path]),
                       CommandResult(stderr: "layoutdbg: error: \(directory.path): is a directory, not a JSON file\n", exitCode: 2))
        let binary = directory.appendingPathComponent("binary.json")
        try Data([0x7B, 0xFF, 0xFE, 0x7D]).write(to: binary)
        XCTAssertEqual(LayoutDebugCLI.run(["solve-linear", binary.path]),
                       CommandResult(stderr: "layoutdbg: error: \(binary.path): not valid UTF-8 text\n", exitCode: 2))
    }

    func testErrorsInFilesCarryTheFileName() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("layoutdbg-cli-\(ProcessInfo.processInfo.processIdentifier).json")
        defer { try? FileManager.default.removeItem(at: file) }
        try "{\"variables\": [\"x\"],\n \"constraints\": [{\"id\": \"c1\", \"terms\": [], \"relation\": \"<>\"}]}".write(to: file, atomically: true, encoding: .utf8)
        let result = LayoutDebugCLI.run(["solve-linear", file.path])
        XCTAssertEqual(result.exitCode, 2)
        XCTAssertEqual(result.stderr, "layoutdbg: error: \(file.path):2:56: constraint \"c1\": \"relation\" must be \"<=\", \"==\" or \">=\", not \"<>\"\n")
    }

    func testByteOrderMarkIsIgnored() {
        let result = LayoutDebugCLI.run(["solve-linear", "-"], standardInput: { "\u{FEFF}{\"variables\": [], \"constraints\": []}" })
        XCTAssertEqual(result.exitCode, 0, result.stderr)
        XCTAssertEqual(result.stdout, "{\n  \"values\": {},\n  \"constraints\": [],\n  \"rejected\": [],\n  \"pivots\": 0\n}\n")
    }

    func testDemoJSONSolvesToTheDemoNumbers() throws {
        let json = LayoutDebugCLI.run(["demo", "--json"]).stdout
        let result = LayoutDebugCLI.run(["solve-linear", "-"], standardInput: { json })
        XCTAssertEqual(result.exitCode, 0, result.stderr)
        // Step 1 of Scenarios/two-labels.layout (worked out in SolveTests.testDemoSolution).
        XCTAssertTrue(result.stdout.contains(#""values": {"name.x": 8, "name.width": 46, "level.x": 62, "level.width": 250}"#), result.stdout)
        XCTAssertTrue(result.stdout.contains(#"{"id": "level.hugging", "error": 185, "satisfied": false}"#), result.stdout)
    }
}
