import Cassowary

/// Splits one line into tokens. Lines are independent: a statement never spans lines, which keeps
/// error recovery simple (skip to the next line).
struct Lexer {
    struct Failure: Error {
        var message: String
        var column: Int
    }

    static let twoCharacterSymbols: Set<String> = ["==", ">=", "<=", "!=", "=<", "=>"]
    static let singleCharacterSymbols: Set<Character> = [
        ".", ",", "(", ")", "{", "}", "[", "]", ":", "@", "+", "-", "*", "/", "=", "<", ">", "|", "&", "±", ";", "!",
    ]
    /// Typographic operators people paste from notes, read as their ASCII spelling.
    static let unicodeSymbols: [Character: String] = ["≥": ">=", "≤": "<=", "×": "*", "−": "-"]

    /// Tokens of `characters[start...]`; `columnOffset` is the column of `characters[0]` minus 1.
    static func tokenize(_ characters: [Character], from start: Int = 0) throws(Failure) -> [Token] {
        var tokens: [Token] = []
        var index = start
        func column(_ i: Int) -> Int { i + 1 }
        while index < characters.count {
            let character = characters[index]
            if CharacterClass.isWhitespace(character) { index += 1; continue }
            if character == "#" { break }
            if character == "/", index + 1 < characters.count, characters[index + 1] == "/" { break }
            if character == "\"" {
                let (value, next) = try readString(characters, from: index)
                tokens.append(Token(kind: .string, text: value, column: column(index)))
                index = next
                continue
            }
            if CharacterClass.isASCIIDigit(character)
                || (character == "." && index + 1 < characters.count && CharacterClass.isASCIIDigit(characters[index + 1])
                    && !(tokens.last.map(isWordEnd) ?? false)) {
                let (token, next) = try readNumber(characters, from: index)
                tokens.append(token)
                index = next
                // `320x568`: the `x` between two numbers is its own word.
                if index + 1 < characters.count, characters[index] == "x", CharacterClass.isNumber(characters[index + 1]) {
                    tokens.append(Token(kind: .identifier, text: "x", column: column(index)))
                    index += 1
                }
                continue
            }
            if CharacterClass.isLetter(character) || character == "_", let (word, offset) = wordWithNonASCII(characters, at: index) {
                throw Failure(message: nonASCIINameMessage(word, offending: Array(word)[offset]), column: column(index + offset))
            }
            if isIdentifierStart(character) {
                var end = index + 1
                while end < characters.count, isIdentifierPart(characters[end]) { end += 1 }
                tokens.append(Token(kind: .identifier, text: String(characters[index..<end]), column: column(index)))
                index = end
                continue
            }
            if index + 1 < characters.count {
                let pair = String([character, characters[index + 1]])
                if twoCharacterSymbols.contains(pair) {
                    tokens.append(Token(kind: .symbol, text: pair, column: column(index)))
                    index += 2
                    continue
                }
            }
            if let spelled = unicodeSymbols[character] {
                tokens.append(Token(kind: .symbol, text: spelled, column: column(index)))
                index += 1
                continue
            }
            if singleCharacterSymbols.contains(character) {
                tokens.append(Token(kind: .symbol, text: String(character), column: column(index)))
                index += 1
                continue
            }
            throw Failure(message: "unexpected character '\(character)'", column: column(index))
        }
        tokens.append(Token(kind: .end, text: "", column: column(index)))
        return tokens
    }

    private static func isWordEnd(_ token: Token) -> Bool {
        token.kind == .identifier || token.isSymbol(")")
    }

    /// Names (views, variables, metrics) are C identifiers: ASCII letters, digits and `_`, not
    /// starting with a digit. VFL names must be so (UIKit's parser reads them that way), and one rule
    /// for every name means a view declared by any name can be used in VFL.
    static func isIdentifierStart(_ c: Character) -> Bool { c == "_" || (CharacterClass.isASCII(c) && CharacterClass.isLetter(c)) }
    static func isIdentifierPart(_ c: Character) -> Bool {
        c == "_" || (CharacterClass.isASCII(c) && (CharacterClass.isLetter(c) || CharacterClass.isNumber(c)))
    }

    /// The error for a word with a letter or digit outside ASCII (`café`), pointing at that character.
    static func nonASCIINameMessage(_ word: String, offending: Character) -> String {
        "'\(word)' is not a valid name: '\(offending)' is not an ASCII letter or digit; names are ASCII letters, "
            + "digits and '_', not starting with a digit (as VFL requires)"
    }

    /// The word of letters, digits and `_` at `start`; nil when it is a plain ASCII name.
    static func wordWithNonASCII(_ characters: [Character], at start: Int) -> (word: String, offset: Int)? {
        var end = start
        var isPlain = true
        while end < characters.count,
              characters[end] == "_" || CharacterClass.isLetter(characters[end]) || CharacterClass.isNumber(characters[end]) {
            if !CharacterClass.isASCII(characters[end]) { isPlain = false }
            end += 1
        }
        // Most words are plain ASCII names: no copy of the word is made for them.
        guard !isPlain else { return nil }
        let word = Array(characters[start..<end])
        guard let offset = word.firstIndex(where: { !CharacterClass.isASCII($0) }) else { return nil }
        return (String(word), offset)
    }

    /// `12`, `12.5`, `.5`, `1e3`. A non-finite value (1e999) is an error, not infinity.
    static func readNumber(_ characters: [Character], from start: Int) throws(Failure) -> (Token, Int) {
        var end = start
        func digits() { while end < characters.count, CharacterClass.isASCIIDigit(characters[end]) { end += 1 } }
        digits()
        if end < characters.count, characters[end] == ".", end + 1 < characters.count,
           CharacterClass.isASCIIDigit(characters[end + 1]) {
            end += 1
            digits()
        }
        if end < characters.count, characters[end] == "e" || characters[end] == "E" {
            var probe = end + 1
            if probe < characters.count, characters[probe] == "+" || characters[probe] == "-" { probe += 1 }
            if probe < characters.count, CharacterClass.isASCIIDigit(characters[probe]) {
                end = probe
                digits()
            }
        }
        let text = String(characters[start..<end])
        guard let value = Double(text), SupportedRange.contains(constant: value) else {
            throw Failure(message: "the number '\(text)' is outside the supported range (\(SupportedRange.constantRangeText))",
                          column: start + 1)
        }
        return (Token(kind: .number, text: text, number: value, column: start + 1), end)
    }

    /// A quoted string with escapes `\" \\ \n \t \r \0 \u{…}`.
    static func readString(_ characters: [Character], from start: Int) throws(Failure) -> (String, Int) {
        var value = ""
        var index = start + 1
        while index < characters.count {
            let character = characters[index]
            if character == "\"" { return (value, index + 1) }
            if character == "\\" {
                guard index + 1 < characters.count else { break }
                let escaped = characters[index + 1]
                switch escaped {
                case "\"": value.append("\"")
                case "\\": value.append("\\")
                case "n": value.append("\n")
                case "t": value.append("\t")
                case "r": value.append("\r")
                case "0": value.append("\0")
                case "u":
                    let (scalar, next) = try readUnicodeEscape(characters, at: index)
                    value.unicodeScalars.append(scalar)
                    index = next
                    continue
                default:
                    throw Failure(message: "unknown escape '\\\(escaped)' in string; use \\\", \\\\, \\n, \\t or \\u{…}",
                                  column: index + 1)
                }
                index += 2
                continue
            }
            value.append(character)
            index += 1
        }
        throw Failure(message: "unterminated string; expected a closing '\"' on the same line", column: start + 1)
    }

    /// `\u{1F600}` starting at the backslash; returns the scalar and the index after `}`.
    private static func readUnicodeEscape(_ characters: [Character], at backslash: Int) throws(Failure) -> (Unicode.Scalar, Int) {
        let failure = Failure(message: "malformed unicode escape; write \\u{…} with 1 to 8 hex digits", column: backslash + 1)
        var index = backslash + 2
        guard index < characters.count, characters[index] == "{" else { throw failure }
        index += 1
        var hex = ""
        while index < characters.count, characters[index] != "}", hex.count <= 8 {
            hex.append(characters[index])
            index += 1
        }
        guard index < characters.count, characters[index] == "}", (1...8).contains(hex.count),
              let code = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(code) else { throw failure }
        return (scalar, index + 1)
    }
}
