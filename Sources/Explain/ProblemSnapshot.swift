import LayoutModel

/// The problems of one solved layout, keyed so that two engines (before and after an edit) can be
/// compared: a constraint is named by its provenance and anchors, which an edit of its priority,
/// constant or relation leaves alone.
struct ProblemSnapshot {
    /// Broken optional constraints: key → priority.
    var broken: [String: Double] = [:]
    /// Broken compression resistances (key → the view squeezed below its content).
    var squeezed: [String: String] = [:]
    /// Every constraint's state, by key (absent: not in the layout).
    var states: [String: ConstraintState] = [:]
    /// Recovered required conflicts, each as its sorted member keys.
    var conflicts: Set<[String]> = []
    /// Declared items whose frame is ambiguous.
    var ambiguous: Set<String> = []
    /// Every free variable of those items with its range: a fix may not free a variable that was
    /// determined, nor widen a range (trading one ambiguity for another is no fix).
    var freeRanges: [String: (lower: Double, upper: Double)] = [:]

    static func key(_ spec: LayoutConstraintSpec) -> String {
        "\(spec.provenance)|\(spec.first)|\(spec.second?.description ?? "")"
    }

    static func key(_ conflict: RecoveredConflict) -> [String] { conflict.conflict.map(key).sorted() }

    init(engine: LayoutEngine, solution: LayoutSolution) throws {
        for status in solution.constraints {
            let key = Self.key(status.spec)
            states[key] = status.state
            if status.state == .broken && !status.spec.isRequired { broken[key] = status.spec.priority }
            if status.state == .broken, let owner = FixCost.squeezedOwner(status.spec) { squeezed[key] = owner }
        }
        conflicts = Set(solution.conflicts.map(Self.key))
        for (item, free) in try engine.freeRanges(skipping: solution.generatedItems) {
            ambiguous.insert(item)
            for range in free { freeRanges[range.variable] = (range.lower, range.upper) }
        }
    }

    func has(_ problem: FixProblem) -> Bool {
        switch problem {
        case let .broken(status): return states[Self.key(status.spec)] == .broken
        case let .conflict(conflict): return conflicts.contains(Self.key(conflict))
        case let .ambiguous(item, _): return ambiguous.contains(item)
        }
    }

    /// True when `self` (after a fix) has no problem `before` lacked, except broken optional
    /// constraints no stronger than `allowedPriority`: moving a priority past a competitor breaks
    /// the competitor instead, which is the trade the fix proposes.
    func addsNothing(to before: ProblemSnapshot, allowedPriority: Double) -> Bool {
        guard conflicts.isSubset(of: before.conflicts) else { return false }
        for (variable, range) in freeRanges {
            guard let old = before.freeRanges[variable], range.lower >= old.lower - LayoutTolerance.sameLength,
                  range.upper <= old.upper + LayoutTolerance.sameLength else {
                return false
            }
        }
        return broken.allSatisfy { key, priority in before.broken[key] != nil || priority <= allowedPriority }
    }
}
