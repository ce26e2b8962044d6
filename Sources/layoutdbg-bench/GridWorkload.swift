import BenchInputs
import SeededRandom
import Cassowary

/// (c): `side × side` views tied to their neighbours inside a root whose width and height are edit
/// variables: spacing 8 to the left/right and top/bottom neighbour, equal widths along a row, equal
/// heights down a column, a preferred size per view @250 (drawn at random, so the preferences
/// trade off against each other) and a minimum size @750.
enum GridWorkload {
    static func make(side: Int, seed: UInt64 = 0x6121D) -> Workload {
        var rng = SplitMix64(seed: seed)
        var b = WorkloadBuilder(name: "grid", size: side,
                                summary: "\(side)×\(side) views tied to their neighbours: build and solve")
        let rootX = b.variable("root.x"), rootY = b.variable("root.y")
        let rootW = b.variable("root.width"), rootH = b.variable("root.height")
        b.add(rootX == 0.0, .required, "root.x")
        b.add(rootY == 0.0, .required, "root.y")
        typealias View = (x: Variable, y: Variable, w: Variable, h: Variable)
        var grid: [[View]] = []
        for r in 0..<side {
            var row: [View] = []
            for c in 0..<side {
                let n = "v\(r)_\(c)"
                row.append((b.variable("\(n).x"), b.variable("\(n).y"), b.variable("\(n).width"), b.variable("\(n).height")))
            }
            grid.append(row)
        }
        let spacing = 8.0
        for r in 0..<side {
            for c in 0..<side {
                let v = grid[r][c], n = "v\(r)_\(c)"
                if c == 0 {
                    b.add(v.x == rootX + spacing, .required, "\(n).leading")
                } else {
                    let left = grid[r][c - 1]
                    b.add(v.x == left.x + left.w + spacing, .required, "\(n).after-left")
                    b.add(v.w == left.w, .required, "\(n).equal-width")
                }
                if c == side - 1 { b.add(v.x + v.w == rootX + rootW - spacing, .required, "\(n).trailing") }
                if r == 0 {
                    b.add(v.y == rootY + spacing, .required, "\(n).top")
                } else {
                    let up = grid[r - 1][c]
                    b.add(v.y == up.y + up.h + spacing, .required, "\(n).below-top")
                    b.add(v.h == up.h, .required, "\(n).equal-height")
                }
                if r == side - 1 { b.add(v.y + v.h <= rootY + rootH - spacing, .required, "\(n).bottom") }
                b.add(v.w >= 10.0, .autoLayout(750), "\(n).min-width")
                b.add(v.h >= 10.0, .autoLayout(750), "\(n).min-height")
                b.add(v.w == rng.quarter(30, 60), .autoLayout(250), "\(n).preferred-width")
                b.add(v.h == rng.quarter(30, 60), .autoLayout(250), "\(n).preferred-height")
            }
        }
        b.edit(rootW, .windowSize)
        b.edit(rootH, .windowSize)
        let width = Double(side) * 48 + 8, height = Double(side) * 40 + 8
        b.suggest(rootW, width)
        b.suggest(rootH, height)
        var workload = b.workload
        workload.phases = [
            BenchPhase(name: "build", unit: "build", count: 1,
                       operations: [.addEdits(0..<2), .suggest(0..<2, updateEvery: 0),
                                    .add(0..<workload.constraints.count), .update]),
        ]
        return workload
    }
}
