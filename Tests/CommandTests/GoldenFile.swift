import Foundation
import XCTest

/// Golden files live in `Tests/CommandTests/Golden`. Tests read the copy bundled as a resource;
/// with `UPDATE_GOLDEN=1` they write the source tree's file instead (found via #filePath), so the
/// next build bundles the new version.
enum GoldenFile {
    /// The lessons goldened in every scenario format (solve and explain as text and JSON, the trace
    /// of the first and last step, both graphs as DOT, the wireframe as DOT): a row of labels, a
    /// required conflict and a stack view.
    /// Every lesson, these included, is also checked by properties (see CONTRIBUTING.md, "Goldens
    /// and properties").
    static let lessons = ["two-labels", "required-conflict", "stack-hiding-conflict"]

    static var lessonPaths: [String] { lessons.map { "Scenarios/\($0).layout" } }

    static var isUpdating: Bool { ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" }

    /// The bundled copy of `Golden/<name>`.
    static func bundledURL(_ name: String) -> URL {
        Bundle.module.resourceURL!.appendingPathComponent("Golden").appendingPathComponent(name)
    }

    static func sourceURL(_ name: String, filePath: String = #filePath) -> URL {
        URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("Golden").appendingPathComponent(name)
    }

    static func read(_ name: String) throws -> String {
        try String(contentsOf: bundledURL(name), encoding: .utf8)
    }

    /// Compares `actual` with `Golden/<name>`, or rewrites the file when updating.
    static func check(_ actual: String, against name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        if isUpdating {
            let url = sourceURL(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try actual.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        guard let expected = try? read(name) else {
            XCTFail("missing golden file Golden/\(name); run the tests with UPDATE_GOLDEN=1 to create it", file: file, line: line)
            return
        }
        if actual != expected {
            XCTFail("output differs from Golden/\(name) (run with UPDATE_GOLDEN=1 to accept it):\n\(firstDifference(actual, expected))",
                    file: file, line: line)
        }
    }

    /// The first differing line, to keep failure messages short.
    private static func firstDifference(_ actual: String, _ expected: String) -> String {
        let actualLines = actual.components(separatedBy: "\n"), expectedLines = expected.components(separatedBy: "\n")
        for index in 0..<max(actualLines.count, expectedLines.count) {
            let a = index < actualLines.count ? actualLines[index] : "<end>"
            let e = index < expectedLines.count ? expectedLines[index] : "<end>"
            if a != e { return "line \(index + 1):\n  expected: \(e)\n  actual:   \(a)" }
        }
        return "(no line differs)"
    }
}
