import Foundation

/// One line GraphViz reported through its error hook.
struct GraphvizMessage: Equatable, Sendable {
    enum Severity: Sendable { case error, warning, note }

    let severity: Severity
    /// The whole line as GraphViz wrote it, prefix included ("Error: syntax error in line 1 …").
    let text: String

    /// Splits the concatenated hook output into lines. Continuation lines (GraphViz's AGPREV
    /// level has no prefix) count as notes so they are kept but do not decide failure.
    static func split(_ reportedText: String) -> [GraphvizMessage] {
        reportedText
            .split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
            .map { line in
                let severity: Severity =
                    line.hasPrefix("Error") ? .error : line.hasPrefix("Warning") ? .warning : .note
                return GraphvizMessage(severity: severity, text: line)
            }
    }
}
