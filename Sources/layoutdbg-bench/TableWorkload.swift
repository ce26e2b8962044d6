import BenchInputs
import SeededRandom
import Cassowary

/// (b) and (e): a table of `cells` cells stacked vertically under a root whose width is an edit
/// variable. Each cell holds two labels in a row with margins 8 and spacing 8; each label has
/// intrinsic-size constraints per axis (`>= intrinsic` @750 compression resistance, `<= intrinsic`
/// @251 for the first label and @250 for the second, hugging). Intrinsic widths are drawn so that some
/// rows are narrower than the two labels (both resist at 750: the two-label conflict) and others wider
/// (the 250 label stretches).
enum TableWorkload {
    static let margin = 8.0
    static let spacing = 8.0
    static let rootWidth = 320.0

    /// Adds the root and the cells; returns the root width variable.
    private static func describe(_ b: inout WorkloadBuilder, cells: Int, seed: UInt64) -> Variable {
        var rng = SplitMix64(seed: seed)
        let rootX = b.variable("root.x"), rootY = b.variable("root.y")
        let rootW = b.variable("root.width"), rootH = b.variable("root.height")
        b.add(rootX == 0.0, .required, "root.x")
        b.add(rootY == 0.0, .required, "root.y")
        var previousBottom: LinearExpression = rootY.expression
        for i in 0..<cells {
            let c = "cell\(i)"
            let x = b.variable("\(c).x"), y = b.variable("\(c).y")
            let w = b.variable("\(c).width"), h = b.variable("\(c).height")
            b.add(x == rootX, .required, "\(c).leading")
            b.add(w == rootW, .required, "\(c).width")
            b.add(y == previousBottom, .required, "\(c).top")
            var labels: [(x: Variable, y: Variable, w: Variable, h: Variable)] = []
            for l in 1...2 {
                let n = "\(c).label\(l)"
                labels.append((b.variable("\(n).x"), b.variable("\(n).y"), b.variable("\(n).width"), b.variable("\(n).height")))
            }
            let (l1, l2) = (labels[0], labels[1])
            b.add(l1.x == x + margin, .required, "\(c).label1.leading")
            b.add(l2.x == l1.x + l1.w + spacing, .required, "\(c).spacing")
            b.add(l2.x + l2.w == x + w - margin, .required, "\(c).label2.trailing")
            b.add(l1.y == y + margin, .required, "\(c).label1.top")
            b.add(l1.y + l1.h == y + h - margin, .required, "\(c).label1.bottom")
            b.add(l2.y >= y + margin, .required, "\(c).label2.top")
            b.add(2.0 * l2.y + l2.h == 2.0 * l1.y + l1.h, .required, "\(c).centerY")
            // Intrinsic sizes: label 1 is a title (hugging 251), label 2 a detail (hugging 250).
            let intrinsic = [(rng.quarter(60, 200), rng.quarter(18, 24)), (rng.quarter(40, 180), rng.quarter(15, 20))]
            for (index, (label, size)) in zip(labels, intrinsic).enumerated() {
                let n = "\(c).label\(index + 1)"
                let hugging = BenchPriority.autoLayout(index == 0 ? 251 : 250)
                let resistance = BenchPriority.autoLayout(750)
                b.add(label.w >= size.0, resistance, "\(n).width.compression")
                b.add(label.w <= size.0, hugging, "\(n).width.hugging")
                b.add(label.h >= size.1, resistance, "\(n).height.compression")
                b.add(label.h <= size.1, hugging, "\(n).height.hugging")
            }
            previousBottom = y + h
        }
        b.add(rootH == previousBottom, .required, "root.height")
        b.edit(rootW, .windowSize)
        return rootW
    }

    /// (b): add the root width edit, suggest 320, add every constraint, read every value.
    static func make(cells: Int, seed: UInt64 = 0x7AB1E) -> Workload {
        var b = WorkloadBuilder(name: "table", size: cells,
                                summary: "\(cells) two-label cells stacked under a root of width 320: build and solve")
        let rootW = describe(&b, cells: cells, seed: seed)
        b.suggest(rootW, rootWidth)
        var workload = b.workload
        workload.phases = [
            BenchPhase(name: "build", unit: "build", count: 1,
                       operations: [.addEdits(0..<1), .suggest(0..<1, updateEvery: 0),
                                    .add(0..<workload.constraints.count), .update]),
        ]
        return workload
    }

    /// (e): the same table, built untimed, then `steps` suggestions sweeping the root width from 320
    /// down to 280, up to 420 and back, each followed by reading every value.
    static func makeResize(cells: Int, steps: Int, seed: UInt64 = 0x7AB1E) -> Workload {
        var b = WorkloadBuilder(name: "resize", size: cells,
                                summary: "\(steps) suggestValue calls sweeping the \(cells)-cell table's width 280…420")
        let rootW = describe(&b, cells: cells, seed: seed)
        b.suggest(rootW, rootWidth)
        for value in sweep(steps: steps) { b.suggest(rootW, value) }
        var workload = b.workload
        workload.phases = [
            BenchPhase(name: "setup", unit: "build", count: 1, timed: false,
                       operations: [.addEdits(0..<1), .suggest(0..<1, updateEvery: 0),
                                    .add(0..<workload.constraints.count), .update]),
            BenchPhase(name: "resize", unit: "suggest", count: steps,
                       operations: [.suggest(1..<workload.suggestions.count, updateEvery: 1)]),
        ]
        workload.reuseSolver = true
        return workload
    }

    /// 320 → 280 → 420 → 320 in equal steps (a triangle wave over 280 points), quarter-rounded.
    static func sweep(steps: Int) -> [Double] {
        let path: [(Double, Double)] = [(320, 280), (280, 420), (420, 320)]
        let total = path.reduce(0) { $0 + abs($1.1 - $1.0) }
        return (1...steps).map { step in
            var distance = total * Double(step) / Double(steps)
            for (from, to) in path {
                let length = abs(to - from)
                if distance <= length { return ((from + (to - from) * distance / length) * 4).rounded() / 4 }
                distance -= length
            }
            return 320
        }
    }
}
