import Foundation

/// One input line after un-mangling, with its original number.
struct PastedLine: Sendable, Equatable {
    /// 1-based, the input's own.
    let number: Int
    /// As in the input (without the line break).
    let original: String
    /// With paste mangling and any console prefix removed.
    let text: String
    /// The console prefix removed from the start (`Mar  4 18:25:38 host App[123]:`,
    /// `2020-01-01 12:00:00.123 App[1:2] [LayoutConstraints]`), nil when none.
    let consolePrefix: String?
}

/// Undoes what pasting into Markdown, HTML, code comments and log collectors does to a log, line
/// by line, so line numbers stay the input's (console-logs reference §7.4): `> ` quotes, `///`,
/// `//` and ` * ` comment prefixes, code fences glued to text, `**bold**` lines, backslash escapes
/// (`\<`, `\[`, `\*`, `\_`), HTML entities, `~~` where a renderer ate a `-`, and console prefixes.
/// NSArray's own escapes (`\"`, `\\`, `\n`, `\U2019`) are left for the description reader.
enum PastedText {
    static func lines(_ input: String) -> [PastedLine] {
        var result: [PastedLine] = []
        var number = 0
        // Split on \n over scalars: "\r\n" is one Character, so Character splitting would miss it.
        var current = String.UnicodeScalarView()
        func flush() {
            number += 1
            var original = String(current)
            if original.unicodeScalars.last == "\r" { original.unicodeScalars.removeLast() }
            let cleaned = unmangled(original)
            let (prefix, rest) = ConsolePrefix.split(cleaned)
            result.append(PastedLine(number: number, original: original, text: rest, consolePrefix: prefix))
            current = String.UnicodeScalarView()
        }
        for scalar in input.unicodeScalars {
            if scalar == "\n" { flush() } else { current.append(scalar) }
        }
        if !current.isEmpty { flush() }
        return result
    }

    /// One line with the paste's decorations removed.
    static func unmangled(_ line: String) -> String {
        var text = Substring(line)
        text = strippingLeadingDecorations(text)
        text = strippingFences(text)
        text = strippingBold(text)
        var result = unescapingMarkdown(text)
        if result.contains("&") { result = decodingEntities(result) }
        // A Markdown renderer turned `-` into `~~` inside descriptions (firefox-ios#20783).
        if result.contains("~~"), result.contains(":0x") {
            result = result.replacingOccurrences(of: "~~", with: "-")
        }
        return result
    }

    /// `> ` quotes (nested too), `///` and `//` comments, ` * ` doc-comment bodies.
    private static func strippingLeadingDecorations(_ line: Substring) -> Substring {
        var text = line
        while true {
            let body = text.drop(while: { $0 == " " || $0 == "\t" })
            if body.hasPrefix(">") {
                text = body.dropFirst()
                if text.first == " " { text = text.dropFirst() }
            } else if body.hasPrefix("//") {
                text = body.drop(while: { $0 == "/" })
                if text.first == " " { text = text.dropFirst() }
            } else if body == "*" || body.hasPrefix("* ") || body.hasPrefix("*\t") {
                text = body.dropFirst()
                if text.first == " " { text = text.dropFirst() }
            } else {
                return text
            }
        }
    }

    /// A fence at either end of a line, with its language tag when the line is only the fence.
    private static func strippingFences(_ line: Substring) -> Substring {
        var text = line
        let body = text.drop(while: { $0 == " " || $0 == "\t" })
        if body.hasPrefix("``") {
            let rest = body.drop(while: { $0 == "`" })
            let word = rest.trimmingCharacters(in: .whitespaces)
            let isTag = word.count <= 12 && word.allSatisfy { ($0.isLetter && $0.isLowercase) || $0.isNumber || $0 == "+" || $0 == "-" }
            text = isTag ? "" : rest
        }
        var trimmedEnd = text
        while let last = trimmedEnd.last, last == " " || last == "\t" { trimmedEnd = trimmedEnd.dropLast() }
        if trimmedEnd.hasSuffix("```") {
            text = trimmedEnd.dropLast(3)
        }
        return text
    }

    /// `**text**` (and a `**` left at the start by a cut).
    private static func strippingBold(_ line: Substring) -> Substring {
        var text = line.drop(while: { $0 == " " || $0 == "\t" })
        guard text.hasPrefix("**") else { return line }
        text = text.dropFirst(2)
        var end = text
        while let last = end.last, last == " " || last == "\t" { end = end.dropLast() }
        if end.hasSuffix("**") { text = end.dropLast(2) }
        return text
    }

    /// Characters Markdown escapes and logs never put after a backslash.
    private static let markdownEscaped: Set<Character> = ["<", ">", "[", "]", "*", "_", "(", ")", "#", "|", "{", "}", "`", "-", "+", ".", "!", "~"]

    private static func unescapingMarkdown(_ line: Substring) -> String {
        guard line.contains("\\") else { return String(line) }
        var result = ""
        var iterator = line.makeIterator()
        while let character = iterator.next() {
            guard character == "\\" else { result.append(character); continue }
            guard let next = iterator.next() else { result.append(character); break }
            if !markdownEscaped.contains(next) { result.append(character) }
            result.append(next)
        }
        return result
    }

    private static func decodingEntities(_ line: String) -> String {
        var text = line
        for (entity, character) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&apos;", "'"),
                                    ("&nbsp;", " "), ("&amp;", "&")] where text.contains(entity) {
            text = text.replacingOccurrences(of: entity, with: character)
        }
        return text
    }
}
