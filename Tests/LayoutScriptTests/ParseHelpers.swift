import LayoutModel
import XCTest
@testable import LayoutScript

/// Shared helpers: parse or fail, parse and collect errors, short dumps.
enum Parse {
    static func scenario(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> Scenario? {
        do {
            return try ScenarioParser.parse(text, file: "test.layout")
        } catch {
            XCTFail("unexpected errors:\n\(error)", file: file, line: line)
            return nil
        }
    }

    /// The errors as `line:col: message`.
    static func errors(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> [String] {
        do {
            _ = try ScenarioParser.parse(text, file: "test.layout")
            XCTFail("expected errors, the file parsed", file: file, line: line)
            return []
        } catch {
            return error.errors.map { "\($0.location!.line):\($0.location!.column): \($0.message)" }
        }
    }

    /// The constraints of a scenario as dump lines, without positions.
    static func constraints(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> [String] {
        guard let scenario = scenario(text, file: file, line: line) else { return [] }
        return scenario.layout.constraints.map { stripPosition(ScenarioDump.describe($0)) }
    }

    static func stripPosition(_ text: String) -> String {
        guard text.hasSuffix(")"), let open = text.lastIndex(of: "(") else { return text }
        let inside = text[text.index(after: open)..<text.index(before: text.endIndex)]
        guard inside.allSatisfy({ $0.isNumber || $0 == ":" }) else { return text }
        return String(text[..<open]).trimmingCharacters(in: .whitespaces)
    }
}
