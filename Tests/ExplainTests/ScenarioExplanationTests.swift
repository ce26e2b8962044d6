import Explain
import Foundation
import LayoutScript
import XCTest

/// Every broken constraint in every step of every lesson in Scenarios/ gets an explanation that
/// passes the independent re-check.
final class ScenarioExplanationTests: XCTestCase {
    func testEveryScenarioStep() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Scenarios")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".layout") }.sorted()
        XCTAssertFalse(files.isEmpty)
        var explained = 0
        for file in files {
            let source = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            let scenario = try ScenarioParser.parse(source, file: file)
            let run = try ScenarioRun(scenario)
            for step in 0...scenario.steps.count {
                try run.run(through: step)
                for explanation in try BrokenConstraintExplainer(engine: run.engine).explainAll() {
                    explained += 1
                    let verdict = try IndependentCheck.verify(explanation)
                    let what = "\(file) step \(step): \(explanation.constraint.syntax)"
                    XCTAssertTrue(verdict.sufficient, "not sufficient: \(what)")
                    XCTAssertEqual(explanation.sufficiency, .passed, what)
                    // Minimality as docs/concepts.md defines it (leaving any member out changes the error)
                    // can always hold, so it must hold everywhere, where a floor limits the damage too.
                    XCTAssertTrue(verdict.minimal, "minimality: \(what)")
                    XCTAssertEqual(explanation.minimality, .passed, "flag disagrees: \(what)")
                }
            }
        }
        XCTAssertGreaterThan(explained, 20)
    }
}
