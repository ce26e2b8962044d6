import LayoutModel

/// Where a line sits, which decides what it may contain.
struct LineContext {
    var inStep: Bool
    /// The kind of the enclosing `{ … }` view declaration, when there is one (property lines allowed).
    var inDeclaration: Bool
    var isTopLevel: Bool { !inStep && !inDeclaration }
}

/// Parses one line (already tokenized) into a statement. Block structure is the reader's job.
enum StatementParser {
    static let statementKeywords = [
        "title", "screen", "safeArea", "compatibility", "metric", "tolerance", "var", "root", "note", "expect",
        "step", "activate", "deactivate", "remove", "set", "inactive", "add", "removeFromSuperview", "invalidate",
    ]

    enum Line {
        case statement(StatementKind)
        case property([PropertySyntax])
    }

    /// True when the line reads as an equation, whatever its first word: `title.width == 10`.
    static func looksLikeExpression(_ cursor: TokenCursor) -> Bool {
        let first = cursor.current
        if first.kind == .number || first.isSymbol("-") || first.isSymbol("+") || first.isSymbol("(") { return true }
        let second = cursor.peek()
        // `screen -320 x 568`, `safeArea -10 0 0 0`, `tolerance -1`: a negative number after a
        // statement that takes numbers is that statement (and gets the "must not be negative"
        // error), unless a relation or operator follows, as in `screen - 320 == 0`.
        if ["screen", "safeArea", "safearea", "tolerance"].contains(first.text), second.isSymbol("-"),
           cursor.peek(2).kind == .number, !continuesExpression(cursor.peek(3)) {
            return false
        }
        return second.isSymbol(".") || second.isRelation || second.isSymbol("*") || second.isSymbol("/")
            || second.isSymbol("+") || second.isSymbol("-") || second.isSymbol("=") || second.isSymbol("<") || second.isSymbol(">")
    }

    private static func continuesExpression(_ token: Token) -> Bool {
        token.isRelation || ["+", "-", "*", "/", "=", "<", ">", "@"].contains { token.isSymbol($0) }
    }

    static func parse(_ cursor: inout TokenCursor, context: LineContext) throws(ParseFailure) -> Line {
        let first = cursor.current
        // `spacing -4` is a property even though `spacing - 4` could start an equation.
        if context.inDeclaration, PropertyParser.isKeyword(first), !cursor.peek().isSymbol("."), !cursor.peek().isRelation {
            let properties = try PropertyParser.parseList(&cursor)
            try cursor.expectEnd()
            return .property(properties)
        }
        guard first.kind == .identifier, !looksLikeExpression(cursor) else {
            return .statement(.constraint(try ConstraintParser.parse(&cursor)))
        }
        if let kind = Keywords.kind(named: first.text) {
            return .statement(.declaration(try DeclarationParser.parse(&cursor, kind: kind)))
        }
        let keyword = first.text == "safearea" ? "safeArea" : first.text
        switch keyword {
        case "inactive":
            return .statement(.constraint(try ConstraintParser.parse(&cursor)))
        case "note":
            cursor.advance()
            let text = try cursor.expectString("the note's text in quotes")
            try cursor.expectEnd()
            return .statement(.note(text))
        case "expect":
            cursor.advance()
            return .statement(try ExpectationParser.parse(&cursor))
        case "screen":
            cursor.advance()
            let size = try cursor.expectSize("screen")
            try cursor.expectEnd()
            return .statement(context.inStep ? .edit(.screen(size)) : .screen(size))
        case "safeArea" where context.inStep:
            // Inside a step the safe area is an edit (a rotation moves it); sides left out stay.
            cursor.advance()
            let insets = try parseInsets(&cursor)
            try cursor.expectEnd()
            return .statement(.edit(.safeArea(insets)))
        case "activate", "deactivate", "remove", "set", "add", "removeFromSuperview", "invalidate":
            guard context.inStep else {
                throw ParseFailure(message: "'\(keyword)' is an edit and belongs inside a step \"…\" { … } block", column: first.column)
            }
            cursor.advance()
            switch keyword {
            case "set": return .statement(.edit(try EditParser.parseSet(&cursor)))
            case "remove" where cursor.current.kind == .identifier, "removeFromSuperview":
                return .statement(.edit(try EditParser.parseRemoveView(&cursor)))
            case "remove": return .statement(.edit(.remove(try EditParser.parseIdentifiers(&cursor, verb: "remove"))))
            case "add": return .statement(.edit(try EditParser.parseAddView(&cursor)))
            case "invalidate": return .statement(.edit(try EditParser.parseInvalidate(&cursor)))
            default:
                let identifiers = try EditParser.parseIdentifiers(&cursor, verb: keyword)
                return .statement(.edit(.activate(identifiers, keyword == "activate")))
            }
        default:
            break
        }
        // The rest set up the initial layout and belong at the top level.
        guard ["title", "safeArea", "compatibility", "metric", "tolerance", "var", "root", "step"].contains(keyword) else {
            var candidates = statementKeywords + Keywords.kinds
            if context.inDeclaration { candidates += Array(PropertyParser.keywords.keys).sorted() }
            let what = context.inDeclaration ? "a property, a declaration, a constraint or a statement" : "a declaration, a constraint or a statement"
            throw ParseFailure(message: "unknown statement '\(first.text)'; expected \(what)"
                + Suggestion.hint(for: first.text, in: candidates), column: first.column)
        }
        guard context.isTopLevel else {
            let place = context.inStep ? "a step" : "a view's block"
            throw ParseFailure(message: "'\(keyword)' belongs at the top level of the file, not inside \(place)", column: first.column)
        }
        cursor.advance()
        let kind = try parseTopLevel(keyword, &cursor)
        if case .step = kind { return .statement(kind) }
        try cursor.expectEnd()
        return .statement(kind)
    }

    private static func parseTopLevel(_ keyword: String, _ cursor: inout TokenCursor) throws(ParseFailure) -> StatementKind {
        switch keyword {
        case "title":
            return .title(try cursor.expectString("the title in quotes"))
        case "safeArea":
            return .safeArea(try parseInsets(&cursor))
        case "compatibility":
            let token = cursor.current
            guard token.kind == .identifier, let value = UIKitCompatibility(spelling: token.text) else {
                throw compatibilityFailure(at: token, cursor)
            }
            cursor.advance()
            return .compatibility(value)
        case "metric":
            let name = try cursor.expectIdentifier("a metric name")
            _ = cursor.take(symbol: "=") || cursor.take(symbol: "==")
            return .metric(name, try cursor.expectNumber("the metric's value"))
        case "tolerance":
            return .tolerance(try cursor.expectNonNegative("a tolerance in points"))
        case "var":
            var names: [NameRef] = []
            repeat {
                names.append(try cursor.expectIdentifier("a variable name"))
            } while cursor.take(symbol: ",") || cursor.current.kind == .identifier
            return .variables(names)
        case "root":
            var name: NameRef?
            if cursor.current.kind == .identifier, !PropertyParser.isKeyword(cursor.current) {
                name = try cursor.expectIdentifier("the root view's name")
            }
            return .root(name, try PropertyParser.parseList(&cursor))
        case "step":
            let title = try cursor.expectString("the step's title in quotes")
            guard cursor.current.isSymbol("{") else { throw cursor.failure("'{' to open the step's block") }
            return .step(title, [])
        default:
            throw ParseFailure(message: "internal: unhandled keyword '\(keyword)'", column: cursor.current.column)
        }
    }

    /// `safeArea 44 0 34 0` (top left bottom right), `safeArea 20`, or `safeArea top 44 bottom 34`.
    private static func parseInsets(_ cursor: inout TokenCursor) throws(ParseFailure) -> InsetsSyntax {
        let sides = ["top", "left", "bottom", "right"]
        var insets = InsetsSyntax()
        if cursor.current.kind == .identifier {
            while cursor.current.kind == .identifier {
                let side = cursor.current
                guard sides.contains(side.text) else { throw cursor.failure("a side: top, left, bottom or right") }
                cursor.advance()
                let value = try cursor.expectNonNegative("the \(side.text) inset")
                switch side.text {
                case "top": insets.top = value
                case "left": insets.left = value
                case "bottom": insets.bottom = value
                default: insets.right = value
                }
                _ = cursor.take(symbol: ",")
            }
            return insets
        }
        var values = [try cursor.expectNonNegative("a safe-area inset")]
        while !cursor.atEnd, values.count < 4 {
            _ = cursor.take(symbol: ",")
            values.append(try cursor.expectNonNegative("a safe-area inset"))
        }
        switch values.count {
        case 1: return InsetsSyntax(top: values[0], left: values[0], bottom: values[0], right: values[0])
        case 4: return InsetsSyntax(top: values[0], left: values[1], bottom: values[2], right: values[3])
        default: throw cursor.failure("one inset for all sides or four (top left bottom right)")
        }
    }

    /// What `compatibility` takes, with the spelling meant when an old or near one was written:
    /// `legacy` and `modern` (the words before versions were named), `iOS10`, `ios 10`.
    private static func compatibilityFailure(at token: Token, _ cursor: TokenCursor) -> ParseFailure {
        let known = UIKitCompatibility.knownVersions
        let range = "'ios\(known[0])' to 'ios\(known[known.count - 2])' or 'ios\(known[known.count - 1])'"
        let meant: String?
        switch token.text.lowercased() {
        case "legacy": meant = "ios\(UIKitCompatibility.lastRequiredHidingVersion)"
        case "modern": meant = UIKitCompatibility.current.spelling
        case "ios" where cursor.peek().kind == .number:
            meant = UIKitCompatibility(spelling: "ios" + cursor.peek().text)?.spelling
        case let text: meant = UIKitCompatibility(spelling: text)?.spelling
        }
        var message = "expected an iOS version, \(range), found \(token.quoted)"
        if let meant { message += "; did you mean '\(meant)'?" }
        return ParseFailure(message: message, column: token.column)
    }
}

/// `label name [in parent] [properties] [{]`.
enum DeclarationParser {
    static func parse(_ cursor: inout TokenCursor, kind: ViewKind) throws(ParseFailure) -> DeclarationSyntax {
        let location = cursor.here
        let kindWord = cursor.advance().text
        let name = try cursor.expectIdentifier("a name for the \(kindWord)")
        var parent: NameRef?
        if cursor.take(word: "in") {
            parent = try cursor.expectIdentifier("the name of the parent view")
        }
        let properties = try PropertyParser.parseList(&cursor)
        if !cursor.atEnd, !cursor.current.isSymbol("{") { throw cursor.failure("a property, '{' or end of line") }
        return DeclarationSyntax(kind: kind, name: name, parent: parent, properties: properties, location: location)
    }
}
