import SeededRandom

/// Test helpers on the shared seeded generator.
extension SplitMix64 {
    mutating func pick<T>(_ items: [T]) -> T { items[int(in: 0...(items.count - 1))] }

    /// `count` distinct elements of `items`, in random order.
    mutating func distinct<T>(_ count: Int, of items: [T]) -> [T] {
        var pool = items
        var result: [T] = []
        for _ in 0..<min(count, pool.count) { result.append(pool.remove(at: int(in: 0...(pool.count - 1)))) }
        return result
    }
}
