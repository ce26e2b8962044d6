import Foundation
import LayoutScript
import XCTest

/// The outputs of every step of every lesson agree with each other: `solve`'s text says what its
/// JSON says; `explain` (text and JSON) names exactly the constraints `solve --json` reports broken
/// and the conflicts it recovered from; the trace's text tells the events of its JSON; and every
/// `--all-steps` output has every step. What per-lesson goldens froze is checked here as relations
/// that stay true when the numbers change.
final class OutputAgreementTests: XCTestCase {
    func testEveryOutputHasEveryStepOfItsLesson() throws {
        for path in try ScenarioCommandTests.scenarioPaths() {
            let source = try String(contentsOf: ScenarioCommandTests.repositoryRoot.appendingPathComponent(path), encoding: .utf8)
            let scenario = try ScenarioParser.parse(source, file: path)
            let expected = Array(0...scenario.steps.count)
            for command in ["solve", "explain", "trace"] {
                let steps = try LessonOutputs.document(command, path)["steps"]?.array ?? []
                XCTAssertEqual(steps.map { $0["step"]?.double.map(Int.init) ?? -1 }, expected, "\(command) \(path)")
                let text = LessonOutputs.allSteps(command, path, json: false).stdout
                XCTAssertEqual(TextSteps(text).numbers, expected, "\(command) \(path) as text")
            }
        }
    }

    func testSolveTextSaysWhatSolveJSONSays() throws {
        for path in try ScenarioCommandTests.scenarioPaths() {
            let text = TextSteps(LessonOutputs.allSteps("solve", path, json: false).stdout)
            for step in try LessonOutputs.document("solve", path)["steps"]?.array ?? [] {
                let number = Int(step["step"]?.double ?? -1), what = "\(path) step \(number)"
                let lines = text[number]
                XCTAssertEqual(lines.first, "Step \(number): \(step["title"]?.string ?? "")", what)

                let frames = (step["frames"]?.array ?? []).map { frame in
                    ("    " + (frame["item"]?.string ?? ""), "  (" + ["x", "y", "width", "height"].map { Self.text(frame[$0]) }.joined(separator: ", ") + ")")
                }
                Self.assertPadded(TextSteps.section(lines, "  Frames (x, y, width, height; relative to the superview):"), frames, what)

                let variables = (step["variables"]?.array ?? []).map { "    \($0["name"]?.string ?? "") = \(Self.text($0["value"]))" }
                XCTAssertEqual(TextSteps.section(lines, "  Variables:"), variables, what)

                let constraints = (step["constraints"]?.array ?? []).map { constraint -> (String, String) in
                    let state = constraint["state"]?.string ?? ""
                    let status = ["satisfied", "inactive"].contains(state) ? state : "\(state), error \(Self.text(constraint["error"]))"
                    return ("    " + (constraint["constraint"]?.string ?? ""), "  \(status)  [\(constraint["source"]?.string ?? "")]")
                }
                Self.assertPadded(TextSteps.section(lines, "  Constraints:"), constraints, what)

                var conflicts: [String] = []
                for conflict in step["conflicts"]?.array ?? [] {
                    conflicts.append("    these cannot all hold:")
                    conflicts += (conflict["members"]?.array ?? []).map { "      " + ($0.string ?? "") }
                    conflicts.append("    broken to recover: " + (conflict["broken"]?.string ?? ""))
                }
                XCTAssertEqual(TextSteps.section(lines, "  Required conflicts recovered:"), conflicts, what)
                XCTAssertEqual(lines.filter { $0.hasPrefix("  FAILED ") }.count, step["failedExpectations"]?.array.count, what)
            }
        }
    }

    func testExplainNamesEveryBrokenConstraintAndEveryConflictSolveReports() throws {
        var broken = 0, conflicts = 0
        for path in try ScenarioCommandTests.scenarioPaths() {
            let solved = try LessonOutputs.document("solve", path)["steps"]?.array ?? []
            let explained = try LessonOutputs.document("explain", path)["steps"]?.array ?? []
            let text = TextSteps(LessonOutputs.allSteps("explain", path, json: false).stdout)
            XCTAssertEqual(solved.count, explained.count, path)
            for (solveStep, explainStep) in zip(solved, explained) {
                let number = Int(solveStep["step"]?.double ?? -1), what = "\(path) step \(number)"
                let lines = text[number]
                XCTAssertEqual(explainStep["title"], solveStep["title"], what)

                // Broken optional constraints: the same ones, in solve's order, with the same errors;
                // those UIKit breaks by design are named apart (counted per kind in the text).
                let byDesign = explainStep["brokenByDesign"]?.array ?? []
                let apart = Set(byDesign.map(Self.identity))
                XCTAssertEqual(apart.count, byDesign.count, what)
                let allBroken = (solveStep["constraints"]?.array ?? []).filter { $0["state"]?.string == "broken" }
                XCTAssertTrue(apart.isSubset(of: Set(allBroken.map(Self.identity))), what)
                let solveBroken = allBroken.filter { !apart.contains(Self.identity($0)) }
                let explainBroken = explainStep["broken"]?.array ?? []
                broken += allBroken.count
                let counted = lines.filter { $0.hasPrefix("    UISV-") }.compactMap { $0.split(separator: "×").last?.split(separator: ":").first }
                XCTAssertEqual(counted.compactMap { Int($0) }.reduce(0, +), byDesign.count, what)
                XCTAssertEqual(explainBroken.map(Self.identity), solveBroken.map(Self.identity), what)
                XCTAssertEqual(explainBroken.map { Self.text($0["error"]) }, solveBroken.map { Self.text($0["error"]) }, what)
                // Each detail block carries the JSON entry's severity: `  Broken (note): …`.
                let heading = { (entry: DecodedJSON) in "  Broken (\(entry["severity"]?.string ?? "?")): " + Self.identity(entry) }
                XCTAssertEqual(lines.filter { $0.hasPrefix("  Broken (") }, explainBroken.map(heading), what)
                for (index, line) in lines.enumerated() where line.hasPrefix("  Broken (") {
                    let entry = explainBroken.first { heading($0) == line }
                    // Layout constraints say points, plain linear ones a bare number.
                    let error = Self.text(entry?["error"]), priority = "at priority \(Self.text(entry?["priority"])); "
                    let next = index + 1 < lines.count ? lines[index + 1] : ""
                    let expected = next.hasPrefix("    off by \(error) pt ") ? "    off by \(error) pt \(priority)"
                        : "    off by \(error) \(priority)"
                    XCTAssertTrue(index + 1 < lines.count && lines[index + 1].hasPrefix(expected), "\(what): \(line)")
                }

                // Recovered conflicts: the same sets and the same member broken, in the same order.
                let solveConflicts = solveStep["conflicts"]?.array ?? []
                let explainConflicts = explainStep["conflicts"]?.array ?? []
                conflicts += solveConflicts.count
                XCTAssertEqual(explainStep["conflictsRecovered"]?.double, Double(solveConflicts.count), what)
                XCTAssertEqual(explainConflicts.map { $0["broken"]?["constraint"] }, solveConflicts.map { $0["broken"] }, what)
                XCTAssertEqual(explainConflicts.map { Set(($0["constraints"]?.array ?? []).compactMap { $0["constraint"]?.string }) },
                               solveConflicts.map { Set(($0["members"]?.array ?? []).compactMap(\.string)) }, what)
                XCTAssertEqual(lines.filter { $0.hasPrefix("    broken to recover: ") },
                               explainConflicts.map { "    broken to recover: " + Self.identity($0["broken"] ?? .null) }, what)
                for conflict in explainConflicts {
                    let recovered = (solveStep["constraints"]?.array ?? []).first {
                        $0["state"]?.string == "broken to recover" && Self.identity($0) == Self.identity(conflict["broken"] ?? .null)
                    }
                    XCTAssertEqual(Self.text(conflict["brokenError"]), Self.text(recovered?["error"]), "\(what): the broken member's error")
                }

                // A name ending in s takes a bare apostrophe (`buttons' frame`).
                let ambiguous = (explainStep["ambiguity"]?.array ?? []).map { entry -> String in
                    let item = entry["item"]?.string ?? ""
                    return "  Ambiguous (error): \(item)\(item.hasSuffix("s") ? "'" : "'s") frame is not determined"
                }
                XCTAssertEqual(lines.filter { $0.hasPrefix("  Ambiguous (error): ") }, ambiguous, what)
                let clean = explainBroken.isEmpty && explainConflicts.isEmpty && ambiguous.isEmpty
                XCTAssertEqual(lines.contains { $0.hasPrefix("  Nothing is broken, conflicted or ambiguous") }, clean && byDesign.isEmpty, what)
                XCTAssertEqual(lines.contains { $0.hasPrefix("  No problem: every constraint holds or gives way by design") },
                               clean && !byDesign.isEmpty, what)
            }
        }
        XCTAssertGreaterThan(broken, 100, "the lessons break constraints, so there is something to compare")
        XCTAssertGreaterThan(conflicts, 5, "the lessons recover from conflicts, so there is something to compare")
    }

    /// What `explain --json` claims about each problem is consistent with itself: every explanation
    /// was re-solved and found sufficient, its error lies in its range, its members are at least as
    /// strong, and every alternative layout was verified. (`ScenarioExplanationTests` re-solves the
    /// explanation sets independently; `ExplainFixReplayTests` re-solves the fixes.)
    func testExplainJSONClaimsHoldTogether() throws {
        for path in try ScenarioCommandTests.scenarioPaths() {
            for step in try LessonOutputs.document("explain", path)["steps"]?.array ?? [] {
                for entry in step["broken"]?.array ?? [] {
                    let what = "\(path) step \(Self.text(step["step"])): \(Self.identity(entry))"
                    XCTAssertEqual(entry["sufficient"]?.string, "passed", what)
                    let error = try XCTUnwrap(entry["error"]?.double, what), priority = try XCTUnwrap(entry["priority"]?.double, what)
                    let lower = entry["errorRange"]?["lower"]?.double ?? -.infinity, upper = entry["errorRange"]?["upper"]?.double ?? .infinity
                    XCTAssertTrue(lower - 1e-6 <= error && error <= upper + 1e-6, "\(what): \(error) outside [\(lower), \(upper)]")
                    XCTAssertEqual(entry["tie"] == .bool(true), upper - lower > 1e-6, "\(what): a tie is a range of errors")
                    XCTAssertFalse(entry["explanation"]?.array.isEmpty ?? true, "\(what): explained by nothing")
                    for member in entry["explanation"]?.array ?? [] {
                        XCTAssertGreaterThanOrEqual(member["priority"]?.double ?? 0, priority, "\(what): a weaker member")
                    }
                }
                for report in step["ambiguity"]?.array ?? [] where report["alternative"] != .null {
                    XCTAssertEqual(report["alternative"]?["verified"], .bool(true), "\(path): \(report["item"]?.string ?? "")")
                }
            }
        }
    }

    func testTraceTextTellsTheEventsOfTraceJSON() throws {
        var tradeOffs = 0
        for path in try ScenarioCommandTests.scenarioPaths() {
            let text = TextSteps(LessonOutputs.allSteps("trace", path, json: false).stdout)
            for step in try LessonOutputs.document("trace", path)["steps"]?.array ?? [] {
                let number = Int(step["step"]?.double ?? -1), what = "\(path) step \(number)"
                let lines = text[number]
                let events = step["events"]?.array ?? []
                func count(_ kind: String) -> Double { Double(events.filter { $0["event"]?.string == kind }.count) }
                let summary = ["adds", "removals", "pivots", "shifts", "tradeOffs", "failures"].map { step["summary"]?[$0]?.double ?? -1 }
                XCTAssertEqual(summary, ["add", "remove", "pivot", "shift", "trade-off", "failed"].map(count), "\(what): summary")
                let summaryLine = lines.first { $0.hasPrefix("  Summary of step \(number): ") } ?? ""
                let printed = summaryLine.split(separator: ":").last.map { $0.split(separator: ",").compactMap { Double($0.split(separator: " ").first ?? "") } }
                XCTAssertEqual(printed, summary, "\(what): \(summaryLine)")

                // Each edit, add and remove in order, and each pivot with what entered and left.
                let named = { (event: DecodedJSON) in "`\(event["constraint"]?["syntax"]?.string ?? "")`  [\(event["constraint"]?["source"]?.string ?? "")]" }
                let expected: [String] = events.compactMap { event in
                    switch event["event"]?.string {
                    case "edit": return "edit `\(event["text"]?.string ?? "")`  [\(event["location"]?.string ?? "")]"
                    case "add": return "add " + named(event) + ": "
                    case "remove": return "remove " + named(event)
                    case "pivot": return "pivot \(Self.text(event["number"])) ("
                    default: return nil
                    }
                }
                let told = lines.map { $0.trimmingCharacters(in: .whitespaces) }
                    .filter { ["edit `", "add `", "remove `", "pivot "].contains(where: $0.hasPrefix) }
                XCTAssertEqual(told.count, expected.count, what)
                for (line, start) in zip(told, expected) { XCTAssertTrue(line.hasPrefix(start), "\(what): \(line) does not start with \(start)") }
                let pivots = events.filter { $0["event"]?.string == "pivot" }
                for (line, pivot) in zip(told.filter { $0.hasPrefix("pivot ") }, pivots) {
                    let entering = pivot["entering"]?["name"]?.string ?? "", leaving = pivot["leaving"]?["name"]?.string ?? ""
                    XCTAssertTrue(line.contains("): \(entering) enters") && line.hasSuffix(", \(leaving) leaves"), "\(what): \(line)")
                }

                // Each trade-off, by the first constraint that gave way.
                let losers = events.filter { $0["event"]?.string == "trade-off" }.compactMap { $0["losers"]?.array.first }
                tradeOffs += losers.count
                let tradeOffLines = lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.hasPrefix("trade-off: ") }
                XCTAssertEqual(tradeOffLines.count, losers.count, what)
                for (line, loser) in zip(tradeOffLines, losers) {
                    XCTAssertTrue(line.hasPrefix("trade-off: " + named(loser) + " gives way by "), "\(what): \(line)")
                }
            }
        }
        XCTAssertGreaterThan(tradeOffs, 50, "the lessons have trade-offs, so there is something to compare")
    }

    // MARK: Helpers

    /// `syntax  [source]`, as the text outputs name a constraint.
    static func identity(_ constraint: DecodedJSON) -> String {
        "\(constraint["constraint"]?.string ?? "?")  [\(constraint["source"]?.string ?? "?")]"
    }

    /// A JSON number as the text outputs print it (both come from the same six-decimal rounding).
    static func text(_ value: DecodedJSON?) -> String {
        switch value {
        case let .integer(number)?: return String(number)
        case let .number(number)?: return number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : "\(number)"
        default: return "?"
        }
    }

    /// Each line is `prefix`, padding spaces, then `suffix`: the aligned columns of the text output.
    static func assertPadded(_ lines: [String], _ expected: [(prefix: String, suffix: String)], _ what: String,
                             file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(lines.count, expected.count, "\(what): \(lines.count) lines for \(expected.count) entries", file: file, line: line)
        for (text, (prefix, suffix)) in zip(lines, expected) {
            let padded = text.hasPrefix(prefix) && text.hasSuffix(suffix) && text.count >= prefix.count + suffix.count
                && text.dropFirst(prefix.count).dropLast(suffix.count).allSatisfy { $0 == " " }
            XCTAssertTrue(padded, "\(what): \"\(text)\" is not \"\(prefix)\" … \"\(suffix)\"", file: file, line: line)
        }
    }
}

/// A text output cut at its "Step N: title" headers.
struct TextSteps {
    private var steps: [(number: Int, lines: [String])] = []

    init(_ text: String) {
        for line in text.components(separatedBy: "\n") {
            if let number = Self.header(line) {
                steps.append((number, [line]))
            } else if !steps.isEmpty {
                steps[steps.count - 1].lines.append(line)
            }
        }
    }

    var numbers: [Int] { steps.map(\.number) }

    /// The lines of step `number`, its header first; empty when there is no such step.
    subscript(number: Int) -> [String] { steps.first { $0.number == number }?.lines ?? [] }

    /// The lines under `header` that are indented deeper than it, up to the first that is not.
    static func section(_ lines: [String], _ header: String) -> [String] {
        guard let start = lines.firstIndex(of: header) else { return [] }
        let indent = String(repeating: " ", count: header.prefix { $0 == " " }.count + 2)
        return Array(lines[(start + 1)...].prefix { $0.hasPrefix(indent) })
    }

    private static func header(_ line: String) -> Int? {
        guard line.hasPrefix("Step "), let colon = line.firstIndex(of: ":") else { return nil }
        return Int(line[line.index(line.startIndex, offsetBy: 5)..<colon])
    }
}
