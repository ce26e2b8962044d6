/// `layoutdbg sweep` (issue 5): not written yet.
enum SweepCommand {
    static func run(_ arguments: [String], standardInput: () -> String?) -> CommandResult {
        .failure("'sweep' is not implemented yet", hint: "Run 'layoutdbg --help' for the list of commands.")
    }
}
