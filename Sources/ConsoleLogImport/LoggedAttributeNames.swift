import LayoutModel

/// The attribute names logs print: NSLayoutAttribute's (`leading`, `leadingMargin`,
/// `firstBaseline`, `centerXWithinMargins`, `baseline` = `lastBaseline`), the frame names
/// autoresizing constraints and AppKit print (`minX`, `maxY`, `midX`, `minXMargin`…), and any
/// of them capitalised (`Width`).
enum LoggedAttributeNames {
    private static let frameNames: [String: LayoutAttribute] = [
        "minX": .left, "maxX": .right, "midX": .centerX,
        "minY": .top, "maxY": .bottom, "midY": .centerY,
        "minXMargin": .leftMargin, "maxXMargin": .rightMargin,
        "minYMargin": .topMargin, "maxYMargin": .bottomMargin,
        "midXWithinMargins": .centerXWithinMargins, "midYWithinMargins": .centerYWithinMargins,
    ]

    static func attribute(_ spelling: String) -> LoggedAttribute? {
        guard let first = spelling.first else { return nil }
        let lowered = first.lowercased() + spelling.dropFirst()
        if let attribute = LayoutAttribute(name: lowered) ?? frameNames[lowered] {
            return LoggedAttribute(attribute: attribute, spelling: spelling)
        }
        return nil
    }

    /// Splits `item.attribute` at its last dot; nil when what follows is no attribute.
    static func anchor(_ text: some StringProtocol) -> (item: String, attribute: LoggedAttribute)? {
        let trimmed = text.trimmingSpaces
        guard let dot = trimmed.lastIndex(of: "."), dot > trimmed.startIndex,
              let attribute = attribute(String(trimmed[trimmed.index(after: dot)...])) else { return nil }
        return (String(trimmed[..<dot]), attribute)
    }
}
