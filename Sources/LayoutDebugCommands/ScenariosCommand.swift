import JSONText
import Reports

/// `layoutdbg scenarios [--json]`: the bundled lessons, one line each with its title.
enum ScenariosCommand {
    static func run(_ arguments: [String]) -> CommandResult {
        let hint = "Run 'layoutdbg scenarios --help' for usage."
        let parsed: CommandArguments
        do {
            parsed = try CommandArguments.parse(arguments, command: "scenarios", allowedFlags: ["--json"])
        } catch {
            return .failure(error.message, hint: hint)
        }
        if parsed.wantsHelp { return CommandResult(stdout: Usage.scenarios) }
        guard parsed.operands.isEmpty else {
            return .failure("'scenarios' takes no operands, got '\(parsed.operands[0])'", hint: hint)
        }
        let lessons = BundledScenarios.lessons.map { (name: $0.name, summary: $0.summary) }
        if parsed.has("--json") {
            let document = JSONOutput.object([
                ("scenarios", .array(lessons.map { .object([("name", .string($0.name)), ("title", .string($0.summary))]) })),
            ])
            return CommandResult(stdout: JSONWriter.write(document))
        }
        let width = lessons.map(\.name.count).max() ?? 0
        var lines = ["\(lessons.count) lessons (run one with 'layoutdbg teach NAME'):"]
        lines += lessons.map { "  \($0.name.padded(toWidth: width))  \($0.summary)" }
        return CommandResult(stdout: lines.joined(separator: "\n") + "\n")
    }
}
