import Foundation
import XCTest

/// Running a command twice on a lesson prints the same bytes, for every lesson: what per-lesson
/// goldens guaranteed as a side effect (a set iterated in hash order, a leftover of a previous run).
/// Each command is run as JSON only: its text is written from the same solve, trace or analysis.
final class OutputDeterminismTests: XCTestCase {
    func testEveryLessonsOutputIsTheSameOnASecondRun() throws {
        for path in try ScenarioCommandTests.scenarioPaths() {
            for command in ["solve", "trace", "explain"] {
                let first = LessonOutputs.allSteps(command, path, json: true)
                let again = ScenarioCommandTests.runAtRoot([command, path, "--all-steps", "--json"])
                XCTAssertFalse(first.stdout.isEmpty, "\(command) \(path)")
                XCTAssertEqual(again, first, "\(command) \(path): the second run differs")
            }
        }
    }
}
