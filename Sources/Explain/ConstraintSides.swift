import Cassowary
import LayoutModel

/// A constraint read as `left (rel) right + constant`, the form a developer wrote, so a report can
/// say what the layout gave instead: `name.trailing = level.leading - 28` where the constraint asks
/// for `name.trailing <= level.leading - 8`. The lowered constraint is `left − right − constant
/// (rel) 0` (`ConstraintLowering`; a plain linear one is `Σ terms + constant`), so the lowered
/// expression's value in the solution is exactly how far the constant the layout gave is from the
/// one written.
public struct ConstraintSides: Sendable {
    /// `name.trailing`, or the terms of a plain linear constraint.
    public let left: String
    /// `level.leading` or `0.5*root.width`; nil when the right side is only a constant.
    public let right: String?
    /// The constant as written on the right-hand side.
    public let constant: Double
    /// Layout constraints measure in points; plain linear constraints have no unit.
    public let inPoints: Bool

    public init(_ spec: LayoutConstraintSpec) {
        left = spec.first.description
        right = spec.second.map { spec.multiplier == 1 ? $0.description : "\(formatNumber(spec.multiplier))*\($0)" }
        constant = spec.constant
        inPoints = true
    }

    public init(_ spec: LinearConstraintSpec) {
        // The scenario syntax without its relation, right side, priority and identifier.
        let written = ScenarioSyntax.describe(LinearConstraintSpec(terms: spec.terms, constant: spec.constant,
                                                                   relation: .equal, location: spec.location))
        left = written.components(separatedBy: " == ").first ?? written
        right = nil
        constant = -spec.constant
        inPoints = false
    }

    /// `left = right + constant` with the constant the layout gave, which is the written one moved
    /// by `offset` (the lowered expression's value in the solution).
    public func given(offset: Double) -> String { text("=", constant: clean(constant + offset)) }

    /// `left <= right + constant`: what the constraint asks for, without priority or identifier.
    public func asked(_ relation: Relation) -> String { text(relation.rawValue, constant: constant) }

    private func text(_ relation: String, constant: Double) -> String {
        guard let right else { return "\(left) \(relation) \(formatNumber(constant))" }
        if constant == 0 { return "\(left) \(relation) \(right)" }
        return "\(left) \(relation) \(right) " + (constant < 0 ? "- \(formatNumber(-constant))" : "+ \(formatNumber(constant))")
    }

    /// `20 pt` or `20`.
    public func amount(_ value: Double) -> String {
        formatNumber(clean(value)) + (inPoints ? " pt" : "")
    }

    private func clean(_ value: Double) -> Double {
        let rounded = value.rounded()
        return abs(value - rounded) < LayoutTolerance.snap ? rounded : value
    }
}
