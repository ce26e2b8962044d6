import JSONText
import Cassowary
import Render

/// `trace --json`: one object per event, in order (schema in docs/json.md, "trace").
package enum TraceJSON {
    package static func document(_ traces: [TracedStep], path: String, title: String?) -> JSONOutput {
        .object([
            ("file", .string(path)),
            ("title", title.map(JSONOutput.string) ?? .null),
            ("steps", .array(traces.map(step))),
        ])
    }

    package static func step(_ trace: TracedStep) -> JSONOutput {
        let summary = LayoutTraceSummary(trace.events)
        return .object([
            ("step", .numberText(String(trace.index))),
            ("title", .string(trace.title)),
            ("events", .array(trace.events.map(event))),
            ("summary", .object([
                ("adds", count(summary.adds)), ("removals", count(summary.removals)), ("pivots", count(summary.pivots)),
                ("shifts", count(summary.shifts)), ("tradeOffs", count(summary.tradeOffs)), ("failures", count(summary.failures)),
            ])),
        ])
    }

    package static func event(_ event: LayoutTraceEvent) -> JSONOutput {
        switch event {
        case let .edit(text, location):
            return .object([("event", .string("edit")), ("text", .string(text)), ("location", .string(location))])
        case let .added(c, violation):
            return .object([("event", .string("add")), ("constraint", constraint(c)), ("violation", .number(violation))])
        case let .removed(c):
            return .object([("event", .string("remove")), ("constraint", constraint(c))])
        case let .pivot(pivot):
            var members: [(String, JSONOutput)] = [
                ("event", .string("pivot")), ("number", count(pivot.number)), ("solverPivot", count(pivot.solverNumber)),
                ("phase", .string(pivot.phase.rawValue)), ("entering", symbol(pivot.entering)),
                ("leaving", symbol(pivot.leaving)), ("step", .number(pivot.step)),
                ("objective", .array(pivot.objective.map(level))), ("effect", effect(pivot.effect)),
            ]
            if let tableau = pivot.tableau {
                members.append(("tableau", .array(tableau.split(separator: "\n").map { .string(String($0)) })))
            }
            return .object(members)
        case let .shift(shift):
            return .object([("event", .string("shift")), ("phase", .string(shift.phase.rawValue)), ("symbol", symbol(shift.symbol)),
                            ("from", .number(shift.from)), ("to", .number(shift.to)), ("effect", effect(shift.effect))])
        case let .tradeOff(tradeOff):
            return .object([
                ("event", .string("trade-off")), ("pivot", tradeOff.pivot.map(count) ?? .null),
                ("phase", .string(tradeOff.phase.rawValue)),
                ("losers", .array(tradeOff.losers.map(change))), ("gainers", .array(tradeOff.gainers.map(change))),
                ("repaired", .array(tradeOff.repaired.map(change))),
                ("spared", .array(tradeOff.spared.map(constraint))),
            ])
        case let .editVariableAdded(variable, priority):
            return .object([("event", .string("edit-variable")), ("variable", .string(variable)), ("priority", .number(priority))])
        case let .editVariableRemoved(variable):
            return .object([("event", .string("end-edit-variable")), ("variable", .string(variable))])
        case let .suggested(variable, value):
            return .object([("event", .string("suggest")), ("variable", .string(variable)), ("value", .number(value))])
        case let .failed(c, conflict):
            return .object([("event", .string("failed")), ("constraint", constraint(c)),
                            ("conflict", .array(conflict.map(constraint)))])
        case let .recovered(broken, retrying, _):
            return .object([("event", .string("recovered")), ("broken", constraint(broken)),
                            ("retrying", retrying.map(constraint) ?? .null)])
        }
    }

    package static func constraint(_ c: TracedConstraint) -> JSONOutput {
        .object([
            ("syntax", .string(c.syntax)), ("source", .string(c.source)),
            ("identifier", c.identifier.map(JSONOutput.string) ?? .null),
            ("priority", .number(c.priority)), ("origin", .string(c.origin.rawValue)),
        ])
    }

    /// What a move did: `raised` (gave way), `lowered`, `repaired` (violated rows back within
    /// bounds) and `pushed` (rows left violated for later), each a list of changes.
    package static func effect(_ effect: TracedEffect) -> JSONOutput {
        .object([
            ("raised", .array(effect.raised.map(change))), ("lowered", .array(effect.lowered.map(change))),
            ("repaired", .array(effect.repaired.map(change))), ("pushed", .array(effect.pushed.map(change))),
        ])
    }

    package static func symbol(_ ref: SymbolRef) -> JSONOutput {
        .object([("name", .string(ref.name)), ("kind", .string(ref.kind.rawValue))])
    }

    package static func level(_ value: LevelValue) -> JSONOutput {
        .object([("priority", .number(value.priority)), ("value", .number(value.value))])
    }

    package static func change(_ change: TracedErrorChange) -> JSONOutput {
        .object([("constraint", constraint(change.constraint)), ("before", .number(change.before)),
                 ("after", .number(change.after))])
    }

    private static func count(_ value: Int) -> JSONOutput { .numberText(String(value)) }
}
