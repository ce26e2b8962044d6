import Cassowary

/// A change to the layout asked about without making it: the edits go to the engine's own solver
/// inside a trial (`Solver.trial`), the question is answered from there, and everything is undone.
/// It costs what the change moves, where a fresh engine per question costs the whole layout.
public struct LayoutTrial {
    let engine: LayoutEngine
    let solverTrial: SolverTrial
    /// The constraints the edits put in place of (or beside) the engine's, with their specs.
    let replacements: [(spec: LayoutConstraintSpec, lowered: Constraint)]
    /// Indices into the engine's constraints of those the edits took out or replaced.
    let replaced: Set<Int>
    /// The solver's `freedom()` in this trial, worked out when a range first needs it.
    private let freedom = LazyFreedom()

    /// Holds a `SolverFreedom` once made (a trial's solver does not change while it is read).
    private final class LazyFreedom {
        private var made: SolverFreedom?
        func of(_ solver: Solver) -> SolverFreedom {
            if let made { return made }
            let freedom = solver.freedom()
            made = freedom
            return freedom
        }
    }

    init(engine: LayoutEngine, solverTrial: SolverTrial, replacements: [(spec: LayoutConstraintSpec, lowered: Constraint)],
         replaced: Set<Int>) {
        self.engine = engine
        self.solverTrial = solverTrial
        self.replacements = replacements
        self.replaced = replaced
    }

    /// A variable's free range now: the screen around it first (cheap), then a probe, which
    /// gets the whole tableau's freedom (worked out once per trial) when it would otherwise pivot
    /// through rows the whole layout shares.
    private func range(of variable: Variable) throws -> VariableRange {
        let solver = engine.solver
        guard solver.mayBeFree(variable), solver.isWidelyShared(variable) else { return try engine.range(of: variable) }
        return try engine.range(of: variable, freedom: freedom.of(solver))
    }

    /// The state and error of one constraint now.
    public struct ConstraintAfter {
        public let spec: LayoutConstraintSpec
        public let state: ConstraintState
        public let error: Double
    }

    /// Every constraint whose state may differ from before the edits (the new or replaced ones,
    /// and the installed ones over a variable that moved), in a fixed order.
    public func changedConstraints() -> [ConstraintAfter] {
        var indices = Set<Int>()
        for variable in solverTrial.changedVariables() {
            indices.formUnion(engine.lookup.constraintsOfVariable[variable.id] ?? [])
        }
        var result: [ConstraintAfter] = []
        for index in indices.subtracting(replaced).sorted() {
            guard case let .layout(spec) = engine.managed[index].payload, let lowered = engine.managed[index].lowered else { continue }
            result.append(after(spec, lowered))
        }
        for replacement in replacements { result.append(after(replacement.spec, replacement.lowered)) }
        return result
    }

    /// The state now of the constraints standing for an engine constraint (`original`, as lowered
    /// for the solver): itself when the edits left it alone, else the edited versions that
    /// `matches` accepts (none when the edits removed it).
    public func constraints(standingFor original: Constraint?, matching matches: (LayoutConstraintSpec) -> Bool) -> [ConstraintAfter] {
        var result: [ConstraintAfter] = []
        if let original, let key = engine.keyOfSolverConstraint[ObjectIdentifier(original)],
           let index = engine.managedIndex[key], !replaced.contains(index), engine.managed[index].isInstalled,
           case let .layout(spec) = engine.managed[index].payload {
            result.append(after(spec, original))
        }
        for replacement in replacements where matches(replacement.spec) {
            result.append(after(replacement.spec, replacement.lowered))
        }
        return result
    }

    private func after(_ spec: LayoutConstraintSpec, _ lowered: Constraint) -> ConstraintAfter {
        let solver = engine.solver
        let raw = solver.error(of: lowered)
        let error = lowered.isSatisfied(violation: raw, { solver.value(of: $0) }) ? 0 : cleaned(raw)
        return ConstraintAfter(spec: spec, state: error == 0 ? .satisfied : .broken, error: error)
    }

    /// The free ranges now of an item's variables with these names (`box.minX`; see
    /// `LayoutEngine.ambiguity(of:)`), in the item's order.
    public func ranges(of item: String, named names: [String]) throws -> [VariableRange] {
        try engine.variables.variables(of: item).all.filter { names.contains($0.name) }.map(range(of:))
    }

    /// The free ranges now of the items' variables the edits touched (those of the constraints
    /// they changed and those they moved), keeping only the ranges that are not a single value:
    /// where a fix could have made something ambiguous.
    public func touchedFreeRanges() throws -> [VariableRange] {
        try solverTrial.touchedVariables().filter { engine.lookup.itemOfVariable[$0.id] != nil }
            .map(range(of:)).filter(\.isAmbiguous)
    }

    /// Frames relative to the superview now of the items the edits may have moved, in item order.
    public func movedFrames() -> [(item: String, frame: Rect)] {
        engine.itemsAffected(by: solverTrial.changedVariables()).map { (item: $0, frame: engine.relativeFrame(of: $0)) }
    }

    /// An item's frame relative to its superview now.
    public func frame(of item: String) -> Rect { engine.relativeFrame(of: item) }
}

/// How trying edits in place ended.
public enum TrialOutcome<T> {
    /// The edits were made and `body` answered.
    case answered(T)
    /// The engine would refuse the edits (UIKit would throw), or a required constraint they add
    /// conflicts with the layout.
    case rejected
    /// These edits cannot be tried in place (they change more than constraints and content
    /// priorities, leave a conflict the engine would recover from again in a layout with wrapping
    /// labels, or move a label that wraps at its solved width): apply them to a copy of the layout
    /// instead.
    case unsupported
    /// After the edits a constraint the engine left out to recover from a conflict still cannot be
    /// added: the required constraints still cannot all hold, so the edited layout has a required
    /// conflict of its own. Which constraint the engine would break then is not modelled here.
    case stillConflicting
}

extension LayoutEngine {
    /// Tries `edits` on the engine's own solver and answers `body` there; the engine is left
    /// exactly as it was. Supported: activating, deactivating, removing and adding app
    /// constraints, their priorities, and items' hugging and compression resistance.
    public func trying<T>(_ edits: [LayoutEdit], _ body: (LayoutTrial) throws -> T) throws -> TrialOutcome<T> {
        guard let plan = trialPlan(edits) else { return .unsupported }
        guard case let .change(changedUsers, added, items) = plan else { return .rejected }
        let lowering = ConstraintLowering(catalogue: catalogue, variables: variables, wrapWidth: wrapWidth(of:))
        var removals: [Int] = []
        var additions: [(spec: LayoutConstraintSpec, lowered: Constraint)] = []
        var edited = Set<Int>()
        for (index, spec) in changedUsers {
            guard let managedAt = managedIndex[.user(userIDs[index])] else { return .unsupported }
            edited.insert(managedAt)
            if managed[managedAt].isInstalled { removals.append(managedAt) }
            if let spec, spec.isActive { additions.append((spec, lowering.lower(spec))) }
        }
        for spec in added where spec.isActive {
            additions.append((spec, lowering.lower(spec)))
        }
        for item in items {
            guard let old = layout.item(named: item.name) else { return .unsupported }
            let before = ContentSize.constraints(for: old, wrapWidth: wrapWidth(of: old))
            let after = ContentSize.constraints(for: item, wrapWidth: wrapWidth(of: item))
            for spec in before where !after.contains(spec) {
                guard let managedAt = managedIndex[.system(SystemConstraintKey(spec, occurrence: 0))] else { return .unsupported }
                if managed[managedAt].lowered != nil && !managed[managedAt].isInstalled { return .unsupported }
                if managed[managedAt].isInstalled { removals.append(managedAt) }
            }
            for spec in after where !before.contains(spec) && spec.isActive {
                additions.append((spec, lowering.lower(spec)))
            }
        }
        return try solver.trial { solverTrial -> TrialOutcome<T> in
            for index in removals {
                guard let lowered = managed[index].lowered else { continue }
                try solver.remove(lowered)
            }
            for addition in additions {
                do {
                    try solver.add(addition.lowered)
                } catch SolverError.unsatisfiable {
                    return .rejected
                }
            }
            // After an edit the engine tries again every constraint it left out to recover from a
            // conflict; one that still conflicts would make it choose again (not modelled here).
            var retried: [(spec: LayoutConstraintSpec, lowered: Constraint)] = []
            for index in lookup.leftOut where !edited.contains(index) {
                guard case let .layout(spec) = managed[index].payload, let lowered = managed[index].lowered else { continue }
                do {
                    try solver.add(lowered)
                } catch SolverError.unsatisfiable {
                    // A wrapping label measured again could change a required size, so only
                    // without them is the conflict sure to be the edited layout's too.
                    return lookup.wrappingLabels.isEmpty ? .stillConflicting : .unsupported
                }
                retried.append((spec, lowered))
            }
            // A label that wraps at its solved width would be measured again (UIKit's second pass).
            for label in lookup.wrappingLabels {
                let width = cleaned(solver.value(of: variables.variables(of: label).width))
                if let settled = secondPassWidths[label], abs(settled - width) > LayoutTolerance.sameLength {
                    return .unsupported
                }
            }
            let trial = LayoutTrial(engine: self, solverTrial: solverTrial, replacements: additions + retried,
                                    replaced: Set(removals).union(lookup.leftOut))
            return .answered(try body(trial))
        }
    }

    private enum TrialPlan {
        /// App constraints by index (nil: removed), app constraints added, items changed.
        case change([(Int, LayoutConstraintSpec?)], [LayoutConstraintSpec], [LayoutItem])
        case rejected
    }

    /// What the edits change, checked as `apply` would check them; nil when unsupported.
    private func trialPlan(_ edits: [LayoutEdit]) -> TrialPlan? {
        var changed: [Int: LayoutConstraintSpec?] = [:]
        var added: [LayoutConstraintSpec] = []
        var items: [String: LayoutItem] = [:]
        func current(_ index: Int) -> LayoutConstraintSpec? {
            if let entry = changed[index] { return entry }
            return layout.constraints[index]
        }
        func indices(_ identifier: String) -> [Int] {
            (lookup.userConstraints[identifier] ?? []).filter { current($0) != nil }
        }
        for edit in edits {
            switch edit {
            case let .setActive(identifier, active):
                let found = indices(identifier)
                guard !found.isEmpty else { return .rejected }
                for index in found { changed[index] = current(index).map { var spec = $0; spec.isActive = active; return spec } }
            case let .setPriority(identifier, priority):
                let found = indices(identifier)
                guard !found.isEmpty, LayoutValidation.isValidPriority(priority) else { return .rejected }
                for index in found {
                    guard var spec = current(index) else { continue }
                    // UIKit throws when an active constraint switches between required and optional.
                    if spec.isActive && (spec.priority >= Priority.required.value) != (priority >= Priority.required.value) { return .rejected }
                    spec.priority = priority
                    changed[index] = spec
                }
            case let .removeConstraint(identifier):
                let found = indices(identifier)
                guard !found.isEmpty else { return .rejected }
                for index in found { changed[index] = .some(nil) }
            case let .addConstraint(spec):
                guard LayoutValidation.errors(in: spec, catalogue: catalogue).isEmpty else { return .rejected }
                added.append(spec)
            case let .updateItem(item):
                guard let old = items[item.name] ?? layout.item(named: item.name) else { return .rejected }
                var contentOnly = item
                contentOnly.huggingHorizontal = old.huggingHorizontal
                contentOnly.huggingVertical = old.huggingVertical
                contentOnly.compressionHorizontal = old.compressionHorizontal
                contentOnly.compressionVertical = old.compressionVertical
                guard contentOnly == old else { return nil }
                items[item.name] = item
            case let .setContentPriority(name, priority, axis, value):
                guard let old = items[name] ?? layout.item(named: name) else { return .rejected }
                items[name] = priority.set(value, on: axis, of: old)
            default:
                return nil
            }
        }
        let changedUsers = changed.keys.sorted().map { ($0, changed[$0]!) }
        let changedItems = items.values.sorted { (layout.index(ofItem: $0.name) ?? 0) < (layout.index(ofItem: $1.name) ?? 0) }
        return .change(changedUsers, added, changedItems)
    }
}

extension LayoutEngine {
    /// The deletion filter over the layout's constraints at `members` (indices into
    /// `layout.constraints`, tried in that order): each is left out in turn and stays out when the
    /// rest of the required constraints (the system's all stay, those left out before stay out)
    /// still cannot hold. The answer a fresh engine per member gives, asked instead in trials on
    /// this engine's solver, which holds every required constraint but the one it broke: leaving
    /// a member out and putting the broken one back touches two constraints, not the whole layout.
    /// Nil when the solver is not in that state (not exactly one constraint left out, a member not
    /// a required constraint of the layout) or a label wraps at its solved width (its size
    /// constraints would differ between the engines).
    public func deletionFilter(_ members: [Int]) throws -> [Int]? {
        guard lookup.leftOut.count == 1, lookup.wrappingLabels.isEmpty,
              let broken = managed[lookup.leftOut[0]].lowered, broken.isRequired else { return nil }
        var lowered: [Constraint] = []
        for member in members {
            guard member >= 0, member < userIDs.count, let at = managedIndex[.user(userIDs[member])],
                  let constraint = managed[at].lowered, constraint.isRequired else { return nil }
            lowered.append(constraint)
        }
        return try solver.trial { _ in
            var kept = members
            for (member, constraint) in zip(members, lowered) where kept.count > 1 {
                // Without the broken one the solver holds the rest already.
                let holdsWithout = try constraint === broken || solver.trial { inner in
                    try solver.remove(constraint)
                    return try inner.add(ifSatisfiable: broken)
                }
                if !holdsWithout {
                    kept.removeAll { $0 == member }
                    try solver.remove(constraint)
                }
            }
            return kept
        }
    }
}
