import Cassowary
import LayoutModel

/// A solver constraint named the way people know it: in the scenario syntax, with where it came
/// from (`file:line:col`, or the generator's phrase for a system-made one).
public struct TracedConstraint: Sendable, Equatable {
    /// Who made it.
    public enum Origin: String, Sendable {
        /// Written in the scenario (a view constraint).
        case scenario
        /// Made by UIKit's generators or the layout engine (intrinsic size, UISV-*, margins …).
        case system
        /// A plain linear constraint of the scenario (pure Cassowary lessons).
        case linear
        /// Made by the solver itself (the hold of an edit variable); no layout constraint behind it.
        case solver
    }

    /// The constraint in the scenario syntax (`level.width <= 65 @250`, `x + y == 100 "sum"`).
    public let syntax: String
    /// `file:line:col`, the generator's phrase, or "" when the solver made it.
    public let source: String
    public let identifier: String?
    public let priority: Double
    public let origin: Origin

    /// The solver constraint it names, for joining a trace to an analysis by identity (the
    /// engine keeps each solver constraint for as long as the run, so the identity stays unique).
    public let solverConstraint: ObjectIdentifier?

    public var isRequired: Bool { priority >= Priority.required.value }

    public init(syntax: String, source: String, identifier: String?, priority: Double, origin: Origin,
                solverConstraint: ObjectIdentifier? = nil) {
        self.syntax = syntax
        self.source = source
        self.identifier = identifier
        self.priority = priority
        self.origin = origin
        self.solverConstraint = solverConstraint
    }

    init(_ from: LoweredFrom, constraint: Constraint) {
        let id = ObjectIdentifier(constraint)
        switch from {
        case let .layout(spec):
            var origin = Origin.scenario
            if case .generated = spec.provenance { origin = .system }
            self.init(syntax: spec.scenarioDescription, source: spec.sourceText,
                      identifier: spec.identifier, priority: spec.priority, origin: origin, solverConstraint: id)
        case let .linear(spec):
            self.init(syntax: spec.scenarioDescription, source: spec.location.description,
                      identifier: spec.identifier, priority: spec.priority, origin: .linear, solverConstraint: id)
        }
    }

    /// A constraint the engine did not make: named by the solver's label or equation.
    init(solverMade constraint: Constraint) {
        let label = constraint.label
        let name = label.isEmpty ? "\(constraint.expression) \(constraint.relation.rawValue) 0" : label
        self.init(syntax: name, source: "", identifier: nil, priority: constraint.strength.value, origin: .solver,
                  solverConstraint: ObjectIdentifier(constraint))
    }
}
