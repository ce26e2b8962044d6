/// What one un-mangled line is, by the fixed sentences UIKit and AppKit print around the list
/// (console-logs reference §7). Sentences are matched anywhere in the line, so a prefix the
/// un-mangling missed does not hide them.
enum LogLine: Equatable {
    /// `Unable to simultaneously satisfy constraints.` (UIKit) or `…:` (AppKit); `before` is what
    /// precedes the sentence on the line.
    case header(LogHeaderForm, before: String)
    /// macOS 14's `Conflicting constraints detected: (`, with what follows the sentence.
    case conflictingHeader(before: String, after: String)
    /// The advice lines after a UIKit header; `singleLine` when they are all on one line (iOS 8),
    /// `note` when the autoresizing note is among them.
    case advice(singleLine: Bool, note: Bool)
    /// `Will attempt to recover by breaking constraint` with what follows on the same line.
    case breaking(after: String)
    case footer(LogFooterForm)
    /// `(` or `[` alone.
    case listOpen(LogListForm)
    /// `)`, `).`, `]`.
    case listClose
    /// `<private>` alone.
    case redacted
    /// `""` or `"",`: a quoted entry whose `<…>` an HTML renderer removed.
    case emptyEntry
    case blank
    /// Anything else: descriptions, noise.
    case other

    /// Either header form: UIKit's or AppKit's sentence, or macOS 14's.
    var isHeader: Bool {
        switch self {
        case .header, .conflictingHeader: true
        default: false
        }
    }

    var isBreaking: Bool {
        if case .breaking = self { return true }
        return false
    }

    static func classify(_ text: String) -> LogLine {
        let trimmed = text.trimmingSpaces
        if trimmed.isEmpty { return .blank }
        if let range = trimmed.range(of: "Unable to simultaneously satisfy constraints") {
            let next = trimmed[range.upperBound...].first
            return .header(next == ":" ? .appKit : .uikit, before: String(trimmed[..<range.lowerBound]))
        }
        if let range = trimmed.range(of: "Conflicting constraints detected:") {
            return .conflictingHeader(before: String(trimmed[..<range.lowerBound]),
                                      after: trimmed[range.upperBound...].trimmingSpaces)
        }
        let note = trimmed.contains("(Note: If you're seeing NSAutoresizingMaskLayoutConstraints")
        if trimmed.contains("Probably at least one of the constraints") {
            return .advice(singleLine: trimmed.contains("(1) look at each constraint"), note: note)
        }
        if note || trimmed.hasPrefix("Try this:") || trimmed.contains("(1) look at each constraint")
            || trimmed.contains("(2) find the code that added") {
            return .advice(singleLine: false, note: note)
        }
        if let range = trimmed.range(of: "Will attempt to recover by breaking") {
            var after = trimmed[range.upperBound...]
            if after.hasPrefix(" constraint") { after = after.dropFirst(" constraint".count) }
            return .breaking(after: after.trimmingSpaces)
        }
        if trimmed.contains("Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints")
            || trimmed.contains("Break on objc_exception_throw to catch this in the debugger") {
            return .footer(.uikit)
        }
        if trimmed.contains("UIConstraintBasedLayoutDebugging category on UIView") {
            if trimmed.contains("<UIKitCore/UIView.h>") { return .footer(.uikitCore) }
            if trimmed.contains("<UIKit/UIView.h>") { return .footer(.uikit) }
            return .footer(.uikitUnnamed)
        }
        if trimmed.contains("NSConstraintBasedLayoutVisualizeMutuallyExclusiveConstraints") { return .footer(.appKit) }
        if trimmed == "(" { return .listOpen(.parenthesizedQuoted) }
        if trimmed == "[" { return .listOpen(.bracketed) }
        if trimmed == ")" || trimmed == ")." || trimmed == "]" || trimmed == ")," { return .listClose }
        if trimmed == "<private>" || trimmed == "\"<private>\"" { return .redacted }
        if trimmed == "\"\"" || trimmed == "\"\"," { return .emptyEntry }
        return .other
    }
}
