import Foundation
import JSONText
import LayoutDebugCommands
import XCTest

/// Findings ranked by severity (docs/concepts.md, "Severity"): the exit status, `--strict`,
/// `--min-severity`, the summary's order, the JSON, filters that must not claim "nothing", and
/// `solve`'s findings line. The numbers are the two-label lesson's, worked out in its notes:
/// the row between the margins is 320 - 2 × 8 = 304 pt, 296 pt for the labels after the 8 pt gap;
/// `name` is 46 pt wide and `level` 65 pt.
final class SeverityTests: XCTestCase {
    private let lesson = "Scenarios/two-labels.layout"

    private func explain(_ arguments: [String]) -> CommandResult {
        ScenarioCommandTests.runAtRoot(["explain", lesson] + arguments)
    }

    private func run(_ arguments: [String], input: String) -> CommandResult {
        LayoutDebugCLI.run(arguments, standardInput: { input })
    }

    /// Step 1: `name` hugs at 251 and keeps 46 pt, `level` gets 296 - 46 = 250 pt, 185 pt past its
    /// 65: only hugging is broken, a note, so explain exits 0; `--strict` counts it.
    func testAStretchedLabelIsANoteAndExitsZero() {
        let result = explain(["--step", "1"])
        XCTAssertEqual(result.exitCode, 0, result.stdout + result.stderr)
        XCTAssertTrue(result.stdout.contains("    - note: `level.width <= 65 @250` is off by 185 pt"), result.stdout)
        XCTAssertTrue(result.stdout.contains("  Broken (note): level.width <= 65 @250"), result.stdout)
        XCTAssertEqual(explain(["--step", "1", "--strict"]).exitCode, 1)
    }

    /// Step 3: the screen is 120 pt, so 120 - 16 - 8 = 96 pt for 111 pt of text; `level` resists
    /// at 751 and keeps 65, `name` gets 31: its compression resistance is off by 46 - 31 = 15, a warning.
    func testTruncatedContentIsAWarningAndFails() {
        let result = explain(["--step", "3"])
        XCTAssertEqual(result.exitCode, 1, result.stdout + result.stderr)
        XCTAssertTrue(result.stdout.contains("    - warning: `name.width >= 46 @750` is off by 15 pt"), result.stdout)
        XCTAssertTrue(result.stdout.contains("  Broken (warning): name.width >= 46 @750"), result.stdout)
    }

    /// Step 0: both hug at 250, so both frames are ambiguous (errors) and one hugging is broken
    /// (a note): the errors come first in the summary though broken constraints are detailed first.
    func testTheSummaryListsTheMostSevereFirst() throws {
        let result = explain(["--step", "0", "--brief"])
        XCTAssertEqual(result.exitCode, 1)
        let lines = result.stdout.split(separator: "\n").map(String.init).filter { $0.hasPrefix("    - ") }
        XCTAssertEqual(lines.map { $0.split(separator: ":")[0] }, ["    - error", "    - error", "    - note"], result.stdout)
        XCTAssertTrue(lines[0].contains("`name` is ambiguous"), result.stdout)
        XCTAssertTrue(lines[1].contains("`level` is ambiguous"), result.stdout)
    }

    /// An app's own optional constraints: one at 500 asking for 200 pt loses to the required
    /// `H:|[box]|` (320 pt): off by 120, a warning; one at 100 asking for 100 pt is off by 220,
    /// a note, though written first. Required constraints decide the width, so nothing is ambiguous.
    func testAnAppsOwnConstraintIsAWarningAbove250AndANoteAtOrBelow() {
        let layout = """
        screen 320 x 568
        view box
        H:|[box]|
        V:|[box(100)]
        box.width == 100 @100 "weak"
        box.width == 200 @500 "wish"
        """
        let result = run(["explain", "-", "--brief"], input: layout)
        XCTAssertEqual(result.exitCode, 1, result.stdout + result.stderr)
        let lines = result.stdout.split(separator: "\n").map(String.init).filter { $0.hasPrefix("    - ") }
        XCTAssertEqual(lines.count, 2, result.stdout)
        XCTAssertTrue(lines[0].hasPrefix("    - warning: `box.width == 200 @500 \"wish\"` is off by 120 pt"), result.stdout)
        XCTAssertTrue(lines[1].hasPrefix("    - note: `box.width == 100 @100 \"weak\"` is off by 220 pt"), result.stdout)
    }

    func testMinSeverityFiltersWhatIsPrintedButNotTheExitStatus() {
        let hidden = explain(["--step", "1", "--min-severity", "warning"])
        XCTAssertEqual(hidden.exitCode, 0)
        XCTAssertFalse(hidden.stdout.contains("Broken (note)"), hidden.stdout)
        XCTAssertFalse(hidden.stdout.contains("Nothing is broken"), hidden.stdout)
        XCTAssertTrue(hidden.stdout.contains("  Not shown: 1 broken constraint is not shown (--min-severity warning)."), hidden.stdout)
        // The warning of step 3 still fails the command when only errors are printed.
        let errorsOnly = explain(["--step", "3", "--min-severity", "error"])
        XCTAssertEqual(errorsOnly.exitCode, 1)
        XCTAssertFalse(errorsOnly.stdout.contains("Broken (warning)"), errorsOnly.stdout)
        XCTAssertTrue(errorsOnly.stdout.contains("(--min-severity error)"), errorsOnly.stdout)
        let bad = explain(["--min-severity", "fatal"])
        XCTAssertEqual(bad.exitCode, 2)
        XCTAssertTrue(bad.stderr.contains("--min-severity takes error, warning or note, not \"fatal\""), bad.stderr)
    }

    /// The reported case: `row` holds in step 1, but level's hugging is broken; the report must not
    /// say that nothing is broken.
    func testAConstraintFilterNeverSaysNothingIsBroken() {
        let result = explain(["--step", "1", "--constraint", "row"])
        XCTAssertFalse(result.stdout.contains("Nothing is broken"), result.stdout)
        XCTAssertTrue(result.stdout.contains("  Nothing shown here is broken, conflicted or ambiguous."), result.stdout)
        XCTAssertTrue(result.stdout.contains("  Not shown: 1 broken constraint is not shown (--constraint row)."), result.stdout)
        let brief = explain(["--step", "1", "--constraint", "row", "--brief"])
        XCTAssertFalse(brief.stdout.contains("  Nothing to fix.\n"), brief.stdout)
        XCTAssertTrue(brief.stdout.contains("  Nothing to fix among what is shown."), brief.stdout)
        let markdown = explain(["--step", "1", "--constraint", "row", "--markdown"])
        XCTAssertFalse(markdown.stdout.contains("Nothing is broken"), markdown.stdout)
        XCTAssertTrue(markdown.stdout.contains("Not shown: 1 broken constraint is not shown (--constraint row)."), markdown.stdout)
    }

    func testTheJSONCarriesTheSeverity() throws {
        let result = explain(["--all-steps", "--json"])
        let steps = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])["steps"] as? [[String: Any]]
        XCTAssertEqual(steps?.map { $0["worstSeverity"] as? String }, ["error", "note", "error", "warning"])
        let step0 = try XCTUnwrap(steps?[0])
        XCTAssertEqual((step0["ambiguity"] as? [[String: Any]])?.map { $0["severity"] as? String }, ["error", "error"])
        XCTAssertEqual((step0["broken"] as? [[String: Any]])?.map { $0["severity"] as? String }, ["note"])
        XCTAssertEqual(((steps?[3]["broken"]) as? [[String: Any]])?.map { $0["severity"] as? String }, ["warning"])
        let filtered = explain(["--step", "1", "--min-severity", "warning", "--json"])
        let notShown = (try JSONSerialization.jsonObject(with: Data(filtered.stdout.utf8)) as? [String: Any])
            .flatMap { ($0["steps"] as? [[String: Any]])?.first?["notShown"] as? [[String: Any]] }
        XCTAssertEqual(notShown?.first?["count"] as? Int, 1)
        XCTAssertEqual(notShown?.first?["filter"] as? String, "--min-severity warning")
    }

    /// `view a` with `H:|[a]|`: nothing sets `a`'s height or top, so its frame is ambiguous and
    /// solve, which used to print a 0-pt-high frame without a word, now says so.
    func testSolveEndsWithTheFindings() {
        let result = run(["solve", "-"], input: "screen 320 x 568\nview a\nH:|[a]|\n")
        XCTAssertEqual(result.exitCode, 0, result.stderr)
        XCTAssertTrue(result.stdout.hasSuffix(
            "  Findings: 1 view ambiguous (error: a); run `layoutdbg explain - --step 0` for why and how to fix them\n"), result.stdout)
        let stretched = ScenarioCommandTests.runAtRoot(["solve", lesson, "--step", "1"])
        XCTAssertTrue(stretched.stdout.hasSuffix(
            "  Findings: 1 broken constraint (note); run `layoutdbg explain \(lesson) --step 1` for why\n"), stretched.stdout)
        let determined = run(["solve", "-"], input: "screen 320 x 568\nview a\nH:|[a]|\nV:|[a(10)]\n")
        XCTAssertFalse(determined.stdout.contains("Findings"), determined.stdout)
    }

    /// `solve --json`'s `findings` of step `step` of `path`.
    private func solveFindings(_ path: String, step: Int) throws -> DecodedJSON {
        let result = ScenarioCommandTests.runAtRoot(["solve", path, "--step", String(step), "--json"])
        XCTAssertEqual(result.exitCode, 0, result.stderr)
        return try XCTUnwrap(try DecodedJSON.parse(result.stdout)["steps"]?.array.first?["findings"], result.stdout)
    }

    private func findings(worst: String?, errors: Int = 0, warnings: Int = 0, notes: Int = 0, conflicts: Int = 0,
                          ambiguous: [String] = [], explain: String?) -> DecodedJSON {
        .object(["worstSeverity": worst.map(DecodedJSON.string) ?? .null, "errors": .integer(errors), "warnings": .integer(warnings),
                 "notes": .integer(notes), "conflicts": .integer(conflicts), "ambiguous": .array(ambiguous.map(DecodedJSON.string)),
                 "misplaced": .array([]), "explain": explain.map(DecodedJSON.string) ?? .null])
    }

    /// The text's "Findings:" line, as JSON, per step (docs/json.md).
    func testSolveJSONCarriesTheFindings() throws {
        // Scenarios/required-conflict.layout, step 0: `box` pinned to both margins of a 320 pt root
        // must also be >= 400 wide, all required: one conflict, an error. Nothing optional is broken
        // (a plain view has no content size), and `wide`, left out to recover, is not "broken".
        let conflict = "Scenarios/required-conflict.layout"
        XCTAssertEqual(try solveFindings(conflict, step: 0),
                       findings(worst: "error", errors: 1, conflicts: 1, explain: "layoutdbg explain \(conflict) --step 0"))
        // Its step 3: "wide" at 999 gets 304 of its 400, broken by 96: an app's optional constraint
        // above 250, a warning.
        XCTAssertEqual(try solveFindings(conflict, step: 3),
                       findings(worst: "warning", warnings: 1, explain: "layoutdbg explain \(conflict) --step 3"))
        // Two labels, step 0: both hug at 250, so which one takes the 185 spare points is open:
        // both ambiguous (errors); the one the solver stretched has its hugging broken (a note).
        XCTAssertEqual(try solveFindings(lesson, step: 0),
                       findings(worst: "error", errors: 2, notes: 1, ambiguous: ["name", "level"],
                                explain: "layoutdbg explain \(lesson) --step 0"))
        // Step 1: only `level`'s hugging is broken (250 pt for 65 of text): a note and nothing else.
        XCTAssertEqual(try solveFindings(lesson, step: 1),
                       findings(worst: "note", notes: 1, explain: "layoutdbg explain \(lesson) --step 1"))
        // The Cookbook's single view: pinned on all four sides at fixed gaps, every constraint holds.
        XCTAssertEqual(try solveFindings("Scenarios/cookbook-simple-single-view.layout", step: 0), findings(worst: nil, explain: nil))
    }

    /// `solve --json` and `explain --json` agree on every step of every lesson about the worst
    /// finding, as the text's two commands do.
    func testSolveAndExplainAgreeOnTheWorstSeverity() throws {
        for path in try ScenarioCommandTests.scenarioPaths() {
            let solved = try LessonOutputs.document("solve", path)["steps"]?.array.map { $0["findings"]?["worstSeverity"] }
            let explained = try LessonOutputs.document("explain", path)["steps"]?.array.map { $0["worstSeverity"] }
            XCTAssertEqual(solved, explained, path)
        }
    }

    /// `name.width == name.width * 2` is `-name.width == 0`, printed `name.width == 0`: the
    /// listing says the input was rewritten.
    func testARewrittenConstraintSaysSo() {
        let result = run(["solve", "-"], input: "screen 320 x 568\nlabel name text \"Name\"\nname.width == name.width * 2\nV:|[name]\nH:|[name]\n")
        let line = result.stdout.split(separator: "\n").first { $0.contains("name.width == 0") }
        XCTAssertNotNil(line, result.stdout)
        XCTAssertTrue(line?.contains("rewritten on input: `name.width` written more than once, so its terms were added into one") ?? false,
                      result.stdout)
        let plain = run(["solve", "-"], input: "screen 320 x 568\nview a\na.width == 10\n")
        XCTAssertFalse(plain.stdout.contains("rewritten"), plain.stdout)
    }
}
