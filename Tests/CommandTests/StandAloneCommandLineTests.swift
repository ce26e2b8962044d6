import Foundation
import LayoutDebugCommands
import XCTest

/// `--version`, repeated options, unreadable inputs told apart, and the progress notice that only a
/// terminal sees (docs/cli.md, first section).
final class StandAloneCommandLineTests: XCTestCase {
    func testVersionIsPrinted() {
        XCTAssertEqual(LayoutDebugCLI.run(["--version"]), CommandResult(stdout: "layoutdbg \(LayoutDebugCLI.version)\n"))
        XCTAssertEqual(LayoutDebugCLI.run(["--version", "x"]).exitCode, ExitCode.usageOrInput)
        XCTAssertTrue(LayoutDebugCLI.run(["--help"]).stdout.contains("--version"))
    }

    func testARepeatedOptionOrFlagIsAUsageError() {
        let step = LayoutDebugCLI.run(["solve", "Scenarios/two-labels.layout", "--step", "1", "--step=2"])
        XCTAssertEqual(step.exitCode, ExitCode.usageOrInput)
        XCTAssertEqual(step.stderr, "layoutdbg: error: '--step' is given twice to 'solve'; give it once\nRun 'layoutdbg solve --help' for usage.\n")
        let json = LayoutDebugCLI.run(["scenarios", "--json", "--json"])
        XCTAssertEqual(json.exitCode, ExitCode.usageOrInput)
        XCTAssertTrue(json.stderr.hasPrefix("layoutdbg: error: '--json' is given twice to 'scenarios'"), json.stderr)
        // Help may be asked for twice: it asks for nothing different.
        XCTAssertEqual(LayoutDebugCLI.run(["solve", "-h", "--help"]).exitCode, ExitCode.success)
    }

    func testAMissingFileAndAFolderAreToldApart() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = folder.appendingPathComponent("none.layout").path
        for command in ["solve", "explain", "trace", "check"] {
            XCTAssertEqual(LayoutDebugCLI.run([command, missing]).stderr, "layoutdbg: error: cannot read '\(missing)': no such file\n", command)
            XCTAssertEqual(LayoutDebugCLI.run([command, folder.path]).stderr,
                           "layoutdbg: error: cannot read '\(folder.path)': it is a directory, not a file\n", command)
        }
    }

    func testTheProgressNoticeIsOnlyForATerminal() {
        XCTAssertFalse(ProgressNotice.isWanted(standardErrorIsTerminal: false, arguments: ["explain", "big.layout"]))
        XCTAssertTrue(ProgressNotice.isWanted(standardErrorIsTerminal: true, arguments: ["explain", "big.layout"]))
        XCTAssertFalse(ProgressNotice.isWanted(standardErrorIsTerminal: true, arguments: ["--help"]))
        XCTAssertFalse(ProgressNotice.isWanted(standardErrorIsTerminal: true, arguments: ["explain", "--help"]))
        XCTAssertEqual(ProgressNotice.text(arguments: ["explain", "big.layout", "--all-steps"]), "layoutdbg explain big.layout")
    }

    func testTheNoticeAppearsAfterTheDelayAndIsErasedAtTheEnd() {
        let written = Written()
        let notice = ProgressNotice(text: "layoutdbg explain big.layout") { written.append($0) }
        notice.start(delay: 0.05, interval: 0.05)
        Thread.sleep(forTimeInterval: 0.3)
        notice.stop()
        let lines = written.all
        XCTAssertGreaterThanOrEqual(lines.count, 2, "\(lines)")
        XCTAssertTrue(lines.first?.hasPrefix("\rlayoutdbg explain big.layout: working… ") ?? false, "\(lines)")
        XCTAssertEqual(lines.last, "\r\u{1B}[K")
        let after = lines.count
        Thread.sleep(forTimeInterval: 0.15)
        XCTAssertEqual(written.all.count, after, "nothing is written after stop")
    }

    func testAQuickCommandWritesNoNoticeAtAll() {
        let written = Written()
        let notice = ProgressNotice(text: "layoutdbg solve x") { written.append($0) }
        notice.start()
        notice.stop()
        XCTAssertEqual(written.all, [])
    }
}

/// What a notice wrote, collected from the timer's thread.
final class Written: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []
    func append(_ line: String) { lock.lock(); lines.append(line); lock.unlock() }
    var all: [String] { lock.lock(); defer { lock.unlock() }; return lines }
}
