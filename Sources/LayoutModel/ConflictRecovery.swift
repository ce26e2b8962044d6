import Cassowary

/// Adding constraints with UIKit-like recovery from required conflicts.
///
/// When the solver rejects a required constraint it reports a minimal conflicting set, and one
/// member is broken by the rule `brokenMember` states (docs/semantics.md, "Required conflicts and
/// recovery"). Breaking one already in the solver removes it, and the add is tried again.
extension LayoutEngine {
    /// `replacing`: an installed constraint that `managed[index].lowered` takes the place of by a new
    /// constant (`Solver.replaceConstant`), tried first; it fails as adding after removing it fails.
    func install(at index: Int, replacing installed: Constraint? = nil) throws {
        guard let constraint = managed[index].lowered else { return }
        loweringObserver?.engine(self, willAdd: constraint, loweredFrom: managed[index].payload.loweredFrom)
        var replacing = installed
        // Each round removes one constraint from the solver, so this ends.
        for _ in 0...managed.count {
            do {
                if let old = replacing {
                    replacing = nil
                    keyOfSolverConstraint[ObjectIdentifier(old)] = nil
                    try solver.replaceConstant(of: old, with: constraint)
                } else {
                    try solver.add(constraint)
                }
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
                let (victim, choice) = brokenMember(of: members, adding: index)
                recoveryCount += 1
                let recovery = Recovery(members: members.map { managed[$0].payload },
                                        broken: managed[victim].payload, adding: managed[index].payload, choice: choice,
                                        recordedElsewhere: recordedRecovery(outside: members, broken: victim),
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
            // The members' items in their first mention's order (the set only spares a linear
            // search per item, which made a long chain's conflict quadratic).
            var items: [String] = []
            var seen = Set<String>()
            for payload in recovery.members {
                guard case let .layout(spec) = payload else { continue }
                for item in [spec.first.item, spec.second?.item].compactMap({ $0 }) where seen.insert(item).inserted {
                    items.append(item)
                }
            }
            let frames = items.compactMap { name -> (item: String, frame: Rect)? in
                catalogue.contains(name) ? (item: name, frame: relativeFrame(of: name)) : nil
            }
            recovery.outcome = RecoveryOutcome(frames: frames, brokenError: status(of: managed[victim]).1)
            managed[victim].recovery = recovery
        }
        unsettledRecoveries = []
    }

    /// The managed entries of a solver conflict set, in the solver's order.
    private func conflictMembers(_ conflict: [Constraint], adding index: Int) -> [Int] {
        var members: [Int] = []
        var seen = Set<Int>()
        for constraint in conflict {
            let position: Int?
            if constraint === managed[index].lowered {
                position = index
            } else {
                position = keyOfSolverConstraint[ObjectIdentifier(constraint)].flatMap { managedIndex[$0] }
            }
            if let position, seen.insert(position).inserted { members.append(position) }
        }
        if !seen.contains(index) { members.append(index) }
        return members
    }

    /// A member the input records UIKit breaking (`Layout.recordedRecoveries`), when the set holds
    /// one: what UIKit did is known, so it is not guessed; otherwise the rule's choice.
    private func brokenMember(of members: [Int], adding index: Int) -> (Int, RecoveryChoice) {
        let (victim, choice) = memberTheRuleBreaks(of: members, adding: index)
        guard !layout.recordedRecoveries.isEmpty, case let .layout(ruleChoice) = managed[victim].payload,
              let recorded = members.first(where: { member in
                  guard case let .layout(spec) = managed[member].payload else { return false }
                  return layout.recordedRecoveries.contains(spec)
              }), recorded != victim
        else { return (victim, choice) }
        return (recorded, .recordedByUIKit(ruleWouldBreak: ruleChoice))
    }

    /// The constraint the input records UIKit breaking when the set does not hold it and no
    /// recovery has broken it, so the explanation can say that UIKit broke another.
    private func recordedRecovery(outside members: [Int], broken victim: Int) -> LayoutConstraintSpec? {
        for recorded in layout.recordedRecoveries {
            let holders = managed.indices.filter { managed[$0].payload == .layout(recorded) }
            if holders.contains(where: { members.contains($0) || $0 == victim || managed[$0].recovery != nil }) { continue }
            return recorded
        }
        return nil
    }

    /// The documented rule (docs/semantics.md, "Which member is broken"): an app constraint when
    /// the set holds one, chosen as UIKit's logs show; a set made only by the system keeps the
    /// constraint being added and breaks the most recent of the others; a size floor last of all.
    private func memberTheRuleBreaks(of members: [Int], adding index: Int) -> (Int, RecoveryChoice) {
        // A rebuilt log lists UIKit's own constraints among the layout's; they stay UIKit's.
        let appMade = members.filter { !managed[$0].key.isSystemMade && !managed[$0].payload.saysSystemMade }
        if appMade.count == 1 { return (appMade[0], .onlyAppMember) }
        if !appMade.isEmpty {
            return appMemberToBreak(appMade, floors: members.filter { managed[$0].payload.isSizeFloor }, adding: index)
        }
        // UIKit has no size floors, so it cannot break one; a floor goes only when nothing else can.
        let notFloors = members.filter { !managed[$0].payload.isSizeFloor }
        let systemOthers = notFloors.filter { $0 != index }
        if !systemOthers.isEmpty { return (mostRecent(of: systemOthers, adding: index), .systemOnlyKeepingAdded) }
        return (mostRecent(of: notFloors.isEmpty ? members : notFloors, adding: index), .mostRecent)
    }

    /// The rule fitted to real logs, over the app constraints in the order UIKit lists them: the
    /// first inequality; else, when a view's size would have to go below zero (a size floor is in
    /// the set), the first that involves that size; else the first. Plain linear constraints
    /// (Cassowary lessons) keep Cassowary's behaviour: the most recent, the one being added first.
    private func appMemberToBreak(_ appMade: [Int], floors: [Int], adding index: Int) -> (Int, RecoveryChoice) {
        var specs: [(member: Int, spec: LayoutConstraintSpec)] = []
        for member in appMade {
            guard case let .layout(spec) = managed[member].payload else {
                return (mostRecent(of: appMade, adding: index), .mostRecent)
            }
            specs.append((member, spec))
        }
        let listed = specs.enumerated().sorted { lhs, rhs in
            let (a, b) = (lhs.element.spec.uikitListKey, rhs.element.spec.uikitListKey)
            return a != b ? a < b : lhs.offset < rhs.offset
        }.map(\.element)
        if let inequality = listed.first(where: { $0.spec.relation != .equal }) {
            return (inequality.member, .firstInequality)
        }
        let flooredSizes = floors.compactMap { managed[$0].lowered?.expression.terms.first?.variable }
        for entry in listed {
            let terms = managed[entry.member].lowered?.expression.terms ?? []
            if let size = terms.first(where: { flooredSizes.contains($0.variable) }) {
                return (entry.member, .sizeBelowZero(size.variable.name))
            }
        }
        return (listed[0].member, .firstListed)
    }

    private func mostRecent(of candidates: [Int], adding index: Int) -> Int {
        func recency(_ member: Int) -> Int { member == index ? Int.max : managed[member].addedAt }
        return candidates.max { recency($0) < recency($1) } ?? index
    }
}
