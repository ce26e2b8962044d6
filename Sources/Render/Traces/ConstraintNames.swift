import Cassowary
import LayoutModel

/// Names solver constraints by the layout constraints they lower, as the engine announces each
/// before adding it (`LoweringObserver`); one never announced is the solver's own (an edit's hold).
final class ConstraintNames {
    /// Every constraint named so far; the constraint is kept so its identity stays unique.
    private var known: [ObjectIdentifier: (constraint: Constraint, name: TracedConstraint)] = [:]

    func learn(_ constraint: Constraint, from: LoweredFrom) {
        let id = ObjectIdentifier(constraint)
        if known[id] == nil { known[id] = (constraint, TracedConstraint(from, constraint: constraint)) }
    }

    func name(_ constraint: Constraint) -> TracedConstraint {
        let id = ObjectIdentifier(constraint)
        if let found = known[id] { return found.name }
        let made = TracedConstraint(solverMade: constraint)
        known[id] = (constraint, made)
        return made
    }
}
