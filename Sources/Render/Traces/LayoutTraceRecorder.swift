import Cassowary
import LayoutModel

/// Observes the solver of a `LayoutEngine` and keeps its events named in layout terms: each solver
/// constraint by the layout constraint it lowers (the engine announces each before adding it, as
/// it replaces its constraints while it goes; the recorder never calls back into the engine),
/// each move with what it did to every constraint's error. Attach it only while tracing: a solver
/// with no observer pays nothing.
public final class LayoutTraceRecorder: SolverObserver, LoweringObserver {
    public private(set) var events: [LayoutTraceEvent] = []
    /// When set, each pivot keeps a copy of the tableau while it has at most this many rows
    /// (`--tableau` is for small systems; printing a big tableau per pivot would take pages).
    public let tableauRowLimit: Int?
    /// The most rows the tableau had while observed (counted as constraints in the solver, each of
    /// which brings one row).
    public private(set) var mostRows = 0

    private var rows = 0
    private let names = ConstraintNames()
    private var ledger = ErrorLedger()
    private var pivotCount = 0
    private var pendingMove: PendingMove?
    private var pendingFailure: PendingFailure?
    /// Whose recovery the engine follows (an AppKit console log's is told as AppKit's).
    private var framework = UIFramework.uikit

    /// A pivot or shift, held until the next event: when the solver reports a trade-off for it,
    /// that report says which stronger constraints it spared.
    private struct PendingMove {
        let event: LayoutTraceEvent
        let pivot: Int?
        let phase: SolverPhase
        let effect: TracedEffect
    }

    /// A rejected add whose recovery is not known yet: the engine either leaves the constraint out,
    /// or removes another member of the conflict and adds the constraint again.
    private struct PendingFailure {
        let constraint: Constraint
        let conflict: [Constraint]
        /// The removal of a conflict member that followed, held back until the retry confirms it.
        var removal: (constraint: Constraint, events: [LayoutTraceEvent])?
    }

    public init(tableauRowLimit: Int? = nil) {
        self.tableauRowLimit = tableauRowLimit
    }

    /// Learns the names of `engine`'s constraints now and of each it adds from now on (call it
    /// from `LayoutEngine(layout:observedBy:)` to see the layout being built). It does not set the
    /// solver's observer.
    public func follow(_ engine: LayoutEngine) {
        engine.loweringObserver = self
        framework = engine.layout.framework
        for (constraint, from) in engine.loweredConstraints() { names.learn(constraint, from: from) }
        rows = engine.solver.constraints.count
        mostRows = max(mostRows, rows)
        ledger.readAll(engine.solver)
    }

    /// Follows `engine` and becomes its solver's observer.
    public func attach(to engine: LayoutEngine) {
        follow(engine)
        engine.solver.observer = self
    }

    /// Stops observing the engine's solver.
    public func detach(from engine: LayoutEngine) {
        if engine.solver.observer === self { engine.solver.observer = nil }
        if engine.loweringObserver === self { engine.loweringObserver = nil }
        flush()
    }

    /// Marks the start of a scenario edit, so the events that follow are read as its consequences.
    public func beginEdit(text: String, location: String) {
        flush()
        events.append(.edit(text: text, location: location))
    }

    /// The events, with anything still held back written out (call after the last operation).
    public func finish() -> [LayoutTraceEvent] {
        flush()
        return events
    }

    public func engine(_ engine: LayoutEngine, willAdd constraint: Constraint, loweredFrom: LoweredFrom) {
        names.learn(constraint, from: loweredFrom)
    }

    public func solver(_ solver: Solver, didEmit event: SolverEvent) {
        countRows(event)
        if case let .tradeOff(tradeOff) = event {
            if let move = pendingMove {
                pendingMove = nil
                events += self.events(of: move, spared: tradeOff.spared)
            }
            return
        }
        // The solver takes a constraint's row out (a pivot) before it reports the removal; the
        // removal reads better first.
        var removalPivot: PendingMove?
        if case .removed = event, let move = pendingMove, move.phase == .remove {
            removalPivot = move
            pendingMove = nil
        }
        writePendingMove()
        switch event {
        case let .pivot(pivot):
            pivotCount += 1
            let effect = TracedEffect(ledger.update(solver.takeValueChanges(), in: solver), name: name)
            pendingMove = PendingMove(
                event: .pivot(TracedPivot(number: pivotCount, solverNumber: pivot.number, phase: pivot.phase,
                                          entering: pivot.entering, leaving: pivot.leaving, step: pivot.step,
                                          objective: pivot.objective, effect: effect, tableau: tableau(of: solver))),
                pivot: pivotCount, phase: pivot.phase, effect: effect)
        case let .shift(shift):
            let effect = TracedEffect(ledger.update(solver.takeValueChanges(), in: solver), name: name)
            pendingMove = PendingMove(
                event: .shift(TracedShift(phase: shift.phase, symbol: shift.symbol, from: shift.from, to: shift.to, effect: effect)),
                pivot: nil, phase: shift.phase, effect: effect)
        case let .failed(constraint, conflict):
            // The solver rolled the attempt back: read the restored values.
            ledger.drop(constraint)
            ledger.update(solver.takeValueChanges(), in: solver)
            writePendingFailure()
            events.append(.failed(name(constraint), conflict: conflict.map(name)))
            pendingFailure = PendingFailure(constraint: constraint, conflict: conflict)
        default:
            record(event, solver: solver, then: removalPivot.map { events(of: $0, spared: []) } ?? [])
        }
    }

    /// Adds, removals and edit-variable events (with `following`, the events that belong after
    /// them), in order with any recovery they complete.
    private func record(_ event: SolverEvent, solver: Solver, then following: [LayoutTraceEvent]) {
        let single: LayoutTraceEvent
        switch event {
        case let .added(constraint):
            let reading = ledger.enter(constraint, in: solver)
            single = .added(name(constraint), violation: reading.error + reading.outOfBounds)
        case let .removed(constraint):
            ledger.drop(constraint)
            single = .removed(name(constraint))
        case let .editAdded(variable, strength):
            single = .editVariableAdded(variable: variable.name, priority: strength.value)
        case let .editRemoved(variable):
            single = .editVariableRemoved(variable: variable.name)
        case let .suggested(variable, value):
            single = .suggested(variable: variable.name, value: value)
        case .pivot, .shift, .tradeOff, .failed:
            return
        }
        let traced = [single] + following
        if var pending = pendingFailure {
            if pending.removal == nil, case let .removed(member) = event, member !== pending.constraint,
               pending.conflict.contains(where: { $0 === member }) {
                pending.removal = (member, traced)
                pendingFailure = pending
                return
            }
            if let removal = pending.removal, case let .added(constraint) = event, constraint === pending.constraint {
                pendingFailure = nil
                events.append(.recovered(broken: name(removal.constraint), retrying: name(constraint), framework: framework))
                events += removal.events + traced
                return
            }
            writePendingFailure()
        }
        events += traced
    }

    private func flush() {
        writePendingMove()
        writePendingFailure()
    }

    private func writePendingMove() {
        guard let move = pendingMove else { return }
        pendingMove = nil
        events += self.events(of: move, spared: [])
    }

    /// The move, then its trade-off when some constraint gave way so that another holds or gets
    /// closer, or so that a stronger one was spared.
    private func events(of move: PendingMove, spared: [Constraint]) -> [LayoutTraceEvent] {
        let effect = move.effect
        let kept = spared.map(name)
        guard !effect.raised.isEmpty, !effect.lowered.isEmpty || !effect.repaired.isEmpty || !kept.isEmpty else {
            return [move.event]
        }
        return [move.event, .tradeOff(TracedTradeOff(pivot: move.pivot, phase: move.phase, losers: effect.raised,
                                                     gainers: effect.lowered, repaired: effect.repaired, spared: kept))]
    }

    /// A failure not followed by "remove a member, add again": the engine left the constraint out.
    private func writePendingFailure() {
        guard let pending = pendingFailure else { return }
        pendingFailure = nil
        events.append(.recovered(broken: name(pending.constraint), retrying: nil, framework: framework))
        if let removal = pending.removal { events += removal.events }
    }

    /// The tableau as it is now, while it is small enough to print.
    private func tableau(of solver: Solver) -> String? {
        guard let limit = tableauRowLimit, rows <= limit else { return nil }
        return solver.tableauDescription()
    }

    /// Every constraint in the solver is one row; a rejected add is rolled back.
    private func countRows(_ event: SolverEvent) {
        switch event {
        case .added: rows += 1
        case .removed, .failed: rows -= 1
        default: return
        }
        mostRows = max(mostRows, rows)
    }

    private func name(_ constraint: Constraint) -> TracedConstraint { names.name(constraint) }
}
