/// Three-part references to a scroll view's generated guides, `scroll.contentGuide.top` and
/// `scroll.frameGuide.width`. The parser folds the first two parts into one dotted item name,
/// `scroll.contentGuide`, which is the name the engine gives the guide; the builder checks that
/// `scroll` is a scroll view (`ScenarioBuilder.resolveScrollGuide`).
enum ScrollGuideSyntax {
    /// The guide words, in the order UIScrollView declares its guides.
    static let guideNames = [ScenarioNames.contentGuide, ScenarioNames.frameGuide]

    /// Called with the cursor on the `.` after `item.middle`: `middle` must be a guide word, and one
    /// attribute follows. Returns the guide as an item (named `item.middle`, located at `item`) and
    /// the attribute.
    static func parseGuideAttribute(item: NameRef, middle: NameRef,
                                    _ cursor: inout TokenCursor) throws(ParseFailure) -> (item: NameRef, attribute: NameRef) {
        guard guideNames.contains(middle.name) else {
            var message = "expected one attribute after the item name, like \(item.name).\(middle.name)"
            if let guess = Suggestion.closest(to: middle.name, in: guideNames) {
                message = "unknown scroll view guide '\(middle.name)'; did you mean '\(guess)'?"
            } else {
                message += " (only a scroll view's contentGuide or frameGuide takes a third part)"
            }
            throw ParseFailure(message: message, column: middle.location.column)
        }
        _ = cursor.take(symbol: ".")
        let guide = NameRef(name: "\(item.name).\(middle.name)", location: item.location)
        let attribute = try cursor.expectIdentifier("an attribute after '\(guide.name).' (top, leading, width, …)")
        if cursor.current.isSymbol(".") {
            throw ParseFailure(message: "expected one attribute after the guide, like \(guide.name).\(attribute.name)",
                               column: cursor.current.column)
        }
        return (guide, attribute)
    }

    /// Splits a folded guide name into the scroll view's name and the guide word; nil for other names.
    static func split(_ name: String) -> (scroll: String, guide: String)? {
        guard let dot = name.lastIndex(of: ".") else { return nil }
        let guide = String(name[name.index(after: dot)...])
        guard guideNames.contains(guide) else { return nil }
        return (String(name[..<dot]), guide)
    }
}
