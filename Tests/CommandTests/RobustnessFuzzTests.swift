import Foundation
import LayoutDebugCommands
import SeededRandom
import XCTest

/// Every lesson and every linear-system fixture, damaged line by line and number by number, run
/// through `solve`, `explain`, `graph` and `solve-linear` (bad input never crashes). Whatever the damage, each
/// command must finish within the time limit and exit 0, 1 or 2; JSON output must parse; an input
/// error must name the input with a line and column; and every required constraint must hold or be
/// reported as broken to recover (rejected, for `solve-linear`).
///
/// All failures are collected, grouped by kind, and reported together with the smallest input that
/// showed each kind; `LAYOUTDBG_FUZZ_LOG=FILE` also writes every finding to FILE, one JSON object a
/// line. `graph` writes `.dot` and renders `.svg` in-process through GraphViz;
/// `LAYOUTDBG_FUZZ_GRAPH_SVG=0` leaves GraphViz out.
final class RobustnessFuzzTests: XCTestCase {
    /// Values that stress the solver's arithmetic and the number readers (JSON has no `nan` or
    /// `inf`; those must be rejected with a location).
    static let extremes = ["0", "-0", "1e-300", "1e18", "-1e18", "1e308", "-1e308", "nan", "NaN", "inf", "-inf", "1.8e308"]
    static let casesPerLesson = 60
    static let casesPerSystem = 400
    /// `explain` and `graph` cost more than `solve`, so they run on a seeded sample of the cases.
    static let explainShare = 0.25
    static let graphShare = 0.25
    /// Lessons whose step 0 takes longer than this to explain are explained on about one damaged copy.
    static let slowExplanation: TimeInterval = 1
    // Far above any honest run (the slowest lesson explains in about 8 s), so only a hang trips it.
    static let timeLimit: TimeInterval = 120

    func testDamagedInputsGiveResultsOrLocatedErrors() throws {
        let started = Date()
        var log = FindingLog()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutdbg-fuzz-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let renderSVG = ProcessInfo.processInfo.environment["LAYOUTDBG_FUZZ_GRAPH_SVG"] != "0"

        for (index, lesson) in try Self.lessons().enumerated() {
            var generator = SplitMix64(seed: 0x1004_0000 + UInt64(index))
            // Scenario commands read a file, so errors must name that file's path.
            let path = folder.appendingPathComponent(lesson.name).path
            // Case 0 is the lesson as written. Timing its step 0 `explain` sets how often the damaged
            // copies are explained: one lesson takes seconds per step, the others a tenth of a second.
            var explainShare = Self.explainShare
            for number in 0...Self.casesPerLesson {
                guard !log.tooManyTimeouts else { break }
                let damaged = number == 0 ? (text: lesson.text, mutations: ["as written"]) : Mutator.mutate(lesson.text, using: &generator)
                let input = Input(name: lesson.name, mutations: damaged.mutations, text: damaged.text)
                try damaged.text.write(toFile: path, atomically: false, encoding: .utf8)
                log.cases += 1
                log.check(Self.run(["solve", path, "--all-steps", "--json"]), input: input) { Check.solve($0, path: path) }
                if number == 0 {
                    let explained = Self.run(["explain", path, "--json"])
                    log.check(explained, input: input) { Check.scenario($0, path: path, json: true) }
                    if explained.seconds > Self.slowExplanation { explainShare = 1 / Double(Self.casesPerLesson) }
                } else if generator.chance(explainShare) {
                    log.check(Self.run(["explain", path, "--all-steps", "--json"]), input: input) {
                        Check.scenario($0, path: path, json: true)
                    }
                }
                if number == 0 || generator.chance(Self.graphShare) {
                    let kind = generator.chance(0.5) ? "views" : "constraints"
                    var outputs = [folder.appendingPathComponent("graph.dot").path]
                    if renderSVG { outputs.append(folder.appendingPathComponent("graph.svg").path) }
                    for output in outputs {
                        log.check(Self.run(["graph", path, "--kind", kind, "-o", output]), input: input) {
                            Check.scenario($0, path: path, json: false)
                        }
                    }
                }
            }
        }

        for (index, system) in try Self.systems().enumerated() {
            var generator = SplitMix64(seed: 0x1004_1000 + UInt64(index))
            for number in 0...Self.casesPerSystem {
                guard !log.tooManyTimeouts else { break }
                let damaged = number == 0 ? (text: system.text, mutations: ["as written"]) : Mutator.mutate(system.text, using: &generator)
                let input = Input(name: system.name, mutations: damaged.mutations, text: damaged.text)
                log.cases += 1
                let trace = generator.chance(0.5) ? ["--trace"] : []
                log.check(Self.run(["solve-linear", "-"] + trace, standardInput: damaged.text), input: input) {
                    Check.solveLinear($0, input: damaged.text)
                }
            }
        }

        let seconds = Date().timeIntervalSince(started)
        let perCommand = log.seconds.sorted { $0.key < $1.key }.map { "\($0.key) \(String(format: "%.1f", $0.value)) s" }
        let exits = log.exitCodes.sorted { $0.key < $1.key }.map { "exit \($0.key): \($0.value)" }
        print("fuzz: \(log.cases) cases, \(log.runs) command runs in \(String(format: "%.1f", seconds)) s (\(perCommand.joined(separator: ", "))); \(exits.joined(separator: ", "))")
        // Both outcomes must be common, or the mutations are not exercising anything.
        XCTAssertGreaterThan(log.exitCodes[0] ?? 0, log.runs / 10, "too few damaged inputs were accepted")
        XCTAssertGreaterThan(log.exitCodes[2] ?? 0, log.runs / 10, "too few damaged inputs were rejected")
        if let file = ProcessInfo.processInfo.environment["LAYOUTDBG_FUZZ_LOG"] {
            try log.lines.map { $0 + "\n" }.joined().write(toFile: file, atomically: true, encoding: .utf8)
        }
        if !log.findings.isEmpty {
            XCTFail(log.summary(limit: 20))
        }
    }

    // MARK: - Inputs

    struct Input {
        let name: String
        let mutations: [String]
        let text: String
    }

    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The lessons of Scenarios/ (not known-issues/), by file name.
    static func lessons() throws -> [(name: String, text: String)] {
        let folder = repository.appendingPathComponent("Scenarios")
        return try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".layout") }
            .sorted()
            .map { ($0, try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)) }
    }

    /// The `solve-linear` fixtures and the demo's system.
    static func systems() throws -> [(name: String, text: String)] {
        var systems = try GoldenOutputTests.solveLinearInputs.map { ("\($0).json", try GoldenFile.read("solve-linear/\($0).json")) }
        systems.append(("demo --json", LayoutDebugCLI.run(["demo", "--json"]).stdout))
        return systems
    }

    // MARK: - Running with a time limit

    /// Where a command's thread leaves its result; the semaphore orders the write before the read.
    private final class Mailbox: @unchecked Sendable {
        var result: CommandResult?
    }

    struct Run {
        let arguments: [String]
        /// nil when the command did not finish in time.
        let result: CommandResult?
        let seconds: TimeInterval
    }

    /// Runs the command in-process on its own thread (with a main-thread-sized stack) and waits at
    /// most `timeLimit`. A command that hangs is left running; the test reports it and stops early.
    static func run(_ arguments: [String], standardInput: String? = nil) -> Run {
        let mailbox = Mailbox(), finished = DispatchSemaphore(value: 0), started = Date()
        let thread = Thread {
            mailbox.result = LayoutDebugCLI.run(arguments, standardInput: { standardInput })
            finished.signal()
        }
        thread.stackSize = 8 << 20
        thread.start()
        guard finished.wait(timeout: .now() + timeLimit) == .success else {
            return Run(arguments: arguments, result: nil, seconds: timeLimit)
        }
        return Run(arguments: arguments, result: mailbox.result, seconds: Date().timeIntervalSince(started))
    }
}

// MARK: - Mutations

extension RobustnessFuzzTests {
    /// Seeded damage: one or two of delete, duplicate or swap lines, replace a number with an extreme,
    /// truncate. Each mutation is described so a failure can be reproduced by hand.
    enum Mutator {
        static func mutate(_ original: String, using generator: inout SplitMix64) -> (text: String, mutations: [String]) {
            var text = original, mutations: [String] = []
            for _ in 0..<generator.int(in: 1...2) {
                var lines = text.components(separatedBy: "\n")
                switch generator.int(in: 0...4) {
                case 0 where lines.count > 1:
                    let line = generator.int(in: 0...(lines.count - 1))
                    lines.remove(at: line)
                    mutations.append("deleted line \(line + 1)")
                case 1:
                    let line = generator.int(in: 0...(lines.count - 1))
                    lines.insert(lines[line], at: line)
                    mutations.append("duplicated line \(line + 1)")
                case 2 where lines.count > 1:
                    let first = generator.int(in: 0...(lines.count - 1))
                    let second = (first + generator.int(in: 1...(lines.count - 1))) % lines.count
                    lines.swapAt(first, second)
                    mutations.append("swapped lines \(first + 1) and \(second + 1)")
                case 3 where !numbers(in: text).isEmpty:
                    let found = numbers(in: text)
                    let range = found[generator.int(in: 0...(found.count - 1))]
                    let extreme = RobustnessFuzzTests.extremes[generator.int(in: 0...(RobustnessFuzzTests.extremes.count - 1))]
                    let (line, column) = position(of: range.lowerBound, in: text)
                    mutations.append("line \(line) column \(column): \(text[range]) -> \(extreme)")
                    text.replaceSubrange(range, with: extreme)
                    continue
                default:
                    let count = generator.int(in: 0...text.count)
                    mutations.append("truncated after \(count) characters")
                    text = String(text.prefix(count))
                    continue
                }
                text = lines.joined(separator: "\n")
            }
            return (text, mutations)
        }

        /// Unsigned decimal numbers (`12`, `20.5`, `1e-3`) outside double-quoted strings (notes, titles,
        /// JSON ids) and not part of a name such as `h1`.
        static func numbers(in text: String) -> [Range<String.Index>] {
            var found: [Range<String.Index>] = [], index = text.startIndex
            var previous: Character = " ", inString = false
            while index < text.endIndex {
                let character = text[index]
                if character == "\n" { inString = false } else if character == "\"", previous != "\\" { inString.toggle() }
                guard !inString, character.isASCII, character.isNumber,
                      !(previous.isLetter || previous.isNumber || previous == "_" || previous == ".") else {
                    previous = character
                    index = text.index(after: index)
                    continue
                }
                var end = index
                func skipDigits() { while end < text.endIndex, text[end].isASCII, text[end].isNumber { end = text.index(after: end) } }
                skipDigits()
                if end < text.endIndex, text[end] == ".", text.index(after: end) < text.endIndex, text[text.index(after: end)].isNumber {
                    end = text.index(after: end)
                    skipDigits()
                }
                if end < text.endIndex, text[end] == "e" || text[end] == "E" {
                    var exponent = text.index(after: end)
                    if exponent < text.endIndex, text[exponent] == "+" || text[exponent] == "-" { exponent = text.index(after: exponent) }
                    if exponent < text.endIndex, text[exponent].isASCII, text[exponent].isNumber {
                        end = exponent
                        skipDigits()
                    }
                }
                found.append(index..<end)
                previous = text[text.index(before: end)]
                index = end
            }
            return found
        }

        static func position(of index: String.Index, in text: String) -> (line: Int, column: Int) {
            let before = text[..<index]
            let line = before.filter { $0 == "\n" }.count + 1
            let column = before.count - (before.lastIndex(of: "\n").map { before.distance(from: before.startIndex, to: $0) + 1 } ?? 0) + 1
            return (line, column)
        }
    }
}

// MARK: - Checks

extension RobustnessFuzzTests {
    /// One broken promise of a run: `kind` groups findings (numbers, names and paths blanked out),
    /// `detail` is what this run showed.
    struct Finding {
        let kind: String
        let detail: String
    }

    enum Check {
        /// `solve --json`: the common checks, then every required constraint in effect holds unless it
        /// was broken to recover from a conflict.
        static func solve(_ run: Run, path: String) -> [Finding] {
            var findings = scenario(run, path: path, json: true)
            guard findings.isEmpty, let result = run.result, result.exitCode != 2,
                  let document = try? JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any],
                  let steps = document["steps"] as? [[String: Any]] else { return findings }
            for step in steps {
                for constraint in step["constraints"] as? [[String: Any]] ?? [] {
                    guard (constraint["priority"] as? NSNumber)?.doubleValue == 1000, let state = constraint["state"] as? String else { continue }
                    if !["satisfied", "broken to recover", "inactive"].contains(state) {
                        findings.append(Finding(kind: "solve: a required constraint is \(state) without a conflict",
                                                detail: "step \(step["step"] ?? "?"): \(constraint["constraint"] ?? "?") is \(state), error \(constraint["error"] ?? "null")"))
                    }
                }
            }
            return findings
        }

        /// `solve`, `explain` and `graph`: exit status, JSON that parses, errors at `path:LINE:COL`.
        static func scenario(_ run: Run, path: String, json: Bool) -> [Finding] {
            let command = run.arguments[0]
            guard let result = run.result else { return [Finding(kind: "\(command): no result within the time limit", detail: "")] }
            var findings: [Finding] = []
            if ![0, 1, 2].contains(result.exitCode) {
                findings.append(Finding(kind: "\(command): exit status \(result.exitCode)", detail: excerpt(result.stderr)))
            }
            if result.exitCode == 2 {
                findings += located(result.stderr, command: command, file: path, path: path)
            } else if result.exitCode == 1, let line = result.stderr.components(separatedBy: "\n").first(where: { $0.hasPrefix("layoutdbg: error:") }),
                      !line.hasPrefix("layoutdbg: error: could not draw the graph:") {
                // Exit 1 means the input was fine and the analysis found problems, or GraphViz failed;
                // any other error is the command giving up.
                findings.append(Finding(kind: "\(command): exit 1 with an error: \(shape(line, path: path))", detail: excerpt(result.stderr)))
            } else if json {
                findings += parses(result, command: command)
            }
            return findings
        }

        /// `solve-linear`: exit status, JSON that parses, errors at `<stdin>:LINE:COL`, and every
        /// required constraint that was not rejected holds.
        static func solveLinear(_ run: Run, input: String) -> [Finding] {
            let command = "solve-linear"
            guard let result = run.result else { return [Finding(kind: "\(command): no result within the time limit", detail: "")] }
            if result.exitCode == 2 { return located(result.stderr, command: command, file: "<stdin>", path: nil) }
            guard result.exitCode == 0 else { return [Finding(kind: "\(command): exit status \(result.exitCode)", detail: excerpt(result.stderr))] }
            var findings = parses(result, command: command)
            // The input was accepted, so it is valid JSON and the output lists its constraints in order.
            guard findings.isEmpty,
                  let system = try? JSONSerialization.jsonObject(with: Data(input.utf8)) as? [String: Any],
                  let output = try? JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any],
                  let declared = system["constraints"] as? [[String: Any]],
                  let reported = output["constraints"] as? [[String: Any]], declared.count == reported.count else { return findings }
            let weighted = system["semantics"] as? String == "weighted"
            for (constraint, record) in zip(declared, reported) {
                let priority = (constraint["priority"] as? NSNumber)?.doubleValue
                let required = priority.map { weighted ? $0 >= 1_001_001_000 : $0 == 1000 } ?? true
                let rejected = (record["rejected"] as? NSNumber)?.boolValue == true
                let error = record["error"] as? NSNumber
                if required, !rejected, (record["satisfied"] as? NSNumber)?.boolValue != true {
                    // A null error is a value that is not finite: a different failure from a rounding one.
                    let how = error == nil ? "its error is not finite" : "a finite error"
                    findings.append(Finding(kind: "\(command): a required constraint is neither satisfied nor rejected (\(how))",
                                            detail: "\(record["id"] ?? "?"): error \(error.map { "\($0)" } ?? "null")"))
                }
                if !required, rejected {
                    findings.append(Finding(kind: "\(command): an optional constraint is reported rejected",
                                            detail: "\(record["id"] ?? "?") at priority \(priority.map { "\($0)" } ?? "?")"))
                }
            }
            return findings
        }

        /// Standard output of a JSON run parses, and has no bare non-finite numbers.
        static func parses(_ result: CommandResult, command: String) -> [Finding] {
            guard (try? JSONSerialization.jsonObject(with: Data(result.stdout.utf8))) == nil else { return [] }
            if let bare = result.stdout.range(of: #"[:\[,]\s*-?(inf|nan)\b"#, options: .regularExpression) {
                return [Finding(kind: "\(command): bare \(result.stdout[bare].filter(\.isLetter)) in the JSON output",
                                detail: excerpt(around: bare, in: result.stdout))]
            }
            return [Finding(kind: "\(command): exit \(result.exitCode) with output that is not JSON", detail: excerpt(result.stdout + result.stderr))]
        }

        /// Every error line of an exit-2 run names the input with a line and column: scenario errors as
        /// `FILE:LINE:COL: error: …` (compiler style), JSON errors as `layoutdbg: error: FILE:LINE:COL: …`.
        static func located(_ stderr: String, command: String, file: String, path: String?) -> [Finding] {
            let place = NSRegularExpression.escapedPattern(for: file) + #":\d+:\d+: "#
            let errorLines = stderr.components(separatedBy: "\n").filter {
                $0.hasPrefix("layoutdbg: error:") || $0.hasPrefix("error:") || $0.contains(": error: ")
            }
            guard !errorLines.isEmpty else {
                return [Finding(kind: "\(command): exit 2 without an error line", detail: excerpt(stderr))]
            }
            return errorLines.compactMap { line in
                let prefixed = line.range(of: "^layoutdbg: error: " + place, options: .regularExpression) != nil
                let compilerStyle = line.range(of: "^" + place + "error: ", options: .regularExpression) != nil
                guard !prefixed && !compilerStyle else { return nil }
                return Finding(kind: "\(command): error without a location: \(shape(line, path: path))", detail: excerpt(stderr))
            }
        }

        /// The message with the temporary path, quoted and dotted names and numbers blanked, to group
        /// findings. A long message keeps only its head and tail: the middle of the solver's own errors
        /// repeats the constraint, unquoted.
        static func shape(_ message: String, path: String?) -> String {
            var text = path.map { message.replacingOccurrences(of: $0, with: "FILE") } ?? message
            let blanks = [(#""[^"]*""#, "\"…\""), (#"'[^']*'"#, "'…'"), (#"`[^`]*`"#, "`…`"), (#"\w+(\.\w+)+"#, "NAME"),
                          (#"-?\b\d+(\.\d+)?(e[-+]?\d+)?\b"#, "N")]
            for (pattern, blank) in blanks {
                text = text.replacingOccurrences(of: pattern, with: blank, options: .regularExpression)
            }
            return text.count <= 120 ? text : text.prefix(60) + " … " + text.suffix(50)
        }

        static func excerpt(_ text: String) -> String {
            text.count <= 600 ? text : String(text.prefix(600)) + "…"
        }

        static func excerpt(around range: Range<String.Index>, in text: String) -> String {
            let start = text.index(range.lowerBound, offsetBy: -120, limitedBy: text.startIndex) ?? text.startIndex
            let end = text.index(range.upperBound, offsetBy: 120, limitedBy: text.endIndex) ?? text.endIndex
            return "…" + text[start..<end] + "…"
        }
    }
}

// MARK: - Collecting findings

extension RobustnessFuzzTests {
    /// Findings grouped by kind, keeping for each kind the shortest input that showed it.
    struct FindingLog {
        struct Example {
            var count: Int
            var input: Input
            var arguments: [String]
            var detail: String
        }

        var cases = 0, runs = 0, timeouts = 0
        var exitCodes: [Int32: Int] = [:]
        /// Time spent per command, to keep the sampling within the suite's time budget.
        var seconds: [String: TimeInterval] = [:]
        var findings: [String: Example] = [:]
        /// Every finding as one JSON line (kind, input, mutations, command, detail), for `LAYOUTDBG_FUZZ_LOG`.
        var lines: [String] = []
        /// A hung command keeps its thread busy; after a few, later runs would only measure the contention.
        var tooManyTimeouts: Bool { timeouts >= 3 }

        mutating func check(_ run: Run, input: Input,
                            _ check: (Run) -> [Finding]) {
            let found = check(run)
            runs += 1
            seconds[run.arguments[0], default: 0] += run.seconds
            if let result = run.result { exitCodes[result.exitCode, default: 0] += 1 } else { timeouts += 1 }
            for finding in found {
                let record: [String: Any] = ["kind": finding.kind, "input": input.name, "mutations": input.mutations,
                                             "command": run.arguments[0], "detail": finding.detail]
                if let data = try? JSONSerialization.data(withJSONObject: record) { lines.append(String(decoding: data, as: UTF8.self)) }
                if var example = findings[finding.kind] {
                    example.count += 1
                    if input.text.count < example.input.text.count {
                        (example.input, example.arguments, example.detail) = (input, run.arguments, finding.detail)
                    }
                    findings[finding.kind] = example
                } else {
                    findings[finding.kind] = Example(count: 1, input: input, arguments: run.arguments, detail: finding.detail)
                }
            }
        }

        func summary(limit: Int) -> String {
            let kinds = findings.sorted { ($1.value.count, $0.key) < ($0.value.count, $1.key) }
            var text = "\(findings.count) kinds of failure in \(runs) runs of \(cases) damaged inputs:\n"
            for (kind, example) in kinds.prefix(limit) {
                let input = example.input.text.count <= 1500 ? example.input.text : String(example.input.text.prefix(1500)) + "…"
                text += """

                ## \(kind) (\(example.count) runs)
                \(example.arguments.joined(separator: " ")) on \(example.input.name), \(example.input.mutations.joined(separator: "; "))
                \(example.detail)
                --- input ---
                \(input)
                --- end ---

                """
            }
            if kinds.count > limit { text += "\n… and \(kinds.count - limit) more kinds\n" }
            return text
        }
    }
}
