import JSONText
import Foundation
import LayoutDebugCommands
import XCTest

/// `solve` and `check` on every lesson in Scenarios/: each lesson's expectations must hold; the
/// golden lessons' solved output is compared with Golden/scenarios/ (every lesson's output is
/// checked by `OutputAgreementTests` and `JSONSchemaTests`). Scenarios/known-issues/ is skipped.
final class ScenarioCommandTests: XCTestCase {
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Scenario paths relative to the repository root, sorted, so outputs name them the same way
    /// on every machine.
    static func scenarioPaths() throws -> [String] {
        let folder = repositoryRoot.appendingPathComponent("Scenarios")
        return try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".layout") }
            .sorted()
            .map { "Scenarios/\($0)" }
    }

    /// Runs the CLI from the repository root, so relative paths resolve and print the same everywhere.
    func runAtRoot(_ arguments: [String]) -> CommandResult { Self.runAtRoot(arguments) }

    static func runAtRoot(_ arguments: [String], progress: CommandProgress? = nil) -> CommandResult {
        let previous = FileManager.default.currentDirectoryPath
        _ = FileManager.default.changeCurrentDirectoryPath(repositoryRoot.path)
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        return LayoutDebugCLI.run(arguments, progress: progress)
    }

    func testThereAreScenarios() throws {
        XCTAssertTrue(try Self.scenarioPaths().contains("Scenarios/two-labels.layout"))
    }

    func testEveryScenarioMeetsItsExpectations() throws {
        for path in try Self.scenarioPaths() {
            let result = runAtRoot(["check", path])
            XCTAssertEqual(result.exitCode, 0, "\(path):\n\(result.stdout)\(result.stderr)")
            XCTAssertTrue(result.stdout.hasSuffix(" 0 failed\n"), result.stdout)
        }
    }

    func testSolvedGoldenLessonsMatchTheGoldenFiles() throws {
        for path in GoldenFile.lessonPaths {
            let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
            let text = LessonOutputs.allSteps("solve", path, json: false)
            XCTAssertEqual(text.exitCode, 0, text.stderr)
            try GoldenFile.check(text.stdout, against: "scenarios/\(name).solve.txt")
            let json = LessonOutputs.allSteps("solve", path, json: true)
            XCTAssertEqual(json.exitCode, 0, json.stderr)
            try GoldenFile.check(json.stdout, against: "scenarios/\(name).solve.json")
        }
    }

    func testCheckReportsAFailedExpectationWithItsPosition() throws {
        let scenario = """
        label name text "Name" intrinsic 46 x 20
        H:|-[name]
        V:|-[name]
        expect name.width == 50
        """
        let result = LayoutDebugCLI.run(["check", "-"], standardInput: { scenario })
        XCTAssertEqual(result.exitCode, 1)
        XCTAssertEqual(result.stdout, """
        -:4:1: expectation failed: name.width is 46, expected 50
        -: 0 of 1 expectations passed
        0 passed, 1 failed

        """)
    }

    func testBadScenarioIsAnInputErrorWithACaret() {
        let result = LayoutDebugCLI.run(["solve", "-"], standardInput: { "label name\nname.width == nmae.width\n" })
        XCTAssertEqual(result.exitCode, 2)
        XCTAssertEqual(result.stderr, """
        -:2:15: error: unknown view 'nmae'; did you mean 'name'?
        name.width == nmae.width
                      ^

        """)
    }

    func testStepOptions() {
        XCTAssertEqual(runAtRoot(["solve", "Scenarios/two-labels.layout", "--step", "99"]).exitCode, 2)
        XCTAssertEqual(runAtRoot(["solve", "Scenarios/two-labels.layout", "--step", "x"]).exitCode, 2)
        XCTAssertEqual(runAtRoot(["solve", "Scenarios/two-labels.layout", "--step", "1", "--all-steps"]).exitCode, 2)
        let first = runAtRoot(["solve", "Scenarios/two-labels.layout", "--step=1"])
        XCTAssertEqual(first.exitCode, 0)
        XCTAssertTrue(first.stdout.contains("Step 1: Let the name hug at 251"), first.stdout)
        XCTAssertFalse(first.stdout.contains("Step 2:"))
    }

    func testHelpTexts() throws {
        for (command, golden) in [("solve", "help-solve.txt"), ("check", "help-check.txt"), ("explain", "help-explain.txt")] {
            let result = LayoutDebugCLI.run([command, "--help"])
            XCTAssertEqual(result.exitCode, 0)
            try GoldenFile.check(result.stdout, against: golden)
        }
    }
}
