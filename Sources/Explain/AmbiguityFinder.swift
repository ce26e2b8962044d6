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

/// Finds the ambiguous items of the engine's current layout (docs/cli.md, `explain`, "Ambiguity").
public enum AmbiguityFinder {
    static let tolerance = LayoutTolerance.sameLength

    /// Every item the scenario declared (generated guides are left out) whose frame is ambiguous,
    /// in the layout's item order.
    public static func find(engine: LayoutEngine, solution: LayoutSolution) throws -> [AmbiguityReport] {
        let generated = solution.generatedItems
        var frames: [String: Rect] = [:], windows: [String: Rect] = [:]
        for entry in solution.frames where frames[entry.item] == nil { frames[entry.item] = entry.frame }
        for entry in solution.windowFrames where windows[entry.item] == nil { windows[entry.item] = entry.frame }
        var reports: [AmbiguityReport] = []
        let freedom = engine.solver.freedom()
        for item in engine.layout.items where !generated.contains(item.name) {
            let ambiguity = try engine.ambiguity(of: item.name, freedom: freedom)
            guard ambiguity.isAmbiguous else { continue }
            let moves = ambiguity.alternative.map { moved(by: $0, layout: engine.layout, frames: frames, windows: windows) } ?? []
            reports.append(AmbiguityReport(ambiguity: ambiguity, moves: moves))
        }
        return reports
    }

    /// Compares the alternative's frames with the solution's (`frames`, relative to the superview;
    /// `windows`, in the window), by item. The alternative lists only the items it may move, so a
    /// superview it does not list is where the solution has it.
    static func moved(by alternative: AlternativeLayout, layout: Layout, frames: [String: Rect],
                      windows: [String: Rect]) -> [AmbiguityReport.Move] {
        var moved: [String: Rect] = [:]
        for entry in alternative.windowFrames where moved[entry.item] == nil { moved[entry.item] = entry.frame }
        func window(_ item: String) -> Rect? { moved[item] ?? windows[item] }
        var moves: [AmbiguityReport.Move] = []
        for entry in alternative.windowFrames {
            guard let item = layout.item(named: entry.item), let before = frames[item.name] else { continue }
            let after = entry.frame
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
