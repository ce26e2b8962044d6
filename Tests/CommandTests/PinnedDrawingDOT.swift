import Cassowary
import Explain
import Foundation
import LayoutScript
import Render
@testable import LayoutDebugCommands
import Reports

/// The pinned-position DOT behind `draw` and `sweep` pictures, built the way `DrawCommand` and
/// `SweepCommand` build it. Every position in it is computed by us, so it is what gets goldened;
/// the SVG GraphViz makes of it carries GraphViz's version and number formatting. Tests check that
/// rendering this DOT gives the command's SVG byte for byte, so it cannot drift from the command.
enum PinnedDrawingDOT {
    static func scenario(_ path: String) throws -> Scenario {
        try ScenarioParser.parse(try String(contentsOfFile: path, encoding: .utf8), file: path)
    }

    /// `draw FILE --all-steps`.
    static func wireframe(_ path: String) throws -> PinnedCanvas {
        let scenario = try scenario(path)
        let run = try ScenarioRun(scenario)
        var scenes: [WireframeScene] = []
        for index in 0...scenario.steps.count {
            try run.run(through: index)
            let result = run.results[index]
            let ambiguities = try AmbiguityFinder.find(engine: run.engine, solution: result.solution)
            scenes.append(WireframeScene(title: "Step \(index): \(result.title)", step: result.step, ambiguities: ambiguities))
        }
        return WireframeDrawing(title: scenario.title, scenes: scenes).canvas
    }

    /// `sweep FILE --step STEP --vary ROOT.width=LOW...HIGH`.
    static func sweepChart(_ path: String, step: Int, low: Double, high: Double) throws -> PinnedCanvas {
        let scenario = try scenario(path)
        let run = try ScenarioRun(scenario)
        try run.run(through: step)
        let request = SweepReport.Request(attribute: .width, low: low, high: high)
        let title = { (charted: SweepReport.Request) in
            "Step \(step): \(run.results[step].title), as \(scenario.layout.rootName).width "
                + "goes from \(formatNumber(charted.low)) to \(formatNumber(charted.high))"
        }
        return SweepChart(try SweepChartSamples.chart(request, engine: run.engine, title: title, attributes: [.width]).data).canvas
    }
}
