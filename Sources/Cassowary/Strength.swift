/// An Auto Layout priority, for `.lexicographic` solvers: a value in (0, 1000]; 1000 is required.
/// A number literal is a priority (`x == 10 ~ 750`).
public struct Priority: Hashable, Comparable, Sendable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    CustomStringConvertible {
    public let value: Double
    public init(_ value: Double) { self.value = value }
    public init(integerLiteral value: Int) { self.value = Double(value) }
    public init(floatLiteral value: Double) { self.value = value }

    public static let required: Priority = 1000
    public static let defaultHigh: Priority = 750
    public static let dragThatCanResizeScene: Priority = 510
    public static let defaultLow: Priority = 250
    public static let fittingSizeLevel: Priority = 50

    public var isRequired: Bool { value >= Priority.required.value }
    public static func < (a: Priority, b: Priority) -> Bool { a.value < b.value }
    public var description: String { formatNumber(value) }
}

/// A kiwi strength, for `.weighted` solvers: `create(a, b, c, w)` packs three clamped levels into
/// one double (1e6 / 1e3 / 1 per level), so many weak constraints can outweigh a stronger one.
/// No literal syntax, so a number is never taken for a strength by accident.
public struct Strength: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let value: Double
    public init(_ value: Double) { self.value = value }

    public static func create(_ a: Double, _ b: Double, _ c: Double, weight w: Double = 1) -> Strength {
        func clamp(_ v: Double) -> Double { max(0, min(1000, v)) }
        return Strength(clamp(a * w) * 1_000_000 + clamp(b * w) * 1000 + clamp(c * w))
    }
    public static let required = create(1000, 1000, 1000)
    public static let strong = create(1, 0, 0)
    public static let medium = create(0, 1, 0)
    public static let weak = create(0, 0, 1)
    /// The weight of the strength's errors in the objective: the value, clipped to [0, required].
    public var clipped: Double { max(0, min(Strength.required.value, value)) }

    public var isRequired: Bool { value >= Strength.required.value }
    public static func < (a: Strength, b: Strength) -> Bool { a.value < b.value }
    public var description: String { formatNumber(value) }
}

/// How much a constraint matters: an Auto Layout priority or a kiwi strength. A solver takes the
/// kind its `Semantics` reads, and either kind when required (required means the same in both).
public enum ConstraintStrength: Hashable, Sendable, CustomStringConvertible {
    case priority(Priority)
    case kiwi(Strength)

    /// A priority under `.lexicographic`, a strength under `.weighted`: for code that reads
    /// numbers from a file (solve-linear) or runs one system under both semantics.
    public init(_ value: Double, for semantics: Semantics) {
        self = semantics == .lexicographic ? .priority(Priority(value)) : .kiwi(Strength(value))
    }

    /// The number, as written.
    public var value: Double {
        switch self {
        case let .priority(p): return p.value
        case let .kiwi(s): return s.value
        }
    }

    /// The semantics whose solvers read this kind.
    public var semantics: Semantics {
        switch self {
        case .priority: return .lexicographic
        case .kiwi: return .weighted
        }
    }

    public var isRequired: Bool {
        switch self {
        case let .priority(p): return p.isRequired
        case let .kiwi(s): return s.isRequired
        }
    }

    public var description: String {
        switch self {
        case let .priority(p): return "priority \(p)"
        case let .kiwi(s): return "strength \(s)"
        }
    }
}
