import LayoutDebugCommands
import XCTest

/// `explain`'s required-conflict and ambiguity sections, compared with Golden/ (checked by hand:
/// the box pinned to both margins of a 320 pt root is 320 − 16 = 304 wide, 96 short of "wide";
/// the unpositioned box can sit anywhere, and moving it to x = 20 changes nothing else).
final class ExplainProblemGoldenTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Runs from the package root with a relative path, as people do: the fake constraint
    /// addresses of the UIKit log hash the constraint's provenance, which holds the path.
    private func explain(_ scenario: String, _ options: [String]) -> String {
        let previous = FileManager.default.currentDirectoryPath
        XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(Self.root.path))
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        let result = LayoutDebugCLI.run(["explain", "Scenarios/\(scenario)", "--step", "0"] + options)
        XCTAssertEqual(result.exitCode, 1, result.stderr)
        XCTAssertEqual(result.stderr, "")
        return result.stdout
    }

    func testRequiredConflict() throws {
        try GoldenFile.check(explain("required-conflict.layout", []), against: "explain-required-conflict.txt")
    }

    func testRequiredConflictWithUIKitLog() throws {
        let text = explain("required-conflict.layout", ["--uikit-log"])
        try GoldenFile.check(text, against: "explain-required-conflict-uikit-log.txt")
        XCTAssertTrue(text.contains("[LayoutConstraints] Unable to simultaneously satisfy constraints.\n"))
        XCTAssertTrue(text.contains("\nWill attempt to recover by breaking constraint \n<NSLayoutConstraint:"))
    }

    func testAmbiguousPosition() throws {
        try GoldenFile.check(explain("ambiguous-position.layout", []), against: "explain-ambiguous-position.txt")
    }

    func testAmbiguousPositionWithTrace() throws {
        let text = explain("ambiguous-position.layout", ["--autolayout-trace"])
        try GoldenFile.check(text, against: "explain-ambiguous-position-trace.txt")
        XCTAssertTrue(text.contains("- AMBIGUOUS LAYOUT for UIView:0x"))
        XCTAssertTrue(text.hasSuffix("\t• - layout engine host\n"))
    }

    func testJSONSections() throws {
        let path = Self.root.appendingPathComponent("Scenarios/required-conflict.layout").path
        let conflict = LayoutDebugCLI.run(["explain", path, "--json"])
        XCTAssertEqual(conflict.exitCode, 1)
        XCTAssertTrue(conflict.stdout.contains("\"conflicts\": ["))
        XCTAssertTrue(conflict.stdout.contains("\"constraint\": \"box.width >= 400 \\\"wide\\\"\""), conflict.stdout)
        XCTAssertTrue(conflict.stdout.contains("\"ambiguity\": []"), conflict.stdout)
        let clean = LayoutDebugCLI.run(["explain", path, "--step", "1"])
        XCTAssertEqual(clean.exitCode, 0, clean.stdout)
        XCTAssertTrue(clean.stdout.contains("Nothing is broken, conflicted or ambiguous"))
    }
}
