import SeededRandom
@testable import Cassowary

/// Random required systems for the conflict tests (synthetic).
enum RandomConflicts {
    /// Constraints on four variables with small integer coefficients (a quarter of them `≤`, the
    /// rest equalities), added until they cannot hold together or 40 are made. Several conflicts
    /// often overlap, so which members a minimal set keeps depends on the order of dropping.
    static func grownUntilConflict(_ factory: VariableFactory, _ random: inout SplitMix64) -> [Constraint] {
        let variables = (0..<4).map { factory.make("v\($0)") }
        var set: [Constraint] = []
        while !Solver().isUnsatisfiable(set), set.count < 40 {
            var expression = LinearExpression(constant: Double(Int(random.next() % 21) - 10))
            for variable in variables where random.next() % 2 == 0 {
                expression.terms.append(Term(variable, Double(Int(random.next() % 7) - 3)))
            }
            guard !expression.terms.isEmpty else { continue }
            let relation: Relation = random.next() % 4 == 0 ? .lessOrEqual : .equal
            set.append(Constraint(expression, relation))
        }
        return set
    }
}
