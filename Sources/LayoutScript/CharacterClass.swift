/// The character classes the lexer, the line reader and the VFL parser ask about. Nearly every
/// character of a layout file is ASCII, and for those the answer comes from the byte; others ask
/// Unicode's properties, as `Character.isWhitespace` etc. do. The answers are the same
/// (`CharacterClassTests` compares them with `Character`'s on every ASCII character and many
/// others); the property lookup was a tenth of the time spent reading a large file. The byte is
/// read from the character's UTF-8 (`asciiByte`): `Character.asciiValue` checks the character's
/// scalars first and cost eight times as much.
enum CharacterClass {
    /// `Character.isWhitespace`: Unicode's White_Space, which in ASCII is tab, line feed, vertical
    /// tab, form feed, carriage return (U+0009–U+000D) and space.
    static func isWhitespace(_ c: Character) -> Bool {
        guard let byte = asciiByte(c) else { return c.isWhitespace }
        return byte == 0x20 || (0x09...0x0D).contains(byte)
    }

    /// `Character.isLetter`: in ASCII, `A`–`Z` and `a`–`z`.
    static func isLetter(_ c: Character) -> Bool {
        guard let byte = asciiByte(c) else { return c.isLetter }
        return (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }

    /// `Character.isNumber`: in ASCII, `0`–`9`.
    static func isNumber(_ c: Character) -> Bool {
        guard let byte = asciiByte(c) else { return c.isNumber }
        return (0x30...0x39).contains(byte)
    }

    /// `Character.isASCII` (true for "\r\n", whose `asciiValue` is a line feed).
    static func isASCII(_ c: Character) -> Bool { asciiByte(c) != nil || c == "\r\n" }

    /// An ASCII digit (`c.isASCII && c.isNumber`).
    static func isASCIIDigit(_ c: Character) -> Bool {
        guard let byte = asciiByte(c) else { return false }
        return (0x30...0x39).contains(byte)
    }

    /// The character's byte when it is one ASCII byte; nil otherwise (also for "\r\n", one
    /// character of two bytes, which then gets Unicode's answer).
    private static func asciiByte(_ c: Character) -> UInt8? {
        let utf8 = c.utf8
        guard utf8.count == 1, let byte = utf8.first, byte < 0x80 else { return nil }
        return byte
    }
}
