import LinearSystemFormat
import Cassowary
import LayoutDebugCommands
import XCTest

/// Valid input: defaults, JSON details, and the writer reading back what it wrote.
final class ParsingTests: XCTestCase {
    func testDefaults() throws {
        let system = try LinearSystem.parse(#"{"variables": ["x"], "constraints": [{"terms": [{"var": "x"}], "relation": ">="}]}"#, file: "t.json")
        XCTAssertEqual(system, LinearSystem(semantics: .lexicographic, variables: ["x"], constraints: [
            LinearConstraintSpec(id: "constraints[0]", terms: [LinearTerm(variable: "x", coefficient: 1)], constant: 0,
                                 relation: .greaterOrEqual, priority: 1000),
        ]))
    }

    func testWeightedDefaultPriorityIsRequiredStrength() throws {
        let system = try LinearSystem.parse(#"{"semantics": "weighted", "variables": [], "constraints": [{"terms": [], "relation": "=="}]}"#, file: "t.json")
        XCTAssertEqual(system.constraints[0].priority, Strength.required.value)
        XCTAssertEqual(system.semantics, .weighted)
    }

    func testWeightedAcceptsStrengthsAboveRequired() throws {
        let system = try LinearSystem.parse(#"{"semantics": "weighted", "variables": [], "constraints": [{"terms": [], "relation": "==", "priority": 5e9}]}"#, file: "t.json")
        XCTAssertEqual(system.constraints[0].priority, 5e9)
    }

    func testStringEscapes() throws {
        let system = try LinearSystem.parse(#"{"variables": ["a\"b\\c\/d\n\u00e9\ud83d\ude00"], "constraints": []}"#, file: "t.json")
        XCTAssertEqual(system.variables, ["a\"b\\c/d\né😀"])
    }

    func testUnpairedSurrogateIsAnError() {
        XCTAssertThrowsError(try LinearSystem.parse(#"{"variables": ["\ud83d"], "constraints": []}"#, file: "t.json")) { error in
            XCTAssertEqual("\(error)", #"t.json:1:17: unpaired surrogate \uD83D in a string"#)
        }
    }

    func testNumbers() throws {
        let system = try LinearSystem.parse(#"{"variables": ["x"], "constraints": [{"terms": [{"var": "x", "coef": -1.5e-3}], "constant": 2E+2, "relation": "<="}]}"#, file: "t.json")
        XCTAssertEqual(system.constraints[0].terms[0].coefficient, -0.0015)
        XCTAssertEqual(system.constraints[0].constant, 200)
    }

    func testWriterRoundTrips() throws {
        for name in GoldenOutputTests.solveLinearInputs {
            let system = try LinearSystem.parse(GoldenFile.read("solve-linear/\(name).json"), file: name)
            XCTAssertEqual(try LinearSystem.parse(system.jsonText(), file: "written"), system, name)
        }
    }

    func testWriterRoundTripsAwkwardNumbersAndNames() throws {
        let system = LinearSystem(semantics: .weighted, variables: ["tab\tname", "é\u{1}"], constraints: [
            LinearConstraintSpec(id: "c\"1", terms: [LinearTerm(variable: "tab\tname", coefficient: 0.1),
                                                      LinearTerm(variable: "é\u{1}", coefficient: -0.00012345678901234567)],
                                 constant: 999_999.9999999999, relation: .lessOrEqual, priority: 1.0000000000000002),
        ], edits: [EditSpec(variable: "é\u{1}", priority: 999.25, value: -0.0)],
           suggestions: [SuggestionSpec(variable: "é\u{1}", value: -123_456.78901234568)])
        XCTAssertEqual(try LinearSystem.parse(system.jsonText(), file: "written"), system)
    }
}
