import Foundation
import XCTest
@testable import LayoutDebugCommands

/// `layoutdbg scenarios` and the lessons compiled into the binary (BundledScenarios.swift).
final class ScenariosCommandTests: XCTestCase {
    /// The staleness check of the generated BundledScenarios.swift: every Scenarios/*.layout (not
    /// known-issues/) is bundled, with exactly its text, and nothing else is.
    func testTheBundleHoldsExactlyTheScenariosFolder() throws {
        let folder = DrawingRun.repository.appendingPathComponent("Scenarios")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".layout") }.sorted()
        // Sorted by name, not file name: `baselines` before `baselines-without-text`.
        let onDisk = files.map { String($0.dropLast(".layout".count)) }.sorted()
        let bundled = BundledScenarios.sources.map(\.name)
        let regenerate = "run `make scenarios-bundle` to regenerate Sources/LayoutDebugCommands/BundledScenarios.swift"
        XCTAssertEqual(bundled.sorted(), onDisk, "the bundled lessons are not the files in Scenarios/; \(regenerate)")
        XCTAssertEqual(Set(bundled).count, bundled.count, "a lesson is bundled twice; \(regenerate)")
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            let name = String(file.dropLast(".layout".count))
            guard let bundledText = BundledScenarios.lesson(named: name)?.text, bundledText != text else { continue }
            XCTFail("Scenarios/\(file) changed since it was bundled (\(Self.firstDifference(bundledText, text))); \(regenerate)")
        }
        XCTAssertGreaterThan(files.count, 10)
        XCTAssertFalse(bundled.contains { $0.contains("/") }, "known-issues/ stays out of the lessons")
    }

    /// Where two texts first differ, by line, to keep the failure short.
    private static func firstDifference(_ bundled: String, _ onDisk: String) -> String {
        let bundledLines = bundled.components(separatedBy: "\n"), diskLines = onDisk.components(separatedBy: "\n")
        let line = zip(bundledLines, diskLines).prefix { $0 == $1 }.count
        let quoted = { (lines: [String]) in line < lines.count ? "\"\(lines[line])\"" : "the end" }
        return "line \(line + 1): bundled \(quoted(bundledLines)), file \(quoted(diskLines))"
    }

    func testEveryLessonParsesAndHasATitle() {
        for lesson in BundledScenarios.lessons {
            XCTAssertFalse(lesson.summary.hasPrefix("("), "\(lesson.name): \(lesson.summary)")
        }
    }

    func testListing() throws {
        let result = LayoutDebugCLI.run(["scenarios"])
        XCTAssertEqual(result.exitCode, ExitCode.success)
        XCTAssertEqual(result.stderr, "")
        XCTAssertTrue(result.stdout.contains("\n  two-labels  "), "one line per lesson, the name first")
        XCTAssertTrue(result.stdout.contains("Two labels in one row: who stretches, who truncates\n"), "with its title")
        try GoldenFile.check(result.stdout, against: "teach/scenarios.txt")
    }

    func testJSONNamesEveryLessonWithItsTitle() throws {
        let result = LayoutDebugCLI.run(["scenarios", "--json"])
        XCTAssertEqual(result.exitCode, ExitCode.success)
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let entries = try XCTUnwrap(document["scenarios"] as? [[String: String]])
        XCTAssertEqual(entries.map { $0["name"] ?? "" }, BundledScenarios.lessons.map(\.name))
        XCTAssertEqual(entries.first { $0["name"] == "two-labels" }?["title"], "Two labels in one row: who stretches, who truncates")
    }

    func testUsageErrors() {
        for arguments in [["scenarios", "two-labels"], ["scenarios", "--all"]] {
            let result = LayoutDebugCLI.run(arguments)
            XCTAssertEqual(result.exitCode, ExitCode.usageOrInput, "\(arguments)")
            XCTAssertTrue(result.stderr.hasPrefix("layoutdbg: error: "), result.stderr)
            XCTAssertTrue(result.stderr.contains("layoutdbg scenarios --help"), result.stderr)
        }
        XCTAssertEqual(LayoutDebugCLI.run(["scenarios", "--help"]).stdout, Usage.scenarios)
        XCTAssertEqual(LayoutDebugCLI.run(["help", "scenarios"]).stdout, Usage.scenarios)
    }
}
