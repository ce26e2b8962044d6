/// A strict JSON parser (RFC 8259) that records the line and column of every value and reports
/// errors with them. Foundation's JSONSerialization gives no positions, hence this one.
package struct JSONParser {
    /// Deeper nesting is refused rather than risking the stack on hostile input.
    static let maximumDepth = 256

    private let bytes: [UInt8]
    private let file: String
    private var index = 0
    private var line = 1
    private var column = 1
    private var depth = 0

    package static func parse(_ text: String, file: String) throws(InputError) -> JSONNode {
        var parser = JSONParser(bytes: Array(text.utf8), file: file)
        parser.skipWhitespace()
        let root = try parser.parseValue()
        parser.skipWhitespace()
        if parser.index < parser.bytes.count {
            throw parser.error("unexpected \(parser.describeCurrent()) after the JSON value")
        }
        return root
    }

    private init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
    }

    // MARK: - Values

    private mutating func parseValue() throws(InputError) -> JSONNode {
        let start = position
        guard let byte = current else { throw error("unexpected end of input, expected a value") }
        switch byte {
        case UInt8(ascii: "{"): return JSONNode(value: try parseObject(), position: start)
        case UInt8(ascii: "["): return JSONNode(value: try parseArray(), position: start)
        case UInt8(ascii: "\""): return JSONNode(value: .string(try parseString()), position: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONNode(value: .number(try parseNumber()), position: start)
        default:
            let word = peekWord()
            switch word {
            case "true": advance(by: 4); return JSONNode(value: .bool(true), position: start)
            case "false": advance(by: 5); return JSONNode(value: .bool(false), position: start)
            case "null": advance(by: 4); return JSONNode(value: .null, position: start)
            case "NaN", "Infinity":
                throw error("non-finite number \(word) is not allowed; numbers must be finite")
            default:
                throw error("unexpected \(describeCurrent()), expected a value")
            }
        }
    }

    private mutating func parseObject() throws(InputError) -> JSONNode.Value {
        try enterNesting()
        advance() // {
        var members: [JSONMember] = []
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            advance()
            depth -= 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else {
                throw error("unexpected \(describeCurrent()), expected a key in quotes")
            }
            let keyPosition = position
            let key = try parseString()
            if members.contains(where: { $0.key == key }) {
                throw InputError(file: file, position: keyPosition, message: "duplicate key \"\(key)\"")
            }
            skipWhitespace()
            try expect(":", after: "key \"\(key)\"")
            skipWhitespace()
            let value = try parseValue()
            members.append(JSONMember(key: key, keyPosition: keyPosition, value: value))
            skipWhitespace()
            if current == UInt8(ascii: ",") { advance(); continue }
            if current == UInt8(ascii: "}") { advance(); break }
            throw error("unexpected \(describeCurrent()), expected ',' or '}' in an object")
        }
        depth -= 1
        return .object(members)
    }

    private mutating func parseArray() throws(InputError) -> JSONNode.Value {
        try enterNesting()
        advance() // [
        var elements: [JSONNode] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            advance()
            depth -= 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue())
            skipWhitespace()
            if current == UInt8(ascii: ",") { advance(); continue }
            if current == UInt8(ascii: "]") { advance(); break }
            throw error("unexpected \(describeCurrent()), expected ',' or ']' in an array")
        }
        depth -= 1
        return .array(elements)
    }

    private mutating func parseString() throws(InputError) -> String {
        let start = position
        advance() // opening quote
        var scalars = String.UnicodeScalarView()
        var run: [UInt8] = [] // unescaped UTF-8 bytes not yet decoded
        func flush() {
            scalars.append(contentsOf: String(decoding: run, as: UTF8.self).unicodeScalars)
            run.removeAll(keepingCapacity: true)
        }
        while true {
            guard let byte = current else {
                throw InputError(file: file, position: start, message: "unterminated string")
            }
            if byte == UInt8(ascii: "\"") {
                advance()
                break
            }
            if byte < 0x20 {
                throw error("control character U+\(hex(UInt32(byte))) must be escaped in a string")
            }
            if byte != UInt8(ascii: "\\") {
                run.append(byte)
                advance()
                continue
            }
            flush()
            let escapePosition = position
            advance() // backslash
            guard let escaped = current else {
                throw InputError(file: file, position: start, message: "unterminated string")
            }
            advance()
            switch escaped {
            case UInt8(ascii: "\""): scalars.append("\"")
            case UInt8(ascii: "\\"): scalars.append("\\")
            case UInt8(ascii: "/"): scalars.append("/")
            case UInt8(ascii: "b"): scalars.append("\u{08}")
            case UInt8(ascii: "f"): scalars.append("\u{0C}")
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "r"): scalars.append("\r")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "u"): scalars.append(try parseUnicodeEscape(at: escapePosition))
            default:
                throw InputError(file: file, position: escapePosition,
                                 message: "invalid escape '\\\(Character(Unicode.Scalar(escaped)))' in a string")
            }
        }
        flush()
        return String(scalars)
    }

    /// After `\u`: four hex digits, combining a surrogate pair when one follows.
    private mutating func parseUnicodeEscape(at escapePosition: SourcePosition) throws(InputError) -> Unicode.Scalar {
        let high = try parseHex4(at: escapePosition)
        if (0xDC00...0xDFFF).contains(high) {
            throw InputError(file: file, position: escapePosition, message: "unpaired surrogate \\u\(hex(high)) in a string")
        }
        guard (0xD800...0xDBFF).contains(high) else {
            // Not a surrogate, so always a valid scalar.
            return Unicode.Scalar(high) ?? "\u{FFFD}"
        }
        guard current == UInt8(ascii: "\\"), peek(1) == UInt8(ascii: "u") else {
            throw InputError(file: file, position: escapePosition, message: "unpaired surrogate \\u\(hex(high)) in a string")
        }
        advance(by: 2)
        let low = try parseHex4(at: escapePosition)
        guard (0xDC00...0xDFFF).contains(low) else {
            throw InputError(file: file, position: escapePosition, message: "unpaired surrogate \\u\(hex(high)) in a string")
        }
        return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)) ?? "\u{FFFD}"
    }

    private mutating func parseHex4(at escapePosition: SourcePosition) throws(InputError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current, let digit = hexDigitValue(byte) else {
                throw InputError(file: file, position: escapePosition, message: "\\u must be followed by four hex digits")
            }
            value = value * 16 + digit
            advance()
        }
        return value
    }

    private mutating func parseNumber() throws(InputError) -> Double {
        let start = position
        let startIndex = index
        if current == UInt8(ascii: "-") { advance() }
        if peekWord() == "Infinity" {
            throw InputError(file: file, position: start, message: "non-finite number -Infinity is not allowed; numbers must be finite")
        }
        guard let first = current, isDigit(first) else { throw error("expected a digit in a number") }
        advance()
        if first != UInt8(ascii: "0") {
            while let byte = current, isDigit(byte) { advance() }
        } else if let byte = current, isDigit(byte) {
            throw InputError(file: file, position: start, message: "numbers must not have leading zeros")
        }
        if current == UInt8(ascii: ".") {
            advance()
            guard let byte = current, isDigit(byte) else { throw error("expected a digit after '.' in a number") }
            while let byte = current, isDigit(byte) { advance() }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            advance()
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { advance() }
            guard let byte = current, isDigit(byte) else { throw error("expected a digit in the exponent of a number") }
            while let byte = current, isDigit(byte) { advance() }
        }
        let text = String(decoding: bytes[startIndex..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw InputError(file: file, position: start, message: "number \(text) is out of range; numbers must be finite")
        }
        return value
    }

    // MARK: - Scanning

    private var position: SourcePosition { SourcePosition(line: line, column: column) }
    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }
    private func peek(_ offset: Int) -> UInt8? { index + offset < bytes.count ? bytes[index + offset] : nil }

    private mutating func advance() {
        guard index < bytes.count else { return }
        let byte = bytes[index]
        index += 1
        if byte == UInt8(ascii: "\n") {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            // Count scalars, not bytes: UTF-8 continuation bytes do not start a column.
            column += 1
        }
    }

    private mutating func advance(by count: Int) {
        for _ in 0..<count { advance() }
    }

    private mutating func skipWhitespace() {
        while let byte = current,
              byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") {
            advance()
        }
    }

    private mutating func expect(_ character: Character, after context: String) throws(InputError) {
        guard let byte = current, byte == character.asciiValue else {
            throw error("unexpected \(describeCurrent()), expected '\(character)' after \(context)")
        }
        advance()
    }

    private mutating func enterNesting() throws(InputError) {
        depth += 1
        if depth > Self.maximumDepth { throw error("nesting deeper than \(Self.maximumDepth) levels") }
    }

    /// The letters at the cursor, to recognize `true`, `null`, `NaN` … and to quote bad tokens.
    private func peekWord() -> String {
        var end = index
        while end < bytes.count, end - index < 20, isWordByte(bytes[end]) { end += 1 }
        return String(decoding: bytes[index..<end], as: UTF8.self)
    }

    private func describeCurrent() -> String {
        guard let byte = current else { return "end of input" }
        let word = peekWord()
        if !word.isEmpty { return "'\(word)'" }
        if byte < 0x20 { return "control character U+\(hex(UInt32(byte)))" }
        if byte < 0x80 { return "'\(Character(Unicode.Scalar(byte)))'" }
        // A non-ASCII character: decode the whole scalar for the message.
        var end = index + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return "'\(String(decoding: bytes[index..<end], as: UTF8.self))'"
    }

    private func error(_ message: String) -> InputError {
        InputError(file: file, position: position, message: message)
    }
}

private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

private func isWordByte(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
        || isDigit(byte) || byte == UInt8(ascii: "_")
}

private func hexDigitValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
    default: return nil
    }
}

private func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
}
