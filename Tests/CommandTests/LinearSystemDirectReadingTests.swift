import Cassowary
import JSONText
@testable import LinearSystemFormat
import XCTest

/// `LinearSystem.parse` reads a valid system as it is parsed (`LinearSystemDirectReader`) and any
/// other through the tree (`LinearSystemDecoder`), for its errors. The two must agree on every
/// system the direct reader accepts, and it must give up on every system the tree refuses.
final class LinearSystemDirectReadingTests: XCTestCase {
    private func direct(_ text: String) -> LinearSystem? {
        let decoder = LinearSystemDecoder(file: "t.json")
        return JSONParser.reading(text, file: "t.json") { (parser: inout JSONParser) throws(InputError) in
            try LinearSystemDirectReader(decoder: decoder).read(&parser)
        }
    }

    private func throughTree(_ text: String) throws -> LinearSystem {
        try LinearSystemDecoder(file: "t.json").decode(JSONParser.parse(text, file: "t.json"))
    }

    private var goldenSystems: [(String, String)] {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden/solve-linear")
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return files.filter { $0.hasSuffix(".json") && !$0.contains(".out.") && !$0.contains(".trace.") }.sorted().compactMap { name in
            (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)).map { (name, $0) }
        }
    }

    func testEveryGoldenSystemReadsTheSameBothWays() throws {
        let systems = goldenSystems
        XCTAssertGreaterThanOrEqual(systems.count, 5)
        for (name, text) in systems {
            let read = try XCTUnwrap(direct(text), name)
            XCTAssertEqual(read, try throughTree(text), name)
            // The writer's own text, compact and on one line per constraint, reads the same too.
            XCTAssertEqual(direct(read.jsonText()), read, name)
        }
    }

    func testAwkwardButValidSystemsReadTheSameBothWays() throws {
        let texts = [
            // Escapes, non-ASCII names, a Kelvin sign that is canonically "K", no ids, empty terms.
            #"{"semantics": "weighted", "variables": ["K", "gr\u00f6\u00dfe", "é", "tab\tx"], "constraints": [{"terms": [{"var": "\u212A", "coef": 2}, {"coef": -1, "var": "größe"}], "relation": "<=", "constant": 1.5, "priority": 5e9}, {"id": "c\"1", "terms": [{"var": "e\u0301"}, {"var": "tab\tx"}], "relation": "=="}, {"terms": [], "relation": ">="}]}"#,
            // Keys in another order within constraints and terms; whitespace everywhere.
            "{ \"variables\" : [ \"x\" , \"y\" ] ,\r\n \"constraints\" : [ { \"relation\" : \">=\" , \"priority\" : 750 , \"terms\" : [ { \"coef\" : 1e2 , \"var\" : \"x\" } ] , \"id\" : \"a\" } ] ,\n \"edits\" : [ { \"var\" : \"y\" , \"priority\" : 500 , \"value\" : -0.0 } ] , \"suggest\" : [ { \"var\" : \"y\" , \"value\" : 3 } ] }\n",
        ]
        for text in texts {
            let read = try XCTUnwrap(direct(text), text)
            XCTAssertEqual(read, try throughTree(text), text)
        }
        // The Kelvin sign names "K" as a dictionary of Strings says it does, whether escaped or not.
        let kelvinText = "{\"variables\": [\"K\"], \"constraints\": [{\"terms\": [{\"var\": \"\u{212A}\"}, {\"var\": \"\\u212A\"}], \"relation\": \"==\"}]}"
        XCTAssertEqual(direct(kelvinText), try throughTree(kelvinText))
        let kelvin = try LinearSystem.parse(kelvinText, file: "t.json")
        XCTAssertEqual(try kelvin.solve().constraints.map(\.satisfied), [true])
    }

    func testGivesUpOnWhatTheTreeRefusesOrReadsInAnotherOrder() {
        let valid = #"{"semantics": "lexicographic", "variables": ["x", "y"], "constraints": [{"id": "a", "terms": [{"var": "x"}], "relation": ">="}]}"#
        XCTAssertNotNil(direct(valid))
        let changed = [
            valid.replacingOccurrences(of: #""relation""#, with: #""relaton""#), // unknown key
            valid.replacingOccurrences(of: #"{"var": "x"}"#, with: #"{"var": "z"}"#), // unknown variable
            valid.replacingOccurrences(of: #"{"var": "x"}"#, with: #"{"var": "x", "var": "x"}"#), // repeated key
            valid.replacingOccurrences(of: #""id": "a""#, with: #""id": "a", "id": "a""#),
            valid.replacingOccurrences(of: #""id": "a""#, with: #""id": """#), // empty id
            valid.replacingOccurrences(of: #"["x", "y"]"#, with: #"["x", "x"]"#), // repeated variable
            valid.replacingOccurrences(of: #""relation": ">=""#, with: #""relation": ">=", "priority": 0"#), // out of range
            valid.replacingOccurrences(of: #""relation": ">=""#, with: #""relation": ">=", "constant": 1e300"#),
            valid.replacingOccurrences(of: #"}]}"#, with: #"}, {"id": "a", "terms": [], "relation": "=="}]}"#), // repeated id
            valid + " x", // text after the value
            String(valid.dropLast(3)), // cut short
            #"{"constraints": [], "variables": []}"#, // constraints before the variables they name
        ]
        for text in changed {
            XCTAssertNil(direct(text), text)
        }
    }

    func testNameTableFindsExactlyTheASCIINames() throws {
        let table = try XCTUnwrap(ASCIINameTable(["a", "cell12.label1.width", "b", "a"]))
        XCTAssertTrue(table.hasRepeats)
        func index(_ name: String) -> Int? {
            var name = name
            return name.withUTF8 { table.index(of: $0) }
        }
        XCTAssertEqual(index("a"), 3, "a repeated name keeps its last index, as a dictionary filled in order would")
        XCTAssertEqual(index("cell12.label1.width"), 1)
        XCTAssertNil(index("cell12.label1.widt"))
        XCTAssertNil(index(""))
        XCTAssertNil(ASCIINameTable(["x", "größe"]), "no table when a name is not ASCII")
        let many = (0..<5000).map { "v\($0)" }
        let large = try XCTUnwrap(ASCIINameTable(many))
        XCTAssertFalse(large.hasRepeats)
        for (offset, name) in many.enumerated() {
            var name = name
            XCTAssertEqual(name.withUTF8 { large.index(of: $0) }, offset)
        }
    }
}
