/// A tiny seeded generator (SplitMix64, Steele et al.) so every random system can be rebuilt from
/// its seed alone. No system randomness anywhere in the tests.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform in `range` (modulo bias is irrelevant at these sizes).
    mutating func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    /// True with probability `p`.
    mutating func chance(_ p: Double) -> Bool {
        Double(next() >> 11) / Double(1 << 53) < p
    }

    mutating func pick<T>(_ items: [T]) -> T { items[int(in: 0...(items.count - 1))] }

    /// `count` distinct elements of `items`, in random order.
    mutating func distinct<T>(_ count: Int, of items: [T]) -> [T] {
        var pool = items
        var result: [T] = []
        for _ in 0..<min(count, pool.count) { result.append(pool.remove(at: int(in: 0...(pool.count - 1)))) }
        return result
    }
}
