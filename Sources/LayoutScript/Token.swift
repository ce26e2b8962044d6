/// One token of a scenario line. Columns are 1-based and count characters (grapheme clusters).
struct Token: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        case identifier
        case number
        /// A quoted string; `text` holds the decoded value.
        case string
        /// Punctuation and operators: `.`, `==`, `@`, `{`, …
        case symbol
        /// End of the line (or the start of a comment).
        case end
    }

    var kind: Kind
    var text: String
    var number: Double = 0
    var column: Int

    func isSymbol(_ symbol: String) -> Bool { kind == .symbol && text == symbol }
    func isWord(_ word: String) -> Bool { kind == .identifier && text == word }

    var isRelation: Bool { kind == .symbol && (text == "==" || text == ">=" || text == "<=") }

    /// How the token is named in "found …" messages.
    var quoted: String {
        switch kind {
        case .identifier, .symbol, .number: return "'\(text)'"
        case .string: return "a string"
        case .end: return "end of line"
        }
    }
}
