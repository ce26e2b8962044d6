import Cassowary
import Render

/// The heading of a solver trade-off quoted in `explain`, in Auto Layout words; the trade-off's own
/// lines are `TradeOffText`'s in its `.autoLayout` vocabulary. `trace` keeps the solver's own words
/// (rows, pivots, the simplex phases) for people who read the algorithm.
package enum TradeOffWords {
    /// The heading: which step's trace it comes from, and what the engine was doing.
    package static func heading(step: Int, phase: SolverPhase) -> String {
        "how the layout engine got there in step \(step) (`layoutdbg trace FILE --step \(step)` shows each move), "
            + phaseWords(phase) + ":"
    }

    package static func phaseWords(_ phase: SolverPhase) -> String {
        switch phase {
        case .add: return "while adding a constraint the layout did not satisfy yet"
        case .subject: return "while adding a constraint"
        case .optimize: return "while making the layout meet its optional constraints as well as it can"
        case .dualOptimize: return "after a size it was asked to take changed (such as the screen's)"
        case .remove: return "while taking a constraint out"
        }
    }
}
