import Cassowary

/// One solved step as a value: what reports and pictures read, taken from the engine right after
/// the step ran. The layout as it stood, the items the system made, the solution (frames, every
/// constraint's state and error, the conflicts and how they were recovered) and the solved values
/// the pictures measure with. Later steps and trials on the engine never change it.
public struct SolvedStep: Sendable {
    public let layout: Layout
    /// The guides and spacers the system made, in order.
    public let generatedItems: [LayoutItem]
    public let solution: LayoutSolution
    /// Window-coordinate values of the anchors the step's constraints name.
    private let anchorValues: [Anchor: Double]
    /// Solved values, by variable id, of the variables the step's lowered constraints use.
    private let variableValues: [Int: Double]

    /// The solved value of an anchor a constraint of the step names, in window coordinates
    /// (leading and trailing by the item's own layout direction); nil for any other.
    public func value(of anchor: Anchor) -> Double? { anchorValues[anchor] }

    /// The solved value of a variable one of the step's lowered constraints uses; nil for any other.
    public func value(of variable: Variable) -> Double? { variableValues[variable.id] }

    init(layout: Layout, generatedItems: [LayoutItem], solution: LayoutSolution,
         anchorValues: [Anchor: Double], variableValues: [Int: Double]) {
        self.layout = layout
        self.generatedItems = generatedItems
        self.solution = solution
        self.anchorValues = anchorValues
        self.variableValues = variableValues
    }
}

extension LayoutEngine {
    /// The step the engine holds now, as a value (`solution` when already read from it).
    public func solvedStep(solution: LayoutSolution? = nil) -> SolvedStep {
        let solution = solution ?? self.solution()
        let lowering = ConstraintLowering(catalogue: catalogue, variables: variables, wrapWidth: wrapWidth(of:))
        var anchors: [Anchor: Double] = [:]
        // One or two anchors a constraint, no array made for them (a large layout has many).
        func note(_ anchor: Anchor) {
            if anchors[anchor] == nil { anchors[anchor] = value(of: anchor, lowering: lowering) }
        }
        for status in solution.constraints {
            note(status.spec.first)
            if let second = status.spec.second { note(second) }
        }
        var variables: [Int: Double] = [:]
        let lowered = solution.constraints.compactMap(\.lowered) + solution.linearConstraints.compactMap(\.lowered)
        for constraint in lowered {
            for term in constraint.expression.terms where variables[term.variable.id] == nil {
                variables[term.variable.id] = solver.value(of: term.variable)
            }
        }
        return SolvedStep(layout: layout, generatedItems: generated.items, solution: solution,
                          anchorValues: anchors, variableValues: variables)
    }
}
