import ConsoleLogImport
import Foundation
import JSONText
import Reports

/// `layoutdbg log FILE|-`: reads every "Unable to simultaneously satisfy constraints" log in the
/// input, rebuilds each as a layout, proves its conflict from the printed constraints and says
/// what UIKit broke against what the recovery rule breaks. Exit 0 no conflict, 1 a conflict, 2
/// an input error (no log found, a file that cannot be read).
enum LogCommand {
    static func run(_ arguments: [String], standardInput: () -> String?) -> CommandResult {
        let hint = "Run 'layoutdbg log --help' for usage."
        let parsed: CommandArguments
        do {
            parsed = try CommandArguments.parse(arguments, command: "log", allowedFlags: ["--json", "--markdown"],
                                                valueOptions: ["--emit-layout"])
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
        let text: String
        switch read(path, standardInput: standardInput) {
        case let .success(read): text = read
        case let .failure(problem): return .failure(problem.message)
        }
        let analysis = ConsoleLogAnalysis.analyse(text, file: path)
        guard !analysis.logs.isEmpty else {
            let unread = analysis.unread.map { "\(path):\($0.line):1: could not be read: \($0.reason)\n" }.joined()
            return CommandResult(stderr: unread + "layoutdbg: error: \(path == "-" ? "standard input" : "'\(path)'") holds no "
                                     + "'Unable to simultaneously satisfy constraints' log\n", exitCode: ExitCode.usageOrInput)
        }
        var stderr = ""
        if let out = parsed.value(of: "--emit-layout") {
            let chosen = analysis.logs.first { $0.proof.isConflict } ?? analysis.logs[0]
            do {
                try RebuiltLayoutText.text(chosen.rebuilt).write(toFile: out, atomically: true, encoding: .utf8)
                stderr += "wrote \(out): the log at lines \(chosen.rebuilt.conflict.lines.lowerBound)–"
                    + "\(chosen.rebuilt.conflict.lines.upperBound) as a layout\n"
            } catch {
                return .failure("cannot write '\(out)'")
            }
        }
        let stdout = parsed.has("--json") ? JSONWriter.write(LogReportJSON.document(analysis))
            : parsed.has("--markdown") ? LogReportMarkdown.markdown(analysis, file: path) : LogReportText.text(analysis)
        return CommandResult(stdout: stdout, stderr: stderr,
                             exitCode: analysis.hasConflict ? ExitCode.failedExpectation : ExitCode.success)
    }

    private static func read(_ path: String, standardInput: () -> String?) -> Result<String, CommandArguments.Problem> {
        if path == "-" {
            guard let text = standardInput() else { return .failure(.init(message: "cannot read standard input")) }
            return .success(text)
        }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            return .failure(.init(message: "cannot read '\(path)': no such file"))
        }
        if isFolder.boolValue { return .failure(.init(message: "cannot read '\(path)': it is a directory, not a file")) }
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(.init(message: "cannot read '\(path)': permission denied"))
        }
        guard let text = String(data: data, encoding: .utf8) else { return .failure(.init(message: "'\(path)' is not UTF-8 text")) }
        return .success(text)
    }
}
