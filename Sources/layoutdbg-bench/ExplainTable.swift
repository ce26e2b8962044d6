import BenchInputs
import Explain
import Foundation
import LayoutModel
import LayoutScript

/// The explain benchmark (docs/performance.md, "Explaining the N-cell table"): the N-cell table of
/// `TableWorkload` as a `.layout` scenario (`SyntheticLayouts.stackedTable`), solved by the layout
/// engine and then every broken constraint explained.
enum ExplainTable {
    struct Measurement {
        let cells: Int
        let solveSeconds: Double
        let explainSeconds: Double
        let broken: Int
        let members: Int
    }

    /// Median over `runs` of building the engine from the parsed scenario ("solve") and of explaining
    /// every broken constraint of the result ("explain"). Parsing is not timed.
    static func measure(cells: Int, runs: Int) throws -> Measurement {
        let scenario = try ScenarioParser.parse(SyntheticLayouts.stackedTable(cells: cells), file: "table-\(cells).layout")
        var solves: [Double] = [], explains: [Double] = []
        var broken = 0, members = 0
        for _ in 0..<max(1, runs) {
            let start = DispatchTime.now().uptimeNanoseconds
            let engine = try LayoutEngine(layout: scenario.layout)
            _ = engine.solution()
            let solved = DispatchTime.now().uptimeNanoseconds
            let explanations = try BrokenConstraintExplainer(engine: engine).explainAll()
            let explained = DispatchTime.now().uptimeNanoseconds
            solves.append(Double(solved - start) / 1e9)
            explains.append(Double(explained - solved) / 1e9)
            broken = explanations.count
            members = explanations.reduce(0) { $0 + $1.members.count }
        }
        return Measurement(cells: cells, solveSeconds: median(solves), explainSeconds: median(explains),
                           broken: broken, members: members)
    }

    private static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted[sorted.count / 2]
    }
}
