/// Keeps every event of a solver and prints them as a readable trace.
public final class TraceRecorder: SolverObserver {
    /// Appended to once per event, so without exclusivity checks (nothing else touches it meanwhile).
    @exclusivity(unchecked) public private(set) var events: [SolverEvent] = []

    public init() {}

    public func solver(_ solver: Solver, didEmit event: SolverEvent) {
        events.append(event)
    }

    public func clear() { events.removeAll() }

    /// The trace as lines, one or more per event; deterministic for the same operations.
    public func lines() -> [String] {
        events.flatMap(TraceRecorder.describe)
    }

    public func render() -> String {
        lines().joined(separator: "\n")
    }

    static func describe(_ event: SolverEvent) -> [String] {
        switch event {
        case let .added(constraint):
            return ["add \(name(constraint)): \(equation(constraint))"]
        case let .removed(constraint):
            return ["remove \(name(constraint))"]
        case let .pivot(pivot):
            return ["  pivot #\(pivot.number) (\(pivot.phase.rawValue)): \(pivot.entering) enters, "
                + "\(pivot.leaving) leaves, step \(formatNumber(pivot.step)); objective \(objective(pivot.objective))"]
        case let .shift(shift):
            return ["  shift (\(shift.phase.rawValue)): \(shift.symbol) \(formatNumber(shift.from)) -> \(formatNumber(shift.to))"]
        case let .tradeOff(tradeOff):
            let at = tradeOff.pivot > 0 ? "pivot #\(tradeOff.pivot)" : "shift"
            var lines = ["  trade-off at \(at):"]
            lines += tradeOff.gainers.map { "    gains \(change($0))" }
            lines += tradeOff.losers.map { "    gives way \(change($0))" }
            lines += tradeOff.spared.map { "    kept \(name($0)) @\(formatNumber($0.strength.value)) (could have given way instead)" }
            return lines
        case let .editAdded(variable, strength):
            return ["edit \(variable.name) @\(formatNumber(strength.value))"]
        case let .editRemoved(variable):
            return ["end edit \(variable.name)"]
        case let .suggested(variable, value):
            return ["suggest \(variable.name) = \(formatNumber(value))"]
        case let .failed(constraint, conflict):
            return ["  unsatisfiable: \(name(constraint)) rejected, solver unchanged; conflict {"
                + conflict.map(name).joined(separator: ", ") + "}"]
        }
    }

    static func name(_ constraint: Constraint) -> String {
        let label = constraint.label
        return label.isEmpty ? "(\(equation(constraint)))" : label
    }

    static func equation(_ constraint: Constraint) -> String {
        "\(constraint.expression) \(constraint.relation.rawValue) 0\(constraint.strengthSuffix)"
    }

    static func objective(_ levels: [LevelValue]) -> String {
        if levels.isEmpty { return "0" }
        return levels.map { "@\(formatNumber($0.priority))=\(formatNumber($0.value))" }.joined(separator: " ")
    }

    static func change(_ change: ErrorChange) -> String {
        "\(name(change.constraint)) @\(formatNumber(change.constraint.strength.value)): error "
            + "\(formatNumber(change.before)) -> \(formatNumber(change.after))"
    }
}
