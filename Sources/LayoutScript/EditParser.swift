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
        var properties: [PropertySyntax] = []
        while !cursor.atEnd, !cursor.current.isWord(withoutInvalidating) {
            properties.append(try PropertyParser.parse(&cursor))
            _ = cursor.take(symbol: ",")
        }
        guard !properties.isEmpty else { throw cursor.failure("a property to set before '\(withoutInvalidating)'") }
        let invalidates = !cursor.take(word: withoutInvalidating)
        try cursor.expectEnd("end of line after '\(withoutInvalidating)'")
        return .setItem(name, properties, invalidates: invalidates)
    }

    /// The word after a `set` line whose change the view does not report (no
    /// invalidateIntrinsicContentSize), so Auto Layout keeps the size it measured last.
    static let withoutInvalidating = "withoutInvalidating"

    /// After `remove` (or `removeFromSuperview`): one view name.
    static func parseRemoveView(_ cursor: inout TokenCursor) throws(ParseFailure) -> EditSyntax {
        let name = try cursor.expectIdentifier("the name of a view to remove from its superview")
        try cursor.expectEnd("end of line (one view per 'remove'; constraint identifiers go in quotes)")
        return .removeView(name)
    }

    /// After `add`: `card to root`, `b to row at 0`.
    static func parseAddView(_ cursor: inout TokenCursor) throws(ParseFailure) -> EditSyntax {
        let name = try cursor.expectIdentifier("the name of a removed view to add back")
        guard cursor.take(word: "to") else { throw cursor.failure("'to' and the new superview (add \(name.name) to root)") }
        let parent = try cursor.expectIdentifier("the view to add '\(name.name)' to")
        var index: Int?
        if cursor.take(word: "at") {
            let column = cursor.current.column
            let value = try cursor.expectNumber("an index in the stack's arranged views")
            guard value >= 0, value == value.rounded(), value < 1_000_000 else {
                throw ParseFailure(message: "an arranged index is a whole number from 0", column: column)
            }
            index = Int(value)
        }
        try cursor.expectEnd("'at' and an index in the stack's arranged views, or end of line")
        return .addView(name, parent: parent, arrangedIndex: index)
    }

    /// After `invalidate`: `field`, `a, b`.
    static func parseInvalidate(_ cursor: inout TokenCursor) throws(ParseFailure) -> EditSyntax {
        var names: [NameRef] = []
        repeat {
            names.append(try cursor.expectIdentifier("the name of a view whose intrinsic size to measure again"))
        } while cursor.take(symbol: ",")
        try cursor.expectEnd("',' and another view, or end of line")
        return .invalidate(names)
    }
}
