import Foundation
import LayoutModel
import LayoutScript

/// Reading and parsing a `.layout` file for a command; failures come back as the command's error
/// text (`file:line:col: error: …` with the source line and a caret), ready for stderr.
enum ScenarioLoading {
    struct Failure: Error {
        let text: String
    }

    static func load(_ path: String, standardInput: () -> String?) throws(Failure) -> (scenario: Scenario, source: String) {
        let source: String
        if path == "-" {
            guard let text = standardInput() else { throw Failure(text: "layoutdbg: error: cannot read standard input\n") }
            source = text
        } else {
            guard let data = FileManager.default.contents(atPath: path) else {
                throw Failure(text: "layoutdbg: error: cannot read '\(path)'\n")
            }
            guard let text = String(data: data, encoding: .utf8) else {
                throw Failure(text: "layoutdbg: error: '\(path)' is not UTF-8 text\n")
            }
            source = text
        }
        do {
            return (try ScenarioParser.parse(source, file: path), source)
        } catch {
            throw Failure(text: render(error, source: source))
        }
    }

    /// Every error with its source line and caret, one block each.
    static func render(_ errors: ScenarioErrors, source: String) -> String {
        let lines = DiagnosticFormatter.lines(of: source)
        return errors.errors.map { DiagnosticFormatter.render($0, sourceLines: lines, file: errors.file) + "\n" }.joined()
    }
}
