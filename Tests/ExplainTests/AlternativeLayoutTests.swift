import Cassowary
import Explain
import LayoutModel
import LayoutScript
import XCTest

/// Every alternative layout `explain` reports, on every step of every scenario, satisfies every
/// required constraint in effect — re-checked here from its frames, not trusted from the engine.
final class AlternativeLayoutTests: XCTestCase {
    func testAlternativesSatisfyEveryRequiredConstraint() throws {
        let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Scenarios")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasSuffix(".layout") }.sorted()
        XCTAssertFalse(files.isEmpty)
        var checked = 0
        for file in files {
            let url = directory.appendingPathComponent(file)
            let scenario = try ScenarioParser.parse(String(contentsOf: url, encoding: .utf8), file: url.path)
            let run = try ScenarioRun(scenario)
            for index in 0...scenario.steps.count {
                try run.run(through: index)
                let solution = run.results[index].solution
                for report in try AmbiguityFinder.find(engine: run.engine, solution: solution) {
                    let alternative = try XCTUnwrap(report.ambiguity.alternative, "\(file) step \(index): \(report.item)")
                    XCTAssertTrue(alternative.isVerified, "\(file) step \(index): \(report.item)")
                    check(alternative, solution: solution, context: "\(file) step \(index): \(report.item)")
                    checked += 1
                }
            }
        }
        XCTAssertGreaterThan(checked, 0, "no scenario step was ambiguous")
    }

    /// Evaluates each required constraint in effect with the alternative's window frames (plain
    /// variables keep the solution's values: they never share constraints with views).
    private func check(_ alternative: AlternativeLayout, solution: LayoutSolution, context: String) {
        var values: [String: Double] = [:]
        // The alternative lists the items it may move; every other item is where the solution has it.
        for (item, frame) in solution.windowFrames + alternative.windowFrames {
            values[item + ".minX"] = frame.x
            values[item + ".minY"] = frame.y
            values[item + ".width"] = frame.width
            values[item + ".height"] = frame.height
        }
        for (name, value) in solution.linearValues { values[name] = value }
        let moved = alternative.windowFrames.first { $0.item + ".minX" == alternative.variable
            || $0.item + ".minY" == alternative.variable || $0.item + ".width" == alternative.variable
            || $0.item + ".height" == alternative.variable }
        XCTAssertNotNil(moved, "\(context): the moved variable \(alternative.variable) is not an item's")
        XCTAssertEqual(values[alternative.variable] ?? .nan, alternative.value, accuracy: 1e-6, context)
        let required = solution.constraints.filter { $0.spec.isRequired && ($0.state == .satisfied || $0.state == .broken) }
        XCTAssertFalse(required.isEmpty, context)
        for status in required {
            guard let lowered = status.lowered else { continue }
            var missing: [String] = []
            let violation = lowered.violation { variable in
                if let value = values[variable.name] { return value }
                missing.append(variable.name)
                return .nan
            }
            XCTAssertEqual(missing, [], "\(context): no value for \(missing) in \(lowered)")
            XCTAssertLessThanOrEqual(violation, 1e-6, "\(context): \(ScenarioSyntax.describe(status.spec)) fails by \(violation)")
        }
    }
}
