/// The solver's numerical tolerances, the only place they are written. Coefficients and constants
/// are within `SupportedRange`, so an absolute tolerance is far below every real number it meets;
/// a relative one is `base · max(1, |x|)`: absolute up to 1, relative to `x` beyond.
package enum Tolerance {
    /// Absolute. A pivot element smaller than this is noise: pivoting on it blows a row up.
    static let pivot = 1e-9
    /// Relative to the row's largest coefficient. The dual ratio test skips elements this much
    /// smaller than the row's largest (rounding noise left by cancellation, not pivots).
    static let dualPivotRatio = 1e-7
    /// Relative to the column's largest coefficient. Removing a constraint pivots its marker in
    /// through a row where it is at least this large, since a small pivot amplifies rounding.
    static let removalPivotRatio = 0.01
    /// Relative to the row's largest coefficient. A sweep hands a row to a symbol only when its
    /// coefficient is at least this large: stricter than the simplex, as it needs no pivot at all.
    static let sweepPivotRatio = 1e-3
    /// Absolute. A coefficient below this after a sum cancels is dropped from its row or cost.
    static let drop = 1e-9
    /// Absolute, in lexicographic mode; in weighted mode scaled by the largest strength
    /// (`cost · weight`, as kiwi's strengths reach 1e9). A reduced cost below it is zero.
    static let cost = 1e-9
    /// Relative to the bound. How far a value may sit outside its bound and still be feasible.
    static func feasibility(_ bound: Double) -> Double { bound.isFinite ? relative(1e-7, bound) : 0 }
    /// Relative to the shortest step. Ratio-test steps this close to it tie (then Bland's rule).
    static func stepTie(_ shortest: Double) -> Double { relative(1e-9, shortest) }
    /// Relative to the value. A value this close to a bound sits at it (a sweep's blocking rows).
    static func atBound(_ value: Double) -> Double { relative(1e-9, value) }
    /// Relative to the end of a sweep's stretch: how far past it the next step moves, so the dual
    /// simplex reaches the next basis.
    static func pastStretch(_ end: Double) -> Double { relative(1e-7, end) }
    /// Relative to a sweep's breakpoint: changes closer together than this are one breakpoint
    /// (a handful of `pastStretch` steps; far below a point on any layout in `SupportedRange`).
    static func sweepResolution(_ value: Double) -> Double { relative(1e-6, value) }
    /// Relative to the row's largest entry. `ConflictRank` pivots on any entry at least this large
    /// (relative pivoting: bounded growth, and the lowest column among them for determinism).
    static let rankPivotRatio = 0.1
    /// Relative to the largest magnitude a row met while `ConflictRank` reduced it. An entry that
    /// cancels below this is rounding noise and is dropped.
    static let rankCancellation = 1e-11
    /// Relative to the same. A reduced row whose largest entry is not above this is (or may be) a
    /// combination of the rows before it: `ConflictRank` does not call it independent.
    static let rankIndependent = 1e-7
    /// Relative to the largest weight. A dependency's weight not above this may be zero, so
    /// `ConflictRank` does not count its row as used.
    static let rankSupport = 1e-9
    /// Absolute. An optional constraint's error above this (relative to the error, beyond 1) makes
    /// it broken on a sweep's stretch.
    static let brokenError = 1e-6
    /// Relative to the computed value. The invariant check allows a basic value to differ from
    /// what its row gives by this much.
    static func rowValue(_ computed: Double) -> Double { relative(1e-6, computed) }
    /// Relative to the old error. An error that moves by more than this rose or fell (a trade-off
    /// names its gainers and losers by it; the trace's error ledger too).
    package static func errorChange(from old: Double) -> Double { relative(1e-9, old) }
    /// Absolute while a constraint's numbers stay within ±`satisfiedScale`, relative to them beyond:
    /// the violation up to which a constraint holds (`Constraint.isSatisfied(violation:_:)`).
    static let satisfied = 1e-6
    /// The size of numbers up to which `satisfied` is absolute (the solver's rounding grows with them).
    static let satisfiedScale = 1000.0

    /// `base` up to 1, `base · |x|` beyond.
    @inline(__always) static func relative(_ base: Double, _ x: Double) -> Double { base * max(1, abs(x)) }
}
