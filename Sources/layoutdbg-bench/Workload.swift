import Cassowary

/// One priority seen by both semantics: the Auto Layout number for `.lexicographic` and a kiwi
/// strength for `.weighted`. docs/performance.md documents the mapping.
struct BenchPriority: Equatable {
    let lexicographic: Priority
    let weighted: Strength

    func strength(for semantics: Semantics) -> ConstraintStrength {
        semantics == .lexicographic ? .priority(lexicographic) : .kiwi(weighted)
    }

    /// The number written for kiwisolver.
    func value(for semantics: Semantics) -> Double { strength(for: semantics).value }

    static let required = BenchPriority(lexicographic: .required, weighted: .required)

    /// An Auto Layout priority (table and grid). Optional priorities keep their number as the kiwi
    /// weight: `Strength.create(0, 0, p)` = p, so 750 weighs three times 250 and 251 beats 250.
    static func autoLayout(_ p: Double) -> BenchPriority {
        p >= Priority.required.value ? .required : BenchPriority(lexicographic: Priority(p), weighted: Strength.create(0, 0, p))
    }

    /// The size of a window or table root, held by an edit variable: 999 in Auto Layout terms, and
    /// just below required for kiwi so that no sum of content priorities can move the window.
    static let windowSize = BenchPriority(lexicographic: 999, weighted: Strength.create(999, 0, 0))

    // kiwi's named strengths (window and add/delete workloads) and the Auto Layout level each maps to.
    static let strong = BenchPriority(lexicographic: 750, weighted: Strength.strong)
    /// `create(0, 100, 0)`, used by the enaml-like form.
    static let strongishMedium = BenchPriority(lexicographic: 500, weighted: Strength.create(0, 100, 0))
    /// `create(0, 1, 0, weight: 1.25)`, used by the enaml-like form.
    static let mediumPlus = BenchPriority(lexicographic: 300, weighted: Strength.create(0, 1, 0, weight: 1.25))
    static let medium = BenchPriority(lexicographic: 250, weighted: Strength.medium)
    static let weak = BenchPriority(lexicographic: 1, weighted: Strength.weak)
}

struct BenchConstraint {
    let expression: LinearExpression
    let relation: Relation
    let priority: BenchPriority
    let label: String
}

struct BenchEdit {
    let variable: Variable
    let priority: BenchPriority
}

struct BenchSuggestion {
    let variable: Variable
    let value: Double
}

/// A solver call sequence, by index into the workload's lists. kiwi_bench.py replays the same list.
enum BenchOperation {
    case addEdits(Range<Int>)
    case add(Range<Int>)
    case remove(Range<Int>)
    /// `suggestValue` for each suggestion; after every `updateEvery` of them, read every variable
    /// (kiwi: `updateVariables()`).
    case suggest(Range<Int>, updateEvery: Int)
    /// Read every variable (kiwi: `updateVariables()`).
    case update
}

/// A group of operations timed as one. `count` is how many `unit`s it performs, for the per-op time.
struct BenchPhase {
    let name: String
    let unit: String
    let count: Int
    /// Untimed set-up (for example building the table before the resize sweep).
    var timed = true
    let operations: [BenchOperation]
}

/// A deterministic workload, built identically for both semantics and for kiwisolver.
struct Workload {
    let name: String
    let size: Int
    let summary: String
    var variables: [Variable] = []
    var constraints: [BenchConstraint] = []
    var edits: [BenchEdit] = []
    var suggestions: [BenchSuggestion] = []
    var phases: [BenchPhase] = []
    /// Repetitions to take the median over, at least the requested number (cheap workloads want more).
    var minimumRuns = 5
    /// Run the untimed phases once, then repeat the timed ones on the same solver (the resize sweep
    /// ends where it starts, so every repetition sees the same input).
    var reuseSolver = false

    init(name: String, size: Int, summary: String) {
        self.name = name
        self.size = size
        self.summary = summary
    }

    var key: String { "\(name)-\(size)" }

    /// The `Constraint` objects for one semantics, made before any timing.
    func materialize(_ semantics: Semantics) -> [Constraint] {
        constraints.map { Constraint($0.expression, $0.relation, $0.priority.strength(for: semantics), label: $0.label) }
    }
}

/// Collects variables and constraints while a generator describes a workload.
struct WorkloadBuilder {
    private let factory = VariableFactory()
    var workload: Workload

    init(name: String, size: Int, summary: String) {
        workload = Workload(name: name, size: size, summary: summary)
    }

    mutating func variable(_ name: String) -> Variable {
        let v = factory.make(name)
        workload.variables.append(v)
        return v
    }

    mutating func add(_ constraint: Constraint, _ priority: BenchPriority = .required, _ label: String) {
        workload.constraints.append(BenchConstraint(expression: constraint.expression, relation: constraint.relation,
                                                    priority: priority, label: label))
    }

    mutating func edit(_ variable: Variable, _ priority: BenchPriority) {
        workload.edits.append(BenchEdit(variable: variable, priority: priority))
    }

    mutating func suggest(_ variable: Variable, _ value: Double) {
        workload.suggestions.append(BenchSuggestion(variable: variable, value: value))
    }

    var constraintCount: Int { workload.constraints.count }
    var suggestionCount: Int { workload.suggestions.count }
}
