import LayoutDebugCommands
import XCTest

/// `layoutdbg log` on a few real logs of different forms, compared with Golden/log/. The logs are
/// read from standard input, so the output names the input `-` on every machine. Checked by hand
/// when written: heliport-246 (AppKit, then macOS 14's "Conflicting constraints detected": two
/// logs), faqview-33 (pasted with Markdown `> ` quotes; a minimal set of 4 of the 5 printed),
/// masonry-447 (Masonry's classes and keys; the post does not show what UIKit broke), and
/// tagflow-8 as JSON (an autoresizing mask against the app's constraints).
final class LogGoldenTests: XCTestCase {
    static let textLogs = ["heliport-246-appkit-first", "faqview-33", "masonry-447"]

    private func run(_ name: String, _ extra: [String] = []) throws -> CommandResult {
        let text = try String(contentsOf: ConsoleLogFolder.url.appendingPathComponent(name + ".log"), encoding: .utf8)
        return LayoutDebugCLI.run(["log", "-"] + extra, standardInput: { text })
    }

    func testTextOfLogsInDifferentForms() throws {
        for name in Self.textLogs {
            let result = try run(name)
            XCTAssertEqual(result.exitCode, 1, "\(name): \(result.stderr)")
            try GoldenFile.check(result.stdout, against: "log/\(name).txt")
        }
    }

    func testJSONOfAnAutoresizingConflict() throws {
        let result = try run("tagflow-8", ["--json"])
        XCTAssertEqual(result.exitCode, 1, result.stderr)
        try GoldenFile.check(result.stdout, against: "log/tagflow-8.json")
    }
}
