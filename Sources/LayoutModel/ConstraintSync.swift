import Cassowary

/// Bringing the solver in line with the layout by applying only the difference: constraints whose
/// equation is unchanged stay in the solver untouched; changed ones are removed and re-added.
extension LayoutEngine {
    func synchronize() throws {
        lookupCache = nil
        let desired = desiredConstraints()
        // Intrinsic sizes are known only now (text measured at its wrap width).
        for entry in desired {
            guard case let .layout(spec) = entry.payload, entry.key.isSystemMade else { continue }
            if let error = LayoutValidation.rangeError(in: spec, at: location(of: entry.payload)) { throw error }
        }
        // Entries are updated in place and each key is hashed as few times as possible: at app
        // scale (tens of thousands of constraints) copying and hashing them was most of `solve`.
        var kept: [ConstraintKey: Int] = [:]
        if !managed.isEmpty {
            var wanted: [ConstraintKey: Int] = [:]
            wanted.reserveCapacity(desired.count)
            for (index, entry) in desired.enumerated() { wanted[entry.key] = index }
            // Removals first, so a changed constraint never conflicts with its own old version.
            kept.reserveCapacity(managed.count)
            for index in managed.indices {
                if managed[index].isInstalled, let installed = managed[index].lowered {
                    let stays = wanted[managed[index].key].flatMap { want in
                        desired[want].lowered?.isSameEquation(as: installed, sameSpec: desired[want].payload == managed[index].payload)
                    } ?? false
                    if !stays {
                        try removeFromSolver(installed)
                        managed[index].isInstalled = false
                    }
                }
                kept[managed[index].key] = index
            }
        }

        var next: [ManagedConstraint] = []
        next.reserveCapacity(desired.count)
        var nextIndex: [ConstraintKey: Int] = [:]
        nextIndex.reserveCapacity(desired.count)
        var pending: [Int] = []
        for want in desired {
            var entry = kept[want.key].map { managed[$0] } ?? ManagedConstraint(key: want.key, payload: want.payload)
            entry.payload = want.payload
            if !entry.isInstalled {
                entry.lowered = want.lowered
                if want.lowered == nil { entry.recovery = nil } else { pending.append(next.count) }
            }
            nextIndex[want.key] = next.count
            next.append(entry)
        }
        // Moved, not copied: were `next` still to hold the array, `install`'s first write would copy it.
        managed = consume next
        managedIndex = consume nextIndex
        // New, changed, and previously broken constraints, in order (broken ones are retried).
        unsettledRecoveries = []
        keyOfSolverConstraint.reserveCapacity(keyOfSolverConstraint.count + pending.count)
        for index in installOrder(pending) { try install(at: index) }
        settleRecoveries()
    }

    /// The pending entries in the order they go into the solver: the items' own sizes (content size,
    /// size floors) first, then the rest in list order. Chained first, a stack's arranged views
    /// took their sizes later and each size entered the row of every view after it: a stack of
    /// 2 000 labels built in quadratic time and memory. So a conflict is still met when its last
    /// scenario constraint is added.
    func installOrder(_ pending: [Int]) -> [Int] {
        func isOwnSize(_ index: Int) -> Bool { managed[index].key.isSystemMade && managed[index].payload.isItemOwnSize }
        let sizes = pending.filter(isOwnSize)
        guard !sizes.isEmpty, sizes.count < pending.count else { return pending }
        return sizes + pending.filter { !isOwnSize($0) }
    }

    func removeFromSolver(_ constraint: Constraint) throws {
        do {
            try solver.remove(constraint)
        } catch {
            let entry = keyOfSolverConstraint[ObjectIdentifier(constraint)].flatMap { managedIndex[$0] }.map { managed[$0] }
            throw LayoutError("internal solver error while removing `\(constraint.label)`: \(error)",
                              at: entry.flatMap { location(of: $0.payload) })
        }
        keyOfSolverConstraint[ObjectIdentifier(constraint)] = nil
    }

    /// UIKit's second pass for multi-line labels with an automatic preferredMaxLayoutWidth: wrap
    /// at the solved width, re-solve, until the widths stop changing (at most `passes` times).
    func settleWrappingLabels(passes: Int = 8) throws {
        let labels = layout.items.filter(Self.wrapsAutomatically)
        guard !labels.isEmpty else { return }
        for _ in 0..<passes {
            var changed = false
            for label in labels {
                let width = cleaned(solver.value(of: variables.variables(of: label.name).width))
                if let previous = secondPassWidths[label.name], abs(previous - width) < LayoutTolerance.sameLength { continue }
                secondPassWidths[label.name] = width
                changed = true
            }
            if !changed { return }
            try synchronize()
        }
        warnings.append(LayoutError("multi-line labels did not settle on a width after \(passes) passes", at: nil))
    }
}

/// Solver values with float noise removed (so output is stable): near-integers snap, −0 becomes 0.
func cleaned(_ value: Double) -> Double {
    let nearest = value.rounded()
    if abs(value - nearest) < LayoutTolerance.snap { return nearest + 0 }
    return value + 0
}
