import LinearSystemFormat
import Cassowary
import LayoutDebugCommands
import XCTest

/// The meaning of the golden cases, asserted directly, so a wrong golden file cannot hide a bug.
final class SolveTests: XCTestCase {
    private func solve(_ name: String, trace: Bool = false) throws -> LinearSystemSolution {
        try LinearSystem.parse(GoldenFile.read("solve-linear/\(name).json"), file: name).solve(trace: trace)
    }

    private func value(_ solution: LinearSystemSolution, _ name: String) -> Double? {
        solution.values.first { $0.name == name }?.value
    }

    /// kiwi issue #52: a rejected required constraint must leave no trace in the solver.
    func testRejectedRequiredConstraintLeavesSolverUnchanged() throws {
        for name in ["kiwi52", "kiwi52-weighted"] {
            let solution = try solve(name)
            XCTAssertEqual(value(solution, "x")!, 20, accuracy: 1e-9, name)
            XCTAssertEqual(solution.rejected.map(\.id), ["x<=5"], name)
            XCTAssertEqual(solution.rejected.first?.conflict, ["x>=10", "x<=5"], name)
            XCTAssertEqual(solution.constraints.map(\.rejected), [false, true, false], name)
        }
    }

    func testConflictIsMinimalAndInFileOrder() throws {
        let solution = try solve("rejected-chain")
        XCTAssertEqual(solution.rejected.first?.conflict, ["a>=0", "b>=a+10", "c>=b+10", "c<=15"])
    }

    func testDemoSolution() throws {
        let json = LayoutDebugCLI.run(["demo", "--json"]).stdout
        let solution = try LinearSystem.parse(json, file: "demo").solve()
        // Step 1 of Scenarios/two-labels.layout by hand: name.x = 8 (margin), name keeps its 46
        // (hugging 251 beats 250), level.x = 8 + 46 + 8 = 62, level.width = 320 - 8 - 62 = 250,
        // 185 past its 65 pt text: the lesson's step 1 frames (8, 20, 46, …) and (62, 20, 250, …).
        XCTAssertEqual(solution.values.map(\.value), [8, 46, 62, 250])
        let broken = solution.constraints.filter { !$0.satisfied }
        XCTAssertEqual(broken.map(\.id), ["level.hugging"])
        XCTAssertEqual(broken.first!.error, 185, accuracy: 1e-9)
    }

    func testEditThenSuggestionsEndAtTheLastSuggestion() throws {
        let solution = try solve("edit-suggest")
        XCTAssertEqual(solution.values.map(\.value), [150, 80, 40])
    }

    func testWeightedAddsErrorsButLexicographicDoesNot() throws {
        XCTAssertEqual(value(try solve("weighted"), "x")!, 10, accuracy: 1e-9)
        XCTAssertEqual(value(try solve("lexicographic-vs-weighted"), "x")!, 0, accuracy: 1e-9)
    }

    func testSameInputGivesTheSameOutputTwice() throws {
        for name in GoldenOutputTests.solveLinearInputs {
            let path = GoldenFile.bundledURL("solve-linear/\(name).json").path
            XCTAssertEqual(LayoutDebugCLI.run(["solve-linear", "--trace", path]), LayoutDebugCLI.run(["solve-linear", "--trace", path]))
        }
    }

    func testSystemBuiltInCodeWithUnknownVariableIsAnErrorNotACrash() {
        let system = LinearSystem(variables: ["x"], constraints: [
            LinearConstraintSpec(id: "c1", terms: [LinearTerm(variable: "y", coefficient: 1)], relation: .equal),
        ])
        XCTAssertThrowsError(try system.solve()) { error in
            XCTAssertEqual("\(error)", #"constraint "c1": unknown variable "y""#)
        }
    }
}
