import Cassowary

/// The words a trade-off is told in. `trace` keeps the solver's own (errors of rows, rows left
/// violated) for people who read the algorithm; `explain` speaks Auto Layout (how far in points a
/// constraint is off, left unmet). The sentences are the same; only these words differ.
public enum TradeOffVocabulary: Sendable {
    case solver
    case autoLayout

    /// After the constraint's name: how far it gives way, and its error before and after.
    func loss(_ change: TracedErrorChange) -> String {
        switch self {
        case .solver:
            return " gives way by \(formatNumber(change.after - change.before))" + Self.errors(change)
        case .autoLayout:
            let amount = { (value: Double) in Self.amount(value, change.constraint) }
            return " gives way by \(amount(change.after - change.before)) (off by \(amount(change.before)) before, "
                + "\(amount(change.after)) after)"
        }
    }

    /// After the name of a constraint the move made hold (or brought closer) that was violated.
    func repaired(_ change: TracedErrorChange) -> String {
        switch self {
        case .solver:
            return change.after == 0
                ? "holds now (its row was violated by \(formatNumber(change.before)))"
                : "is violated by \(formatNumber(change.after)) now, was \(formatNumber(change.before))"
        case .autoLayout:
            return change.after == 0
                ? "holds (it was off by \(Self.amount(change.before, change.constraint)))"
                : "is off by \(Self.amount(change.after, change.constraint)) instead of \(Self.amount(change.before, change.constraint))"
        }
    }

    /// After the name of an optional constraint the move brought closer.
    func gained(_ change: TracedErrorChange) -> String {
        switch self {
        case .solver:
            return (change.after == 0 ? "holds" : "gets closer") + Self.errors(change)
        case .autoLayout:
            return change.after == 0
                ? "holds (it was off by \(Self.amount(change.before, change.constraint)))"
                : "gets closer (off by \(Self.amount(change.after, change.constraint)) instead of "
                    + "\(Self.amount(change.before, change.constraint)))"
        }
    }

    /// What a constraint not made to hold is: a violated row, or an unmet constraint.
    var unmet: String { self == .solver ? "violated" : "unmet" }

    /// Why the move did not leave the repaired constraint unmet when it is no stronger.
    var noCheaper: String { self == .solver ? "that would cost no less" : "that would cost no less at its priority" }

    /// ` (error 0 -> 20)`.
    static func errors(_ change: TracedErrorChange) -> String {
        " (error \(formatNumber(change.before)) -> \(formatNumber(change.after)))"
    }

    /// `20 pt` for a layout constraint, `20` for a plain linear one.
    static func amount(_ value: Double, _ constraint: TracedConstraint) -> String {
        formatNumber(value) + (constraint.origin == .linear ? "" : " pt")
    }
}

/// A solver trade-off in words: which constraint gave way and by how much, which one that let
/// hold or come closer, and which could have given way instead. `trace` and `explain` both write
/// it here, each in its own vocabulary.
public enum TradeOffText {
    /// The trade-off's lines; with an `excerpt`, only the entries it names, and a count of the
    /// rest after each list.
    public static func lines(_ tradeOff: TracedTradeOff, in words: TradeOffVocabulary, indent: String,
                             excerpt: TradeOffExcerpt? = nil) -> [String] {
        let shown = excerpt ?? .whole(tradeOff)
        let losers = shown.losers.map { tradeOff.losers[$0] }
        let repaired = shown.repaired.map { tradeOff.repaired[$0] }
        let gainers = shown.gainers.map { tradeOff.gainers[$0] }
        let spared = shown.spared.map { tradeOff.spared[$0] }
        var lines: [String] = []
        for (offset, loss) in losers.enumerated() {
            let lead = offset == 0 ? "trade-off: " : "  and "
            lines.append(indent + lead + LayoutTraceText.named(loss.constraint) + words.loss(loss))
        }
        if let more = unnamed(tradeOff.losers.count, losers.count) {
            lines.append(indent + "  and \(more) gave way by the same move")
        }
        let benefits = repaired.map { LayoutTraceText.named($0.constraint) + " " + words.repaired($0) }
            + gainers.map { LayoutTraceText.named($0.constraint) + " " + words.gained($0) }
        for (offset, benefit) in benefits.enumerated() {
            lines.append(indent + (offset == 0 ? "  so that " : "  and ") + benefit)
        }
        if let more = unnamed(tradeOff.repaired.count + tradeOff.gainers.count, benefits.count) {
            lines.append(indent + "  and \(more) held or came closer by the same move")
        }
        let weakest = tradeOff.losers.map(\.constraint.priority).max() ?? 0
        let mentioned = (losers + gainers + repaired).map(\.constraint)
        for kept in spared {
            // Named in full once; the syntax is enough to follow it after that.
            let name = mentioned.contains(kept) ? LayoutTraceText.quoted(kept) : LayoutTraceText.named(kept)
            // The constraint just made to hold was itself the alternative: it could have stayed unmet.
            if repaired.contains(where: { $0.constraint == kept }) {
                let why = kept.priority > weakest ? "it is stronger" : words.noCheaper
                lines.append(indent + "  rather than leave " + name + " \(words.unmet): \(why)")
                continue
            }
            let why = kept.priority > weakest ? "but is stronger" : "at no lower cost"
            lines.append(indent + "  rather than " + name + ", which could have given way instead \(why)")
        }
        if let more = unnamed(tradeOff.spared.count, spared.count) {
            lines.append(indent + "  and \(more) could have given way instead")
        }
        return lines
    }

    /// "12 more constraints" when `named` of `count` entries were named; nil when all were.
    private static func unnamed(_ count: Int, _ named: Int) -> String? {
        let rest = count - named
        guard rest > 0 else { return nil }
        return "\(rest) more constraint" + (rest == 1 ? "" : "s")
    }
}
