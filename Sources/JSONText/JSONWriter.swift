import Cassowary

/// JSON to be written. Objects are lists of pairs, so keys come out in the order the code
/// lists them, never in a Dictionary's order.
public indirect enum JSONOutput: Equatable, Sendable {
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
public enum JSONWriter {
    /// `lineLimit` is the longest line an inlined value may make (indentation included).
    public static func write(_ value: JSONOutput, lineLimit: Int = 100) -> String {
        var text = ""
        write(value, indent: "", column: 0, isRoot: true, lineLimit: lineLimit, into: &text)
        return text + "\n"
    }

    /// `column` is how much of the current line is already written.
    private static func write(_ value: JSONOutput, indent: String, column: Int, isRoot: Bool = false, lineLimit: Int,
                              into text: inout String) {
        if !isRoot, mayInline(value) {
            let inline = inlineText(value)
            if column + inline.count <= lineLimit {
                text += inline
                return
            }
        }
        let inner = indent + "  "
        switch value {
        case let .object(members):
            text += "{\n"
            for (offset, member) in members.enumerated() {
                let keyText = quoted(member.0) + ": "
                text += inner + keyText
                write(member.1, indent: inner, column: inner.count + keyText.count, lineLimit: lineLimit, into: &text)
                text += offset == members.count - 1 ? "\n" : ",\n"
            }
            text += indent + "}"
        case let .array(elements):
            text += "[\n"
            for (offset, element) in elements.enumerated() {
                text += inner
                write(element, indent: inner, column: inner.count, lineLimit: lineLimit, into: &text)
                text += offset == elements.count - 1 ? "\n" : ",\n"
            }
            text += indent + "]"
        default:
            text += inlineText(value)
        }
    }

    /// Arrays of records always get one record per line; an array inside an inlined object does not.
    private static func mayInline(_ value: JSONOutput) -> Bool {
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

    /// The value on one line.
    private static func inlineText(_ value: JSONOutput) -> String {
        switch value {
        case let .object(members):
            return "{" + members.map { quoted($0.0) + ": " + inlineText($0.1) }.joined(separator: ", ") + "}"
        case let .array(elements):
            return "[" + elements.map(inlineText).joined(separator: ", ") + "]"
        case let .string(string): return quoted(string)
        case let .numberText(text): return text
        case let .bool(flag): return flag ? "true" : "false"
        case .null: return "null"
        }
    }

    package static func quoted(_ string: String) -> String {
        var text = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case "\u{08}": text += "\\b"
            case "\u{0C}": text += "\\f"
            default:
                if scalar.value < 0x20 {
                    let digits = String(scalar.value, radix: 16, uppercase: true)
                    text += "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
                } else {
                    text.unicodeScalars.append(scalar)
                }
            }
        }
        return text + "\""
    }
}
