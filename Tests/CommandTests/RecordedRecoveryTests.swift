import ConsoleLogImport
import Foundation
import LayoutDebugCommands
import LayoutImport
import LayoutModel
import XCTest

/// A console log says which constraint UIKit broke. Every command that solves the log as a layout
/// breaks that one (`Layout.recordedRecoveries`), not the member the recovery rule would guess,
/// while `layoutdbg log` still holds the rule up against UIKit's choice.
final class RecordedRecoveryTests: XCTestCase {
    func testEveryRealLogBreaksWhatUIKitBrokeWhenItsConflictHoldsIt() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: ConsoleLogRebuildTests.logFolder.path)
            .filter { $0.hasSuffix(".log") }.map { String($0.dropLast(4)) }.sorted()
        var followed = 0, ruleAgreed = 0, outside = 0
        for name in names {
            let url = ConsoleLogRebuildTests.logFolder.appendingPathComponent(name + ".log")
            let text = try String(contentsOf: url, encoding: .utf8)
            let analysis = ConsoleLogAnalysis.analyse(text, file: name + ".log")
            let scenes = (try? ConsoleLogImporter().readLayouts(text, file: name + ".log", options: ImportOptions())) ?? []
            for (log, scene) in zip(analysis.logs, scenes) where log.proof.isConflict {
                let place = "\(name) \(scene.id)"
                guard let uikit = log.proof.uikitBrokeIndex else {
                    XCTAssertTrue(scene.scenario.layout.recordedRecoveries.isEmpty, place)
                    continue
                }
                // The imported layout's constraints are the log's, index for index.
                let specs = scene.scenario.layout.constraints
                XCTAssertEqual(scene.scenario.layout.recordedRecoveries, [specs[uikit]], place)
                let solution = try LayoutEngine(layout: scene.scenario.layout).solution()
                guard let first = solution.conflicts.first else { return XCTFail("\(place): no conflict") }
                guard first.conflict.contains(specs[uikit]) else {
                    // The rule decides, and the explanation says which one UIKit broke instead.
                    outside += 1
                    XCTAssertEqual(first.recordedElsewhere, specs[uikit], place)
                    continue
                }
                XCTAssertNil(first.recordedElsewhere, place)
                // Broken as UIKit broke it, whatever the rule says; the rule's choice is kept for the text.
                XCTAssertEqual(first.broken, specs[uikit], place)
                if case let .recordedByUIKit(ruleWouldBreak) = first.choice {
                    followed += 1
                    XCTAssertEqual(log.proof.agreement, .disagree, place)
                    XCTAssertEqual(log.proof.wouldBreak.map { specs[$0] }, ruleWouldBreak, place)
                } else {
                    ruleAgreed += 1
                    XCTAssertEqual(log.proof.agreement, .agree, place)
                }
            }
        }
        // The four logs whose rule disagrees with UIKit inside the conflict (docs/semantics.md,
        // "Rebuilding a console log"): collectionintable-2, colo-12, cvcalendar-147, example-a-68084642.
        XCTAssertEqual(followed, 4)
        // inputbaraccessoryview-177: UIKit broke a member of its list that the conflict does not need.
        XCTAssertEqual(outside, 1)
        XCTAssertGreaterThan(ruleAgreed, 25)
    }

    /// colo-12: a 100 pt view pinned to the top and bottom of a 44 pt cell. UIKit broke the bottom
    /// (the rule would break the top), so the view stays at the cell's top and ends 100 - 44 = 56 pt
    /// past its bottom (where the cell sits, the log does not say).
    func testTheLayoutIsTheOneUIKitsRecoveryLeaves() throws {
        let url = ConsoleLogRebuildTests.logFolder.appendingPathComponent("colo-12.log")
        let text = try String(contentsOf: url, encoding: .utf8)
        let scene = try XCTUnwrap(try ConsoleLogImporter().readLayouts(text, file: "colo-12.log", options: ImportOptions()).first)
        let solution = try LayoutEngine(layout: scene.scenario.layout).solution()
        let conflict = try XCTUnwrap(solution.conflicts.first)
        XCTAssertEqual(conflict.broken.identifier, "0x7fb022ec6d50")
        XCTAssertEqual(conflict.brokenErrorAfterRecovery, 56, accuracy: 1e-9)
        let frames = Dictionary(uniqueKeysWithValues: conflict.framesAfterRecovery.map { ($0.item, $0.frame) })
        XCTAssertEqual(frames["cellContentView_6020"]?.height, 44)
        XCTAssertEqual(frames["view_a140"]?.y, 0)
        XCTAssertEqual(frames["view_a140"]?.height, 100)
    }

    /// An AppKit log's conflict is told as AppKit's (munki-1241: its header is AppKit's); a UIKit
    /// log's as UIKit's.
    func testAnAppKitLogsRecoveryIsToldAsAppKits() {
        let appKit = LayoutDebugCLI.run(["explain", ConsoleLogRebuildTests.logFolder.appendingPathComponent("munki-1241.log").path])
        XCTAssertTrue(appKit.stdout.contains("required conflict 1: AppKit breaks `"), appKit.stdout)
        XCTAssertTrue(appKit.stdout.contains("as AppKit lists them, and AppKit breaks an inequality first"), appKit.stdout)
        XCTAssertFalse(appKit.stdout.contains("UIKit breaks"), appKit.stdout)
        let uikit = LayoutDebugCLI.run(["explain", ConsoleLogRebuildTests.logFolder.appendingPathComponent("colo-12.log").path])
        XCTAssertTrue(uikit.stdout.contains("required conflict 1: UIKit breaks `"), uikit.stdout)
    }

    /// Every other report on an AppKit log names AppKit too: `log`'s verdict and fixes, `explain`'s
    /// fixes (whose reason names no framework), and `trace`'s recovery.
    func testEveryReportOnAnAppKitLogNamesAppKit() {
        let path = ConsoleLogRebuildTests.logFolder.appendingPathComponent("munki-1241.log").path
        let log = LayoutDebugCLI.run(["log", path])
        XCTAssertTrue(log.stdout.contains("AppKit broke 0x78a6c2df0, the rule breaks the same (agree)"), log.stdout)
        XCTAssertTrue(log.stdout.contains("(lines 2-15, AppKit header)"), log.stdout)
        XCTAssertTrue(log.stdout.contains("compared with AppKit's recovery"), log.stdout)
        let explain = LayoutDebugCLI.run(["explain", "--all", path])
        XCTAssertTrue(explain.stdout.contains("so no required one has to be broken"), explain.stdout)
        for output in [log.stdout, explain.stdout] {
            XCTAssertFalse(output.contains("UIKit"), output)
        }
        let trace = LayoutDebugCLI.run(["trace", path])
        XCTAssertTrue(trace.stdout.contains("recovery, as AppKit does: the engine breaks `textField_3480.width >= 152"), trace.stdout)
        let uikitLog = LayoutDebugCLI.run(["log", ConsoleLogRebuildTests.logFolder.appendingPathComponent("colo-12.log").path])
        XCTAssertTrue(uikitLog.stdout.contains("(lines 2-14, UIKit header"), uikitLog.stdout)
        XCTAssertTrue(uikitLog.stdout.contains("; UIKit broke 0x"), uikitLog.stdout)
    }
}
