import Cassowary
import LayoutModel

/// Finds verified fixes for the problems of a solved step (docs/cli.md, `explain`): candidate
/// edits are generated from the problem, each is tried on the step's own engine (a trial its
/// solver undoes, `LayoutEngine.trying`), and only those that remove the problem without adding
/// another are kept. Edits a trial cannot make are applied to a fresh engine built from the
/// layout instead, and compared with a fresh engine's problems.
public final class FixFinder {
    /// More than a handful of fixes per problem is noise; candidates are tried in a fixed order.
    public static let maximumPerProblem = 5

    let engine: LayoutEngine
    let solution: LayoutSolution
    /// The step's problems and frames, which trials are compared with.
    let baseline: ProblemSnapshot
    let baselineFrames: [String: Rect]
    /// The solution's broken optional constraints, in order.
    let brokenOptional: [ConstraintStatus]
    /// For each item, the positions in `brokenOptional` of the constraints that name it, in order.
    let brokenOptionalNaming: [String: [Int]]
    /// Index into the solution's constraints by the solver constraint each was lowered to.
    let statusOfLowered: [ObjectIdentifier: Int]
    /// The same for a fresh engine on the layout, made when a candidate first needs one (the
    /// step's own engine may have met its conflicts in another order).
    private var fresh: (snapshot: ProblemSnapshot, frames: [String: Rect])?
    /// Whether pins are written with leading/trailing (`FixCandidate.usesDirectionalEdges`): it
    /// reads every constraint of the layout, so it is worked out once, for the first pin.
    private lazy var usesDirectionalEdges = FixCandidate.usesDirectionalEdges(engine.layout)
    /// The baseline's free variables by item: for each `item.` a name starts with, the names in
    /// order. Looked up for every moved ambiguous item of every candidate, so it is built once
    /// (filtering every free variable there made the fix search quadratic in ambiguous items).
    private lazy var freeRangeNames: [String: [String]] = {
        var names: [String: [String]] = [:]
        for key in baseline.freeRanges.keys {
            var start = key.startIndex
            while let dot = key[start...].firstIndex(of: ".") {
                names[String(key[..<dot]), default: []].append(key)
                start = key.index(after: dot)
            }
        }
        return names.mapValues { $0.sorted() }
    }()
    /// Replays each fix that passes from scratch through the input's language before it is kept
    /// (`FixReplaying`); without one, fixes are checked by trial only (tests of the trial itself).
    public var replay: (any FixReplaying)?
    /// Fixes that passed the trial but were not shown because replaying them was over budget.
    public private(set) var withheldCount = 0
    /// Problems not searched for fixes because the step's replays were spent before they came up:
    /// none of their fixes could be shown, and trying their candidates is the one cost of a problem
    /// that is not bounded per step (a trial can pivot through rows the whole layout shares).
    public private(set) var unsearchedCount = 0
    /// Whether a fix is weighed by the ambiguity it leaves or removes. Off for a layout its format
    /// records only in part (a console log lists the conflict, not what places the views): there
    /// every view is loose by design, and saying a fix leaves it so is noise.
    public var weighsAmbiguity = true
    /// Whether a candidate whose trial leaves a required conflict is dropped without the copy's
    /// check when that check could not pass (off only to test that it changes no answer).
    var skipsFixesLeavingAConflict = true
    /// Candidates dropped so.
    private(set) var skippedLeavingAConflict = 0

    /// `engine` is the step's live engine: its values choose the numbers of the candidates.
    public init(engine: LayoutEngine) throws {
        self.engine = engine
        solution = engine.solution()
        baseline = try ProblemSnapshot(engine: engine, solution: solution)
        baselineFrames = Self.framesByItem(solution)
        brokenOptional = solution.constraints.filter { $0.state == .broken && !$0.spec.isRequired }
        var naming: [String: [Int]] = [:]
        for (position, status) in brokenOptional.enumerated() {
            naming[status.spec.first.item, default: []].append(position)
            if let second = status.spec.second?.item, second != status.spec.first.item {
                naming[second, default: []].append(position)
            }
        }
        brokenOptionalNaming = naming
        var index: [ObjectIdentifier: Int] = [:]
        for (position, status) in solution.constraints.enumerated() {
            if let lowered = status.lowered, index[ObjectIdentifier(lowered)] == nil { index[ObjectIdentifier(lowered)] = position }
        }
        statusOfLowered = index
    }

    private static func framesByItem(_ solution: LayoutSolution) -> [String: Rect] {
        var frames: [String: Rect] = [:]
        for entry in solution.frames where frames[entry.item] == nil { frames[entry.item] = entry.frame }
        return frames
    }

    private func freshBaseline() throws -> (snapshot: ProblemSnapshot, frames: [String: Rect]) {
        if let fresh { return fresh }
        let copy = try LayoutEngine(layout: engine.layout)
        let copySolution = copy.solution()
        let made = (snapshot: try ProblemSnapshot(engine: copy, solution: copySolution), frames: Self.framesByItem(copySolution))
        fresh = made
        return made
    }

    /// Whether `checkOnCopy` could pass an edit after which a required conflict remains. The copy
    /// then recovers from a conflict too, and passes only when the fresh layout has `problem` and
    /// that conflict is one the fresh layout already had, other than `problem` itself.
    private func copyCheckCouldPassLeavingAConflict(_ problem: FixProblem) throws -> Bool {
        let before = try freshBaseline().snapshot
        guard before.has(problem) else { return false }
        var others = before.conflicts
        if case let .conflict(conflict) = problem { others.remove(ProblemSnapshot.key(conflict)) }
        return !others.isEmpty
    }

    /// True (and counted) when the step's replays are spent, so no fix of a further problem could
    /// be shown: its candidates are not made or tried.
    private func replaysSpent() -> Bool {
        guard let replay, replay.isSpent else { return false }
        unsearchedCount += 1
        return true
    }

    /// Fixes for a broken optional constraint, using its explanation set as the competitors.
    public func fixes(for explanation: BrokenConstraintExplanation) throws -> [VerifiedFix] {
        guard let target = status(of: explanation.constraint), !replaysSpent() else { return [] }
        let members = explanation.members.compactMap(status(of:)).map(\.spec)
        let spec = target.spec, priority = spec.priority
        var candidates: [FixCandidate?] = []
        // Move the loser past its strongest optional competitor, or past its equals in a tie.
        let stronger = members.map(\.priority).filter { $0 > priority && $0 < Priority.required.value }
        let raised = stronger.max().map { $0 + 1 } ?? (members.contains { $0.priority == priority } ? priority + 1 : nil)
        if let raised {
            candidates.append(FixCandidate.priority(spec, to: raised))
            candidates.append(FixCandidate.contentPriority(spec, to: raised, in: engine.layout))
        }
        // Or move each competitor below the loser (required ones become optional to do so).
        for member in members {
            let yields = "at \(formatNumber(priority - 1)) it gives way to `\(ScenarioSyntax.describe(spec))`, which then holds"
            candidates.append(FixCandidate.priority(member, to: priority - 1, reason: yields))
            if member.priority == priority {
                candidates.append(FixCandidate.contentPriority(member, to: priority - 1, in: engine.layout))
            }
        }
        candidates += members.map { FixCandidate.stopTranslatingAutoresizingMask($0, in: engine.layout) }
        candidates.append(FixCandidate.relation(spec, in: engine.layout, engine: engine))
        candidates += members.map { FixCandidate.relation($0, in: engine.layout, engine: engine) }
        candidates += members.map(FixCandidate.deactivate)
        let problem = FixProblem.broken(target)
        return try verified(candidates, for: problem, items: items(of: [spec] + members)) { standing in
            // The fixed constraint's priority after the edit bounds what may break instead: an app
            // constraint's new priority, or a view's new hugging or compression resistance (the
            // regenerated content-size constraint), so raising a button's hugging to 252 may
            // stretch a label hugging at 251 instead.
            standing.filter { !$0.isRequired && ($0.isWrittenByTheApp || $0.isContentSize) }.map(\.priority).max() ?? priority
        }
    }

    /// Fixes for a recovered required conflict: make a member optional, loosen one, or drop one.
    public func fixes(for conflict: RecoveredConflict) throws -> [VerifiedFix] {
        guard !replaysSpent() else { return [] }
        // The broken member first: it is the one the app evidently cares least about.
        let members = [conflict.broken] + conflict.conflict.filter { $0 != conflict.broken }
        var candidates: [FixCandidate?] = members.map { FixCandidate.stopTranslatingAutoresizingMask($0, in: engine.layout) }
        candidates += members.map { FixCandidate.priority($0, to: 999) }
        candidates += members.map { FixCandidate.relation($0, in: engine.layout, engine: engine) }
        candidates += members.map(FixCandidate.deactivate)
        return try verified(candidates, for: .conflict(conflict), items: items(of: conflict.conflict)) { _ in
            Priority.required.value
        }
    }

    /// Fixes for an ambiguous item: break a tie among its optional constraints or its content
    /// priorities by one, or pin a free variable where the solver put it.
    public func fixes(forAmbiguous report: AmbiguityReport) throws -> [VerifiedFix] {
        guard !replaysSpent() else { return [] }
        let item = report.item
        let free = report.ambiguity.ambiguousFrameVariables
        let names = free.map(\.range.variable)
        let axes = Set(free.map(\.variable.axis))
        // Only the content priorities of items that move with this one can break its tie (the
        // alternative layout moves them); without an alternative, any item's may.
        let moving = report.ambiguity.alternative.map { Set($0.windowFrames.map(\.item)).union([item]) }
        let nearby = moving.map { items in Set(items.flatMap { brokenOptionalNaming[$0] ?? [] }).sorted() }
        var candidates: [FixCandidate?] = []
        // Raising one tied constraint by one breaks the tie: the others at its priority may break
        // instead, nothing stronger.
        func breakingTie(_ candidate: FixCandidate?, at priority: Double) -> FixCandidate? {
            candidate.map { var tie = $0; tie.tieLevel = priority; return tie }
        }
        for position in nearby ?? Array(brokenOptional.indices) {
            let spec = brokenOptional[position].spec
            let mentions = spec.first.item == item || spec.second?.item == item
            if mentions { candidates.append(breakingTie(FixCandidate.priority(spec, to: spec.priority + 1), at: spec.priority)) }
            if case let .generated(generator) = spec.provenance, generator.kind == .contentSize,
               moving?.contains(spec.first.item) ?? true,
               axes.contains(spec.first.attribute.axis) {
                candidates.append(breakingTie(FixCandidate.contentPriority(spec, to: spec.priority + 1, in: engine.layout),
                                              at: spec.priority))
            }
        }
        if let declared = engine.layout.item(named: item), let frame = solution.frame(of: item) {
            candidates += free.map { FixCandidate.pin($0.variable, of: declared, frame: frame, in: engine.layout,
                                                      directional: usesDirectionalEdges) }
        }
        return try verified(candidates, for: .ambiguous(item: item, variables: names), items: [item]) { _ in 0 }
    }

    /// Checks each distinct candidate and keeps the best few that pass, ranked by what they cost
    /// the rest of the layout (`FixCost`), then by kind, then in the order they were made.
    /// `allowedPriority` gets the constraints standing for the problem's constraint after the edit.
    private func verified(_ candidates: [FixCandidate?], for problem: FixProblem, items: [String],
                          allowedPriority: ([LayoutConstraintSpec]) -> Double) throws -> [VerifiedFix] {
        var seen = Set<[LayoutEdit]>()
        let hasProblem = baseline.has(problem)
        // Best kind first (a stable sort keeps each kind's own order), so a cap keeps the best kinds.
        let byKind = candidates.compactMap { $0 }.enumerated().sorted { a, b in
            a.element.kind != b.element.kind ? a.element.kind < b.element.kind : a.offset < b.offset
        }.map(\.element)
        // Every candidate that passes the check is costed before any is shown, up to a few times
        // the number shown, so a cheap fix of a later kind can outrank a costly one of an earlier.
        var passed: [(candidate: FixCandidate, frames: [(item: String, frame: Rect)], cost: FixCost)] = []
        for candidate in byKind where seen.insert(candidate.edits).inserted {
            guard passed.count < Self.maximumPerProblem * Self.costedPerShown else { break }
            func allowed(_ standing: [LayoutConstraintSpec]) -> Double { max(allowedPriority(standing), candidate.tieLevel ?? 0) }
            var outcome: TrialOutcome<Checked?> = .unsupported
            if hasProblem {
                outcome = try engine.trying(candidate.edits) { trial in
                    try check(trial, for: problem, items: items, allowedPriority: allowed)
                }
            }
            var checked: Checked?
            switch outcome {
            case let .answered(found): checked = found
            case .rejected: continue
            case .unsupported: checked = try checkOnCopy(candidate, for: problem, items: items, allowedPriority: allowed)
            case .stillConflicting:
                // The edited layout has a required conflict; the copy's check, which costs a whole
                // engine, is made only when it could pass.
                if skipsFixesLeavingAConflict, try !copyCheckCouldPassLeavingAConflict(problem) {
                    skippedLeavingAConflict += 1
                    continue
                }
                checked = try checkOnCopy(candidate, for: problem, items: items, allowedPriority: allowed)
            }
            // A frame the model forbids (a negative size) is never shown as what a fix gives.
            guard let checked, !checked.frames.contains(where: { $0.frame.width < 0 || $0.frame.height < 0 }) else { continue }
            var cost = checked.cost
            // A constraint the fix deactivates no longer holds at all: it costs as much as one it breaks.
            for case let .setActive(identifier, false) in candidate.edits where candidate.kind == .removal {
                cost.newlyBroken += engine.layout.constraints.filter { $0.identifier == identifier && $0.isActive }.map(\.priority)
            }
            cost.newlyBroken.sort(by: >)
            passed.append((candidate, checked.frames, cost))
        }
        let ranked = passed.enumerated().sorted { a, b in
            FixCost.isCheaper(a.element.cost, than: b.element.cost) ?? (a.offset < b.offset)
        }.map(\.element)
        var fixes: [VerifiedFix] = []
        var withheld = 0
        for (candidate, frames, cost) in ranked {
            guard fixes.count + withheld < Self.maximumPerProblem else { break }
            // What is shown must be what the developer gets: the fix as written, solved from scratch.
            if let replay {
                switch replay.replayed(candidate.edits) {
                case let .solved(scratch): guard try FixReplayCheck.holds(frames, for: problem, in: scratch) else { continue }
                case .failed: continue
                case .overBudget:
                    withheld += 1
                    withheldCount += 1
                    continue
                }
            }
            fixes.append(VerifiedFix(summary: candidate.summary, kind: candidate.kind, reason: candidate.reason,
                                     edits: candidate.edits, frames: frames, cost: cost))
        }
        return fixes
    }

    /// Candidates costed per fix shown: enough to rank, few enough to keep explain's trials bounded.
    static let costedPerShown = 3

    /// A candidate that passed: the frames to show and what it costs the rest of the layout.
    typealias Checked = (frames: [(item: String, frame: Rect)], cost: FixCost)

    /// The cost of a fix from the frames it gives, the sizes of the superviews after it, the
    /// optional constraints it newly breaks (with their errors after it) and how many other
    /// problems it removes. `problem` is the one fixed: a newly broken constraint as severe is a trade.
    private func cost(_ frames: [(item: String, frame: Rect)], parentSize: (String) -> Size?,
                      newlyBroken: [(spec: LayoutConstraintSpec, error: Double)], alsoRemoved: Int,
                      fixing problem: FixProblem) -> FixCost {
        var cost = FixCost()
        cost.alsoRemoved = alsoRemoved
        cost.newlyBroken = newlyBroken.map(\.spec.priority).sorted(by: >)
        var squeezed = Set<String>()
        for (spec, _) in newlyBroken { if let owner = FixCost.squeezedOwner(spec) { squeezed.insert(owner) } }
        // A squeeze has its own caution, and a helper UIKit breaks by design is no finding.
        let fixedSeverity = problem.severity
        for (spec, error) in newlyBroken where FixCost.squeezedOwner(spec) == nil && BrokenByDesign.reason(for: spec) == nil {
            let severity = FindingSeverity.of(broken: spec)
            guard severity >= fixedSeverity else { continue }
            cost.trades.append(FixCost.Trade(constraint: ScenarioSyntax.describe(spec), error: error, severity: severity,
                                             fixedSeverity: fixedSeverity, stretchedView: FixCost.stretchedOwner(spec)))
        }
        for entry in frames {
            guard let item = engine.layout.item(named: entry.item) else { continue }
            if squeezed.contains(entry.item) { cost.squeezed.append(entry.item) }
            if let before = baselineFrames[entry.item] {
                let width = entry.frame.width == 0 && before.width != 0, height = entry.frame.height == 0 && before.height != 0
                if width || height {
                    cost.collapsed.append((entry.item, width && height ? "to nothing" : width ? "to zero width" : "to zero height"))
                }
            }
            // A scroll view's content may lie outside its bounds: that is what scrolling is for.
            guard let parent = item.parent, engine.layout.item(named: parent)?.kind != .scrollView,
                  let size = parentSize(parent), FixCost.sticksOut(entry.frame, of: size) else { continue }
            let wasOut = baselineFrames[entry.item].flatMap { before in
                baselineFrames[parent].map { FixCost.sticksOut(before, of: Size(width: $0.width, height: $0.height)) }
            } ?? false
            if !wasOut { cost.offScreen.append(entry.item) }
        }
        // A squeezed view the fix did not move is still named, after the ones it did, in item order.
        let shown = Set(frames.map(\.item))
        cost.squeezed += squeezed.filter { !shown.contains($0) }
            .sorted { (engine.layout.index(ofItem: $0) ?? 0) < (engine.layout.index(ofItem: $1) ?? 0) }
        return cost
    }

    /// Inside a trial: the frames to show when the edit removed the problem and added none, else nil.
    private func check(_ trial: LayoutTrial, for problem: FixProblem, items: [String],
                       allowedPriority: ([LayoutConstraintSpec]) -> Double) throws -> Checked? {
        var allowed = allowedPriority([])
        var fixedKey: String?
        switch problem {
        case let .broken(status):
            let key = ProblemSnapshot.key(status.spec)
            fixedKey = key
            let standing = trial.constraints(standingFor: status.lowered, matching: { ProblemSnapshot.key($0) == key })
            if standing.contains(where: { $0.state == .broken }) { return nil }
            allowed = allowedPriority(standing.map(\.spec))
        case let .ambiguous(item, variables):
            // Only a variable that was free can still be; one the fix freed is a touched one, below.
            if try trial.ranges(of: item, named: variables).contains(where: \.isAmbiguous) { return nil }
        case .conflict:
            // A trial ends in one only when every constraint left out went back in.
            break
        }
        for range in try trial.touchedFreeRanges() {
            guard let old = baseline.freeRanges[range.variable], range.lower >= old.lower - AmbiguityFinder.tolerance,
                  range.upper <= old.upper + AmbiguityFinder.tolerance else { return nil }
        }
        var newlyBroken: [(spec: LayoutConstraintSpec, error: Double)] = [], alsoRemoved = 0, relieved: [String] = []
        for after in trial.changedConstraints() where !after.spec.isRequired {
            let key = ProblemSnapshot.key(after.spec), wasBroken = baseline.broken[key] != nil
            if after.state != .broken {
                if wasBroken && key != fixedKey { alsoRemoved += 1 }
                if let owner = baseline.squeezed[key] { relieved.append(owner) }
                continue
            }
            guard wasBroken || after.spec.priority <= allowed else { return nil }
            if !wasBroken { newlyBroken.append((after.spec, after.error)) }
        }
        // The items the problem involves and every item the fix moved, in item order.
        var shown: [String: Rect] = [:]
        for entry in trial.movedFrames() where engine.layout.item(named: entry.item) != nil {
            if let before = baselineFrames[entry.item], sameFrame(before, entry.frame) { continue }
            shown[entry.item] = entry.frame
        }
        for item in items where item != engine.layout.rootName && shown[item] == nil && engine.layout.item(named: item) != nil {
            shown[item] = trial.frame(of: item)
        }
        let frames = shown.keys.sorted { engine.layout.index(ofItem: $0)! < engine.layout.index(ofItem: $1)! }
            .map { (item: $0, frame: shown[$0]!) }
        let sizes = { (parent: String) -> Size? in
            let frame = parent == self.engine.layout.rootName ? self.baselineFrames[parent] : trial.frame(of: parent)
            return frame.map { Size(width: $0.width, height: $0.height) }
        }
        var cost = cost(frames, parentSize: sizes, newlyBroken: newlyBroken, alsoRemoved: alsoRemoved, fixing: problem)
        cost.relieved = relieved
        for entry in frames where weighsAmbiguity && baseline.ambiguous.contains(entry.item) {
            let names = freeRangeNames[entry.item] ?? []
            if try trial.ranges(of: entry.item, named: names).contains(where: \.isAmbiguous) { cost.stillAmbiguous.append(entry.item) }
        }
        return (frames, cost)
    }

    /// The same check on a fresh engine with the edits applied, against a fresh engine's problems.
    private func checkOnCopy(_ candidate: FixCandidate, for problem: FixProblem, items: [String],
                             allowedPriority: ([LayoutConstraintSpec]) -> Double) throws -> Checked? {
        let before = try freshBaseline()
        guard before.snapshot.has(problem), let copy = Self.applied(candidate.edits, to: engine.layout) else { return nil }
        let after = copy.solution()
        let snapshot = try ProblemSnapshot(engine: copy, solution: after)
        var allowed = allowedPriority([])
        if case let .broken(status) = problem {
            let key = ProblemSnapshot.key(status.spec)
            // From the solution, which holds system-made constraints too (a content size with its new priority).
            allowed = allowedPriority(after.constraints.map(\.spec).filter { ProblemSnapshot.key($0) == key })
        }
        guard !snapshot.has(problem), snapshot.addsNothing(to: before.snapshot, allowedPriority: allowed) else { return nil }
        let shown = frames(after, involving: items, before: before.frames)
        let newlyBroken = after.constraints.filter {
            $0.state == .broken && !$0.spec.isRequired && before.snapshot.broken[ProblemSnapshot.key($0.spec)] == nil
        }.map { (spec: $0.spec, error: $0.error) }
        let removed = before.snapshot.broken.keys.filter { snapshot.broken[$0] == nil }.count
            + before.snapshot.conflicts.subtracting(snapshot.conflicts).count
            + (weighsAmbiguity ? before.snapshot.ambiguous.subtracting(snapshot.ambiguous).count : 0)
        let sizes = { (parent: String) -> Size? in after.frame(of: parent).map { Size(width: $0.width, height: $0.height) } }
        // The fixed problem itself is one of those removed; only the others count.
        var cost = cost(shown, parentSize: sizes, newlyBroken: newlyBroken, alsoRemoved: max(0, removed - 1), fixing: problem)
        cost.relieved = before.snapshot.squeezed.filter { snapshot.squeezed[$0.key] == nil }.map(\.value).sorted()
        if weighsAmbiguity {
            cost.stillAmbiguous = shown.map(\.item).filter { before.snapshot.ambiguous.contains($0) && snapshot.ambiguous.contains($0) }
        }
        return (shown, cost)
    }

    /// A fresh engine on the layout with the edits applied; nil when the engine rejects them.
    public static func applied(_ edits: [LayoutEdit], to layout: Layout) -> LayoutEngine? {
        guard let copy = try? LayoutEngine(layout: layout) else { return nil }
        for edit in edits {
            guard (try? copy.apply(edit)) != nil else { return nil }
        }
        return copy
    }

    private func status(of constraint: ExplainableConstraint) -> ConstraintStatus? {
        statusOfLowered[ObjectIdentifier(constraint.lowered)].map { solution.constraints[$0] }
    }

    private func items(of specs: [LayoutConstraintSpec]) -> [String] {
        specs.flatMap { [$0.first.item] + ($0.second.map { [$0.item] } ?? []) }
    }

    /// The items the problem involves and every item the fix moved, in item order.
    private func frames(_ after: LayoutSolution, involving items: [String], before frames: [String: Rect]) -> [(item: String, frame: Rect)] {
        let declared = Set(engine.layout.items.map(\.name))
        return after.frames.filter { entry in
            guard declared.contains(entry.item) else { return false }
            let before = frames[entry.item]
            // The root is the screen: listed only when the fix changes it (it never should).
            let named = items.contains(entry.item) && entry.item != engine.layout.rootName
            return named || before.map { !sameFrame($0, entry.frame) } ?? true
        }
    }
}

extension LayoutConstraintSpec {
    /// Made from a view's intrinsic size, at its hugging or compression resistance.
    var isContentSize: Bool {
        if case let .generated(generator) = provenance { return generator.kind == .contentSize }
        return false
    }

    /// Written in the layout (not made by the system), so an edit can name it.
    var isWrittenByTheApp: Bool {
        if case .source = provenance { return true }
        return false
    }
}
