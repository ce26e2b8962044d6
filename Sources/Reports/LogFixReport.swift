import ConsoleLogImport
import JSONText

/// The fixes of one log in `layoutdbg log`'s text and JSON (docs/cli.md, `log`: fixes).
package enum LogFixReport {
    package static func json(_ fix: LogFix) -> JSONOutput {
        .object([
            ("description", .string(fix.description)),
            ("edit", fix.edit.isEmpty ? .null : .string(fix.edit.joined(separator: "\n"))),
            ("verified", .bool(fix.verified)),
            ("pattern", .string(fix.pattern.rawValue)),
            ("effects", .array(fix.effects.map(JSONOutput.string))),
            ("code", .array(fix.code.map(JSONOutput.string))),
        ])
    }

    /// Verified fixes first, then the hints, each marked.
    package static func lines(_ fixes: [LogFix]) -> [String] {
        var lines: [String] = []
        let verified = fixes.filter(\.verified), hints = fixes.filter { !$0.verified }
        if !verified.isEmpty {
            lines.append("  Fixes (each re-solved with the fix applied: the conflict is gone):")
            for (number, fix) in verified.enumerated() { lines += entry(fix, label: "\(number + 1).") }
        }
        if !hints.isEmpty {
            lines.append("  Hints (not verified):")
            for fix in hints { lines += entry(fix, label: "-") }
        }
        return lines
    }

    static func entry(_ fix: LogFix, label: String) -> [String] {
        var lines = ["    \(label) [\(fix.pattern.rawValue)] \(fix.description)."]
        if !fix.edit.isEmpty { lines.append("       in the emitted layout (a step): " + fix.edit.joined(separator: "; ")) }
        lines += fix.code.map { "       code: " + $0 }
        lines += fix.effects.map { "       then: " + $0 }
        return lines
    }
}
