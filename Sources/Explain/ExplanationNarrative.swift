import Cassowary
import LayoutModel

/// The explanation in sentences: which sums the required constraints pin, which stronger or equal
/// constraints decided and at what priority, and how far the broken constraint ends up. Every
/// number comes from the layout's solution or from the verified explanation system.
struct ExplanationNarrative {
    let target: ExplainableConstraint
    let members: [ExplainableConstraint]
    let kind: BrokenConstraintExplanation.Kind
    let isTie: Bool
    let isAmbiguous: Bool
    let range: (lower: Double, upper: Double)
    let pinnedSums: [PinnedSums.Sum]
    let valueOf: (Variable) -> Double

    var sentences: [String] {
        var lines: [String] = []
        let required = members.filter(\.isRequired)
        if !pinnedSums.isEmpty {
            lines.append("The required constraints make \(pinnedSums.map { "`\($0.text)`" }.joined(separator: " and ")).")
        } else if !required.isEmpty {
            lines.append("The required \(required.map { "`\($0.syntax)`" }.joined(separator: ", ")) always "
                + (required.count == 1 ? "holds." : "hold."))
        }
        let priority = formatNumber(target.priority)
        for member in members where !member.isRequired {
            let who = "`\(member.syntax)` (\(member.source))"
            let outcome = member.error > 0 ? "is itself off by \(amount(member.error, of: member))" : "holds" + valuePhrase(member)
            if member.priority > target.priority {
                lines.append("\(who) at \(formatNumber(member.priority)) is stronger than \(priority), so it is settled first: it \(outcome).")
            } else {
                lines.append("\(who) has the same priority \(priority); among constraints of one priority Auto Layout keeps "
                    + "the total they miss by as small as it can, and this one \(outcome).")
            }
        }
        lines.append("So \(offPhrase()).")
        let off = amount(target.error, of: target)
        switch (kind, isTie) {
        case (.lostToStronger, _):
            let stronger = members.filter { $0.priority > target.priority }.map(\.priority).min()
            lines.append("It lost to stronger constraints"
                + (stronger.map { " (priority \(formatNumber($0))\($0 < Priority.required.value ? " and above" : ""))" } ?? "")
                + "; no trade-off at its own priority \(priority) is involved.")
        case (.tradeOff, false):
            lines.append("It lost a trade-off at priority \(priority): giving way by \(off) here leaves less missed in total "
                + "at that priority than any alternative.")
        case (.tradeOff, true) where isAmbiguous:
            lines.append("The alternatives cost the same: at priority \(priority) and above it could be off by anything from "
                + "\(amount(range.lower, of: target)) to \(amount(range.upper, of: target)), so the priorities do not decide it "
                + "(ambiguity); this layout leaves it off by \(off).")
        case (.tradeOff, true):
            // A tie at its level that weaker constraints settle is not ambiguity (`AmbiguityRule`).
            lines.append("At priority \(priority) and above it could be off by anything from "
                + "\(amount(range.lower, of: target)) to \(amount(range.upper, of: target)) at the same cost; weaker "
                + "constraints settle it at \(off), so the layout is not ambiguous.")
        }
        return lines
    }

    /// `185 pt` for a layout constraint, `185` for a plain linear one.
    private func amount(_ value: Double, of constraint: ExplainableConstraint) -> String {
        constraint.sides?.amount(value) ?? formatNumber(value)
    }

    /// `: name.width = 46` for a constraint on one variable.
    private func valuePhrase(_ member: ExplainableConstraint) -> String {
        let terms = member.lowered.expression.terms
        guard terms.count == 1 else { return "" }
        return " (\(terms[0].variable.name) = \(formatNumber(clean(valueOf(terms[0].variable)))))"
    }

    /// What the constraint asks for and what the layout gives, in the form it was written:
    /// `` `level.width <= 65 @250` (…) asks for `level.width <= 65` and gets `level.width = 250`: 185 pt more than it allows ``.
    private func offPhrase() -> String {
        let relation = target.lowered.relation
        guard let sides = target.sides else { return "`\(target.syntax)` is off by \(formatNumber(target.error))" }
        // The lowered expression is `left − right − constant`: its value is how far the layout moved the constant.
        let expression = target.lowered.expression
        let offset = expression.terms.reduce(expression.constant) { $0 + $1.coefficient * valueOf($1.variable) }
        let side: String
        switch relation {
        case .lessOrEqual: side = "more than it allows"
        case .greaterOrEqual: side = "less than it needs"
        case .equal: side = offset > 0 ? "more than it asks" : "less than it asks"
        }
        return "`\(target.syntax)` (\(target.source)) asks for `\(sides.asked(relation))` and gets `\(sides.given(offset: offset))`: "
            + "\(sides.amount(abs(offset))) \(side)"
    }

    private func clean(_ value: Double) -> Double {
        let rounded = value.rounded()
        return abs(value - rounded) < LayoutTolerance.snap ? rounded : value
    }
}
