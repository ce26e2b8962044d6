import Foundation
import LayoutDebugCommands

/// The CLI's output on the lessons, run from the repository root and kept for the rest of the test
/// process: several property tests read the same `solve`, `explain` and `trace` of every lesson,
/// and `explain --all-steps` of all of them takes tens of seconds. (The determinism test runs the
/// commands again without this cache.)
final class LessonOutputs: @unchecked Sendable {
    static let shared = LessonOutputs()
    private let lock = NSLock()
    private var results: [[String]: CommandResult] = [:]
    private var documents: [[String]: DecodedJSON] = [:]

    func run(_ arguments: [String]) -> CommandResult {
        lock.lock()
        defer { lock.unlock() }
        if let result = results[arguments] { return result }
        let result = ScenarioCommandTests.runAtRoot(arguments)
        results[arguments] = result
        return result
    }

    /// `COMMAND PATH --all-steps [--json]` of one lesson.
    static func allSteps(_ command: String, _ path: String, json: Bool) -> CommandResult {
        shared.run([command, path, "--all-steps"] + (json ? ["--json"] : []))
    }

    /// The `--json` of `command` on one lesson, all steps, decoded (once: decoding is slow too).
    static func document(_ command: String, _ path: String) throws -> DecodedJSON {
        let text = allSteps(command, path, json: true).stdout
        return try shared.decoded([command, path]) { try DecodedJSON.parse(text) }
    }

    private func decoded(_ key: [String], _ decode: () throws -> DecodedJSON) throws -> DecodedJSON {
        lock.lock()
        defer { lock.unlock() }
        if let document = documents[key] { return document }
        let document = try decode()
        documents[key] = document
        return document
    }
}
