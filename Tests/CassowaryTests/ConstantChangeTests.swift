@testable import Cassowary
import XCTest

/// `Solver.replaceConstant`: a constraint's constant changed in place must leave the solver where
/// removing the constraint and adding the changed one leaves it (the same optimum, the same error).
final class ConstantChangeTests: XCTestCase {
    /// Random systems, then random constant changes: each state is checked against the oracle
    /// solving from scratch (inside the harness) and against a second solver that removes and adds.
    func testConstantChangesMatchTheOracleAndRemoveThenAdd() {
        for semantics in Semantics.allCases {
            let salt: UInt64 = semantics == .lexicographic ? 0x70_0000 : 0x71_0000
            let stats = PropertyRun.check("ConstantChangeTests.\(semantics)", count: 300, salt: salt) { seed, stats in
                var generator = SystemGenerator(seed: seed, semantics: semantics)
                let harness = DifferentialHarness(seed: seed, semantics: semantics, variableCount: generator.variableCount)
                for spec in generator.makeSystem() { harness.add(spec) }
                let twin = Solver(semantics: semantics)
                var twinConstraints: [String: Constraint] = [:]
                for (spec, _) in harness.active {
                    let constraint = spec.makeConstraint(harness.variables, semantics)
                    do { try twin.add(constraint) } catch { return "the twin solver rejected \(spec.label): \(error)" }
                    twinConstraints[spec.label] = constraint
                }
                for _ in 0..<generator.rng.int(in: 3...12) where !harness.failed && !harness.active.isEmpty {
                    let position = generator.rng.int(in: 0...1000) % harness.active.count
                    var changed = harness.active[position].spec
                    // Sometimes the same constant: a change that changes nothing.
                    if !generator.rng.chance(0.15) { changed.constant = (generator.rng.chance(0.5) ? -1 : 1) * generator.value() }
                    harness.changeConstant(activeIndex: position, to: changed.constant)
                    // The twin: remove, then add the changed constraint.
                    let replacement = changed.makeConstraint(harness.variables, semantics)
                    var twinRejected = false
                    do {
                        try twin.remove(twinConstraints[changed.label]!)
                        twinConstraints[changed.label] = nil
                        try twin.add(replacement)
                        twinConstraints[changed.label] = replacement
                    } catch SolverError.unsatisfiable {
                        twinRejected = true
                    } catch {
                        return "the twin solver threw \(error)"
                    }
                    guard !harness.failed else { break }
                    let rejected = !harness.active.contains { $0.spec.label == changed.label }
                    if rejected != twinRejected {
                        harness.fail("replaceConstant \(rejected ? "rejected" : "accepted") \(changed.label); remove and add \(twinRejected ? "rejected" : "accepted") it")
                    } else if let mismatch = compare(harness, with: twin) {
                        harness.fail("after changing \(changed.label): \(mismatch)")
                    }
                }
                stats.merge(harness.stats)
                return harness.failed ? harness.report : nil
            }
            PropertyRun.assertCovered(stats.operations, 4 * stats.systems, "constant changes made")
            PropertyRun.assertCovered(stats.rejections, 10, "required constant changes rejected")
        }
    }

    /// The objective at every level and every value the oracle found unique.
    private func compare(_ harness: DifferentialHarness, with twin: Solver) -> String? {
        guard let expected = harness.lastSolution else { return nil }
        let inPlace = harness.solver.objective(), removeAndAdd = twin.objective()
        for level in expected.levels {
            func total(_ values: [LevelValue]) -> Double {
                values.filter { harness.semantics == .weighted || $0.priority == level.priority }.reduce(0) { $0 + $1.value }
            }
            let a = total(inPlace), b = total(removeAndAdd)
            if abs(a - b) > Tolerance.objective(b) { return "level \(level.priority): in place \(a), remove and add \(b)" }
        }
        for v in 0..<harness.variableCount where expected.isUnique(v) {
            let a = harness.solver.value(of: harness.variables[v]), b = twin.value(of: harness.variables[v])
            if abs(a - b) > Tolerance.value(b) { return "x\(v): in place \(a), remove and add \(b)" }
        }
        return nil
    }

    // MARK: - Hand-computed cases

    /// x ≥ 10 (required) against x == 0 @250: x sits on the bound, 10. A higher bound pushes x
    /// (dual simplex), a lower one gives room that the weak constraint takes (primal simplex).
    func testInequalityBoundMovesBothWays() throws {
        let solver = Solver()
        let x = VariableFactory().make("x")
        let floor = Constraint(x - 10, .greaterOrEqual, label: "floor")
        try solver.add(floor)
        try solver.add(Constraint(LinearExpression(x), .equal, priority: .defaultLow))
        XCTAssertEqual(solver.value(of: x), 10)
        let higher = Constraint(x - 30, .greaterOrEqual, label: "floor")
        try solver.replaceConstant(of: floor, with: higher)
        XCTAssertEqual(solver.value(of: x), 30)
        let lower = Constraint(x + 5, .greaterOrEqual, label: "floor")
        try solver.replaceConstant(of: higher, with: lower)
        // x ≥ -5 no longer binds: the weak x == 0 holds.
        XCTAssertEqual(solver.value(of: x), 0)
        XCTAssertFalse(solver.contains(higher))
        XCTAssertTrue(solver.contains(lower))
        XCTAssertEqual(solver.constraints.count, 2)
    }

    /// y == x + 3 with x == 5 required: y = 8; x == 12 gives y = 15.
    func testEqualityConstantCarriesThrough() throws {
        let solver = Solver()
        let factory = VariableFactory()
        let x = factory.make("x"), y = factory.make("y")
        let pin = Constraint(x - 5, .equal, label: "pin")
        try solver.add(pin)
        try solver.add(Constraint(y - x - 3, .equal))
        XCTAssertEqual(solver.value(of: y), 8)
        try solver.replaceConstant(of: pin, with: Constraint(x - 12, .equal, label: "pin"))
        XCTAssertEqual(solver.value(of: x), 12)
        XCTAssertEqual(solver.value(of: y), 15)
    }

    /// An optional cap x ≤ 100 @750 beats x == 200 @500: x = 100; the cap moved to 150 gives 150,
    /// to 250 lets the weaker constraint hold (x = 200, the cap no longer binds).
    func testOptionalCapMoves() throws {
        let solver = Solver()
        let x = VariableFactory().make("x")
        let cap = Constraint(x - 100, .lessOrEqual, priority: .defaultHigh, label: "cap")
        try solver.add(cap)
        try solver.add(Constraint(x - 200, .equal, priority: Priority(500)))
        XCTAssertEqual(solver.value(of: x), 100)
        let wider = Constraint(x - 150, .lessOrEqual, priority: .defaultHigh, label: "cap")
        try solver.replaceConstant(of: cap, with: wider)
        XCTAssertEqual(solver.value(of: x), 150)
        let widest = Constraint(x - 250, .lessOrEqual, priority: .defaultHigh, label: "cap")
        try solver.replaceConstant(of: wider, with: widest)
        XCTAssertEqual(solver.value(of: x), 200)
        XCTAssertEqual(solver.error(of: widest), 0)
    }

    /// x ≥ 10 and x ≤ 20 (both required); the cap moved to 5 cannot hold. As removing the cap and
    /// adding x ≤ 5 would, this throws with the conflict {x ≥ 10, x ≤ 5} and leaves the solver
    /// with x ≥ 10 and the weak x == 15 (x = 15), neither cap in it.
    func testImpossibleRequiredConstantFailsAsAddingItWould() throws {
        let solver = Solver()
        let x = VariableFactory().make("x")
        let floor = Constraint(x - 10, .greaterOrEqual, label: "floor")
        let cap = Constraint(x - 20, .lessOrEqual, label: "cap")
        try solver.add(floor)
        try solver.add(cap)
        try solver.add(Constraint(x - 15, .equal, priority: .defaultLow))
        XCTAssertEqual(solver.value(of: x), 15)
        let tooLow = Constraint(x - 5, .lessOrEqual, label: "cap")
        XCTAssertThrowsError(try solver.replaceConstant(of: cap, with: tooLow)) { error in
            guard case let SolverError.unsatisfiable(rejected, conflict) = error else { return XCTFail("\(error)") }
            XCTAssertTrue(rejected === tooLow)
            XCTAssertEqual(conflict.map(\.label), ["floor", "cap"])
        }
        XCTAssertFalse(solver.contains(cap))
        XCTAssertFalse(solver.contains(tooLow))
        XCTAssertTrue(solver.contains(floor))
        XCTAssertEqual(solver.value(of: x), 15)
    }

    /// Only the constant may differ; an edit constraint and a constraint not in the solver are refused.
    func testRefusesAnythingButAConstantChange() throws {
        let solver = Solver()
        let factory = VariableFactory()
        let x = factory.make("x"), y = factory.make("y")
        let c = Constraint(x - 10, .equal, label: "c")
        try solver.add(c)
        XCTAssertThrowsError(try solver.replaceConstant(of: c, with: Constraint(y - 10, .equal)))
        XCTAssertThrowsError(try solver.replaceConstant(of: c, with: Constraint(x - 10, .greaterOrEqual)))
        XCTAssertThrowsError(try solver.replaceConstant(of: c, with: Constraint(x - 10, .equal, priority: .defaultHigh)))
        XCTAssertThrowsError(try solver.replaceConstant(of: Constraint(LinearExpression(x), .equal), with: Constraint(x - 1, .equal)))
        XCTAssertTrue(solver.contains(c))
        XCTAssertEqual(solver.value(of: x), 10)
    }

    /// What an observer sees: the old constraint removed and the new one added, then the moves.
    func testObserverSeesARemovalAndAnAdd() throws {
        final class Events: SolverObserver {
            var names: [String] = []
            func solver(_ solver: Solver, didEmit event: SolverEvent) {
                switch event {
                case let .added(c): names.append("added \(c.label)")
                case let .removed(c): names.append("removed \(c.label)")
                case let .failed(c, _): names.append("failed \(c.label)")
                default: break
                }
            }
        }
        let solver = Solver()
        let events = Events()
        solver.observer = events
        let x = VariableFactory().make("x")
        let floor = Constraint(x - 10, .greaterOrEqual, label: "floor")
        let cap = Constraint(x - 20, .lessOrEqual, label: "cap")
        try solver.add(floor)
        try solver.add(cap)
        try solver.replaceConstant(of: cap, with: Constraint(x - 30, .lessOrEqual, label: "cap30"))
        XCTAssertThrowsError(try solver.replaceConstant(of: floor, with: Constraint(x - 40, .greaterOrEqual, label: "floor40")))
        XCTAssertEqual(events.names, ["added floor", "added cap", "removed cap", "added cap30",
                                      "removed floor", "added floor40", "failed floor40"])
    }
}
