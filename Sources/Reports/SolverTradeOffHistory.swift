import JSONText
import Explain
import Render

/// The trade-offs the solver recorded while a scenario ran, step by step, so that `explain` can
/// quote the one that gave a broken constraint its error.
package struct SolverTradeOffHistory {
    package struct Quote {
        package let step: Int
        package let tradeOff: TracedTradeOff
        /// The entries named when the quote is printed: the explanation's own constraints and a
        /// few more of each list (`TradeOffExcerpt`).
        package var excerpt: TradeOffExcerpt
    }

    /// Where each solver constraint stands in one trade-off's lists, so that an explanation finds
    /// its own constraints there without reading lists as long as the layout.
    private struct Positions {
        var losers: [ObjectIdentifier: Int] = [:]
        var repaired: [ObjectIdentifier: Int] = [:]
        var gainers: [ObjectIdentifier: Int] = [:]
        var spared: [ObjectIdentifier: Int] = [:]

        init(_ tradeOff: TracedTradeOff) {
            func index(_ constraints: [TracedConstraint]) -> [ObjectIdentifier: Int] {
                var positions: [ObjectIdentifier: Int] = [:]
                for (position, constraint) in constraints.enumerated() {
                    if let id = constraint.solverConstraint, positions[id] == nil { positions[id] = position }
                }
                return positions
            }
            losers = index(tradeOff.losers.map(\.constraint))
            repaired = index(tradeOff.repaired.map(\.constraint))
            gainers = index(tradeOff.gainers.map(\.constraint))
            spared = index(tradeOff.spared)
        }
    }

    private var quotes: [Quote] = []
    private var positions: [Positions] = []
    /// For each solver constraint, the last quote whose trade-off changed its error.
    private var lastQuote: [ObjectIdentifier: Int] = [:]
    /// How many of the recorder's events have been read.
    private var read = 0

    package init() {}

    /// Takes the trade-offs among `events` (the recorder's whole list so far) not read yet.
    package mutating func take(_ events: [LayoutTraceEvent], step: Int) {
        for event in events.dropFirst(read) {
            guard case let .tradeOff(tradeOff) = event else { continue }
            quotes.append(Quote(step: step, tradeOff: tradeOff, excerpt: .whole(tradeOff)))
            positions.append(Positions(tradeOff))
            for change in tradeOff.losers + tradeOff.gainers + tradeOff.repaired {
                if let id = change.constraint.solverConstraint { lastQuote[id] = quotes.count - 1 }
            }
        }
        read = events.count
    }

    /// For each explanation, the last trade-off that changed its constraint's error, when it is the
    /// one that left it where it is now, it belongs to step `step` (an earlier step's trade-off is
    /// not this step's story), and every constraint it names is in effect at the end of the step as
    /// it was quoted: `inEffect` maps each solver constraint in effect to its syntax now. A label
    /// that wraps is laid out twice, and its intrinsic width changes in between (unwrapped, then
    /// wrapped); a trade-off of the first pass would quote a number the explanation no longer uses,
    /// so only the final pass is quoted. Each quote names the explanation's constraints and a few
    /// more (`TradeOffExcerpt`); a trade-off is checked once however many explanations quote it.
    package func quotes(for explanations: [BrokenConstraintExplanation], step: Int,
                        inEffect: [ObjectIdentifier: String]) -> [Quote?] {
        var stillInEffect: [Int: Bool] = [:]
        return explanations.map { explanation in
            let target = explanation.constraint
            let id = ObjectIdentifier(target.lowered)
            guard let index = lastQuote[id], quotes[index].step == step else { return nil }
            var quote = quotes[index]
            let tradeOff = quote.tradeOff
            let valid = stillInEffect[index] ?? {
                let named = (tradeOff.losers + tradeOff.gainers + tradeOff.repaired).map(\.constraint) + tradeOff.spared
                let valid = named.allSatisfy { named in named.solverConstraint.map { inEffect[$0] == named.syntax } ?? false }
                stillInEffect[index] = valid
                return valid
            }()
            guard valid, let position = positions[index].losers[id],
                  abs(tradeOff.losers[position].after - target.error) <= ExplainTolerance.error * max(1, target.error)
            else { return nil }
            let own = ([target] + explanation.members).map { ObjectIdentifier($0.lowered) }
            let at = positions[index]
            quote.excerpt = TradeOffExcerpt(
                losers: TradeOffExcerpt.named(count: tradeOff.losers.count, preferred: own.compactMap { at.losers[$0] }),
                repaired: TradeOffExcerpt.named(count: tradeOff.repaired.count, preferred: own.compactMap { at.repaired[$0] }),
                gainers: TradeOffExcerpt.named(count: tradeOff.gainers.count, preferred: own.compactMap { at.gainers[$0] }),
                spared: TradeOffExcerpt.named(count: tradeOff.spared.count, preferred: own.compactMap { at.spared[$0] }))
            return quote
        }
    }

    /// The quote in Auto Layout words, headed by where to find it in the trace.
    package static func lines(_ quote: Quote, indent: String) -> [String] {
        [indent + TradeOffWords.heading(step: quote.step, phase: quote.tradeOff.phase)]
            + TradeOffText.lines(quote.tradeOff, in: .autoLayout, indent: indent + "  ", excerpt: quote.excerpt)
    }
}

extension SolverTradeOffHistory {
    /// `explain --json`'s `solverTradeOff` (docs/json.md), in the trace's JSON terms: the entries
    /// the quote names, and `notListed` counting the rest of each list when any is left out.
    package static func json(_ quote: Quote) -> JSONOutput {
        let tradeOff = quote.tradeOff, excerpt = quote.excerpt
        var fields: [(String, JSONOutput)] = [
            ("step", .numberText(String(quote.step))), ("phase", .string(tradeOff.phase.rawValue)),
            ("losers", .array(excerpt.losers.map { TraceJSON.change(tradeOff.losers[$0]) })),
            ("gainers", .array(excerpt.gainers.map { TraceJSON.change(tradeOff.gainers[$0]) })),
            ("repaired", .array(excerpt.repaired.map { TraceJSON.change(tradeOff.repaired[$0]) })),
            ("spared", .array(excerpt.spared.map { TraceJSON.constraint(tradeOff.spared[$0]) })),
        ]
        let left = [("losers", tradeOff.losers.count - excerpt.losers.count),
                    ("gainers", tradeOff.gainers.count - excerpt.gainers.count),
                    ("repaired", tradeOff.repaired.count - excerpt.repaired.count),
                    ("spared", tradeOff.spared.count - excerpt.spared.count)]
        if left.contains(where: { $0.1 > 0 }) {
            fields.append(("notListed", .object(left.map { ($0.0, .numberText(String($0.1))) })))
        }
        return .object(fields)
    }
}
