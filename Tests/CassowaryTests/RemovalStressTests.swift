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

    /// As the benchmark runs it: its two edit variables (x359 and x280, strong in weighted mode,
    /// 750 in lexicographic mode) moved 1 000 times by ×1.001 between the adds and the removals.
    /// The suggestions' pivots take rows in and out of the basis, and each removal then reveals a
    /// marker (`HiddenMarkers.swift`) whose column and reduced cost were formed through all of it.
    func testRemovingEverythingAfterTheBenchmarksEditsKeepsTheTableauSound() throws {
        for semantics in Semantics.allCases {
            let (stays, random) = try loadFixture(semantics: semantics)
            let solver = Solver(semantics: semantics)
            for constraint in stays + random { try solver.add(constraint) }
            let edited = try ["x359", "x280"].map { name in
                try XCTUnwrap(stays.first { $0.label == "\(name).stay" }?.expression.terms[0].variable)
            }
            let strength = ConstraintStrength(semantics == .weighted ? Strength.strong.value : 750, for: semantics)
            for variable in edited { try solver.addEditVariable(variable, strength) }
            var targets = [8.967570698213889, 7.710499011730051]
            for _ in 0..<1000 {
                for (index, variable) in edited.enumerated() {
                    targets[index] *= 1.001
                    try solver.suggestValue(variable, targets[index])
                }
            }
            assertSound(solver, "\(semantics), after the edits")
            for (index, constraint) in random.enumerated() {
                try solver.remove(constraint)
                if index % 50 == 0 { assertSound(solver, "\(semantics), after removing \(constraint.label)") }
            }
            assertSound(solver, "\(semantics), after removing all")
            for constraint in random { try solver.add(constraint) }
            assertSound(solver, "\(semantics), after adding again")
        }
    }

    private func loadFixture(semantics: Semantics = .lexicographic) throws -> (stays: [Constraint], random: [Constraint]) {
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
            // Priority 1 is a weak stay, 1000 required; in weighted mode kiwi's weak (1) and required.
            let priority = (entry["priority"] as! NSNumber).doubleValue
            let strength: ConstraintStrength = priority == 1000 ? .priority(.required) : ConstraintStrength(priority, for: semantics)
            let constraint = Constraint(LinearExpression(terms: terms, constant: (entry["constant"] as! NSNumber).doubleValue),
                                        Relation(rawValue: entry["relation"] as! String)!, strength, label: label)
            if label.hasSuffix(".stay") { stays.append(constraint) } else { random.append(constraint) }
        }
        return (stays, random)
    }

    private func assertSound(_ solver: Solver, _ context: String, file: StaticString = #filePath, line: UInt = #line) {
        let problems = solver.invariantViolations()
        XCTAssertTrue(problems.isEmpty, "\(context): \(problems.prefix(5).joined(separator: "; "))", file: file, line: line)
    }
}
