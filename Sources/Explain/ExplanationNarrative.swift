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
            let outcome = member.error > 0 ? "is itself off by \(formatNumber(member.error))" : "holds" + valuePhrase(member)
            if member.priority > target.priority {
                lines.append("\(who) at \(formatNumber(member.priority)) is stronger than \(priority), so it is settled first: it \(outcome).")
            } else {
                lines.append("\(who) has the same priority \(priority); at that level the solver minimizes the sum of the errors, and it \(outcome).")
            }
        }
        lines.append("So \(offPhrase()).")
        switch (kind, isTie) {
        case (.lostToStronger, _):
            lines.append("It lost to stronger constraints; no trade-off at its own priority is involved.")
        case (.tradeOff, false):
            lines.append("It lost a trade-off at priority \(priority): breaking it by \(formatNumber(target.error)) costs less than any alternative at that level.")
        case (.tradeOff, true) where isAmbiguous:
            lines.append("The alternatives cost the same: at priority \(priority) and above its error could be anything from "
                + "\(formatNumber(range.lower)) to \(formatNumber(range.upper)), so the priorities do not decide it (ambiguity); "
                + "the solution has \(formatNumber(target.error)).")
        case (.tradeOff, true):
            // A tie at its level that weaker constraints settle is not ambiguity (`AmbiguityRule`).
            lines.append("At priority \(priority) and above its error could be anything from "
                + "\(formatNumber(range.lower)) to \(formatNumber(range.upper)) at the same cost; weaker constraints settle it "
                + "at \(formatNumber(target.error)), so the layout is not ambiguous.")
        }
        return lines
    }

    /// `: name.width = 46` for a constraint on one variable.
    private func valuePhrase(_ member: ExplainableConstraint) -> String {
        let terms = member.lowered.expression.terms
        guard terms.count == 1 else { return "" }
        return " (\(terms[0].variable.name) = \(formatNumber(clean(valueOf(terms[0].variable)))))"
    }

    /// `level.width is 250 where this constraint wants <= 65: off by 185`.
    private func offPhrase() -> String {
        let expression = target.lowered.expression
        let off = "off by \(formatNumber(target.error))"
        guard expression.terms.count == 1, expression.terms[0].coefficient != 0 else {
            return "`\(target.syntax)` is \(off)"
        }
        let term = expression.terms[0]
        // a·v + k (rel) 0  ⇔  v (rel, flipped when a < 0) −k/a
        var relation = target.lowered.relation
        if term.coefficient < 0 {
            relation = relation == .lessOrEqual ? .greaterOrEqual : relation == .greaterOrEqual ? .lessOrEqual : .equal
        }
        let wanted = formatNumber(clean(-expression.constant / term.coefficient))
        return "\(term.variable.name) is \(formatNumber(clean(valueOf(term.variable)))) where `\(target.syntax)` "
            + "(\(target.source)) wants \(relation.rawValue) \(wanted): \(off)"
    }

    private func clean(_ value: Double) -> Double {
        let rounded = value.rounded()
        return abs(value - rounded) < LayoutTolerance.snap ? rounded : value
    }
}
