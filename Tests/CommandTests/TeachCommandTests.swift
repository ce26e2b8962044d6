import Foundation
import XCTest
@testable import LayoutDebugCommands

/// `layoutdbg teach`: golden walk-throughs of bundled lessons, the pictures of --out, lessons
/// given by path, and errors.
final class TeachCommandTests: XCTestCase {
    func testGoldenWalkThroughs() throws {
        for lesson in ["two-labels", "required-conflict"] {
            let result = LayoutDebugCLI.run(["teach", lesson])
            XCTAssertEqual(result.exitCode, ExitCode.success, "\(lesson): \(result.stderr)")
            XCTAssertEqual(result.stderr, "", lesson)
            try GoldenFile.check(result.stdout, against: "teach/\(lesson).txt")
        }
    }

    func testAStepShowsItsNotesEditsFramesExplanationAndExpectations() {
        let result = LayoutDebugCLI.run(["teach", "two-labels", "--step", "1"])
        XCTAssertEqual(result.exitCode, ExitCode.success, result.stderr)
        let text = result.stdout
        XCTAssertFalse(text.contains("Step 0:"), "--step 1 shows step 1 only")
        for expected in [
            "Step 1: Let the name hug at 251\n",
            "  note: 251 beats 250: the name keeps its 46 pt",
            "  Edits:\n    set name.hugging h 251  [Scenarios/two-labels.layout:24:5]\n",
            "    level  (62, 20, 250, 20.5)\n",
            "  Explanation:\n    Summary:\n      - note: `level.width <= 65 @250` is off by 185",
            "\n    Broken (note): level.width <= 65 @250",
            "    holds   expect level.frame == (62, 20, 250, 20.5)  [Scenarios/two-labels.layout:28:5]\n",
            "Expectations: 4 checked, all hold.\n",
        ] {
            XCTAssertTrue(text.contains(expected), "missing: \(expected)")
        }
    }

    func testOutWritesALayoutAndAGraphPerStepDeterministically() throws {
        let first = try Self.temporaryFolder(), second = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: first); try? FileManager.default.removeItem(at: second) }
        let result = LayoutDebugCLI.run(["teach", "two-labels", "--out", first.path])
        XCTAssertEqual(result.exitCode, ExitCode.success, result.stderr)
        XCTAssertEqual(result.stderr, "", "no GraphViz warnings")
        XCTAssertEqual(LayoutDebugCLI.run(["teach", "two-labels", "--out", second.path]).exitCode, ExitCode.success)
        let expected = (0...3).flatMap { ["two-labels-step\($0)-graph.svg", "two-labels-step\($0)-layout.svg"] }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: first.path).sorted(), expected)
        for name in expected {
            let path = first.appendingPathComponent(name).path
            XCTAssertTrue(result.stdout.contains("wrote \(path)"), "the text names \(name)")
            let data = try Data(contentsOf: first.appendingPathComponent(name))
            let start = String(decoding: data.prefix(5), as: UTF8.self)
            XCTAssertTrue(start == "<?xml" || start.hasPrefix("<svg"), "\(name) is not SVG: \(start)")
            XCTAssertTrue(String(decoding: data, as: UTF8.self).hasSuffix("</svg>\n"), "\(name) is complete")
            XCTAssertEqual(data, try Data(contentsOf: second.appendingPathComponent(name)), "\(name) differs between two runs")
        }
        let graph = try String(contentsOf: first.appendingPathComponent("two-labels-step1-graph.svg"), encoding: .utf8)
        XCTAssertTrue(graph.contains("Focus: `level.width &lt;= 65 @250` is broken by 185"), "focused on the broken constraint")
        let layout = try String(contentsOf: first.appendingPathComponent("two-labels-step1-layout.svg"), encoding: .utf8)
        XCTAssertTrue(layout.contains("level.width &lt;= 65 @250: off by 185"), "the wireframe of the step")
    }

    func testAStepWithoutBrokenConstraintsGetsNoGraphAndSaysSo() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Step 1 of required-conflict removes the conflict: nothing is broken.
        let result = LayoutDebugCLI.run(["teach", "required-conflict", "--step", "1", "--out", folder.appendingPathComponent("new/sub").path])
        XCTAssertEqual(result.exitCode, ExitCode.success, result.stderr)
        XCTAssertTrue(result.stdout.contains("no graph: no constraint is broken and nothing is ambiguous in this step"), result.stdout)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("new/sub").path),
                       ["required-conflict-step1-layout.svg"], "--out makes the folder")
    }

    func testAStepWhoseOnlyProblemIsAmbiguityGetsTheViewsGraphOfTheAmbiguousItem() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // ambiguous-position step 0: `explain` gives one finding, "error: `box` is ambiguous
        // (box.minX can move)", and nothing broken. The lesson gives box three constraints
        // (ambiguous-position.layout lines 13-15: its width, its height, its top) and none on x.
        let result = LayoutDebugCLI.run(["teach", "ambiguous-position", "--step", "0", "--out", folder.path, "--format", "svg"])
        XCTAssertEqual(result.exitCode, ExitCode.success, result.stderr)
        XCTAssertFalse(result.stdout.contains("no graph"), result.stdout)
        let graph = try String(contentsOf: folder.appendingPathComponent("ambiguous-position-step0-graph.svg"), encoding: .utf8)
        XCTAssertTrue(graph.contains("Focus: `box` is ambiguous (box.minX can move); shown with the 3 constraints on it"), graph)
        XCTAssertTrue(graph.contains("ambiguous: box.minX can move"), "the box's node says what can move")
        for constraint in ["box.width == 100", "box.height == 50", "box.top == root.top + 40"] {
            XCTAssertTrue(graph.contains(constraint), "the graph shows \(constraint)")
        }
        XCTAssertFalse(graph.contains("strip.height == 30"), "strip, fully specified, is not part of the focus")
    }

    func testAConflictGraphFocusesOnTheConstraintBrokenToRecover() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = LayoutDebugCLI.run(["teach", "required-conflict", "--step", "0", "--out", folder.path])
        XCTAssertEqual(result.exitCode, ExitCode.success, result.stderr)
        let graph = try String(contentsOf: folder.appendingPathComponent("required-conflict-step0-graph.svg"), encoding: .utf8)
        XCTAssertTrue(graph.contains("to recover from required conflict 1"), "the focus sentence names the conflict")
    }

    /// The nested stacks' first broken constraint is `UISV-spanning-fit @51`, a constraint UIKit
    /// lets give way; the graph focuses on the highest-priority broken constraint instead (a 251
    /// hugging of the lesson's own labels), and on a conflict's broken member when there is one.
    func testTheGraphFocusesOnTheMostSevereFinding() throws {
        let nested = try TeachLessonSource.load("cookbook-nested-stack-views", standardInput: { nil })[0]
        let run = try ExplainedRun(nested.scenario, source: (text: nested.source, path: nested.layout.path))
        let step = try run.explain(step: 0)
        let target = try XCTUnwrap(TeachPictures.focusTarget(step))
        XCTAssertFalse(target.contains("UISV-"), target)
        let highest = step.explanations.map(\.constraint.priority).max() ?? 0
        XCTAssertEqual(step.explanations.first { $0.constraint.syntax == target }?.constraint.priority, highest)
        XCTAssertEqual(highest, 251, "the labels' hugging in the lesson")

        let cell = try TeachLessonSource.load("table-cell-height-conflict", standardInput: { nil })[0]
        let cellRun = try ExplainedRun(cell.scenario, source: (text: cell.source, path: cell.layout.path))
        let target0 = try XCTUnwrap(TeachPictures.focusTarget(try cellRun.explain(step: 0)))
        // The lesson expects "title-thumb" broken to recover in step 0.
        XCTAssertTrue(target0.hasPrefix("thumb.top == title.bottom + 8"), "the member broken to recover, not a broken hugging: \(target0)")

        // autoresizing-leak step 1: conflict 1's victim, `banner.leading == root.leading`, is left
        // out yet holds (explain: "off by 0"); conflict 2's, the trailing edge, is off by 248
        // (568 - 320), which is what the rotation costs. The graph is about that one.
        let leak = try TeachLessonSource.load("autoresizing-leak", standardInput: { nil })[0]
        let leakRun = try ExplainedRun(leak.scenario, source: (text: leak.source, path: leak.layout.path))
        let target1 = try XCTUnwrap(TeachPictures.focusTarget(try leakRun.explain(step: 1)))
        XCTAssertEqual(target1, "root.trailing == banner.trailing \"banner-edges\"")
    }

    func testFormatPicksThePicturesFormat() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for format in ["png", "pdf"] {
            let result = LayoutDebugCLI.run(["teach", "two-labels", "--step", "1", "--out", folder.path, "--format", format])
            XCTAssertEqual(result.exitCode, ExitCode.success, result.stderr)
            let data = try Data(contentsOf: folder.appendingPathComponent("two-labels-step1-layout.\(format)"))
            XCTAssertEqual(Array(data.prefix(4)), format == "png" ? [0x89, 0x50, 0x4E, 0x47] : Array("%PDF".utf8), format)
            XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("two-labels-step1-graph.\(format)").path))
        }
        let unknown = LayoutDebugCLI.run(["teach", "two-labels", "--out", folder.path, "--format", "gif"])
        XCTAssertEqual(unknown.exitCode, ExitCode.usageOrInput)
        XCTAssertTrue(unknown.stderr.contains("--format gif: expected svg, png or pdf"), unknown.stderr)
        let withoutOut = LayoutDebugCLI.run(["teach", "two-labels", "--format", "png"])
        XCTAssertEqual(withoutOut.exitCode, ExitCode.usageOrInput)
        XCTAssertTrue(withoutOut.stderr.contains("--format needs --out DIR"), withoutOut.stderr)
    }

    func testALessonGivenByPathReadsTheFile() {
        let result = LayoutDebugCLI.run(["teach", DrawingRun.scenario("two-labels"), "--step", "3"])
        XCTAssertEqual(result.exitCode, ExitCode.success, result.stderr)
        XCTAssertTrue(result.stdout.hasPrefix("Lesson two-labels: Two labels in one row"), result.stdout)
        XCTAssertTrue(result.stdout.contains("[\(DrawingRun.scenario("two-labels")):42:5]"), "positions name the file given")
    }

    func testAFailedExpectationExitsWithOne() {
        let lesson = """
        title "Wrong on purpose"
        view box
        box.width == 100
        expect box.width == 50
        """
        let result = LayoutDebugCLI.run(["teach", "-"], standardInput: { lesson })
        XCTAssertEqual(result.exitCode, ExitCode.failedExpectation, result.stderr)
        XCTAssertTrue(result.stdout.contains("    FAILED  expect box.width == 50  [-:4:1]: "), result.stdout)
        XCTAssertTrue(result.stdout.hasSuffix("Expectations: 1 of 1 failed.\nAdd --out DIR to draw each step's layout and the graph of its first broken constraint.\n"))
    }

    func testUnknownLessonSaysHowToListThem() {
        let result = LayoutDebugCLI.run(["teach", "two-label"])
        XCTAssertEqual(result.exitCode, ExitCode.usageOrInput)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.stderr, "layoutdbg: error: no lesson named 'two-label'\n"
            + "Run 'layoutdbg scenarios' for the lessons, or give the path of a .layout file.\n")
    }

    func testInputAndUsageErrors() {
        let broken = LayoutDebugCLI.run(["teach", "-"], standardInput: { "view box\nbox.width == \n" })
        XCTAssertEqual(broken.exitCode, ExitCode.usageOrInput)
        XCTAssertTrue(broken.stderr.hasPrefix("-:2:"), "file:line:col: \(broken.stderr)")

        let missingFile = LayoutDebugCLI.run(["teach", "no/such/lesson.layout"])
        XCTAssertEqual(missingFile.exitCode, ExitCode.usageOrInput)
        XCTAssertTrue(missingFile.stderr.contains("cannot read 'no/such/lesson.layout'"), missingFile.stderr)

        let cases: [(arguments: [String], message: String)] = [
            (["teach"], "missing NAME"),
            (["teach", "two-labels", "priorities"], "expected one NAME"),
            (["teach", "two-labels", "--step", "9"], "--step 9: the scenario has 3 step(s)"),
            (["teach", "two-labels", "--step", "x"], "--step needs a step number"),
            (["teach", "two-labels", "--out"], "option '--out' of 'teach' needs a value"),
            (["teach", "two-labels", "--all-steps"], "unknown option '--all-steps'"),
        ]
        for (arguments, message) in cases {
            let result = LayoutDebugCLI.run(arguments)
            XCTAssertEqual(result.exitCode, ExitCode.usageOrInput, "\(arguments)")
            XCTAssertTrue(result.stderr.contains(message), "\(arguments): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains("layoutdbg teach --help"), "\(arguments): \(result.stderr)")
        }
        XCTAssertEqual(LayoutDebugCLI.run(["teach", "--help"]).stdout, Usage.teach)
        XCTAssertEqual(LayoutDebugCLI.run(["help", "teach"]).stdout, Usage.teach)
    }

    private static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("layoutdbg-teach-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
