import Foundation
import LayoutDebugCommands
import XCTest

/// A label that wraps is laid out twice: first unwrapped, then wrapped at the width it got, and its
/// intrinsic width changes in between. The trade-off `explain` quotes must name each constraint as
/// it stands at the end of the step, never with a first-pass number (the case that showed it: a bio quoted as
/// `bio.width >= 799.5 @750` while its broken hugging read `bio.width <= 323.5 @251`). Checked
/// against `solve`'s listing of the same step, on every lesson with a wrapping label.
final class QuotedTradeOffPassTests: XCTestCase {
    private static let wrappingLessons = ["Scenarios/multi-line-label.layout", "Scenarios/baselines.layout",
                                          "Scenarios/table-cell-height-conflict.layout"]

    /// Each step's lines, by step number.
    private func steps(_ text: String) -> [Int: [String]] {
        var steps: [Int: [String]] = [:]
        var current: Int?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("Step "), let number = Int(line.dropFirst(5).prefix { $0.isNumber }) {
                current = number
                steps[number] = []
            } else if let current {
                steps[current]?.append(line)
            }
        }
        return steps
    }

    func testQuotedTradeOffsNameConstraintsAsTheyStandAtTheEnd() throws {
        var quoted = 0
        for lesson in Self.wrappingLessons {
            let explained = steps(ScenarioCommandTests.runAtRoot(["explain", lesson, "--all-steps"]).stdout)
            let solved = steps(ScenarioCommandTests.runAtRoot(["solve", lesson, "--all-steps"]).stdout)
            XCTAssertFalse(explained.isEmpty, lesson)
            for (step, lines) in explained {
                let listing = (solved[step] ?? []).joined(separator: "\n")
                var inQuote = false
                for line in lines {
                    if line.contains("how the layout engine got there") { inQuote = true; continue }
                    let trimmed = line.trimmingCharacters(in: .whitespaces)
                    if trimmed.hasPrefix("checked") || trimmed.hasPrefix("NOT") { inQuote = false }
                    guard inQuote else { continue }
                    // Backquoted optional constraints: `name.width <= 46 @251`.
                    for piece in line.split(separator: "`", omittingEmptySubsequences: false).enumerated()
                    where piece.offset % 2 == 1 && piece.element.contains("@") {
                        quoted += 1
                        XCTAssertTrue(listing.contains(piece.element), "\(lesson) step \(step) quotes `\(piece.element)`, not in solve's listing")
                    }
                }
            }
        }
        XCTAssertGreaterThan(quoted, 0, "no lesson quoted a trade-off: the test checks nothing")
    }
}
