/// How optional priorities combine.
public enum Semantics: String, Sendable, CaseIterable {
    /// Auto Layout's: every distinct priority (`Priority`) is its own level; a higher level strictly
    /// dominates (one 751 beats any number of 750s). Priorities are in (0, 1000]; 1000 is required.
    case lexicographic
    /// kiwi's: one level, each error weighted by its strength (`Strength`);
    /// a strength ≥ `Strength.required` is required.
    case weighted
}

/// A constraint as the solver holds it: its defining symbol and its error symbols.
struct ConstraintRecord {
    let constraint: Constraint
    /// Position in the order of `add` calls; names the constraint in traces when it has no label.
    let sequence: Int
    /// The basic-at-birth symbol `s = Σ a·x (+ errors)` whose bounds express the relation.
    let marker: Int32
    /// Error symbols of an optional constraint (`-1` when absent). An inequality has one,
    /// an equality two (`s = Σ a·x + e⁺ − e⁻`).
    let errorPlus: Int32
    let errorMinus: Int32
    let isRequired: Bool

    var name: String {
        let label = constraint.label
        return label.isEmpty ? "c\(sequence)" : label
    }
}

/// An incremental, instrumented simplex solver for linear constraints with priorities (Cassowary).
///
/// The tableau is kept in the form of a bounded ("general") simplex: every constraint gets a symbol
/// `s` defined by a row `s = Σ a·x` and bounds that encode the relation; every symbol has a value,
/// non-basic ones anywhere within their bounds. New constraints therefore enter as short rows over
/// the user's variables, and a fresh variable can simply be moved to satisfy its row without a pivot:
/// this is what keeps rows short on long chains (a table's cells) where a Cassowary tableau with
/// non-basic symbols pinned at zero grows rows with the chain.
///
/// Optimality is lexicographic over priority levels (or one weighted level): reduced costs are
/// vectors compared level by level. Adding a constraint and suggesting an edit value keep the basis
/// dual feasible and restore feasibility with the dual simplex; removing a constraint re-optimizes
/// with the primal simplex. Choices follow symbol ids (created in order), never hash order.
public final class Solver {
    public let semantics: Semantics
    /// Receives every event. Set it before adding constraints to see everything. (Read once per
    /// event, so without exclusivity checks: nothing reads it while it is being set.)
    @exclusivity(unchecked) public var observer: SolverObserver? {
        didSet { observerChanged() }
    }
    /// Whether events are reported and kept track of: an observer is attached and no probe that the
    /// journal undoes (`range(of:)`, a sweep) has turned reporting off for its duration.
    @exclusivity(unchecked) var isObserved = false
    /// Symbols whose value changed since the observer last took them (`takeValueChanges`), while
    /// observed, each once; `isChanged` flags them, one flag per symbol while an observer is attached.
    @exclusivity(unchecked) var changedSymbols: [Int32] = []
    @exclusivity(unchecked) var isChanged: [Bool] = []

    // The solver's state lives in this one class and its hot loops touch these arrays millions of
    // times; dynamic exclusivity checks on them cost about a fifth of solving time and guard
    // nothing the code does (no access overlaps another), so they are switched off per property.
    // Symbols (indexed by symbol id).
    @exclusivity(unchecked) var info: [SymbolInfo] = []
    @exclusivity(unchecked) var values: [Double] = []
    @exclusivity(unchecked) var rows: [Row?] = []
    /// For each symbol, the basic symbols whose rows contain it, in the order they gained it.
    @exclusivity(unchecked) var columns: [Column] = []
    @exclusivity(unchecked) var symbolVariables: [Variable?] = []
    @exclusivity(unchecked) var symbolOfVariable = VariableIndex()

    // Constraints.
    @exclusivity(unchecked) var records: [ConstraintRecord?] = []
    @exclusivity(unchecked) var recordOfConstraint: [ObjectIdentifier: Int] = [:]
    @exclusivity(unchecked) var edits: [Variable: Constraint] = [:]
    @exclusivity(unchecked) var addCount = 0

    // Objective: its levels (highest priority first) and every symbol's reduced costs.
    @exclusivity(unchecked) var levels: [ObjectiveLevel] = []
    /// The priority of each level slot error symbols name, in the order first met; slots are
    /// never reused or moved, so no rollback needs to touch them.
    @exclusivity(unchecked) var levelKeys: [Double] = []
    @exclusivity(unchecked) var slotOfLevelKey: [Double: Int32] = [:]
    @exclusivity(unchecked) var costs: [CostVector] = []
    /// Reduced costs below this are zero (`Tolerance.cost`, scaled by the largest weight).
    @exclusivity(unchecked) var costTolerance = Tolerance.cost

    // Work lists.
    @exclusivity(unchecked) var infeasibleRows = SymbolHeap()
    @exclusivity(unchecked) var enteringCandidates = SymbolHeap()

    // Scratch buffers reused by the hot loops, so they allocate once.
    @exclusivity(unchecked) var freeScratch: [(symbol: Int32, coefficient: Double)] = []
    @exclusivity(unchecked) var blockingScratch: [(basic: Int32, step: Double, bound: Double)] = []
    @exclusivity(unchecked) var mergeScratch = MergeScratch()
    /// The rows a pivot substitutes into (the entering symbol's column, copied out).
    @exclusivity(unchecked) var dependentsScratch: [Int32] = []
    /// While a trade-off is reported, each moved constraint's place in its list, by record (-1:
    /// none); all -1 between reports.
    @exclusivity(unchecked) var tradeOffSlots: [Int32] = []
    /// While a trade-off is reported, one bit per record that rose or fell; all clear between reports.
    @exclusivity(unchecked) var tradeOffMarks: [UInt64] = []
    /// While observed: the error symbols the last move touched (`moveNonbasic`), and room for
    /// working out its trade-off (`reportTradeOff`).
    @exclusivity(unchecked) var errorLog = ErrorLog()
    @exclusivity(unchecked) var tradeOffScratch: [MovedError] = []
    /// While observed: what the objective's totals count per constraint, and what moved since.
    @exclusivity(unchecked) var errorTally = ErrorTally()

    /// During a probe given a `SolverFreedom`: the symbols every optimal solution holds where
    /// they are, which the probe's pivots then never choose (empty otherwise; see `range(of:)`).
    @exclusivity(unchecked) var frozen: [Bool] = []
    /// During a probe without one: the few wide symbols near the probed variable that their own
    /// rows hold in place (see `range(of:)`), checked the same way as `frozen`.
    @exclusivity(unchecked) var frozenFew: [Int32] = []
    /// For wide symbols: the rows last seen holding each in place by themselves (see
    /// `isHeldByOwnRows`). Only a cache: every pair is checked again before it is believed.
    @exclusivity(unchecked) var holdingRows: [Int32: HoldingRows] = [:]
    /// Variables a required equality of their own pins (`height == 20`), each with that
    /// equality's marker: see `PinnedVariables.swift`. Only hints: each is checked before use.
    @exclusivity(unchecked) var pins: [Int32: Int32] = [:]
    /// The length from which a row the dual simplex repairs gives up its pinned variables (see
    /// `PinnedVariables.swift`); tests lower it to release them everywhere.
    var pinReleaseRowLength = 24
    /// Pinned variables taken into the basis so far (tests check they were exercised).
    @exclusivity(unchecked) var pinReleases = 0
    /// How the rows' hidden markers were formed (see `HiddenMarkers.swift`).
    @exclusivity(unchecked) var hiddenLog = HiddenMarkerLog()
    /// Whether required equalities' markers leave the rows when non-basic; tests turn it off to
    /// compare with the tableau that keeps every marker.
    var hidesMarkers = true
    /// Open journals, innermost last (see `beginJournal`).
    @exclusivity(unchecked) var journals: [Journal] = []
    /// `!journals.isEmpty`, kept as a flag: every save in the hot loops asks it.
    @exclusivity(unchecked) var isJournaling = false
    /// Scratch solvers used to shrink conflict sets skip the (recursive) shrinking themselves.
    @exclusivity(unchecked) var explainsConflicts = true
    @exclusivity(unchecked) var pivots = 0
    /// Pivots left for the current public operation: an endless loop becomes an error, not a hang.
    @exclusivity(unchecked) var pivotBudget = 0

    public init(semantics: Semantics = .lexicographic) {
        self.semantics = semantics
        if semantics == .weighted { levels = [ObjectiveLevel(key: 0)] }
    }

    deinit {
        for symbol in columns.indices { columns[symbol].release() }
    }

    /// Adds a constraint and re-solves. A required constraint that cannot be satisfied throws
    /// `SolverError.unsatisfiable` with a minimal conflict set and leaves the solver unchanged.
    public func add(_ constraint: Constraint) throws {
        try addConstraint(constraint)
    }

    /// Removes a constraint and re-solves.
    public func remove(_ constraint: Constraint) throws {
        guard let index = recordOfConstraint[ObjectIdentifier(constraint)] else {
            throw SolverError.unknownConstraint(constraint)
        }
        if edits.values.contains(where: { $0 === constraint }) {
            throw SolverError.unknownConstraint(constraint)
        }
        try removeRecord(index)
    }

    public func contains(_ constraint: Constraint) -> Bool {
        recordOfConstraint[ObjectIdentifier(constraint)] != nil
    }

    /// The constraints in the solver, in the order they were added (edit constraints excluded).
    public var constraints: [Constraint] {
        let editConstraints = Set(edits.values.map(ObjectIdentifier.init))
        return records.compactMap { $0?.constraint }.filter { !editConstraints.contains(ObjectIdentifier($0)) }
    }

    /// Where `constraint` stands in `constraints`' order (a smaller number comes first), nil when
    /// the solver does not hold it. A constant replaced in place keeps its old constraint's place.
    public func orderIndex(of constraint: Constraint) -> Int? { recordOfConstraint[ObjectIdentifier(constraint)] }

    /// Makes `variable` editable at an optional priority (lexicographic solvers).
    public func addEditVariable(_ variable: Variable, priority: Priority) throws {
        try addEditVariable(variable, .priority(priority))
    }

    /// Makes `variable` editable at an optional kiwi strength (weighted solvers).
    public func addEditVariable(_ variable: Variable, strength: Strength) throws {
        try addEditVariable(variable, .kiwi(strength))
    }

    /// Makes `variable` editable at an optional priority or strength: it is held at its current
    /// value until `suggestValue` moves it.
    public func addEditVariable(_ variable: Variable, _ strength: ConstraintStrength) throws {
        guard edits[variable] == nil else { throw SolverError.duplicateEditVariable(variable) }
        try validate(strength)
        guard !strength.isRequired else { throw SolverError.requiredEditVariable(variable) }
        let hold = Constraint(LinearExpression(variable) - value(of: variable), .equal, strength,
                              label: "edit(\(variable.name))")
        edits[variable] = hold
        emit(.editAdded(variable, strength: strength))
        do {
            try addConstraint(hold)
        } catch {
            edits[variable] = nil
            throw error
        }
    }

    public func removeEditVariable(_ variable: Variable) throws {
        guard let hold = edits[variable], let index = recordOfConstraint[ObjectIdentifier(hold)] else {
            throw SolverError.unknownEditVariable(variable)
        }
        try removeRecord(index)
        edits[variable] = nil
        emit(.editRemoved(variable))
    }

    public func hasEditVariable(_ variable: Variable) -> Bool { edits[variable] != nil }

    /// Moves an edit variable's target and re-optimizes with the dual simplex.
    public func suggestValue(_ variable: Variable, _ value: Double) throws {
        guard let hold = edits[variable], let index = recordOfConstraint[ObjectIdentifier(hold)],
              let record = records[index] else {
            throw SolverError.unknownEditVariable(variable)
        }
        if let refusal = SupportedRange.solverRefusal(constant: value) {
            throw SolverError.unsupported("the value suggested for \(variable): \(refusal)")
        }
        emit(.suggested(variable, value: value))
        try moveTarget(of: record, to: value)
    }

    /// The variable's value in the current solution (0 for a variable the solver has never seen).
    public func value(of variable: Variable) -> Double {
        guard let symbol = symbolOfVariable[variable.id] else { return 0 }
        return values[Int(symbol)]
    }

    /// The current solution as a value that later changes to the solver leave alone.
    public func solvedValues() -> SolvedValues { SolvedValues(values: values, symbolOfVariable: symbolOfVariable) }

    /// How far the current solution is from satisfying `constraint` (0 when satisfied). For an
    /// optional constraint this is its error: |violation| for `==`, the violated amount for an inequality.
    public func error(of constraint: Constraint) -> Double {
        guard let index = recordOfConstraint[ObjectIdentifier(constraint)], let record = records[index] else {
            return constraint.violation { value(of: $0) }
        }
        return currentError(of: record)
    }

    /// Pivots made so far.
    public var pivotCount: Int { pivots }
}

/// The values of a solution, kept apart from the solver (`Solver.solvedValues()`): the arrays are
/// shared until the solver next changes, so taking one costs nothing until then.
public struct SolvedValues: Sendable {
    fileprivate let values: [Double]
    fileprivate let symbolOfVariable: VariableIndex

    /// As `Solver.value(of:)` when the values were taken.
    public func value(of variable: Variable) -> Double {
        guard let symbol = symbolOfVariable[variable.id] else { return 0 }
        return values[Int(symbol)]
    }
}
