import Cassowary

/// Adding constraints with UIKit-like recovery from required conflicts.
///
/// When the solver rejects a required constraint it reports a minimal conflicting set. The rule
/// for the one to break (docs/semantics.md, "Required conflicts and recovery"): if the set holds
/// any app (scenario) constraint, a system-made one is never broken, and among the app ones the
/// one that entered the solver most recently is broken, the constraint being added counting as
/// the most recent. If every member is system-made, the one being added is kept (as UIKit keeps
/// UISV-hiding and breaks UISV-spacing in the nested-stack logs) and the most recent of the
/// others is broken; an engine size floor only when nothing else can be. Breaking one already in
/// the solver removes it, and the add is tried again.
extension LayoutEngine {
    func install(at index: Int) throws {
        guard let constraint = managed[index].lowered else { return }
        loweringObserver?.engine(self, willAdd: constraint, loweredFrom: managed[index].payload.loweredFrom)
        // Each round removes one constraint from the solver, so this ends.
        for _ in 0...managed.count {
            do {
                try solver.add(constraint)
                additionCount += 1
                managed[index].isInstalled = true
                managed[index].addedAt = additionCount
                managed[index].recovery = nil
                keyOfSolverConstraint[ObjectIdentifier(constraint)] = managed[index].key
                return
            } catch let SolverError.unsatisfiable(_, conflict) {
                // The layout the earlier recoveries left is the one before this conflict changes it.
                settleRecoveries()
                let members = conflictMembers(conflict, adding: index)
                let victim = brokenMember(of: members, adding: index)
                recoveryCount += 1
                let recovery = Recovery(members: members.map { managed[$0].payload },
                                        broken: managed[victim].payload, adding: managed[index].payload,
                                        sequence: recoveryCount)
                managed[victim].recovery = recovery
                unsettledRecoveries.append(victim)
                if victim == index { return }
                if let installed = managed[victim].lowered { try removeFromSolver(installed) }
                managed[victim].isInstalled = false
            } catch {
                throw LayoutError("internal solver error while adding `\(constraint.label)`: \(error)",
                                  at: location(of: managed[index].payload))
            }
        }
        throw LayoutError("internal error: could not recover from the conflicts of `\(constraint.label)`",
                          at: location(of: managed[index].payload))
    }

    /// Reads what the recoveries not yet read left: the frames of the items their members name
    /// and the broken constraint's error, in the solver as it is now.
    func settleRecoveries() {
        for victim in unsettledRecoveries {
            guard var recovery = managed[victim].recovery, recovery.outcome == nil else { continue }
            var items: [String] = []
            for payload in recovery.members {
                guard case let .layout(spec) = payload else { continue }
                for item in [spec.first.item, spec.second?.item].compactMap({ $0 }) where !items.contains(item) {
                    items.append(item)
                }
            }
            let frames = items.compactMap { name -> (item: String, frame: Rect)? in
                guard let item = catalogue.item(name) else { return nil }
                var frame = windowFrame(of: name)
                if let parent = item.parent {
                    let origin = windowFrame(of: parent)
                    frame.x = cleaned(frame.x - origin.x)
                    frame.y = cleaned(frame.y - origin.y)
                }
                return (item: name, frame: frame)
            }
            recovery.outcome = RecoveryOutcome(frames: frames, brokenError: status(of: managed[victim]).1)
            managed[victim].recovery = recovery
        }
        unsettledRecoveries = []
    }

    /// The managed entries of a solver conflict set, in the solver's order.
    private func conflictMembers(_ conflict: [Constraint], adding index: Int) -> [Int] {
        var members: [Int] = []
        for constraint in conflict {
            let position: Int?
            if constraint === managed[index].lowered {
                position = index
            } else {
                position = keyOfSolverConstraint[ObjectIdentifier(constraint)].flatMap { managedIndex[$0] }
            }
            if let position, !members.contains(position) { members.append(position) }
        }
        if !members.contains(index) { members.append(index) }
        return members
    }

    /// The documented rule: app constraints before system-made ones, then the most recent; a set
    /// made only by the system keeps the constraint being added.
    private func brokenMember(of members: [Int], adding index: Int) -> Int {
        let appMade = members.filter { !managed[$0].key.isSystemMade }
        // UIKit has no size floors, so it cannot break one; a floor goes only when nothing else can.
        let notFloors = members.filter { !managed[$0].payload.isSizeFloor }
        let systemOthers = notFloors.filter { $0 != index }
        let candidates = !appMade.isEmpty ? appMade
            : !systemOthers.isEmpty ? systemOthers
            : (notFloors.isEmpty ? members : notFloors)
        func recency(_ member: Int) -> Int { member == index ? Int.max : managed[member].addedAt }
        return candidates.max { recency($0) < recency($1) } ?? index
    }
}
