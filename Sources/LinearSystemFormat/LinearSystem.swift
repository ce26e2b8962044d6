import Cassowary
import JSONText

/// A linear system as read from and written to JSON (see docs/json.md): the input of
/// `layoutdbg solve-linear`, and the format the benchmark writes its workloads in.
///
/// Names, not `Variable`s: the system is plain data, so it can be compared, written and read back.
public struct LinearSystem: Equatable, Sendable {
    public var semantics: Semantics
    /// Variable names, unique, in creation order.
    public var variables: [String]
    /// Added to the solver in this order.
    public var constraints: [LinearConstraintSpec]
    /// Edit variables, added before any constraint, each followed by `suggestValue(value)`.
    public var edits: [EditSpec]
    /// Further suggestions (JSON key `"suggest"`), applied in order after the edits.
    public var suggestions: [SuggestionSpec]

    public init(semantics: Semantics = .lexicographic, variables: [String],
                constraints: [LinearConstraintSpec], edits: [EditSpec] = [], suggestions: [SuggestionSpec] = []) {
        self.semantics = semantics
        self.variables = variables
        self.constraints = constraints
        self.edits = edits
        self.suggestions = suggestions
    }

    /// The priority a constraint gets when the JSON leaves it out: required in either semantics.
    public static func defaultPriority(for semantics: Semantics) -> Double {
        semantics == .lexicographic ? Priority.required.value : Strength.required.value
    }
}

/// `coefficient × variable`, by name (Cassowary's `Term` holds a `Variable`).
public struct LinearTerm: Equatable, Sendable {
    public var variable: String
    public var coefficient: Double

    public init(variable: String, coefficient: Double) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// `Σ terms + constant (relation) 0` at `priority`.
public struct LinearConstraintSpec: Equatable, Sendable {
    /// Names the constraint in output, conflicts and errors. Defaults to `constraints[INDEX]`.
    public var id: String
    public var terms: [LinearTerm]
    public var constant: Double
    public var relation: Relation
    /// Auto Layout priority (lexicographic) or kiwi strength (weighted).
    public var priority: Double

    public init(id: String, terms: [LinearTerm], constant: Double = 0, relation: Relation,
                priority: Double = Priority.required.value) {
        self.id = id
        self.terms = terms
        self.constant = constant
        self.relation = relation
        self.priority = priority
    }
}

/// An edit variable at an optional priority and the value first suggested for it.
public struct EditSpec: Equatable, Sendable {
    public var variable: String
    public var priority: Double
    public var value: Double

    public init(variable: String, priority: Double, value: Double) {
        self.variable = variable
        self.priority = priority
        self.value = value
    }
}

/// A later `suggestValue` for a variable that has an edit.
public struct SuggestionSpec: Equatable, Sendable {
    public var variable: String
    public var value: Double

    public init(variable: String, value: Double) {
        self.variable = variable
        self.value = value
    }
}
