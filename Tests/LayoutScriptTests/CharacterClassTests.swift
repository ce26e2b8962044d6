import XCTest
@testable import LayoutScript

/// The lexer's byte-level character classes (`CharacterClass`) answer exactly as `Character`'s
/// Unicode properties do, which they replace on the fast path: every ASCII character, and a range
/// of others (which take the slow path) including the whitespace and digits outside ASCII.
final class CharacterClassTests: XCTestCase {
    private var samples: [Character] {
        var characters = (0...0x7F).map { Character(Unicode.Scalar(UInt8($0))) }
        characters += (0x80...0x3000).compactMap { Unicode.Scalar($0).map(Character.init) }
        // Line and paragraph separators, no-break and ideographic spaces, Arabic-Indic and
        // full-width digits, letters with combining marks (two scalars, one character), CR LF.
        characters += ["\u{2028}", "\u{2029}", "\u{A0}", "\u{3000}", "\u{663}", "\u{FF13}", "e\u{301}", "\r\n", "é", "ß", "Ж", "漢"]
        return characters
    }

    func testClassesMatchCharacterProperties() {
        for character in samples {
            let name = character.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: "+")
            XCTAssertEqual(CharacterClass.isWhitespace(character), character.isWhitespace, "isWhitespace U+\(name)")
            XCTAssertEqual(CharacterClass.isLetter(character), character.isLetter, "isLetter U+\(name)")
            XCTAssertEqual(CharacterClass.isNumber(character), character.isNumber, "isNumber U+\(name)")
            XCTAssertEqual(CharacterClass.isASCIIDigit(character), character.isASCII && character.isNumber, "isASCIIDigit U+\(name)")
            XCTAssertEqual(CharacterClass.isASCII(character), character.isASCII, "isASCII U+\(name)")
        }
    }

    /// ASCII text is split into lines on its bytes (`DiagnosticFormatter.lines`); the lines are the
    /// ones splitting at each character that `isNewline` gives: every mix of LF, CR, CR LF,
    /// vertical tab and form feed, empty lines, and newlines at either end, ASCII or not.
    func testLinesAreThoseOfSplittingAtNewlineCharacters() {
        let pieces = ["", "a", "bc d", "\n", "\r", "\r\n", "\u{0B}", "\u{0C}", "\n\r", "é", "\u{2028}"]
        var texts: [String] = []
        for first in pieces { for second in pieces { for third in pieces { texts.append(first + second + third) } } }
        texts.append(String(repeating: "V:|-[a]-|\r\n", count: 50))
        for text in texts {
            let expected = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init)
            XCTAssertEqual(DiagnosticFormatter.lines(of: text), expected, "\(text.unicodeScalars.map { $0.value })")
        }
    }

    /// Names are ASCII: the lexer's identifier classes agree with the rule written out by hand.
    func testIdentifierClassesAreTheASCIIRule() {
        for character in samples {
            let byte = character.asciiValue
            let letter = byte.map { (65...90).contains($0) || (97...122).contains($0) } ?? false
            let digit = byte.map { (48...57).contains($0) } ?? false
            XCTAssertEqual(Lexer.isIdentifierStart(character), letter || character == "_", "\(character)")
            XCTAssertEqual(Lexer.isIdentifierPart(character), letter || digit || character == "_", "\(character)")
        }
    }

    /// Names outside ASCII still fail at the offending character (columns count characters):
    /// `view café` at the `é` (column 9), `Ж1` at the `Ж`, `a_éx` (é written as e and a combining
    /// accent, one character) at the `é` (column 3). Numbers split as before: `320x568` is three tokens.
    func testNonASCIINamesAndNumbersStillFailAtTheirColumn() throws {
        func failure(_ line: String) -> Lexer.Failure? {
            do { _ = try Lexer.tokenize(Array(line)); return nil } catch { return error }
        }
        XCTAssertEqual(failure("view café")?.column, 9)
        XCTAssertEqual(failure("  Ж1.width == 3")?.column, 3)
        XCTAssertEqual(failure("a_e\u{301}x == 2")?.column, 3)
        XCTAssertNil(failure("screen 320x568 # a comment"))
        let tokens = try Lexer.tokenize(Array("screen 320x568\t.5 1e3"))
        XCTAssertEqual(tokens.map(\.text), ["screen", "320", "x", "568", ".5", "1e3", ""])
        XCTAssertEqual(tokens.map(\.column), [1, 8, 11, 12, 16, 19, 22])
    }
}
