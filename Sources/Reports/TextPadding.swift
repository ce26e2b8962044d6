extension String {
    /// This text followed by spaces up to `width` characters, for columns; never cut. Foundation's
    /// `padding(toLength:withPad:startingAt:)` bridges to NSString on every call (most of the time of
    /// a large `solve` report) and counts UTF-16 units where our column widths count characters.
    public func padded(toWidth width: Int) -> String {
        let missing = width - count
        return missing > 0 ? self + String(repeating: " ", count: missing) : self
    }
}
