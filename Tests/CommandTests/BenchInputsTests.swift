import BenchInputs
import Foundation
@testable import LayoutDebugCommands
import LayoutImport
import LayoutModel
import LayoutScript
import XCTest

/// The benchmark's generated inputs (`BenchInputs`) must be valid input, or the benchmark times
/// error messages: each generator's output at a small size is read by the importer its extension
/// picks, finds the layouts and constraints it was written to have, and solves without an error.
final class BenchInputsTests: XCTestCase {
    private func read(_ text: String, as path: String, file: StaticString = #filePath, line: UInt = #line) throws -> [ImportedLayout] {
        do {
            return try ScenarioLoading.read(text, path: path).layouts
        } catch {
            XCTFail("\(path) did not import: \(error.text)", file: file, line: line)
            throw error
        }
    }

    /// `solve` on the text written to a file of that name: exit status 0 or 1, nothing on stderr.
    private func solve(_ text: String, as name: String, file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("layoutdbg-bench-inputs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        let result = LayoutDebugCLI.run(["solve", url.path]) { nil }
        XCTAssertNotEqual(result.exitCode, 2, "solve \(name): \(result.stderr)", file: file, line: line)
        XCTAssertEqual(result.stderr, "", "solve \(name)", file: file, line: line)
        return result.stdout
    }

    func testLayoutGeneratorsWriteScenariosOfTheShapeTheySay() throws {
        // Counts by hand from each generator's lines. Stacked table, per cell: `H:|[cell]|` 2,
        // the vertical chain 1 (the first cell's `V:|[cell0]` also 1), `H:|-8-[a]-8-[b]-8-|` 3,
        // `V:|-8-[a]-8-|` 2, the centre line 1: 9 constraints; 3 cells → 27.
        let table = try read(SyntheticLayouts.stackedTable(cells: 3), as: "table.layout")
        XCTAssertEqual(table.count, 1)
        XCTAssertEqual(table.first?.scenario.layout.constraints.count, 27)
        // Nested: two VFL lines of two constraints per view.
        XCTAssertEqual(try read(SyntheticLayouts.nested(views: 4), as: "nested.layout").first?.scenario.layout.constraints.count, 16)
        // Unconstrained views: none.
        XCTAssertEqual(try read(SyntheticLayouts.unconstrained(views: 5), as: "views.layout").first?.scenario.layout.constraints.count, 0)
        // The stack: `H:|[list]|` 2 and `V:|[list]` 1 written; the stack's own come from the engine.
        XCTAssertEqual(try read(SyntheticLayouts.stackOfLabels(6), as: "stack.layout").first?.scenario.layout.constraints.count, 3)
        // The grid, 3 × 3: per row `H:|-[a]-[b]-[c]-|` 4 and two equal widths, per column the same
        // vertically: 6 × 6 = 36.
        XCTAssertEqual(try read(SyntheticLayouts.grid(side: 3), as: "grid.layout").first?.scenario.layout.constraints.count, 36)
        for (name, text) in [("table.layout", SyntheticLayouts.stackedTable(cells: 3)), ("nested.layout", SyntheticLayouts.nested(views: 4)),
                             ("views.layout", SyntheticLayouts.unconstrained(views: 5)), ("stack.layout", SyntheticLayouts.stackOfLabels(6)),
                             ("grid.layout", SyntheticLayouts.grid(side: 3))] {
            _ = try solve(text, as: name)
        }
    }

    func testConsoleLogOfManyReportsHasOneLayoutPerReport() throws {
        let layouts = try read(SyntheticConsoleLog.reports(3), as: "reports.log")
        // Each report is one layout of its four listed constraints: the label's height, the two
        // 8 pt margins to the content view, and the table's encapsulated height.
        XCTAssertEqual(layouts.count, 3)
        XCTAssertEqual(layouts.map(\.scenario.layout.constraints.count), [4, 4, 4])
        // 8 + 44 + 8 = 60 pt of chain against the 44 pt the table gives: a required conflict in each.
        let output = try solve(SyntheticConsoleLog.reports(3), as: "reports.log")
        XCTAssertTrue(output.contains("Layout 3 of 3"), output)
    }

    func testConsoleLogOfOneLongReportListsEveryConstraint() throws {
        let layouts = try read(SyntheticConsoleLog.oneReport(labels: 5), as: "long.log")
        // 5 labels: a height and a top spacing each (10), the last label's bottom margin and the
        // encapsulated height: 12 = constraintCount(labels: 5).
        XCTAssertEqual(layouts.count, 1)
        XCTAssertEqual(SyntheticConsoleLog.constraintCount(labels: 5), 12)
        XCTAssertEqual(layouts.first?.scenario.layout.constraints.count, 12)
        _ = try solve(SyntheticConsoleLog.oneReport(labels: 5), as: "long.log")
    }

    func testStoryboardHasOneLayoutPerSceneAndNoMisplacedView() throws {
        let text = SyntheticStoryboard.make(scenes: 2, labelsPerScene: 3)
        let layouts = try read(text, as: "labels.storyboard")
        // Each label: leading and trailing margins and the top spacing, 3 constraints.
        XCTAssertEqual(layouts.map(\.scenario.layout.constraints.count), [9, 9])
        // The stored frames are the solved ones (x 16, width 375 − 2 × 16, y 8 + 28.5 per row: no
        // status bar on a home-button phone in an Xcode 14 document, 8 pt, a 20.5 pt system-font
        // label), so solve finds nothing misplaced.
        let output = try solve(text, as: "labels.storyboard")
        XCTAssertFalse(output.contains("will be different at run time"), output)
    }
}
