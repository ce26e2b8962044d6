/// Keeps labels apart: each label takes the first of its candidate boxes that stays inside
/// `bounds` and overlaps nothing placed before it.
struct LabelPlacer {
    let bounds: CanvasRect
    private(set) var occupied: [CanvasRect] = []

    init(bounds: CanvasRect) {
        self.bounds = bounds
    }

    /// The first free candidate, now taken; nil when every candidate collides.
    mutating func place(_ candidates: [CanvasRect]) -> CanvasRect? {
        guard let free = candidates.first(where: isFree) else { return nil }
        occupied.append(free)
        return free
    }

    /// Marks a region as taken without placing anything there.
    mutating func reserve(_ rect: CanvasRect) {
        occupied.append(rect)
    }

    func isFree(_ rect: CanvasRect) -> Bool {
        rect.x >= bounds.x && rect.y >= bounds.y && rect.maxX <= bounds.maxX && rect.maxY <= bounds.maxY
            && !occupied.contains(where: rect.overlaps)
    }
}
