import Explain

/// What re-solving an explanation's constraints alone showed, in plain words: whether they leave
/// the broken constraint off by the same amount (sufficient), and whether leaving any one of them
/// out changes that amount (minimal: the definition that can always hold, docs/concepts.md,
/// "Explanations"). Members without which it would be off by more are named: they limit the damage.
package enum VerificationText {
    package static func sentence(_ explanation: BrokenConstraintExplanation) -> String {
        switch (explanation.sufficiency, explanation.minimality) {
        case (.passed, .passed):
            return "checked: these constraints alone leave it off by the same amount, and leaving out any one of them changes that"
                + limitingClause(explanation.limiting)
        case (.passed, _):
            return "checked: these constraints alone leave it off by the same amount, but some of them can be left out "
                + "without changing that (the set is more than the explanation needs)"
        case (.failed, _):
            return "NOT confirmed: these constraints alone do not leave it off by the same amount when re-solved"
        case (.notChecked, _):
            return "not checked by re-solving"
        }
    }

    /// ` (without `x >= 20 "floor"` it would be off by more: it limits the damage)`; more than two
    /// members are counted, not named, to keep the line short.
    private static func limitingClause(_ limiting: [String]) -> String {
        switch limiting.count {
        case 0: return ""
        case 1: return " (without `\(limiting[0])` it would be off by more: it limits the damage)"
        case 2: return " (without `\(limiting[0])` or `\(limiting[1])` it would be off by more: they limit the damage)"
        default: return " (without any one of \(limiting.count) of them it would be off by more: they limit the damage)"
        }
    }
}
