import Cassowary
import SeededRandom
import XCTest

/// Trials (`Solver.trial`) and the freedom screen (`mayBeFree`, `freedom()`), on random systems:
/// a trial leaves the solver exactly as it was, whatever it did; the screen never calls a variable
/// determined when `range(of:)` finds it free, nor `certainMove` moves one further than it finds.
final class TrialTests: XCTestCase {
    /// A random lexicographic system in a solver, with its variables and the specs not yet added.
    private func system(_ seed: UInt64) -> (Solver, [Variable], [ConstraintSpec], SystemGenerator) {
        var generator = SystemGenerator(seed: seed, semantics: .lexicographic)
        let factory = VariableFactory()
        let variables = (0..<generator.variableCount).map { factory.make("x\($0)") }
        let solver = Solver()
        let specs = generator.makeSystem()
        for spec in specs.dropLast(3) { try? solver.add(spec.makeConstraint(variables, .lexicographic)) }
        return (solver, variables, Array(specs.suffix(3)), generator)
    }

    func testATrialLeavesTheSolverAsItWas() {
        var trials = 0, failedAdds = 0, removals = 0
        let stats = PropertyRun.check("TrialTests.restores", count: 300, salt: 0x7A_0000) { seed, _ in
            let (solver, variables, pending, _) = system(seed)
            let tableau = solver.tableauDescription()
            let values = variables.map(solver.value(of:))
            let objective = solver.objective()
            let installed = solver.constraints
            do {
                try solver.trial { trial in
                    for spec in pending {
                        do { try solver.add(spec.makeConstraint(variables, .lexicographic)) } catch { failedAdds += 1 }
                    }
                    if let doomed = installed.first {
                        try solver.remove(doomed)
                        removals += 1
                    }
                    // A probe nests its own journal inside the trial's.
                    _ = try solver.range(of: variables[0])
                    _ = trial.changedVariables()
                }
            } catch {
                return "the trial threw \(error)"
            }
            trials += 1
            if solver.tableauDescription() != tableau { return "the tableau differs after the trial" }
            if variables.map(solver.value(of:)) != values { return "values differ after the trial" }
            if solver.objective() != objective { return "the objective differs after the trial" }
            if solver.constraints.map(ObjectIdentifier.init) != installed.map(ObjectIdentifier.init) {
                return "the constraints differ after the trial"
            }
            // And it goes on as a solver that never had a trial does.
            let twin = Solver()
            for constraint in installed { try? twin.add(constraint) }
            for spec in pending {
                let constraint = spec.makeConstraint(variables, .lexicographic)
                let a = Result { try solver.add(constraint) }, b = Result { try twin.add(spec.makeConstraint(variables, .lexicographic)) }
                if (try? a.get()) == nil, (try? b.get()) != nil { return "an add after the trial failed where a fresh solver's did not" }
            }
            return nil
        }
        XCTAssertEqual(stats.systems, trials)
        PropertyRun.assertCovered(removals, 100, "trials that removed a constraint")
        PropertyRun.assertCovered(failedAdds, 1, "trials where a required add failed inside")
    }

    func testObjectiveChangeIsTheDifferenceOfTheObjectives() {
        _ = PropertyRun.check("TrialTests.objectiveChange", count: 300, salt: 0x7B_0000) { seed, _ in
            let (solver, variables, pending, _) = system(seed)
            let before = solver.objective()
            return solver.trial { trial -> String? in
                for spec in pending { try? solver.add(spec.makeConstraint(variables, .lexicographic)) }
                let after = solver.objective()
                let keys = Set(before.map(\.priority) + after.map(\.priority))
                for key in keys.sorted() {
                    let expected = (after.first { $0.priority == key }?.value ?? 0) - (before.first { $0.priority == key }?.value ?? 0)
                    let reported = trial.objectiveChange().first { $0.priority == key }?.value ?? 0
                    if abs(expected - reported) > 1e-6 * max(1, abs(expected)) {
                        return "level \(key): objective moved by \(expected), objectiveChange says \(reported)"
                    }
                }
                return nil
            }
        }
    }

    /// The screen may say "may be free" of a determined variable (a probe then decides), never
    /// "determined" of a free one; and it must decide most determined variables by itself.
    func testTheFreedomScreenNeverHidesAFreeVariable() {
        var screenedOut = 0, determined = 0
        _ = PropertyRun.check("TrialTests.freedom", count: 400, salt: 0x7C_0000) { seed, _ in
            let (solver, variables, _, _) = system(seed)
            let freedom = solver.freedom()
            for variable in variables {
                guard let range = try? solver.range(of: variable) else { return "range(of: \(variable)) threw" }
                let free = range.upper - range.lower > 1e-6
                if free && !freedom.mayBeFree(variable) { return "\(variable) is free over \(range) but freedom() says determined" }
                if free && !solver.mayBeFree(variable) { return "\(variable) is free over \(range) but mayBeFree says determined" }
                if !free {
                    determined += 1
                    if !freedom.mayBeFree(variable) { screenedOut += 1 }
                }
            }
            return nil
        }
        PropertyRun.assertCovered(screenedOut, determined / 2, "determined variables the screen decides alone")
    }

    /// `certainMove` is a step the probes of `range(of:)` confirm: never longer than the range
    /// reaches either way from the value; and it finds most free variables on its own.
    func testACertainMoveIsWithinTheRange() {
        var settled = 0, free = 0
        _ = PropertyRun.check("TrialTests.certainMove", count: 400, salt: 0x7D_0000) { seed, _ in
            let (solver, variables, _, _) = system(seed)
            for variable in variables {
                let value = solver.value(of: variable), move = solver.certainMove(of: variable)
                guard let range = try? solver.range(of: variable) else { return "range(of: \(variable)) threw" }
                let reach = max(range.upper - value, value - range.lower)
                if move > reach + 1e-7 * max(1, abs(value)) {
                    return "\(variable) = \(value): certainMove \(move), but the range \(range) reaches only \(reach)"
                }
                if range.upper - range.lower > 1e-6 {
                    free += 1
                    if move >= 1e-3 { settled += 1 }
                }
            }
            return nil
        }
        // 486 of 784 when written.
        PropertyRun.assertCovered(settled, free / 2, "free variables a certain move settles without a probe")
    }
}
