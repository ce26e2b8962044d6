/// Tolerances of the commands' own analyses (the sweep chart's samples). Layout values are compared
/// with `LayoutTolerance`, errors with `ExplainTolerance`.
enum CommandTolerance {
    /// Absolute, in the swept variable's units: a breakpoint this close to a sample already taken
    /// (or to the end of the range) is that sample.
    static let sameStop = 1e-9
    /// Relative to the value at the middle (absolute up to 1): a value this close to the straight
    /// line between two samples is linear there, so the stretch needs no more samples.
    static func straight(_ value: Double) -> Double { 1e-6 * max(1, abs(value)) }
    /// Absolute, points per unit of the swept variable: two slopes this close are parallel, so
    /// their lines do not locate a bend.
    static let sameSlope = 1e-9
}
