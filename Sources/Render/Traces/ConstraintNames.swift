import Cassowary
import LayoutModel

/// Names solver constraints by the layout constraints they lower, asking the engine whenever one
/// is new (the engine makes new solver constraints as it goes: edits, a label's second pass).
final class ConstraintNames {
    weak var engine: LayoutEngine?
    /// Every constraint named so far; the constraint is kept so its identity stays unique.
    private var known: [ObjectIdentifier: (constraint: Constraint, name: TracedConstraint)] = [:]

    func name(_ constraint: Constraint) -> TracedConstraint {
        let id = ObjectIdentifier(constraint)
        if let found = known[id] { return found.name }
        if let engine {
            for (lowered, from) in engine.loweredConstraints() where known[ObjectIdentifier(lowered)] == nil {
                known[ObjectIdentifier(lowered)] = (lowered, TracedConstraint(from))
            }
        }
        if let found = known[id] { return found.name }
        let made = TracedConstraint(solverMade: constraint)
        known[id] = (constraint, made)
        return made
    }
}
