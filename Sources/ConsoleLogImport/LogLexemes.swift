import Foundation

/// The small pieces a description is made of: numbers as `%g` prints them, and NSArray's escapes.
enum LogLexemes {
    /// `16`, `- 16`, `+ 70`, `112.333`, `2.22507e-308`, `16.0`: a sign may be followed by spaces.
    /// Only finite decimal numbers; `inf`, `nan` and hex are refused.
    static func number(_ text: some StringProtocol) -> Double? {
        var scalars = Array(text.trimmingSpaces.unicodeScalars)
        var negative = false
        if let first = scalars.first, first == "-" || first == "+" {
            negative = first == "-"
            scalars.removeFirst()
            while let next = scalars.first, next == " " { scalars.removeFirst() }
        }
        guard let first = scalars.first, ("0"..."9").contains(first) || first == "." else { return nil }
        guard scalars.allSatisfy({ ("0"..."9").contains($0) || $0 == "." || $0 == "e" || $0 == "E" || $0 == "-" || $0 == "+" }),
              let value = Double(String(String.UnicodeScalarView(scalars))), value.isFinite else { return nil }
        return negative ? -value : value
    }

    /// NSArray's escapes in a quoted element: `\"`, `\\`, `\n`, `\t`, `\r`, `\Uxxxx` (UTF-16,
    /// surrogate pairs joined). An escape that is not one of these is kept as written.
    static func decodingArrayEscapes(_ text: String) -> String {
        guard text.contains("\\") else { return text }
        let s = Array(text.unicodeScalars)
        var units: [UInt16] = []
        var i = 0
        func appendScalar(_ scalar: Unicode.Scalar) { units.append(contentsOf: Array(String(scalar).utf16)) }
        while i < s.count {
            let c = s[i]
            guard c == "\\", i + 1 < s.count else { appendScalar(c); i += 1; continue }
            let next = s[i + 1]
            switch next {
            case "\"", "\\": appendScalar(next); i += 2
            case "n": units.append(0x0A); i += 2
            case "t": units.append(0x09); i += 2
            case "r": units.append(0x0D); i += 2
            case "U", "u":
                if i + 6 <= s.count, s[(i + 2)..<(i + 6)].allSatisfy(\.properties.isASCIIHexDigit),
                   let value = UInt16(String(String.UnicodeScalarView(s[(i + 2)..<(i + 6)])), radix: 16) {
                    units.append(value)
                    i += 6
                } else {
                    appendScalar(c); i += 1
                }
            default:
                appendScalar(c); i += 1
            }
        }
        // Lone surrogates become U+FFFD rather than failing.
        return String(decoding: units, as: UTF16.self)
    }
}
