import LayoutModel
import LayoutScript
import XCTest

/// A run keeps the results of the steps it is asked to keep, and still checks every step's
/// expectations (`StepSelection`). A box 100 wide whose width each step sets: the frames are
/// worked out by hand from `H:|-20-[box(w)]` in a 375-wide screen.
final class StepSelectionTests: XCTestCase {
    private let source = """
        screen 375 x 667
        view box
        H:|-20-[box]
        V:|-20-[box(50)]
        box.width == 100 "w"
        step "wider" {
            set "w".constant 150
            expect box.frame == (20, 20, 150, 50)
        }
        step "wider still" {
            set "w".constant 200
        }
        step "narrow, expected wrong" {
            set "w".constant 60
            expect box.frame == (20, 20, 61, 50)
        }
        """

    func testOnlyTheChosenStepsAreKeptAndEveryExpectationIsChecked() throws {
        let run = try ScenarioRun(ScenarioParser.parse(source, file: "steps.layout"), keeping: .only([2]))
        try run.run()
        XCTAssertEqual(run.results.count, 4)
        XCTAssertEqual(run.results.kept.map(\.index), [2])
        XCTAssertEqual(run.results[2].solution.frame(of: "box")?.width, 200)
        // Steps 1 and 3 are not kept, but their expectations ran: one held, one failed.
        XCTAssertEqual(run.expectationCount, 2)
        XCTAssertEqual(run.failures.count, 1)
        XCTAssertEqual(run.failures.first?.expectation.location.line, 15)
    }

    func testKeepingEveryStepGivesTheSameChecks() throws {
        let run = try ScenarioRun(ScenarioParser.parse(source, file: "steps.layout"))
        try run.run()
        XCTAssertEqual(run.results.kept.map(\.index), [0, 1, 2, 3])
        XCTAssertEqual(run.results[1].solution.frame(of: "box")?.width, 150)
        XCTAssertEqual(run.results[3].failures.count, 1)
        XCTAssertEqual(run.expectationCount, 2)
        XCTAssertEqual(run.failures.count, 1)
    }
}
