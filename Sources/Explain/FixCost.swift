import Cassowary
import LayoutModel

/// What a verified fix does to the rest of the layout, which ranks it (docs/concepts.md, "How
/// fixes are ranked") and becomes its cautions: the views it moves outside their superview, the
/// views it squeezes below their content or to nothing, the optional constraints it newly
/// breaks, and how many of the step's other problems it removes as well. `explain --json` writes
/// it out with each fix (docs/json.md).
public struct FixCost: Sendable {
    /// Views (relative frame) that now stick out of their superview and did not before.
    public internal(set) var offScreen: [String] = []
    /// Views whose compression resistance newly breaks: their content no longer fits.
    public internal(set) var squeezed: [String] = []
    /// Views with a size that was not zero and now is, with the side(s) it lost.
    public internal(set) var collapsed: [(item: String, words: String)] = []
    /// Views shown with the fix that were ambiguous before it and still are.
    public internal(set) var stillAmbiguous: [String] = []
    /// Priorities of the optional constraints the fix newly breaks (or removes), highest first.
    public internal(set) var newlyBroken: [Double] = []
    /// Problems of the step besides the fixed one that the fix removes too.
    public internal(set) var alsoRemoved = 0
    /// The newly broken constraints that are findings as severe as the fixed one, or more: the
    /// fix moves the problem (a stretch from one label to the other) rather than removing it.
    public internal(set) var trades: [Trade] = []

    /// Views that were squeezed below their content and no longer are: where some view has to be
    /// squeezed (too little room for every text), a fix that squeezes another instead trades one
    /// harm for another rather than adding one.
    public internal(set) var relieved: [String] = []

    /// A finding a fix makes in place of the one it removes.
    public struct Trade: Sendable {
        /// The newly broken constraint, in the scenario syntax.
        public let constraint: String
        /// How far it is from holding after the fix.
        public let error: Double
        /// Its severity, and that of the finding the fix removes (never more severe than this one).
        public let severity: FindingSeverity, fixedSeverity: FindingSeverity
        /// The view that now stretches, when the constraint is that view's hugging.
        public let stretchedView: String?
    }

    public init() {}

    /// Views harmed: a view both squeezed and collapsed counts once.
    public var harmedViews: Int {
        Set(offScreen + squeezed + collapsed.map(\.item)).count
    }

    /// Views harmed less views relieved: what ranks fixes.
    public var netHarm: Int { harmedViews - Set(relieved).count }

    /// Ranks two fixes: fewer views harmed, then more of the step's problems removed, then the
    /// weakest newly broken constraints (the highest priority broken decides, then how many).
    /// Nil when they cost the same, for the caller's own order (`FixKind`, then candidate order).
    static func isCheaper(_ a: FixCost, than b: FixCost) -> Bool? {
        if a.netHarm != b.netHarm { return a.netHarm < b.netHarm }
        if a.alsoRemoved != b.alsoRemoved { return a.alsoRemoved > b.alsoRemoved }
        let highestA = a.newlyBroken.first ?? 0, highestB = b.newlyBroken.first ?? 0
        if highestA != highestB { return highestA < highestB }
        if a.newlyBroken.count != b.newlyBroken.count { return a.newlyBroken.count < b.newlyBroken.count }
        return nil
    }

    /// The cautions a developer should read before applying the fix, in a fixed order.
    public var cautions: [String] {
        var lines = collapsed.map { "it collapses `\($0.item)` \($0.words)" }
        let collapsedNames = Set(collapsed.map(\.item))
        lines += squeezed.filter { !collapsedNames.contains($0) }.map { "it squeezes `\($0)` below its content size" }
        lines += offScreen.map { "it moves `\($0)` outside its superview" }
        lines += stillAmbiguous.map { "it leaves `\($0)` ambiguous" }
        lines += trades.map(\.caution)
        return lines
    }

    /// True when a relative frame lies outside a superview of `size` (beyond the tolerance).
    static func sticksOut(_ frame: Rect, of size: Size) -> Bool {
        let slack = LayoutTolerance.sameLength
        return frame.x < -slack || frame.y < -slack
            || frame.x + frame.width > size.width + slack || frame.y + frame.height > size.height + slack
    }

    /// The view a newly broken constraint stretches: the owner of a broken hugging (a content-size `<=`).
    static func stretchedOwner(_ spec: LayoutConstraintSpec) -> String? {
        guard case let .generated(generator) = spec.provenance, generator.kind == .contentSize,
              spec.relation == .lessOrEqual else { return nil }
        return generator.owner
    }

    /// The views a newly broken constraint squeezes: the owner of a broken compression
    /// resistance (a content-size `>=`).
    static func squeezedOwner(_ spec: LayoutConstraintSpec) -> String? {
        guard case let .generated(generator) = spec.provenance, generator.kind == .contentSize,
              spec.relation == .greaterOrEqual else { return nil }
        return generator.owner
    }
}

extension FixCost.Trade {
    /// "`name` stretches instead: its hugging `name.width <= 46 @251` is off by 185 pt, so the note
    /// moves rather than goes"; "`gap.width == 20 @300` breaks instead, off by 4 pt: a warning in
    /// place of a note".
    var caution: String {
        let off = "off by \(formatNumber(error)) pt"
        let what = stretchedView.map { "`\($0)` stretches instead: its hugging `\(constraint)` is \(off)" }
            ?? "`\(constraint)` breaks instead, \(off)"
        return severity == fixedSeverity
            ? what + ", so the \(fixedSeverity.name) moves rather than goes"
            : what + ": a \(severity.name) in place of a \(fixedSeverity.name)"
    }
}
