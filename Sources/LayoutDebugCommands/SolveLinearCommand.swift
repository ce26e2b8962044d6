import LinearSystemFormat
import JSONText
import Foundation

/// `layoutdbg solve-linear FILE.json [--trace]`.
enum SolveLinearCommand {
    static func run(_ arguments: [String], standardInput: () -> String?) -> CommandResult {
        let hint = "Run 'layoutdbg solve-linear --help' for usage."
        let parsed: CommandArguments
        do {
            parsed = try CommandArguments.parse(arguments, command: "solve-linear", allowedFlags: ["--trace"])
        } catch {
            return .failure(error.message, hint: hint)
        }
        if parsed.wantsHelp { return CommandResult(stdout: Usage.solveLinear) }
        guard parsed.operands.count == 1 else {
            let message = parsed.operands.isEmpty ? "missing FILE.json" : "expected one FILE.json, got \(parsed.operands.count) files"
            return .failure(message, hint: hint)
        }
        let path = parsed.operands[0]
        let file = path == "-" ? "<stdin>" : path
        let text: String
        switch readInput(path, standardInput: standardInput) {
        case let .success(contents): text = contents
        case let .failure(error): return .failure(error.description)
        }
        do {
            let system = try LinearSystem.parse(text, file: file)
            let solution = try system.solve(trace: parsed.has("--trace"))
            let output = solution.jsonOutput()
            let stdout = JSONWriter.write(output)
            TeardownAtExit.leave(SolvedLinearSystem(system: system, solution: solution, output: output))
            return CommandResult(stdout: stdout)
        } catch let error as InputError {
            return .failure(error.description)
        } catch {
            return .failure("\(file): \(error)")
        }
    }

    /// The file's text, or an error saying why it cannot be read. A leading byte-order mark is dropped.
    static func readInput(_ path: String, standardInput: () -> String?) -> Result<String, InputError> {
        if path == "-" {
            guard let text = standardInput() else {
                return .failure(InputError(file: "<stdin>", position: nil, message: "standard input is not valid UTF-8 text"))
            }
            return .success(droppingByteOrderMark(text))
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return .failure(InputError(file: path, position: nil, message: "no such file"))
        }
        if isDirectory.boolValue {
            return .failure(InputError(file: path, position: nil, message: "is a directory, not a JSON file"))
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(InputError(file: path, position: nil, message: "cannot read the file"))
        }
        guard let text = String(data: data, encoding: .utf8) else {
            return .failure(InputError(file: path, position: nil, message: "not valid UTF-8 text"))
        }
        return .success(droppingByteOrderMark(text))
    }

    private static func droppingByteOrderMark(_ text: String) -> String {
        text.unicodeScalars.first == "\u{FEFF}" ? String(text.unicodeScalars.dropFirst()) : text
    }
}

/// Everything `solve-linear` built (the system, the solver with its constraints, the output's
/// values), handed to `TeardownAtExit` as one: freeing the solver alone was 5 % of the run on
/// 10 000 cells, just before the process ends anyway.
private final class SolvedLinearSystem {
    let system: LinearSystem
    let solution: LinearSystemSolution
    let output: JSONOutput

    init(system: LinearSystem, solution: LinearSystemSolution, output: JSONOutput) {
        self.system = system
        self.solution = solution
        self.output = output
    }
}
