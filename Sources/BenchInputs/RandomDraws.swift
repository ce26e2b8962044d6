import SeededRandom

/// The benchmark's draws on the shared seeded generator, so every workload is the same on every
/// run and machine.
extension SplitMix64 {
    /// Uniform integer in low...high.
    public mutating func int(_ low: Int, _ high: Int) -> Int { int(in: low...high) }

    /// Rounded to a quarter point, so numbers in the exported JSON stay short and exact.
    public mutating func quarter(_ low: Double, _ high: Double) -> Double {
        (uniform(low, high) * 4).rounded() / 4
    }
}
