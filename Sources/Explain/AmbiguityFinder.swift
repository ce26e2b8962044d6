import Cassowary
import LayoutModel

/// One ambiguous item: its free variables and an alternative layout, with the items it moves.
public struct AmbiguityReport: Sendable {
    public struct Move: Sendable {
        public let item: String
        /// Frames relative to the superview, in the solution and in the alternative.
        public let from: Rect
        public let to: Rect
    }

    public let ambiguity: ItemAmbiguity
    /// Every item whose frame differs in the alternative layout, in item order.
    public let moves: [Move]
    public var item: String { ambiguity.item }
}

/// Finds the ambiguous items of the engine's current layout (DESIGN.md, "Ambiguity").
public enum AmbiguityFinder {
    static let tolerance = LayoutTolerance.sameLength

    /// Every item the scenario declared (generated guides are left out) whose frame is ambiguous,
    /// in the layout's item order.
    public static func find(engine: LayoutEngine, solution: LayoutSolution) throws -> [AmbiguityReport] {
        let generated = solution.generatedItems
        var reports: [AmbiguityReport] = []
        for item in engine.layout.items where !generated.contains(item.name) {
            let ambiguity = try engine.ambiguity(of: item.name)
            guard ambiguity.isAmbiguous else { continue }
            let moves = ambiguity.alternative.map { moved(by: $0, layout: engine.layout, solution: solution) } ?? []
            reports.append(AmbiguityReport(ambiguity: ambiguity, moves: moves))
        }
        return reports
    }

    /// Compares the alternative's frames with the solution's, both relative to the superview.
    static func moved(by alternative: AlternativeLayout, layout: Layout, solution: LayoutSolution) -> [AmbiguityReport.Move] {
        // One look-up table per alternative: a linear search per item made this quadratic.
        var windows: [String: Rect] = [:]
        for entry in alternative.windowFrames where windows[entry.item] == nil { windows[entry.item] = entry.frame }
        func window(_ item: String) -> Rect? { windows[item] }
        var moves: [AmbiguityReport.Move] = []
        for item in layout.items {
            guard let before = solution.frame(of: item.name), let after = window(item.name) else { continue }
            var relative = after
            if let parent = item.parent, let origin = window(parent) {
                relative.x -= origin.x
                relative.y -= origin.y
            }
            let same = abs(before.x - relative.x) <= tolerance && abs(before.y - relative.y) <= tolerance
                && abs(before.width - relative.width) <= tolerance && abs(before.height - relative.height) <= tolerance
            if !same { moves.append(AmbiguityReport.Move(item: item.name, from: before, to: relative)) }
        }
        return moves
    }
}
