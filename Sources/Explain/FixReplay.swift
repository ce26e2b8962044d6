import LayoutModel

/// Replays a fix the way a developer would apply it (docs/cli.md, "explain": a fix is shown only
/// when it gives what it claims from scratch): its edits written in
/// the input's own language, read back, applied to the step's layout, and the result solved from
/// scratch. `FixFinder` shows a fix only when that layout gives what the fix says.
public protocol FixReplaying: AnyObject {
    /// A fresh engine on the step's layout with the fix applied as its written form reads back.
    func replayed(_ edits: [LayoutEdit]) -> FixReplayOutcome
    /// True when the step's replays are all spent: every further fix would be `.overBudget`.
    var isSpent: Bool { get }
}

public enum FixReplayOutcome {
    case solved(LayoutEngine)
    /// The written fix does not read back, or the engine rejects it.
    case failed
    /// Replaying it would spend more than explain allows for the step (a full solve per fix).
    case overBudget
}

/// Whether a replayed layout gives exactly what a fix says: the problem gone and every frame the
/// fix names where it says.
enum FixReplayCheck {
    static func holds(_ frames: [(item: String, frame: Rect)], for problem: FixProblem, in engine: LayoutEngine) throws -> Bool {
        let solution = engine.solution()
        for entry in frames {
            guard let frame = solution.frame(of: entry.item) else { return false }
            let pairs = [(frame.x, entry.frame.x), (frame.y, entry.frame.y), (frame.width, entry.frame.width),
                         (frame.height, entry.frame.height)]
            guard pairs.allSatisfy({ abs($0.0 - $0.1) <= LayoutTolerance.sameLength * max(1, abs($0.1)) }) else { return false }
        }
        switch problem {
        case let .broken(status):
            return !solution.constraints.contains { sameConstraint($0.spec, status.spec) && $0.state == .broken }
        case let .conflict(conflict):
            let members = key(conflict)
            return !solution.conflicts.contains { key($0) == members }
        case let .ambiguous(item, variables):
            guard engine.layout.item(named: item) != nil else { return false }
            return !(try engine.ambiguity(of: item).ranges.contains { variables.contains($0.variable) && $0.isAmbiguous })
        }
    }

    /// A constraint the app wrote is known by its identifier (a read-back edit gives it a new
    /// source position); any other by its provenance and anchors.
    private static func identity(_ spec: LayoutConstraintSpec) -> String {
        if case .source = spec.provenance, let identifier = spec.identifier { return "id \(identifier)" }
        return ProblemSnapshot.key(spec)
    }

    private static func sameConstraint(_ a: LayoutConstraintSpec, _ b: LayoutConstraintSpec) -> Bool {
        identity(a) == identity(b)
    }

    private static func key(_ conflict: RecoveredConflict) -> [String] { conflict.conflict.map(identity).sorted() }
}
