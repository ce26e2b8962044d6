import LayoutImport
import LayoutModel
import LayoutScript

/// UIKit's and AppKit's "Unable to simultaneously satisfy constraints" console logs as an input
/// format: `explain`, `graph` and `draw` read the first log of a file as its rebuilt layout
/// (`ConsoleLogRebuilder`); `layoutdbg log` reads them all.
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

    public func read(_ text: String, file: String) throws(ScenarioErrors) -> Scenario {
        let reading = ConsoleLogReader.read(text)
        let lines = DiagnosticFormatter.lines(of: text)
        guard let conflict = reading.conflicts.first(where: { !$0.constraints.isEmpty }) else {
            let line = reading.unread.first?.line ?? 1
            let why = reading.unread.first.map { ": line \($0.line) could not be read (\($0.reason))" } ?? ""
            throw ScenarioErrors([LayoutError("no constraint of an 'Unable to simultaneously satisfy constraints' log could be read\(why)",
                                              at: SourceLocation(file: file, line: line, column: 1))],
                                 sourceLines: lines, file: file)
        }
        return ConsoleLogRebuilder.rebuild(conflict, file: file, sourceLines: lines).scenario
    }

    /// Fixes are printed as `.layout` step lines on the rebuilt names (the log has no syntax of
    /// its own for edits).
    public var editWriter: any LayoutEditWriter { ScenarioEditWriter() }

    public func describe(_ errors: ScenarioErrors, source: String) -> String {
        let lines = DiagnosticFormatter.lines(of: source)
        return errors.errors.map { DiagnosticFormatter.render($0, sourceLines: lines, file: errors.file) + "\n" }.joined()
    }
}
