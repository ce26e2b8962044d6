import Cassowary

/// One constraint of a generated system as plain numbers: `Σ coefficients[i]·x[i] + constant (relation) 0`.
/// The same spec is turned into a fresh `Constraint` for every solver and into an `OracleConstraint`.
struct ConstraintSpec: CustomStringConvertible {
    var coefficients: [Double]
    var constant: Double
    var relation: Relation
    var priority: Double
    var label: String

    var oracle: OracleConstraint {
        OracleConstraint(coefficients: coefficients, constant: constant, relation: relation, priority: priority)
    }

    /// `priority` is a priority or a kiwi strength by `semantics`.
    func makeConstraint(_ variables: [Variable], _ semantics: Semantics) -> Constraint {
        // Built with the public operators: terms in variable order, then the constant.
        var expression = 0.0 * variables[0]
        expression.terms = []
        for (i, a) in coefficients.enumerated() where a != 0 { expression = expression + a * variables[i] }
        expression.constant = constant
        return Constraint(expression, relation, ConstraintStrength(priority, for: semantics), label: label)
    }

    /// Exact numbers (Swift prints the shortest round-tripping form), so a failure can be rebuilt.
    var description: String {
        var text = ""
        for (i, a) in coefficients.enumerated() where a != 0 {
            text += text.isEmpty ? (a < 0 ? "-" : "") : (a < 0 ? " - " : " + ")
            text += abs(a) == 1 ? "x\(i)" : "\(abs(a))*x\(i)"
        }
        if text.isEmpty { text = "0" }
        if constant != 0 { text += constant < 0 ? " - \(-constant)" : " + \(constant)" }
        return "\(label): \(text) \(relation.rawValue) 0 @\(priority)"
    }

    /// The same constraint multiplied by `factor` (an inequality flips when the factor is negative).
    func scaled(by factor: Double) -> ConstraintSpec {
        var copy = self
        copy.coefficients = coefficients.map { $0 * factor }
        copy.constant = constant * factor
        if factor < 0 { copy.relation = relation.flipped }
        return copy
    }

    /// `g ≥ 0` forms implied by this constraint (an equality gives both directions).
    var greaterOrEqualForms: [ConstraintSpec] {
        switch relation {
        case .greaterOrEqual: return [self]
        case .lessOrEqual: return [scaled(by: -1)]
        case .equal:
            var up = self, down = scaled(by: -1)
            up.relation = .greaterOrEqual
            down.relation = .greaterOrEqual
            return [up, down]
        }
    }
}

extension Relation {
    var flipped: Relation {
        switch self {
        case .equal: return .equal
        case .lessOrEqual: return .greaterOrEqual
        case .greaterOrEqual: return .lessOrEqual
        }
    }
}
