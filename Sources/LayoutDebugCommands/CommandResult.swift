/// What a command produced: the text for standard output and standard error, and the exit code.
/// Commands return this instead of printing, so tests run them in-process.
public struct CommandResult: Equatable, Sendable {
    public var stdout: String
    public var stderr: String
    public var exitCode: Int32

    public init(stdout: String = "", stderr: String = "", exitCode: Int32 = ExitCode.success) {
        self.stdout = stdout
        self.stderr = stderr
        self.exitCode = exitCode
    }

    /// An error in the standard form `layoutdbg: error: MESSAGE`, plus an optional hint line.
    static func failure(_ message: String, hint: String? = nil, exitCode: Int32 = ExitCode.usageOrInput) -> CommandResult {
        var text = "layoutdbg: error: \(message)\n"
        if let hint { text += hint + "\n" }
        return CommandResult(stderr: text, exitCode: exitCode)
    }
}

public enum ExitCode {
    public static let success: Int32 = 0
    /// An expectation or analysis failed (the input was fine).
    public static let failedExpectation: Int32 = 1
    /// Bad usage or bad input.
    public static let usageOrInput: Int32 = 2
}
