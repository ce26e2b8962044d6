import Foundation
import LayoutModel
import LayoutScript
import XCTest
@testable import LayoutDebugCommands
import Reports

/// `layoutdbg sweep`: the golden chart (its DOT: the SVG is GraphViz's rendering of it, which
/// changes with GraphViz's version), its breakpoints against `explain --sweep`, its values
/// against fresh solves (including between breakpoints, where the chart draws straight lines),
/// bitmap size and usage errors.
final class SweepChartTests: XCTestCase {
    static let arguments = ["sweep", DrawingRun.scenario("two-labels"), "--step", "3", "--vary", "root.width=80...400"]

    func testGoldenChartOfTheTwoLabelRow() throws {
        let canvas = try PinnedDrawingDOT.sweepChart(DrawingRun.scenario("two-labels"), step: 3, low: 80, high: 400)
        try GoldenFile.check(canvas.dotText(), against: "sweep/two-labels-step3-width-80-400.dot")
        let data = try DrawingRun.output(Self.arguments, extension: "svg").data
        XCTAssertEqual(try canvas.render(as: .svg).data, data, "`sweep` did not render the goldened DOT")
        let svg = String(decoding: data, as: UTF8.self)
        XCTAssertNotNil(SVGContent(data), "not well-formed XML")
        XCTAssertTrue(svg.contains(">1 at root.width = 89:</text>"))
        XCTAssertTrue(svg.contains(">2 at root.width = 135:</text>"))
        XCTAssertTrue(svg.contains(">name.width</text>") && svg.contains(">level.width</text>"), "the legend")
    }

    func testTheChartsBreakpointsAreExplainsBreakpoints() throws {
        for step in ["1", "3"] {
            let explain = LayoutDebugCLI.run(["explain", DrawingRun.scenario("two-labels"), "--step", step,
                                              "--sweep", "root.width=80...400", "--json"])
            let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(explain.stdout.utf8)) as? [String: Any])
            let steps = try XCTUnwrap(document["steps"] as? [[String: Any]])
            let sweep = try XCTUnwrap(steps.first?["sweep"] as? [String: Any], explain.stdout)
            let expected = try XCTUnwrap(sweep["breakpoints"] as? [[String: Any]]).compactMap { $0["value"] as? Double }

            let outcome = try chart(step: Int(step)!, low: 80, high: 400)
            XCTAssertEqual(outcome.data.breakpoints?.map(\.value), expected, "step \(step)")
            XCTAssertFalse(expected.isEmpty, "step \(step) has breakpoints in this range")
        }
    }

    func testValuesMatchFreshSolvesAndAreLinearBetweenBreakpoints() throws {
        let outcome = try chart(step: 3, low: 80, high: 400)
        try checkAgainstFreshSolves(outcome, layout: try layout(after: 3))
        XCTAssertEqual(outcome.data.series.first?.points.map(\.x), [80, 89, 135, 400], "the ends and the breakpoints")
    }

    /// Nested stack views: moving the screen's fixed width in place follows one solution across
    /// the range, and every drawn point and straight stretch is a fresh solve's. (Taking the width
    /// out for an edit variable reached an equally good solution elsewhere and drew a bend between
    /// 142 and 173 that no fresh solve has.)
    func testNestedStackViewsMatchFreshSolvesAcrossTheRange() throws {
        let scenario = "cookbook-nested-stack-views"
        let outcome = try chart(scenario, step: 0, low: 80, high: 400)
        XCTAssertGreaterThan(outcome.data.breakpoints?.count ?? 0, 10)
        try checkAgainstFreshSolves(outcome, layout: try layout(of: scenario, after: 0))
        XCTAssertFalse(outcome.data.caption.contains { $0.contains("a value bends") }, "\(outcome.data.caption)")
    }

    /// Where a value bends between breakpoints (a basis change that breaks nothing new), the chart
    /// locates the bend from the slopes on both sides; here on known piecewise-linear values with
    /// bends at 110 and 130.
    func testBendsBetweenBreakpointsAreLocatedExactly() throws {
        let values = { (x: Double) -> [Double] in [max(0, x - 110), min(x, 130), 2 * x] }
        let start = (x: 100.0, values: values(100)), end = (x: 200.0, values: values(200))
        let (inner, bent) = try SweepChartSamples.refine(from: start, to: end, depth: 0, values: values)
        XCTAssertTrue(bent)
        XCTAssertEqual(inner.count, 2, "\(inner.map(\.x))")
        XCTAssertEqual(inner.first?.x ?? 0, 110, accuracy: 1e-6)
        XCTAssertEqual(inner.last?.x ?? 0, 130, accuracy: 1e-6)
        let (none, straight) = try SweepChartSamples.refine(from: (x: 0, values: values(0)), to: (x: 100, values: values(100)),
                                                            depth: 0, values: values)
        XCTAssertFalse(straight)
        XCTAssertTrue(none.isEmpty)
    }

    /// Every drawn point is the layout solved at that width in a fresh engine, and between two
    /// drawn points the straight line is the truth.
    private func checkAgainstFreshSolves(_ outcome: SweepChartSamples.Outcome, layout: Layout,
                                         file: StaticString = #filePath, line: UInt = #line) throws {
        for series in outcome.data.series {
            // Equal lines are drawn once, named together (`a.width = b.width`): the first stands for all.
            let (item, attribute) = try XCTUnwrap(split(series.name.components(separatedBy: " = ")[0]))
            for point in series.points {
                XCTAssertEqual(try frame(of: item, layout, width: point.x).value(attribute), point.y, accuracy: 1e-6,
                               "\(series.name) at \(point.x)", file: file, line: line)
            }
            for (start, end) in zip(series.points, series.points.dropFirst()) {
                for fraction in [0.25, 0.5, 0.9] {
                    let x = start.x + fraction * (end.x - start.x)
                    let expected = start.y + fraction * (end.y - start.y)
                    XCTAssertEqual(try frame(of: item, layout, width: x).value(attribute), expected, accuracy: 1e-6,
                                   "\(series.name) at \(x)", file: file, line: line)
                }
            }
        }
    }

    func testPositionsCanBeShownToo() throws {
        let outcome = try chart(step: 3, low: 80, high: 400, attributes: [.width, .minX])
        // Only what changes is drawn; the rest is listed in the caption.
        XCTAssertEqual(outcome.data.series.map(\.name), ["name.width", "level.width", "level.minX"])
        XCTAssertTrue(outcome.data.caption.contains("Not drawn, the same over the whole range: name.minX = 8."),
                      "\(outcome.data.caption)")
        XCTAssertTrue(outcome.data.caption.contains { $0.contains("window coordinates") })
    }

    /// pure-cassowary has only plain variables (its own note says so): the chart has no line and
    /// the caption says why, rather than an empty 0…1 plot with no word.
    func testASweepOfALayoutWithoutViewsSaysSo() throws {
        let run = try ScenarioRun(try parsedScenario("pure-cassowary"))
        try run.run(through: 0)
        let request = SweepReport.Request(attribute: .width, low: 200, high: 600)
        let data = try SweepChartSamples.chart(request, engine: run.engine, title: { _ in "test" }, attributes: [.width]).data
        XCTAssertEqual(data.series.map(\.name), [])
        XCTAssertTrue(data.caption.contains { $0.hasPrefix("The layout has no views, so no line is drawn") }, "\(data.caption)")
    }

    /// Varying the height of two-labels at step 3 changes no width (the row is laid out across):
    /// no line is drawn, since identical lines would hide each other, and the caption lists every
    /// value. The widths are the lesson's own expect lines at step 3: name 31, level 65.
    func testASweepWhereNothingChangesDrawsNoLineAndListsEveryValue() throws {
        let run = try ScenarioRun(try parsedScenario("two-labels"))
        try run.run(through: 3)
        let request = SweepReport.Request(attribute: .height, low: 300, high: 800)
        let data = try SweepChartSamples.chart(request, engine: run.engine, title: { _ in "test" }, attributes: [.width]).data
        XCTAssertEqual(data.series.map(\.name), [])
        XCTAssertTrue(data.caption.contains("Nothing changes over the range, so no line is drawn; every value is the same "
                                            + "throughout: name.width = 31, level.width = 65."), "\(data.caption)")
    }

    /// cookbook-fixed-height-columns step 0: the three fields are tied by equal widths, so their
    /// lines coincide at every width (200 → 124, 600 → 524: the screen less the 8 pt margins and
    /// the 52 pt label column with its 8 pt gap, 600 - 76). Three series under one line showed
    /// a three-entry legend for one visible line; they are one line, named together.
    func testEqualLinesAreDrawnOnceNamedTogether() throws {
        let outcome = try chart("cookbook-fixed-height-columns", step: 0, low: 200, high: 600)
        XCTAssertEqual(outcome.data.series.map(\.name), ["firstField.width = middleField.width = lastField.width"])
        let points = try XCTUnwrap(outcome.data.series.first?.points)
        XCTAssertEqual(try XCTUnwrap(points.first?.y), 124, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(points.last?.y), 524, accuracy: 1e-9)
    }

    func testPNGAndPDF() throws {
        let (png, result) = try DrawingRun.output(Self.arguments, extension: "png")
        let printed = try XCTUnwrap(DrawingRun.printedSize(result.stdout), result.stdout)
        let size = try XCTUnwrap(DrawingRun.pngSize(png))
        XCTAssertEqual(Double(size.width), 2 * printed.width)
        XCTAssertEqual(Double(size.height), 2 * printed.height)
        let pdf = try DrawingRun.output(Self.arguments, extension: "pdf").data
        XCTAssertEqual(String(decoding: pdf.prefix(5), as: UTF8.self), "%PDF-")
    }

    func testUsageErrors() {
        let file = DrawingRun.scenario("two-labels")
        let cases: [([String], String)] = [
            (["sweep", file, "-o", "out.svg"], "'sweep' needs --vary root.width=LOW...HIGH"),
            (["sweep", file, "--vary", "root.width=80...400"], "'sweep' needs -o OUT.svg, OUT.png or OUT.pdf"),
            (["sweep", file, "--vary", "root.width=80...400", "-o", "out.jpg"], "-o out.jpg: the file name must end in"),
            (["sweep", file, "--vary", "root.width=400...80", "-o", "out.svg"], "--vary takes root.width=LOW...HIGH"),
            (["sweep", file, "--vary", "box.width=80...400", "-o", "out.svg"], "--vary takes root.width=LOW...HIGH"),
            (["sweep", file, "--vary", "root.width=80..400", "-o", "out.svg"], "--vary takes root.width=LOW...HIGH"),
            (["sweep", file, "--vary", "root.width=0...2e9", "-o", "out.svg"],
             "--vary range 'root.width=0...2e9': 2000000000 is outside the supported range (within ±1000000)"),
            (["explain", file, "--sweep", "root.width=-3e6...400"],
             "--sweep range 'root.width=-3e6...400': -3000000 is outside the supported range (within ±1000000)"),
            (["sweep", file, "--vary", "root.width=80...400", "--show", "depth", "-o", "out.svg"], "--show takes"),
            (["sweep", file, "--vary", "root.width=80...400", "--all-steps", "-o", "out.svg"], "unknown option '--all-steps'"),
        ]
        for (arguments, message) in cases {
            let result = LayoutDebugCLI.run(arguments)
            XCTAssertEqual(result.exitCode, ExitCode.usageOrInput, arguments.joined(separator: " "))
            XCTAssertTrue(result.stderr.hasPrefix("layoutdbg: error: \(message)"), "\(arguments): \(result.stderr)")
        }
        XCTAssertEqual(LayoutDebugCLI.run(["sweep", "--help"]).stdout, Usage.sweep)
    }

    // MARK: Helpers

    private func chart(_ scenario: String = "two-labels", step: Int, low: Double, high: Double,
                       attributes: [SweepChartSamples.Attribute] = [.width]) throws -> SweepChartSamples.Outcome {
        let run = try ScenarioRun(try parsedScenario(scenario))
        try run.run(through: step)
        let request = SweepReport.Request(attribute: .width, low: low, high: high)
        return try SweepChartSamples.chart(request, engine: run.engine, title: { _ in "test" }, attributes: attributes)
    }

    private func parsedScenario(_ name: String) throws -> Scenario {
        let path = DrawingRun.scenario(name)
        return try ScenarioParser.parse(try String(contentsOfFile: path, encoding: .utf8), file: path)
    }

    /// The layout after `step`, for fresh engines at other widths.
    private func layout(of scenario: String = "two-labels", after step: Int) throws -> Layout {
        let run = try ScenarioRun(try parsedScenario(scenario))
        try run.run(through: step)
        return run.engine.layout
    }

    private func frame(of item: String, _ layout: Layout, width: Double) throws -> Rect {
        var resized = layout
        resized.screen.width = width
        return try XCTUnwrap(LayoutEngine(layout: resized).solution().windowFrame(of: item))
    }

    private func split(_ name: String) -> (String, String)? {
        let parts = name.split(separator: ".").map(String.init)
        return parts.count == 2 ? (parts[0], parts[1]) : nil
    }
}

private extension Rect {
    func value(_ attribute: String) -> Double {
        switch attribute {
        case "width": return width
        case "height": return height
        case "minX": return x
        default: return y
        }
    }
}
