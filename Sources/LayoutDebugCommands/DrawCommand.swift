/// `layoutdbg draw` (issue 5): not written yet.
enum DrawCommand {
    static func run(_ arguments: [String], standardInput: () -> String?) -> CommandResult {
        .failure("'draw' is not implemented yet", hint: "Run 'layoutdbg --help' for the list of commands.")
    }
}
