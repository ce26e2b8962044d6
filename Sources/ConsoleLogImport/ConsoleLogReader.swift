/// Reads every console log in a pasted text into `ConsoleLogReading`: one pass over the lines
/// (`PastedText`), each classified (`LogLine`), a log opened by a header (or by the advice lines,
/// a list opening or a constraint when the header is missing), its list entries read
/// (`DescriptionExtractor`, `ConstraintDescriptionParser`), then the broken constraint and the
/// footer. Lines after a log's list that are not its broken constraint or footer are noise and
/// end nothing; a new header ends the log before it. A broken constraint or footer with no log
/// open is the tail of an earlier log (`ConsoleLogReading.tails`).
public enum ConsoleLogReader {
    /// Never throws and never stops early: what cannot be read is an `UnreadLine`.
    public static func read(_ text: String) -> ConsoleLogReading {
        var reader = Reader(lines: PastedText.lines(text))
        reader.run()
        return reader.reading
    }

    /// Descriptions wrapped over several lines (doc comments, narrow posts) are joined up to this
    /// many lines; past that the entry counts as cut.
    static let maximumJoinedLines = 4
}

private struct Reader {
    enum Phase {
        /// Header or advice seen, no list yet.
        case header
        /// Inside the list.
        case list
        /// The list closed (or was redacted); the broken constraint may follow.
        case afterList
        /// `Will attempt to recover by breaking constraint` seen, its description expected next.
        case awaitingBroken
        /// The broken constraint (or the footer) seen.
        case afterBroken
    }

    struct OpenLog {
        var conflict: LoggedConflict
        var phase: Phase
        /// Whether the log began with a header (a tail piece has none and no list).
        var isTail: Bool
    }

    let lines: [PastedLine]
    var reading = ConsoleLogReading()
    var open: OpenLog?
    var index = 0

    init(lines: [PastedLine]) { self.lines = lines }

    mutating func run() {
        while index < lines.count {
            let line = lines[index]
            index += 1
            handle(line)
        }
        finish()
    }

    private mutating func handle(_ line: PastedLine) {
        switch LogLine.classify(line.text) {
        case let .header(form, before):
            begin(form, line: line, before: before)
            restOfHeader(line)
        case let .conflictingHeader(before, after):
            begin(.appKitConflicting, line: line, before: before)
            if after.hasPrefix("(") || after.hasPrefix("[") {
                open?.phase = .list
                let rest = String(after.dropFirst())
                if !rest.trimmingSpaces.isEmpty { entries(in: rest, line: line) }
            }
        case let .advice(singleLine, note):
            if let current = open, current.phase == .header {
                if singleLine, current.conflict.header == .uikit { open?.conflict.header = .uikitSingleLine }
            } else {
                // The advice with no header before it: the header line was lost (a cut or a glued fence).
                begin(singleLine ? .uikitSingleLine : .uikit, line: line, before: "")
                open?.conflict.consolePrefix = nil
            }
            if note { open?.conflict.hasAutoresizingNote = true }
            extend(line)
        case let .listOpen(form):
            if let current = open, current.phase == .header {
                open?.phase = .list
                open?.conflict.listForm = form
            } else if open?.phase != .list {
                begin(.none, line: line, before: "")
                open?.phase = .list
                open?.conflict.listForm = form
            }
            extend(line)
        case .listClose:
            if open?.phase == .list {
                open?.phase = .afterList
                extend(line)
            }
        case .redacted:
            if let current = open, current.phase == .header || current.phase == .list {
                open?.conflict.listForm = .redacted
                open?.phase = .afterList
                extend(line)
            } else if open?.phase == .awaitingBroken {
                // `<private>` in place of the broken constraint: nothing to read, nothing unread.
                open?.phase = .afterBroken
                extend(line)
            }
        case let .breaking(after):
            if open == nil || open?.phase == .afterBroken {
                finishOpen()
                open = OpenLog(conflict: LoggedConflict(header: .none, listForm: .bare, lines: line.number...line.number),
                               phase: .awaitingBroken, isTail: true)
            } else {
                if open?.phase == .list { open?.phase = .afterList }
                open?.phase = .awaitingBroken
                extend(line)
            }
            // The description may follow on the same line (older logs, macOS 14's form).
            if after.contains("<") { broken(after, line: line) }
        case let .footer(form):
            if open == nil {
                open = OpenLog(conflict: LoggedConflict(header: .none, listForm: .bare, lines: line.number...line.number),
                               phase: .afterBroken, isTail: true)
            }
            // The second UIKit footer line names the header file; keep the more precise form.
            if open?.conflict.footer == nil || form != .uikit { open?.conflict.footer = form }
            // A footer inside the list: the list was cut.
            if open?.phase == .list { open?.conflict.isCut = true }
            open?.phase = .afterBroken
            extend(line)
        case .emptyEntry:
            if open == nil || open?.phase == .afterBroken { begin(.none, line: line, before: ""); open?.phase = .list }
            if open?.phase == .header { open?.phase = .list }
            if open?.phase == .list {
                unread(line, .notAMember, "the entry is empty: its `<…>` was removed (HTML rendering strips angle brackets)")
                extend(line)
            } else if open?.phase == .awaitingBroken {
                open?.phase = .afterBroken
            }
        case .blank:
            break
        case .other:
            other(line)
        }
    }

    /// A whole log on its header's line, as a forum that collapses line breaks shows it: the advice,
    /// `( "<…>", "<…>" )`, then `Will attempt to recover by breaking constraint <…>` and the footer.
    /// Nothing happens unless a description follows the header on the same line.
    private mutating func restOfHeader(_ line: PastedLine) {
        guard let header = line.text.range(of: "Unable to simultaneously satisfy constraints") else { return }
        let rest = line.text[header.upperBound...]
        let breaking = rest.range(of: "Will attempt to recover by breaking")
        let list = rest[..<(breaking?.lowerBound ?? rest.endIndex)]
        guard let firstDescription = list.firstIndex(of: "<") else { return }
        let advice = list[..<firstDescription]
        if list[firstDescription...].hasPrefix("<private>") {
            open?.conflict.listForm = .redacted
            open?.phase = .afterList
            return
        }
        if advice.contains("(1) look at each constraint"), open?.conflict.header == .uikit { open?.conflict.header = .uikitSingleLine }
        if advice.contains("(Note: If you're seeing NSAutoresizingMaskLayoutConstraints") { open?.conflict.hasAutoresizingNote = true }
        open?.phase = .list
        // From the quote before the first description, so the list's form is read as printed.
        var start = firstDescription
        if start > list.startIndex, list[list.index(before: start)] == "\"" { start = list.index(before: start) }
        entries(in: String(list[start...]).trimmingSpaces, line: line)
        if open?.phase == .list { open?.phase = .afterList }
        guard let breaking else { return }
        open?.phase = .awaitingBroken
        var after = rest[breaking.upperBound...]
        if after.hasPrefix(" constraint") { after = after.dropFirst(" constraint".count) }
        if after.contains("<") { broken(after.trimmingSpaces, line: line) }
        if after.contains("Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints") {
            open?.conflict.footer = after.contains("<UIKitCore/UIView.h>") ? .uikitCore : .uikit
            open?.phase = .afterBroken
        }
    }

    /// A line that is none of the fixed sentences: list entries, the broken constraint, or noise.
    private mutating func other(_ line: PastedLine) {
        let (_, found) = DescriptionExtractor.find(in: line.text)
        if open?.phase == .awaitingBroken {
            if !found.isEmpty {
                broken(line.text.trimmingSpaces, line: line)
                return
            }
            // HTML rendering can leave the broken line empty; the footer or noise follows.
            open?.phase = .afterBroken
        }
        guard !found.isEmpty else {
            let trimmed = line.text.trimmingSpaces
            let elided = trimmed == "..." || trimmed == "…"
            if open?.phase == .list || elided && open?.phase == .header {
                unread(line, .notAMember, elided ? "the list was elided here (`...`)" : "inside the list but not a constraint description")
                extend(line)
            }
            return
        }
        if open == nil || open?.phase == .afterList || open?.phase == .afterBroken {
            // Outside a log only a constraint's description starts a list with no header; other
            // objects' descriptions (`<CATransformLayer: 0x…>` in console noise) are not one.
            guard found[0].namesAConstraintClass else { return }
            begin(.none, line: line, before: "")
            open?.conflict.listForm = .bare
            open?.phase = .list
        } else if open?.phase == .header {
            open?.conflict.listForm = .bare
            open?.phase = .list
        }
        entries(in: line.text, line: line)
    }

    /// Reads the descriptions on `line` (text given separately for a header's tail) into the list.
    private mutating func entries(in text: String, line: PastedLine) {
        let (_, found) = DescriptionExtractor.find(in: text)
        extend(line)
        for (n, entry) in found.enumerated() {
            var entry = entry
            var lastLine = line.number
            if entry.isCut, n == found.count - 1, let joined = joinWrapped(entry) {
                (entry, lastLine) = joined
            }
            if n == 0, open?.conflict.listForm == .parenthesizedQuoted, !entry.isQuoted {
                open?.conflict.listForm = .parenthesizedUnquoted
            }
            if entry.isCut {
                unread(line, .cutMember, "the description stops before its closing `>` (the paste is cut here)")
                open?.conflict.isCut = true
                continue
            }
            do {
                let constraint = try ConstraintDescriptionParser.parse(entry.text, line: line.number)
                open?.conflict.constraints.append(constraint)
            } catch {
                unread(line, .unreadableMember, error.reason)
            }
            if lastLine > line.number { extend(lines[lastLine - 1]) }
            if entry.after.hasSuffix(")") || entry.after.hasSuffix(").") || entry.after.hasSuffix("]") {
                open?.phase = .afterList
            }
        }
    }

    /// A cut description continued on the next lines (a wrapped paste): joined with single spaces
    /// while the following lines are plain text, until one closes it.
    private mutating func joinWrapped(_ entry: DescriptionExtractor.Found) -> (DescriptionExtractor.Found, Int)? {
        var text = entry.text
        var next = index
        while next < lines.count, next - index < ConsoleLogReader.maximumJoinedLines {
            let candidate = lines[next]
            guard LogLine.classify(candidate.text) == .other,
                  DescriptionExtractor.find(in: candidate.text).found.isEmpty else { return nil }
            text += " " + candidate.text.trimmingSpaces
            let (_, found) = DescriptionExtractor.find(in: "\"" + text)
            next += 1
            if let joined = found.first, !joined.isCut {
                index = next
                return (DescriptionExtractor.Found(text: joined.text, isQuoted: entry.isQuoted, isCut: false, after: joined.after),
                        candidate.number)
            }
        }
        return nil
    }

    /// The broken constraint's description (or what is left of it).
    private mutating func broken(_ text: String, line: PastedLine) {
        open?.phase = .afterBroken
        extend(line)
        guard let entry = DescriptionExtractor.find(in: text).found.first else {
            if text.trimmingSpaces == "<private>" { return }
            unread(line, .brokenConstraint, "the broken constraint is not a description `<…>`")
            return
        }
        if entry.isCut {
            if let head = try? ConstraintDescriptionParser.head(entry.text, isCut: true) {
                open?.conflict.brokenAddress = head.address
                unread(line, .brokenConstraint, "the broken constraint stops before its closing `>`; only its address is read")
            } else {
                unread(line, .brokenConstraint, "the broken constraint stops before its address ends")
            }
            return
        }
        do {
            let constraint = try ConstraintDescriptionParser.parse(entry.text, line: line.number)
            open?.conflict.brokenAddress = constraint.address
            open?.conflict.brokenConstraint = constraint
        } catch {
            if let head = try? ConstraintDescriptionParser.head(entry.text) {
                open?.conflict.brokenAddress = head.address
            }
            unread(line, .brokenConstraint, "the broken constraint: " + error.reason)
        }
    }

    private mutating func begin(_ form: LogHeaderForm, line: PastedLine, before: String) {
        finishOpen()
        let prefixParts = [line.consolePrefix, before.trimmingSpaces].compactMap { $0 }.filter { !$0.isEmpty }
        let conflict = LoggedConflict(header: form, consolePrefix: prefixParts.isEmpty ? nil : prefixParts.joined(separator: " "),
                                      lines: line.number...line.number)
        open = OpenLog(conflict: conflict, phase: .header, isTail: false)
    }

    private mutating func extend(_ line: PastedLine) {
        guard let current = open else { return }
        if line.number > current.conflict.lines.upperBound {
            open?.conflict.lines = current.conflict.lines.lowerBound...line.number
        }
    }

    private mutating func unread(_ line: PastedLine, _ kind: UnreadKind, _ reason: String) {
        reading.unread.append(UnreadLine(line: line.number, text: line.original, kind: kind, reason: reason))
    }

    private mutating func finishOpen() {
        guard let current = open else { return }
        var conflict = current.conflict
        if current.phase == .list || current.phase == .header { conflict.isCut = true }
        if current.isTail { reading.tails.append(conflict) } else { reading.conflicts.append(conflict) }
        open = nil
    }

    private mutating func finish() { finishOpen() }
}
