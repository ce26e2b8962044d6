import Cassowary
import Explain
import XCTest

/// Re-checks an explanation by re-solving, independently of the explainer's own code and flags: the
/// error range comes from `Solver.range(of:)` on an extra variable tied to the constraint's expression.
enum IndependentCheck {
    /// The target's error over every optimal solution of `members ∪ {target}` in a fresh solver.
    static func errorRange(of target: Constraint, with members: [Constraint]) throws -> (Double, Double) {
        let solver = Solver()
        for constraint in members + [target] { try solver.add(constraint) }
        // A fresh variable equal to the expression: required, but it restricts nothing.
        let probe = Variable(id: Int.max / 2, name: "probe")
        try solver.add(Constraint(LinearExpression(probe) - target.expression, .equal))
        let (low, high) = try solver.range(of: probe)
        switch target.relation {
        case .equal: return (low <= 0 && high >= 0 ? 0 : min(abs(low), abs(high)), max(abs(low), abs(high)))
        case .lessOrEqual: return (max(0, low), max(0, high))
        case .greaterOrEqual: return (max(0, -high), max(0, -low))
        }
    }

    struct Verdict {
        var sufficient: Bool
        var minimal: Bool
    }

    /// Decided errors must be forced exactly, tied ones reachable (sufficiency); without any one
    /// member that must no longer be so (minimality: leaving a member out changes the error,
    /// docs/concepts.md, "Explanations").
    static func verify(_ explanation: BrokenConstraintExplanation) throws -> Verdict {
        let target = explanation.constraint.lowered, error = explanation.error
        let tolerance = 1e-6 * max(1, error)
        let members = explanation.members.map(\.lowered)
        func sufficient(_ range: (Double, Double)) -> Bool {
            explanation.isTie ? range.0 <= error + tolerance && range.1 >= error - tolerance
                : abs(range.0 - error) <= tolerance && abs(range.1 - error) <= tolerance
        }
        let isSufficient = sufficient(try errorRange(of: target, with: members))
        var minimal = true
        for member in members {
            if sufficient(try errorRange(of: target, with: members.filter { $0 !== member })) { minimal = false }
        }
        // The definition's other conditions: members are other constraints, each at least as strong.
        XCTAssertFalse(members.contains { $0 === target })
        XCTAssertTrue(members.allSatisfy { $0.strength.value >= target.strength.value })
        return Verdict(sufficient: isSufficient, minimal: minimal)
    }
}
