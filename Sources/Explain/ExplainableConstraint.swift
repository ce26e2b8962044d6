import Cassowary
import LayoutModel

/// One constraint as the analyzer sees it: the solver form it was lowered to, its state in the
/// solution, and how people name it (scenario syntax and provenance). Layout and plain linear
/// constraints both become this, so the analysis does not care which kind it looks at.
public struct ExplainableConstraint: Sendable {
    public let lowered: Constraint
    public let state: ConstraintState
    public let error: Double
    /// The constraint in the scenario syntax.
    public let syntax: String
    /// `file:line:col`, or the generator's phrase ("intrinsic width of `level` (hugging)").
    public let source: String
    /// The scenario's identifier (`"row"`), if any: how `--constraint` picks constraints.
    public let identifier: String?
    /// The constraint's two sides as written, for saying what the layout gave (nil when unknown).
    public let sides: ConstraintSides?
    /// The layout constraint it was lowered from (nil for a plain linear constraint).
    public let layoutSpec: LayoutConstraintSpec?
    /// The priority the solver uses (the lowered constraint's).
    public var priority: Double { lowered.strength.value }
    public var isRequired: Bool { priority >= Priority.required.value }
    /// In the solver now: constraints left out to recover from a conflict, and inactive ones, are not.
    public var isInEffect: Bool { state == .satisfied || state == .broken }

    public init(lowered: Constraint, state: ConstraintState, error: Double, syntax: String, source: String,
                identifier: String? = nil, sides: ConstraintSides? = nil, layoutSpec: LayoutConstraintSpec? = nil) {
        self.lowered = lowered
        self.state = state
        self.error = error
        self.syntax = syntax
        self.source = source
        self.identifier = identifier
        self.sides = sides
        self.layoutSpec = layoutSpec
    }

    /// Every constraint of the solution that has a solver form, in the solution's order (scenario
    /// constraints, system-made ones, then plain linear ones).
    public static func all(in solution: LayoutSolution) -> [ExplainableConstraint] {
        let layout = solution.constraints.compactMap { status in
            status.lowered.map {
                ExplainableConstraint(lowered: $0, state: status.state, error: status.error,
                                      syntax: ScenarioSyntax.describe(status.spec), source: status.spec.sourceText,
                                      identifier: status.spec.identifier, sides: ConstraintSides(status.spec),
                                      layoutSpec: status.spec)
            }
        }
        let linear = solution.linearConstraints.compactMap { status in
            status.lowered.map {
                ExplainableConstraint(lowered: $0, state: status.state, error: status.error,
                                      syntax: ScenarioSyntax.describe(status.spec), source: status.spec.location.description,
                                      identifier: status.spec.identifier, sides: ConstraintSides(status.spec))
            }
        }
        return layout + linear
    }
}
