import JSONText
import LinearSystemFormat
import LayoutDebugCommands
import XCTest

/// Every kind of bad input gives an `InputError` naming the entry, the field and the position.
final class ParsingErrorTests: XCTestCase {
    /// (what is wrong, the input, the exact error as `file:line:column: message`)
    static let cases: [(name: String, input: String, error: String)] = [
        ("bad-relation", #"{"variables": ["x"], "constraints": [{"id": "c1", "terms": [], "relation": "=>"}]}"#,
         #"t.json:1:76: constraint "c1": "relation" must be "<=", "==" or ">=", not "=>""#),
        ("bad-semantics", #"{"semantics": "kiwi", "variables": [], "constraints": []}"#,
         #"t.json:1:15: the system: "semantics" must be "lexicographic" or "weighted", not "kiwi""#),
        ("control-char", #"{"variables": ["a\#tb"], "constraints": []}"#,
         #"t.json:1:18: control character U+0009 must be escaped in a string"#),
        ("dup-id", #"{"variables": ["x"], "constraints": [\#n  {"id": "c1", "terms": [], "relation": ">="},\#n  {"id": "c1", "terms": [], "relation": "<="}]}"#,
         #"t.json:3:10: constraints[1]: duplicate id "c1" (already used by constraints[0])"#),
        ("dup-key", #"{"variables": [], "variables": [], "constraints": []}"#,
         #"t.json:1:19: duplicate key "variables""#),
        ("dup-variable", #"{"variables": ["x", "y", "x"], "constraints": []}"#,
         #"t.json:1:26: variables[2]: duplicate variable "x" (already variables[0])"#),
        ("edit-dup", #"{"variables": ["x"], "constraints": [], "edits": [{"var": "x", "priority": 999, "value": 1}, {"var": "x", "priority": 500, "value": 2}]}"#,
         #"t.json:1:102: edits[1]: variable "x" already has an edit (edits[0])"#),
        ("edit-missing-value", #"{"variables": ["x"], "constraints": [], "edits": [{"var": "x", "priority": 999}]}"#,
         #"t.json:1:51: edits[0]: missing "value""#),
        ("edit-required-weighted", #"{"semantics": "weighted", "variables": ["x"], "constraints": [], "edits": [{"var": "x", "priority": 1001001000, "value": 1}]}"#,
         #"t.json:1:101: edits[0]: "priority" 1001001000 is required: an edit must be optional (below the required strength 1001001000)"#),
        ("edit-required", #"{"variables": ["x"], "constraints": [], "edits": [{"var": "x", "priority": 1000, "value": 1}]}"#,
         #"t.json:1:76: edits[0]: "priority" 1000 is required: an edit must be optional (below 1000)"#),
        ("edit-unknown", #"{"variables": ["x"], "constraints": [], "edits": [{"var": "w", "priority": 999, "value": 1}]}"#,
         #"t.json:1:59: edits[0]: "var": unknown variable "w" (not in "variables")"#),
        ("empty-variable", #"{"variables": [""], "constraints": []}"#,
         #"t.json:1:16: variables[0]: a variable name must not be empty"#),
        ("malformed-bare-word", #"{"variables": [x]}"#,
         #"t.json:1:16: unexpected 'x', expected a value"#),
        ("malformed-empty", #""#,
         #"t.json:1:1: unexpected end of input, expected a value"#),
        ("malformed-escape", #"{"variables": ["a\q"], "constraints": []}"#,
         #"t.json:1:18: invalid escape '\q' in a string"#),
        ("malformed-leading-zero", #"{"variables": [], "constraints": [], "x": 01}"#,
         #"t.json:1:43: numbers must not have leading zeros"#),
        ("malformed-trailing-comma", #"{"variables": ["x",], "constraints": []}"#,
         #"t.json:1:20: unexpected ']', expected a value"#),
        ("malformed-trailing", #"{"variables": [], "constraints": []} {}"#,
         #"t.json:1:38: unexpected '{' after the JSON value"#),
        ("malformed-unterminated", #"{"variables": ["x""#,
         #"t.json:1:19: unexpected end of input, expected ',' or ']' in an array"#),
        ("missing-relation", #"{"variables": ["x"], "constraints": [{"id": "c1", "terms": []}]}"#,
         #"t.json:1:38: constraint "c1": missing "relation""#),
        ("missing-variables", #"{"constraints": []}"#,
         #"t.json:1:1: the system: missing "variables""#),
        ("nan", #"{"variables": ["x"], "constraints": [{"terms": [{"var": "x", "coef": NaN}], "relation": "=="}]}"#,
         #"t.json:1:70: non-finite number NaN is not allowed; numbers must be finite"#),
        ("not-object", #"[1, 2]"#,
         #"t.json:1:1: the system must be an object, not an array"#),
        ("overflow", #"{"variables": ["x"], "constraints": [{"id": "big", "terms": [{"var": "x", "coef": 1e400}], "relation": "=="}]}"#,
         #"t.json:1:83: number 1e400 is out of range; numbers must be finite"#),
        ("priority-high", #"{"variables": ["x"], "constraints": [{"id": "c1", "terms": [], "relation": "==", "priority": 1001}]}"#,
         #"t.json:1:94: constraint "c1": "priority" 1001 is out of range: lexicographic priorities are in (0, 1000]"#),
        ("priority-negative-weighted", #"{"semantics": "weighted", "variables": ["x"], "constraints": [{"id": "c1", "terms": [], "relation": "==", "priority": -1}]}"#,
         #"t.json:1:119: constraint "c1": "priority" -1 is out of range: weighted strengths are at least 0"#),
        ("priority-zero", #"{"variables": ["x"], "constraints": [{"id": "c1", "terms": [], "relation": "==", "priority": 0}]}"#,
         #"t.json:1:94: constraint "c1": "priority" 0 is out of range: lexicographic priorities are in (0, 1000]"#),
        ("suggest-no-edit", #"{"variables": ["x", "y"], "constraints": [], "edits": [{"var": "x", "priority": 999, "value": 1}], "suggest": [{"var": "y", "value": 3}]}"#,
         #"t.json:1:120: suggest[0]: "var": variable "y" has no edit; list it in "edits" first"#),
        ("unknown-key-constraint", #"{"variables": ["x"], "constraints": [{"id": "c1", "terms": [], "relation": "==", "strength": 1}]}"#,
         #"t.json:1:82: constraint "c1": unknown key "strength" (expected one of "id", "terms", "constant", "relation", "priority")"#),
        ("unknown-key-term", #"{"variables": ["x"], "constraints": [{"id": "c1", "terms": [{"var": "x", "coefficient": 2}], "relation": "=="}]}"#,
         #"t.json:1:74: constraint "c1": terms[0]: unknown key "coefficient" (expected one of "var", "coef")"#),
        ("unknown-key-top", #"{"variables": [], "constraints": [], "edit": []}"#,
         #"t.json:1:38: the system: unknown key "edit" (expected one of "semantics", "variables", "constraints", "edits", "suggest")"#),
        ("unknown-variable-noid", #"{"variables": ["x"],\#n  "constraints": [{"terms": [{"var": "x"}], "relation": ">="}, {"terms": [{"var": "y", "coef": 1}], "relation": ">="}]}"#,
         #"t.json:2:83: constraints[1]: terms[0]: unknown variable "y" (not in "variables")"#),
        ("unknown-variable", #"{"variables": ["x"],\#n  "constraints": [{"id": "c1", "terms": [{"var": "y", "coef": 1}], "relation": ">="}]}"#,
         #"t.json:2:50: constraint "c1": terms[0]: unknown variable "y" (not in "variables")"#),
        ("variable-not-string", #"{"variables": [1], "constraints": []}"#,
         #"t.json:1:16: variables[0] must be a string, not a number"#),
        ("wrong-type-constant", #"{"variables": ["x"], "constraints": [{"id": "c1", "terms": [], "constant": "10", "relation": "=="}]}"#,
         #"t.json:1:76: constraint "c1": "constant" must be a number, not a string"#),
        ("wrong-type-constraint", #"{"variables": ["x"], "constraints": [true]}"#,
         #"t.json:1:38: constraints[0] must be an object, not a boolean"#),
        ("wrong-type-id", #"{"variables": ["x"], "constraints": [{"id": 7, "terms": [], "relation": "=="}]}"#,
         #"t.json:1:45: constraints[0]: "id" must be a string, not a number"#),
        ("wrong-type-terms", #"{"variables": ["x"], "constraints": [{"id": "c1", "terms": {"var": "x"}, "relation": "=="}]}"#,
         #"t.json:1:60: constraint "c1": "terms" must be an array, not an object"#),
    ]

    func testEachErrorIsPreciseAndPositioned() {
        for (name, input, expected) in Self.cases {
            do {
                _ = try LinearSystem.parse(input, file: "t.json")
                XCTFail("\(name): parsed without error")
            } catch let error as InputError {
                XCTAssertEqual(error.description, expected, name)
            } catch {
                XCTFail("\(name): unexpected error type \(error)")
            }
        }
    }

    func testCommandLineReportsInputErrorsWithExitCode2() {
        for (name, input, expected) in Self.cases {
            let result = LayoutDebugCLI.run(["solve-linear", "-"], standardInput: { input })
            XCTAssertEqual(result.exitCode, 2, name)
            XCTAssertEqual(result.stdout, "", name)
            let fromStandardInput = expected.replacingOccurrences(of: "t.json:", with: "<stdin>:")
            XCTAssertEqual(result.stderr, "layoutdbg: error: \(fromStandardInput)\n", name)
        }
    }

    func testDeepNestingIsAnErrorNotAStackOverflow() {
        let input = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        XCTAssertThrowsError(try LinearSystem.parse(input, file: "t.json")) { error in
            XCTAssertEqual("\(error)", "t.json:1:257: nesting deeper than 256 levels")
        }
    }

    func testColumnsCountCharactersNotBytes() {
        let input = #"{"variables": ["größe"], "constraints": [{"id": "ü", "terms": [{"var": "höhe"}], "relation": "=="}]}"#
        XCTAssertThrowsError(try LinearSystem.parse(input, file: "t.json")) { error in
            XCTAssertEqual("\(error)", #"t.json:1:72: constraint "ü": terms[0]: unknown variable "höhe" (not in "variables")"#)
        }
    }

    func testPositionsCountLinesAfterCarriageReturnLineFeed() {
        let input = "{\r\n\"variables\": [],\r\n\"constraints\": 3\r\n}"
        XCTAssertThrowsError(try LinearSystem.parse(input, file: "t.json")) { error in
            XCTAssertEqual("\(error)", #"t.json:3:16: the system: "constraints" must be an array, not a number"#)
        }
    }
}
