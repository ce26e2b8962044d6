import Foundation
import XCTest
@testable import Cassowary

/// The classic Cassowary add/delete stress, taken from the benchmark's adddel-500 workload (500
/// weak stays, then 500 random required constraints of 1–3 variables): add everything, remove the
/// random constraints, add them again in the same order — none may be rejected — checking the
/// tableau's own invariants (rows, columns, values, bounds, optimality) along the way. Removing
/// them once pivoted on a rounding-noise coefficient and corrupted the values.
final class RemovalStressTests: XCTestCase {
    func testRemoveAllAndAddAgainKeepsTheTableauSound() throws {
        let (stays, random) = try loadFixture()
        let solver = Solver()
        for constraint in stays + random { try solver.add(constraint) }
        assertSound(solver, "after adding")
        let before = solver.objective()
        for (index, constraint) in random.enumerated() {
            try solver.remove(constraint)
            if index % 20 == 0 { assertSound(solver, "after removing \(constraint.label)") }
        }
        assertSound(solver, "after removing all")
        for constraint in random {
            do {
                try solver.add(constraint)
            } catch {
                return XCTFail("\(constraint.label) was accepted in this order before but now: \(error)")
            }
        }
        assertSound(solver, "after adding again")
        for (a, b) in zip(before, solver.objective()) {
            XCTAssertEqual(a.value, b.value, accuracy: 1e-6 * max(1, abs(a.value)), "objective at @\(a.priority)")
        }
    }

    private func loadFixture() throws -> (stays: [Constraint], random: [Constraint]) {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/adddel-500.json")
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let factory = VariableFactory()
        var variables: [String: Variable] = [:]
        for name in try XCTUnwrap(json["variables"] as? [String]) { variables[name] = factory.make(name) }
        var stays: [Constraint] = [], random: [Constraint] = []
        for entry in try XCTUnwrap(json["constraints"] as? [[String: Any]]) {
            let terms = try XCTUnwrap(entry["terms"] as? [[Any]]).map { pair in
                Term(variables[pair[0] as! String]!, (pair[1] as! NSNumber).doubleValue)
            }
            let label = try XCTUnwrap(entry["id"] as? String)
            let constraint = Constraint(LinearExpression(terms: terms, constant: (entry["constant"] as! NSNumber).doubleValue),
                                        Relation(rawValue: entry["relation"] as! String)!,
                                        priority: Priority((entry["priority"] as! NSNumber).doubleValue), label: label)
            if label.hasSuffix(".stay") { stays.append(constraint) } else { random.append(constraint) }
        }
        return (stays, random)
    }

    private func assertSound(_ solver: Solver, _ context: String, file: StaticString = #filePath, line: UInt = #line) {
        let problems = solver.invariantViolations()
        XCTAssertTrue(problems.isEmpty, "\(context): \(problems.prefix(5).joined(separator: "; "))", file: file, line: line)
    }
}
