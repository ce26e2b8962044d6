/// The scenario language's one tolerance.
enum ScriptTolerance {
    /// Absolute. A term whose coefficients sum to less than this (`a.width - a.width`) cancels and
    /// is left out of the constraint.
    static let cancelledCoefficient = 1e-12
}
