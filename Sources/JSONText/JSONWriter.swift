import Cassowary

/// JSON to be written. Objects are lists of pairs, so keys come out in the order the code
/// lists them, never in a Dictionary's order.
/// Not `indirect`: objects and arrays already hold their parts in arrays, so a value needs no box
/// of its own (a box per value made large outputs slow to build).
public enum JSONOutput: Equatable, Sendable {
    case object([(String, JSONOutput)])
    case array([JSONOutput])
    case string(String)
    /// Number text, already formatted (see `JSONOutput.number(_:)` and `exactNumber(_:)`).
    case numberText(String)
    case bool(Bool)
    case null

    /// A number rounded for people, via Cassowary's `formatNumber` (six decimals, -0 as 0).
    /// Non-finite values have no JSON form and are written as null.
    public static func number(_ value: Double) -> JSONOutput {
        value.isFinite ? .numberText(formatNumber(value)) : .null
    }

    /// A number that reads back as exactly the same Double (integers without a fraction).
    public static func exactNumber(_ value: Double) -> JSONOutput {
        guard value.isFinite else { return .null }
        if value == value.rounded(), abs(value) < 1e15 { return .numberText(String(Int64(value))) }
        return .numberText("\(value)")
    }

    public static func == (lhs: JSONOutput, rhs: JSONOutput) -> Bool {
        switch (lhs, rhs) {
        case let (.object(a), .object(b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        case let (.array(a), .array(b)): return a == b
        case let (.string(a), .string(b)): return a == b
        case let (.numberText(a), .numberText(b)): return a == b
        case let (.bool(a), .bool(b)): return a == b
        case (.null, .null): return true
        default: return false
        }
    }
}

/// Writes `JSONOutput` as indented text. Below the root, an object or an array of scalars that fits
/// on one line is written on one line, so lists of small records read one record per line.
///
/// Everything goes into one UTF-8 buffer. A value that may go on one line is written there first
/// and taken back when it turns out too long; the attempt stops as soon as it is over the limit.
public enum JSONWriter {
    /// `lineLimit` is the longest line an inlined value may make (indentation included), counted
    /// in characters.
    public static func write(_ value: JSONOutput, lineLimit: Int = 100) -> String {
        var writer = JSONByteWriter(lineLimit: lineLimit)
        writer.write(value, indent: 0, column: 0, isRoot: true)
        writer.bytes.append(UInt8(ascii: "\n"))
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    package static func quoted(_ string: String) -> String {
        var bytes: [UInt8] = []
        appendQuoted(string, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `string` in quotes with JSON escapes, appended as UTF-8. Escapes are all for ASCII
    /// characters, so the bytes can be handled one by one.
    static func appendQuoted(_ string: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        var string = string
        string.withUTF8 { text in
            var runStart = 0
            for (offset, byte) in text.enumerated() where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[runStart..<offset]))
                runStart = offset + 1
                bytes.append(UInt8(ascii: "\\"))
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(byte)
                case 0x0A: bytes.append(UInt8(ascii: "n"))
                case 0x0D: bytes.append(UInt8(ascii: "r"))
                case 0x09: bytes.append(UInt8(ascii: "t"))
                case 0x08: bytes.append(UInt8(ascii: "b"))
                case 0x0C: bytes.append(UInt8(ascii: "f"))
                default:
                    let digits = Array("0123456789ABCDEF".utf8)
                    bytes.append(contentsOf: [UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"),
                                              digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
                }
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[runStart...]))
        }
        bytes.append(UInt8(ascii: "\""))
    }
}

/// The layout of `JSONWriter`, into a byte buffer.
private struct JSONByteWriter {
    let lineLimit: Int
    var bytes: [UInt8] = []

    init(lineLimit: Int) {
        self.lineLimit = lineLimit
        bytes.reserveCapacity(1 << 16)
    }

    /// `column` is how much of the current line is already written; `indent` is in spaces.
    mutating func write(_ value: JSONOutput, indent: Int, column: Int, isRoot: Bool = false) {
        if !isRoot, mayInline(value) {
            let start = bytes.count
            if writeInline(value, budget: max(0, lineLimit - column)) { return }
            bytes.removeSubrange(start...)
        }
        let inner = indent + 2
        switch value {
        case let .object(members):
            append("{\n")
            for (offset, member) in members.enumerated() {
                appendSpaces(inner)
                let keyStart = bytes.count
                JSONWriter.appendQuoted(member.0, to: &bytes)
                append(": ")
                let keyWidth = characterCount(from: keyStart)
                write(member.1, indent: inner, column: inner + keyWidth)
                append(offset == members.count - 1 ? "\n" : ",\n")
            }
            appendSpaces(indent)
            bytes.append(UInt8(ascii: "}"))
        case let .array(elements):
            append("[\n")
            for (offset, element) in elements.enumerated() {
                appendSpaces(inner)
                write(element, indent: inner, column: inner)
                append(offset == elements.count - 1 ? "\n" : ",\n")
            }
            appendSpaces(indent)
            bytes.append(UInt8(ascii: "]"))
        default:
            appendInline(value)
        }
    }

    /// Writes `value` on one line; false (with the bytes left for the caller to drop) when it is
    /// more than `budget` characters.
    private mutating func writeInline(_ value: JSONOutput, budget: Int) -> Bool {
        attempt = InlineAttempt(start: bytes.count, budget: budget)
        defer { attempt = nil }
        guard appendInline(value) else { return false }
        return characterCount(from: attempt!.start) <= budget
    }

    /// A one-line attempt under way: it may stop early once the text so far is ASCII and longer
    /// than the budget, since each ASCII character is then one character of the line whatever follows.
    private struct InlineAttempt {
        var start: Int
        var budget: Int
        var checkedUpTo: Int
        var isASCII = true

        init(start: Int, budget: Int) {
            self.start = start
            self.budget = budget
            checkedUpTo = start
        }
    }
    private var attempt: InlineAttempt?

    /// Appends `value` on one line; false when the attempt under way stopped early.
    @discardableResult
    private mutating func appendInline(_ value: JSONOutput) -> Bool {
        switch value {
        case let .object(members):
            bytes.append(UInt8(ascii: "{"))
            for (offset, member) in members.enumerated() {
                if offset > 0 { append(", ") }
                JSONWriter.appendQuoted(member.0, to: &bytes)
                append(": ")
                guard appendInline(member.1), !attemptIsOver() else { return false }
            }
            bytes.append(UInt8(ascii: "}"))
        case let .array(elements):
            bytes.append(UInt8(ascii: "["))
            for (offset, element) in elements.enumerated() {
                if offset > 0 { append(", ") }
                guard appendInline(element), !attemptIsOver() else { return false }
            }
            bytes.append(UInt8(ascii: "]"))
        case let .string(string): JSONWriter.appendQuoted(string, to: &bytes)
        case var .numberText(text): text.withUTF8 { bytes.append(contentsOf: $0) }
        case let .bool(flag): append(flag ? "true" : "false")
        case .null: append("null")
        }
        return true
    }

    private mutating func attemptIsOver() -> Bool {
        guard var current = attempt, current.isASCII, bytes.count - current.start > current.budget else { return false }
        current.isASCII = !bytes[current.checkedUpTo...].contains { $0 >= 0x80 }
        current.checkedUpTo = bytes.count
        attempt = current
        return current.isASCII
    }

    /// Characters (grapheme clusters) written since `start`, as `String.count` counts them.
    private func characterCount(from start: Int) -> Int {
        if isASCII(from: start) { return bytes.count - start } // no CR LF pair: line breaks are escaped
        return String(decoding: bytes[start...], as: UTF8.self).count
    }

    private func isASCII(from start: Int) -> Bool {
        bytes[start...].allSatisfy { $0 < 0x80 }
    }

    /// A literal's bytes, copied at once (appending a `String.UTF8View` goes byte by byte).
    private mutating func append(_ literal: StaticString) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    private mutating func appendSpaces(_ count: Int) {
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: count))
    }

    /// Arrays of records always get one record per line; an array inside an inlined object does not.
    private func mayInline(_ value: JSONOutput) -> Bool {
        switch value {
        case .object: return true
        case let .array(elements):
            return elements.allSatisfy {
                if case .object = $0 { return false }
                if case .array = $0 { return false }
                return true
            }
        default: return true
        }
    }
}
