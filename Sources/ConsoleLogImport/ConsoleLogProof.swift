import Cassowary
import Explain
import LayoutModel

/// What the printed constraints of one log prove. They are solved as printed, in the order
/// printed, by the layout engine; when they cannot all hold, the engine's first conflict, made
/// minimal over the printed members by leaving each out in turn, is the proof, explained by `Explain.ConflictExplanation` (the members, the
/// constraint the recovery rule breaks and why), with the arithmetic in the log's own names.
public struct ConsoleLogProof: Sendable {
    /// Whether UIKit's choice and ours are the same constraint.
    public enum Agreement: String, Sendable, Equatable {
        case agree, disagree
        /// The log does not say which one UIKit broke (cut, or no footer), or nothing was broken.
        case unknown
    }

    /// Every conflict met adding the printed constraints (usually one), explained.
    public let conflicts: [ConflictExplanation]
    /// The first conflict's members that the log printed, as indices into its list, in log order.
    public let minimalConflict: [Int]
    /// Members the log cannot print: the engine's own floors (`a.width >= 0`), written as constraints.
    public let unprintedMembers: [String]
    /// The logged constraint the recovery rule breaks in the first conflict.
    public let wouldBreak: Int?
    /// The address UIKit broke, from the log.
    public let uikitBroke: String?
    /// Its index in the list; nil when it is not in the list (or not printed).
    public let uikitBrokeIndex: Int?
    public let agreement: Agreement
    public let arithmetic: ConflictArithmetic?
    /// Why the printed constraints could not be solved at all (a constraint UIKit itself would
    /// reject); nil when they were.
    public let unsolved: String?

    public var isConflict: Bool { !conflicts.isEmpty }

    /// Who each conflict's reason says breaks a member: the set is solved without what the log
    /// records, so the reason is the recovery rule's prediction, which UIKit's choice may contradict.
    static let ruleBreaker = "the rule"

    public static func prove(_ rebuilt: RebuiltLog) -> ConsoleLogProof {
        // The proof tests the rule against UIKit's choice, so the engine is not told that choice.
        var layout = rebuilt.scenario.layout
        layout.recordedRecoveries = []
        let uikitBroke = rebuilt.conflict.brokenAddress
        let uikitIndex = uikitBroke.flatMap { address in rebuilt.conflict.constraints.firstIndex { $0.address == address } }
        let engine: LayoutEngine
        do {
            engine = try LayoutEngine(layout: layout)
        } catch {
            return ConsoleLogProof(conflicts: [], minimalConflict: [], unprintedMembers: [],
                                   wouldBreak: nil, uikitBroke: uikitBroke, uikitBrokeIndex: uikitIndex,
                                   agreement: .unknown, arithmetic: nil, unsolved: "\(error)")
        }
        let solution = engine.solution()
        var conflicts = solution.conflicts.map { ConflictExplanation($0, in: solution, breaker: ruleBreaker) }
        guard var first = solution.conflicts.first else {
            return ConsoleLogProof(conflicts: [], minimalConflict: [], unprintedMembers: [],
                                   wouldBreak: nil, uikitBroke: uikitBroke, uikitBrokeIndex: uikitIndex,
                                   agreement: .unknown, arithmetic: nil, unsolved: nil)
        }
        let found = first.conflict.compactMap(rebuilt.loggedIndex(of:)).sorted()
        let members = shrunk(found, in: layout)
        // The solver's set may hold more printed members than the conflict needs: the minimal one
        // is solved on its own, so its explanation and the rule's choice are about that set.
        if members != found, let alone = conflictAlone(members, in: layout) {
            first = alone.conflict
            conflicts[0] = ConflictExplanation(alone.conflict, in: alone.solution, breaker: ruleBreaker)
        }
        let unprinted = first.conflict.filter { rebuilt.loggedIndex(of: $0) == nil }.map(ScenarioSyntax.describe)
        let wouldBreak = rebuilt.loggedIndex(of: first.broken)
        let agreement: Agreement = uikitIndex == nil || wouldBreak == nil ? .unknown
            : (uikitIndex == wouldBreak ? .agree : .disagree)
        let claim = claimMember(members: members, owners: rebuilt.owners, uikitBroke: uikitIndex, wouldBreak: wouldBreak)
        let arithmetic = claim.flatMap { ConflictArithmetic.compute(claim: $0, members: members, layout: layout) }
        return ConsoleLogProof(conflicts: conflicts, minimalConflict: members, unprintedMembers: unprinted,
                               wouldBreak: wouldBreak, uikitBroke: uikitBroke, uikitBrokeIndex: uikitIndex,
                               agreement: agreement, arithmetic: arithmetic, unsolved: nil)
    }

    /// Leaves out, one at a time in log order, each member without which the rest still cannot
    /// hold, so what is left is minimal: as trials on one engine holding them all
    /// (`LayoutEngine.deletionFilter`), else with a fresh engine each time.
    static func shrunk(_ members: [Int], in layout: Layout) -> [Int] {
        if let engine = trial(members.map { layout.constraints[$0] }, in: layout),
           let kept = try? engine.deletionFilter(Array(members.indices)) {
            return kept.map { members[$0] }
        }
        var kept = members
        for member in members where kept.count > 1 {
            let rest = kept.filter { $0 != member }
            if !holds(rest, in: layout) { kept = rest }
        }
        return kept
    }

    /// A fresh engine on the layout's items with `constraints` alone (the trial every step of the
    /// proof and of the arithmetic solves); nil when the engine rejects them.
    static func trial(_ constraints: [LayoutConstraintSpec], in layout: Layout) -> LayoutEngine? {
        var trial = layout
        trial.constraints = constraints
        return try? LayoutEngine(layout: trial)
    }

    /// Whether the logged constraints at `indices` hold together (the engine's floors included).
    static func holds(_ indices: [Int], in layout: Layout) -> Bool {
        trial(indices.map { layout.constraints[$0] }, in: layout)?.solution().conflicts.isEmpty ?? false
    }

    /// The conflict of `indices` solved alone, in log order.
    static func conflictAlone(_ indices: [Int], in layout: Layout) -> (conflict: RecoveredConflict, solution: LayoutSolution)? {
        guard let solution = trial(indices.map { layout.constraints[$0] }, in: layout)?.solution() else { return nil }
        return solution.conflicts.first.map { ($0, solution) }
    }

    /// The member the arithmetic states as the fact the others contradict: a system-made one
    /// (the cell's height the table view set), else the one UIKit broke, else the one we would.
    static func claimMember(members: [Int], owners: [LoggedConstraintOwner], uikitBroke: Int?, wouldBreak: Int?) -> Int? {
        if let system = members.first(where: { !owners[$0].isApp }) { return system }
        if let uikitBroke, members.contains(uikitBroke) { return uikitBroke }
        return wouldBreak ?? members.first
    }

    /// What the framework did not print that must make a satisfiable list conflict, in words.
    public static func leftOutWhenSatisfiable(_ framework: UIFramework) -> [String] {
        let sizes = framework == .uikit ? "NSContentSizeLayoutConstraint, left out of logs since iOS 10" : "NSContentSizeLayoutConstraint"
        return ["\(framework.rawValue) lists only the constraints it found in the conflict; these can all hold together, so"
            + " something it did not print takes part: intrinsic content sizes (\(sizes)), constraints of views the list"
            + " does not name, or the rest of a list the paste cut."]
    }
}
