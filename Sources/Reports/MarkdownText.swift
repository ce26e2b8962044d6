/// Small Markdown building blocks for `explain --markdown`.
package enum MarkdownText {
    /// `text` as a code span, with a fence of backticks longer than any run inside it.
    package static func code(_ text: String) -> String {
        let fence = String(repeating: "`", count: longestBacktickRun(text) + 1)
        let padded = text.hasPrefix("`") || text.hasSuffix("`") ? " \(text) " : text
        return fence + padded + fence
    }

    /// `text` as a fenced code block, unindented, so tabs and trailing spaces survive as they are.
    package static func codeBlock(_ text: String) -> [String] {
        let fence = String(repeating: "`", count: max(3, longestBacktickRun(text) + 1))
        let body = text.hasSuffix("\n") ? String(text.dropLast()) : text
        return [fence, body, fence]
    }

    /// A constraint (or other item) in a code span followed by where it came from.
    package static func cited(_ syntax: String, _ source: String) -> String {
        "\(code(syntax)) — \(source)"
    }

    /// A frame line: the item in a code span and its frame.
    package static func frame(_ item: String, _ frame: String) -> String {
        "\(code(item)) \(frame)"
    }

    private static func longestBacktickRun(_ text: String) -> Int {
        var longest = 0, current = 0
        for character in text {
            current = character == "`" ? current + 1 : 0
            longest = max(longest, current)
        }
        return longest
    }
}
