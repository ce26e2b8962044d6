import Foundation

/// `coefficient × variable`.
public struct Term: Hashable, Sendable {
    public var variable: Variable
    public var coefficient: Double

    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// A linear expression `Σ coefficient × variable + constant`.
///
/// Terms keep the order they were written in (for printing); `normalized()` merges repeated
/// variables, drops zero coefficients and sorts by variable id.
public struct LinearExpression: Hashable, Sendable, CustomStringConvertible {
    public var terms: [Term]
    public var constant: Double

    public init(terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    public init(_ variable: Variable) { self.init(terms: [Term(variable)]) }
    public init(constant: Double) { self.init(terms: [], constant: constant) }

    public func normalized() -> LinearExpression {
        // Every add normalizes its expression: one that already is costs no copy, any other one copy
        // (sorted, merged and compacted in place, in the same order and sums as before).
        if isNormalized { return self }
        var merged = terms
        merged.sort { $0.variable < $1.variable }
        var count = 0
        for index in merged.indices {
            if count > 0, merged[count - 1].variable == merged[index].variable {
                merged[count - 1].coefficient += merged[index].coefficient
            } else {
                merged[count] = merged[index]
                count += 1
            }
        }
        var kept = 0
        for index in 0..<count where merged[index].coefficient != 0 {
            merged[kept] = merged[index]
            kept += 1
        }
        merged.removeSubrange(kept...)
        return LinearExpression(terms: merged, constant: constant)
    }

    /// Whether the terms are in increasing variable order, each variable once, none with a zero coefficient.
    private var isNormalized: Bool {
        for index in terms.indices {
            if terms[index].coefficient == 0 { return false }
            if index > 0, !(terms[index - 1].variable < terms[index].variable) { return false }
        }
        return true
    }

    public func value(_ valueOf: (Variable) -> Double) -> Double {
        terms.reduce(constant) { $0 + $1.coefficient * valueOf($1.variable) }
    }

    public var description: String {
        var text = ""
        for term in terms {
            let magnitude = abs(term.coefficient)
            let sign = term.coefficient < 0 ? "-" : "+"
            if text.isEmpty {
                text = term.coefficient < 0 ? "-" : ""
            } else {
                text += " \(sign) "
            }
            text += magnitude == 1 ? term.variable.name : "\(formatNumber(magnitude))*\(term.variable.name)"
        }
        if text.isEmpty { return formatNumber(constant) }
        if constant != 0 { text += constant < 0 ? " - \(formatNumber(-constant))" : " + \(formatNumber(constant))" }
        return text
    }
}

/// Shortest exact-looking decimal for a Double: integers print without a fraction, others with up to
/// six decimals and no trailing zeros, -0 as 0. Used everywhere numbers are shown so output is stable.
public func formatNumber(_ value: Double) -> String {
    if value.isNaN { return "nan" }
    if value.isInfinite { return value < 0 ? "-inf" : "inf" }
    // Beyond 1e15 six decimals mean nothing (and scaling by 1e6 could overflow): shortest form.
    if abs(value) >= 1e15 { return "\(value)" }
    if abs(value) < 1e9 { return millionthsText(value) }
    let rounded = (value * 1_000_000).rounded() / 1_000_000
    if rounded == rounded.rounded() { return String(Int64(rounded)) }
    var text = String(format: "%.6f", rounded)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
}

/// `formatNumber` below 10^9 in magnitude, written from the integer count of millionths rather than
/// through `String(format:)`, which dominated writing large outputs. There a Double holds every
/// millionth to better than half a millionth, so the digits are exactly what `%.6f` of the rounded
/// value prints (CassowaryTests compares the two).
private func millionthsText(_ value: Double) -> String {
    let millionths = Int64((value * 1_000_000).rounded())
    if millionths == 0 { return "0" }
    let magnitude = millionths.magnitude
    let whole = String(magnitude / 1_000_000)
    var fraction = magnitude % 1_000_000
    let sign = millionths < 0 ? "-" : ""
    if fraction == 0 { return sign + whole }
    var places = 6
    while fraction % 10 == 0 {
        fraction /= 10
        places -= 1
    }
    let digits = String(fraction)
    return sign + whole + "." + String(repeating: "0", count: places - digits.count) + digits
}
