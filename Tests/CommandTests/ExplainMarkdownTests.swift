import Foundation
@testable import LayoutDebugCommands
import Reports
import XCTest

/// `explain --markdown`: the same content as the text output, as Markdown (docs/cli.md, "explain"),
/// compared with Golden/ from the repository root with relative paths.
final class ExplainMarkdownTests: XCTestCase {
    private func explain(_ arguments: [String]) -> CommandResult {
        ScenarioCommandTests.runAtRoot(["explain"] + arguments + ["--markdown"])
    }

    func testRequiredConflictWithUIKitLog() throws {
        let result = explain(["Scenarios/required-conflict.layout", "--all-steps", "--uikit-log"])
        XCTAssertEqual(result.exitCode, 1, result.stderr)
        try GoldenFile.check(result.stdout, against: "explain-required-conflict.md")
        XCTAssertTrue(result.stdout.hasPrefix("# A required conflict"), result.stdout)
        XCTAssertTrue(result.stdout.contains("\n## Step 0: the layout as declared\n"))
        XCTAssertTrue(result.stdout.contains("\n- **Required conflict 1 (error):** "))
        XCTAssertTrue(result.stdout.contains("  - broken to recover: `box.width >= 400 \"wide\"` — Scenarios/required-conflict.layout:12:1\n"))
        XCTAssertTrue(result.stdout.contains("\n```\n[LayoutConstraints] Unable to simultaneously satisfy constraints.\n"))
    }

    func testBrokenConstraintsAndSweep() throws {
        let result = explain(["Scenarios/two-labels.layout", "--step", "3", "--sweep", "root.width=80...400"])
        XCTAssertEqual(result.exitCode, 1, result.stderr)
        try GoldenFile.check(result.stdout, against: "explain-two-labels-step3-sweep.md")
        XCTAssertTrue(result.stdout.contains("\n- **Broken (warning):** `name.width >= 46 @750` — intrinsic width of `name` (compression resistance)\n"))
        XCTAssertTrue(result.stdout.contains("\n### Sweep of `root.width` from 80 to 400\n"))
    }

    func testAmbiguityWithTrace() throws {
        let result = explain(["Scenarios/ambiguous-position.layout", "--autolayout-trace"])
        XCTAssertEqual(result.exitCode, 1, result.stderr)
        try GoldenFile.check(result.stdout, against: "explain-ambiguous-position-trace.md")
        XCTAssertTrue(result.stdout.contains("\n### `_autolayoutTrace`\n\n```\n•UIView:0x"))
    }

    func testCleanStepIsOneParagraph() {
        let result = explain(["Scenarios/required-conflict.layout", "--step", "1"])
        XCTAssertEqual(result.exitCode, 0, result.stderr)
        XCTAssertTrue(result.stdout.hasSuffix("""
        ## Step 1: Rotate to 480 pt: the broken constraint comes back

        Nothing is broken, conflicted or ambiguous: every constraint holds and every frame is determined.

        """), result.stdout)
    }

    func testJSONAndMarkdownTogetherAreAUsageError() {
        let result = explain(["Scenarios/two-labels.layout", "--json"])
        XCTAssertEqual(result.exitCode, 2)
        XCTAssertEqual(result.stdout, "")
        XCTAssertTrue(result.stderr.hasPrefix("layoutdbg: error: --json and --markdown cannot be used together\n"), result.stderr)
    }

    func testCodeSpansAndFencesOutgrowBackticks() {
        XCTAssertEqual(MarkdownText.code("a.width == 1"), "`a.width == 1`")
        XCTAssertEqual(MarkdownText.code("a `b` c"), "``a `b` c``")
    }
}
