import Explain

/// The tie verdict after a broken constraint's kind: "ambiguous" only when no weaker constraint
/// settles the tie either (`BrokenConstraintExplanation.isAmbiguous`), as `expect … ambiguous` decides.
package enum TieText {
    package static func verdict(_ explanation: BrokenConstraintExplanation) -> String {
        guard explanation.isTie else { return "" }
        return explanation.isAmbiguous ? " (tie: ambiguous)" : " (tie, settled by weaker constraints)"
    }
}
