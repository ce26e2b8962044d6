import Foundation
import LayoutDebugCommands
import XCTest

/// What a console log's importer reads past is said on standard error as `file:line:col: warning:`
/// by every layout command (`ImportedScene.warnings`), so nothing is left out silently: a log with
/// no constraint to rebuild, a list the input cuts short, an unreadable member, a broken
/// constraint whose address cannot be read. Line numbers were counted by hand in the files.
final class ImportWarningsTests: XCTestCase {
    private func path(_ name: String) -> String { LogCommandTests.path(name) }

    private func warnings(_ stderr: String) -> [String] {
        stderr.split(separator: "\n").map(String.init).filter { $0.contains(": warning: ") }
    }

    /// aws-mobile-developer-guide-27: the post's second log stops in its header at line 15, before
    /// any constraint; it was dropped without a word, and the file read as one layout.
    func testALogWithNothingToRebuildIsNamedOnEveryCommand() {
        let file = path("aws-mobile-developer-guide-27")
        let expected = "\(file):11:1: warning: log 2 (lines 11-15) is left out: "
            + "it ends before the first constraint of its list (the input is cut there)"
        for command in [["explain"], ["solve"], ["trace"], ["explain", "--json"], ["check"], ["teach"]] {
            let result = LayoutDebugCLI.run(command + [file])
            XCTAssertEqual(warnings(result.stderr), [expected], "\(command)")
        }
        // `log` says the same in its own summary line.
        XCTAssertTrue(LayoutDebugCLI.run(["log", file]).stdout.contains(
            "log 2, lines 11-15: no constraint to rebuild: it ends before the first constraint of its list (the input is cut there)"))
    }

    /// 3kd-devnotes: the stored page's excerpt ends inside the sixth member's description (line 25).
    func testAListCutInsideAMemberSaysWhatTheLayoutIsRebuiltFrom() {
        let file = path("3kd-devnotes")
        let result = LayoutDebugCLI.run(["explain", file])
        XCTAssertEqual(warnings(result.stderr), [
            "\(file):25:1: warning: log 1 (lines 1-25) is cut off here, inside a constraint's description: "
                + "the layout is rebuilt from the 5 constraints before it, and the conflict may hold more",
        ])
        // The caret line follows, under the quoted input line.
        XCTAssertTrue(result.stderr.contains("\n^\n"), result.stderr)
        // A list that holds together because it is cut short is not blamed on UIKit.
        let log = LayoutDebugCLI.run(["log", file]).stdout
        XCTAssertTrue(log.contains("the 5 printed constraints can all hold; the log is cut off, and the rest of its list may hold"), log)
        XCTAssertFalse(log.contains("UIKit left out what makes them conflict"), log)
    }

    /// representablekit-3's broken constraint stops inside its address (line 16), so which member
    /// UIKit broke cannot be told; carekit-177's stops later, after an address the list holds, so
    /// nothing is lost and nothing is said.
    func testABrokenConstraintIsAWarningOnlyWhenItCannotBeFound() {
        let representable = path("representablekit-3")
        XCTAssertEqual(warnings(LayoutDebugCLI.run(["solve", representable]).stderr), [
            "\(representable):16:1: warning: log 1 (lines 1-16): which constraint was broken cannot be told: "
                + "the broken constraint stops before its address ends",
        ])
        XCTAssertEqual(LayoutDebugCLI.run(["solve", path("carekit-177")]).stderr, "")
    }

    /// A synthetic input (labelled so: two copies of alrt-14's one-member log with a header cut
    /// after its first line between them): the headings keep the logs' own numbers, and the log
    /// between them is named once, with the layout after it.
    func testALogLeftOutBetweenTwoIsNamedWithTheLayoutAfterIt() throws {
        let real = try String(contentsOfFile: path("alrt-14"), encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        let log = real[3...12].joined(separator: "\n")
        let header = "2020-04-23 15:21:49.000000-0600 Banky[71185:1795813] [LayoutConstraints] Unable to simultaneously satisfy constraints."
        let text = [log, header, log].joined(separator: "\n") + "\n"
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutdbg-warnings-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("three.log").path
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        let result = LayoutDebugCLI.run(["solve", file])
        XCTAssertTrue(result.stdout.contains("Layout 1 of 2: log 1 (lines 1-10)"), result.stdout)
        XCTAssertTrue(result.stdout.contains("Layout 2 of 2: log 3 (lines 12-21)"), result.stdout)
        XCTAssertEqual(warnings(result.stderr), [
            "\(file):11:1: warning: log 2 (lines 11-11) is left out: it ends before the first constraint of its list (the input is cut there)",
        ])
        // With --scene 1 the warning is not the layout's, so it is not printed.
        XCTAssertEqual(warnings(LayoutDebugCLI.run(["solve", file, "--scene", "1"]).stderr), [])
        // In JSON it is the second scene's `importWarnings`, the first scene has none.
        let json = LayoutDebugCLI.run(["solve", file, "--json"]).stdout
        let scenes = json.components(separatedBy: "\"scene\": ")
        XCTAssertEqual(scenes.count, 3, json)
        XCTAssertFalse(scenes[1].contains("importWarnings"), json)
        XCTAssertTrue(scenes[2].contains("\"importWarnings\": [\n"), json)
        XCTAssertTrue(scenes[2].contains("\"\(file):11:1: log 2 (lines 11-11) is left out"), json)
    }
}
