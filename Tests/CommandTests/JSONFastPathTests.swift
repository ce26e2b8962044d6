import Cassowary
import JSONText
import SeededRandom
import XCTest

/// The parser's and the writer's fast paths (strings decoded straight from the bytes, numbers read
/// without text, positions worked out from byte offsets, one-line attempts that stop early) give
/// exactly what the general paths give. Columns count Unicode scalars (docs/json.md, "Errors").
final class JSONFastPathTests: XCTestCase {
    private func parse(_ text: String) throws -> JSONNode { try JSONParser.parse(text, file: "t.json") }

    private func members(_ node: JSONNode) -> [JSONMember] {
        guard case let .object(members) = node.value else { XCTFail("not an object"); return [] }
        return members
    }

    private func string(_ node: JSONNode) -> String? {
        if case let .string(text) = node.value { return text }
        return nil
    }

    func testStringsWithAndWithoutEscapesDecodeTheSame() throws {
        // Left: the JSON text between the quotes; right: the string it stands for.
        let cases: [(String, String)] = [
            ("", ""),
            ("plain", "plain"),
            ("a name longer than fifteen bytes.width", "a name longer than fifteen bytes.width"),
            ("größe", "größe"),
            ("😀ü", "😀ü"),
            (#"\tfirst"#, "\tfirst"),
            (#"last\n"#, "last\n"),
            (#"ü\u00fc"#, "üü"),
            (#"é\n😀"#, "é\n😀"),
            (#"\ud83d\ude00 und ö"#, "😀 und ö"),
            (#"a\"b\\c\/d"#, "a\"b\\c/d"),
        ]
        for (json, expected) in cases {
            XCTAssertEqual(string(try parse("\"\(json)\"")), expected, json)
        }
    }

    func testPositionsAfterMultiByteCharacters() throws {
        // { " g r ö ß e " : _ " 😀 ü " , _ " x " : _ t  → 't' is the 22nd scalar (ö, ß, ü are two
        // bytes each and 😀 four, but one column each).
        XCTAssertThrowsError(try parse(#"{"größe": "😀ü", "x": tru}"#)) { error in
            XCTAssertEqual("\(error)", "t.json:1:22: unexpected 'tru', expected a value")
        }
        // The same after an escape, where the string leaves the fast path: é at 8, \ n at 9-10,
        // 😀 at 11, so "b" is at 15, its value at 20, and x at 28.
        XCTAssertThrowsError(try parse(#"{"a": "é\n😀", "b": 1, "c": x}"#)) { error in
            XCTAssertEqual("\(error)", "t.json:1:28: unexpected 'x', expected a value")
        }
        let object = members(try parse(#"{"a": "é\n😀", "b": 1}"#))
        XCTAssertEqual(object.map(\.key), ["a", "b"])
        XCTAssertEqual(object[1].keyPosition, SourcePosition(line: 1, column: 15))
        XCTAssertEqual(object[1].value.position, SourcePosition(line: 1, column: 20))
        // A new line starts counting afresh: line 3 is "    "ö", 1e2, -2.5E-1, true]".
        let nested = members(try parse("{\n  \"ü\": [\n    \"ö\", 1e2, -2.5E-1, true]\n}"))
        guard case let .array(elements) = nested[0].value.value else { return XCTFail("not an array") }
        XCTAssertEqual(nested[0].keyPosition, SourcePosition(line: 2, column: 3))
        XCTAssertEqual(elements.map(\.position), [SourcePosition(line: 3, column: 5), SourcePosition(line: 3, column: 10),
                                                  SourcePosition(line: 3, column: 15), SourcePosition(line: 3, column: 24)])
        // A control character inside a string after multi-byte ones: [ " é é é 😀, the tab is the 7th scalar.
        XCTAssertThrowsError(try parse("[\"ééé😀\tx\"]")) { error in
            XCTAssertEqual("\(error)", "t.json:1:7: control character U+0009 must be escaped in a string")
        }
    }

    func testNumbersReadAsDoubleReadsTheirText() throws {
        // By hand first: exponents in every spelling, and the sign of zero.
        let byHand: [(String, Double)] = [("1e2", 100), ("1E+2", 100), ("-2.5E-1", -0.25), ("2.5e+3", 2500), ("0.1", 0.1),
                                          ("-17.5", -17.5), ("1001001000", 1_001_001_000), ("1e22", 1e22), ("0e400", 0)]
        for (text, expected) in byHand {
            guard case let .number(value) = try parse(text).value else { XCTFail(text); continue }
            XCTAssertEqual(value, expected, text)
        }
        guard case let .number(negativeZero) = try parse("-0").value else { return XCTFail("-0") }
        XCTAssertEqual(negativeZero.sign, .minus)
        // Then against Double(String) (correctly rounded), bit for bit, including the texts the
        // fast path must hand over: more than 19 digits, above 2^53, exponents beyond ±22, subnormals.
        var texts = ["9007199254740993", "9007199254740992", "123456789012345678901234567890", "1e23", "4.9e-324",
                     "1.7976931348623157e308", "0.30000000000000004", "-0.0", "1e-22", "1e-23", "12345678901234567890"]
        var random = SplitMix64(seed: 16)
        for _ in 0..<3_000 {
            let digits = String(random.next() % 10_000_000_000_000_000_000)
            let point = Int(random.next() % UInt64(digits.count + 1))
            let fraction = point < digits.count ? "." + digits.dropFirst(point) : ""
            let whole = point == 0 ? "0" : String(digits.prefix(point))
            let exponent = random.next() % 3 == 0 ? "e\(Int(random.next() % 61) - 30)" : ""
            let sign = random.next() % 2 == 0 ? "-" : ""
            texts.append(sign + String(UInt64(whole)!) + fraction + exponent)
        }
        for text in texts {
            guard case let .number(value) = try parse(text).value else { XCTFail(text); continue }
            XCTAssertEqual(value.bitPattern, Double(text)!.bitPattern, text)
        }
    }

    func testWordsAreWholeWords() {
        let cases: [(String, String)] = [
            ("[trueish]", "t.json:1:2: unexpected 'trueish', expected a value"),
            ("[nul]", "t.json:1:2: unexpected 'nul', expected a value"),
            ("[NaN]", "t.json:1:2: non-finite number NaN is not allowed; numbers must be finite"),
            ("[-Infinity]", "t.json:1:2: non-finite number -Infinity is not allowed; numbers must be finite"),
            ("[-Infinityx]", "t.json:1:3: expected a digit in a number"),
        ]
        for (text, expected) in cases {
            XCTAssertThrowsError(try parse(text), text) { XCTAssertEqual("\($0)", expected, text) }
        }
        XCTAssertNoThrow(try parse("[true,false,null]"))
    }

    func testDuplicateKeyInALargeObject() {
        let members = (0..<20).map { "\"k\($0)\": \($0)" }.joined(separator: ", ")
        let prefix = "{" + members + ", "
        XCTAssertThrowsError(try parse(prefix + "\"k3\": 1}")) { error in
            XCTAssertEqual("\(error)", "t.json:1:\(prefix.count + 1): duplicate key \"k3\"")
        }
    }

    func testNumbersAreWrittenAsFormatNumberWritesThem() {
        // The rule itself is tested against printf in CassowaryTests (NumberFormatTests).
        XCTAssertEqual(JSONWriter.write(.object([("v", .array([.number(-0.0), .number(12.5), .number(.nan)]))])),
                       "{\n  \"v\": [0, 12.5, null]\n}\n")
    }

    func testOneLineChoiceCountsCharactersNotBytes() {
        // `  "k": ` is 7 characters; {"ü": "ééééé"} is 14 characters in 20 bytes.
        let record = JSONOutput.object([("k", .object([("ü", .string("ééééé"))]))])
        XCTAssertEqual(JSONWriter.write(record, lineLimit: 21), "{\n  \"k\": {\"ü\": \"ééééé\"}\n}\n")
        XCTAssertEqual(JSONWriter.write(record, lineLimit: 20), "{\n  \"k\": {\n    \"ü\": \"ééééé\"\n  }\n}\n")
        // A combining accent joins the opening quote: {"a": "́"} is 9 characters (10 scalars, 11 bytes).
        let accent = JSONOutput.object([("k", .object([("a", .string("\u{301}"))]))])
        XCTAssertEqual(JSONWriter.write(accent, lineLimit: 16), "{\n  \"k\": {\"a\": \"\u{301}\"}\n}\n")
        XCTAssertEqual(JSONWriter.write(accent, lineLimit: 15), "{\n  \"k\": {\n    \"a\": \"\u{301}\"\n  }\n}\n")
    }

    func testLongOneLineAttemptsFallBackToOneValuePerLine() {
        // 1 000 numbers cannot go on one line of 100, ASCII or not: the attempt stops early for the
        // first, and runs to the end for the second (its last key is not ASCII).
        let numbers = (0..<1_000).map { JSONOutput.numberText(String($0)) }
        let lines = (0..<1_000).map { "    \($0)" }.joined(separator: ",\n")
        XCTAssertEqual(JSONWriter.write(.object([("v", .array(numbers))])), "{\n  \"v\": [\n" + lines + "\n  ]\n}\n")
        let keyed = (0..<1_000).map { ("k\($0)", JSONOutput.numberText("1")) } + [("ö", .numberText("2"))]
        let keyedLines = (0..<1_000).map { "    \"k\($0)\": 1" }.joined(separator: ",\n") + ",\n    \"ö\": 2"
        XCTAssertEqual(JSONWriter.write(.object([("v", .object(keyed))])), "{\n  \"v\": {\n" + keyedLines + "\n  }\n}\n")
        // Short enough: one line, escapes included.
        XCTAssertEqual(JSONWriter.write(.object([("v", .array([.string("a\"\u{1}"), .null, .bool(true)]))])),
                       "{\n  \"v\": [\"a\\\"\\u0001\", null, true]\n}\n")
    }
}
