import Cassowary
import LayoutModel

/// Finds, for every broken optional constraint of a solved layout, a minimal explanation set
/// (docs/concepts.md, "Explanations"): other constraints in effect, each at least as strong, that
/// alone force the same error, none of which can be left out without changing it.
public struct BrokenConstraintExplainer {
    public let constraints: [ExplainableConstraint]
    /// The layout's solved value of a solver variable, for the narrative's numbers.
    let valueOf: (Variable) -> Double
    /// The layout's solved value of an anchor a constraint names (nil when unknown), for the
    /// narrative's stack-view numbers.
    let anchorValue: (Anchor) -> Double?

    /// Finds the constraints that can influence each target.
    private let neighbourhood: ConstraintNeighbourhood
    /// The variables the required equalities decide, for starting an explanation small.
    private let determined: DeterminedVariables
    /// Every stack's fill-proportionally shares and spacing, for the narrative.
    private let shares: ProportionalShares.Index

    public init(constraints: [ExplainableConstraint], valueOf: @escaping (Variable) -> Double,
                anchorValue: @escaping (Anchor) -> Double? = { _ in nil }) {
        self.constraints = constraints
        self.valueOf = valueOf
        self.anchorValue = anchorValue
        self.neighbourhood = ConstraintNeighbourhood(constraints)
        self.determined = DeterminedVariables(constraints)
        self.shares = ProportionalShares.Index(constraints)
    }

    /// The explainer for a solved step.
    public init(step: SolvedStep) {
        self.init(constraints: ExplainableConstraint.all(in: step.solution), valueOf: { step.value(of: $0) },
                  anchorValue: { step.value(of: $0) })
    }

    /// The explainer for the step the engine holds now.
    public init(engine: LayoutEngine) {
        self.init(step: engine.solvedStep())
    }

    /// The constraints that need an explanation: optional, in effect and broken, in solution order.
    public var broken: [ExplainableConstraint] {
        constraints.filter { $0.state == .broken && !$0.isRequired && $0.error > 0 }
    }

    /// One explanation per broken optional constraint, in solution order.
    public func explainAll() throws -> [BrokenConstraintExplanation] {
        try broken.map(explain)
    }

    public func explain(_ target: ExplainableConstraint) throws -> BrokenConstraintExplanation {
        var solves = 0
        return try explain(target, solves: &solves)
    }

    /// The explanation, counting in `solves` the systems solved for it (tests bound it).
    func explain(_ target: ExplainableConstraint, solves: inout Int) throws -> BrokenConstraintExplanation {
        var counted = 0
        defer { solves += counted }
        func solve(_ others: [ExplainableConstraint]) throws -> Subsystem {
            counted += 1
            return try Subsystem(target: target.lowered, others: others.map(\.lowered))
        }
        let tolerance = Self.tolerance(for: target.error)
        // Where the deletion filter starts. When the required equalities alone decide every variable
        // of the target, the ones that do (`DeterminedVariables`) force its error in every solution
        // of the layout, so they are a sufficient start of a size that does not grow with the layout;
        // one solve confirms they give the layout's error. Otherwise, everything that can influence
        // the target (its connected part of the layout).
        let component: [ExplainableConstraint]
        let fullRange: Subsystem
        let derivation = determined.derivation(of: target)
        if let derivation, case let decided = try solve(derivation),
           SufficiencyTest(target: target, isTie: false, tolerance: tolerance).isSufficient(decided) {
            // Decided values leave no choice: its range over the whole part is this one error.
            component = derivation
            fullRange = decided
        } else {
            component = neighbourhood.component(of: target)
            fullRange = try solve(component)
        }
        // A tie: the constraint's own priority level does not decide its error, so an explanation can
        // only show that the error is one of the optimal choices, not that it is forced.
        let isTie = fullRange.highest - fullRange.lowest > tolerance
        // Whether the weaker constraints settle the tie: only if they do not is it ambiguity, by the
        // definition `expect NAME ambiguous` uses (`AmbiguityRule`, every level counted).
        var isAmbiguous = false
        if isTie {
            let everyLevel = try solve(neighbourhood.component(of: target, minimum: 0))
            isAmbiguous = AmbiguityRule.isAmbiguous(lower: everyLevel.lowest, upper: everyLevel.highest)
        }
        let test = SufficiencyTest(target: target, isTie: isTie, tolerance: tolerance)

        var members = component
        // Same-priority members are tried first, so that when stronger constraints alone suffice the
        // set shows it; then weaker-before-stronger, latest first, which keeps the order deterministic.
        let removalOrder = component.indices.sorted { a, b in
            let pa = component[a].priority, pb = component[b].priority
            return pa != pb ? pa < pb : a > b
        }.map { component[$0].lowered }
        // The deletion filter is repeated to a fixed point because sufficiency is not monotone when
        // same-priority constraints trade errors. The last pass removes nothing, so it has tried
        // leaving out each final member once: those systems also answer the minimality test
        // (leaving the member out changes the error, docs/concepts.md), and say which members hold
        // the error down (without them every optimal solution has a larger one).
        var changesWithout = Set<ObjectIdentifier>()
        var raisesWithout = Set<ObjectIdentifier>()
        while true {
            var changed = false
            changesWithout = []
            raisesWithout = []
            for candidate in removalOrder where members.contains(where: { $0.lowered === candidate }) {
                let rest = members.filter { $0.lowered !== candidate }
                let system = try solve(rest)
                if test.isSufficient(system) {
                    members = rest
                    changed = true
                } else {
                    changesWithout.insert(ObjectIdentifier(candidate))
                    if test.isRaised(system) { raisesWithout.insert(ObjectIdentifier(candidate)) }
                }
            }
            if !changed { break }
        }
        let minimal = members.allSatisfy { changesWithout.contains(ObjectIdentifier($0.lowered)) }
        let limiting = members.filter { raisesWithout.contains(ObjectIdentifier($0.lowered)) }

        let final = try solve(members)
        let sufficiency: BrokenConstraintExplanation.Check = test.isSufficient(final) ? .passed : .failed
        let stronger = members.filter { $0.priority > target.priority }
        // Lost to stronger constraints when the strictly stronger members alone still force the error.
        let strongerSuffice = try stronger.count == members.count
            || test.isSufficient(solve(stronger))
        let kind: BrokenConstraintExplanation.Kind = strongerSuffice ? .lostToStronger : .tradeOff
        let ordered = members.enumerated().sorted { a, b in
            a.element.priority != b.element.priority ? a.element.priority > b.element.priority : a.offset < b.offset
        }.map(\.element)
        let sums = PinnedSums.find(target: target, members: ordered)
        let narrative = ExplanationNarrative(target: target, members: ordered, kind: kind, isTie: isTie,
                                             isAmbiguous: isAmbiguous, range: (fullRange.lowest, fullRange.highest), pinnedSums: sums, valueOf: valueOf).sentences
            + [ProportionalShares.sentence(target: target, members: ordered, index: shares,
                                           anchorValue: anchorValue)].compactMap { $0 }
        return BrokenConstraintExplanation(
            constraint: target, error: target.error, kind: kind, isTie: isTie, isAmbiguous: isAmbiguous,
            errorRange: (fullRange.lowest, fullRange.highest), members: ordered,
            sufficiency: sufficiency, minimality: minimal ? .passed : .failed, limiting: limiting.map(\.syntax),
            pinnedSums: sums.map(\.text), narrative: narrative)
    }

    static func tolerance(for error: Double) -> Double { ExplainTolerance.sameError(error) }

}

/// The two tests of the definition, in the form that fits whether the error is decided (forced to
/// exactly `error`) or tied (`error` is one of several equally good choices).
struct SufficiencyTest {
    let target: ExplainableConstraint
    let isTie: Bool
    let tolerance: Double

    /// Decided: every optimal solution gives the error. Tied: some optimal solution gives it.
    func isSufficient(_ system: Subsystem) -> Bool {
        let error = target.error
        if isTie { return system.lowest <= error + tolerance && system.highest >= error - tolerance }
        return abs(system.lowest - error) <= tolerance && abs(system.highest - error) <= tolerance
    }

    /// With a member left out, every optimal solution has a larger error: the member was a floor or
    /// a cap that limited the damage. Only said of a decided error.
    func isRaised(_ system: Subsystem) -> Bool {
        !isTie && system.lowest > target.error + tolerance
    }
}
