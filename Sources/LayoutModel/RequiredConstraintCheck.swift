import Cassowary

/// The promise behind every answer: a solution that leaves an accepted required constraint
/// unsatisfied is never reported as a layout. The solver works in floating point; inside the
/// supported range (`SupportedRange`) its rounding stays far below the tolerance, and if it ever
/// does not, this check turns the result into an error that names the constraint and its source.
extension LayoutEngine {
    /// Throws for the first installed required constraint the solved values break.
    func checkRequiredConstraintsHold() throws {
        for entry in managed { try checkRequiredConstraintHolds(entry) }
    }

    /// Throws when `entry` is an installed required constraint the solved values break.
    func checkRequiredConstraintHolds(_ entry: ManagedConstraint) throws {
        guard entry.isInstalled, entry.payload.isRequired, let lowered = entry.lowered else { return }
        let violation = lowered.violation { solver.value(of: $0) }
        guard !lowered.isSatisfied(violation: violation, { solver.value(of: $0) }) else { return }
        let shown = violation.isFinite ? "off by \(formatNumber(violation))" : "its value is not a finite number"
        throw LayoutError("the solver could not satisfy the required `\(entry.payload.scenarioDescription)` (\(shown)); "
                          + "the layout's numbers lose too much precision in floating point. "
                          + "Keep constants and lengths \(SupportedRange.constantRangeText) and multipliers "
                          + SupportedRange.coefficientRangeText,
                          at: location(of: entry.payload))
    }

    /// Where a constraint came from: its line in the scenario, or the line of the item whose
    /// system-made constraint it is.
    func location(of payload: ConstraintPayload) -> SourceLocation? {
        switch payload {
        case let .linear(spec): return spec.location
        case let .layout(spec):
            switch spec.provenance {
            case let .source(location): return location
            case let .generated(generator): return layout.item(named: generator.owner)?.location
            }
        }
    }
}
