import Foundation
import LayoutDebugCommands
import XCTest

/// `explain` quotes the trade-off that broke each constraint. In a stack of N labels one move
/// stretches them all; each quote names its own label and 5 others, and counts the rest, so the
/// output grows with N, not N².
final class TradeOffExcerptOutputTests: XCTestCase {
    func testAWideStacksQuoteNamesItsOwnLabelAndCountsTheRest() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("layoutdbg-excerpt-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var lines = ["screen 375 x 1300", "stack list axis vertical distribution fill alignment fill {"]
        lines += (0..<60).map { "    label l\($0) intrinsic \(40 + ($0 * 37) % 140) x 20" }
        lines += ["}", "H:|[list]|", "V:|[list]"]
        let url = directory.appendingPathComponent("stack.layout")
        try (lines.joined(separator: "\n") + "\n").write(to: url, atomically: true, encoding: .utf8)

        let text = LayoutDebugCLI.run(["explain", url.path]).stdout
        let block = text.components(separatedBy: "Broken (note): l40.width").dropFirst().first?
            .components(separatedBy: "Broken (note):").first ?? ""
        let givingWay = block.split(separator: "\n").filter { $0.contains(" gives way by ") }
        // Its own label, and the first 5 others of the move (l0 … l4, in the solver's order).
        XCTAssertEqual(givingWay.count, 6, block)
        XCTAssertTrue(givingWay.contains { $0.contains("`l40.width <= ") }, block)
        let counted = try XCTUnwrap(block.split(separator: "\n").first { $0.contains("more constraints gave way by the same move") },
                                    block)
        let more = try XCTUnwrap(Int(counted.split(separator: " ").first { Int($0) != nil } ?? ""))

        // The JSON names the same entries and counts the rest in `notListed`.
        let document = try DecodedJSON.parse(LayoutDebugCLI.run(["explain", url.path, "--json"]).stdout)
        let broken = document["steps"]?.array.first?["broken"]?.array ?? []
        let quote = try XCTUnwrap(broken.first { $0["constraint"]?.string?.hasPrefix("l40.width") == true }?["solverTradeOff"])
        XCTAssertEqual(quote["losers"]?.array.count, 6)
        XCTAssertEqual(quote["notListed"]?["losers"]?.double, Double(more))
        // Most labels give way in that one move.
        XCTAssertGreaterThan(more, 40)
        // The whole output stays proportional to the labels: about 20 lines per label.
        XCTAssertLessThan(text.split(separator: "\n").count, 60 * 25)
    }
}
