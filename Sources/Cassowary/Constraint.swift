/// The relation of a constraint `expression (relation) 0`.
public enum Relation: String, Sendable, CaseIterable {
    case lessOrEqual = "<="
    case equal = "=="
    case greaterOrEqual = ">="
}

/// `expression (relation) 0` at a priority or kiwi strength. A reference type: the solver tracks
/// constraints by identity, so the same equation added twice is two constraints.
public final class Constraint: Sendable, CustomStringConvertible {
    public let expression: LinearExpression
    public let relation: Relation
    /// An Auto Layout priority or a kiwi strength; the solver rejects the kind its semantics does
    /// not read unless the constraint is required.
    public let strength: ConstraintStrength
    /// Whether `strength` is required (stored: the solver reads it on every add).
    public let isRequired: Bool
    /// A name for people: used in traces, conflict sets and JSON output. Made when read when the
    /// constraint was given a maker: a large layout's every label made up front was a sixth of
    /// building it, and most runs print none.
    public var label: String {
        switch name {
        case let .fixed(text): return text
        case let .made(make): return make()
        }
    }
    private let name: Name

    /// A label given as text, or made from something else each time it is read.
    private enum Name: Sendable {
        case fixed(String)
        case made(@Sendable () -> String)
    }

    private init(_ expression: LinearExpression, _ relation: Relation, _ strength: ConstraintStrength, name: Name) {
        self.expression = expression
        self.relation = relation
        self.strength = strength
        self.isRequired = strength.isRequired
        self.name = name
    }

    public convenience init(_ expression: LinearExpression, _ relation: Relation, _ strength: ConstraintStrength, label: String = "") {
        self.init(expression, relation, strength, name: .fixed(label))
    }

    /// A constraint whose label `makeLabel` makes each time it is read (it must give the same text each time).
    public convenience init(_ expression: LinearExpression, _ relation: Relation, _ strength: ConstraintStrength,
                            makeLabel: @escaping @Sendable () -> String) {
        self.init(expression, relation, strength, name: .made(makeLabel))
    }

    /// A constraint at an Auto Layout priority (required unless given).
    public convenience init(_ expression: LinearExpression, _ relation: Relation, priority: Priority = .required,
                            label: String = "") {
        self.init(expression, relation, .priority(priority), label: label)
    }

    /// A constraint at a kiwi strength.
    public convenience init(_ expression: LinearExpression, _ relation: Relation, strength: Strength, label: String = "") {
        self.init(expression, relation, .kiwi(strength), label: label)
    }

    /// The same constraint at another priority or strength.
    public func with(_ strength: ConstraintStrength) -> Constraint {
        Constraint(expression, relation, strength, name: name)
    }
    public func with(priority: Priority) -> Constraint { with(.priority(priority)) }
    public func with(strength: Strength) -> Constraint { with(.kiwi(strength)) }

    /// The same constraint with another label.
    public func with(label: String) -> Constraint { Constraint(expression, relation, strength, label: label) }

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
        violation.isFinite && violation <= violationTolerance(valueOf)
    }

    /// The largest violation `isSatisfied(violation:_:)` calls rounding noise at these values, for
    /// a caller that checks several amounts of one constraint.
    public func violationTolerance(_ valueOf: (Variable) -> Double) -> Double {
        var scale = abs(expression.constant)
        for term in expression.terms { scale = max(scale, abs(term.coefficient * valueOf(term.variable))) }
        return Tolerance.satisfied * max(1, scale / Tolerance.satisfiedScale)
    }

    /// The absolute part of `isSatisfied(violation:_:)`'s tolerance (`Tolerance.satisfied`).
    public static let satisfiedTolerance = Tolerance.satisfied

    public var description: String {
        let label = self.label
        let name = label.isEmpty ? "" : "\(label): "
        return "\(name)\(expression) \(relation.rawValue) 0\(strengthSuffix)"
    }

    /// ` @750`, or nothing for a priority or strength of exactly 1000 (how traces print it).
    var strengthSuffix: String {
        strength.value == Priority.required.value ? "" : " @\(formatNumber(strength.value))"
    }
}

// MARK: - Operators: `x + 10 <= y ~ 750`

precedencegroup ConstraintPriorityPrecedence {
    lowerThan: ComparisonPrecedence
    associativity: left
}
infix operator ~ : ConstraintPriorityPrecedence

public func ~ (constraint: Constraint, priority: Priority) -> Constraint { constraint.with(priority: priority) }
public func ~ (constraint: Constraint, strength: Strength) -> Constraint { constraint.with(strength: strength) }

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
