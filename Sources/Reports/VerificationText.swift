import Explain

/// What re-solving an explanation's constraints alone showed, in plain words: whether they give
/// the broken constraint the same error (sufficient), and whether leaving any one of them out
/// lowers it (minimal, the definition that can always be checked).
package enum VerificationText {
    package static func sentence(_ explanation: BrokenConstraintExplanation) -> String {
        switch (explanation.sufficiency, explanation.minimality) {
        case (.passed, .passed):
            return "checked: these constraints alone give the same error, and leaving any one of them out lowers it"
        case (.passed, _):
            return "checked: these constraints alone give the same error, but leaving some of them out does not lower it "
                + "(they are more than the error needs)"
        case (.failed, _):
            return "NOT confirmed: these constraints alone do not give the same error when re-solved"
        case (.notChecked, _):
            return "not checked by re-solving"
        }
    }
}
