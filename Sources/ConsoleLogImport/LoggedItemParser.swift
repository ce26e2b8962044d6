/// A problem with one description, in words for an `UnreadLine`.
struct DescriptionProblem: Error, Equatable {
    let reason: String
    init(_ reason: String) { self.reason = reason }
}

/// Items and `names:` pairs as logs print them (console-logs reference §8).
enum LoggedItemParser {
    /// One item whose extent is already known: `UILabel:0x7f…'text'`, `UIView:cv` (Masonry's
    /// key), `<UIView:0x…>` (old SnapKit), `|`, `<private>`, or a bare name (an accessibility
    /// identifier, a cut class name) that `names:` resolves.
    static func item(_ printed: String) throws(DescriptionProblem) -> LoggedItem {
        var text = printed.trimmingSpaces
        let printedText = text
        if text.isEmpty { throw DescriptionProblem("an item is missing") }
        if text == "|" { return LoggedItem(isSuperview: true, printed: printedText) }
        if text == "<private>" { return LoggedItem(isRedacted: true, printed: printedText) }
        if text.hasPrefix("<"), text.hasSuffix(">"), text.count >= 2 {
            text = String(text.dropFirst().dropLast())
        }
        let s = Array(text.unicodeScalars)
        var i = 0
        while i < s.count, DescriptionExtractor.isClassCharacter(s[i]) { i += 1 }
        if i > 0, i < s.count, s[i] == ":" {
            let className = string(s[..<i])
            let afterColon = i + 1
            if afterColon + 1 < s.count, s[afterColon] == "0", s[afterColon + 1] == "x" {
                var j = afterColon + 2
                while j < s.count, s[j].properties.isASCIIHexDigit { j += 1 }
                let address = string(s[afterColon..<j])
                if j == afterColon + 2 { throw DescriptionProblem("the address `\(address)` after `\(className):` has no hex digits") }
                if j == s.count { return LoggedItem(className: className, address: address, printed: printedText) }
                guard s[j] == "'", s.count - j >= 2, s[s.count - 1] == "'" else {
                    throw DescriptionProblem("`\(string(s[afterColon...]))` is not an address (`0x` and hex digits) followed by quoted text")
                }
                let quoted = LogLexemes.decodingArrayEscapes(string(s[(j + 1)..<(s.count - 1)]))
                return LoggedItem(className: className, address: address, text: quoted,
                                  isTruncated: isCut(quoted), printed: printedText)
            }
            // Masonry prints its `mas_key` in place of the address: `UIView:cv`.
            let key = string(s[afterColon...])
            if !key.isEmpty, key.unicodeScalars.allSatisfy({ DescriptionExtractor.isClassCharacter($0) && $0 != "." }) {
                return LoggedItem(className: className, name: key, printed: printedText)
            }
        }
        // A bare name: an accessibility identifier (spaces allowed) or a cut name.
        if text.contains("\"") || text.contains("<") || text.contains(">") {
            throw DescriptionProblem("`\(text)` is not an item")
        }
        return LoggedItem(isTruncated: isCut(text), name: text, printed: printedText)
    }

    /// UIKit cuts long text to 25 characters and `...`; some renderers make that `…`.
    static func isCut(_ text: String) -> Bool { text.hasSuffix("...") || text.hasSuffix("…") }

    /// `'|':UIView:0x7f…, lockIcon:0x106c2b2e0, superview:UILabel:0x…'Hi' `: each pair is a key
    /// (quoted or not), an optional class, an address, optional quoted text.
    static func names(_ text: String) throws(DescriptionProblem) -> [LoggedName] {
        let s = Array(text.unicodeScalars)
        var pairs: [LoggedName] = []
        var i = 0
        while true {
            while i < s.count, s[i] == " " || s[i] == "," || s[i] == "\t" { i += 1 }
            if i >= s.count { return pairs }
            let pairStart = i
            // The key and class run up to the next `:0x`.
            var j = i
            var addressStart: Int?
            // A quoted key may hold anything, `:0x` included.
            if s[j] == "'" {
                j += 1
                while j < s.count, s[j] != "'" { j += 1 }
            }
            while j + 2 < s.count {
                if s[j] == ":", s[j + 1] == "0", s[j + 2] == "x" { addressStart = j + 1; break }
                j += 1
            }
            guard let addressStart else {
                throw DescriptionProblem("the `names:` entry `\(string(s[pairStart...]).trimmingSpaces)` has no address")
            }
            let head = string(s[pairStart..<(addressStart - 1)])
            var key: String
            var className: String?
            if head.hasPrefix("'"), let close = head.dropFirst().firstIndex(of: "'") {
                key = String(head[head.index(after: head.startIndex)..<close])
                var rest = head[head.index(after: close)...]
                if rest.hasPrefix(":") { rest = rest.dropFirst() }
                className = rest.isEmpty ? nil : String(rest)
            } else if let colon = head.lastIndex(of: ":") {
                key = String(head[..<colon])
                className = String(head[head.index(after: colon)...])
            } else {
                key = head
            }
            key = key.trimmingSpaces
            var k = addressStart + 2
            while k < s.count, s[k].properties.isASCIIHexDigit { k += 1 }
            let address = string(s[addressStart..<k])
            if k == addressStart + 2 { throw DescriptionProblem("the `names:` address `\(address)` has no hex digits") }
            var quoted: String?
            if k < s.count, s[k] == "'" {
                // The text ends at the quote that ends the pair: before `, ` or the end.
                var close = k + 1
                var end: Int?
                while close < s.count {
                    if s[close] == "'" {
                        var after = close + 1
                        while after < s.count, s[after] == " " { after += 1 }
                        if after == s.count || s[after] == "," { end = close; break }
                    }
                    close += 1
                }
                guard let end else { throw DescriptionProblem("the `names:` text after `\(address)` has no closing quote") }
                quoted = LogLexemes.decodingArrayEscapes(string(s[(k + 1)..<end]))
                k = end + 1
            } else if k < s.count, s[k] != " ", s[k] != "," {
                throw DescriptionProblem("the `names:` address `\(string(s[addressStart...]).trimmingSpaces)` is not hexadecimal")
            }
            let item = LoggedItem(className: className, address: address, text: quoted, isTruncated: quoted.map(isCut) ?? false,
                                  name: className == nil && key != "|" ? key : nil, printed: string(s[pairStart..<k]))
            pairs.append(LoggedName(key: key, item: item))
            i = k
        }
    }

    /// Fills an item printed by name or as `|` from the `names:` pair with its key.
    static func resolved(_ item: LoggedItem, in names: [LoggedName]) -> LoggedItem {
        let key: String?
        if item.isSuperview { key = "|" } else if item.address == nil { key = item.name } else { key = nil }
        guard let key, let pair = names.last(where: { $0.key == key }) else { return item }
        var filled = item
        filled.address = pair.item.address
        filled.className = filled.className ?? pair.item.className
        if filled.text == nil { filled.text = pair.item.text }
        return filled
    }

    private static func string(_ slice: ArraySlice<Unicode.Scalar>) -> String {
        String(String.UnicodeScalarView(slice))
    }
}
