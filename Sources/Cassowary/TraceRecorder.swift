/// Keeps every event of a solver and prints them as a readable trace.
public final class TraceRecorder: SolverObserver {
    public private(set) var events: [SolverEvent] = []

    public init() {}

    public func solver(_ solver: Solver, didEmit event: SolverEvent) {
        events.append(event)
    }

    /// The trace, one line per event (STUB: final format comes with the solver).
    public func render() -> String {
        events.map { "\($0)" }.joined(separator: "\n")
    }
}
