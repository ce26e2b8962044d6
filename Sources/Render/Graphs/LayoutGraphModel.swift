import Cassowary
import Explain
import LayoutModel

/// What both graphs are drawn from: one solved step's items, plain variables and constraints, in
/// declaration order. Taken from a `LayoutEngine` once, so the builders are plain functions of data.
public struct LayoutGraphModel {
    /// A view or layout guide, the scenario's or one the system made.
    public struct Item: Sendable {
        public let name: String
        public let kind: ViewKind
        public let parent: String?
        public let text: String?
        /// Relative to the superview, as UIKit reports frames.
        public let frame: Rect
        public let isSystemMade: Bool
        /// `PictureTags.item`: its position among the step's items.
        public var tag: String = ""
    }

    /// One constraint that takes part in the layout: in the solver, or left out to recover from a
    /// required conflict. Inactive constraints are not drawn.
    public struct GraphConstraint: Sendable {
        /// Position in `constraints`: the solution's order (scenario, system-made, plain linear).
        public let index: Int
        /// In the scenario syntax, `level.width <= 65 @250`.
        public let syntax: String
        public let identifier: String?
        public let priority: Double
        public let state: ConstraintState
        public let error: Double
        /// `file:line:col` or the generator's phrase.
        public let source: String
        /// The distinct items a layout constraint relates (one or two), or the plain variables of a
        /// linear one, in the order written.
        public let endpoints: [String]
        public let isLinear: Bool
        /// The solver's form.
        public let lowered: Constraint
        /// The required conflicts (numbered from 1, in the order met) this constraint belongs to.
        public let conflicts: [Int]
        /// A system-made floor that keeps a width or height from going negative.
        public let isSizeFloor: Bool
        /// How much it matters, ranked as `explain` ranks it (`FindingSeverity`): nil when it
        /// holds outside any required conflict; an error in or broken to recover from one.
        public let severity: FindingSeverity?
        /// `PictureTags.constraint` (or `linearConstraint`): its position in the solution.
        public var tag: String = ""

        public var isRequired: Bool { priority >= Priority.required.value }
        /// Drawn on its item's node rather than as an edge.
        public var isUnary: Bool { endpoints.count == 1 }
    }

    public let items: [Item]
    /// Plain variables of Cassowary lessons with their values, in declaration order.
    public let plainVariables: [(name: String, value: Double)]
    public let constraints: [GraphConstraint]
    public let conflictCount: Int
    /// Ambiguous items (from `AmbiguityFinder`, which needs the engine, so the caller sets them)
    /// with the variables that can move, in the finder's order.
    public var ambiguities: [(item: String, variables: [String])] = []
    /// Solved values by variable id (looked up, never iterated).
    private let values: [Int: Double]

    public init(step: SolvedStep) {
        let solution = step.solution
        var frames: [String: Rect] = [:]
        for entry in solution.frames where frames[entry.item] == nil { frames[entry.item] = entry.frame }
        let zero = Rect(x: 0, y: 0, width: 0, height: 0)
        let declared = step.layout.items.map {
            Item(name: $0.name, kind: $0.kind, parent: $0.parent, text: $0.text, frame: frames[$0.name] ?? zero, isSystemMade: false)
        }
        let made = step.generatedItems.map {
            Item(name: $0.name, kind: $0.kind, parent: $0.parent, text: $0.text, frame: frames[$0.name] ?? zero, isSystemMade: true)
        }
        items = (declared + made).enumerated().map { position, item in
            var tagged = item
            tagged.tag = PictureTags.item(position)
            return tagged
        }
        plainVariables = solution.linearValues.map { (name: $0.variable, value: $0.value) }
        conflictCount = solution.conflicts.count + solution.linearConflicts.count

        // Conflict numbers by member, found once: asking every conflict about every constraint made
        // a layout with many conflicts quadratic.
        var layoutConflictNumbers: [LayoutConstraintSpec: [Int]] = [:]
        for (index, recovered) in solution.conflicts.enumerated() {
            for spec in Set(recovered.conflict) { layoutConflictNumbers[spec, default: []].append(index + 1) }
        }
        var graphConstraints: [GraphConstraint] = []
        for (position, status) in solution.constraints.enumerated() {
            guard let lowered = status.lowered, status.state != .inactive else { continue }
            var endpoints = [status.spec.first.item]
            if let second = status.spec.second?.item, second != endpoints[0] { endpoints.append(second) }
            let conflicts = layoutConflictNumbers[status.spec] ?? []
            graphConstraints.append(GraphConstraint(
                index: graphConstraints.count, syntax: ScenarioSyntax.describe(status.spec), identifier: status.spec.identifier,
                priority: lowered.strength.value, state: status.state, error: status.error, source: status.spec.provenance.description,
                endpoints: endpoints, isLinear: false, lowered: lowered, conflicts: conflicts,
                isSizeFloor: Self.isSizeFloor(status.spec),
                severity: Self.severity(state: status.state, inConflict: !conflicts.isEmpty) { FindingSeverity.of(status) },
                tag: PictureTags.constraint(position)))
        }
        let layoutConflicts = solution.conflicts.count
        var linearConflictNumbers: [LinearConstraintSpec: [Int]] = [:]
        for (index, recovered) in solution.linearConflicts.enumerated() {
            for spec in Set(recovered.conflict) { linearConflictNumbers[spec, default: []].append(layoutConflicts + index + 1) }
        }
        for (position, status) in solution.linearConstraints.enumerated() {
            guard let lowered = status.lowered, status.state != .inactive else { continue }
            var endpoints: [String] = []
            for term in status.spec.terms where !endpoints.contains(term.variable) { endpoints.append(term.variable) }
            let conflicts = linearConflictNumbers[status.spec] ?? []
            graphConstraints.append(GraphConstraint(
                index: graphConstraints.count, syntax: ScenarioSyntax.describe(status.spec), identifier: status.spec.identifier,
                priority: lowered.strength.value, state: status.state, error: status.error, source: status.spec.location.description,
                endpoints: endpoints, isLinear: true, lowered: lowered, conflicts: conflicts, isSizeFloor: false,
                // A plain linear constraint is the file's own wish: its priority decides, as explain's does.
                severity: Self.severity(state: status.state, inConflict: !conflicts.isEmpty) {
                    lowered.strength.value > FindingSeverity.weakPreferenceCeiling ? .warning : .note
                }, tag: PictureTags.linearConstraint(position)))
        }
        constraints = graphConstraints

        var values: [Int: Double] = [:]
        for constraint in graphConstraints {
            for term in constraint.lowered.expression.terms where values[term.variable.id] == nil {
                values[term.variable.id] = step.value(of: term.variable)
            }
        }
        self.values = values
    }

    /// The constraints a graph without a focus draws: all but the size floors that hold (as `solve`
    /// lists them: they only matter when something presses against them).
    public var unfocusedConstraints: [Int] {
        constraints.filter { !$0.isSizeFloor || $0.state != .satisfied || !$0.conflicts.isEmpty }.map(\.index)
    }

    /// Marks the items `AmbiguityFinder` found ambiguous, with the variables that can move.
    public mutating func markAmbiguous(_ reports: [AmbiguityReport]) {
        ambiguities = reports.map { ($0.item, $0.ambiguity.ambiguousVariables.map(\.variable)) }
    }

    /// The constraints of `unfocusedConstraints` on each item (an endpoint), in order: what an
    /// ambiguous item's graph or list shows, looked up rather than searched per item.
    public func unfocusedConstraintsByItem() -> [String: [Int]] {
        var byItem: [String: [Int]] = [:]
        for index in unfocusedConstraints {
            for endpoint in Set(constraints[index].endpoints) { byItem[endpoint, default: []].append(index) }
        }
        return byItem
    }

    /// A required conflict is an error whether the member is the one left out or not; an optional
    /// constraint broken is ranked by `broken`; one that holds is no finding.
    private static func severity(state: ConstraintState, inConflict: Bool,
                                 broken: () -> FindingSeverity) -> FindingSeverity? {
        if state == .brokenToRecover || inConflict { return .error }
        return state == .broken ? broken() : nil
    }

    private static func isSizeFloor(_ spec: LayoutConstraintSpec) -> Bool {
        if case let .generated(generator) = spec.provenance { return generator.kind == .nonNegativeSize }
        return false
    }

    /// The solved value of a variable that some constraint mentions (0 otherwise).
    public func value(of variable: Variable) -> Double { values[variable.id] ?? 0 }

    /// The solver variables of the given constraints, each once, ordered by creation (declaration order).
    public func variables(of constraintIndices: [Int]) -> [Variable] {
        var seen = Set<Int>()
        var found: [Variable] = []
        for index in constraintIndices {
            for term in constraints[index].lowered.expression.terms where seen.insert(term.variable.id).inserted {
                found.append(term.variable)
            }
        }
        return found.sorted()
    }
}
