import Cassowary
import LayoutModel

/// Re-checks the breakpoints of a root-width sweep by solving fresh engines, as `layoutdbg explain
/// --sweep root.width=…` reports them (SweepReport: `Solver.breakpoints` on the
/// UIView-Encapsulated-Layout-Width constraint, broken sets mapped back to the solution's constraints).
enum SweepConfirmation {
    enum Outcome {
        case swept(low: Double, high: Double, breakpoints: [SweepBreakpoint])
        /// The required constraints cannot all hold at any of the ranges tried.
        case requiredCannotHold
    }

    /// Sweeps `width ± half`, shrinking the range while the solver says the required constraints
    /// cannot all hold somewhere in it.
    static func sweep(_ engine: LayoutEngine, halfWidths: [Double] = [150, 75, 30, 10]) throws -> Outcome {
        let solution = engine.solution()
        guard let screen = solution.constraints.first(where: { $0.spec.identifier == "UIView-Encapsulated-Layout-Width" })?.lowered else {
            throw SolverError.unsupported("no UIView-Encapsulated-Layout-Width constraint")
        }
        let width = engine.layout.screen.width
        for half in halfWidths {
            let low = max(1, width - half), high = width + half
            do {
                return .swept(low: low, high: high, breakpoints: try engine.solver.breakpoints(of: screen, from: low, to: high))
            } catch let SolverError.unsupported(message) where message.contains("cannot all hold") {
                continue
            }
        }
        return .requiredCannotHold
    }

    /// Indices (into `solution().constraints`) of the constraints in state `.broken` in a fresh
    /// engine for `layout` at root width `width`, with the conflicts it recovered from.
    static func brokenSet(_ layout: Layout, width: Double) throws -> (broken: Set<Int>, conflicts: Int, syntax: [String]) {
        var resized = layout
        resized.screen.width = width
        let solution = try LayoutEngine(layout: resized).solution()
        let broken = Set(solution.constraints.indices.filter { solution.constraints[$0].state == .broken })
        return (broken, solution.conflicts.count, solution.constraints.map { ScenarioSyntax.describe($0.spec) })
    }

    /// The indices of solver constraints in the engine's solution (nil for one it does not list).
    static func indices(of constraints: [Constraint], in solution: LayoutSolution) -> Set<Int>? {
        var found = Set<Int>()
        for constraint in constraints {
            guard let index = solution.constraints.firstIndex(where: { $0.lowered === constraint }) else { return nil }
            found.insert(index)
        }
        return found
    }
}
