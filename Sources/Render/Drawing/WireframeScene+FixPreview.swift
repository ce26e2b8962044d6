import LayoutModel

extension WireframeScene.FixPreview {
    /// The previews of fix `number`: each frame it gives (relative to the superview, as fixes
    /// report them) placed in the window, through its superview's frame after the same fix when
    /// the fix moves that too, else its frame in `step`.
    public static func previews(fix number: Int, frames: [(item: String, frame: Rect)], step: SolvedStep) -> [Self] {
        var parents: [String: String] = [:]
        for item in step.layout.items + step.generatedItems {
            if let parent = item.parent, parents[item.name] == nil { parents[item.name] = parent }
        }
        var given: [String: Rect] = [:]
        for entry in frames where given[entry.item] == nil { given[entry.item] = entry.frame }
        var placed: [String: Rect] = [:]
        // Superview chains are short and each is walked once: placed frames are kept.
        func windowFrame(of name: String, depth: Int) -> Rect? {
            if let known = placed[name] { return known }
            guard let relative = given[name] else { return step.solution.windowFrame(of: name) }
            var origin = (x: 0.0, y: 0.0)
            if let parent = parents[name], depth < given.count, let parentFrame = windowFrame(of: parent, depth: depth + 1) {
                origin = (parentFrame.x, parentFrame.y)
            }
            let frame = Rect(x: origin.x + relative.x, y: origin.y + relative.y, width: relative.width, height: relative.height)
            placed[name] = frame
            return frame
        }
        return frames.compactMap { entry in
            windowFrame(of: entry.item, depth: 0).map {
                Self(fix: number, item: entry.item, frame: CanvasRect(x: $0.x, y: $0.y, width: $0.width, height: $0.height))
            }
        }
    }
}
