/// Tolerances of the comparisons with the oracle.
enum Tolerance {
    /// Mostly absolute: in weighted mode a total of 1e8 must still show a weak error of 0.5.
    static func objective(_ expected: Double) -> Double { 1e-6 + 1e-9 * abs(expected) }
    static func value(_ expected: Double) -> Double { 1e-5 * (1 + abs(expected)) }
    static let requiredViolation = 1e-6

    /// Rounding in a violation computed from values: relative to the size of the terms.
    static func violation(_ spec: OracleConstraint, at point: [Double]) -> Double {
        let size = zip(spec.coefficients, point).reduce(abs(spec.constant)) { $0 + abs($1.0 * $1.1) }
        return 1e-11 * (1 + size)
    }
}
