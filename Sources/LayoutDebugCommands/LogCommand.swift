import ConsoleLogImport
import Foundation
import JSONText
import LayoutImport
import LayoutScript
import Reports

/// `layoutdbg log FILE|- [--scene N]`: reads every "Unable to simultaneously satisfy constraints"
/// log in the input (or log N alone), rebuilds each as a layout, proves its conflict from the
/// printed constraints and says what UIKit broke against what the recovery rule breaks. Exit 0 no
/// conflict, 1 a conflict, 2 an input error (no log found, a file that cannot be read, no log N).
enum LogCommand {
    static func run(_ arguments: [String], standardInput: () -> String?) -> CommandResult {
        let hint = "Run 'layoutdbg log --help' for usage."
        let parsed: CommandArguments
        do {
            parsed = try CommandArguments.parse(arguments, command: "log", allowedFlags: ["--json", "--markdown"],
                                                valueOptions: ["--emit-layout", "--scene"])
        } catch {
            return .failure(error.message, hint: hint)
        }
        if parsed.wantsHelp { return CommandResult(stdout: Usage.log) }
        if parsed.has("--json") && parsed.has("--markdown") {
            return .failure("--json and --markdown cannot be used together", hint: hint)
        }
        guard parsed.operands.count == 1, let path = parsed.operands.first else {
            return .failure(parsed.operands.isEmpty ? "missing FILE" : "'log' takes one FILE", hint: hint)
        }
        // Read as every layout command reads a file, whatever its extension: a log is often pasted into a .txt.
        let text: String
        do {
            text = try ImporterRegistry.text(at: path, standardInput: standardInput)
        } catch {
            return CommandResult(stderr: ScenarioLoading.text(of: error), exitCode: ExitCode.usageOrInput)
        }
        var analysis = ConsoleLogAnalysis.analyse(text, file: path)
        guard !analysis.logs.isEmpty else {
            if let tail = ConsoleLogImporter.recoveryLineWithoutLog(in: DiagnosticFormatter.lines(of: text)) {
                return CommandResult(stderr: "\(path):\(tail.line):1: error: \(tail.reason)\n", exitCode: ExitCode.usageOrInput)
            }
            let unread = analysis.unread.map { "\(path):\($0.line):1: could not be read: \($0.reason)\n" }.joined()
            return CommandResult(stderr: unread + "layoutdbg: error: \(path == "-" ? "standard input" : "'\(path)'") holds no "
                                     + "'Unable to simultaneously satisfy constraints' log\n", exitCode: ExitCode.usageOrInput)
        }
        // The logs as the importer numbers and titles them, so `--scene` means the same here as for explain.
        let numbered = analysis.logs.enumerated().map { index, log in
            (number: index + 1, title: ConsoleLogImporter.title(number: index + 1, log.rebuilt.conflict), log: log)
        }
        var chosen = numbered
        if let scene = parsed.value(of: "--scene") {
            let wanted = scene.lowercased()
            guard let log = numbered.first(where: { String($0.number) == wanted }) ?? numbered.first(where: { $0.title.lowercased() == wanted }) else {
                let input = path == "-" ? "standard input" : "'\(path)'"
                return CommandResult(stderr: "layoutdbg: error: --scene \(scene): \(input) has no log with that number or title; it has:\n"
                                         + numbered.map { "  \($0.number)  \($0.title)\n" }.joined(),
                                     exitCode: ExitCode.usageOrInput)
            }
            chosen = [log]
            analysis = analysis.keepingLog(log.number)
        }
        var stderr = ""
        if let out = parsed.value(of: "--emit-layout") {
            // A log with no readable constraint has no layout to write.
            let written = chosen.filter { !$0.log.rebuilt.conflict.constraints.isEmpty }
            for entry in written {
                let file = written.count > 1 ? LayoutSelection.path(out, suffixed: String(entry.number)) : out
                do {
                    try RebuiltLayoutText.text(entry.log.rebuilt).write(toFile: file, atomically: true, encoding: .utf8)
                } catch {
                    return .failure("cannot write '\(file)'")
                }
                stderr += "wrote \(file): \(entry.title) as a layout\n"
            }
        }
        let stdout = parsed.has("--json") ? JSONWriter.write(LogReportJSON.document(analysis))
            : parsed.has("--markdown") ? LogReportMarkdown.markdown(analysis, file: path) : LogReportText.text(analysis)
        return CommandResult(stdout: stdout, stderr: stderr,
                             exitCode: analysis.hasConflict ? ExitCode.failedExpectation : ExitCode.success)
    }
}
