import Cassowary

/// Reading the solved layout out of the solver.
extension LayoutEngine {
    public func solution() -> LayoutSolution {
        let windows = catalogue.items.map { (item: $0.name, frame: windowFrame(of: $0.name)) }
        var windowByName: [String: Rect] = [:]
        for entry in windows { windowByName[entry.item] = entry.frame }
        let frames = catalogue.items.map { item -> (item: String, frame: Rect) in
            var frame = windowByName[item.name] ?? Rect(x: 0, y: 0, width: 0, height: 0)
            if let parent = item.parent, let origin = windowByName[parent] {
                frame.x = cleaned(frame.x - origin.x)
                frame.y = cleaned(frame.y - origin.y)
            }
            return (item: item.name, frame: frame)
        }
        // The scenario's constraints, then the system-made ones, written once into one array.
        var constraints: [ConstraintStatus] = []
        constraints.reserveCapacity(managed.count)
        var linear: [LinearConstraintStatus] = []
        for systemMade in [false, true] {
            for entry in managed where entry.key.isSystemMade == systemMade {
                let (state, error) = status(of: entry)
                switch entry.payload {
                case let .layout(spec):
                    constraints.append(ConstraintStatus(spec: spec, state: state, error: error, lowered: entry.lowered))
                case let .linear(spec):
                    linear.append(LinearConstraintStatus(spec: spec, state: state, error: error, lowered: entry.lowered))
                }
            }
        }
        let (conflicts, linearConflicts) = recoveredConflicts()
        return LayoutSolution(
            frames: frames, windowFrames: windows, constraints: constraints,
            linearValues: layout.variables.map { (variable: $0, value: value(ofVariable: $0)) },
            linearConstraints: linear, conflicts: conflicts, linearConflicts: linearConflicts,
            generatedItems: generated.items.map(\.name), warnings: warnings)
    }

    /// An item's frame in window coordinates (zero for an unknown item).
    public func windowFrame(of item: String) -> Rect {
        guard let v = variables.existingVariables(of: item) else { return Rect(x: 0, y: 0, width: 0, height: 0) }
        return Rect(x: cleaned(solver.value(of: v.minX)), y: cleaned(solver.value(of: v.minY)),
                    width: cleaned(solver.value(of: v.width)), height: cleaned(solver.value(of: v.height)))
    }

    /// The value of a plain variable (0 when no constraint mentions it).
    public func value(ofVariable name: String) -> Double {
        variables.existingPlain(name).map { cleaned(solver.value(of: $0)) } ?? 0
    }

    /// The solved value of `item.attribute` in window coordinates (leading/trailing by the item's
    /// own layout direction).
    public func value(of anchor: Anchor) -> Double? {
        value(of: anchor, lowering: ConstraintLowering(catalogue: catalogue, variables: variables, wrapWidth: wrapWidth(of:)))
    }

    /// The same with a lowering made once for many anchors (`solvedStep`).
    func value(of anchor: Anchor, lowering: ConstraintLowering) -> Double? {
        guard catalogue.contains(anchor.item) else { return nil }
        let expression = lowering.windowExpression(anchor.item, anchor.attribute, rightToLeft: catalogue.isRightToLeft(anchor.item))
        return cleaned(expression.value { solver.value(of: $0) })
    }

    /// The solver variables of an item (nil for an unknown item).
    public func variables(of item: String) -> ItemVariables? {
        catalogue.contains(item) ? variables.variables(of: item) : nil
    }

    func status(of entry: ManagedConstraint) -> (ConstraintState, Double) {
        guard let lowered = entry.lowered else { return (.inactive, 0) }
        let raw = entry.isInstalled ? solver.error(of: lowered) : lowered.violation { solver.value(of: $0) }
        let error = lowered.isSatisfied(violation: raw, { solver.value(of: $0) }) ? 0 : cleaned(raw)
        if !entry.isInstalled { return (.brokenToRecover, error) }
        return (error == 0 ? .satisfied : .broken, error)
    }

    private func recoveredConflicts() -> ([RecoveredConflict], [RecoveredLinearConflict]) {
        let recoveries = managed.compactMap(\.recovery).sorted { $0.sequence < $1.sequence }
        var layoutConflicts: [RecoveredConflict] = []
        var linearConflicts: [RecoveredLinearConflict] = []
        for recovery in recoveries {
            switch recovery.broken {
            case let .layout(broken):
                let members = recovery.members.compactMap { payload -> LayoutConstraintSpec? in
                    if case let .layout(spec) = payload { return spec }
                    return nil
                }
                var added: LayoutConstraintSpec?
                if case let .layout(spec) = recovery.adding { added = spec }
                layoutConflicts.append(RecoveredConflict(conflict: members, broken: broken, added: added, choice: recovery.choice,
                                                         recordedElsewhere: recovery.recordedElsewhere, framework: layout.framework,
                                                         framesAfterRecovery: recovery.outcome?.frames ?? [],
                                                         brokenErrorAfterRecovery: recovery.outcome?.brokenError ?? 0))
            case let .linear(broken):
                let members = recovery.members.compactMap { payload -> LinearConstraintSpec? in
                    if case let .linear(spec) = payload { return spec }
                    return nil
                }
                linearConflicts.append(RecoveredLinearConflict(conflict: members, broken: broken, choice: recovery.choice,
                                                               brokenErrorAfterRecovery: recovery.outcome?.brokenError ?? 0))
            }
        }
        return (layoutConflicts, linearConflicts)
    }
}
