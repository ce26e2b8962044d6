import Cassowary
import LayoutModel

/// A syntax error on one line: the line is abandoned and parsing resumes on the next.
struct ParseFailure: Error {
    var message: String
    var column: Int
}

/// Walks the tokens of one line; the `expect…` helpers throw a ParseFailure that says what was
/// expected and what was found.
struct TokenCursor {
    let tokens: [Token]
    let file: String
    let line: Int
    private(set) var index = 0

    init(tokens: [Token], file: String, line: Int) {
        self.tokens = tokens.isEmpty ? [Token(kind: .end, text: "", column: 1)] : tokens
        self.file = file
        self.line = line
    }

    var current: Token { tokens[min(index, tokens.count - 1)] }
    func peek(_ offset: Int = 1) -> Token { tokens[min(index + offset, tokens.count - 1)] }
    var atEnd: Bool { current.kind == .end }

    func location(of token: Token) -> SourceLocation { SourceLocation(file: file, line: line, column: token.column) }
    var here: SourceLocation { location(of: current) }

    @discardableResult
    mutating func advance() -> Token {
        let token = current
        if index < tokens.count - 1 { index += 1 }
        return token
    }

    func failure(_ expected: String, at token: Token? = nil) -> ParseFailure {
        let token = token ?? current
        return ParseFailure(message: "expected \(expected), found \(token.quoted)", column: token.column)
    }

    mutating func take(symbol: String) -> Bool {
        guard current.isSymbol(symbol) else { return false }
        advance()
        return true
    }

    mutating func take(word: String) -> Bool {
        guard current.isWord(word) else { return false }
        advance()
        return true
    }

    mutating func expect(symbol: String, _ what: String? = nil) throws(ParseFailure) {
        guard take(symbol: symbol) else { throw failure(what ?? "'\(symbol)'") }
    }

    mutating func expectIdentifier(_ what: String) throws(ParseFailure) -> NameRef {
        guard current.kind == .identifier else { throw failure(what) }
        let token = advance()
        return NameRef(name: token.text, location: location(of: token))
    }

    mutating func expectString(_ what: String) throws(ParseFailure) -> String {
        guard current.kind == .string else { throw failure(what) }
        return advance().text
    }

    mutating func expectIdentifierString(_ what: String) throws(ParseFailure) -> IdentifierRef {
        guard current.kind == .string else { throw failure(what) }
        let token = advance()
        return IdentifierRef(identifier: token.text, location: location(of: token))
    }

    /// A number with an optional sign.
    mutating func expectNumber(_ what: String) throws(ParseFailure) -> Double {
        var sign = 1.0
        if current.isSymbol("-"), peek().kind == .number { sign = -1; advance() }
        else if current.isSymbol("+"), peek().kind == .number { advance() }
        guard current.kind == .number else { throw failure(what) }
        return sign * advance().number
    }

    /// A number that must not be negative (sizes, spacing counts).
    mutating func expectNonNegative(_ what: String) throws(ParseFailure) -> Double {
        let token = current
        let value = try expectNumber(what)
        guard value >= 0 else { throw ParseFailure(message: "\(what) must not be negative", column: token.column) }
        return value
    }

    /// `==`, `>=` or `<=`; other spellings get a message that names the right one.
    mutating func expectRelation() throws(ParseFailure) -> Relation {
        let token = current
        if token.isRelation { advance(); return Relation(rawValue: token.text)! }
        let hint: String
        switch token.text {
        case "=": hint = "; write '==' for equality"
        case "=>": hint = "; did you mean '>='?"
        case "=<": hint = "; did you mean '<='?"
        case "<", ">": hint = "; Auto Layout has no strict inequalities, use '\(token.text)='"
        case "!=": hint = "; a constraint cannot say 'not equal'"
        default: hint = ""
        }
        throw ParseFailure(message: "expected a relation (==, >= or <=), found \(token.quoted)\(hint)", column: token.column)
    }

    /// `true`/`false`/`yes`/`no`; nil when the next token is not one of them (a bare flag).
    mutating func optionalBool() -> Bool? {
        guard current.kind == .identifier else { return nil }
        switch current.text {
        case "true", "yes", "on": advance(); return true
        case "false", "no", "off": advance(); return false
        default: return nil
        }
    }

    /// Rejects anything left on the line.
    func expectEnd(_ what: String = "end of line") throws(ParseFailure) {
        guard atEnd else { throw failure(what) }
    }
}
