import Cassowary
import LayoutModel
import Reports

/// The analysis behind a `SweepReport`: the breakpoints of the current layout, read from the
/// engine's solver (`Solver.breakpoints`), not from sampling, and where each required conflict of
/// the step ends or begins (`SweepReport.conflictBreakpoints`).
extension SweepReport {
    /// The breakpoints of the current layout, each with the constraints it concerns, the required
    /// conflicts' ends and starts among them.
    static func changes(_ request: Request, engine: LayoutEngine) throws -> [Change] {
        try analysis(request, engine: engine).changes
    }

    /// The breakpoints, and each constraint broken to recover with whether it holds at the low end.
    /// With a `limit` and more breakpoints than that, the first `limit` only: the search stops at
    /// the next one (`Solver.sweep`'s `stopAfter`), whose value comes back as `cut`, and the
    /// conflicts are followed up to it only, so the work is that of the breakpoints returned.
    static func analysis(_ request: Request, engine: LayoutEngine, limit: Int? = nil) throws
        -> (changes: [Change], recovered: [RecoveredOverRange], cut: Double?) {
        let solution = engine.solution()
        let identifier = request.attribute == .width ? "UIView-Encapsulated-Layout-Width" : "UIView-Encapsulated-Layout-Height"
        guard let screen = solution.constraints.first(where: { $0.spec.identifier == identifier })?.lowered else {
            throw SolverError.unsupported("the layout has no \(identifier) constraint to sweep")
        }
        var statusOfLowered: [ObjectIdentifier: ConstraintStatus] = [:]
        for status in solution.constraints {
            if let lowered = status.lowered, statusOfLowered[ObjectIdentifier(lowered)] == nil {
                statusOfLowered[ObjectIdentifier(lowered)] = status
            }
        }
        func statuses(_ constraints: [Constraint]) -> [ConstraintStatus] {
            constraints.compactMap { statusOfLowered[ObjectIdentifier($0)] }
        }
        let outcome = try engine.solver.sweep(of: screen, from: request.low, to: request.high,
                                              stopAfter: limit.map { $0 + 1 } ?? .max)
        var changes = outcome.breakpoints.map {
            Change(value: $0.value, brokenBelow: statuses($0.brokenBelow), brokenAbove: statuses($0.brokenAbove))
        }
        // The conflicts are followed only up to the breakpoint after the first `limit`; the list is
        // cut once, below, with the conflicts' own breakpoints in it.
        var request = request
        if let limit, !outcome.isComplete, changes.count > limit {
            request = Request(attribute: request.attribute, low: request.low, high: changes[limit].value)
        }
        var recovered: [RecoveredOverRange] = []
        for status in solution.constraints where status.state == .brokenToRecover {
            guard let lowered = status.lowered else { continue }
            let (holdsAtLow, transitions) = try conflictBreakpoints(of: lowered, sweeping: screen, request, solver: engine.solver)
            recovered.append(RecoveredOverRange(broken: status, holdsAtLow: holdsAtLow))
            for (value, ends) in transitions {
                let index: Int
                if let same = changes.firstIndex(where: { abs($0.value - value) <= CommandTolerance.sameStop }) {
                    index = same
                } else {
                    index = changes.firstIndex { $0.value > value } ?? changes.count
                    changes.insert(Change(value: value, brokenBelow: [], brokenAbove: []), at: index)
                }
                if ends { changes[index].conflictEndsAbove.append(status) } else { changes[index].conflictBeginsAbove.append(status) }
            }
        }
        // A conflict's ends count among the breakpoints too.
        var cut: Double?
        if let limit, changes.count > limit {
            cut = changes[limit].value
            changes.removeSubrange(limit...)
        }
        return (changes, recovered, cut)
    }

    /// Where a constraint broken to recover could hold again. Inside a solver trial it is added
    /// back as an optional constraint above every other priority, so it is met whenever the
    /// required constraints allow it (lexicographic levels: nothing weaker can outweigh it), and
    /// the same exact walk as the other breakpoints (`Solver.sweep`) finds where its error leaves
    /// or reaches zero: there the required conflict ends or begins. Only its own changes are read;
    /// what else breaks in that trial belongs to a layout that is not UIKit's while the conflict
    /// lasts. Each broken constraint is tried alone, the others left out as the step left them.
    static func conflictBreakpoints(of broken: Constraint, sweeping screen: Constraint, _ request: Request,
                                    solver: Solver) throws -> (holdsAtLow: Bool, transitions: [(value: Double, ends: Bool)]) {
        let retried = Constraint(broken.expression, broken.relation, priority: Priority(Priority.required.value.nextDown),
                                 label: broken.label)
        return try solver.trial { _ in
            try solver.add(retried)
            let outcome = try solver.sweep(of: screen, from: request.low, to: request.high)
            let holdsAtLow = !outcome.brokenAtLow.contains { $0 === retried }
            var transitions: [(value: Double, ends: Bool)] = []
            for breakpoint in outcome.breakpoints {
                if breakpoint.brokenBelow.contains(where: { $0 === retried }) { transitions.append((breakpoint.value, true)) }
                if breakpoint.brokenAbove.contains(where: { $0 === retried }) { transitions.append((breakpoint.value, false)) }
            }
            return (holdsAtLow, transitions)
        }
    }
}
