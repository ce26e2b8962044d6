/// The numbers the solver is built for. Inside this range its floating-point rounding stays far
/// below the tolerance at which a constraint counts as satisfied; outside it (a constant of 1e308,
/// a coefficient of 1e-300) sums overflow or vanish and an answer could look solved while it is
/// not. Front ends refuse input outside the range with an error at the offending number
/// (docs/cli.md, "Supported numbers").
public enum SupportedRange {
    /// The largest magnitude of a constant, a suggested value, or any length in a layout (points).
    /// A table of 10 000 cells of 60 pt is 600 000 pt tall.
    public static let maximumMagnitude: Double = 1_000_000
    /// Nonzero coefficients (and layout multipliers) lie between these magnitudes.
    public static let smallestCoefficient: Double = 1e-4
    public static let largestCoefficient: Double = 1e4

    public static func contains(constant value: Double) -> Bool {
        isConstant(value, within: maximumMagnitude)
    }

    /// 0 is allowed: the term vanishes.
    public static func contains(coefficient value: Double) -> Bool {
        isCoefficient(value, from: smallestCoefficient, to: largestCoefficient)
    }

    /// What `Solver` itself takes, for a program that uses the library directly: 1 000 times the
    /// range above (a layout's multiplier becomes terms scaled by ½, and one expression sums
    /// several constants), so it refuses nothing a front end accepts. Beyond it rounding
    /// outgrows the tolerance by which a constraint holds, and an answer could look solved while
    /// it is not, so the solver throws instead (`SolverError.unsupported`).
    public static let solverMaximumMagnitude: Double = 1e9
    public static let solverSmallestCoefficient: Double = 1e-7
    public static let solverLargestCoefficient: Double = 1e7

    /// Nil when the solver takes `value` as a constant, a target or a suggested value; else why not.
    static func solverRefusal(constant value: Double) -> String? {
        isConstant(value, within: solverMaximumMagnitude) ? nil
            : "\(describe(value)) is outside the numbers the solver takes (within ±1e9)"
    }

    /// The same for a term's coefficient as given (0 is allowed).
    static func solverRefusal(coefficient value: Double) -> String? {
        isCoefficient(value, from: solverSmallestCoefficient, to: solverLargestCoefficient) ? nil
            : "\(describe(value)) is outside the coefficients the solver takes (0 or between 1e-7 and 1e7 in magnitude)"
    }

    private static func isConstant(_ value: Double, within magnitude: Double) -> Bool {
        value.isFinite && abs(value) <= magnitude
    }

    private static func isCoefficient(_ value: Double, from smallest: Double, to largest: Double) -> Bool {
        value == 0 || (value.isFinite && abs(value) >= smallest && abs(value) <= largest)
    }

    /// A number for a message about the range: exact where rounding to six decimals would hide
    /// what is wrong with it (1e-300 is not 0).
    public static func describe(_ value: Double) -> String {
        let rounded = formatNumber(value)
        return rounded == "0" && value != 0 || abs(value) >= 1e15 ? "\(value)" : rounded
    }

    /// "1e+308 is outside the supported range (within ±1000000)", the one wording of the errors.
    public static func outside(constant value: Double) -> String {
        "\(describe(value)) is outside the supported range (\(constantRangeText))"
    }

    /// The same for a coefficient or multiplier.
    public static func outside(coefficient value: Double) -> String {
        "\(describe(value)) is outside the supported range (\(coefficientRangeText))"
    }

    /// "within ±1000000", for messages.
    public static var constantRangeText: String { "within ±1000000" }
    /// "0 or between 0.0001 and 10000 in magnitude", for messages.
    public static var coefficientRangeText: String { "0 or between 0.0001 and 10000 in magnitude" }
}
