import LayoutModel

/// Edits a step makes: `activate "id"`, `deactivate "id"`, `remove "id"`, `set …`, `screen W x H`.
enum EditParser {
    /// `activate "a", "b"` (also deactivate and remove).
    static func parseIdentifiers(_ cursor: inout TokenCursor, verb: String) throws(ParseFailure) -> [IdentifierRef] {
        var identifiers: [IdentifierRef] = []
        repeat {
            identifiers.append(try cursor.expectIdentifierString("the identifier of a constraint to \(verb), in quotes"))
        } while cursor.take(symbol: ",")
        try cursor.expectEnd("',' and another identifier, or end of line")
        return identifiers
    }

    /// After `set`: `name.text "Hi"`, `name hidden true`, `"id".priority 999`, `"id".constant 20`,
    /// `screen 480 x 320`.
    static func parseSet(_ cursor: inout TokenCursor) throws(ParseFailure) -> EditSyntax {
        if cursor.current.kind == .string {
            let identifier = try cursor.expectIdentifierString("a constraint identifier")
            _ = cursor.take(symbol: ".")
            let fieldToken = cursor.current
            guard fieldToken.kind == .identifier, let field = ConstraintField(rawValue: fieldToken.text) else {
                throw cursor.failure("'priority' or 'constant' (the only things a constraint lets you change)")
            }
            cursor.advance()
            _ = cursor.take(symbol: "=")
            let value = field == .priority ? try cursor.expectPriority() : try cursor.expectNumber("the new constant")
            try cursor.expectEnd()
            return .setConstraint(identifier, field, value)
        }
        if cursor.current.isWord("screen"), !cursor.peek().isSymbol(".") {
            cursor.advance()
            let size = try cursor.expectSize("screen")
            try cursor.expectEnd()
            return .screen(size)
        }
        let name = try cursor.expectIdentifier("a view name, a constraint identifier in quotes, or 'screen'")
        _ = cursor.take(symbol: ".")
        guard !cursor.atEnd else { throw cursor.failure("a property to set (text, hidden, hugging, spacing, …)") }
        let properties = try PropertyParser.parseList(&cursor)
        try cursor.expectEnd()
        return .setItem(name, properties)
    }
}
