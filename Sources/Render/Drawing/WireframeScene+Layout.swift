import Cassowary
import Explain
import LayoutModel

extension WireframeScene {
    /// The scene of a solved step. `ambiguities` come from `AmbiguityFinder`.
    /// `showHelperGuides` lists the guides the engine makes for stack views (`row.gap1`,
    /// `row1.spanner`) in the key; they are drawn either way, and listed when ambiguous.
    /// An `excerpt` draws part of the layout: its items, and what concerns only them.
    public init(title: String, step: SolvedStep, ambiguities allAmbiguities: [AmbiguityReport], showHelperGuides: Bool = false,
                excerpt: WireframeExcerpt? = nil) {
        let layout = step.layout, solution = step.solution
        func isDrawn(_ name: String) -> Bool { excerpt?.names.contains(name) ?? true }
        let everyItem = layout.items + step.generatedItems
        var itemTags: [String: String] = [:]
        for (position, item) in everyItem.enumerated() where itemTags[item.name] == nil { itemTags[item.name] = PictureTags.item(position) }
        let allItems = everyItem.filter { isDrawn($0.name) }
        let ambiguities = allAmbiguities.filter { isDrawn($0.item) }
        let parents = Set(allItems.compactMap(\.parent))
        let marginsInUse = Self.itemsWithMarginsInUse(solution)
        let ambiguous = Set(ambiguities.map(\.item))
        let resolver = LayoutMarginResolver(layout: layout)

        let items = allItems.map { item -> Item in
            let frame = solution.windowFrame(of: item.name) ?? Rect(x: 0, y: 0, width: 0, height: 0)
            let kind: Item.Kind = item.parent == nil ? .root : item.kind == .layoutGuide ? .guide : .view
            let margins = resolver.margins(of: item.name)
            return Item(name: item.name, kind: kind, frame: frame, isContainer: parents.contains(item.name),
                        isHidden: item.isHidden, isAmbiguous: ambiguous.contains(item.name),
                        shadedMargins: marginsInUse.contains(item.name)
                            ? margins : nil, tags: itemTags[item.name].map { [$0] } ?? [])
        }
        // One alternative layout, whole: the items it moves, where they would be instead. Drawing
        // each ambiguous item's own alternative would overlay layouts that cannot coexist.
        let shown = ambiguities.first { $0.ambiguity.alternative?.isVerified == true }
        var alternativeFrames: [String: Rect] = [:]
        for entry in shown?.ambiguity.alternative?.windowFrames ?? [] where alternativeFrames[entry.item] == nil {
            alternativeFrames[entry.item] = entry.frame
        }
        let alternatives = (shown?.moves ?? []).filter { isDrawn($0.item) }.compactMap { move -> Alternative? in
            alternativeFrames[move.item].map { Alternative(item: move.item, frame: $0) }
        }
        let measure = DimensionMeasure(step: step, rootName: layout.rootName)
        let marks = solution.constraints.enumerated()
            .filter { $0.element.state == .broken || $0.element.state == .brokenToRecover }
            .filter { isDrawn($0.element.spec.first.item) && $0.element.spec.second.map { isDrawn($0.item) } ?? true }
            .compactMap { position, status in
                measure.mark(for: status).map { mark in
                    var tagged = mark
                    tagged.tags = [PictureTags.constraint(position)]
                    return tagged
                }
            }
            .enumerated().sorted { ($0.element.emphasis, $0.offset) < ($1.element.emphasis, $1.offset) }.map(\.element)
        let baselines = Self.alignedBaselines(step).filter { isDrawn($0.item) }
        // Helpers: guides the engine makes inside stack views (not the safe area, which apps use).
        let stacks = Set(allItems.filter { $0.stack != nil }.map(\.name))
        let helpers = Set(step.generatedItems.filter { $0.parent.map(stacks.contains) == true }.map(\.name))
        let keyed = allItems.filter { item in
            showHelperGuides || !helpers.contains(item.name) || ambiguous.contains(item.name)
        }

        self.init(title: title, screen: CanvasRect(x: 0, y: 0, width: layout.screen.width, height: layout.screen.height),
                  items: items, alternatives: alternatives, marks: marks, baselines: baselines,
                  banners: solution.conflicts.map(Self.banner),
                  keyLines: (excerpt.map { [$0.note] } ?? []) + Self.keyLines(allItems: keyed, solution: solution, ambiguities: ambiguities)
                      + Self.alternativeKey(shown, among: ambiguities) + Self.baselineKey(baselines) + Self.variableLines(solution))
    }

    /// Each baseline a constraint in effect names (written or made by a stack view), once, in the
    /// order the constraints name them, at the height the solver gave it.
    static func alignedBaselines(_ step: SolvedStep) -> [Baseline] {
        var baselines: [Baseline] = []
        var named = Set<String>()
        for status in step.solution.constraints where status.state != .inactive {
            for anchor in [status.spec.first] + (status.spec.second.map { [$0] } ?? []) where anchor.attribute.isBaseline {
                let name = anchor.description
                guard !named.contains(name), let y = step.value(of: anchor),
                      let frame = step.solution.windowFrame(of: anchor.item) else { continue }
                named.insert(name)
                baselines.append(Baseline(anchor: name, item: anchor.item, y: y, from: frame.x, to: frame.x + frame.width))
            }
        }
        return baselines
    }

    /// "Baselines (purple lines): y 72.32: title.firstBaseline, amount.firstBaseline." — one entry
    /// per height, so the baselines that line up are listed together.
    static func baselineKey(_ baselines: [Baseline]) -> [String] {
        guard !baselines.isEmpty else { return [] }
        var heights: [(y: String, anchors: [String])] = []
        var positions: [String: Int] = [:]
        for baseline in baselines {
            let y = formatNumber(baseline.y)
            if let index = positions[y] {
                heights[index].anchors.append(baseline.anchor)
            } else {
                positions[y] = heights.count
                heights.append((y, [baseline.anchor]))
            }
        }
        return ["Baselines (purple lines, window y): "
            + heights.map { "y \($0.y): \($0.anchors.joined(separator: ", "))" }.joined(separator: "; ") + "."]
    }

    /// A pure Cassowary lesson has no views to draw: its plain variables' values and the linear
    /// constraints it breaks are what the step changes ("x = 30, y = 70").
    static func variableLines(_ solution: LayoutSolution) -> [String] {
        guard !solution.linearValues.isEmpty else { return [] }
        let values = solution.linearValues.map { "\($0.variable) = \(formatNumber($0.value))" }
        let broken = solution.linearConstraints.filter { $0.state == .broken || $0.state == .brokenToRecover }.map {
            "broken: \(ScenarioSyntax.describe($0.spec)): off by \(formatNumber($0.error))"
        }
        return ["Variables: " + values.joined(separator: ", ")] + broken
    }

    /// Items whose layout margins some constraint in effect refers to (`leadingMargin`, …).
    private static func itemsWithMarginsInUse(_ solution: LayoutSolution) -> Set<String> {
        var names = Set<String>()
        for status in solution.constraints where status.state != .inactive {
            if status.spec.first.attribute.isMargin { names.insert(status.spec.first.item) }
            if let second = status.spec.second, second.attribute.isMargin { names.insert(second.item) }
        }
        return names
    }

    /// "Required conflict: "edges", "UIView-Encapsulated-Layout-Width", "wide" cannot all hold;
    /// broken to recover: "wide" (box.width >= 400)."
    static func banner(_ conflict: RecoveredConflict) -> String {
        var names: [String] = []
        for spec in conflict.conflict {
            let name = spec.identifier.map { "\"\($0)\"" } ?? ScenarioSyntax.describe(spec)
            if !names.contains(name) { names.append(name) }
        }
        let brokenName = ScenarioSyntax.describe(conflict.broken)
        return "Required conflict: \(names.joined(separator: ", ")) cannot all hold. "
            + "Broken to recover, as \(conflict.framework.rawValue) does: \(brokenName)."
    }

    /// One line per item: its frame relative to its superview (as UIKit reports it), whether it is
    /// hidden or a guide, and what is free about it when it is ambiguous.
    private static func keyLines(allItems: [LayoutItem], solution: LayoutSolution,
                                 ambiguities: [AmbiguityReport]) -> [String] {
        var reports: [String: AmbiguityReport] = [:]
        for report in ambiguities where reports[report.item] == nil { reports[report.item] = report }
        return allItems.map { item in
            let frame = solution.frame(of: item.name) ?? Rect(x: 0, y: 0, width: 0, height: 0)
            var line = "\(item.name) (\(formatNumber(frame.x)), \(formatNumber(frame.y)), "
                + "\(formatNumber(frame.width)), \(formatNumber(frame.height)))"
            if item.kind == .layoutGuide { line += " guide" }
            if item.isHidden { line += " hidden" }
            if let report = reports[item.name] {
                let ranges = report.ambiguity.ambiguousVariables.map { range in
                    range.lower == -.infinity && range.upper == .infinity
                        ? "\(range.variable) (any value)"
                        : "\(range.variable) \(formatNumber(range.lower))…\(formatNumber(range.upper))"
                }
                line += "; ambiguous: " + ranges.joined(separator: ", ")
            }
            return line
        }
    }
}

extension WireframeScene {
    /// What the blue overlay is: which variable was moved, and which items moved with it.
    static func alternativeKey(_ shown: AmbiguityReport?, among ambiguities: [AmbiguityReport]) -> [String] {
        guard !ambiguities.isEmpty else { return [] }
        guard let shown, let alternative = shown.ambiguity.alternative else {
            return ["No alternative layout could be verified, so none is drawn."]
        }
        let moved = shown.moves.map(\.item).joined(separator: ", ")
        return ["Blue: an equally good layout (verified), with \(alternative.variable) = "
            + "\(formatNumber(alternative.value)); it moves \(moved)."]
    }
}
