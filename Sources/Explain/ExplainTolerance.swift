/// The analyzer's own tolerances. Where a comparison means the same as a layout-level one
/// (frames, ranges, printed numbers) it uses `LayoutTolerance` instead.
package enum ExplainTolerance {
    /// Relative to the error (absolute up to an error of 1): two errors of a broken constraint
    /// this close are the same, so a re-solved set forces the same error, or a trade-off quote
    /// gave it that error.
    package static let error = 1e-6
    /// Absolute, on the required constraints' coefficients while `PinnedSums` eliminates
    /// variables: a coefficient below this is zero (no pivot, dropped after a row update), and
    /// two coefficients this close are the same size (a plain sum, a factor of 1).
    package static let coefficient = 1e-9
    /// Absolute. A row whose coefficient of the eliminated variable is below this needs no update.
    package static let negligibleFactor = 1e-12

    /// `error` up to 1, relative to the error beyond.
    package static func sameError(_ error: Double) -> Double { self.error * max(1, abs(error)) }
}
