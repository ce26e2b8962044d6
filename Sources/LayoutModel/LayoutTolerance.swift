import Cassowary

/// Layout-level tolerances, in points unless said otherwise: comparing frames, ranges and
/// settled widths, and snapping printed values. The solver's own live in `Cassowary.Tolerance`.
package enum LayoutTolerance {
    /// Absolute, points. A variable whose range over all optimal solutions is narrower than this
    /// has one value: its item is not ambiguous there.
    package static let ambiguity = 1e-6
    /// Absolute, points. A variable the tableau shows moving at least this far without a change
    /// of objective (`Solver.certainMove`) is free without a probe: far above `ambiguity`, the
    /// snapping and the solver's noise, so the answer is the probe's. A shorter move is probed.
    package static let certainlyFree = 1e-3
    /// Absolute, points. Two positions or lengths this close are the same (frames before and after
    /// a move or a fix, ranges before and after a fix, a label's width between wrapping passes).
    package static let sameLength = 1e-6
    /// Absolute, points. A value this close to a whole number is printed as it (solver noise such
    /// as 99.99999999999 would otherwise change the output); also snaps near-zero to 0.
    package static let snap = 1e-9
    /// Absolute, pixels. Values on the pixel grid up to float noise (20.000000000001) do not jump
    /// a whole pixel when rounded up.
    package static let pixelGrid = 1e-9
    /// Absolute, thousandths of an em. Slack so a line exactly as wide as the limit still fits.
    package static let lineFit = 1e-6
    /// Absolute: a required constraint's violation up to this is noise (the solver's
    /// `Constraint.satisfiedTolerance`, the same meaning).
    package static let satisfied = Constraint.satisfiedTolerance
    /// Relative to the old objective (`satisfied` up to 1): two solutions' objectives at one
    /// priority level this close are equally good.
    package static func sameObjective(_ old: Double) -> Double { satisfied * max(1, abs(old)) }
}
