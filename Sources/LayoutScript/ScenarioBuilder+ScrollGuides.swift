import LayoutModel

/// Names of scroll views' generated guides (`scroll.contentGuide`, `scroll.frameGuide`): the
/// parser folds `scroll.contentGuide.top` into the item `scroll.contentGuide`; here the first part
/// must turn out to be a scroll view, because only UIScrollView has these guides.
extension ScenarioBuilder {
    /// The engine's name for the guide, or nil after logging why the first part is not a scroll view.
    mutating func resolveScrollGuide(_ reference: NameRef, scroll: String, guide: String) -> String? {
        // `safeArea.contentGuide` resolves to the safe-area guide so the message can say what it is.
        guard let scrollName = resolveItem(NameRef(name: scroll, location: reference.location), role: "view",
                                           allowSafeArea: true) else { return nil }
        return checkScrollView(scrollName, subject: "'\(scroll)'", guide: guide, at: reference.location)
    }

    /// `superview.contentGuide`: the guide of `parent`, which must be a scroll view.
    mutating func resolveSuperviewGuide(parent: String, of other: String, guide: String,
                                        at location: SourceLocation) -> String? {
        checkScrollView(parent, subject: "the superview of '\(other)' ('\(parent)')", guide: guide, at: location)
    }

    private mutating func checkScrollView(_ name: String, subject: String, guide: String,
                                          at location: SourceLocation) -> String? {
        if items[name]?.kind == .scrollView { return "\(name).\(guide)" }
        let what = items[name].map { Self.phrase(for: $0.kind) } ?? "a layout guide"
        log.error("\(subject) is \(what), not a scroll view; only a scroll view has a \(guide)", at: location)
        return nil
    }

    private static func phrase(for kind: ViewKind) -> String {
        switch kind {
        case .view: return "a view"
        case .label: return "a label"
        case .button: return "a button"
        case .textField: return "a text field"
        case .imageView: return "an image view"
        case .switchControl: return "a switch"
        case .stackView: return "a stack view"
        case .scrollView: return "a scroll view"
        case .layoutGuide: return "a layout guide"
        }
    }
}
