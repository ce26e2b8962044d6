import Foundation

/// Where a long command is, in words for the progress notice: "step 2 of 5, finding fixes 3 of 12".
/// The command sets it at coarse points (a step, a problem, a picture), never inside a solve, so
/// its lock costs nothing measurable; the notice reads it once a second. Tests and pipes get no
/// progress object at all (`LayoutDebugCLI.run`'s default), so nothing here reaches stdout.
public final class CommandProgress: @unchecked Sendable {
    private let lock = NSLock()
    private var step: (position: Int, count: Int)?
    private var stage: (words: String, done: Int?, total: Int?)?

    public init() {}

    /// The position (from 1) among the steps the command handles; said only when there are several.
    func step(_ position: Int, of count: Int) {
        lock.lock()
        step = (position, count)
        stage = nil
        lock.unlock()
    }

    /// What the command is doing now, with how far along it is when the total is known
    /// ("finding fixes", 3, 12 reads "finding fixes 3 of 12").
    func stage(_ words: String, _ done: Int? = nil, of total: Int? = nil) {
        lock.lock()
        stage = (words, done, total)
        lock.unlock()
    }

    /// What the notice shows; nil before the command said anything.
    public var description: String? {
        lock.lock()
        defer { lock.unlock() }
        return Self.describe(step: step, stage: stage)
    }

    static func describe(step: (position: Int, count: Int)?, stage: (words: String, done: Int?, total: Int?)?) -> String? {
        var parts: [String] = []
        if let step, step.count > 1 { parts.append("step \(step.position) of \(step.count)") }
        if let stage {
            switch (stage.done, stage.total) {
            case let (done?, total?): parts.append("\(stage.words) \(done) of \(total)")
            case let (done?, nil): parts.append("\(stage.words) \(done)")
            default: parts.append(stage.words)
            }
        }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }
}
