import Cassowary

/// Priorities the generators draw from: repeated values make equal-priority trade-offs, near values
/// (750/751, 250/250.5) catch any rounding of priorities into weights.
enum PriorityPool {
    static let lexicographic: [Double] = [1, 250, 250.5, 500, 749, 750, 751, 999]
    static let weighted: [Double] = [Strength.weak.value, 2, 10, 750, 751, Strength.medium.value, Strength.create(0, 1, 1).value,
                                     Strength.create(0, 3, 0).value, Strength.strong.value, Strength.create(1, 1, 0).value]

    static func required(_ semantics: Semantics) -> Double {
        semantics == .lexicographic ? Priority.required.value : Strength.required.value
    }
}

/// How a generated system looks.
struct SystemShape {
    var variableCount: ClosedRange<Int> = 2...8
    var levelCount: ClosedRange<Int> = 1...6
    /// Extra constraints beyond the variable count.
    var extraConstraints: ClosedRange<Int> = 0...8
    var requiredChance = 0.35
    /// Chance that a constraint is a duplicate, scaled copy, implied or sum of earlier ones.
    var redundantChance = 0.25
    /// Chance that a required constraint is built to contradict earlier required ones.
    var conflictChance = 0.1
    /// Coefficients are drawn from here (dyadic by default: exact in binary, so touching constraints touch).
    var coefficients: [Double] = [1, -1, 1, -1, 2, -2, 0.5, -0.5, 3, -1.5]
    /// Constants and suggested values: an integer in this range, sometimes plus a half.
    var constants: ClosedRange<Int> = -20...20

    static let standard = SystemShape()
    /// Mostly required constraints and many contradictions: exercises conflict sets.
    static let conflicting = SystemShape(variableCount: 2...6, extraConstraints: 2...8, requiredChance: 0.7,
                                         redundantChance: 0.25, conflictChance: 0.35)
    /// Many constraints per variable: long degenerate pivoting, many ties and redundant rows.
    static let crowded = SystemShape(variableCount: 3...8, levelCount: 2...6, extraConstraints: 10...24, requiredChance: 0.3,
                                     redundantChance: 0.4, conflictChance: 0.15)
    /// Screen-sized constants and coefficients that are not exact in binary (0.1, 1/3, 0.7): rounding
    /// everywhere, as in real layouts with multipliers.
    static let awkward = SystemShape(variableCount: 2...8, levelCount: 1...6, extraConstraints: 0...10,
                                     coefficients: [1, -1, 1, -1, 0.1, -0.7, 1.0 / 3, -2.0 / 3, 1.5, 2],
                                     constants: -600...600)
    /// 1–3 variables, for the brute-force cross-check of the oracle.
    static let tiny = SystemShape(variableCount: 1...3, levelCount: 1...4, extraConstraints: 0...4)
}
