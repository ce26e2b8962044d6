extension String {
    /// This text followed by spaces up to `width` characters, for columns; never cut. Foundation's
    /// `padding(toLength:withPad:startingAt:)` bridges to NSString on every call (most of the time of
    /// a large `solve` report) and counts UTF-16 units where our column widths count characters.
    public func padded(toWidth width: Int) -> String {
        let missing = width - count
        guard missing > 0 else { return self }
        var text = self
        // Spaces cut from one shared run: no new string of spaces per line of a long report.
        if missing <= Self.spaceRun.count {
            text += Self.spaceRun.prefix(missing)
        } else {
            text += String(repeating: " ", count: missing)
        }
        return text
    }

    private static let spaceRun = String(repeating: " ", count: 128)
}
