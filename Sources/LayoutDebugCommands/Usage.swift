/// Help texts, printed by `--help` and with usage errors. docs/cli.md says the same at more length.
enum Usage {
    static let main = """
    layoutdbg explains Auto Layout and Cassowary constraint layouts.

    Usage: layoutdbg <command> [options]

    Commands:
      solve-linear FILE.json [--trace]   Solve a linear system given as JSON; print the result as JSON
      demo [--json]                      Solve the built-in two-label example and show the solver's trace
      help [COMMAND]                     Show this help, or the help of COMMAND

    Options:
      -h, --help                         Show help (after a command: that command's help)

    Exit status: 0 success, 1 an expectation or analysis failed, 2 usage or input error.
    Formats and examples: docs/cli.md, docs/json.md.

    """

    static let solveLinear = """
    Usage: layoutdbg solve-linear FILE.json [--trace]

    Reads a linear system (format: docs/json.md), adds its constraints to a solver in file order
    (a required constraint that cannot be satisfied is reported with its conflict and skipped),
    applies its edits and suggestions, and prints JSON: the value of every variable, every
    constraint's error, the rejected constraints and the number of pivots. FILE - reads standard input.

    Options:
      --trace      Also print the solver's trace, one string per event, as "trace"
      -h, --help   Show this help

    Exit status: 0 solved (even with rejected constraints), 2 usage or input error.

    """

    static let demo = """
    Usage: layoutdbg demo [--json]

    Solves the built-in example, two labels in a 320-pt row whose hugging priorities decide which
    one stretches, and prints its constraints, the solution, every constraint's error and the
    solver's trace.

    Options:
      --json       Print the example as a linear system for 'layoutdbg solve-linear' instead
      -h, --help   Show this help

    """

    static func forCommand(_ name: String) -> String? {
        switch name {
        case "solve-linear": return solveLinear
        case "demo": return demo
        case "help": return main
        default: return nil
        }
    }
}
