import ConsoleLogImport
import JSONText
import LayoutModel

/// `layoutdbg log --json` (schema: docs/json.md, "log").
package enum LogReportJSON {
    package static func document(_ analysis: ConsoleLogAnalysis) -> JSONOutput {
        .object([
            ("file", .string(analysis.file)),
            ("logs", .array(analysis.logs.map(log))),
            ("unread", .array(analysis.unread.map(unread))),
        ])
    }

    static func log(_ log: ConsoleLogAnalysis.Log) -> JSONOutput {
        let rebuilt = log.rebuilt
        let proof = log.proof
        let constraints = rebuilt.conflict.constraints
        func address(_ index: Int?) -> JSONOutput { index.map { .string(constraints[$0].address) } ?? .null }
        let layout = rebuilt.scenario.layout
        let items = rebuilt.items.map { item -> JSONOutput in
            let parent = layout.item(named: item.name)?.parent
            return .object([
                ("name", .string(item.name)), ("class", item.className.map(JSONOutput.string) ?? .null),
                ("address", item.address.map(JSONOutput.string) ?? .null), ("kind", .string(item.kind.rawValue)),
                ("text", item.text.map(JSONOutput.string) ?? .null),
                ("superview", parent == ConsoleLogRebuilder.rootName ? .null : parent.map(JSONOutput.string) ?? .null),
            ])
        }
        let listed = constraints.enumerated().map { index, logged -> JSONOutput in
            let part: JSONOutput = rebuilt.owners[index].systemPart.map { .string($0.rawValue) } ?? .null
            return .object([
                ("address", .string(logged.address)), ("text", .string(logged.text)),
                ("identifier", logged.identifier.map(JSONOutput.string) ?? .null),
                ("owner", .string(rebuilt.owners[index].word)), ("systemPart", part), ("line", .number(Double(logged.line))),
                ("rebuilt", .string(ScenarioSyntax.describe(rebuilt.specs[index]))),
            ])
        }
        let arithmetic: JSONOutput = proof.arithmetic.map { numbers -> JSONOutput in
            .object([
                ("claim", .string(constraints[numbers.claim].address)), ("quantity", .string(numbers.quantity)),
                ("asked", .string(numbers.asked)), ("need", .string(numbers.need.rawValue)), ("value", .number(numbers.value)),
                ("terms", .array(numbers.terms.map(JSONOutput.number))),
            ])
        } ?? .null
        return .object([
            ("lines", .object([("first", .number(Double(rebuilt.conflict.lines.lowerBound))),
                               ("last", .number(Double(rebuilt.conflict.lines.upperBound)))])),
            ("header", .string(rebuilt.conflict.header.rawValue)),
            ("items", .array(items)),
            ("constraints", .array(listed)),
            ("satisfiable", proof.unsolved == nil ? .bool(!proof.isConflict) : .null),
            ("unsolved", proof.unsolved.map(JSONOutput.string) ?? .null),
            ("minimalConflict", .array(proof.minimalConflict.map { .string(constraints[$0].address) })),
            ("unprintedMembers", .array(proof.unprintedMembers.map(JSONOutput.string))),
            ("arithmetic", arithmetic),
            ("uikitBroke", proof.uikitBroke.map(JSONOutput.string) ?? .null),
            ("wouldBreak", address(proof.wouldBreak)),
            ("agreement", .string(proof.agreement.rawValue)),
            ("rule", .array(proof.conflicts.first?.reason.map(JSONOutput.string) ?? [])),
            ("fixes", .array(log.fixes.map(LogFixReport.json))),
            ("unread", .array(log.unread.map(unread))),
        ])
    }

    static func unread(_ line: UnreadLine) -> JSONOutput {
        .object([("line", .number(Double(line.line))), ("text", .string(line.text)), ("kind", .string(line.kind.rawValue)),
                 ("reason", .string(line.reason))])
    }
}
