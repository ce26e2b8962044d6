import Explain
import Foundation
import LayoutModel
import LayoutScript
import SeededRandom

/// The explain benchmark (docs/performance.md, "Explaining the N-cell table"): the N-cell table of `TableWorkload`, written as a `.layout` scenario (cells stacked
/// under the root, two labels per cell with margins and spacing 8, hugging 251 and 250, intrinsic
/// widths from the same ranges), solved by the layout engine and then every broken constraint
/// explained. Rows too narrow for both labels tie their compression resistances (750 each); wider
/// rows stretch the 250 label.
enum ExplainTable {
    static func source(cells: Int, seed: UInt64 = 0x7AB1E) -> String {
        var rng = SplitMix64(seed: seed)
        var lines = ["title \"Explain benchmark: \(cells) cells\"", "screen 320 x \(cells * 40 + 100)"]
        for i in 0..<cells {
            let title = rng.quarter(60, 200), detail = rng.quarter(40, 180)
            let titleHeight = rng.quarter(18, 24), detailHeight = rng.quarter(15, 20)
            lines.append("view cell\(i) {")
            lines.append("    label title\(i) intrinsic \(title) x \(titleHeight) hugging h 251")
            lines.append("    label detail\(i) intrinsic \(detail) x \(detailHeight) hugging h 250")
            lines.append("}")
            lines.append("H:|[cell\(i)]|")
            lines.append(i == 0 ? "V:|[cell0]" : "V:[cell\(i - 1)][cell\(i)]")
            lines.append("H:|-8-[title\(i)]-8-[detail\(i)]-8-|")
            lines.append("V:|-8-[title\(i)]-8-|")
            lines.append("detail\(i).centerY == title\(i).centerY")
        }
        return lines.joined(separator: "\n") + "\n"
    }

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
        let scenario = try ScenarioParser.parse(source(cells: cells), file: "table-\(cells).layout")
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
