import SeededRandom

/// Generated `.layout` scenarios for the benchmark (synthetic: written here, no app produced them),
/// each shaped to stress one thing at scale. Deterministic: the same text on every run.
public enum SyntheticLayouts {
    /// The N-cell table of the solver benchmark's `table-N` as a scenario: cells stacked under the
    /// root, two labels per cell with margins and spacing 8, hugging 251 and 250, intrinsic widths
    /// from U[60, 200] and U[40, 180]. Rows too narrow for both labels tie their compression
    /// resistances (750 each); wider rows stretch the 250 label.
    public static func stackedTable(cells: Int, seed: UInt64 = 0x7AB1E) -> String {
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

    /// `count` views each inside the one before, each pinned to its superview's edges: every
    /// question about superviews walks the whole depth unless the engine indexes the tree.
    public static func nested(views count: Int) -> String {
        var lines = ["title \"\(count) nested views\"", "screen 375 x 812"]
        for index in 0..<count {
            lines.append(index == 0 ? "view v0" : "view v\(index) in v\(index - 1)")
            lines += ["H:|[v\(index)]|", "V:|[v\(index)]|"]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One vertical stack (fill, fill) of `count` labels of different widths, under the root.
    public static func stackOfLabels(_ count: Int) -> String {
        var lines = ["title \"\(count) labels in a stack\"", "screen 375 x \(count * 20 + 100)",
                     "stack list axis vertical distribution fill alignment fill {"]
        lines += (0..<count).map { "    label l\($0) intrinsic \(40 + ($0 * 37) % 140) x 20" }
        lines += ["}", "H:|[list]|", "V:|[list]"]
        return lines.joined(separator: "\n") + "\n"
    }

    /// A `side` × `side` grid of plain views: each row chained across the margins
    /// (`H:|-[v]-[v]-…-|`) with equal widths, each column chained down with equal heights, on a
    /// screen 30 × side + 16 by 40 × side + 16 so that every view keeps a positive size. Every view
    /// is in two chains, so the order in which the solver meets them decides how long its rows get.
    public static func grid(side: Int) -> String {
        func name(_ row: Int, _ column: Int) -> String { "v\(row)_\(column)" }
        var lines = ["title \"\(side) x \(side) grid\"", "screen \(30 * side + 16) x \(40 * side + 16)"]
        for row in 0..<side {
            for column in 0..<side { lines.append("view \(name(row, column))") }
        }
        for row in 0..<side {
            lines.append("H:|-" + (0..<side).map { "[\(name(row, $0))]" }.joined(separator: "-") + "-|")
            lines += (1..<max(side, 1)).map { "\(name(row, $0)).width == \(name(row, 0)).width" }
        }
        for column in 0..<side {
            lines.append("V:|-" + (0..<side).map { "[\(name($0, column))]" }.joined(separator: "-") + "-|")
            lines += (1..<max(side, 1)).map { "\(name($0, column)).height == \(name(0, column)).height" }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `count` views with no constraints: every one ambiguous, the worst case for ambiguity and fixes.
    public static func unconstrained(views count: Int) -> String {
        (["title \"\(count) unconstrained views\"", "screen 375 x 812"] + (0..<count).map { "view v\($0)" })
            .joined(separator: "\n") + "\n"
    }
}
