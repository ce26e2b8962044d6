import Cassowary
import LayoutModel

/// The numbers behind a minimal conflict, in the user's terms: what one member (the claim) asks
/// of a quantity, and what the other members need of it, as the sum of their constants when it is
/// one: "cellContentView.height = 44 … but the other 5 need 12 + 20.5 + 8 + 80 + 12 = 132.5".
///
/// Worked out by solving, not by reading equations: the other members alone (satisfiable, since
/// the set is minimal) are solved in a fresh engine with the claim as a weakest optional
/// constraint, so the quantity comes as close to the claim as they allow; it is pinned (or
/// bounded) when a required `quantity == value ± 1` added to them conflicts; and the share of
/// each member's constant is the change of that value when the constant grows by 1 (the
/// constraints are linear).
public struct ConflictArithmetic: Sendable, Equatable {
    public enum Need: String, Sendable, Equatable {
        /// The others pin the quantity to `value`.
        case exactly
        /// The others allow it no less than `value`.
        case atLeast
        /// The others allow it no more than `value`.
        case atMost
        /// The others leave it free; `value` is one solution.
        case oneSolution
    }

    /// The member whose ask is compared (an index into the logged constraints).
    public let claim: Int
    /// `cellContentView.height`, or `b.leading − a.trailing` when the claim has a second item.
    public let quantity: String
    /// The claim's relation and constant, `== 44`.
    public let asked: String
    public let value: Double
    public let need: Need
    /// The others' constants with the sign they enter the sum with, in log order, when the value
    /// (pinned or bound) is exactly their sum, each counted once up or down; empty otherwise.
    public let terms: [Double]

    /// `12 + 20.5 + 8 = 40.5`, or the value alone when it is no plain sum.
    public var sumText: String {
        guard !terms.isEmpty else { return formatNumber(value) }
        var text = ""
        for term in terms {
            if text.isEmpty {
                text = formatNumber(term)
            } else {
                text += term < 0 ? " - \(formatNumber(-term))" : " + \(formatNumber(term))"
            }
        }
        return terms.count == 1 ? text : "\(text) = \(formatNumber(value))"
    }

    /// What the others need, in words: `need cell.height = 12 + 20.5 = 32.5` (`needs` for one).
    public func needText(singular: Bool = false) -> String {
        let verb = singular ? "needs" : "need"
        return switch need {
        case .exactly: "\(verb) \(quantity) = \(sumText)"
        case .atLeast: "\(verb) \(quantity) >= \(sumText)"
        case .atMost: "\(verb) \(quantity) <= \(sumText)"
        case .oneSolution: "\(singular ? "gives" : "give") \(quantity) = \(formatNumber(value)) when it is left out"
        }
    }

    /// Works out the numbers for `claim` (a logged index among `members`, the minimal set's
    /// logged indices) in `layout`, whose constraints are the logged ones index for index; nil when
    /// the others cannot be solved alone (the set was not minimal after all).
    static func compute(claim: Int, members: [Int], layout: Layout) -> ConflictArithmetic? {
        let claimSpec = layout.constraints[claim]
        let others = members.filter { $0 != claim }
        func specs(_ change: (Int, inout LayoutConstraintSpec) -> Void) -> [LayoutConstraintSpec] {
            others.map { index in
                var spec = layout.constraints[index]
                spec.isActive = true
                change(index, &spec)
                return spec
            }
        }
        guard let value = quantity(of: claimSpec, with: specs { _, _ in }, in: layout) else { return nil }
        let canRise = !pins(claimSpec, at: value + 1, with: specs { _, _ in }, in: layout)
        let canFall = !pins(claimSpec, at: value - 1, with: specs { _, _ in }, in: layout)
        let need: Need = switch (canRise, canFall) {
        case (false, false): .exactly
        case (true, false): .atLeast
        case (false, true): .atMost
        case (true, true): .oneSolution
        }
        var terms: [Double] = []
        if need != .oneSolution {
            var total = 0.0
            var plainSum = true
            for index in others where layout.constraints[index].constant != 0 {
                guard let moved = quantity(of: claimSpec, with: specs { at, spec in if at == index { spec.constant += 1 } },
                                           in: layout) else { plainSum = false; break }
                let share = moved - value
                let sign = share.rounded()
                guard abs(share - sign) < ArithmeticTolerance.share, abs(sign) <= 1 else { plainSum = false; break }
                if sign != 0 {
                    terms.append(sign * layout.constraints[index].constant)
                    total += sign * layout.constraints[index].constant
                }
            }
            if !plainSum || terms.isEmpty || abs(total - value) > ArithmeticTolerance.share { terms = [] }
        }
        return ConflictArithmetic(claim: claim, quantity: quantityName(claimSpec), asked: asked(claimSpec),
                                  value: value, need: need, terms: terms)
    }

    /// `first − m × second` in a fresh engine holding `constraints` and the claim at the weakest
    /// priority (so the value is the one nearest the claim they allow); nil when they conflict.
    static func quantity(of claim: LayoutConstraintSpec, with constraints: [LayoutConstraintSpec], in layout: Layout) -> Double? {
        var wish = claim
        wish.priority = 1
        wish.isActive = true
        wish.identifier = nil
        wish.provenance = .source(SourceLocation(file: "wish", line: 0, column: 0))
        guard let engine = ConsoleLogProof.trial(constraints + [wish], in: layout), engine.solution().conflicts.isEmpty,
              let first = engine.value(of: claim.first) else { return nil }
        let second = claim.second.flatMap { engine.value(of: $0) } ?? 0
        return first - (claim.second == nil ? 0 : claim.multiplier) * second
    }

    /// Whether `constraints` cannot hold with the claim's quantity at `value`.
    static func pins(_ claim: LayoutConstraintSpec, at value: Double, with constraints: [LayoutConstraintSpec],
                     in layout: Layout) -> Bool {
        var probe = claim
        probe.relation = .equal
        probe.constant = value
        probe.priority = 1000
        probe.identifier = nil
        probe.isActive = true
        probe.provenance = .source(SourceLocation(file: "probe", line: 0, column: 0))
        guard let engine = ConsoleLogProof.trial(constraints + [probe], in: layout) else { return true }
        return !engine.solution().conflicts.isEmpty
    }

    static func quantityName(_ spec: LayoutConstraintSpec) -> String {
        guard let second = spec.second, spec.multiplier != 0 else { return spec.first.description }
        let factor = spec.multiplier == 1 ? "" : "\(formatNumber(spec.multiplier))*"
        return "\(spec.first) - \(factor)\(second)"
    }

    static func asked(_ spec: LayoutConstraintSpec) -> String {
        "\(spec.relation.rawValue) \(formatNumber(spec.constant))"
    }
}

/// The tolerance of the arithmetic: a constant's share of the quantity is a whole number (−1, 0
/// or 1 for a plain sum) up to the solver's rounding.
enum ArithmeticTolerance {
    static let share = 1e-6
}
