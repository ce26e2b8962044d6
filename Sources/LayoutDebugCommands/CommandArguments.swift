/// The arguments of one command, split into flags, options with a value, and positional operands.
/// Anything unknown is a usage error.
struct CommandArguments {
    var flags: [String] = []
    /// Options that take a value (`--step 2`, `--step=2`), in the order given. Each flag and option
    /// may be given once: a second one is a usage error rather than silently overriding the first.
    var options: [(name: String, value: String)] = []
    var operands: [String] = []

    /// Why the arguments are not acceptable, as a usage-error message.
    struct Problem: Error {
        var message: String
    }

    /// `allowedFlags` lists the switches besides `-h`/`--help`; `valueOptions` the options that take
    /// a value. `--` ends the flags; a lone `-` is an operand (standard input).
    static func parse(_ arguments: [String], command: String, allowedFlags: [String],
                      valueOptions: [String] = []) throws(Problem) -> CommandArguments {
        var result = CommandArguments()
        var onlyOperands = false
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyOperands || argument == "-" || !argument.hasPrefix("-") {
                result.operands.append(argument)
            } else if argument == "--" {
                onlyOperands = true
            } else if argument == "-h" || argument == "--help" {
                if !result.wantsHelp { result.flags.append("--help") }
            } else if allowedFlags.contains(argument) {
                guard !result.flags.contains(argument) else { throw repeated(argument, command: command) }
                result.flags.append(argument)
            } else if let equals = argument.firstIndex(of: "="), valueOptions.contains(String(argument[..<equals])) {
                let name = String(argument[..<equals])
                guard result.value(of: name) == nil else { throw repeated(name, command: command) }
                result.options.append((name, String(argument[argument.index(after: equals)...])))
            } else if valueOptions.contains(argument) {
                guard index < arguments.count else {
                    throw Problem(message: "option '\(argument)' of '\(command)' needs a value")
                }
                guard result.value(of: argument) == nil else { throw repeated(argument, command: command) }
                result.options.append((argument, arguments[index]))
                index += 1
            } else {
                throw Problem(message: "unknown option '\(argument)' for '\(command)'")
            }
        }
        return result
    }

    private static func repeated(_ name: String, command: String) -> Problem {
        Problem(message: "'\(name)' is given twice to '\(command)'; give it once")
    }

    var wantsHelp: Bool { flags.contains("--help") }

    func has(_ flag: String) -> Bool { flags.contains(flag) }

    func value(of option: String) -> String? { options.last { $0.name == option }?.value }
}
