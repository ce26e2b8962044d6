import LayoutModel

/// A problem found while reading a scenario, kept until the whole file has been read so that
/// several can be reported at once.
struct Diagnostic: Sendable {
    var message: String
    var location: SourceLocation

    var layoutError: LayoutError { LayoutError(message, at: location) }
}

/// Collects diagnostics in the order they are found; `sorted` orders them by position for output.
struct DiagnosticLog {
    private(set) var diagnostics: [Diagnostic] = []

    mutating func error(_ message: String, at location: SourceLocation) {
        diagnostics.append(Diagnostic(message: message, location: location))
    }

    var isEmpty: Bool { diagnostics.isEmpty }

    /// By line, then column; the order found breaks ties, so output is deterministic.
    var sorted: [Diagnostic] {
        diagnostics.enumerated().sorted { lhs, rhs in
            let (l, r) = (lhs.element.location, rhs.element.location)
            if l.line != r.line { return l.line < r.line }
            if l.column != r.column { return l.column < r.column }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }
}

/// Renders `file:line:col: error: message`, the source line and a caret under the column, the way
/// compilers do, so editors and people can jump to the spot.
public enum DiagnosticFormatter {
    /// `file:line:col: error: …` with the line and a caret; an error without a position names the
    /// `file` alone. `severity` is the word after the position: `warning` for what an importer
    /// left out of a layout it still read.
    public static func render(_ error: LayoutError, sourceLines: [String], file: String? = nil,
                              severity: Severity = .error) -> String {
        let word = severity.rawValue
        guard let location = error.location else { return (file.map { "\($0): " } ?? "") + "\(word): \(error.message)" }
        var text = "\(location.file):\(location.line):\(location.column): \(word): \(error.message)"
        guard location.line >= 1, location.line <= sourceLines.count else { return text }
        let line = sourceLines[location.line - 1]
        text += "\n" + line + "\n" + caretLine(under: location.column, in: line)
        return text
    }

    /// How serious a located message is, as compilers word it.
    public enum Severity: String, Sendable {
        case error, warning
    }

    /// Spaces up to the column (tabs kept, so the caret lines up in a terminal), then `^`.
    static func caretLine(under column: Int, in line: String) -> String {
        var prefix = ""
        for (index, character) in line.enumerated() where index < column - 1 {
            prefix.append(character == "\t" ? "\t" : " ")
        }
        let missing = max(0, column - 1 - line.count)
        return prefix + String(repeating: " ", count: missing) + "^"
    }

    /// Splits text into lines the way the parser numbers them: at every character that
    /// `Character.isNewline`, "\r\n" being one character.
    public static func lines(of text: String) -> [String] {
        guard text.utf8.allSatisfy({ $0 < 0x80 }) else {
            return text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init)
        }
        // ASCII text, nearly every file, is split on its bytes (the same lines, in a tenth of the
        // time): its newline characters are U+000A through U+000D, and "\r\n".
        let bytes = Array(text.utf8)
        var lines: [String] = []
        var start = 0, index = 0
        while index < bytes.count {
            let byte = bytes[index]
            guard (0x0A...0x0D).contains(byte) else { index += 1; continue }
            lines.append(String(decoding: bytes[start..<index], as: UTF8.self))
            index += byte == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
            start = index
        }
        lines.append(String(decoding: bytes[start...], as: UTF8.self))
        return lines
    }
}

/// "did you mean …" for misspelt keywords and names: the closest candidate within a small
/// edit distance, if any.
enum Suggestion {
    static func closest(to word: String, in candidates: [String]) -> String? {
        let target = Array(word.lowercased())
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(target, Array(candidate.lowercased()))
            // Very short names are too close to everything to suggest.
            let limit = candidate.count <= 3 ? 0 : max(1, min(3, candidate.count / 3))
            guard distance <= limit, distance < (best?.distance ?? Int.max) else { continue }
            best = (candidate, distance)
        }
        return best?.name
    }

    /// " (did you mean 'x'?)" or nothing.
    static func hint(for word: String, in candidates: [String]) -> String {
        closest(to: word, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// Optimal-string-alignment distance: insertions, deletions, substitutions and swaps of two
    /// neighbours (the commonest typo) each cost 1.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        // Long words cannot be near-misses of keywords; skip the quadratic work.
        if abs(a.count - b.count) > 3 || a.count > 64 || b.count > 64 { return Int.max / 2 }
        var d = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { d[i][0] = i }
        for j in 0...b.count { d[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
                }
            }
        }
        return d[a.count][b.count]
    }
}
