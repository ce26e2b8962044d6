/// `layoutdbg graph` (issue 5): not written yet.
enum GraphCommand {
    static func run(_ arguments: [String], standardInput: () -> String?) -> CommandResult {
        .failure("'graph' is not implemented yet", hint: "Run 'layoutdbg --help' for the list of commands.")
    }
}
