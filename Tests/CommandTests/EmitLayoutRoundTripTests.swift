import Foundation
import LayoutImport
import LayoutModel
import LayoutScript
import XCTest
@testable import LayoutDebugCommands

/// `ScenarioWriter` as a property: every bundled lesson (Scenarios/), every scene of every
/// document in Tests/InterfaceBuilderDocuments and every log in Tests/ConsoleLogs, written as a
/// `.layout` file and parsed back, solves to the same frames (item by item, through the names the
/// writer gave) and leaves every constraint in the same state, at every step.
///
/// Two things the language cannot say are checked for what they are, not skipped silently:
/// - a root that is not a plain view (a `.xib` whose top-level view is a label or a scroll view):
///   the language's root is a view, so the root's own content-size constraints and scroll guides
///   are not there; the frames of every item still match;
/// - a constraint UIKit made that a rebuilt log lists among the layout's (`knownRecoveryChanges`):
///   written as an app constraint, it is one the recovery rule may break instead of UIKit's pick;
/// - the constraint a log says UIKit broke (`Layout.recordedRecoveries`): the language cannot
///   say so, so solved from the file, the rule may break another.
final class EmitLayoutRoundTripTests: XCTestCase {
    /// Logs whose conflict is recovered from differently once UIKit's constraints in it are
    /// written as app constraints (docs/cli.md, `solve --emit-layout`): the writer says so in a
    /// comment on each such line. They must still parse and solve.
    static let knownRecoveryChanges: Set<String> = ["colo-12.log", "datetimepicker-17.log", "firefox-ios-31254.log"]

    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func files(in folder: URL, extensions: Set<String>) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().map { folder.appendingPathComponent($0) }.filter { extensions.contains($0.pathExtension) }
    }

    func testEveryLessonRoundTrips() throws {
        let lessons = Self.files(in: Self.repository.appendingPathComponent("Scenarios"), extensions: ["layout"])
        XCTAssertGreaterThan(lessons.count, 30)
        let compared = try lessons.reduce(0) { $0 + (try checkRoundTrip(of: $1)) }
        // 39 lessons when this was written, each solved and compared.
        XCTAssertGreaterThanOrEqual(compared, 39, "lessons compared")
    }

    func testEveryInterfaceBuilderSceneRoundTrips() throws {
        let documents = Self.files(in: InterfaceBuilderDocumentsFolder.url, extensions: ["xib", "storyboard"])
        XCTAssertGreaterThan(documents.count, 20)
        var layouts = 0
        for document in documents { layouts += try checkRoundTrip(of: document) }
        // 59 scenes from 35 documents (three are refused: an archive, AppKit, Auto Layout off) when this was written.
        XCTAssertGreaterThanOrEqual(layouts, 59, "scenes compared")
    }

    func testEveryConsoleLogRoundTrips() throws {
        let logs = Self.files(in: ConsoleLogFolder.url, extensions: ["log", "txt"])
        XCTAssertGreaterThan(logs.count, 20)
        let compared = try logs.reduce(0) { $0 + (try checkRoundTrip(of: $1)) }
        // 67 rebuilt logs from 64 files (two hold no readable conflict) when this was written.
        XCTAssertGreaterThanOrEqual(compared, 67, "logs compared")
    }

    /// The round trip of every layout of one input; returns how many were compared. An input the
    /// importers refuse (an archive-format document, a log without a conflict) has none.
    @discardableResult
    func checkRoundTrip(of url: URL) throws -> Int {
        let document: ImportedDocument
        do {
            document = try ScenarioLoading.importers.load(url.path, standardInput: { nil })
        } catch {
            return 0
        }
        var compared = 0
        for layout in document.layouts {
            let what = "\(url.lastPathComponent) scene \(layout.id)"
            let written = ScenarioWriter.write(layout.scenario, header: ["round trip"])
            XCTAssertEqual(ScenarioWriter.write(layout.scenario, header: ["round trip"]).text, written.text, "\(what): same input, same bytes")
            let reread: Scenario
            do {
                reread = try ScenarioParser.parse(written.text, file: "written.layout")
            } catch {
                XCTFail("\(what): the written file does not parse:\n\(error)\n--- written:\n\(written.text)")
                continue
            }
            let original: ScenarioRun, copy: ScenarioRun
            do {
                original = try ScenarioRun(layout.scenario)
                try original.run()
            } catch {
                continue  // The input itself does not solve (a lesson about a bad edit): nothing to compare.
            }
            do {
                copy = try ScenarioRun(reread)
                try copy.run()
            } catch {
                XCTFail("\(what): the written file does not solve: \(error)\n--- written:\n\(written.text)")
                continue
            }
            XCTAssertEqual(original.results.count, copy.results.count, what)
            compared += 1
            let rootIsView = layout.scenario.layout.items.first?.kind == .view
            let followsTheLog = original.results.kept.contains { result in
                result.solution.conflicts.contains { if case .recordedByUIKit = $0.choice { true } else { false } }
            }
            if followsTheLog {
                // The language cannot record which constraint UIKit broke: the writer says so on its line.
                XCTAssertTrue(written.text.contains(ScenarioWriter.recordedRecoveryNote), "\(what): no note on the constraint UIKit broke")
                continue
            }
            if Self.knownRecoveryChanges.contains(url.lastPathComponent) {
                let same = zip(original.results.kept, copy.results.kept).allSatisfy { $0.solution.constraints.map(\.state) == $1.solution.constraints.map(\.state) }
                XCTAssertFalse(same, "\(what) now recovers as UIKit did: take it off the list of known changes")
                continue
            }
            for (before, after) in zip(original.results.kept, copy.results.kept) {
                compare(before.solution, after.solution, names: written.names, what: "\(what) step \(before.index)",
                        statesToo: rootIsView, rootName: layout.scenario.layout.rootName)
            }
        }
        return compared
    }

    /// Frames item by item (within 1e-6) and every constraint's state and error, in order.
    func compare(_ before: LayoutSolution, _ after: LayoutSolution, names: WrittenNames, what: String, statesToo: Bool, rootName: String) {
        var afterFrames: [String: Rect] = [:]
        for entry in after.frames { afterFrames[entry.item] = entry.frame }
        for entry in before.frames {
            let name = Self.writtenName(of: entry.item, names: names)
            guard let frame = afterFrames[name] else {
                // A root that is not a view has guides (a scroll view's) the written view root has not.
                if !statesToo, entry.item.hasPrefix(rootName + ".") { continue }
                XCTFail("\(what): no item \(name) (for \(entry.item)) in the written layout")
                continue
            }
            let close = abs(frame.x - entry.frame.x) <= 1e-6 && abs(frame.y - entry.frame.y) <= 1e-6
                && abs(frame.width - entry.frame.width) <= 1e-6 && abs(frame.height - entry.frame.height) <= 1e-6
            XCTAssertTrue(close, "\(what): \(entry.item) was \(entry.frame), written \(frame)")
        }
        guard statesToo else { return }
        XCTAssertEqual(before.constraints.count, after.constraints.count, "\(what): constraints")
        for (old, new) in zip(before.constraints, after.constraints) {
            XCTAssertEqual(old.state, new.state, "\(what): \(old.spec.scenarioDescription) was \(old.state), written \(new.spec.scenarioDescription) is \(new.state)")
            XCTAssertEqual(old.error, new.error, accuracy: 1e-6, "\(what): error of \(old.spec.scenarioDescription)")
        }
    }

    /// An item's written name; an engine guide (`root.safeArea`, `scroll.contentGuide`) by its
    /// owner's written name.
    static func writtenName(of item: String, names: WrittenNames) -> String {
        if let name = names.name(of: item) { return name }
        guard let dot = item.lastIndex(of: ".") else { return item }
        let owner = String(item[..<dot])
        return (names.name(of: owner) ?? owner) + item[dot...]
    }
}
