import Cassowary
import LayoutImport
import LayoutScript

/// `layoutdbg check FILE… [--scene ID]`: runs every `expect` of every step of every layout of each
/// FILE (or of the layout `--scene` names in each); exit 1 when any fails.
enum CheckCommand {
    static func run(_ arguments: [String], standardInput: () -> String?) -> CommandResult {
        let hint = "Run 'layoutdbg check --help' for usage."
        let parsed: CommandArguments
        do {
            parsed = try CommandArguments.parse(arguments, command: "check", allowedFlags: [], valueOptions: ScenarioCommandInput.layoutOptions)
        } catch {
            return .failure(error.message, hint: hint)
        }
        if parsed.wantsHelp { return CommandResult(stdout: Usage.check) }
        guard !parsed.operands.isEmpty else { return .failure("missing FILE", hint: hint) }
        var output = "", errors = ""
        var passed = 0, failed = 0, unreadable = 0
        for path in parsed.operands {
            do {
                let document = try ScenarioLoading.load(path, options: ScenarioLoading.options(parsed), standardInput: standardInput)
                for loaded in try ScenarioLoading.layouts(of: document, scene: parsed.value(of: "--scene")) {
                    errors += loaded.warningsText
                    let run = try ScenarioRun(loaded.scenario, keeping: .only([]))
                    do {
                        try run.run()
                    } catch {
                        errors += loaded.describe(error)
                        unreadable += 1
                        continue
                    }
                    let total = run.expectationCount
                    let failures = run.failures
                    passed += total - failures.count
                    failed += failures.count
                    output += failures.map { "\($0)\n" }.joined()
                    let name = document.hasSeveralLayouts ? "\(path) (layout \(loaded.id), \(loaded.title))" : path
                    output += "\(name): \(total - failures.count) of \(total) expectations passed\n"
                }
            } catch let failure as ScenarioLoading.Failure {
                errors += failure.text
                unreadable += 1
            } catch let problems as ScenarioErrors {
                errors += problems.errors.map { "\($0)\n" }.joined()
                unreadable += 1
            } catch {
                errors += "layoutdbg: error: \(path): \(error)\n"
                unreadable += 1
            }
        }
        output += "\(passed) passed, \(failed) failed\n"
        let code = unreadable > 0 ? ExitCode.usageOrInput : (failed > 0 ? ExitCode.failedExpectation : ExitCode.success)
        return CommandResult(stdout: output, stderr: errors, exitCode: code)
    }
}
