import Cassowary
import LayoutModel

/// Finds verified fixes for the problems of a solved step (DESIGN.md, "Explain": Fixes): candidate
/// edits are generated from the problem, each is applied to a fresh engine built from the current
/// layout, and only those that remove the problem without adding another are kept.
public struct FixFinder {
    /// More than a handful of fixes per problem is noise; candidates are tried in a fixed order.
    public static let maximumPerProblem = 5

    let engine: LayoutEngine
    let solution: LayoutSolution
    /// The problems of a fresh engine on the same layout, so before and after are solved the same
    /// way (the step's own engine may have met its conflicts in another order).
    let baseline: ProblemSnapshot
    /// The fresh engine's frames by item (looked up once per frame of every candidate).
    let baselineFrames: [String: Rect]

    /// `engine` is the step's live engine: its values choose the numbers of the candidates.
    public init(engine: LayoutEngine) throws {
        self.engine = engine
        solution = engine.solution()
        let fresh = try LayoutEngine(layout: engine.layout)
        let freshSolution = fresh.solution()
        baseline = try ProblemSnapshot(engine: fresh, solution: freshSolution)
        var frames: [String: Rect] = [:]
        for entry in freshSolution.frames where frames[entry.item] == nil { frames[entry.item] = entry.frame }
        baselineFrames = frames
    }

    /// Fixes for a broken optional constraint, using its explanation set as the competitors.
    public func fixes(for explanation: BrokenConstraintExplanation) throws -> [VerifiedFix] {
        guard let target = status(of: explanation.constraint) else { return [] }
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
            candidates.append(FixCandidate.priority(member, to: priority - 1))
            if member.priority == priority {
                candidates.append(FixCandidate.contentPriority(member, to: priority - 1, in: engine.layout))
            }
        }
        candidates.append(FixCandidate.relation(spec, in: engine.layout, engine: engine))
        candidates += members.map { FixCandidate.relation($0, in: engine.layout, engine: engine) }
        candidates += members.map(FixCandidate.deactivate)
        let problem = FixProblem.broken(target)
        return try verified(candidates, for: problem, items: items(of: [spec] + members)) { after in
            // The fixed constraint's priority after the edit bounds what may break instead.
            after.layout.constraints.filter { ProblemSnapshot.key($0) == ProblemSnapshot.key(spec) }
                .map(\.priority).max() ?? priority
        }
    }

    /// Fixes for a recovered required conflict: make a member optional, loosen one, or drop one.
    public func fixes(for conflict: RecoveredConflict) throws -> [VerifiedFix] {
        // The broken member first: it is the one the app evidently cares least about.
        let members = [conflict.broken] + conflict.conflict.filter { $0 != conflict.broken }
        var candidates: [FixCandidate?] = members.map { FixCandidate.priority($0, to: 999) }
        candidates += members.map { FixCandidate.relation($0, in: engine.layout, engine: engine) }
        candidates += members.map(FixCandidate.deactivate)
        return try verified(candidates, for: .conflict(conflict), items: items(of: conflict.conflict)) { _ in
            Priority.required.value
        }
    }

    /// Fixes for an ambiguous item: break a tie among its optional constraints or its content
    /// priorities by one, or pin a free variable where the solver put it.
    public func fixes(forAmbiguous report: AmbiguityReport) throws -> [VerifiedFix] {
        let item = report.item
        let names = report.ambiguity.ambiguousVariables.map(\.variable)
        let axes = Set(names.map { $0.hasSuffix(".minX") || $0.hasSuffix(".width") ? "h" : "v" })
        var candidates: [FixCandidate?] = []
        for status in solution.constraints where status.state == .broken && !status.spec.isRequired {
            let spec = status.spec
            let mentions = spec.first.item == item || spec.second?.item == item
            if mentions { candidates.append(FixCandidate.priority(spec, to: spec.priority + 1)) }
            if case let .generated(generator) = spec.provenance, generator.kind == .contentSize,
               axes.contains(spec.first.attribute == .width ? "h" : "v") {
                candidates.append(FixCandidate.contentPriority(spec, to: spec.priority + 1, in: engine.layout))
            }
        }
        if let declared = engine.layout.item(named: item), let frame = solution.frame(of: item) {
            candidates += names.map { FixCandidate.pin(variable: $0, of: declared, frame: frame) }
        }
        return try verified(candidates, for: .ambiguous(item: item, variables: names), items: [item]) { _ in 0 }
    }

    /// Applies each distinct candidate to a fresh engine and keeps the ones that pass, in order.
    private func verified(_ candidates: [FixCandidate?], for problem: FixProblem, items: [String],
                          allowedPriority: (LayoutEngine) -> Double) throws -> [VerifiedFix] {
        guard baseline.has(problem) else { return [] }
        var seen = Set<[String]>()
        var fixes: [VerifiedFix] = []
        for candidate in candidates.compactMap({ $0 }) where seen.insert(candidate.syntax).inserted {
            guard fixes.count < Self.maximumPerProblem else { break }
            guard let copy = Self.applied(candidate.edits, to: engine.layout) else { continue }
            let after = copy.solution()
            let snapshot = try ProblemSnapshot(engine: copy, solution: after)
            guard !snapshot.has(problem),
                  snapshot.addsNothing(to: baseline, allowedPriority: allowedPriority(copy)) else { continue }
            fixes.append(VerifiedFix(summary: candidate.summary, syntax: candidate.syntax, edits: candidate.edits,
                                     frames: frames(after, involving: items)))
        }
        return fixes
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
        solution.constraints.first { $0.lowered === constraint.lowered }
    }

    private func items(of specs: [LayoutConstraintSpec]) -> [String] {
        specs.flatMap { [$0.first.item] + ($0.second.map { [$0.item] } ?? []) }
    }

    /// The items the problem involves and every item the fix moved, in item order.
    private func frames(_ after: LayoutSolution, involving items: [String]) -> [(item: String, frame: Rect)] {
        let declared = Set(engine.layout.items.map(\.name))
        return after.frames.filter { entry in
            guard declared.contains(entry.item) else { return false }
            let before = baselineFrames[entry.item]
            // The root is the screen: listed only when the fix changes it (it never should).
            let named = items.contains(entry.item) && entry.item != engine.layout.rootName
            return named || before.map { !Self.same($0, entry.frame) } ?? true
        }
    }

    private static func same(_ a: Rect, _ b: Rect) -> Bool {
        let same = LayoutTolerance.sameLength
        return abs(a.x - b.x) <= same && abs(a.y - b.y) <= same && abs(a.width - b.width) <= same && abs(a.height - b.height) <= same
    }
}
