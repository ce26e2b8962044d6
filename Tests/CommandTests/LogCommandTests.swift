import Foundation
import JSONText
import LayoutDebugCommands
import SeededRandom
import XCTest

/// `layoutdbg log` and the log importer, run in-process on real logs.
final class LogCommandTests: XCTestCase {
    static func path(_ name: String) -> String {
        ConsoleLogRebuildTests.logFolder.appendingPathComponent(name + ".log").path
    }

    /// A log with nothing to rebuild is an input error at the log, not at line 1 of the file, and
    /// says why. masonry-415 (macOS, 2017): both lists are `<private>`.
    func testALogWithNoReadableConstraintIsAnErrorAtItsHeader() throws {
        let redacted = LayoutDebugCLI.run(["explain", Self.path("masonry-415")])
        XCTAssertEqual(redacted.exitCode, 2)
        XCTAssertTrue(redacted.stderr.contains("masonry-415.log:1:1: error: no constraint of an 'Unable to simultaneously satisfy "
                                               + "constraints' log could be read: the log at line 1 prints its list as `<private>`"),
                      redacted.stderr)
        // A header with nothing after it, on line 3 after the poster's words.
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("layoutdbg-headeronly-\(getpid()).log")
        defer { try? FileManager.default.removeItem(at: file) }
        try "Working with Xcode: 12.4\nLayout bug:\n[LayoutConstraints] Unable to simultaneously satisfy constraints.\n"
            .write(to: file, atomically: true, encoding: .utf8)
        let headerOnly = LayoutDebugCLI.run(["explain", file.path])
        XCTAssertEqual(headerOnly.exitCode, 2)
        XCTAssertTrue(headerOnly.stderr.contains(".log:3:1: error: no constraint of an 'Unable to simultaneously satisfy constraints' "
                                                 + "log could be read: the log at line 3 has no constraint on the lines after its header"),
                      headerOnly.stderr)
        let summary = LayoutDebugCLI.run(["log", Self.path("masonry-415")])
        XCTAssertTrue(summary.stdout.hasPrefix("log 1, lines 1-7: no constraint to rebuild: the list is printed as `<private>`;"),
                      summary.stdout)
    }

    /// Apple Developer Forums thread 673940 (Xcode 12.4, iOS 14.4) shows a pasted log with its
    /// line breaks collapsed: header, advice, list and broken constraint on one line. It is read
    /// as the log it is: four constraints, the 80-pt height against the container's 50, and UIKit's
    /// choice, each constraint located at its column. Before, the line was a header with no list.
    func testALogCollapsedOntoItsHeadersLineIsRead() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("layoutdbg-oneline-\(getpid()).log")
        defer { try? FileManager.default.removeItem(at: file) }
        let line = "Code Block [LayoutConstraints] Unable to simultaneously satisfy constraints. Probably at least one of the "
            + "constraints in the following list is one you don't want. Try this: (1) look at each constraint and try to figure "
            + "out which you don't expect; (2) find the code that added the unwanted constraint or constraints and fix it. ( "
            + "\"<NSLayoutConstraint:0x6000011266c0 UIView:0x7fc6c4617020.height == 80 (active)>\", "
            + "\"<NSLayoutConstraint:0x600001126530 V:|-(0)-[UIView:0x7fc6c4617020] (active, names: '|':UIView:0x7fc6c4616d10 )>\", "
            + "\"<NSLayoutConstraint:0x6000011261c0 UIView:0x7fc6c4617020.bottom == UIView:0x7fc6c4616d10.bottom (active)>\", "
            + "\"<NSLayoutConstraint:0x600001121360 'UIView-Encapsulated-Layout-Height' UIView:0x7fc6c4616d10.height == 50 (active)>\" ) "
            + "Will attempt to recover by breaking constraint <NSLayoutConstraint:0x6000011266c0 UIView:0x7fc6c4617020.height == 80 (active)>"
        try ("Working with Xcode: 12.4 , Simulator: iOS 14.4\nLayout bug:\n" + line + "\nCode to reproduce:\n")
            .write(to: file, atomically: true, encoding: .utf8)
        let result = LayoutDebugCLI.run(["log", file.path])
        XCTAssertEqual(result.exitCode, ExitCode.failedExpectation, result.stderr)
        XCTAssertTrue(result.stdout.hasPrefix("log 1, lines 3-3: error: conflict among 4 of the 4 printed constraints; "
                                              + "UIKit broke 0x6000011266c0, the rule breaks the same (agree)\n"), result.stdout)
        XCTAssertTrue(result.stdout.contains("(lines 3-3, UIKit header, its advice on one line), 4 constraints:"), result.stdout)
        XCTAssertTrue(result.stdout.contains("view_7020.height == 80  [\(file.path):3:351]"), result.stdout)
    }

    /// prox-242: a conflict (exit 1), the summary line first, then the numbers and UIKit's choice.
    func testTextSaysTheConflictTheNumbersAndUIKitsChoice() {
        let result = LayoutDebugCLI.run(["log", Self.path("prox-242")])
        XCTAssertEqual(result.exitCode, ExitCode.failedExpectation, result.stderr)
        let lines = result.stdout.components(separatedBy: "\n")
        XCTAssertTrue(lines[0].hasPrefix("log 1, lines 1-"), lines[0])
        XCTAssertTrue(lines[0].contains("error: conflict among 3 of the 3 printed constraints"), lines[0])
        XCTAssertTrue(lines[0].contains("the rule breaks the same (agree)"), lines[0])
        XCTAssertTrue(result.stdout.contains("need placeDetailsEventView_5bb0.height >= 16 + 16 = 32"), result.stdout)
        XCTAssertTrue(result.stdout.contains("(UISV-hiding, made by the stack view)"), result.stdout)
    }

    /// collectionintable-2: UIKit broke the collection view's height (line 9), the rule picks its
    /// top (line 7). The rule's reason must say the rule picks the top, never that UIKit breaks it,
    /// and the lines after it say what UIKit broke.
    func testTheRulesReasonNeverSaysUIKitBrokeWhatItDidNot() {
        let result = LayoutDebugCLI.run(["log", Self.path("collectionintable-2")])
        XCTAssertTrue(result.stdout.contains("UIKit broke 0x1c02ab940, the rule breaks 0x1c02aafe0 (disagree)"), result.stdout)
        XCTAssertTrue(result.stdout.contains("`collectionView_5600.top == cellContentView_dec0.top` is the first as UIKit lists them"
                                             + " (no inequality, no size below zero), so the rule breaks it."), result.stdout)
        XCTAssertFalse(result.stdout.contains("UIKit breaks it"), result.stdout)
        XCTAssertTrue(result.stdout.contains("UIKit broke 0x1c02ab940 (line 9): collectionView_5600.height == 200"), result.stdout)
    }

    /// The JSON carries what docs/json.md lists, with the addresses of the log.
    /// prox-242 (mozilla-mobile/prox#242): three printed constraints, the third UIKit's UISV-hiding
    /// at line 9 of the file; the hidden view needs 16 + 16 = 32 pt for the label's two pins.
    func testMarkdownHasATableOfTheConstraintsTheNumbersAndTheFixes() {
        let result = LayoutDebugCLI.run(["log", Self.path("prox-242"), "--markdown"])
        XCTAssertEqual(result.exitCode, 1, result.stderr)
        let lines = result.stdout.components(separatedBy: "\n")
        XCTAssertTrue(lines.contains("## Log 1 (lines 1-16, UIKit header)"), result.stdout)
        XCTAssertTrue(lines.contains("| 9 | system (stack view) | `placeDetailsEventView_5bb0.height == 0 \"UISV-hiding\"` | `0x61800028d570` |"),
                      result.stdout)
        XCTAssertTrue(result.stdout.contains(">= 16 + 16 = 32."), result.stdout)
        XCTAssertTrue(lines.contains { $0.hasPrefix("1. **stack view hiding**: lower NSLayoutConstraint:0x6100002920c0") }, result.stdout)
        let both = LayoutDebugCLI.run(["log", Self.path("prox-242"), "--markdown", "--json"])
        XCTAssertEqual(both.exitCode, 2)
        XCTAssertTrue(both.stderr.contains("cannot be used together"), both.stderr)
    }

    /// The two sentences the text has and Markdown lacked, from the one writer. heliport-246's
    /// minimal set needs `visualEffectView_bf80.width >= 0` (the view is 5 pt in from both sides
    /// of a 0-wide view), which AppKit does not print; pagingtableview-3's list can hold and uses
    /// `topMargin`/`bottomMargin`, taken as 8 pt.
    func testMarkdownSaysWhatUIKitDoesNotPrintAndTheMarginsAssumed() {
        let heliport = LayoutDebugCLI.run(["log", Self.path("heliport-246-appkit-first"), "--markdown"])
        XCTAssertTrue(heliport.stdout.components(separatedBy: "\n").contains(
            "  - Not printed by AppKit: visualEffectView_bf80.width >= 0 (the engine's own floor: a size is never negative)."),
            heliport.stdout)
        let paging = LayoutDebugCLI.run(["log", Self.path("pagingtableview-3"), "--markdown"])
        XCTAssertTrue(paging.stdout.components(separatedBy: "\n").contains(
            "Margins are taken as UIView's default 8 pt: the log does not print them."), paging.stdout)
    }

    func testJSONHasTheDocumentedKeys() throws {
        let result = LayoutDebugCLI.run(["log", Self.path("emptykit-1"), "--json"])
        XCTAssertEqual(result.exitCode, ExitCode.failedExpectation, result.stderr)
        let root = try JSONParser.parse(result.stdout, file: "stdout")
        guard case let .object(top) = root.value, case let .array(logs)? = top.first(where: { $0.key == "logs" })?.value.value,
              case let .object(log)? = logs.first?.value else { return XCTFail(result.stdout) }
        XCTAssertEqual(top.map(\.key), ["file", "logs", "unread"])
        XCTAssertEqual(log.map(\.key), ["lines", "header", "items", "constraints", "satisfiable", "unsolved", "minimalConflict",
                                        "unprintedMembers", "arithmetic", "uikitBroke", "wouldBreak", "agreement", "rule",
                                        "fixes", "unread"])
        XCTAssertTrue(result.stdout.contains("\"uikitBroke\": \"0x600000284060\""), result.stdout)
        XCTAssertTrue(result.stdout.contains("\"wouldBreak\": \"0x600000284060\""), result.stdout)
        XCTAssertTrue(result.stdout.contains("\"agreement\": \"agree\""), result.stdout)
    }

    /// Input with no log is an input error (exit 2), not "no conflict".
    func testNoLogIsAnInputError() {
        let result = LayoutDebugCLI.run(["log", "-"], standardInput: { "hello\nworld\n" })
        XCTAssertEqual(result.exitCode, ExitCode.usageOrInput)
        XCTAssertTrue(result.stderr.contains("holds no 'Unable to simultaneously satisfy constraints' log"), result.stderr)
    }

    /// `explain` reads a `.log` file through the importer and finds the same conflict; standard
    /// input is recognised by the log's header.
    func testExplainAndSolveReadALog() throws {
        let explained = LayoutDebugCLI.run(["explain", Self.path("tagflow-8")])
        XCTAssertEqual(explained.exitCode, ExitCode.failedExpectation, explained.stderr)
        XCTAssertTrue(explained.stdout.contains("Required conflict 1 (error)"), explained.stdout)
        let text = try String(contentsOfFile: Self.path("tagflow-8"), encoding: .utf8)
        let solved = LayoutDebugCLI.run(["solve", "-"], standardInput: { text })
        XCTAssertEqual(solved.exitCode, ExitCode.success, solved.stderr)
        XCTAssertTrue(solved.stdout.contains("tech"), solved.stdout)
    }

    /// `--emit-layout` writes a `.layout` file that reads back and has the conflict.
    func testEmittedLayoutReadsBackWithTheConflict() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("layoutdbg-log-\(getpid()).layout").path
        defer { try? FileManager.default.removeItem(atPath: out) }
        for name in ["emptykit-1", "prox-242", "purelayout-187", "tagflow-8", "carekit-177", "duckduckgo-4623"] {
            let result = LayoutDebugCLI.run(["log", Self.path(name), "--emit-layout", out])
            XCTAssertEqual(result.exitCode, ExitCode.failedExpectation, "\(name): \(result.stderr)")
            let written = try String(contentsOfFile: out, encoding: .utf8)
            let explained = LayoutDebugCLI.run(["explain", "-"], standardInput: { written })
            XCTAssertEqual(explained.exitCode, ExitCode.failedExpectation, "\(name):\n\(written)\n\(explained.stderr)")
            XCTAssertTrue(explained.stdout.contains("Required conflict 1 (error)"), "\(name):\n\(explained.stdout)")
        }
    }

    /// Damaged logs (lines cut, characters inserted, lines repeated or dropped, addresses broken)
    /// through the whole command: every run ends with exit 0, 1 or 2, never a crash or a hang.
    func testDamagedLogsNeverCrash() throws {
        var random = SplitMix64(seed: 14)
        let names = ["emptykit-1", "prox-242", "tagflow-8", "lsyevernote-5", "pagingtableview-3", "deltachat-2227"]
        let texts = try names.map { try String(contentsOfFile: Self.path($0), encoding: .utf8) }
        let pieces = ["0x", "<", ">", "\"", "|", "(", ")", "-", "==", "1e308", "@", "'", ".", "H:|-(", "names:"]
        for round in 0..<120 {
            var lines = texts[Int(random.next() % UInt64(texts.count))].components(separatedBy: "\n")
            for _ in 0..<(1 + Int(random.next() % 5)) {
                let index = Int(random.next() % UInt64(lines.count))
                let line = lines[index]
                let cut = line.isEmpty ? 0 : Int(random.next() % UInt64(line.count))
                switch random.next() % 5 {
                case 0: lines[index] = String(line.prefix(cut))
                case 1: lines[index] = String(line.prefix(cut)) + pieces[Int(random.next() % UInt64(pieces.count))] + line.dropFirst(cut)
                case 2: lines.insert(lines[Int(random.next() % UInt64(lines.count))], at: index)
                case 3: if lines.count > 1 { lines.remove(at: index) }
                default: lines[index] = line.replacingOccurrences(of: "0x", with: "0xZ")
                }
            }
            let text = lines.joined(separator: "\n")
            for arguments in [["log", "-"], ["log", "-", "--json"]] {
                let result = LayoutDebugCLI.run(arguments, standardInput: { text })
                XCTAssertTrue([0, 1, 2].contains(result.exitCode), "round \(round): exit \(result.exitCode)\n\(text)")
            }
        }
    }

    /// An AppKit log is AppKit's in every sentence of `log`, text and Markdown: what it broke,
    /// what it did not print, what it left out, the fixes' recovery and reasons (the real macOS
    /// logs of the manifest; heliport-246, munki-1241 and iina-1568 said "UIKit broke").
    func testAnAppKitLogNeverSaysUIKit() throws {
        let data = try Data(contentsOf: ConsoleLogRebuildTests.logFolder.appendingPathComponent("manifest.json"))
        let root = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let files = try XCTUnwrap(root["files"] as? [[String: Any]])
        let appKit = files.filter { file in
            let logs = file["logs"] as? [[String: Any]] ?? []
            return !logs.isEmpty && logs.allSatisfy { $0["platform"] as? String == "macOS" }
        }.compactMap { ($0["file"] as? String)?.replacingOccurrences(of: ".log", with: "") }
        XCTAssertGreaterThanOrEqual(appKit.count, 6, "\(appKit)")
        for name in appKit {
            for format in [[], ["--markdown"]] {
                let result = LayoutDebugCLI.run(["log", Self.path(name)] + format)
                XCTAssertTrue(result.stdout.contains("AppKit") || result.stdout.contains("<private>"), "\(name) \(format): \(result.stdout)")
                XCTAssertFalse(result.stdout.contains("UIKit"), "\(name) \(format): \(result.stdout)")
            }
        }
    }

    /// Synthetic, shaped as sf-ios-58's paste: only the recovery line and the broken constraint,
    /// without the log's header and list. `log` and `explain` both say so at the recovery line.
    func testARecoveryLineWithoutItsLogSaysWhatIsMissingAndWhere() throws {
        let text = "Thread 1:\nWill attempt to recover by breaking constraint \n"
            + "<NSLayoutConstraint:0x6000017e4d20 UILabel:0x7ff6604226a0'No events'.bottom == UIView:0x7ff660425800.bottom   (active)>\n"
        for command in ["log", "explain"] {
            let result = LayoutDebugCLI.run([command, "-"], standardInput: { text })
            XCTAssertEqual(result.exitCode, ExitCode.usageOrInput, command)
            XCTAssertTrue(result.stderr.hasPrefix("-:2:1: error: "), "\(command): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains("line 2 is the end of a log (\"Will attempt to recover by breaking constraint\"), "
                                                 + "but its header and its list of constraints are not in the input"), result.stderr)
        }
    }
}
