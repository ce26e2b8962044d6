import Explain
import LayoutScript
import XCTest

/// Runs scenario text to a step and explains every broken optional constraint there.
enum ExplainSupport {
    static func explanations(_ source: String, step: Int = 0, file: String = "test.layout") throws -> [BrokenConstraintExplanation] {
        let run = try ScenarioRun(ScenarioParser.parse(source, file: file))
        try run.run(through: step)
        return try BrokenConstraintExplainer(engine: run.engine).explainAll()
    }

    static func only(_ explanations: [BrokenConstraintExplanation], _ identifier: String) throws -> BrokenConstraintExplanation {
        let found = explanations.filter { $0.constraint.identifier == identifier || $0.constraint.syntax == identifier }
        XCTAssertEqual(found.count, 1, "broken: \(explanations.map(\.constraint.syntax))")
        return try XCTUnwrap(found.first)
    }

    /// Every explanation must pass the independent re-check and agree with its own flags.
    static func assertVerified(_ explanations: [BrokenConstraintExplanation], file: StaticString = #filePath,
                               line: UInt = #line) throws {
        for explanation in explanations {
            let verdict = try IndependentCheck.verify(explanation)
            XCTAssertTrue(verdict.sufficient, "not sufficient: \(explanation.constraint.syntax)", file: file, line: line)
            XCTAssertTrue(verdict.minimal, "not minimal: \(explanation.constraint.syntax)", file: file, line: line)
            XCTAssertEqual(explanation.sufficiency, .passed, file: file, line: line)
            XCTAssertEqual(explanation.minimality, .passed, file: file, line: line)
        }
    }
}
