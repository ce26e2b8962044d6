import BenchInputs
import Cassowary
import Foundation
import LayoutScript
import Render
import Reports
import XCTest
@testable import LayoutDebugCommands

/// `graph` and `draw` on a layout too big to read (`ReadablePictureSize.nodeLimit`, 500): a
/// summary and a note saying so, the whole with `--full`, one part with `--focus`, the same bytes
/// every time; `sweep` over a range with more breakpoints than `ReadablePictureSize.breakpointLimit`. The layouts are
/// `stackedCells` (below): N cells under the root, each a
/// view holding two labels, and the safe area guide the system makes in every root (last, as
/// system-made items are): 3N + 2 items, in tree order root, cell0, title0, detail0, cell1, …
final class PictureSizeLimitTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("layoutdbg-size-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    /// Synthetic: N cells stacked under the root, each a view holding two labels in a row with
    /// margins (sizes from the cell's index, so the tests can work the frames out by hand).
    static func stackedCells(_ count: Int) -> String {
        var lines = ["title \"\(count) stacked cells (synthetic)\"", "screen 320 x \(count * 40 + 100)"]
        for i in 0..<count {
            lines += ["view cell\(i) {",
                      "    label title\(i) intrinsic \(60 + (i * 37) % 140) x 20 hugging h 251",
                      "    label detail\(i) intrinsic \(40 + (i * 53) % 140) x 17 hugging h 250",
                      "}",
                      "H:|[cell\(i)]|", i == 0 ? "V:|[cell0]" : "V:[cell\(i - 1)][cell\(i)]",
                      "H:|-8-[title\(i)]-8-[detail\(i)]-8-|", "V:|-8-[title\(i)]-8-|",
                      "detail\(i).centerY == title\(i).centerY"]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func layout(cells: Int) throws -> String {
        let url = directory.appendingPathComponent("cells-\(cells).layout")
        try Self.stackedCells(cells).write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    /// Runs the command with `-o` a fresh file of this extension; returns the result and the file's text.
    private func run(_ arguments: [String], _ suffix: String) throws -> (result: CommandResult, text: String) {
        let url = directory.appendingPathComponent("\(UUID().uuidString).\(suffix)")
        let result = LayoutDebugCLI.run(arguments + ["-o", url.path]) { nil }
        XCTAssertEqual(result.exitCode, ExitCode.success, result.stderr)
        return (result, (try? String(contentsOf: url, encoding: .utf8)) ?? "")
    }

    /// 200 cells: 602 items, 602 nodes in the views graph (one per item, no others). Kept in tree
    /// order: the root and 166 whole cells are 1 + 3 × 166 = 499 items, then cell166 itself: 500.
    func testTheViewsGraphAboveTheLimitIsASummaryAndSaysSo() throws {
        let path = try layout(cells: 200)
        let (result, dot) = try run(["graph", path], "dot")
        XCTAssertTrue(result.stdout.contains("(500 nodes, "), result.stdout)
        XCTAssertTrue(result.stderr.hasPrefix("layoutdbg: note: \(path), step 0, views graph: the graph has 602 nodes, "
            + "too many to draw readably (over 500); drawing a summary: the first 500 of 602 items in the layout's tree "
            + "(root … cell166) and the "), result.stderr)
        XCTAssertTrue(result.stderr.contains("Use --focus ID to draw one constraint and what explains it, or --full to draw the whole graph."))
        XCTAssertTrue(dot.contains("Summary: the graph has 602 nodes, too many to draw readably (over 500)."), "the title says so")
        XCTAssertTrue(dot.contains(">cell166</FONT>"), "the last cell kept is a box")
        XCTAssertTrue(dot.contains("label=cell165;"), "the one before it a frame around its labels")
        XCTAssertFalse(dot.contains("title166"), "its labels come after it in tree order and are left out")
        XCTAssertFalse(dot.contains("root.safeArea"), "the system's guide comes last")
        XCTAssertFalse(dot.contains("detail199"))
        XCTAssertEqual(try run(["graph", path], "dot").text, dot, "the same summary every time")
    }

    func testFullDrawsTheWholeGraph() throws {
        let path = try layout(cells: 200)
        let (result, dot) = try run(["graph", path, "--full"], "dot")
        XCTAssertTrue(result.stdout.contains("(602 nodes, "), result.stdout)
        XCTAssertEqual(result.stderr, "")
        XCTAssertTrue(dot.contains("detail199"))
        XCTAssertFalse(dot.contains("Summary:"))
    }

    /// 100 cells: 302 nodes, under the limit: the whole graph, no note.
    func testBelowTheLimitTheGraphIsWhole() throws {
        let (result, dot) = try run(["graph", try layout(cells: 100)], "dot")
        XCTAssertTrue(result.stdout.contains("(302 nodes, "), result.stdout)
        XCTAssertEqual(result.stderr, "")
        XCTAssertTrue(dot.contains("detail99"))
    }

    /// The constraints graph counts variables and constraints: 20 cells are well over 500 nodes
    /// (`graph --kind constraints` of 33 cells has 973), so a summary of whole cells under 500.
    func testTheConstraintsGraphSummaryStaysUnderTheLimit() throws {
        let path = try layout(cells: 20)
        let (result, dot) = try run(["graph", path, "--kind", "constraints"], "dot")
        let count = try XCTUnwrap(Int(result.stdout.split(separator: "(").last?.split(separator: " ").first ?? ""))
        XCTAssertLessThanOrEqual(count, 500)
        XCTAssertGreaterThan(count, 400, "as many as fit")
        XCTAssertTrue(result.stderr.contains("constraints graph: the graph has "), result.stderr)
        XCTAssertTrue(dot.contains("Summary: the graph has "))
        XCTAssertFalse(dot.contains("detail19."), "the last cell's variables are left out")
        let full = try run(["graph", path, "--kind", "constraints", "--full"], "dot")
        XCTAssertEqual(full.result.stderr, "")
        XCTAssertTrue(full.text.contains("detail19."))
    }

    /// `draw` keeps the first 500 items in tree order, as `graph` does (root … cell166), and the
    /// key's first line says so.
    func testDrawAboveTheLimitDrawsTheFirstViewsAndSaysSo() throws {
        let path = try layout(cells: 200)
        let (result, svg) = try run(["draw", path], "svg")
        let note = "Summary: 602 views and guides, too many to draw readably (over 500); drawn: the first 500 in the layout's tree "
            + "(root … cell166), 102 left out."
        XCTAssertEqual(result.stderr, "layoutdbg: note: \(path), step 0: \(note) Use --focus ITEM to draw one view and its subviews, "
            + "or --full to draw them all.\n")
        XCTAssertTrue(svg.contains(">Summary: 602 views and guides"), "the key says so")
        // detail165's key line, by hand from `stackedCells`: title165 holds its intrinsic width 60 + (165 × 37) mod 140 = 145
        // (hugging 251 beats detail's 250), so detail165 = 320 − 3 × 8 − 145 = 151 wide at x 8 + 145 + 8 = 161; it is
        // centred on title165 (y 8, 20 high): y = 18 − 17 / 2 = 9.5.
        XCTAssertTrue(svg.contains(">detail165<") && svg.contains(">detail165 (161, 9.5, 151, 17)<"), "the last whole cell is drawn")
        XCTAssertFalse(svg.contains("title166"), "left out")
        XCTAssertEqual(try run(["draw", path], "svg").text, svg, "the same picture every time")
        let full = try run(["draw", path, "--full"], "svg")
        XCTAssertEqual(full.result.stderr, "")
        XCTAssertTrue(full.text.contains(">detail199<"))
    }

    /// Below the limit (100 cells, 302 items) `draw` draws every view and says nothing more.
    func testDrawBelowTheLimitIsWhole() throws {
        let (result, svg) = try run(["draw", try layout(cells: 100)], "svg")
        XCTAssertEqual(result.stderr, "")
        XCTAssertTrue(svg.contains(">detail99<"))
        XCTAssertFalse(svg.contains("Summary:"))
    }

    /// `--focus cell3`: the cell, its two labels and the root's outline; 302 − 4 = 298 items not drawn.
    func testDrawFocusDrawsOneViewWithItsSubviews() throws {
        let path = try layout(cells: 100)
        let (result, svg) = try run(["draw", path, "--focus", "cell3"], "svg")
        XCTAssertEqual(result.stderr, "")
        // The key wraps the line at the panel's width.
        XCTAssertTrue(svg.contains(">Focus: cell3 and its 2 subviews (1 superview outlined);"), "the key says what is drawn")
        XCTAssertTrue(svg.contains("298 other items"))
        XCTAssertTrue(svg.contains(">title3<") && svg.contains(">detail3<"))
        XCTAssertFalse(svg.contains("title4"))
        let unknown = LayoutDebugCLI.run(["draw", path, "--focus", "nosuch", "-o", directory.appendingPathComponent("x.svg").path]) { nil }
        XCTAssertEqual(unknown.exitCode, ExitCode.usageOrInput)
        XCTAssertTrue(unknown.stderr.hasPrefix("layoutdbg: error: --focus: no view or layout guide named \"nosuch\" in step 0\n"),
                      unknown.stderr)
    }

    /// The benchmark's stacked table of 250 cells has more than 50 breakpoints between 280 and
    /// 420 pt (each cell whose labels start to fit is one). The chart ends at the 51st and draws
    /// the 50 before it, which are the first 50 of the whole sweep (computed without a limit, as
    /// `explain --sweep` does); the caption and standard error say so, and `--full` charts them all.
    func testASweepWithTooManyBreakpointsChartsTheFirstAndSaysSo() throws {
        let url = directory.appendingPathComponent("table-250.layout")
        try SyntheticLayouts.stackedTable(cells: 250).write(to: url, atomically: true, encoding: .utf8)
        let limit = ReadablePictureSize.breakpointLimit
        let request = SweepReport.Request(attribute: .width, low: 280, high: 420)
        let solved = try ScenarioRun(try ScenarioParser.parse(try String(contentsOf: url, encoding: .utf8), file: url.path))
        try solved.run(through: 0)
        let whole = try SweepReport.analysis(request, engine: solved.engine).changes.map(\.value)
        XCTAssertGreaterThan(whole.count, limit + 1, "the table must have more breakpoints than the limit")

        let outcome = try SweepChartSamples.chart(request, engine: solved.engine, title: { "from \($0.low) to \($0.high)" },
                                                  attributes: [.width], limit: limit)
        let cut = try XCTUnwrap(outcome.cut)
        XCTAssertEqual(outcome.data.title, "from 280.0 to \(cut)", "the title names the range charted, not the one asked for")
        XCTAssertEqual(outcome.data.breakpoints?.map(\.value), Array(whole.prefix(limit)))
        XCTAssertEqual(cut, whole[limit], "the chart ends at the next breakpoint")
        XCTAssertEqual(outcome.data.low, 280)
        XCTAssertEqual(outcome.data.high, cut)
        for series in outcome.data.series {
            XCTAssertEqual(series.points.last?.x, cut, series.name)
            XCTAssertTrue(series.points.allSatisfy { $0.x >= 280 && $0.x <= cut }, series.name)
        }
        let summary = "Summary: between 280 and 420 root.width has more than 50 breakpoints, too many to chart readably; "
            + "drawn: the first 50, from 280 to \(formatNumber(cut)) (where the next one is)."
        XCTAssertEqual(outcome.data.caption.first, summary + " A narrower --vary range charts the rest, --full the whole range.")

        let sweep = ["sweep", url.path, "--vary", "root.width=280...420"]
        let (result, svg) = try run(sweep, "svg")
        XCTAssertEqual(result.stderr, "layoutdbg: note: \(url.path), step 0: between 280 and 420 root.width has more than 50 "
            + "breakpoints, too many to chart readably; charting the first 50, from 280 to \(formatNumber(cut)) (where the next "
            + "one is). Use a narrower --vary range to chart the rest, or --full to chart the whole range.\n")
        XCTAssertTrue(result.stdout.contains(": the first 50 breakpoints (there are more), charted from 280 to \(formatNumber(cut)), "),
                      result.stdout)
        XCTAssertTrue(svg.contains(">50 at root.width = "), "the 50th breakpoint is drawn")
        XCTAssertFalse(svg.contains(">51 at root.width = "))
        let full = try run(sweep + ["--full"], "svg")
        XCTAssertEqual(full.result.stderr, "")
        XCTAssertTrue(full.result.stdout.contains(": \(whole.count) breakpoint(s), "), full.result.stdout)
        XCTAssertTrue(full.text.contains(">\(whole.count) at root.width = "))
    }

    /// 60 views each inside the one before (`SyntheticLayouts.nested`): 62 items and nodes, under
    /// 500, but frames nested 60 deep (v59 sits inside root's, v0's, … v58's). The views graph keeps
    /// the items down to depth 50, root and v0 … v49 (v49 inside 50 frames, none of its own), and
    /// says so; `--full` draws all 60 frames.
    func testTheViewsGraphOfADeepNestingStopsAtTheDepthLimitAndSaysSo() throws {
        let url = directory.appendingPathComponent("nested-60.layout")
        try SyntheticLayouts.nested(views: 60).write(to: url, atomically: true, encoding: .utf8)
        let (result, dot) = try run(["graph", url.path], "dot")
        XCTAssertTrue(result.stderr.hasPrefix("layoutdbg: note: \(url.path), step 0, views graph: its superviews' frames nest 60 deep, "
            + "too deep to draw readably (over 50); drawing a summary: the first 51 of 62 items in the layout's tree (root … v49) "
            + "and the "), result.stderr)
        XCTAssertTrue(dot.contains("Summary: its superviews' frames nest 60 deep, too deep to draw readably (over 50)."), "the title says so")
        XCTAssertEqual(dot.components(separatedBy: "subgraph cluster_").count - 1, 50, "root's frame and v0 … v48's")
        XCTAssertTrue(dot.contains("label=v48;") && dot.contains(">v49</FONT>"), "v49 is the deepest box")
        XCTAssertFalse(dot.contains(">v50</FONT>") || dot.contains("label=v49;"), "nothing deeper")
        let full = try run(["graph", url.path, "--full"], "dot")
        XCTAssertEqual(full.result.stderr, "")
        XCTAssertEqual(full.text.components(separatedBy: "subgraph cluster_").count - 1, 60)
        XCTAssertTrue(full.text.contains(">v59</FONT>"))
    }
}
