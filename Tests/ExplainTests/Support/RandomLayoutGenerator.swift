import Cassowary
import LayoutModel
import SeededRandom

/// Small random layouts built directly as `Layout` values, for the property tests: a root of random
/// width, 2–5 sibling views (plain views with an intrinsic size, some labels), random constraints
/// between siblings and to the root on both axes, both relations, priorities with ties.
enum RandomLayoutGenerator {
    /// Priorities drawn from a small set so that ties (and near-ties: 250/251, 749/750/751) are common.
    static let priorities: [Double] = [250, 251, 500, 749, 750, 751, 999, 1000]
    static let texts = ["Hi", "Name", "OK", "Level 12", "Go"]

    static func make(seed: UInt64) -> Layout {
        var random = SplitMix64(seed: seed)
        var layout = Layout(screen: Size(width: Double(random.int(in: 200...500)), height: Double(random.int(in: 400...700))))
        let count = random.int(in: 2...5)
        let names = (0..<count).map { "v\($0)" }
        for name in names {
            var item: LayoutItem
            if random.chance(0.3) {
                item = LayoutItem(name: name, kind: .label, parent: layout.rootName)
                item.text = texts[random.int(in: 0...(texts.count - 1))]
            } else {
                item = LayoutItem(name: name, kind: .view, parent: layout.rootName)
                item.intrinsicWidth = Double(random.int(in: 2...20) * 10)
                item.intrinsicHeight = Double(random.int(in: 2...8) * 10)
            }
            if random.chance(0.3) { item.huggingHorizontal = optionalPriority(&random) }
            if random.chance(0.3) { item.compressionHorizontal = optionalPriority(&random) }
            if random.chance(0.2) { item.huggingVertical = optionalPriority(&random) }
            if random.chance(0.2) { item.compressionVertical = optionalPriority(&random) }
            layout.items.append(item)
        }
        var line = 0
        for axis in Axis.allCases {
            for _ in 0..<random.int(in: 2...(2 * count + 1)) {
                line += 1
                var spec = constraint(axis: axis, names: names, root: layout.rootName, random: &random)
                spec.provenance = .source(SourceLocation(file: "random-\(seed)", line: line, column: 1))
                layout.constraints.append(spec)
            }
        }
        return layout
    }

    private static func optionalPriority(_ random: inout SplitMix64) -> Double {
        priorities[random.int(in: 0...(priorities.count - 2))]
    }

    private static func constraint(axis: Axis, names: [String], root: String, random: inout SplitMix64) -> LayoutConstraintSpec {
        let horizontal = axis == .horizontal
        let (lead, trail, center, size): (LayoutAttribute, LayoutAttribute, LayoutAttribute, LayoutAttribute) =
            horizontal ? (.leading, .trailing, .centerX, .width) : (.top, .bottom, .centerY, .height)
        let (leadMargin, trailMargin): (LayoutAttribute, LayoutAttribute) =
            horizontal ? (.leadingMargin, .trailingMargin) : (.topMargin, .bottomMargin)
        let relation: Relation = [.equal, .equal, .lessOrEqual, .greaterOrEqual][random.int(in: 0...3)]
        let priority = random.chance(0.35) ? 1000 : optionalPriority(&random)
        func pick() -> String { names[random.int(in: 0...(names.count - 1))] }
        let view = pick()
        var first = Anchor(view, size), second: Anchor?, constant = 0.0, multiplier = 1.0
        switch random.int(in: 0...5) {
        case 0: // leading edge to the root (or its margin)
            first = Anchor(view, lead)
            second = Anchor(root, random.chance(0.5) ? lead : leadMargin)
            constant = Double(random.int(in: 0...40))
        case 1: // trailing edge to the root (or its margin)
            first = Anchor(view, trail)
            second = Anchor(root, random.chance(0.5) ? trail : trailMargin)
            constant = -Double(random.int(in: 0...40))
        case 2: // spacing between siblings
            var other = pick()
            if other == view { other = names.first { $0 != view }! }
            first = Anchor(view, lead)
            second = Anchor(other, trail)
            constant = Double(random.int(in: 0...30))
        case 3: // a constant size
            first = Anchor(view, size)
            constant = Double(random.int(in: 2...(horizontal ? 30 : 12)) * 10)
        case 4: // equal (or proportional) sizes
            var other = pick()
            if other == view { other = names.first { $0 != view }! }
            first = Anchor(view, size)
            second = Anchor(other, size)
            multiplier = random.chance(0.2) ? 0.5 : 1
            constant = random.chance(0.5) ? 0 : Double(random.int(in: -20...20))
        default: // alignment: to a sibling or centred in the root
            let other = random.chance(0.5) ? root : pick()
            let attribute = [lead, trail, center][random.int(in: 0...2)]
            first = Anchor(view, attribute)
            second = Anchor(other == view ? root : other, attribute)
            constant = random.chance(0.6) ? 0 : Double(random.int(in: -20...20))
        }
        return LayoutConstraintSpec(first: first, relation: relation, second: second, multiplier: multiplier,
                                    constant: constant, priority: priority,
                                    provenance: .source(SourceLocation(file: "random", line: 0, column: 0)))
    }

    /// The layout in scenario syntax, to paste into a `.layout` file and reproduce a failure.
    static func describe(_ layout: Layout, seed: UInt64) -> String {
        var lines = ["# seed \(seed)", "screen \(formatNumber(layout.screen.width)) x \(formatNumber(layout.screen.height))"]
        for item in layout.items.dropFirst() {
            var parts = [item.kind == .label ? "label \(item.name)" : "view \(item.name)"]
            if let text = item.text { parts.append("text \"\(text)\"") }
            if let width = item.intrinsicWidth, let height = item.intrinsicHeight {
                parts.append("intrinsic \(formatNumber(width)) x \(formatNumber(height))")
            }
            let overrides: [(String, Double?)] = [("hugging h", item.huggingHorizontal), ("compression h", item.compressionHorizontal),
                                                  ("hugging v", item.huggingVertical), ("compression v", item.compressionVertical)]
            for (label, value) in overrides { if let value { parts.append("\(label) \(formatNumber(value))") } }
            lines.append(parts.joined(separator: " "))
        }
        lines += layout.constraints.map(ScenarioSyntax.describe)
        return lines.joined(separator: "\n")
    }
}
