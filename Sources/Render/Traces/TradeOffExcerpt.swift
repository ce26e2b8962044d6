/// Which entries of a quoted trade-off's lists are named. One move can stretch every label of a
/// stack at once; quoting it in full under each of N explanations would make `explain` print N²
/// lines. An explanation names the constraints it is about (its broken constraint and its
/// explanation set) wherever they are in a list, and at most `others` more of each list, the first
/// in the list's order; the rest are counted (`TradeOffText`: "and 12 more …").
public struct TradeOffExcerpt: Sendable, Equatable {
    /// How many constraints of one list are named beyond those the explanation is about.
    public static let others = 5

    /// Positions named in each list, ascending.
    public let losers: [Int]
    public let repaired: [Int]
    public let gainers: [Int]
    public let spared: [Int]

    public init(losers: [Int], repaired: [Int], gainers: [Int], spared: [Int]) {
        self.losers = losers
        self.repaired = repaired
        self.gainers = gainers
        self.spared = spared
    }

    /// Every entry of each list named: what `trace` shows.
    public static func whole(_ tradeOff: TracedTradeOff) -> TradeOffExcerpt {
        TradeOffExcerpt(losers: Array(tradeOff.losers.indices), repaired: Array(tradeOff.repaired.indices),
                        gainers: Array(tradeOff.gainers.indices), spared: Array(tradeOff.spared.indices))
    }

    /// The positions named in a list of `count` entries: `preferred` (positions, any order), then
    /// the first positions not preferred, up to `others`. The cost is that of what is named, not of
    /// the list.
    public static func named(count: Int, preferred: [Int]) -> [Int] {
        let wanted = Set(preferred.filter { $0 >= 0 && $0 < count })
        var chosen = Array(wanted)
        var position = 0
        var more = 0
        while more < others, position < count {
            if !wanted.contains(position) {
                chosen.append(position)
                more += 1
            }
            position += 1
        }
        return chosen.sorted()
    }
}
