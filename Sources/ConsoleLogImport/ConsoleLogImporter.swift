import LayoutImport
import LayoutModel
import LayoutScript

/// UIKit's and AppKit's "Unable to simultaneously satisfy constraints" console logs as an input
/// format: each log of a file is one layout (`ConsoleLogRebuilder`), which every layout command
/// reads (`--scene N` picks log N); `layoutdbg log` reports them all.
public struct ConsoleLogImporter: LayoutImporter {
    public init() {}

    public var kind: String { "UIKit console log" }

    public var fileExtensions: [String] { ["log"] }

    /// The words every form of the log prints: its header, or its recovery line.
    public func recognize(_ text: String) -> ImportRecognition {
        Self.signatures.contains { text.contains($0) } ? .yes : .no
    }

    static let signatures = ["Unable to simultaneously satisfy constraints", "Conflicting constraints detected",
                             "Will attempt to recover by breaking constraint"]

    /// Every log of the input with a readable constraint, in order, each rebuilt as a layout
    /// (`ConsoleLogRebuilder`). The ids are the logs' numbers as `layoutdbg log` counts them, so
    /// `--scene 2` is the log `log` calls log 2 even when an earlier one had nothing to read.
    /// Every constraint is named as `--emit-layout` names it (its identifier, else its address),
    /// so a fix can name any of them and reads the same as in the emitted file.
    public func readLayouts(_ text: String, file: String, options: ImportOptions) throws(ScenarioErrors) -> [ImportedScene] {
        let reading = ConsoleLogReader.read(text)
        let lines = DiagnosticFormatter.lines(of: text)
        let unreadByLog = reading.unreadByConflict()
        // What was read past without a layout to show for it goes with the next layout shown.
        var leftOut: [LayoutError] = []
        var scenes: [ImportedScene] = []
        for (index, conflict) in reading.conflicts.enumerated() {
            let title = Self.title(number: index + 1, conflict), unread = unreadByLog[index]
            guard !conflict.constraints.isEmpty else {
                leftOut.append(LayoutError("\(title) is left out: " + conflict.nothingToRebuild(unread: unread),
                                           at: SourceLocation(file: file, line: conflict.lines.lowerBound, column: 1)))
                continue
            }
            leftOut += Self.warnings(conflict, unread: unread, title: title, file: file)
            let rebuilt = ConsoleLogRebuilder.rebuild(conflict, file: file, sourceLines: lines)
            var scenario = rebuilt.scenario
            let recorded = scenario.layout.recordedRecoveries
            scenario.layout.constraints = zip(scenario.layout.constraints, conflict.constraints).map {
                LogFixNames.addressable($0, logged: $1)
            }
            scenario.layout.recordedRecoveries = zip(rebuilt.specs, scenario.layout.constraints)
                .filter { recorded.contains($0.0) }.map(\.1)
            scenes.append(ImportedScene(id: String(index + 1), title: title, scenario: scenario, warnings: leftOut))
            leftOut = []
        }
        if !scenes.isEmpty { scenes[scenes.count - 1].warnings += leftOut }
        guard !scenes.isEmpty else {
            // Point at what was found: the first unreadable line, else the first log's header, else
            // a recovery line left without its log.
            let tail = Self.recoveryLineWithoutLog(in: lines)
            let line = reading.unread.first?.line ?? reading.conflicts.first?.lines.lowerBound ?? tail?.line ?? 1
            let why = reading.unread.first.map { ": line \($0.line) could not be read (\($0.reason))" }
                ?? reading.conflicts.first.map {
                    $0.listForm == .redacted ? ": the log at line \($0.lines.lowerBound) prints its list as `<private>`"
                        : ": the log at line \($0.lines.lowerBound) has no constraint on the lines after its header"
                } ?? tail.map { ": " + $0.reason } ?? ""
            throw ScenarioErrors([LayoutError("no constraint of an 'Unable to simultaneously satisfy constraints' log could be read\(why)",
                                              at: SourceLocation(file: file, line: line, column: 1))],
                                 sourceLines: lines, file: file)
        }
        return scenes
    }

    /// What the layout rebuilt from `conflict` lacks, as the warnings a layout command prints:
    /// where the input cuts the log short, each constraint of its list that could not be read, a
    /// line of the list that is no constraint (`...`), and the broken constraint when it cannot be
    /// told which one it was. `unread` is the log's unread lines.
    static func warnings(_ conflict: LoggedConflict, unread: [UnreadLine], title: String, file: String) -> [LayoutError] {
        func at(_ line: Int) -> SourceLocation { SourceLocation(file: file, line: line, column: 1) }
        let read = conflict.constraints.count
        var warnings: [LayoutError] = []
        for line in unread {
            switch line.kind {
            case .cutMember:
                warnings.append(LayoutError("\(title) is cut off here, inside a constraint's description: the layout is rebuilt from the \(read) "
                    + "\(read == 1 ? "constraint" : "constraints") before it, and the conflict may hold more", at: at(line.line)))
            case .unreadableMember:
                warnings.append(LayoutError("\(title): a constraint of its list could not be read (\(line.reason)); the layout is rebuilt without it",
                                            at: at(line.line)))
            case .notAMember:
                warnings.append(LayoutError("\(title): a line of its list is left out: \(line.reason)", at: at(line.line)))
            case .brokenConstraint:
                // Only its address matters: by it the broken constraint is found in the list.
                let found = conflict.brokenAddress.map { address in conflict.constraints.contains { $0.address == address } } ?? false
                if !found {
                    warnings.append(LayoutError("\(title): which constraint was broken cannot be told: \(line.reason)", at: at(line.line)))
                }
            }
        }
        // A cut inside a member has said so at its line.
        if conflict.isCut && !unread.contains(where: { $0.kind == .cutMember }) {
            warnings.append(LayoutError("\(title) is cut off before its end: the conflict may hold constraints the input does not show",
                                        at: at(conflict.lines.upperBound)))
        }
        return warnings
    }

    /// A "Will attempt to recover by breaking constraint" line the input holds without the log it
    /// ends (no header anywhere), with why nothing can be rebuilt from it; nil otherwise. Lines are
    /// told apart by the reader's own classifier (`LogLine`).
    public static func recoveryLineWithoutLog(in lines: [String]) -> (line: Int, reason: String)? {
        let kinds = lines.map(LogLine.classify)
        guard !kinds.contains(where: \.isHeader), let index = kinds.firstIndex(where: \.isBreaking) else { return nil }
        return (index + 1, "line \(index + 1) is the end of a log (\"Will attempt to recover by breaking constraint\"), but its "
            + "header and its list of constraints are not in the input: paste the whole log, from \"Unable to simultaneously "
            + "satisfy constraints\"")
    }

    /// `log 2 (lines 40-58)`, as `layoutdbg log` numbers and places it.
    public static func title(number: Int, _ conflict: LoggedConflict) -> String {
        "log \(number) (lines \(conflict.lines.lowerBound)-\(conflict.lines.upperBound))"
    }

    /// A log prints the constraints of its conflict and no others, so most rebuilt views are not
    /// pinned down; that is the log's reach, not a fault of the app.
    public var partialLayoutNote: String? {
        "the log prints only the conflicting constraints; the views' positions are not all determined by them"
    }

    /// Fixes are printed as `.layout` step lines on the rebuilt names (the log has no syntax of
    /// its own for edits).
    public var editWriter: any LayoutEditWriter { ScenarioEditWriter() }
}

extension ConsoleLogAnalysis {
    /// The analysis of log `number` (counted from 1, as `layoutdbg log` numbers them) alone, with
    /// the unread lines inside it: `log --scene`.
    public func keepingLog(_ number: Int) -> ConsoleLogAnalysis {
        let log = logs[number - 1]
        var kept = ConsoleLogAnalysis(file: file, logs: [log], unread: log.unread)
        kept.firstLogNumber = number
        return kept
    }
}
