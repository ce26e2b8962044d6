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
    /// What an anchor's window-coordinate value is worked out from, when it is asked for: only
    /// pictures and some explanations ask, and working out every constraint's anchors for every
    /// step was a tenth of `solve` on a large layout.
    private let geometry: AnchorGeometry

    /// The solved value of an anchor, in window coordinates (leading and trailing by the item's
    /// own layout direction); nil for an item the step does not hold.
    public func value(of anchor: Anchor) -> Double? { geometry.value(of: anchor) }

    /// The solved value of a variable (0 for one the solver did not hold), as `Solver.value(of:)`.
    public func value(of variable: Variable) -> Double { geometry.values.value(of: variable) }

    init(layout: Layout, generatedItems: [LayoutItem], solution: LayoutSolution, geometry: AnchorGeometry) {
        self.layout = layout
        self.generatedItems = generatedItems
        self.solution = solution
        self.geometry = geometry
    }
}

/// The items, their variables, the labels' wrap widths and the solved values as they were at the
/// step: enough to lower an anchor as `ConstraintLowering` does and read its value.
struct AnchorGeometry: Sendable {
    let catalogue: ItemCatalogue
    let itemVariables: [String: ItemVariables]
    let secondPassWidths: [String: Double]
    let values: SolvedValues

    func value(of anchor: Anchor) -> Double? {
        guard catalogue.contains(anchor.item), let variables = itemVariables[anchor.item] else { return nil }
        let expression = ConstraintLowering.windowExpression(
            of: catalogue.item(anchor.item), variables: variables, anchor.attribute, rightToLeft: catalogue.isRightToLeft(anchor.item),
            wrapWidth: { LayoutEngine.wrapWidth(of: $0, secondPassWidths: secondPassWidths) })
        return cleaned(expression.value { values.value(of: $0) })
    }
}

extension LayoutEngine {
    /// The step the engine holds now, as a value (`solution` when already read from it).
    public func solvedStep(solution: LayoutSolution? = nil) -> SolvedStep {
        let solution = solution ?? self.solution()
        // An inactive constraint is not lowered, so its items may have no variables yet: they are
        // made now, in the order the constraints name them, as reading an anchor's value always made
        // them (variable ids order the solver's choices, so when they are made must not change).
        for status in solution.constraints where status.lowered == nil {
            for anchor in [status.spec.first] + (status.spec.second.map { [$0] } ?? []) where catalogue.contains(anchor.item) {
                _ = variables.variables(of: anchor.item)
            }
        }
        let geometry = AnchorGeometry(catalogue: catalogue, itemVariables: variables.allItemVariables,
                                      secondPassWidths: secondPassWidths, values: solver.solvedValues())
        return SolvedStep(layout: layout, generatedItems: generated.items, solution: solution,
                          geometry: geometry)
    }
}
