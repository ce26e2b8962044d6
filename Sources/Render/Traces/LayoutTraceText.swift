import Cassowary
import LayoutModel

/// A layout trace in words, for people learning how the simplex settles a layout: each constraint
/// added or removed with its source, each pivot with its phase and the objective per level after
/// it, what each move did to the constraints (who gave way so that whom), and the recovery from a
/// required conflict.
public enum LayoutTraceText {
    /// How to read a trace, printed once above it.
    public static let legend = [
        "How to read it: the solver keeps a row per constraint. A variable is written by its name; for a",
        "constraint C (in the scenario syntax) s[C] is the slack of inequality C, m[C] the marker of equality C,",
        "e[C] the error of optional inequality C, and e+[C], e-[C] the two errors of optional equality C.",
        "A new row may be violated at the current values: the dual simplex repairs it, by a shift (one variable",
        "moves, harming no other row) or by pivots (a non-basic symbol enters the basis, a basic one leaves).",
        "The primal simplex then lowers the objective: the sum of the errors at each priority level, highest",
        "first, where no amount of error at a lower level buys less error at a higher one. A trade-off is a",
        "move that makes a constraint give way (its error rises) so that another holds or gets closer.",
    ]

    /// The events, one or more lines each, indented by `indent`.
    public static func lines(_ events: [LayoutTraceEvent], indent: String = "  ") -> [String] {
        var lines: [String] = []
        var index = 0
        while index < events.count {
            let event = events[index]
            index += 1
            // A move's trade-off follows it, and reads best before the tableau the move left.
            var tradeOff: TracedTradeOff?
            if index < events.count, case let .tradeOff(next) = events[index] {
                tradeOff = next
                index += 1
            }
            switch event {
            case let .edit(text, location):
                if !lines.isEmpty { lines.append("") }
                lines.append(indent + "edit `\(text)`  [\(location)]")
                if index == events.count || events[index].isEdit {
                    lines.append(indent + "  (the solver is not touched)")
                }
            case let .added(constraint, violation):
                let state = violation > 0 ? "violated by \(formatNumber(violation)) at the current values" : "holds at once"
                lines.append(indent + "add " + named(constraint) + ": " + state)
            case let .removed(constraint):
                lines.append(indent + "remove " + named(constraint))
            case let .pivot(pivot):
                lines += pivotLines(pivot, tradeOff: tradeOff, indent: indent + "  ")
            case let .shift(shift):
                lines.append(indent + "  shift (\(phaseWords(shift.phase))): \(shift.symbol) moves from \(formatNumber(shift.from))"
                    + " to \(formatNumber(shift.to)) without a pivot")
                lines += effectLines(shift.effect, tradeOff: tradeOff, indent: indent + "    ")
            case let .tradeOff(alone):
                lines += TradeOffText.lines(alone, in: .solver, indent: indent + "    ")
            case let .editVariableAdded(variable, priority):
                lines.append(indent + "edit variable \(variable) @\(formatNumber(priority)): held at its value until a new one is suggested")
            case let .editVariableRemoved(variable):
                lines.append(indent + "end edit variable \(variable)")
            case let .suggested(variable, value):
                lines.append(indent + "suggest \(variable) = \(formatNumber(value))")
            case let .failed(constraint, conflict):
                lines += failureLines(constraint, conflict: conflict, indent: indent + "  ")
            case let .recovered(broken, retrying, framework):
                lines += recoveryLines(broken: broken, retrying: retrying, framework: framework, indent: indent + "  ")
            }
        }
        return lines
    }

    /// The pivot, the objective after it, what it did (its trade-off), and the tableau it left.
    static func pivotLines(_ pivot: TracedPivot, tradeOff: TracedTradeOff?, indent: String) -> [String] {
        let moves = pivot.step == 0 ? "" : " (moves by \(formatNumber(pivot.step)))"
        var lines = [
            indent + "pivot \(pivot.number) (\(phaseWords(pivot.phase))): \(pivot.entering) enters\(moves), \(pivot.leaving) leaves",
            indent + "  objective: " + objective(pivot.objective),
        ]
        lines += effectLines(pivot.effect, tradeOff: tradeOff, indent: indent + "  ")
        if let tableau = pivot.tableau {
            lines.append(indent + "  tableau after pivot \(pivot.number):")
            lines += tableau.split(separator: "\n").map { indent + "    " + $0 }
        }
        return lines
    }

    static func failureLines(_ constraint: TracedConstraint, conflict: [TracedConstraint], indent: String) -> [String] {
        [indent + "required conflict: " + named(constraint)
            + " cannot hold together with the required constraints in the solver; the attempt is undone.",
         indent + "  a minimal set that cannot hold together:"]
            + conflict.map { indent + "    " + named($0) }
    }

    static func recoveryLines(broken: TracedConstraint, retrying: TracedConstraint?, framework: UIFramework,
                              indent: String) -> [String] {
        let outcome = retrying.map { ", takes it out of the solver and adds \(quoted($0)) again" }
            ?? " and leaves it out of the solver"
        return [indent + "recovery, as \(framework.rawValue) does: the engine breaks " + named(broken) + outcome,
                indent + "  (the rule: an app constraint before a system-made one, chosen as UIKit's logs show;"
                    + " when every member is system-made, the one being added is kept)"]
    }

    /// `` `syntax`  [source] ``.
    public static func named(_ constraint: TracedConstraint) -> String {
        constraint.source.isEmpty ? "`\(constraint.syntax)`" : "`\(constraint.syntax)`  [\(constraint.source)]"
    }

    static func quoted(_ constraint: TracedConstraint) -> String { "`\(constraint.syntax)`" }

    public static func phaseWords(_ phase: SolverPhase) -> String {
        switch phase {
        case .add: return "dual simplex, repairing a violated row"
        case .optimize: return "primal simplex, lowering the objective"
        case .dualOptimize: return "dual simplex, after a new edit value"
        case .remove: return "taking the constraint's row out"
        case .subject: return "the new row solved for a variable instead of its fixed marker; no value moves"
        }
    }

    /// `@750 = 0, @250 = 20`, or a phrase when no optional constraint is in the solver.
    public static func objective(_ levels: [LevelValue]) -> String {
        guard !levels.isEmpty else { return "no optional constraints yet" }
        return levels.map { "@\(formatNumber($0.priority)) = \(formatNumber($0.value))" }.joined(separator: ", ")
    }

    /// The trade-off in words when there is one, else what changed; then the rows left violated.
    static func effectLines(_ effect: TracedEffect, tradeOff: TracedTradeOff?, indent: String) -> [String] {
        var lines: [String] = []
        if let tradeOff {
            lines += TradeOffText.lines(tradeOff, in: .solver, indent: indent)
        } else {
            // Its source was given where it was added; the syntax is enough to follow it here.
            let words = TradeOffVocabulary.solver
            lines += effect.raised.map { indent + quoted($0.constraint) + words.loss($0) }
            lines += effect.lowered.map { indent + quoted($0.constraint) + " " + words.gained($0) }
            lines += effect.repaired.map { indent + quoted($0.constraint) + " " + words.repaired($0) }
        }
        lines += effect.pushed.map {
            indent + quoted($0.constraint) + " is left violated by \(formatNumber($0.after)) for now; a later pivot repairs it"
        }
        return lines
    }
}
