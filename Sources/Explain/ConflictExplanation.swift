import Cassowary
import LayoutModel

/// A recovered required conflict, told for people: the minimal set, the constraint broken to
/// recover and why (docs/semantics.md, "Required conflicts and recovery"), and the frames of the
/// items the set mentions in the layout that results.
public struct ConflictExplanation: Sendable {
    public struct Member: Sendable {
        public let syntax: String
        /// `file:line:col` or the generator's phrase.
        public let source: String
        public let identifier: String?
        public let priority: Double
        /// Made by the system (a generator), so never broken while an app constraint is in the set.
        public let isSystemMade: Bool
        /// Its addition met the conflict (kept when every member is system-made).
        public var isBeingAdded = false
    }

    /// The layout conflict as the engine recorded it (nil for plain linear constraints).
    public let layoutConflict: RecoveredConflict?
    /// The minimal unsatisfiable set, in the solver's order.
    public let members: [Member]
    public let broken: Member
    /// How far the layout right after this recovery is from the broken constraint (0: left out,
    /// yet that layout happens to meet it).
    public let brokenError: Double
    /// The same at the end of the step, when later edits may have moved its items.
    public let brokenErrorAtEnd: Double
    /// The recovery rule applied to this set (the engine's recorded `RecoveryChoice`), in sentences.
    public let reason: [String]
    /// Frames (relative to the superview) of the items the set mentions, in the order first named,
    /// right after this recovery (`RecoveredConflict.framesAfterRecovery`).
    public let frames: [(item: String, frame: Rect)]
    /// The constraint the input (a console log) says UIKit broke, when this set does not hold it
    /// (`RecoveredConflict.recordedElsewhere`), in the scenario's syntax.
    public let recordedElsewhere: String?
    /// Whose engine recovered (`RecoveredConflict.framework`): UIKit, or AppKit for an AppKit log.
    public let framework: String

    /// `breaker` is who the reason says breaks the constraint: the framework (nil), or "the rule"
    /// where the set was solved without what the framework did (a console log's prediction, which
    /// the framework's own choice may contradict).
    public init(_ conflict: RecoveredConflict, in solution: LayoutSolution, breaker: String? = nil) {
        func member(_ spec: LayoutConstraintSpec) -> Member {
            var systemMade = false
            if case .generated = spec.provenance { systemMade = true }
            return Member(syntax: ScenarioSyntax.describe(spec), source: spec.sourceText,
                          identifier: spec.identifier, priority: spec.priority, isSystemMade: systemMade)
        }
        // The layout right after this recovery, not the step's final one: a later recovery may
        // have moved these items since.
        let now = solution.constraints.first { $0.spec == conflict.broken && $0.state == .brokenToRecover }?.error
        func listed(_ spec: LayoutConstraintSpec) -> Member {
            var entry = member(spec)
            entry.isBeingAdded = spec == conflict.added
            return entry
        }
        self.init(layoutConflict: conflict, choice: conflict.choice, members: conflict.conflict.map(listed), broken: member(conflict.broken),
                  brokenError: conflict.brokenErrorAfterRecovery, brokenErrorAtEnd: now ?? conflict.brokenErrorAfterRecovery,
                  frames: conflict.framesAfterRecovery, recordedElsewhere: conflict.recordedElsewhere.map(ScenarioSyntax.describe),
                  framework: conflict.framework.rawValue, breaker: breaker)
    }

    public init(_ conflict: RecoveredLinearConflict, in solution: LayoutSolution) {
        func member(_ spec: LinearConstraintSpec) -> Member {
            Member(syntax: ScenarioSyntax.describe(spec), source: spec.location.description,
                   identifier: spec.identifier, priority: spec.priority, isSystemMade: false)
        }
        let now = solution.linearConstraints.first { $0.spec == conflict.broken && $0.state == .brokenToRecover }?.error
        self.init(layoutConflict: nil, choice: conflict.choice, members: conflict.conflict.map(member), broken: member(conflict.broken),
                  brokenError: conflict.brokenErrorAfterRecovery, brokenErrorAtEnd: now ?? conflict.brokenErrorAfterRecovery,
                  frames: [], recordedElsewhere: nil, framework: UIFramework.uikit.rawValue, breaker: nil)
    }

    private init(layoutConflict: RecoveredConflict?, choice: RecoveryChoice, members: [Member], broken: Member, brokenError: Double,
                 brokenErrorAtEnd: Double, frames: [(item: String, frame: Rect)], recordedElsewhere: String?,
                 framework: String, breaker: String?) {
        self.layoutConflict = layoutConflict
        self.members = members
        self.broken = broken
        self.brokenError = brokenError
        self.brokenErrorAtEnd = brokenErrorAtEnd
        self.frames = frames
        self.recordedElsewhere = recordedElsewhere
        self.framework = framework
        reason = Self.reason(members: members, broken: broken, choice: choice, error: brokenError,
                             errorAtEnd: brokenErrorAtEnd, inPoints: layoutConflict != nil, recordedElsewhere: recordedElsewhere,
                             framework: framework, breaker: breaker)
    }

    /// The rule the engine applied (`RecoveryChoice`, recorded when it chose; docs/semantics.md,
    /// "Which member is broken"), in sentences, then how far the layout is from the broken member.
    static func reason(members: [Member], broken: Member, choice: RecoveryChoice, error: Double,
                       errorAtEnd: Double, inPoints: Bool, recordedElsewhere: String? = nil,
                       framework: String = UIFramework.uikit.rawValue, breaker: String? = nil) -> [String] {
        let distance = { (value: Double) in Self.distance(value, inPoints: inPoints) }
        var lines = [ruleSentence(choice, members: members, broken: broken, framework: framework, breaker: breaker ?? framework)]
        if let recordedElsewhere {
            lines.append("The log says \(framework) broke `\(recordedElsewhere)`, which this set does not hold (\(framework)'s list held"
                + " more than the conflict needs), so here the rule's choice stands in for \(framework)'s.")
        }
        // A left-out constraint the layout meets by chance is not "off by 0": say that it holds.
        let outcome = error > 0 ? "it is off by \(distance(error))."
            : "it is left out, yet happens to hold."
        lines.append("Rule: docs/semantics.md, \"Required conflicts and recovery\". In the resulting layout " + outcome)
        if error > 0 && errorAtEnd == 0 {
            lines.append("By the end of the step it is still left out, yet happens to hold.")
        } else if error == 0 && errorAtEnd > 0 {
            lines.append("By the end of the step it is off by \(distance(errorAtEnd)).")
        }
        return lines
    }

    /// `14 pt` for a layout conflict, `14` for plain linear constraints (they have no unit).
    public func distance(_ value: Double) -> String { Self.distance(value, inPoints: layoutConflict != nil) }

    static func distance(_ value: Double, inPoints: Bool) -> String {
        formatNumber(value) + (inPoints ? " pt" : "")
    }

    /// Why `broken`, in the words of the clause that chose it; the counts only describe the set.
    /// `framework` lists the constraints; `breaker` is said to break one.
    private static func ruleSentence(_ choice: RecoveryChoice, members: [Member], broken: Member, framework: String,
                                     breaker: String) -> String {
        let appMade = members.filter { !$0.isSystemMade }.count
        switch choice {
        case .onlyAppMember:
            return "`\(broken.syntax)` is the only app constraint in the set, and a system-made constraint is"
                + " never broken while an app constraint is in the set, so it is the one broken."
        case .systemOnlyKeepingAdded:
            let kept = members.first(where: \.isBeingAdded).map { ", `\($0.syntax)`," } ?? ""
            return "Every member is system-made. \(breaker.prefix(1).uppercased() + breaker.dropFirst()) then keeps the one being added\(kept)"
                + " and breaks another: of the rest, `\(broken.syntax)` was added to the layout engine most recently,"
                + " so it is the one broken."
        case .mostRecent where appMade == 0:
            return "Every member is system-made, so every member is a candidate; `\(broken.syntax)` was"
                + " added most recently, so it is the one broken."
        case let .recordedByUIKit(ruleWouldBreak):
            return "The input records that \(framework) broke `\(broken.syntax)` to recover (a console log's \"Will attempt to"
                + " recover by breaking constraint\"), so it is the one broken here; the recovery rule, which cannot know,"
                + " would break `\(ScenarioSyntax.describe(ruleWouldBreak))` (docs/semantics.md, \"Which member is broken\")."
        case .mostRecent, .firstInequality, .sizeBelowZero, .firstListed:
            let systemNote = appMade < members.count ? "the system-made members are kept; " : ""
            return "The set holds \(appMade) app constraints, so \(systemNote)of those, "
                + appChoicePhrase(choice, broken: broken, framework: framework, breaker: breaker) + "."
        }
    }

    /// Why this one among several app constraints.
    private static func appChoicePhrase(_ choice: RecoveryChoice, broken: Member, framework: String, breaker: String) -> String {
        switch choice {
        case .firstInequality:
            return "`\(broken.syntax)` is the first inequality as \(framework) lists them, and \(breaker) breaks an inequality first"
        case let .sizeBelowZero(size):
            return "holding them all would take \(size) below zero, and `\(broken.syntax)` is the first (as \(framework)"
                + " lists them) that involves \(size), so \(breaker) breaks it"
        case .firstListed:
            return "`\(broken.syntax)` is the first as \(framework) lists them (no inequality, no size below zero), so \(breaker)"
                + " breaks it"
        case .onlyAppMember, .systemOnlyKeepingAdded, .mostRecent, .recordedByUIKit:
            return "`\(broken.syntax)` was added to the layout engine most recently (the constraint being added counts"
                + " as the most recent), so it is the one broken"
        }
    }
}
