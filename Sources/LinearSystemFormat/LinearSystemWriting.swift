import Cassowary
import JSONText

extension LinearSystem {
    /// The system as JSON in the documented format; `parse` reads it back to an equal system
    /// (numbers are written exactly). Defaults are written out, so the file stands on its own.
    /// One line per constraint, however long, so large systems stay compact and easy to grep.
    public func jsonText() -> String {
        JSONWriter.write(jsonOutput(), lineLimit: .max)
    }

    public func jsonOutput() -> JSONOutput {
        var members: [(String, JSONOutput)] = [
            ("semantics", .string(semantics.rawValue)),
            ("variables", .array(variables.map { .string($0) })),
            ("constraints", .array(constraints.map(\.jsonOutput))),
        ]
        if !edits.isEmpty {
            members.append(("edits", .array(edits.map {
                .object([("var", .string($0.variable)), ("priority", .exactNumber($0.priority)), ("value", .exactNumber($0.value))])
            })))
        }
        if !suggestions.isEmpty {
            members.append(("suggest", .array(suggestions.map {
                .object([("var", .string($0.variable)), ("value", .exactNumber($0.value))])
            })))
        }
        return .object(members)
    }
}

extension LinearConstraintSpec {
    var jsonOutput: JSONOutput {
        .object([
            ("id", .string(id)),
            ("terms", .array(terms.map { .object([("var", .string($0.variable)), ("coef", .exactNumber($0.coefficient))]) })),
            ("constant", .exactNumber(constant)),
            ("relation", .string(relation.rawValue)),
            ("priority", .exactNumber(priority)),
        ])
    }
}
