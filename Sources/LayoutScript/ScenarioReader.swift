import LayoutModel

/// Reads a whole file line by line into statements, tracking `{ … }` blocks. A line with an error is
/// reported and skipped; reading goes on so that one run reports every error it can.
struct ScenarioReader {
    let file: String
    var log = DiagnosticLog()
    /// Names from declaration lines that failed to parse: later uses of them are not reported again.
    var brokenDeclarations: Set<String> = []

    private enum FrameKind {
        case top
        case declaration(DeclarationSyntax)
        case step(title: String)
        /// The block of a line that failed: its lines are still checked, then dropped.
        case discarded
    }

    private struct Frame {
        var kind: FrameKind
        var statements: [Statement] = []
        var context: LineContext
        /// Where the block's line starts and where its `{` is.
        var start: SourceLocation
        var brace: SourceLocation
    }

    private var frames: [Frame] = []

    init(file: String) { self.file = file }

    mutating func read(_ text: String) -> [Statement] {
        let origin = SourceLocation(file: file, line: 1, column: 1)
        frames = [Frame(kind: .top, context: LineContext(inStep: false, inDeclaration: false), start: origin, brace: origin)]
        for (offset, line) in DiagnosticFormatter.lines(of: text).enumerated() {
            readLine(Array(line), number: offset + 1)
        }
        while frames.count > 1 {
            let frame = frames[frames.count - 1]
            log.error("this '{' is never closed; expected '}' before the end of the file", at: frame.brace)
            closeFrame()
        }
        return frames[0].statements
    }

    private func location(line: Int, column: Int) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column)
    }

    private mutating func readLine(_ characters: [Character], number: Int) {
        guard let start = characters.firstIndex(where: { !CharacterClass.isWhitespace($0) }) else { return }
        let context = frames[frames.count - 1].context
        do {
            if characters[start] == "}" {
                let rest = try Lexer.tokenize(characters, from: start + 1)
                guard frames.count > 1 else { throw ParseFailure(message: "unmatched '}': no block is open", column: start + 1) }
                closeFrame()
                if let extra = rest.first, extra.kind != .end {
                    throw ParseFailure(message: "expected end of line after '}', found \(extra.quoted)", column: extra.column)
                }
                return
            }
            if VFLParser.startsFormat(characters, at: start) {
                let statement = try readFormat(characters, from: start, line: number)
                append(statement)
                return
            }
            let tokens = try Lexer.tokenize(characters)
            if tokens.count == 1 { return }  // only a comment
            var cursor = TokenCursor(tokens: tokens, file: file, line: number)
            let lineStart = cursor.here
            switch try StatementParser.parse(&cursor, context: context) {
            case let .property(properties):
                appendProperties(properties)
            case let .statement(kind):
                if cursor.current.isSymbol("{") {
                    let brace = cursor.here
                    cursor.advance()
                    try cursor.expectEnd("end of line after '{' (a block's contents go on the following lines)")
                    try openBlock(for: kind, start: lineStart, brace: brace)
                } else {
                    try cursor.expectEnd()
                    append(Statement(kind: kind, location: lineStart))
                }
            }
        } catch let failure as ParseFailure {
            report(failure, line: number, characters: characters, start: start)
        } catch let failure as Lexer.Failure {
            report(ParseFailure(message: failure.message, column: failure.column), line: number, characters: characters, start: start)
        } catch {
            log.error("internal error: \(error)", at: location(line: number, column: start + 1))
        }
    }

    private mutating func report(_ failure: ParseFailure, line: Int, characters: [Character], start: Int) {
        log.error(failure.message, at: location(line: line, column: failure.column))
        // Remember a failed declaration's name so its uses are not flagged as unknown too.
        let words = Self.leadingWords(characters, from: start, count: 2)
        if words.count == 2, Keywords.kind(named: words[0]) != nil {
            brokenDeclarations.insert(words[1])
        }
        // A failed line that opens a block still opens it, so its `}` matches.
        if let last = characters.lastIndex(where: { !CharacterClass.isWhitespace($0) }), characters[last] == "{",
           characters[start] != "}" {
            let brace = location(line: line, column: last + 1)
            var context = frames[frames.count - 1].context
            let firstWord = Self.leadingWords(characters, from: start, count: 1).first ?? ""
            if firstWord == "step" { context = LineContext(inStep: true, inDeclaration: false) }
            if Keywords.kind(named: firstWord) != nil { context.inDeclaration = true }
            frames.append(Frame(kind: .discarded, context: context, start: brace, brace: brace))
        }
    }

    /// The first words of a line, read without the lexer (the rest of the line may not lex).
    static func leadingWords(_ characters: [Character], from start: Int, count: Int) -> [String] {
        var words: [String] = []
        var index = start
        while words.count < count {
            while index < characters.count, CharacterClass.isWhitespace(characters[index]) { index += 1 }
            guard index < characters.count, Lexer.isIdentifierStart(characters[index]) else { break }
            let wordStart = index
            while index < characters.count, Lexer.isIdentifierPart(characters[index]) { index += 1 }
            words.append(String(characters[wordStart..<index]))
        }
        return words
    }

    /// A VFL line: the format, then options, an identifier in quotes and `inactive`, in any order.
    private func readFormat(_ characters: [Character], from start: Int, line: Int) throws(ParseFailure) -> Statement {
        var parser = VFLParser(characters: characters, from: start, file: file, line: line)
        var syntax = try parser.parse()
        let rest: [Token]
        do { rest = try Lexer.tokenize(characters, from: parser.index) } catch { throw ParseFailure(message: error.message, column: error.column) }
        var cursor = TokenCursor(tokens: rest, file: file, line: line)
        if let first = rest.first, first.isSymbol("-") || first.isSymbol("[") || first.isSymbol("|") || first.isSymbol("(") {
            throw ParseFailure(message: "a space ended the visual format; write the format without spaces", column: first.column)
        }
        var sawInactive = false
        while !cursor.atEnd {
            let token = cursor.current
            if token.kind == .string {
                guard syntax.identifier == nil else { throw ParseFailure(message: "the identifier is given twice", column: token.column) }
                syntax.identifier = cursor.advance().text
            } else if token.isWord("inactive") {
                guard !sawInactive else { throw ParseFailure(message: "'inactive' is given twice", column: token.column) }
                sawInactive = true
                syntax.isActive = false
                cursor.advance()
            } else if token.isWord("options") || token.isSymbol(",") || token.isSymbol(".") || token.isSymbol("|")
                        || token.isSymbol("[") || token.isSymbol("]") {
                cursor.advance()  // Swift/Objective-C punctuation around option names is optional.
            } else if token.kind == .identifier {
                syntax.options.append(try cursor.expectIdentifier("an option"))
            } else {
                throw cursor.failure("format options (alignAllCenterY, directionLeftToRight, …), an identifier in quotes, 'inactive', or end of line")
            }
        }
        return Statement(kind: .vfl(syntax), location: syntax.location)
    }

    /// Deeper nesting than any layout needs; the limit keeps recursion in the builder bounded.
    static let maximumNesting = 100

    private mutating func openBlock(for kind: StatementKind, start: SourceLocation, brace: SourceLocation) throws(ParseFailure) {
        let context = frames[frames.count - 1].context
        guard frames.count <= Self.maximumNesting else {
            throw ParseFailure(message: "blocks are nested too deeply (more than \(Self.maximumNesting) levels)", column: brace.column)
        }
        switch kind {
        case let .declaration(declaration):
            guard declaration.kind != .layoutGuide else {
                throw ParseFailure(message: "a layout guide cannot contain views or properties blocks; give its properties on the same line",
                                   column: brace.column)
            }
            frames.append(Frame(kind: .declaration(declaration), context: LineContext(inStep: context.inStep, inDeclaration: true),
                                start: start, brace: brace))
        case let .step(title, _):
            frames.append(Frame(kind: .step(title: title), context: LineContext(inStep: true, inDeclaration: false),
                                start: start, brace: brace))
        default:
            throw ParseFailure(message: "only a view declaration or a step can open a '{' block", column: brace.column)
        }
    }

    private mutating func closeFrame() {
        let frame = frames.removeLast()
        switch frame.kind {
        case .top, .discarded:
            return
        case var .declaration(declaration):
            declaration.body = frame.statements
            append(Statement(kind: .declaration(declaration), location: frame.start))
        case let .step(title):
            append(Statement(kind: .step(title, frame.statements), location: frame.start))
        }
    }

    private mutating func append(_ statement: Statement) {
        frames[frames.count - 1].statements.append(statement)
    }

    private mutating func appendProperties(_ properties: [PropertySyntax]) {
        guard case var .declaration(declaration) = frames[frames.count - 1].kind else { return }
        declaration.properties += properties
        frames[frames.count - 1].kind = .declaration(declaration)
    }
}
