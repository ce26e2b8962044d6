import Explain
import Foundation
import LayoutModel
import LayoutScript
import Reports
import XCTest

/// `solve`'s findings line counts broken constraints by severity straight from the solution's
/// statuses; `explain` ranks `ExplainableConstraint.all(in:)`. The counts must be the same on every
/// step of every scenario (the lessons cover broken hugging, compression resistance, app
/// constraints above and below 250, stack helpers, recovered conflicts and plain variables).
final class SolveFindingsReportTests: XCTestCase {
    func testCountsMatchExplainsRankingOnEveryScenarioStep() throws {
        let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Scenarios")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasSuffix(".layout") }.sorted()
        XCTAssertFalse(files.isEmpty)
        var brokenSeen = 0, linearSeen = 0
        for file in files {
            let url = directory.appendingPathComponent(file)
            let scenario = try ScenarioParser.parse(String(contentsOf: url, encoding: .utf8), file: url.path)
            let run = try ScenarioRun(scenario)
            try run.run()
            for result in run.results.kept {
                let ranked = ExplainableConstraint.all(in: result.solution).filter { $0.state == .broken }
                    .map(FindingSeverity.of(broken:))
                let findings = SolveFindings(result, ambiguousItems: [])
                XCTAssertEqual(findings.warnings, ranked.filter { $0 == .warning }.count, "\(file) step \(result.index)")
                XCTAssertEqual(findings.notes, ranked.filter { $0 == .note }.count, "\(file) step \(result.index)")
                brokenSeen += ranked.count
                linearSeen += result.solution.linearConstraints.filter { $0.state == .broken }.count
            }
        }
        // The comparison means something only if the lessons break constraints of both kinds.
        XCTAssertGreaterThan(brokenSeen, 0)
        XCTAssertGreaterThan(linearSeen, 0, "no lesson breaks a plain linear constraint")
    }
}
