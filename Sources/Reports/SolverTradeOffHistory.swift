import JSONText
import Explain
import Render

/// The trade-offs the solver recorded while a scenario ran, step by step, so that `explain` can
/// quote the one that gave a broken constraint its error.
package struct SolverTradeOffHistory {
    package struct Quote {
        package let step: Int
        package let tradeOff: TracedTradeOff
    }

    private var quotes: [Quote] = []
    /// For each solver constraint, the last quote whose trade-off changed its error.
    private var lastQuote: [ObjectIdentifier: Int] = [:]
    /// How many of the recorder's events have been read.
    private var read = 0

    package init() {}

    /// Takes the trade-offs among `events` (the recorder's whole list so far) not read yet.
    package mutating func take(_ events: [LayoutTraceEvent], step: Int) {
        for event in events.dropFirst(read) {
            guard case let .tradeOff(tradeOff) = event else { continue }
            quotes.append(Quote(step: step, tradeOff: tradeOff))
            for change in tradeOff.losers + tradeOff.gainers + tradeOff.repaired {
                if let id = change.constraint.solverConstraint { lastQuote[id] = quotes.count - 1 }
            }
        }
        read = events.count
    }

    /// The last trade-off that changed `target`'s error, when it is the one that left it where it
    /// is now, it belongs to step `step` (an earlier step's trade-off is not this step's story),
    /// and every constraint it names is in effect at the end of the step as it was quoted: `inEffect`
    /// maps each solver constraint in effect to its syntax now. A label that wraps is laid out
    /// twice, and its intrinsic width changes in between (unwrapped, then wrapped); a trade-off of
    /// the first pass would quote a number the explanation no longer uses, so only the final
    /// pass is quoted.
    package func quote(for target: ExplainableConstraint, step: Int, inEffect: [ObjectIdentifier: String]) -> Quote? {
        let id = ObjectIdentifier(target.lowered)
        guard let index = lastQuote[id], quotes[index].step == step else { return nil }
        let quote = quotes[index]
        let tradeOff = quote.tradeOff
        let named = (tradeOff.losers + tradeOff.gainers + tradeOff.repaired).map(\.constraint) + tradeOff.spared
        guard named.allSatisfy({ named in named.solverConstraint.map { inEffect[$0] == named.syntax } ?? false }) else { return nil }
        guard let loss = quote.tradeOff.losers.first(where: { $0.constraint.solverConstraint == id }),
              abs(loss.after - target.error) <= ExplainTolerance.error * max(1, target.error)
        else { return nil }
        return quote
    }

    /// The quote in Auto Layout words, headed by where to find it in the trace.
    package static func lines(_ quote: Quote, indent: String) -> [String] {
        [indent + TradeOffWords.heading(step: quote.step, phase: quote.tradeOff.phase)]
            + TradeOffText.lines(quote.tradeOff, in: .autoLayout, indent: indent + "  ")
    }
}

extension SolverTradeOffHistory {
    /// `explain --json`'s `solverTradeOff` (docs/json.md), in the trace's JSON terms.
    package static func json(_ quote: Quote) -> JSONOutput {
        let tradeOff = quote.tradeOff
        return .object([
            ("step", .numberText(String(quote.step))), ("phase", .string(tradeOff.phase.rawValue)),
            ("losers", .array(tradeOff.losers.map(TraceJSON.change))), ("gainers", .array(tradeOff.gainers.map(TraceJSON.change))),
            ("repaired", .array(tradeOff.repaired.map(TraceJSON.change))),
            ("spared", .array(tradeOff.spared.map(TraceJSON.constraint))),
        ])
    }
}
