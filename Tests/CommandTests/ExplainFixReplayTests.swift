import BenchInputs
import Foundation
@testable import LayoutDebugCommands
import LayoutModel
import LayoutScript
import SeededRandom
import XCTest

/// Every fix `explain --json` prints is taken at its word (docs/cli.md, "explain"): its `edit` lines
/// are pasted into the scenario as a step after the one explained and read back by the parser, the
/// edits are applied to that step's layout, and the result is solved from scratch by a new engine.
/// The frames the fix claims must come out, and the problem it is listed under must be gone. This
/// re-does, independently, the replay `explain` itself makes before it shows a fix; it runs on
/// every step of every lesson and on random layouts.
final class ExplainFixReplayTests: XCTestCase {
    func testEveryLessonFixGivesThePrintedFramesFromScratch() throws {
        var replayed = 0
        for path in try ScenarioCommandTests.scenarioPaths() {
            let source = try String(contentsOf: ScenarioCommandTests.repositoryRoot.appendingPathComponent(path), encoding: .utf8)
            replayed += try Self.replayEveryFix(in: LessonOutputs.document("explain", path), source: source, path: path)
        }
        XCTAssertGreaterThan(replayed, 100, "the lessons have fixes, so there is something to replay")
    }

    /// Random layouts (seeded, written here): views and labels with random constraints at random
    /// priorities, some conflicting, some ambiguous, each constraint named so fixes can edit it.
    func testEveryFixOfRandomLayoutsGivesThePrintedFramesFromScratch() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("layoutdbg-replay-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var replayed = 0, layouts = 0
        for seed in UInt64(1)...60 {
            let source = Self.randomScenario(seed: seed)
            let url = directory.appendingPathComponent("random-\(seed).layout")
            try source.write(to: url, atomically: true, encoding: .utf8)
            let result = LayoutDebugCLI.run(["explain", url.path, "--all-steps", "--json"])
            guard result.exitCode != 2 else { continue }
            layouts += 1
            replayed += try Self.replayEveryFix(in: DecodedJSON.parse(result.stdout), source: source, path: url.path,
                                                repro: "seed \(seed):\n\(source)")
        }
        XCTAssertGreaterThan(layouts, 40)
        XCTAssertGreaterThan(replayed, 20, "random layouts have fixes, so there is something to replay")
    }

    /// A scene of 150 labels, each stretched between the margins against its width hugging: 150
    /// broken constraints with fixes, more than one step's replays can show. Once they are spent the
    /// rest are not searched, and that is said (text and JSON, as docs/json.md documents it): the
    /// problems left without fixes at the end are exactly those counted, and no more fixes are shown
    /// than the step could replay.
    func testProblemsAfterTheStepsReplaysAreSpentAreCountedAsNotSearched() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("layoutdbg-unsearched-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("labels.storyboard")
        try SyntheticStoryboard.make(labelsPerScene: 150).write(to: url, atomically: true, encoding: .utf8)

        let json = LayoutDebugCLI.run(["explain", url.path, "--json"])
        XCTAssertEqual(json.exitCode, 0, json.stderr)
        let document = try DecodedJSON.parse(json.stdout)
        let steps = try XCTUnwrap(document["scenes"]?.array.first?["steps"])
        // The steps as docs/json.md documents them (a document's scene wrapper is checked elsewhere).
        guard case let .object(required, _) = DocumentedSchemas.explain, let stepsShape = required["steps"] else {
            return XCTFail("explain's documented shape has no steps")
        }
        XCTAssertEqual(stepsShape.problems(steps), [])
        let step = try XCTUnwrap(steps.array.first)
        let broken = step["broken"]?.array ?? []
        XCTAssertEqual(broken.count, 150)
        let unsearched = try XCTUnwrap(step["problemsNotSearched"]?.double.map(Int.init))
        let searched = broken.count - unsearched
        XCTAssertGreaterThan(searched, 0)
        XCTAssertGreaterThan(unsearched, 0)
        XCTAssertTrue(broken.dropFirst(searched).allSatisfy { $0["fixes"]?.array.isEmpty == true })
        XCTAssertFalse(broken.first?["fixes"]?.array.isEmpty ?? true, "the first problem is searched and shows its fixes")
        let shown = broken.reduce(0) { $0 + ($1["fixes"]?.array.count ?? 0) }
        let layout = try ScenarioLoading.read(String(contentsOf: url, encoding: .utf8), path: url.path).layouts[0].scenario.layout
        XCTAssertLessThanOrEqual(shown, ScenarioFixReplay.maximumReplays(size: layout.constraints.count + layout.items.count))

        let text = LayoutDebugCLI.run(["explain", url.path])
        XCTAssertTrue(text.stdout.contains("\(unsearched) more problems were not searched for fixes: each shown fix is replayed"),
                      String(text.stdout.suffix(400)))
    }

    /// Replays every fix of an `explain --all-steps --json` document; returns how many.
    static func replayEveryFix(in document: DecodedJSON, source: String, path: String, repro: String = "") throws -> Int {
        let scenario = try ScenarioParser.parse(source, file: path)
        var replayed = 0
        for step in document["steps"]?.array ?? [] {
            let number = Int(step["step"]?.double ?? -1)
            let problems: [(kind: String, problem: DecodedJSON)] = (step["broken"]?.array ?? []).map { ("broken", $0) }
                + (step["conflicts"]?.array ?? []).map { ("conflict", $0) } + (step["ambiguity"]?.array ?? []).map { ("ambiguity", $0) }
            for (kind, problem) in problems {
                for fix in problem["fixes"]?.array ?? [] {
                    let lines = (fix["edit"]?.array ?? []).compactMap(\.string)
                    let what = "\(path) step \(number): \(lines)\n\(repro)"
                    let edits: [LocatedEdit]
                    do {
                        edits = try parsedEdits(lines, pastedInto: source, scenario, after: number, path: path)
                    } catch {
                        XCTFail("\(what): the printed fix does not parse: \(error)")
                        continue
                    }
                    XCTAssertFalse(edits.isEmpty, what)
                    let run = try ScenarioRun(scenario)
                    try run.run(through: number)
                    let applied = try LayoutEngine(layout: run.engine.layout)
                    for edit in edits { try applied.apply(edit.edit, at: edit.location) }
                    let scratch = try LayoutEngine(layout: applied.layout)
                    let solution = scratch.solution()
                    let claimed = fix["frames"]?.array ?? []
                    XCTAssertFalse(claimed.isEmpty, "\(what): a fix names the frames it gives")
                    for entry in claimed {
                        let item = try XCTUnwrap(entry["item"]?.string, what)
                        let frame = try XCTUnwrap(solution.frame(of: item), "\(what): no \(item)")
                        let actual = [frame.x, frame.y, frame.width, frame.height]
                        let printed = ["x", "y", "width", "height"].map { entry["frame"]?[$0]?.double ?? .nan }
                        for (a, p) in zip(actual, printed) {
                            XCTAssertEqual(a, p, accuracy: 1e-6 * max(1, abs(a)), "\(what): \(item) is \(actual), the fix says \(printed)")
                        }
                    }
                    try assertGone(kind, problem, in: scratch, solution, what)
                    replayed += 1
                }
            }
        }
        return replayed
    }

    /// The problem the fix is listed under is not in the layout solved from scratch.
    private static func assertGone(_ kind: String, _ problem: DecodedJSON, in engine: LayoutEngine, _ solution: LayoutSolution,
                                   _ what: String) throws {
        switch kind {
        case "broken":
            // Named by identifier when it has one, else as printed (a system-made constraint).
            let identifier = problem["identifier"]?.string, syntax = problem["constraint"]?.string
            let standing = solution.constraints.filter {
                identifier != nil ? $0.spec.identifier == identifier : ScenarioSyntax.describe($0.spec) == syntax
            }
            XCTAssertFalse(standing.contains { $0.state == .broken }, "\(what): \(syntax ?? "?") is still broken")
        case "conflict":
            let broken = problem["broken"]?["constraint"]?.string
            let members = Set((problem["constraints"]?.array ?? []).compactMap { $0["constraint"]?.string })
            XCTAssertFalse(solution.conflicts.contains { conflict in
                ScenarioSyntax.describe(conflict.broken) == broken && Set(conflict.conflict.map(ScenarioSyntax.describe)) == members
            }, "\(what): the conflict is still there")
        default:
            let item = try XCTUnwrap(problem["item"]?.string, what)
            let variables = Set((problem["variables"]?.array ?? []).compactMap { $0["variable"]?.string })
            let ambiguity = try engine.ambiguity(of: item)
            XCTAssertFalse(ambiguity.ranges.contains { variables.contains($0.variable) && $0.isAmbiguous },
                           "\(what): \(item) is still ambiguous")
        }
    }

    /// The edits of `lines` as the scenario language reads them after step `step`: the lesson up to
    /// the next step, then the lines as a step of their own.
    static func parsedEdits(_ lines: [String], pastedInto source: String, _ scenario: Scenario, after step: Int,
                            path: String) throws -> [LocatedEdit] {
        var kept = source.components(separatedBy: "\n")
        if step < scenario.steps.count {
            kept = Array(kept.prefix(scenario.steps[step].location.line - 1))
        }
        let text = (kept + ["step \"the fix\" {"] + lines.map { "    " + $0 } + ["}", ""]).joined(separator: "\n")
        let pasted = try ScenarioParser.parse(text, file: path)
        guard pasted.steps.count == step + 1 else { return [] }
        return pasted.steps[step].edits
    }

    /// A small random scenario: two to four views and labels in the root, each placed and sized by
    /// constraints drawn at random (some required, some optional at UIKit's usual priorities), and
    /// a step that changes one priority, so fixes are replayed after a step too.
    static func randomScenario(seed: UInt64) -> String {
        var random = SplitMix64(seed: seed)
        func pick<T>(_ values: [T]) -> T { values[Int(random.next() % UInt64(values.count))] }
        let count = 2 + Int(random.next() % 3)
        let names = (0..<count).map { "v\($0)" }
        var lines = ["screen 320 x 480"]
        for name in names {
            lines.append(random.next() % 2 == 0 ? "view \(name)" : "label \(name) intrinsic \(pick([40, 80, 120])) x 20")
        }
        var number = 0
        func constraint(_ text: String) {
            number += 1
            // The first stays optional: the step changes its priority, which UIKit refuses across required.
            lines.append("\(text)\(number == 1 ? " @500" : pick([" @250", " @500", " @750", "", ""])) \"c\(number)\"")
        }
        for (index, name) in names.enumerated() {
            let other = index == 0 ? "root" : names[index - 1]
            constraint("\(name).leading == \(pick([other + ".trailing", "root.leading"])) + \(pick([0, 8, 20]))")
            constraint("\(name).top == \(pick([other + ".bottom", "root.top"])) + \(pick([0, 8, 20]))")
            if random.next() % 3 != 0 { constraint("\(name).width == \(pick([60, 100, 150, 300]))") }
            if random.next() % 3 != 0 { constraint("\(name).height \(pick(["==", ">=", "<="])) \(pick([20, 44, 100]))") }
            if random.next() % 4 == 0 { constraint("\(name).trailing <= root.trailing - \(pick([0, 16]))") }
        }
        lines.append("step \"reprioritise\" {")
        lines.append("    set \"c1\".priority \(pick([300, 600, 800]))")
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }
}
