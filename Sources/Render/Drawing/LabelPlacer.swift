/// Keeps labels apart: each label takes the first of its candidate boxes that stays inside
/// `bounds` and overlaps nothing placed before it.
///
/// What is taken is filed in square buckets of `bucketSize` points, so a candidate is checked
/// against the boxes near it only: a layout of thousands of views (each with four outline strips
/// and a name) costs time in proportion to its size, where a scan of every box taken made
/// `draw` quadratic (2 133 stacked cells: 31 s, most of it here). The answers are the scan's.
struct LabelPlacer {
    let bounds: CanvasRect
    /// Boxes taken, in the order taken.
    private var taken: [CanvasRect] = []
    /// Indices into `taken`, by bucket.
    private var buckets: [BucketKey: [Int]] = [:]
    /// Boxes too big (or too odd: negative or non-finite sizes) to file, checked one by one.
    private var unfiled: [Int] = []

    /// About a label's width: most boxes fall in one to four buckets.
    static let bucketSize = 64.0
    /// A box spanning more buckets than this is kept in `unfiled`, so one huge box costs one check
    /// rather than thousands of bucket entries.
    static let mostBucketsPerBox = 4_096

    private struct BucketKey: Hashable {
        let column: Int
        let row: Int
    }

    init(bounds: CanvasRect) {
        self.bounds = bounds
    }

    /// The first free candidate, now taken; nil when every candidate collides.
    mutating func place(_ candidates: [CanvasRect]) -> CanvasRect? {
        guard let free = candidates.first(where: isFree) else { return nil }
        reserve(free)
        return free
    }

    /// Marks a region as taken without placing anything there.
    mutating func reserve(_ rect: CanvasRect) {
        let index = taken.count
        taken.append(rect)
        guard let span = Self.bucketSpan(of: rect) else {
            unfiled.append(index)
            return
        }
        for column in span.columns {
            for row in span.rows { buckets[BucketKey(column: column, row: row), default: []].append(index) }
        }
    }

    func isFree(_ rect: CanvasRect) -> Bool {
        guard rect.x >= bounds.x && rect.y >= bounds.y && rect.maxX <= bounds.maxX && rect.maxY <= bounds.maxY else {
            return false
        }
        if unfiled.contains(where: { taken[$0].overlaps(rect) }) { return false }
        guard let span = Self.bucketSpan(of: rect) else {
            // An odd candidate: checked against every box, as a scan would.
            return !taken.contains(where: rect.overlaps)
        }
        for column in span.columns {
            for row in span.rows {
                if let near = buckets[BucketKey(column: column, row: row)], near.contains(where: { taken[$0].overlaps(rect) }) {
                    return false
                }
            }
        }
        return true
    }

    /// The buckets a box touches (edges included, so boxes that meet on a bucket's edge share
    /// one); nil for a box to keep unfiled.
    private static func bucketSpan(of rect: CanvasRect) -> (columns: ClosedRange<Int>, rows: ClosedRange<Int>)? {
        let edges = [rect.x, rect.y, rect.maxX, rect.maxY]
        // Beyond ±2^40 points a bucket number could overflow an Int conversion; nothing drawn is there.
        guard rect.width >= 0, rect.height >= 0, edges.allSatisfy({ $0.isFinite && abs($0) < 0x1p40 }) else { return nil }
        let columns = Int((rect.x / bucketSize).rounded(.down))...Int((rect.maxX / bucketSize).rounded(.down))
        let rows = Int((rect.y / bucketSize).rounded(.down))...Int((rect.maxY / bucketSize).rounded(.down))
        guard columns.count <= mostBucketsPerBox, rows.count <= mostBucketsPerBox,
              columns.count * rows.count <= mostBucketsPerBox else { return nil }
        return (columns, rows)
    }
}
