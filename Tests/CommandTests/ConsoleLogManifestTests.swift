import Foundation
import XCTest

/// Tests/ConsoleLogs/manifest.json is complete and well formed. Its numbers were counted by hand
/// from each real log (see the README); the reader's tests check themselves against them, so a
/// log added without an entry, or an entry without a log, would silently shrink that check.
final class ConsoleLogManifestTests: XCTestCase {
    private struct Entry {
        let file: String
        let logs: [[String: Any]]
    }

    private func manifest() throws -> [Entry] {
        let data = try Data(contentsOf: ConsoleLogFolder.url.appendingPathComponent("manifest.json"))
        let root = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let files = try XCTUnwrap(root["files"] as? [[String: Any]], "manifest.json has no files list")
        return try files.map { file in
            Entry(file: try XCTUnwrap(file["file"] as? String), logs: try XCTUnwrap(file["logs"] as? [[String: Any]]))
        }
    }

    private func readme() throws -> String {
        try String(contentsOf: ConsoleLogFolder.url.appendingPathComponent("README.md"), encoding: .utf8)
    }

    /// The tags in the README's "Form tags" table: the first backticked word of each row.
    private func vocabulary() throws -> [String] {
        let text = try readme()
        let start = try XCTUnwrap(text.range(of: "## Form tags"))
        let section = text[start.upperBound...].components(separatedBy: "\n## ").first ?? ""
        return section.components(separatedBy: "\n").compactMap { line -> String? in
            guard line.hasPrefix("| `") else { return nil }
            return line.dropFirst(3).components(separatedBy: "`").first
        }
    }

    private func logsOnDisk() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: ConsoleLogFolder.url.path)
            .filter { $0.hasSuffix(".log") }.sorted()
    }

    func testEveryLogIsListedOnceAndEveryListedFileExists() throws {
        let listed = try manifest().map(\.file)
        XCTAssertEqual(listed.sorted(), try logsOnDisk())
        XCTAssertEqual(Set(listed).count, listed.count, "a file is listed twice")
        // The issue asks for at least 30 real logs.
        XCTAssertGreaterThanOrEqual(listed.count, 30)
    }

    func testEveryEntryIsWellFormed() throws {
        let tags = Set(try vocabulary())
        XCTAssertGreaterThanOrEqual(tags.count, 20, "the README's tag table was not found")
        let addressPattern = try NSRegularExpression(pattern: "^0x[0-9a-f]+$")
        for entry in try manifest() {
            let text = try String(contentsOf: ConsoleLogFolder.url.appendingPathComponent(entry.file), encoding: .utf8)
            XCTAssertFalse(entry.logs.isEmpty, entry.file)
            for (index, log) in entry.logs.enumerated() {
                let place = "\(entry.file) log \(index + 1)"
                let count = try XCTUnwrap(log["constraintCount"] as? Int, place)
                XCTAssertGreaterThanOrEqual(count, 0, place)
                XCTAssertNotNil(log["truncated"] as? Bool, place)
                XCTAssertTrue(["iOS", "macOS"].contains(log["platform"] as? String ?? ""), place)
                if let broken = log["brokenAddress"] as? String {
                    let range = NSRange(broken.startIndex..., in: broken)
                    XCTAssertNotNil(addressPattern.firstMatch(in: broken, range: range), place)
                    XCTAssertTrue(text.contains(broken), "\(place): \(broken) is not in the file")
                } else {
                    XCTAssertTrue(log["brokenAddress"] is NSNull, "\(place): brokenAddress is neither an address nor null")
                }
                let forms = try XCTUnwrap(log["forms"] as? [String], place)
                XCTAssertFalse(forms.isEmpty, place)
                XCTAssertEqual(forms.filter { !tags.contains($0) }, [], place)
            }
        }
    }

    /// Each tag is shown by at least one real log, and each file has a row in the README.
    func testEveryTagIsUsedAndEveryFileIsCited() throws {
        let entries = try manifest()
        let used = Set(entries.flatMap { $0.logs.flatMap { $0["forms"] as? [String] ?? [] } })
        XCTAssertEqual(try vocabulary().filter { !used.contains($0) }, [])
        let text = try readme()
        for entry in entries {
            XCTAssertTrue(text.contains("| `\(entry.file)` |"), "\(entry.file) has no row in README.md")
        }
    }
}
