import LayoutModel

/// A solution's frames by item name, looked up in constant time. `LayoutSolution.frame(of:)` and
/// `windowFrame(of:)` scan the solution's list; called once per item, they made a drawing of
/// thousands of views quadratic. The first entry of an item wins, as there.
struct SolvedFrames {
    private var relative: [String: Rect] = [:]
    private var window: [String: Rect] = [:]

    init(_ solution: LayoutSolution) {
        for entry in solution.frames where relative[entry.item] == nil { relative[entry.item] = entry.frame }
        for entry in solution.windowFrames where window[entry.item] == nil { window[entry.item] = entry.frame }
    }

    /// Relative to the superview, as UIKit reports frames.
    func frame(of item: String) -> Rect? { relative[item] }

    /// In window coordinates.
    func windowFrame(of item: String) -> Rect? { window[item] }
}
