import Foundation

/// The `layoutdbg` command line: picks the command and runs it. `main.swift` only prints the result.
public enum LayoutDebugCLI {
    /// The version `--version` prints; raised by hand with each release.
    public static let version = "0.1.0"

    /// Runs `layoutdbg` with `arguments` (without the program name). `standardInput` supplies the
    /// text read for the file name `-`; `progress`, when given, is told the stage of a long command
    /// (explain, graph, draw) for the terminal's progress notice, and changes nothing else.
    public static func run(_ arguments: [String], standardInput: () -> String? = readStandardInput,
                           progress: CommandProgress? = nil) -> CommandResult {
        guard let command = arguments.first else {
            return CommandResult(stderr: "layoutdbg: error: missing command\n\n" + Usage.main, exitCode: ExitCode.usageOrInput)
        }
        let rest = Array(arguments.dropFirst())
        switch command {
        case "-h", "--help":
            return CommandResult(stdout: Usage.main)
        case "--version":
            guard rest.isEmpty else { return .failure("'--version' takes no arguments", hint: "Run 'layoutdbg --help' for usage.") }
            return CommandResult(stdout: "layoutdbg \(version)\n")
        case "help":
            return HelpCommand.run(rest)
        case "solve":
            return SolveCommand.run(rest, standardInput: standardInput)
        case "explain":
            return ExplainCommand.run(rest, standardInput: standardInput, progress: progress)
        case "check":
            return CheckCommand.run(rest, standardInput: standardInput)
        case "solve-linear":
            return SolveLinearCommand.run(rest, standardInput: standardInput)
        case "graph":
            return GraphCommand.run(rest, standardInput: standardInput, progress: progress)
        case "draw":
            return DrawCommand.run(rest, standardInput: standardInput, progress: progress)
        case "sweep":
            return SweepCommand.run(rest, standardInput: standardInput)
        case "trace":
            return TraceCommand.run(rest, standardInput: standardInput)
        case "demo":
            return DemoCommand.run(rest)
        case "scenarios":
            return ScenariosCommand.run(rest)
        case "teach":
            return TeachCommand.run(rest, standardInput: standardInput)
        case "log":
            return LogCommand.run(rest, standardInput: standardInput)
        case "lint":
            return LintCommand.run(rest, standardInput: standardInput)
        case "report":
            return ReportCommand.run(rest, standardInput: standardInput, progress: progress)
        default:
            let what = command.hasPrefix("-") ? "unknown option '\(command)'" : "unknown command '\(command)'"
            return .failure(what, hint: "Run 'layoutdbg --help' for the list of commands.")
        }
    }

    public static func readStandardInput() -> String? {
        String(data: FileHandle.standardInput.readDataToEndOfFile(), encoding: .utf8)
    }
}

/// `layoutdbg help [COMMAND]`.
enum HelpCommand {
    static func run(_ arguments: [String]) -> CommandResult {
        let parsed: CommandArguments
        do {
            parsed = try CommandArguments.parse(arguments, command: "help", allowedFlags: [])
        } catch {
            return .failure(error.message, hint: "Run 'layoutdbg --help' for usage.")
        }
        if parsed.wantsHelp || parsed.operands.isEmpty { return CommandResult(stdout: Usage.main) }
        guard parsed.operands.count == 1 else {
            return .failure("'help' takes at most one command name", hint: "Run 'layoutdbg --help' for usage.")
        }
        guard let text = Usage.forCommand(parsed.operands[0]) else {
            return .failure("unknown command '\(parsed.operands[0])'", hint: "Run 'layoutdbg --help' for the list of commands.")
        }
        return CommandResult(stdout: text)
    }
}
