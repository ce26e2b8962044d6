/// `layoutdbg trace` (issue 5): not written yet.
enum TraceCommand {
    static func run(_ arguments: [String], standardInput: () -> String?) -> CommandResult {
        .failure("'trace' is not implemented yet", hint: "Run 'layoutdbg --help' for the list of commands.")
    }
}
