import Foundation
import LayoutModel
import LayoutScript
import XCTest

/// Every fix `explain --json` prints, for every problem in every step of every lesson, is taken at
/// its word: its `edit` lines are pasted into the lesson as a step after the one explained, parsed,
/// applied after that step as the lesson's own steps are (on the engine that ran the steps before),
/// and the frames it claims must be the frames that come out. (`FixFinderTests` re-checks that each fix
/// removes its problem; this checks that what is printed is what was checked.)
final class ExplainFixReplayTests: XCTestCase {
    func testEveryPrintedFixGivesThePrintedFrames() throws {
        var replayed = 0
        var unreadable: Set<String> = []
        for path in try ScenarioCommandTests.scenarioPaths() {
            let source = try String(contentsOf: ScenarioCommandTests.repositoryRoot.appendingPathComponent(path), encoding: .utf8)
            let scenario = try ScenarioParser.parse(source, file: path)
            for step in try LessonOutputs.document("explain", path)["steps"]?.array ?? [] {
                let number = Int(step["step"]?.double ?? -1)
                let problems = (step["broken"]?.array ?? []) + (step["conflicts"]?.array ?? []) + (step["ambiguity"]?.array ?? [])
                let fixes = problems.flatMap { $0["fixes"]?.array ?? [] }
                guard !fixes.isEmpty else { continue }
                for fix in fixes {
                    let lines = (fix["edit"]?.array ?? []).compactMap(\.string)
                    let what = "\(path) step \(number): \(lines)"
                    let edits: [LocatedEdit]
                    do {
                        edits = try Self.parsedEdits(lines, pastedInto: source, scenario, after: number, path: path)
                    } catch {
                        XCTAssertTrue(Self.knownUnreadable.contains { lines.contains($0) }, "\(what): the printed fix does not parse: \(error)")
                        unreadable.formUnion(lines.filter(Self.knownUnreadable.contains))
                        continue
                    }
                    XCTAssertFalse(edits.isEmpty, what)
                    let engine = try ScenarioRun(scenario).engineAfter(step: number)
                    for edit in edits { try engine.apply(edit.edit, at: edit.location) }
                    let frames = engine.solution().frames
                    let claimed = fix["frames"]?.array ?? []
                    XCTAssertFalse(claimed.isEmpty, "\(what): a fix names the frames it gives")
                    for entry in claimed {
                        let item = try XCTUnwrap(entry["item"]?.string, what)
                        let frame = try XCTUnwrap(frames.first { $0.item == item }?.frame, "\(what): no \(item)")
                        let actual = [frame.x, frame.y, frame.width, frame.height]
                        let printed = ["x", "y", "width", "height"].map { entry["frame"]?[$0]?.double ?? .nan }
                        for (a, p) in zip(actual, printed) {
                            XCTAssertEqual(a, p, accuracy: 1e-6 * max(1, abs(a)), "\(what): \(item) is \(actual), the fix says \(printed)")
                        }
                    }
                    replayed += 1
                }
            }
        }
        XCTAssertGreaterThan(replayed, 100, "the lessons have fixes, so there is something to replay")
        XCTAssertEqual(unreadable, Self.knownUnreadable, "a known unreadable fix now parses or is no longer printed; update the list")
    }

    /// Printed edit lines the scenario language cannot read back (a product bug, kept visible here
    /// until it is fixed): constraints on the root's safe-area guide are printed as
    /// `root.safeArea.top`, which the parser rejects ("expected one attribute after the item
    /// name"); it reads `safeArea.top`. The test fails when a listed line parses or disappears.
    static let knownUnreadable: Set<String> = [
        #"banner.top <= root.safeArea.top "banner-top""#,
        #"field.top >= root.safeArea.top + 20 @249 "field-top""#,
        #"first.top >= root.safeArea.top + 20 @249 "first-label-top""#,
        #"name.top >= root.safeArea.top + 20 @249 "name-top""#,
    ]

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
}

private extension ScenarioRun {
    /// A run of its own to `step`, so each replay starts from the step's engine as it was.
    func engineAfter(step: Int) throws -> LayoutEngine {
        try run(through: step)
        return engine
    }
}
