/// A strict JSON parser (RFC 8259) that records the line and column of every value and reports
/// errors with them. Foundation's JSONSerialization gives no positions, hence this one.
package struct JSONParser {
    /// Deeper nesting is refused rather than risking the stack on hostile input.
    static let maximumDepth = 256
    /// Objects with more members than this check for duplicate keys through a set, not a scan.
    private static let keyScanLimit = 16

    let bytes: UnsafeBufferPointer<UInt8>
    private let file: String
    var index = 0
    private var depth = 0
    // Positions are worked out from the byte index when a value starts, not byte by byte: the
    // current line, where it starts, and how many UTF-8 continuation bytes lie between there and
    // `index` (columns count scalars). Only whitespace holds a newline and only strings hold
    // non-ASCII bytes, so those are the only places that update them.
    private var line = 1
    private var lineStart = 0
    var continuationBytes = 0

    package static func parse(_ text: String, file: String) throws(InputError) -> JSONNode {
        var text = text
        // A native string is already contiguous UTF-8: read it in place rather than copying it.
        let result: Result<JSONNode, InputError> = text.withUTF8 { bytes in
            var parser = JSONParser(bytes: bytes, file: file)
            return Result { () throws(InputError) -> JSONNode in try parser.parseDocument() }
        }
        return try result.get()
    }

    init(bytes: UnsafeBufferPointer<UInt8>, file: String) {
        self.bytes = bytes
        self.file = file
    }

    private mutating func parseDocument() throws(InputError) -> JSONNode {
        skipWhitespace()
        let root = try parseValue()
        skipWhitespace()
        if index < bytes.count {
            throw error("unexpected \(describeCurrent()) after the JSON value")
        }
        return root
    }

    // MARK: - Values

    mutating func parseValue() throws(InputError) -> JSONNode {
        let start = position
        guard let byte = current else { throw error("unexpected end of input, expected a value") }
        switch byte {
        case UInt8(ascii: "{"): return JSONNode(value: try parseObject(), position: start)
        case UInt8(ascii: "["): return JSONNode(value: try parseArray(), position: start)
        case UInt8(ascii: "\""): return JSONNode(value: .string(try parseString()), position: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONNode(value: .number(try parseNumber()), position: start)
        default:
            if atWord("true") { index += 4; return JSONNode(value: .bool(true), position: start) }
            if atWord("false") { index += 5; return JSONNode(value: .bool(false), position: start) }
            if atWord("null") { index += 4; return JSONNode(value: .null, position: start) }
            if atWord("NaN") || atWord("Infinity") {
                throw error("non-finite number \(peekWord()) is not allowed; numbers must be finite")
            }
            throw error("unexpected \(describeCurrent()), expected a value")
        }
    }

    private mutating func parseObject() throws(InputError) -> JSONNode.Value {
        try enterNesting()
        index += 1 // {
        var members: [JSONMember] = []
        var keys: Set<String> = [] // filled only once the object is past `keyScanLimit` members
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            index += 1
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
            if members.count < Self.keyScanLimit {
                if members.contains(where: { $0.key == key }) {
                    throw InputError(file: file, position: keyPosition, message: "duplicate key \"\(key)\"")
                }
            } else {
                if keys.isEmpty { keys = Set(members.map(\.key)) }
                if !keys.insert(key).inserted {
                    throw InputError(file: file, position: keyPosition, message: "duplicate key \"\(key)\"")
                }
            }
            skipWhitespace()
            guard current == UInt8(ascii: ":") else {
                throw error("unexpected \(describeCurrent()), expected ':' after key \"\(key)\"")
            }
            index += 1
            skipWhitespace()
            let value = try parseValue()
            members.append(JSONMember(key: key, keyPosition: keyPosition, value: value))
            skipWhitespace()
            if current == UInt8(ascii: ",") { index += 1; continue }
            if current == UInt8(ascii: "}") { index += 1; break }
            throw error("unexpected \(describeCurrent()), expected ',' or '}' in an object")
        }
        depth -= 1
        return .object(members)
    }

    private mutating func parseArray() throws(InputError) -> JSONNode.Value {
        try enterNesting()
        index += 1 // [
        var elements: [JSONNode] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue())
            skipWhitespace()
            if current == UInt8(ascii: ",") { index += 1; continue }
            if current == UInt8(ascii: "]") { index += 1; break }
            throw error("unexpected \(describeCurrent()), expected ',' or ']' in an array")
        }
        depth -= 1
        return .array(elements)
    }

    mutating func parseString() throws(InputError) -> String {
        let start = position
        index += 1 // opening quote
        let contentStart = index
        // Most strings have no escapes: find the closing quote and decode the bytes in one go.
        let run = plainRun(from: contentStart)
        continuationBytes += run.continuationBytes
        index = run.end
        if run.isClosed {
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[contentStart..<index]), as: UTF8.self)
            index += 1
            return text
        }
        // An escape, a control character or the end of input: collect UTF-8 from here on.
        var decoded = Array(UnsafeBufferPointer(rebasing: bytes[contentStart..<index]))
        while true {
            guard let byte = current else {
                throw InputError(file: file, position: start, message: "unterminated string")
            }
            if byte == UInt8(ascii: "\"") {
                index += 1
                break
            }
            if byte < 0x20 {
                throw error("control character U+\(hex(UInt32(byte))) must be escaped in a string")
            }
            if byte != UInt8(ascii: "\\") {
                if byte & 0xC0 == 0x80 { continuationBytes += 1 }
                decoded.append(byte)
                index += 1
                continue
            }
            let escapePosition = position
            index += 1 // backslash
            guard let escaped = current else {
                throw InputError(file: file, position: start, message: "unterminated string")
            }
            index += 1
            switch escaped {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): decoded.append(escaped)
            case UInt8(ascii: "b"): decoded.append(0x08)
            case UInt8(ascii: "f"): decoded.append(0x0C)
            case UInt8(ascii: "n"): decoded.append(0x0A)
            case UInt8(ascii: "r"): decoded.append(0x0D)
            case UInt8(ascii: "t"): decoded.append(0x09)
            case UInt8(ascii: "u"): decoded.append(contentsOf: UTF8.encode(try parseUnicodeEscape(at: escapePosition))!)
            default:
                throw InputError(file: file, position: escapePosition,
                                 message: "invalid escape '\\\(Character(Unicode.Scalar(escaped)))' in a string")
            }
        }
        return String(decoding: decoded, as: UTF8.self)
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
        index += 2
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
            index += 1
        }
        return value
    }

    /// The run of a string's bytes from `start` up to its closing quote (`isClosed`), or up to the
    /// first escape, control character or the end of input, with the UTF-8 continuation bytes in it
    /// (positions count characters). Nothing is moved: the caller takes the run or reads on.
    func plainRun(from start: Int) -> (end: Int, continuationBytes: Int, isClosed: Bool) {
        var end = start, continuation = 0
        while end < bytes.count {
            let byte = bytes[end]
            if byte == UInt8(ascii: "\"") { return (end, continuation, true) }
            if byte == UInt8(ascii: "\\") || byte < 0x20 { break }
            if byte & 0xC0 == 0x80 { continuation += 1 }
            end += 1
        }
        return (end, continuation, false)
    }

    mutating func parseNumber() throws(InputError) -> Double {
        let start = position
        let startIndex = index
        let isNegative = current == UInt8(ascii: "-")
        if isNegative { index += 1 }
        if atWord("Infinity") {
            throw InputError(file: file, position: start, message: "non-finite number -Infinity is not allowed; numbers must be finite")
        }
        // The digits are gathered as an integer and a power of ten as they are checked, so most
        // numbers need no text (see `exactDouble`).
        var digits = DecimalDigits()
        guard let first = current, isDigit(first) else { throw error("expected a digit in a number") }
        digits.add(first)
        index += 1
        if first != UInt8(ascii: "0") {
            while let byte = current, isDigit(byte) { digits.add(byte); index += 1 }
        } else if let byte = current, isDigit(byte) {
            throw InputError(file: file, position: start, message: "numbers must not have leading zeros")
        }
        if current == UInt8(ascii: ".") {
            index += 1
            guard let byte = current, isDigit(byte) else { throw error("expected a digit after '.' in a number") }
            while let byte = current, isDigit(byte) { digits.add(byte); digits.exponent -= 1; index += 1 }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            let exponentIsNegative = current == UInt8(ascii: "-")
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard let byte = current, isDigit(byte) else { throw error("expected a digit in the exponent of a number") }
            var written = 0
            while let byte = current, isDigit(byte) {
                if written < 100_000 { written = written * 10 + Int(byte - UInt8(ascii: "0")) }
                index += 1
            }
            digits.exponent += exponentIsNegative ? -written : written
        }
        if let value = digits.exactDouble {
            return isNegative ? -value : value
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[startIndex..<index]), as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw InputError(file: file, position: start, message: "number \(text) is out of range; numbers must be finite")
        }
        return value
    }

    // MARK: - Scanning

    private var position: SourcePosition {
        SourcePosition(line: line, column: index - lineStart - continuationBytes + 1)
    }
    var current: UInt8? { index < bytes.count ? bytes[index] : nil }
    private func peek(_ offset: Int) -> UInt8? { index + offset < bytes.count ? bytes[index + offset] : nil }

    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\n"):
                line += 1
                lineStart = index + 1
                continuationBytes = 0
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                break
            default:
                return
            }
            index += 1
        }
    }

    private mutating func enterNesting() throws(InputError) {
        depth += 1
        if depth > Self.maximumDepth { throw error("nesting deeper than \(Self.maximumDepth) levels") }
    }

    /// Whether the letters at the cursor are exactly `word` (as `peekWord` would read them).
    private func atWord(_ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        let letters = word.utf8Start
        for offset in 0..<count where bytes[index + offset] != letters[offset] { return false }
        return index + count == bytes.count || !isWordByte(bytes[index + count])
    }

    /// The letters at the cursor, to quote bad tokens.
    private func peekWord() -> String {
        var end = index
        while end < bytes.count, end - index < 20, isWordByte(bytes[end]) { end += 1 }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<end]), as: UTF8.self)
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
        return "'\(String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<end]), as: UTF8.self))'"
    }

    func error(_ message: String) -> InputError {
        InputError(file: file, position: position, message: message)
    }
}

/// A number's decimal digits as an integer, and the power of ten to scale it by.
private struct DecimalDigits {
    /// Exact while at most 19 digits were added.
    var significand: UInt64 = 0
    var count = 0
    var exponent = 0

    mutating func add(_ digit: UInt8) {
        count += 1
        if count <= 19 { significand = significand * 10 + UInt64(digit - UInt8(ascii: "0")) }
    }

    /// The value when one correctly rounded operation gives it: an integer below 2^53 times or divided
    /// by a power of ten up to 10^22 (all exact as Doubles). That is the correctly rounded value, the
    /// same as `Double(text)` gives; anything else returns nil and is read from the text.
    var exactDouble: Double? {
        guard count <= 19, significand <= 1 << 53, exponent >= -22, exponent <= 22 else { return nil }
        let value = Double(significand)
        return exponent >= 0 ? value * powersOfTen[exponent] : value / powersOfTen[-exponent]
    }
}

private let powersOfTen: [Double] = [1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14,
                                     1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22]

func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

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
