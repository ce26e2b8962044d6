import Foundation
import LayoutDebugCommands
import XCTest

/// Every `$ layoutdbg …` example in README.md and docs/*.md is run in-process and its output
/// compared with the one the docs show, so the docs cannot drift from the binary.
///
/// The shell subset the examples may use (anything else fails the test, so it gets noticed):
/// `$ layoutdbg ARGS` (with `| grep WORD` or `| layoutdbg ARGS` after it), `$ cat FILE` followed by
/// the file's text (written into the sandbox for the next commands), `$ mkdir -p DIR`, and
/// `$ echo $?` followed by the previous command's exit status. Shown output is stdout then stderr.
/// A line that is only `…` (or `...`) stands for any number of lines, and `…` inside a line for
/// any text; trailing spaces are ignored.
final class DocumentedExamplesTests: XCTestCase {
    func testEveryDocumentedExampleMatchesTheBinary() throws {
        let root = DocumentedExamples.repositoryRoot
        let examples = try DocumentedExamples.documents.flatMap { name in
            DocumentedExamples.parse(try String(contentsOf: root.appendingPathComponent(name), encoding: .utf8), file: name)
        }
        // cli.md alone shows more than 25 commands; fewer means the parser lost them.
        XCTAssertGreaterThan(examples.filter { $0.isCommand }.count, 40)
        let sandbox = FileManager.default.temporaryDirectory.appendingPathComponent("layoutdbg-doc-examples-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: sandbox, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: sandbox) }
        try FileManager.default.createSymbolicLink(at: sandbox.appendingPathComponent("Scenarios"),
                                                   withDestinationURL: root.appendingPathComponent("Scenarios"))
        // The Interface Builder examples run on the real documents of the test corpus.
        try FileManager.default.createDirectory(at: sandbox.appendingPathComponent("Tests"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: sandbox.appendingPathComponent("Tests/InterfaceBuilderDocuments"),
                                                   withDestinationURL: root.appendingPathComponent("Tests/InterfaceBuilderDocuments"))
        let previous = FileManager.default.currentDirectoryPath
        XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(sandbox.path))
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }

        var lastExitCode: Int32 = 0
        for example in examples {
            switch example.command {
            case .cat(let name):
                try (example.shown.joined(separator: "\n") + "\n").write(toFile: name, atomically: true, encoding: .utf8)
            case .mkdir(let name):
                try FileManager.default.createDirectory(atPath: name, withIntermediateDirectories: true)
            case .exitStatus:
                XCTAssertEqual(example.shown, ["\(lastExitCode)"], "\(example.location): exit status")
            case .unsupported(let text):
                XCTFail("\(example.location): the docs examples test cannot run `\(text)`")
            case .layoutdbg(let pipeline):
                let result = DocumentedExamples.run(pipeline)
                lastExitCode = result.exitCode
                let actual = (result.stdout + result.stderr).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                let trimmedActual = Array(actual.reversed().drop { $0.isEmpty }.reversed())
                if !ElidedText.matches(shown: example.shown, actual: trimmedActual) {
                    XCTFail("\(example.location): `\(example.text)` prints (exit \(result.exitCode)):\n"
                        + trimmedActual.joined(separator: "\n") + "\n--- but the docs show:\n" + example.shown.joined(separator: "\n"))
                }
            }
        }
    }

    func testElisionsMatchAnyLinesAndAnyText() {
        // Hand-made cases of the matching rule the docs rely on.
        XCTAssertTrue(ElidedText.matches(shown: ["a", "…", "d"], actual: ["a", "b", "c", "d"]))
        XCTAssertTrue(ElidedText.matches(shown: ["a", "…", "b"], actual: ["a", "b"]))
        XCTAssertTrue(ElidedText.matches(shown: ["  x …, y"], actual: ["  x 1 and 2, y"]))
        XCTAssertTrue(ElidedText.matches(shown: ["of those, ..."], actual: ["of those, the first"]))
        XCTAssertFalse(ElidedText.matches(shown: ["a", "c"], actual: ["a", "b", "c"]))
        XCTAssertFalse(ElidedText.matches(shown: ["a"], actual: ["a", "b"]))
        XCTAssertFalse(ElidedText.matches(shown: ["x … y"], actual: ["x 1 z"]))
        XCTAssertTrue(ElidedText.matches(shown: ["trailing"], actual: ["trailing  "]))
    }

    func testCommandLinesSplitLikeAShell() {
        XCTAssertEqual(DocumentedExamples.words("graph a --focus 'level.width <= 65 @250' -o x.svg"),
                       ["graph", "a", "--focus", "level.width <= 65 @250", "-o", "x.svg"])
        XCTAssertEqual(DocumentedExamples.words("x \"a b\" c"), ["x", "a b", "c"])
    }
}

/// One `$` line of a fenced block and the lines shown under it.
struct DocumentedExample {
    enum Command {
        case layoutdbg([[String]])
        case cat(String)
        case mkdir(String)
        case exitStatus
        case unsupported(String)
    }

    let command: Command
    let text: String
    let location: String
    var shown: [String] = []

    var isCommand: Bool {
        if case .layoutdbg = command { return true }
        return false
    }
}

enum DocumentedExamples {
    static var repositoryRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    /// README.md and every docs/*.md, in name order.
    static var documents: [String] {
        let docs = (try? FileManager.default.contentsOfDirectory(atPath: repositoryRoot.appendingPathComponent("docs").path)) ?? []
        return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/\($0)" }
    }

    /// The examples of one Markdown file: the `$` lines inside fenced blocks (a fence may be
    /// indented, as in a list item; its indentation is removed from the lines it holds).
    static func parse(_ markdown: String, file: String) -> [DocumentedExample] {
        var examples: [DocumentedExample] = []
        var fenceIndent: Int?
        var current: DocumentedExample?
        for (index, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let indent = line.prefix { $0 == " " }.count
            let body = line.dropFirst(indent)
            if body.hasPrefix("```") {
                if fenceIndent == nil { fenceIndent = indent } else {
                    fenceIndent = nil
                    if let done = current { examples.append(done) }
                    current = nil
                }
                continue
            }
            guard let blockIndent = fenceIndent else { continue }
            let text = String(line.dropFirst(min(indent, blockIndent)))
            if text.hasPrefix("$ ") {
                if let done = current { examples.append(done) }
                let commandText = String(text.dropFirst(2))
                current = DocumentedExample(command: command(commandText), text: commandText, location: "\(file):\(index + 1)")
            } else {
                current?.shown.append(text)
            }
        }
        return examples.map { example in
            var trimmed = example
            trimmed.shown = Array(example.shown.reversed().drop { $0.trimmingCharacters(in: .whitespaces).isEmpty }.reversed())
            return trimmed
        }
    }

    static func command(_ text: String) -> DocumentedExample.Command {
        let stages = text.split(separator: "|").map { words(String($0)) }
        guard let first = stages.first, let program = first.first else { return .unsupported(text) }
        switch program {
        case "layoutdbg":
            for stage in stages.dropFirst() where !(stage.first == "layoutdbg" || (stage.first == "grep" && stage.count == 2)) {
                return .unsupported(text)
            }
            return .layoutdbg(stages)
        case "cat" where stages.count == 1 && first.count == 2: return .cat(first[1])
        case "mkdir" where stages.count == 1 && first.count == 3 && first[1] == "-p": return .mkdir(first[2])
        case "echo" where first == ["echo", "$?"]: return .exitStatus
        default: return .unsupported(text)
        }
    }

    /// Splits a command line into words the way a shell does for the quoting the docs use.
    static func words(_ line: String) -> [String] {
        var words: [String] = []
        var word = ""
        var inWord = false
        var quote: Character?
        for character in line {
            if let open = quote {
                if character == open { quote = nil } else { word.append(character) }
            } else if character == "'" || character == "\"" {
                quote = character
                inWord = true
            } else if character == " " {
                if inWord { words.append(word) }
                word = ""
                inWord = false
            } else {
                word.append(character)
                inWord = true
            }
        }
        if inWord { words.append(word) }
        return words
    }

    /// Runs `layoutdbg ARGS [| grep WORD | layoutdbg ARGS …]`: each stage reads the one before
    /// as its standard input.
    static func run(_ stages: [[String]]) -> CommandResult {
        var result = LayoutDebugCLI.run(Array(stages[0].dropFirst()), standardInput: { nil })
        for stage in stages.dropFirst() {
            if stage[0] == "grep" {
                let kept = result.stdout.split(separator: "\n").filter { $0.contains(stage[1]) }
                result = CommandResult(stdout: kept.map { $0 + "\n" }.joined(), stderr: result.stderr, exitCode: kept.isEmpty ? 1 : 0)
            } else {
                let input = result.stdout
                result = LayoutDebugCLI.run(Array(stage.dropFirst()), standardInput: { input })
            }
        }
        return result
    }
}

/// The comparison of shown output with real output, `…` standing for what the docs leave out.
enum ElidedText {
    static func matches(shown: [String], actual: [String]) -> Bool {
        let shown = shown.map(trimEnd)
        let actual = actual.map(trimEnd)
        // matched[i][j]: shown[i...] matches actual[j...].
        var matched = Array(repeating: Array(repeating: false, count: actual.count + 1), count: shown.count + 1)
        matched[shown.count][actual.count] = true
        for i in stride(from: shown.count - 1, through: 0, by: -1) {
            for j in stride(from: actual.count, through: 0, by: -1) {
                if isElision(shown[i]) {
                    matched[i][j] = matched[i + 1][j] || (j < actual.count && matched[i][j + 1])
                } else {
                    matched[i][j] = j < actual.count && lineMatches(shown[i], actual[j]) && matched[i + 1][j + 1]
                }
            }
        }
        return matched[0][0]
    }

    static func isElision(_ line: String) -> Bool {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        return trimmed == "…" || trimmed == "..."
    }

    /// A shown line matches when its pieces between elisions appear in order, the first at the
    /// start and the last at the end.
    static func lineMatches(_ shown: String, _ actual: String) -> Bool {
        let pieces = shown.replacingOccurrences(of: "...", with: "…").components(separatedBy: "…")
        guard pieces.count > 1 else { return shown == actual || shown == actual.replacingOccurrences(of: "...", with: "…") }
        var rest = Substring(actual)
        guard rest.hasPrefix(pieces[0]) else { return false }
        rest = rest.dropFirst(pieces[0].count)
        for piece in pieces.dropFirst().dropLast() {
            guard let range = rest.range(of: piece) else { return false }
            rest = rest[range.upperBound...]
        }
        return rest.hasSuffix(pieces[pieces.count - 1])
    }

    static func trimEnd(_ line: String) -> String {
        var line = Substring(line)
        while line.last == " " || line.last == "\t" { line = line.dropLast() }
        return String(line)
    }
}
