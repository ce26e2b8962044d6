import Cassowary
import LayoutModel
import Reports

/// The analysis behind a `SweepReport`: the breakpoints of the current layout, read from the
/// engine's solver (`Solver.breakpoints`), not from sampling.
extension SweepReport {
    /// The breakpoints of the current layout, each with the constraints it concerns.
    static func changes(_ request: Request, engine: LayoutEngine) throws -> [Change] {
        let solution = engine.solution()
        let identifier = request.attribute == .width ? "UIView-Encapsulated-Layout-Width" : "UIView-Encapsulated-Layout-Height"
        guard let screen = solution.constraints.first(where: { $0.spec.identifier == identifier })?.lowered else {
            throw SolverError.unsupported("the layout has no \(identifier) constraint to sweep")
        }
        var statusOfLowered: [ObjectIdentifier: ConstraintStatus] = [:]
        for status in solution.constraints {
            if let lowered = status.lowered, statusOfLowered[ObjectIdentifier(lowered)] == nil {
                statusOfLowered[ObjectIdentifier(lowered)] = status
            }
        }
        func statuses(_ constraints: [Constraint]) -> [ConstraintStatus] {
            constraints.compactMap { statusOfLowered[ObjectIdentifier($0)] }
        }
        return try engine.solver.breakpoints(of: screen, from: request.low, to: request.high).map {
            Change(value: $0.value, brokenBelow: statuses($0.brokenBelow), brokenAbove: statuses($0.brokenAbove))
        }
    }
}
