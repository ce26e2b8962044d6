import Explain
import Foundation
import LayoutModel
import LayoutScript
import XCTest

/// `solve` names the ambiguous items with `LayoutEngine.ambiguousItems(skipping:)`, which stops at
/// an item's first free variable and makes no alternative layout; `explain` uses
/// `AmbiguityFinder.find`. Both must name the same items in the same order, on every step of every
/// scenario and on synthetic layouts where many items are ambiguous (and `hasAmbiguousItem`,
/// the same check stopped at the first, must say whether there is any).
final class ScenarioAmbiguousItemsTests: XCTestCase {
    private func assertSameNames(_ scenario: Scenario, _ context: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let run = try ScenarioRun(scenario)
        for index in 0...scenario.steps.count {
            try run.run(through: index)
            let solution = run.results[index].solution
            let found = try AmbiguityFinder.find(engine: run.engine, solution: solution).map(\.item)
            let named = try run.engine.ambiguousItems(skipping: solution.generatedItems)
            XCTAssertEqual(named, found, "\(context) step \(index)", file: file, line: line)
            // A fix's problem snapshot reads the same items with their free ranges.
            XCTAssertEqual(try run.engine.freeRanges(skipping: solution.generatedItems).map(\.item), found,
                           "\(context) step \(index)", file: file, line: line)
            // explain's note on a partial layout asks only whether there is one.
            XCTAssertEqual(try run.engine.hasAmbiguousItem(skipping: solution.generatedItems), !found.isEmpty,
                           "\(context) step \(index)", file: file, line: line)
        }
    }

    func testSameItemsAsTheFinderOnEveryScenario() throws {
        let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Scenarios")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasSuffix(".layout") }.sorted()
        XCTAssertFalse(files.isEmpty)
        for file in files {
            let url = directory.appendingPathComponent(file)
            try assertSameNames(ScenarioParser.parse(String(contentsOf: url, encoding: .utf8), file: url.path), file)
        }
    }

    /// Stacked cells whose two labels hug alike (both widths free: two ambiguous items a cell) and
    /// cells whose second label hugs less (determined), a screen of loose views (every variable
    /// free), and a view pinned but for its height (only the last variable free).
    func testSameItemsOnLayoutsWithManyAmbiguousItems() throws {
        var cells = ["screen 320 x 900"]
        for i in 0..<12 {
            cells += ["view cell\(i) {", "    label a\(i) intrinsic \(60 + i * 7) x 20 hugging h 251",
                      "    label b\(i) intrinsic 40 x 17\(i % 3 == 0 ? " hugging h 200" : "")", "}",
                      "H:|[cell\(i)]|", i == 0 ? "V:|[cell0]" : "V:[cell\(i - 1)][cell\(i)]",
                      "H:|-[a\(i)]-[b\(i)]-|", "V:|-[a\(i)]-|", "b\(i).centerY == a\(i).centerY"]
        }
        try assertSameNames(ScenarioParser.parse(cells.joined(separator: "\n"), file: "cells.layout"), "cells")
        let loose = ["screen 375 x 812"] + (0..<40).map { "view v\($0)" }
        try assertSameNames(ScenarioParser.parse(loose.joined(separator: "\n"), file: "loose.layout"), "loose")
        let tall = ["screen 375 x 812", "view box", "H:|-[box]-|", "box.top == root.top + 20"]
        let scenario = try ScenarioParser.parse(tall.joined(separator: "\n"), file: "tall.layout")
        try assertSameNames(scenario, "tall")
        let run = try ScenarioRun(scenario)
        XCTAssertEqual(try run.engine.ambiguousItems(skipping: run.results[0].solution.generatedItems), ["box"])
    }
}
