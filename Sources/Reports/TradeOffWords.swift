import Cassowary
import Render

/// A solver trade-off quoted in `explain`, in Auto Layout words: which constraint gave way and by
/// how much, which one that let hold, and which could have given way instead. `trace` keeps the
/// solver's own words (rows, pivots, the simplex phases) for people who read the algorithm.
package enum TradeOffWords {
    /// The heading: which step's trace it comes from, and what the engine was doing.
    package static func heading(step: Int, phase: SolverPhase) -> String {
        "how the layout engine got there in step \(step) (`layoutdbg trace FILE --step \(step)` shows each move), "
            + phaseWords(phase) + ":"
    }

    package static func phaseWords(_ phase: SolverPhase) -> String {
        switch phase {
        case .add: return "while adding a constraint the layout did not satisfy yet"
        case .optimize: return "while making the layout meet its optional constraints as well as it can"
        case .dualOptimize: return "after a size it was asked to take changed (such as the screen's)"
        case .remove: return "while taking a constraint out"
        }
    }

    package static func lines(_ tradeOff: TracedTradeOff, indent: String) -> [String] {
        var lines: [String] = []
        for (offset, loss) in tradeOff.losers.enumerated() {
            lines.append(indent + (offset == 0 ? "trade-off: " : "  and ") + LayoutTraceText.named(loss.constraint)
                + " gives way by \(amount(loss.after - loss.before, loss.constraint)) (off by \(formatNumber(loss.before)) before, "
                + "\(formatNumber(loss.after)) after)")
        }
        let benefits = tradeOff.repaired.map { LayoutTraceText.named($0.constraint) + " " + repaired($0) }
            + tradeOff.gainers.map { LayoutTraceText.named($0.constraint) + " " + gained($0) }
        for (offset, benefit) in benefits.enumerated() {
            lines.append(indent + (offset == 0 ? "  so that " : "  and ") + benefit)
        }
        let weakest = tradeOff.losers.map(\.constraint.priority).max() ?? 0
        let mentioned = (tradeOff.losers + tradeOff.gainers + tradeOff.repaired).map(\.constraint)
        for kept in tradeOff.spared {
            let name = mentioned.contains(kept) ? "`\(kept.syntax)`" : LayoutTraceText.named(kept)
            // The constraint just made to hold was itself the alternative: it could have stayed unmet.
            if tradeOff.repaired.contains(where: { $0.constraint == kept }) {
                let why = kept.priority > weakest ? "it is stronger" : "that would cost no less at its priority"
                lines.append(indent + "  rather than leave " + name + " unmet: \(why)")
                continue
            }
            let why = kept.priority > weakest ? "but is stronger" : "at no lower cost"
            lines.append(indent + "  rather than " + name + ", which could have given way instead \(why)")
        }
        return lines
    }

    /// `holds (it was off by 20 pt)`, or how far it still is.
    private static func repaired(_ change: TracedErrorChange) -> String {
        change.after == 0
            ? "holds (it was off by \(amount(change.before, change.constraint)))"
            : "is off by \(amount(change.after, change.constraint)) instead of \(formatNumber(change.before))"
    }

    private static func gained(_ change: TracedErrorChange) -> String {
        change.after == 0
            ? "holds (it was off by \(amount(change.before, change.constraint)))"
            : "gets closer (off by \(formatNumber(change.after)) instead of \(formatNumber(change.before)))"
    }

    /// `20 pt` for a layout constraint, `20` for a plain linear one.
    private static func amount(_ value: Double, _ constraint: TracedConstraint) -> String {
        formatNumber(value) + (constraint.origin == .linear ? "" : " pt")
    }
}
