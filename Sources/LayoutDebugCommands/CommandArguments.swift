/// The arguments of one command, split into flags and positional operands. Commands are small, so
/// flags are plain switches; anything unknown is a usage error.
struct CommandArguments {
    var flags: [String] = []
    var operands: [String] = []

    /// Why the arguments are not acceptable, as a usage-error message.
    struct Problem: Error {
        var message: String
    }

    /// `allowedFlags` lists the switches besides `-h`/`--help`. `--` ends the flags; a lone `-` is an
    /// operand (standard input).
    static func parse(_ arguments: [String], command: String, allowedFlags: [String]) throws(Problem) -> CommandArguments {
        var result = CommandArguments()
        var onlyOperands = false
        for argument in arguments {
            if onlyOperands || argument == "-" || !argument.hasPrefix("-") {
                result.operands.append(argument)
            } else if argument == "--" {
                onlyOperands = true
            } else if argument == "-h" || argument == "--help" {
                result.flags.append("--help")
            } else if allowedFlags.contains(argument) {
                result.flags.append(argument)
            } else {
                throw Problem(message: "unknown option '\(argument)' for '\(command)'")
            }
        }
        return result
    }

    var wantsHelp: Bool { flags.contains("--help") }

    func has(_ flag: String) -> Bool { flags.contains(flag) }
}
