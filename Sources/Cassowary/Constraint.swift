/// The relation of a constraint `expression (relation) 0`.
public enum Relation: String, Sendable, CaseIterable {
    case lessOrEqual = "<="
    case equal = "=="
    case greaterOrEqual = ">="
}

/// Auto Layout priorities: a value in (0, 1000]; 1000 is required.
///
/// In `.weighted` semantics the same field holds a kiwi strength instead (see `Strength`).
public enum Priority {
    public static let required: Double = 1000
    public static let defaultHigh: Double = 750
    public static let dragThatCanResizeScene: Double = 510
    public static let defaultLow: Double = 250
    public static let fittingSizeLevel: Double = 50
}

/// kiwi's strengths, for `.weighted` semantics: `create(a, b, c, w)` packs three clamped levels into
/// one double (1e6 / 1e3 / 1 per level), so many weak constraints can outweigh a stronger one.
public enum Strength {
    public static func create(_ a: Double, _ b: Double, _ c: Double, weight w: Double = 1) -> Double {
        func clamp(_ v: Double) -> Double { max(0, min(1000, v)) }
        return clamp(a * w) * 1_000_000 + clamp(b * w) * 1000 + clamp(c * w)
    }
    public static let required = create(1000, 1000, 1000)
    public static let strong = create(1, 0, 0)
    public static let medium = create(0, 1, 0)
    public static let weak = create(0, 0, 1)
    public static func clip(_ value: Double) -> Double { max(0, min(required, value)) }
}

/// `expression (relation) 0` at a priority. A reference type: the solver tracks constraints by identity,
/// so the same equation added twice is two constraints.
public final class Constraint: Sendable, CustomStringConvertible {
    public let expression: LinearExpression
    public let relation: Relation
    public let priority: Double
    /// A name for people: used in traces, conflict sets and JSON output.
    public let label: String

    public init(_ expression: LinearExpression, _ relation: Relation, priority: Double = Priority.required, label: String = "") {
        self.expression = expression
        self.relation = relation
        self.priority = priority
        self.label = label
    }

    /// The same constraint at another priority or with another label.
    public func with(priority: Double? = nil, label: String? = nil) -> Constraint {
        Constraint(expression, relation, priority: priority ?? self.priority, label: label ?? self.label)
    }

    /// How far `values` are from satisfying the constraint (0 when satisfied).
    public func violation(_ valueOf: (Variable) -> Double) -> Double {
        let v = expression.value(valueOf)
        switch relation {
        case .equal: return abs(v)
        case .greaterOrEqual: return max(0, -v)
        case .lessOrEqual: return max(0, v)
        }
    }

    /// Whether `violation` (from `violation(_:)`) is rounding noise rather than a real violation:
    /// at most `Tolerance.satisfied` (1e-6) while the constraint's numbers stay within ±1000,
    /// relative to them beyond (the solver's rounding grows with the size of the numbers).
    public func isSatisfied(violation: Double, _ valueOf: (Variable) -> Double) -> Bool {
        guard violation.isFinite else { return false }
        var scale = abs(expression.constant)
        for term in expression.terms { scale = max(scale, abs(term.coefficient * valueOf(term.variable))) }
        return violation <= Tolerance.satisfied * max(1, scale / Tolerance.satisfiedScale)
    }

    /// The absolute part of `isSatisfied(violation:_:)`'s tolerance (`Tolerance.satisfied`).
    public static let satisfiedTolerance = Tolerance.satisfied

    public var description: String {
        let name = label.isEmpty ? "" : "\(label): "
        let strength = priority == Priority.required ? "" : " @\(formatNumber(priority))"
        return "\(name)\(expression) \(relation.rawValue) 0\(strength)"
    }
}

// MARK: - Operators: `x + 10 <= y ~ 750`

precedencegroup ConstraintPriorityPrecedence {
    lowerThan: ComparisonPrecedence
    associativity: left
}
infix operator ~ : ConstraintPriorityPrecedence

public func ~ (constraint: Constraint, priority: Double) -> Constraint { constraint.with(priority: priority) }

/// What the operators combine: a variable or an expression. Numbers join them as `Double`, so
/// no operator here applies to two standard numbers (`1 + 2` and `a == b` on numbers keep their
/// usual meaning in every module that imports this one).
public protocol ExpressionConvertible {
    var expression: LinearExpression { get }
}
extension Variable: ExpressionConvertible { public var expression: LinearExpression { LinearExpression(self) } }
extension LinearExpression: ExpressionConvertible { public var expression: LinearExpression { self } }

public func + (lhs: some ExpressionConvertible, rhs: some ExpressionConvertible) -> LinearExpression {
    let a = lhs.expression, b = rhs.expression
    return LinearExpression(terms: a.terms + b.terms, constant: a.constant + b.constant)
}
public func + (lhs: some ExpressionConvertible, rhs: Double) -> LinearExpression {
    let a = lhs.expression
    return LinearExpression(terms: a.terms, constant: a.constant + rhs)
}
public func + (lhs: Double, rhs: some ExpressionConvertible) -> LinearExpression { rhs + lhs }
public func - (lhs: some ExpressionConvertible, rhs: some ExpressionConvertible) -> LinearExpression {
    lhs + (-1.0) * rhs
}
public func - (lhs: some ExpressionConvertible, rhs: Double) -> LinearExpression { lhs + (-rhs) }
public func - (lhs: Double, rhs: some ExpressionConvertible) -> LinearExpression { (-1.0) * rhs + lhs }
public prefix func - (operand: some ExpressionConvertible) -> LinearExpression { (-1.0) * operand }
public func * (lhs: Double, rhs: some ExpressionConvertible) -> LinearExpression {
    let e = rhs.expression
    return LinearExpression(terms: e.terms.map { Term($0.variable, $0.coefficient * lhs) }, constant: e.constant * lhs)
}
public func * (lhs: some ExpressionConvertible, rhs: Double) -> LinearExpression { rhs * lhs }

public func <= (lhs: some ExpressionConvertible, rhs: some ExpressionConvertible) -> Constraint {
    Constraint(lhs - rhs, .lessOrEqual)
}
public func <= (lhs: some ExpressionConvertible, rhs: Double) -> Constraint { Constraint(lhs - rhs, .lessOrEqual) }
public func <= (lhs: Double, rhs: some ExpressionConvertible) -> Constraint { Constraint(lhs - rhs, .lessOrEqual) }
public func >= (lhs: some ExpressionConvertible, rhs: some ExpressionConvertible) -> Constraint {
    Constraint(lhs - rhs, .greaterOrEqual)
}
public func >= (lhs: some ExpressionConvertible, rhs: Double) -> Constraint { Constraint(lhs - rhs, .greaterOrEqual) }
public func >= (lhs: Double, rhs: some ExpressionConvertible) -> Constraint { Constraint(lhs - rhs, .greaterOrEqual) }
public func == (lhs: some ExpressionConvertible, rhs: some ExpressionConvertible) -> Constraint {
    Constraint(lhs - rhs, .equal)
}
public func == (lhs: some ExpressionConvertible, rhs: Double) -> Constraint { Constraint(lhs - rhs, .equal) }
public func == (lhs: Double, rhs: some ExpressionConvertible) -> Constraint { Constraint(lhs - rhs, .equal) }
