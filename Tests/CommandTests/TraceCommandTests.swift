import Foundation
import LayoutDebugCommands
import XCTest

/// `layoutdbg trace`: goldens of the golden lessons (step 0 and the last step), the tableau view,
/// its refusal on big systems, usage errors, determinism, and the replay of every lesson's trace.
/// (`OutputAgreementTests` checks that every lesson's text and JSON traces tell the same events.)
final class TraceCommandTests: XCTestCase {
    func run(_ arguments: [String]) -> CommandResult { ScenarioCommandTests.runAtRoot(arguments) }

    /// The index of the scenario's last step, read from the trace itself.
    func lastStep(of path: String) throws -> Int {
        let result = LessonOutputs.allSteps("trace", path, json: true)
        XCTAssertEqual(result.exitCode, 0, result.stderr)
        let steps = try XCTUnwrap(TraceReplay.object(result.stdout)["steps"] as? [[String: Any]])
        return try XCTUnwrap(steps.last?["step"] as? Int)
    }

    func testGoldenLessonsMatchTheirGoldenTraces() throws {
        for path in GoldenFile.lessonPaths {
            let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
            let first = run(["trace", path])
            XCTAssertEqual(first.exitCode, 0, "\(path): \(first.stderr)")
            try GoldenFile.check(first.stdout, against: "trace/\(name).step0.txt")
            let last = try lastStep(of: path)
            guard last > 0 else { continue }
            let lastTrace = run(["trace", path, "--step", String(last)])
            XCTAssertEqual(lastTrace.exitCode, 0, "\(path): \(lastTrace.stderr)")
            XCTAssertTrue(lastTrace.stdout.contains("\nStep \(last): "), path)
            try GoldenFile.check(lastTrace.stdout, against: "trace/\(name).last-step.txt")
        }
    }

    func testJSONGoldenOneObjectPerEvent() throws {
        let result = run(["trace", "Scenarios/two-labels.layout", "--step", "1", "--json"])
        XCTAssertEqual(result.exitCode, 0, result.stderr)
        try GoldenFile.check(result.stdout, against: "trace/two-labels.step1.json")
        let steps = try XCTUnwrap(TraceReplay.object(result.stdout)["steps"] as? [[String: Any]])
        let events = try XCTUnwrap(steps.first?["events"] as? [[String: Any]])
        let kinds = events.compactMap { $0["event"] as? String }
        XCTAssertEqual(kinds.count, events.count, "every event names its kind")
        let summary = try XCTUnwrap(steps.first?["summary"] as? [String: Int])
        XCTAssertEqual(summary["pivots"], kinds.filter { $0 == "pivot" }.count)
        XCTAssertEqual(summary["adds"], kinds.filter { $0 == "add" }.count)
        XCTAssertEqual(summary["tradeOffs"], kinds.filter { $0 == "trade-off" }.count)
    }

    func testTableauGoldenForPureCassowary() throws {
        let result = run(["trace", "Scenarios/pure-cassowary.layout", "--tableau"])
        XCTAssertEqual(result.exitCode, 0, result.stderr)
        let pivots = result.stdout.components(separatedBy: "\n").filter { $0.hasPrefix("    pivot ") }.count
        let tableaus = result.stdout.components(separatedBy: "\n").filter { $0.hasPrefix("      tableau after pivot ") }.count
        XCTAssertGreaterThan(pivots, 0)
        XCTAssertEqual(tableaus, pivots, "a tableau after every pivot")
        try GoldenFile.check(result.stdout, against: "trace/pure-cassowary.tableau.txt")
    }

    func testTableauIsRefusedForABigSystem() {
        // Ten labels in a row: 4 content-size constraints and 2 size floors each, plus the row.
        let names = (1...10).map { "l\($0)" }
        let scenario = names.map { "label \($0) text \"Label\"" }.joined(separator: "\n")
            + "\nH:|-" + names.map { "[\($0)]" }.joined(separator: "-") + "-|\n"
            + names.map { "V:|-[\($0)]" }.joined(separator: "\n") + "\n"
        let refused = LayoutDebugCLI.run(["trace", "-", "--tableau"], standardInput: { scenario })
        XCTAssertEqual(refused.exitCode, 2)
        XCTAssertEqual(refused.stdout, "")
        XCTAssertTrue(refused.stderr.hasPrefix("layoutdbg: error: --tableau is for small systems: step 0 of '-' has up to "),
                      refused.stderr)
        XCTAssertTrue(refused.stderr.contains("more than 40; trace it without --tableau\n"), refused.stderr)
        let plain = LayoutDebugCLI.run(["trace", "-"], standardInput: { scenario })
        XCTAssertEqual(plain.exitCode, 0, plain.stderr)
        XCTAssertFalse(plain.stdout.contains("tableau after pivot"))
    }

    func testUsageErrors() {
        let hint = "Run 'layoutdbg trace --help' for usage.\n"
        let cases: [(arguments: [String], message: String)] = [
            (["trace"], "missing FILE"),
            (["trace", "a.layout", "b.layout"], "expected one FILE"),
            (["trace", "Scenarios/two-labels.layout", "--pivots"], "unknown option '--pivots' for 'trace'"),
            (["trace", "Scenarios/two-labels.layout", "--step"], "option '--step' of 'trace' needs a value"),
            (["trace", "Scenarios/two-labels.layout", "--step", "x"], "--step needs a step number (0 is the initial layout), got 'x'"),
            (["trace", "Scenarios/two-labels.layout", "--step", "9"], "--step 9: the scenario has 3 step(s)"),
            (["trace", "Scenarios/two-labels.layout", "--step", "1", "--all-steps"], "use either --step or --all-steps"),
        ]
        for (arguments, message) in cases {
            let result = run(arguments)
            XCTAssertEqual(result.exitCode, 2, "\(arguments)")
            XCTAssertEqual(result.stdout, "", "\(arguments)")
            XCTAssertEqual(result.stderr, "layoutdbg: error: \(message)\n" + hint, "\(arguments)")
        }
        let missing = run(["trace", "Scenarios/no-such-lesson.layout"])
        XCTAssertEqual(missing.exitCode, 2)
        XCTAssertEqual(missing.stderr, "layoutdbg: error: cannot read 'Scenarios/no-such-lesson.layout': no such file\n")
        let bad = LayoutDebugCLI.run(["trace", "-"], standardInput: { "label name\nname.width == nmae.width\n" })
        XCTAssertEqual(bad.exitCode, 2)
        XCTAssertTrue(bad.stderr.hasPrefix("-:2:15: error: unknown view 'nmae'; did you mean 'name'?\n"), bad.stderr)
    }

    func testHelp() throws {
        let help = LayoutDebugCLI.run(["trace", "--help"])
        XCTAssertEqual(help.exitCode, 0)
        XCTAssertEqual(help.stderr, "")
        try GoldenFile.check(help.stdout, against: "trace/help.txt")
    }

    func testTracingTwiceGivesTheSameBytes() {
        for arguments in [["--all-steps"], ["--all-steps", "--json"], ["--tableau"], ["--tableau", "--json"]] {
            for path in ["Scenarios/two-labels.layout", "Scenarios/pure-cassowary.layout", "Scenarios/required-conflict.layout"] {
                let first = run(["trace", path] + arguments)
                XCTAssertEqual(first.exitCode, 0, first.stderr)
                XCTAssertEqual(run(["trace", path] + arguments), first, "\(path) \(arguments)")
            }
        }
    }

    /// What the trace says gave way is what `explain` says is broken: in two-labels step 1, `level`'s
    /// hugging gives way so that `name`'s hugging at 251 holds.
    func testTradeOffMatchesExplainForTwoLabels() throws {
        let trace = run(["trace", "Scenarios/two-labels.layout", "--step", "1", "--json"])
        let events = try XCTUnwrap((TraceReplay.object(trace.stdout)["steps"] as? [[String: Any]])?.first?["events"] as? [[String: Any]])
        let tradeOffs = events.filter { $0["event"] as? String == "trade-off" }
        XCTAssertEqual(tradeOffs.count, 1)
        let losers = try XCTUnwrap(tradeOffs.first?["losers"] as? [[String: Any]]).map(TraceReplay.key)
        let repaired = try XCTUnwrap(tradeOffs.first?["repaired"] as? [[String: Any]]).map(TraceReplay.key)
        XCTAssertEqual(losers, ["level.width <= 65 @250 | intrinsic width of `level` (hugging)"])
        XCTAssertEqual(repaired, ["name.width <= 46 @251 | intrinsic width of `name` (hugging)"])

        let explain = run(["explain", "Scenarios/two-labels.layout", "--step", "1", "--json"])
        let broken = try XCTUnwrap((TraceReplay.object(explain.stdout)["steps"] as? [[String: Any]])?.first?["broken"] as? [[String: Any]])
        XCTAssertEqual(broken.map { "\($0["constraint"] ?? "") | \($0["source"] ?? "")" }, losers)

        let text = run(["trace", "Scenarios/two-labels.layout", "--step", "1"]).stdout
        XCTAssertTrue(text.contains("""
              trade-off: `level.width <= 65 @250`  [intrinsic width of `level` (hugging)] gives way by 185 (error 0 -> 185)
                so that `name.width <= 46 @251`  [intrinsic width of `name` (hugging)] holds now (its row was violated by 185)
        """), text)
    }

    /// Replaying every error change the trace reports, from the empty solver through every step,
    /// lands on exactly the errors `solve` reports after each step: the trace misses no one who gave way.
    func testReplayedErrorsMatchSolveInEveryStep() throws {
        var brokenSeen = 0
        for path in try ScenarioCommandTests.scenarioPaths() {
            let trace = LessonOutputs.allSteps("trace", path, json: true)
            XCTAssertEqual(trace.exitCode, 0, trace.stderr)
            let solved = LessonOutputs.allSteps("solve", path, json: true)
            let traceSteps = try XCTUnwrap(TraceReplay.object(trace.stdout)["steps"] as? [[String: Any]])
            let solveSteps = try XCTUnwrap(TraceReplay.object(solved.stdout)["steps"] as? [[String: Any]])
            XCTAssertEqual(traceSteps.count, solveSteps.count, path)
            var replay = TraceReplay()
            for (traceStep, solveStep) in zip(traceSteps, solveSteps) {
                let label = "\(path) step \(traceStep["step"] ?? "?")"
                let events = try XCTUnwrap(traceStep["events"] as? [[String: Any]])
                let problems = replay.apply(events)
                XCTAssertEqual(problems, [], label)
                var expected: [String: Double] = [:]
                for constraint in try XCTUnwrap(solveStep["constraints"] as? [[String: Any]])
                where constraint["state"] as? String == "broken" {
                    expected["\(constraint["constraint"] ?? "") | \(constraint["source"] ?? "")"] = constraint["error"] as? Double
                }
                brokenSeen += expected.count
                XCTAssertEqual(replay.broken.keys.sorted(), expected.keys.sorted(), label)
                for (key, error) in expected {
                    XCTAssertEqual(replay.broken[key] ?? 0, error, accuracy: 1e-4, "\(label): \(key)")
                }
            }
        }
        XCTAssertGreaterThan(brokenSeen, 10, "the lessons break constraints, so the replay has something to match")
    }
}

/// Follows a trace's JSON events and keeps every constraint's error, as the trace tells it.
struct TraceReplay {
    private var errors: [String: Double] = [:]
    /// The errors as they were when a required constraint's add began: a failed add is rolled back.
    private var beforeAdd: [String: Double] = [:]

    /// Constraints with an error, by `syntax | source`.
    var broken: [String: Double] { errors.filter { $0.value > 1e-6 } }

    static func object(_ json: String) throws -> [String: Any] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    static func key(_ object: [String: Any]) -> String {
        let constraint = object["constraint"] as? [String: Any] ?? object
        return "\(constraint["syntax"] ?? "") | \(constraint["source"] ?? "")"
    }

    /// Applies the events; returns what did not add up (a change whose "before" is not the error the
    /// replay holds).
    mutating func apply(_ events: [[String: Any]]) -> [String] {
        var problems: [String] = []
        for event in events {
            switch event["event"] as? String {
            case "add":
                beforeAdd = errors
                errors[Self.key(event)] = 0
            case "remove":
                errors[Self.key(event)] = nil
            case "failed":
                errors = beforeAdd
            case "pivot", "shift":
                guard let effect = event["effect"] as? [String: Any] else { problems.append("no effect"); continue }
                for change in (effect["raised"] as? [[String: Any]] ?? []) + (effect["lowered"] as? [[String: Any]] ?? []) {
                    let key = Self.key(change)
                    let before = change["before"] as? Double ?? .nan
                    if abs((errors[key] ?? 0) - before) > 1e-4 {
                        problems.append("\(key): the replay holds \(errors[key] ?? 0), the trace says \(before)")
                    }
                    errors[key] = change["after"] as? Double
                }
            default:
                break
            }
        }
        return problems
    }
}
