import BenchInputs
import SeededRandom
import Cassowary

/// (d): the classic Cassowary add/delete stress test. `count` variables with a weak stay `x == 0`
/// each; random required constraints of 1–3 variables, coefficients U[−5, 5], constants U[−10, 10],
/// 12 % of them `<= 0` and the rest `== 0`. The stream is pre-filtered with our solver: a constraint
/// it rejects is dropped, and generation stops once `count` were accepted, so the list is mutually
/// satisfiable and kiwisolver never sees a rejected constraint (kiwi issue #52 would corrupt its run).
/// Then two strong edit variables re-solved `resolves` times (×1.001 each), every constraint
/// removed, and every constraint added again.
enum AddDelWorkload {
    static func make(count: Int, resolves: Int, seed: UInt64 = 0xADD_DE1) throws -> Workload {
        var rng = SplitMix64(seed: seed)
        var b = WorkloadBuilder(name: "adddel", size: count,
                                summary: "\(count) random constraints of 1–3 variables (12% inequalities) with weak stays: add, \(resolves) resolves, remove all, re-add all")
        let vars = (0..<count).map { b.variable("x\($0)") }
        for v in vars { b.add(v == 0.0, .weak, "\(v.name).stay") }
        let stays = b.constraintCount

        let filter = Solver(semantics: .weighted)
        for c in b.workload.materialize(.weighted) { try filter.add(c) }
        var accepted = 0, generated = 0
        while accepted < count {
            guard generated < 20 * count else { throw SolverError.internalError("add/delete stream: too many rejections") }
            generated += 1
            var expression = LinearExpression(constant: rng.uniform(-10, 10))
            for _ in 0..<rng.int(1, 3) {
                expression.terms.append(Term(vars[rng.int(0, count - 1)], rng.uniform(-5, 5)))
            }
            expression = expression.normalized()
            let relation: Relation = rng.uniform(0, 1) < 0.12 ? .lessOrEqual : .equal
            let label = "c\(generated)"
            let candidate = Constraint(expression, relation, strength: .required, label: label)
            do {
                try filter.add(candidate)
            } catch SolverError.unsatisfiable {
                continue
            }
            b.workload.constraints.append(BenchConstraint(expression: expression, relation: relation,
                                                          priority: .required, label: label))
            accepted += 1
        }

        let first = rng.int(0, count - 1)
        var second = rng.int(0, count - 2)
        if second >= first { second += 1 }
        let editVars = [vars[first], vars[second]]
        for v in editVars { b.edit(v, .strong) }
        var values = editVars.map { _ in rng.uniform(1, 10) }
        for _ in 0..<resolves {
            for (i, v) in editVars.enumerated() {
                values[i] *= 1.001
                b.suggest(v, values[i])
            }
        }

        var workload = b.workload
        let all = 0..<workload.constraints.count
        let random = stays..<workload.constraints.count
        workload.phases = [
            BenchPhase(name: "add", unit: "add", count: all.count, operations: [.add(all), .update]),
            BenchPhase(name: "resolve", unit: "resolve", count: resolves,
                       operations: [.addEdits(0..<2), .suggest(0..<workload.suggestions.count, updateEvery: 2)]),
            BenchPhase(name: "remove", unit: "remove", count: random.count, operations: [.remove(random), .update]),
            BenchPhase(name: "re-add", unit: "add", count: random.count, operations: [.add(random), .update]),
        ]
        workload.minimumRuns = 11
        return workload
    }
}
