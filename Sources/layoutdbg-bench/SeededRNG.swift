/// A small deterministic generator (SplitMix64) so every workload is the same on every run and machine.
struct SeededRNG: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform in [low, high).
    mutating func uniform(_ low: Double, _ high: Double) -> Double {
        let unit = Double(next() >> 11) / Double(1 << 53)
        return low + (high - low) * unit
    }

    /// Uniform integer in low...high.
    mutating func int(_ low: Int, _ high: Int) -> Int {
        low + Int(next() % UInt64(high - low + 1))
    }

    /// Rounded to a quarter point, so numbers in the exported JSON stay short and exact.
    mutating func quarter(_ low: Double, _ high: Double) -> Double {
        (uniform(low, high) * 4).rounded() / 4
    }
}
