import Cassowary

/// (a) A form window in the shape of kiwi's enaml-like benchmark: a container with margins, a title
/// and three label/field rows split at a midline; 37 variables, 112 constraints (58 required,
/// 24 strong, 21 at 1 250, 4 at 100 000, 2 medium, 3 weak) and two strong edit variables, width
/// and height. Built from scratch, then resized through six sizes with `suggestValue`.
enum WindowWorkload {
    static let sizes: [(Double, Double)] = [(400, 600), (600, 400), (800, 1200), (1200, 800), (400, 800), (800, 400)]

    private struct Widget {
        let left, top, width, height: Variable
        var right: LinearExpression { left + width }
        var bottom: LinearExpression { top + height }
    }

    static func make(cycles: Int) -> Workload {
        var b = WorkloadBuilder(name: "window", size: 37,
                                summary: "enaml-like form: build, then resize through 6 sizes (2 suggests + update each)")
        let left = b.variable("left"), top = b.variable("top")
        let width = b.variable("width"), height = b.variable("height")
        let cTop = b.variable("contents_top"), cBottom = b.variable("contents_bottom")
        let cLeft = b.variable("contents_left"), cRight = b.variable("contents_right")
        let midline = b.variable("midline")
        func widget(_ name: String) -> Widget {
            Widget(left: b.variable("\(name).left"), top: b.variable("\(name).top"),
                   width: b.variable("\(name).width"), height: b.variable("\(name).height"))
        }
        let title = widget("title")
        let labels = (1...3).map { widget("label\($0)") }
        let fields = (1...3).map { widget("field\($0)") }
        let all = [title] + labels + fields
        let names = ["title"] + (1...3).map { "label\($0)" } + (1...3).map { "field\($0)" }

        // Required: the container's frame and margins, widgets inside the contents box, row order.
        b.add(left == 0.0, .required, "left")
        b.add(top == 0.0, .required, "top")
        b.add(cLeft == left + 10, .required, "margin.left")
        b.add(cRight == left + width - 10, .required, "margin.right")
        b.add(cTop == top + 10, .required, "margin.top")
        b.add(cBottom == top + height - 10, .required, "margin.bottom")
        for (w, n) in zip(all, names) {
            b.add(w.width >= 0.0, .required, "\(n).width>=0")
            b.add(w.height >= 0.0, .required, "\(n).height>=0")
            b.add(w.left >= cLeft, .required, "\(n).inside.left")
            b.add(w.right <= cRight, .required, "\(n).inside.right")
            b.add(w.bottom <= cBottom, .required, "\(n).inside.bottom")
        }
        b.add(title.top == cTop, .required, "title.top")
        var above = [(title, "title")]
        for row in 0..<3 {
            let items = [(labels[row], "label\(row + 1)"), (fields[row], "field\(row + 1)")]
            for (item, name) in items {
                for (previous, previousName) in above {
                    b.add(item.top >= previous.bottom + 10, .required, "\(name).below-\(previousName)")
                }
            }
            above = items
        }
        for row in 0..<3 {
            b.add(labels[row].right + 10 <= midline, .required, "label\(row + 1).before-midline")
            b.add(fields[row].left >= midline, .required, "field\(row + 1).after-midline")
        }

        // Strong: alignment and spacing of the form.
        for row in 0..<3 {
            b.add(labels[row].top == fields[row].top, .strong, "row\(row + 1).align")
            b.add(fields[row].left == midline + 10, .strong, "field\(row + 1).gap")
            b.add(labels[row].left == cLeft, .strong, "label\(row + 1).leading")
            b.add(fields[row].right == cRight, .strong, "field\(row + 1).trailing")
        }
        b.add(title.left == cLeft, .strong, "title.leading")
        b.add(title.right == cRight, .strong, "title.trailing")
        b.add(labels[0].top == title.bottom + 10, .strong, "label1.spacing")
        b.add(fields[0].top == title.bottom + 10, .strong, "field1.spacing")
        for row in 1..<3 {
            b.add(labels[row].top == labels[row - 1].bottom + 10, .strong, "label\(row + 1).spacing")
            b.add(fields[row].top == fields[row - 1].bottom + 10, .strong, "field\(row + 1).spacing")
        }
        for row in 0..<3 {
            b.add(fields[row].height == labels[row].height, .strong, "row\(row + 1).same-height")
        }
        b.add(midline == cLeft + 100, .strong, "midline")

        // Size hints of the widgets (1 250): at least the hint, and the hint height.
        let hints: [(Double, Double)] = [(300, 40), (80, 20), (90, 20), (70, 20), (160, 22), (180, 22), (140, 22)]
        for ((w, n), (hw, hh)) in zip(zip(all, names), hints) {
            b.add(w.width >= hw, .mediumPlus, "\(n).min-width")
            b.add(w.height >= hh, .mediumPlus, "\(n).min-height")
            b.add(w.height == hh, .mediumPlus, "\(n).hug-height")
        }
        // Labels hug their width, the title its height (100 000).
        for (row, (hw, _)) in hints[1...3].enumerated() {
            b.add(labels[row].width == hw, .strongishMedium, "label\(row + 1).hug-width")
        }
        b.add(title.height == 40.0, .strongishMedium, "title.hug")
        // The container would like to be as small as possible; fields would like 200 points.
        b.add(width == 0.0, .medium, "width.min")
        b.add(height == 0.0, .medium, "height.min")
        for row in 0..<3 {
            b.add(fields[row].width == 200.0, .weak, "field\(row + 1).preferred")
        }

        b.edit(width, .strong)
        b.edit(height, .strong)
        for _ in 0..<(1 + cycles) {
            for (w, h) in sizes {
                b.suggest(width, w)
                b.suggest(height, h)
            }
        }
        let firstPass = sizes.count * 2
        var workload = b.workload
        workload.phases = [
            BenchPhase(name: "build", unit: "build", count: 1,
                       operations: [.addEdits(0..<2), .add(0..<workload.constraints.count)]),
            BenchPhase(name: "resize-first", unit: "resize", count: sizes.count,
                       operations: [.suggest(0..<firstPass, updateEvery: 2)]),
            BenchPhase(name: "resize", unit: "resize", count: sizes.count * cycles,
                       operations: [.suggest(firstPass..<workload.suggestions.count, updateEvery: 2)]),
        ]
        workload.minimumRuns = 51
        return workload
    }
}
