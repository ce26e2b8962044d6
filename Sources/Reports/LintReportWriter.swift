import Foundation
import Explain
import JSONText

/// Writes `lint`'s findings in one `LintFormat`. The findings are printed in
/// `LintFinding.printOrder`; `baselined` is how many earlier findings `--baseline` set aside,
/// counted in the summary so a team sees that they are still there.
package enum LintReportWriter {
    /// `files` counts the documents linted; `unreadable` those that could not be (their errors
    /// are on standard error), so a summary never calls an unread document clean.
    package static func write(_ findings: [LintFinding], baselined: Int, files: Int, unreadable: Int = 0,
                              format: LintFormat) -> String {
        let sorted = findings.sorted(by: LintFinding.printOrder)
        switch format {
        // The page goes to its file (`HTMLReport`); the log still says what was found.
        case .text, .html: return text(sorted, baselined: baselined, files: files, unreadable: unreadable)
        case .json: return JSONWriter.write(json(sorted, baselined: baselined, files: files, unreadable: unreadable))
        case .github: return sorted.map(githubAnnotation).joined()
        case .xcode: return sorted.map(xcodeLine).joined()
        }
    }

    /// "Main.storyboard:42: warning: [misplaced] Frame for `Title` …" then the object, scene,
    /// devices and fix indented below, and a summary line.
    static func text(_ findings: [LintFinding], baselined: Int, files: Int, unreadable: Int = 0) -> String {
        var out = ""
        for finding in findings {
            out += "\(location(finding)): \(finding.severity.name): [\(finding.category.rawValue)] \(finding.message)\n"
            var facts: [String] = []
            if let objectID = finding.objectID { facts.append("object \(objectID)") }
            if let place = finding.cellPlace {
                facts.append(place)
            } else if let scene = finding.scene {
                facts.append("scene \(scene)")
            }
            if !finding.devices.isEmpty { facts.append("on \(finding.devices.joined(separator: ", "))") }
            if !facts.isEmpty { out += "    \(facts.joined(separator: "; "))\n" }
            if let fix = finding.fix { out += "    fix: \(fix)\n" }
        }
        return out + summary(findings, baselined: baselined, files: files, unreadable: unreadable) + "\n"
    }

    /// "2 findings in 3 documents: 1 error, 1 warning (4 in the baseline not shown)."
    package static func summary(_ findings: [LintFinding], baselined: Int, files: Int, unreadable: Int = 0) -> String {
        let documents = files == 1 ? "1 document" : "\(files) documents"
        var line = findings.isEmpty ? "No findings in \(documents)" : "\(counted(findings.count, "finding")) in \(documents): "
            + FindingSeverity.allCases.reversed().compactMap { severity -> String? in
                let count = findings.filter { $0.severity == severity }.count
                return count == 0 ? nil : counted(count, severity.name)
            }.joined(separator: ", ")
        if baselined > 0 { line += " (\(baselined) in the baseline not shown)" }
        if unreadable > 0 { line += "; \(unreadable == 1 ? "1 document" : "\(unreadable) documents") could not be read (errors above)" }
        return line + "."
    }

    private static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    /// `FILE:LINE:COL`, `FILE:LINE` or `FILE`: the form compilers print and editors follow.
    package static func location(_ finding: LintFinding) -> String {
        guard let line = finding.line else { return finding.file }
        guard let column = finding.column else { return "\(finding.file):\(line)" }
        return "\(finding.file):\(line):\(column)"
    }

    /// One line Xcode's build log (and most CI log parsers) reads as a diagnostic:
    /// `FILE:LINE: warning: MESSAGE`. The fix and the object go on the same line: a second line
    /// would be read as free text, not as part of the diagnostic.
    static func xcodeLine(_ finding: LintFinding) -> String {
        "\(location(finding)): \(finding.severity.name): \(oneLine(finding))\n"
    }

    /// A GitHub Actions workflow command (`::warning file=…,line=…,title=…::message`) that the
    /// runner turns into an annotation on the pull request's diff. Notes are `notice`s.
    static func githubAnnotation(_ finding: LintFinding) -> String {
        let command: String
        switch finding.severity {
        case .error: command = "error"
        case .warning: command = "warning"
        case .note: command = "notice"
        }
        var properties = ["file=\(escapedProperty(finding.file))"]
        if let line = finding.line { properties.append("line=\(line)") }
        if let column = finding.column { properties.append("col=\(column)") }
        properties.append("title=\(escapedProperty("layoutdbg \(finding.category.rawValue)"))")
        var message = finding.message
        if let place = finding.cellPlace { message += "\nin \(place)" }
        if let fix = finding.fix { message += "\nfix: \(fix)" }
        return "::\(command) \(properties.joined(separator: ","))::\(escapedMessage(message))\n"
    }

    /// The message, object, devices and fix on one line, for formats that have only one.
    static func oneLine(_ finding: LintFinding) -> String {
        let text = "[\(finding.category.rawValue)] \(finding.message)" + objectWords(finding)
            + (finding.devices.isEmpty ? "" : " on \(finding.devices.joined(separator: ", "))")
            + (finding.fix.map { "; fix: \($0)" } ?? "")
        return text.replacingNewlines()
    }

    /// ` (object abc-de-fgh)`, with the cell and its scene when the finding is in a cell laid out
    /// on its own: ` (object abc-de-fgh in cell 5Yy-lT-eDE (MailCell) in scene 1Ks-Qe-7Hb)`.
    package static func objectWords(_ finding: LintFinding) -> String {
        let place = finding.cellPlace.map { "in \($0)" }
        let words = [finding.objectID.map { "object \($0)" }, place].compactMap { $0 }.joined(separator: " ")
        return words.isEmpty ? "" : " (\(words))"
    }

    /// A workflow command's message may hold anything but `%`, CR and LF, which are escaped.
    static func escapedMessage(_ text: String) -> String {
        var out = ""
        for character in text.unicodeScalars {
            switch character {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            default: out.unicodeScalars.append(character)
            }
        }
        return out
    }

    /// A property value also may not hold `:` or `,`, which separate properties.
    static func escapedProperty(_ text: String) -> String {
        escapedMessage(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }

    /// `{"files": N, "baselined": N, "findings": […]}`: also what `--baseline` reads.
    static func json(_ findings: [LintFinding], baselined: Int, files: Int, unreadable: Int = 0) -> JSONOutput {
        .object([
            ("files", .numberText(String(files))),
            ("unreadable", .numberText(String(unreadable))),
            ("baselined", .numberText(String(baselined))),
            ("findings", .array(findings.map(json))),
        ])
    }

    static func json(_ finding: LintFinding) -> JSONOutput {
        func optional(_ value: String?) -> JSONOutput { value.map(JSONOutput.string) ?? .null }
        func optional(_ value: Int?) -> JSONOutput { value.map { .numberText(String($0)) } ?? .null }
        return .object([
            ("severity", .string(finding.severity.name)),
            ("category", .string(finding.category.rawValue)),
            ("file", .string(finding.file)),
            ("line", optional(finding.line)),
            ("column", optional(finding.column)),
            ("ibID", optional(finding.objectID)),
            ("scene", optional(finding.scene)),
            ("cell", finding.cell.map { cell in
                .object([("ibID", .string(cell.objectID)), ("class", .string(cell.className))])
            } ?? .null),
            ("devices", .array(finding.devices.map(JSONOutput.string))),
            ("message", .string(finding.message)),
            ("fix", optional(finding.fix)),
            ("fingerprint", .string(finding.fingerprint)),
        ])
    }
}

private extension String {
    /// Line breaks as spaces, for one-line formats.
    func replacingNewlines() -> String {
        split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).joined(separator: " ")
    }
}
