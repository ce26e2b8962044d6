import Foundation
@testable import LayoutDebugCommands
import XCTest

/// How far along a long command is, as the terminal's notice says it (`CommandProgress`,
/// `ProgressNotice`): the line's words, and the stages explain, graph and draw report, which must
/// change nothing of what they print.
final class ProgressTests: XCTestCase {
    func testTheLineSaysTheStageAndTheSeconds() {
        XCTAssertEqual(ProgressNotice.line("layoutdbg explain big.layout", stage: nil, seconds: 3),
                       "\rlayoutdbg explain big.layout: working… 3 s\u{1B}[K")
        XCTAssertEqual(ProgressNotice.line("layoutdbg explain big.layout", stage: "step 2 of 5, finding fixes 14 of 40", seconds: 12),
                       "\rlayoutdbg explain big.layout: step 2 of 5, finding fixes 14 of 40… 12 s\u{1B}[K")
    }

    /// 79 columns at most, so `\r` rewrites the whole line on an 80-column terminal: a long path
    /// loses its middle; the stage and the seconds stay.
    func testALongLineLosesTheMiddleOfThePath() {
        let text = "layoutdbg explain " + String(repeating: "deep/", count: 20) + "big.layout"
        // 128 characters of text and 28 of ": finding fixes 3 of 12… 4 s" are 77 too many: the text
        // keeps 128 - 77 - 1 = 50 of its own, 25 from each end, around an ellipsis.
        XCTAssertEqual(ProgressNotice.line(text, stage: "finding fixes 3 of 12", seconds: 4),
                       "\rlayoutdbg explain deep/de…deep/deep/deep/big.layout: finding fixes 3 of 12… 4 s\u{1B}[K")
    }

    func testTheStageInWords() {
        XCTAssertNil(CommandProgress.describe(step: nil, stage: nil))
        // One step of one is not worth saying.
        XCTAssertNil(CommandProgress.describe(step: (1, 1), stage: nil))
        XCTAssertEqual(CommandProgress.describe(step: (1, 1), stage: ("laying out the graph", nil, nil)), "laying out the graph")
        XCTAssertEqual(CommandProgress.describe(step: (2, 5), stage: ("finding fixes", 14, 40)), "step 2 of 5, finding fixes 14 of 40")
        XCTAssertEqual(CommandProgress.describe(step: (2, 5), stage: ("solving step", 3, nil)), "step 2 of 5, solving step 3")
        // A new step starts without the last step's stage.
        let progress = CommandProgress()
        progress.step(1, of: 2)
        progress.stage("finding fixes", 1, of: 1)
        progress.step(2, of: 2)
        XCTAssertEqual(progress.description, "step 2 of 2")
    }

    func testTheNoticeShowsTheStage() {
        let written = Written()
        let progress = CommandProgress()
        progress.stage("finding fixes", 3, of: 12)
        let notice = ProgressNotice(text: "layoutdbg explain big.layout", progress: progress) { written.append($0) }
        notice.start(delay: 0.05, interval: 0.05)
        Thread.sleep(forTimeInterval: 0.2)
        notice.stop()
        XCTAssertTrue(written.all.first?.hasPrefix("\rlayoutdbg explain big.layout: finding fixes 3 of 12… ") ?? false, "\(written.all)")
    }

    /// The same bytes with or without a progress object, and the stage each command reached last.
    /// Two labels, all four steps: step 3 (the fourth) has one finding, `name`'s compression
    /// resistance broken (no conflict, nothing ambiguous), so explain ends finding its fixes, 1 of 1.
    func testCommandsReportTheirStageAndPrintTheSame() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("progress-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let lesson = "Scenarios/two-labels.layout"
        let cases: [(arguments: [String], last: String)] = [
            (["explain", lesson, "--all-steps"], "step 4 of 4, finding fixes 1 of 1"),
            (["explain", lesson, "--step", "1", "--json"], "finding fixes 1 of 1"),
            (["graph", lesson, "--step", "1", "-o", folder.appendingPathComponent("g.dot").path], "building the views graph"),
            (["draw", lesson, "--all-steps", "-o", folder.appendingPathComponent("d.svg").path], "drawing 4 steps"),
        ]
        for (arguments, last) in cases {
            let plain = ScenarioCommandTests.runAtRoot(arguments)
            let progress = CommandProgress()
            let reported = ScenarioCommandTests.runAtRoot(arguments, progress: progress)
            XCTAssertEqual(reported, plain, "\(arguments)")
            XCTAssertEqual(progress.description, last, "\(arguments)")
        }
    }
}
