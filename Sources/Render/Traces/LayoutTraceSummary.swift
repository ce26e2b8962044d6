/// How many of each kind of event a trace holds: the line that ends a trace.
public struct LayoutTraceSummary: Sendable, Equatable {
    public var adds = 0
    public var removals = 0
    public var pivots = 0
    public var shifts = 0
    public var tradeOffs = 0
    public var failures = 0

    public init(_ events: [LayoutTraceEvent]) {
        for event in events {
            switch event {
            case .added: adds += 1
            case .removed: removals += 1
            case .pivot: pivots += 1
            case .shift: shifts += 1
            case .tradeOff: tradeOffs += 1
            case .failed: failures += 1
            case .edit, .editVariableAdded, .editVariableRemoved, .suggested, .recovered: break
            }
        }
    }

    /// `12 adds, 0 removals, 5 pivots, 3 shifts, 1 trade-off, 0 failures`.
    public var text: String {
        [counted(adds, "add"), counted(removals, "removal"), counted(pivots, "pivot"), counted(shifts, "shift"),
         counted(tradeOffs, "trade-off"), counted(failures, "failure")].joined(separator: ", ")
    }

    private func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
