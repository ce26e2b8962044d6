import LayoutScript

/// Every log of one input read, rebuilt and proved: what `layoutdbg log` reports.
public struct ConsoleLogAnalysis: Sendable {
    public struct Log: Sendable {
        public let rebuilt: RebuiltLog
        public let proof: ConsoleLogProof
        /// The unread lines inside this log's line range.
        public let unread: [UnreadLine]
        /// Remedies recognised by pattern, each re-solved with the fix applied (`LogFixPatterns`).
        public let fixes: [LogFix]
    }

    public let file: String
    public let logs: [Log]
    /// Every line that could not be read, in input order.
    public let unread: [UnreadLine]
    /// The number of `logs[0]` in the input: 1, or the log `log --scene` kept (`keepingLog`).
    public internal(set) var firstLogNumber = 1

    public var hasConflict: Bool { logs.contains { $0.proof.isConflict } }

    /// The unread lines that belong to no log (console noise that looked like a member).
    public var unreadOutsideLogs: [UnreadLine] {
        unread.filter { line in !logs.contains { $0.rebuilt.conflict.lines.contains(line.line) } }
    }

    public static func analyse(_ text: String, file: String) -> ConsoleLogAnalysis {
        let reading = ConsoleLogReader.read(text)
        let lines = DiagnosticFormatter.lines(of: text)
        let unreadByConflict = reading.unreadByConflict()
        let logs = reading.conflicts.indices.map { index in
            let rebuilt = ConsoleLogRebuilder.rebuild(reading.conflicts[index], file: file, sourceLines: lines)
            let proof = ConsoleLogProof.prove(rebuilt)
            return Log(rebuilt: rebuilt, proof: proof, unread: unreadByConflict[index],
                       fixes: LogFixPatterns.fixes(rebuilt, proof: proof))
        }
        return ConsoleLogAnalysis(file: file, logs: logs, unread: reading.unread)
    }
}
