import LayoutModel

extension String {
    /// This text followed by spaces up to `width` characters, for columns; never cut. Foundation's
    /// `padding(toLength:withPad:startingAt:)` bridges to NSString on every call (most of the time of
    /// a large `solve` report) and counts UTF-16 units where our column widths count characters.
    public func padded(toWidth width: Int) -> String {
        let missing = width - characterCount
        guard missing > 0 else { return self }
        // Runs of spaces made once: no new string of spaces per line of a long report, and no
        // slice of one (appending a slice counts its characters).
        return self + (missing < Self.spaceRuns.count ? Self.spaceRuns[missing] : String(repeating: " ", count: missing))
    }

    /// `spaceRuns[n]` is n spaces.
    private static let spaceRuns = (0..<128).map { String(repeating: " ", count: $0) }

    /// `count`, read from the bytes when each is one character: counting characters walks
    /// grapheme boundaries, a tenth of a large `solve` report's time.
    public var characterCount: Int { hasOneCharacterPerByte ? utf8.count : count }
}
