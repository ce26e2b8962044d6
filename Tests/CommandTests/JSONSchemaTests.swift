import Foundation
import LayoutDebugCommands
import XCTest

/// Every JSON output has the keys and types docs/json.md documents (`DocumentedSchemas`): every
/// step of every lesson for `solve`, `explain` and `trace`, the optional sections on the lessons
/// that have them, and `solve-linear` and `demo`.
final class JSONSchemaTests: XCTestCase {
    private func assertShape(_ text: String, _ shape: JSONShape, _ what: String, file: StaticString = #filePath, line: UInt = #line) {
        do {
            let problems = shape.problems(try DecodedJSON.parse(text))
            XCTAssertEqual(problems, [], "\(what): \(problems.count) departure(s) from docs/json.md, first: \(problems.prefix(5))",
                           file: file, line: line)
        } catch {
            XCTFail("\(what): not JSON: \(error)", file: file, line: line)
        }
    }

    func testEveryLessonsSolveExplainAndTraceJSONIsAsDocumented() throws {
        let shapes: [(command: String, shape: JSONShape)] =
            [("solve", DocumentedSchemas.solve), ("explain", DocumentedSchemas.explain), ("trace", DocumentedSchemas.trace)]
        for path in try ScenarioCommandTests.scenarioPaths() {
            for (command, shape) in shapes {
                let result = LessonOutputs.allSteps(command, path, json: true)
                XCTAssertTrue([0, 1].contains(result.exitCode), "\(command) \(path): \(result.stderr)")
                let problems = shape.problems(try LessonOutputs.document(command, path))
                XCTAssertEqual(problems, [], "\(command) \(path): \(problems.count) departure(s) from docs/json.md, first: \(problems.prefix(5))")
            }
        }
    }

    /// A console log whose second log has nothing to rebuild (aws-mobile-developer-guide-27): the
    /// one layout's object carries `importWarnings`, as documented, for each JSON command.
    func testImportWarningsAreAsDocumented() throws {
        let file = LogCommandTests.path("aws-mobile-developer-guide-27")
        let shapes: [(command: String, shape: JSONShape)] =
            [("solve", DocumentedSchemas.solve), ("explain", DocumentedSchemas.explain), ("trace", DocumentedSchemas.trace)]
        for (command, shape) in shapes {
            let result = LayoutDebugCLI.run([command, file, "--json"])
            assertShape(result.stdout, shape, command)
            XCTAssertTrue(result.stdout.contains("\"importWarnings\": ["), result.stdout)
            XCTAssertTrue(result.stdout.contains("\"\(file):11:1: log 2 (lines 11-15) is left out: "), result.stdout)
        }
    }

    /// The keys only some options add: the sweep, UIKit's log, `_autolayoutTrace` and the tableau.
    func testOptionalSectionsAreAsDocumented() throws {
        let cases: [(arguments: [String], shape: JSONShape)] = [
            (["explain", "Scenarios/two-labels.layout", "--all-steps", "--sweep", "root.width=80...400", "--json"], DocumentedSchemas.explain),
            (["explain", "Scenarios/required-conflict.layout", "--all-steps", "--uikit-log", "--json"], DocumentedSchemas.explain),
            (["explain", "Scenarios/ambiguous-position.layout", "--autolayout-trace", "--json"], DocumentedSchemas.explain),
            (["trace", "Scenarios/pure-cassowary.layout", "--all-steps", "--tableau", "--json"], DocumentedSchemas.trace),
        ]
        for (arguments, shape) in cases {
            let result = ScenarioCommandTests.runAtRoot(arguments)
            XCTAssertTrue([0, 1].contains(result.exitCode), "\(arguments): \(result.stderr)")
            assertShape(result.stdout, shape, arguments.joined(separator: " "))
            // Each case must exercise its optional key, or the check above proves nothing about it.
            let option = ["--sweep": "\"sweep\"", "--uikit-log": "\"uikitLog\"", "--autolayout-trace": "\"autolayoutTrace\"",
                          "--tableau": "\"tableau\""].first { arguments.contains($0.key) }
            XCTAssertTrue(result.stdout.contains(try XCTUnwrap(option).value + ": "), "\(arguments): no \(option!.value)")
        }
    }

    func testSolveLinearAndDemoJSONIsAsDocumented() throws {
        for name in GoldenOutputTests.solveLinearInputs {
            let system = try GoldenFile.read("solve-linear/\(name).json")
            assertShape(system, DocumentedSchemas.solveLinearInput, "input \(name)")
            for options in [[], ["--trace"]] {
                let result = LayoutDebugCLI.run(["solve-linear", "-"] + options, standardInput: { system })
                XCTAssertEqual(result.exitCode, 0, result.stderr)
                assertShape(result.stdout, DocumentedSchemas.solveLinearOutput, "solve-linear \(name) \(options)")
            }
        }
        let demo = LayoutDebugCLI.run(["demo", "--json"])
        XCTAssertEqual(demo.exitCode, 0, demo.stderr)
        assertShape(demo.stdout, DocumentedSchemas.solveLinearInput, "demo --json")
    }

    /// The checker itself: each kind of departure is reported, with its path.
    func testTheCheckerReportsEveryKindOfDeparture() throws {
        let shape: JSONShape = .object(required: ["n": .integer, "x": .number, "s": .oneOf(["a", "b"]), "b": .bool,
                                                  "list": .array(.nullable(.string))])
        XCTAssertEqual(shape.problems(try DecodedJSON.parse(#"{"n": 1, "x": 2.5, "s": "a", "b": true, "list": ["q", null]}"#)), [])
        let departures: [(json: String, problem: String)] = [
            (#"{"x": 2.5, "s": "a", "b": true, "list": []}"#, #"$: missing "n""#),
            (#"{"n": 1, "x": 2.5, "s": "a", "b": true, "list": [], "extra": 0}"#, #"$: undocumented key "extra""#),
            (#"{"n": 1.5, "x": 2.5, "s": "a", "b": true, "list": []}"#, "$.n: expected an integer, found a number"),
            (#"{"n": 1, "x": "2.5", "s": "a", "b": true, "list": []}"#, "$.x: expected a number, found a string"),
            (#"{"n": 1, "x": 2.5, "s": "c", "b": true, "list": []}"#, #"$.s: "c" is not one of ["a", "b"]"#),
            (#"{"n": 1, "x": 2.5, "s": "a", "b": 1, "list": []}"#, "$.b: expected a boolean, found a number"),
            (#"{"n": 1, "x": true, "s": "a", "b": true, "list": []}"#, "$.x: expected a number, found a boolean"),
            (#"{"n": 1, "x": 2.5, "s": "a", "b": true, "list": ["q", 3]}"#, "$.list[1]: expected a string or null, found a number"),
        ]
        for (json, problem) in departures {
            XCTAssertEqual(shape.problems(try DecodedJSON.parse(json)), [problem], json)
        }
        let events: JSONShape = .array(.tagged(key: "event", cases: ["add": .object(required: ["event": .string])]))
        XCTAssertEqual(events.problems(try DecodedJSON.parse(#"[{"event": "add"}, {"event": "jump"}]"#)),
                       [#"$[1]: "event" is missing or not one of ["add"]"#])
    }
}
