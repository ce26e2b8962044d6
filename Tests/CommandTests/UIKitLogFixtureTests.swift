import Foundation
import LayoutDebugCommands
import XCTest

/// `explain --uikit-log` against real UIKit console logs (UIKitLogs/, sources in its README.md):
/// each scenario below rebuilds one log's views and constraints by hand, and its log must equal
/// the real one line for line once both are normalised (`UIKitLogNormalizer`).
final class UIKitLogFixtureTests: XCTestCase {
    struct Fixture {
        let log: String
        let scenario: String
        var iOS = 17
        /// The app's own classes (or UIKit classes the model has no kind for) → the class it prints.
        var classes: [String: String] = [:]
        /// The post stops before the log does (cut by its author or by the index).
        var truncated = false
        /// UIKit broke a member listed before the one our recovery rule breaks (the most recently
        /// added app constraint, docs/semantics.md): every other line must still be equal.
        var brokenDiffers = false
    }

    static let fixtures: [Fixture] = [
        // iOS 12+: a view asked to be -16 wide; the floor it conflicts with is not UIKit's to print.
        Fixture(log: "fdtake-122", scenario: """
            view box
            box.width == -16
            """),
        // iOS 10: centred 44 pt above the middle, yet pinned to top and bottom.
        Fixture(log: "emptykit-1", scenario: """
            view empty
            view content in empty
            content.centerY == empty.centerY - 44
            content.top == empty.top
            empty.bottom == content.bottom
            """, iOS: 10, classes: ["EmptyKit.EmptyView": "UIView"], brokenDiffers: true),
        // iOS 10: a content view sized 320 by the app and 0 by its table.
        Fixture(log: "purelayout-187", scenario: """
            screen 0 x 44
            root.width == 320
            """, iOS: 10, classes: ["UITableViewCellContentView": "UIView"]),
        // iOS 11: a stack inset 4 and 10 from the edges of a bar the container makes 0 wide.
        Fixture(log: "trust-wallet-279", scenario: """
            screen 0 x 44
            stack buttons
            buttons.leading == root.leading + 4
            buttons.trailing == root.trailing - 10
            """, iOS: 11, classes: ["Trust.BrowserNavigationBar": "UIView"], truncated: true),
        // iOS 10: UISV-hiding (required up to iOS 10) against a label inset 16 top and bottom.
        Fixture(log: "prox-242", scenario: """
            compatibility ios10
            stack events axis vertical {
                view event hidden
                label title in event text none
            }
            title.top == event.top + 16
            title.bottom == event.bottom - 16
            """, iOS: 10, classes: ["Prox.PlaceDetailsEventView": "UIView"]),
        // iOS 10: a label inset 10 and 11 in a card whose 1 pt image sets its width.
        Fixture(log: "displayswitcher-20-leo", scenario: """
            view card {
                label name text "Leo Nicholson"
                image line
            }
            name.leading == card.leading + 10
            card.trailing == name.trailing + 11
            line.width == 1
            line.width == card.width
            """, iOS: 10, truncated: true, brokenDiffers: true),
        Fixture(log: "displayswitcher-20-marry", scenario: """
            view card {
                label name text "Marry Kennedy"
                image line
            }
            name.leading == card.leading + 10
            card.trailing == name.trailing + 11
            line.width == 1
            line.width == card.width
            """, iOS: 10, truncated: true, brokenDiffers: true),
        // iOS 12+: a tag with a zero-height autoresizing frame around a label inset 8 top and bottom.
        Fixture(log: "tagflow-8", scenario: """
            view tag frame (0, 0, 100, 0) mask h=--& v=--&
            label name in tag text "Tech"
            tag.bottom == name.bottom + 8
            name.top == tag.top + 8
            """, truncated: true, brokenDiffers: true),
    ]

    func testEveryFixtureMatchesItsRealLog() throws {
        XCTAssertGreaterThanOrEqual(Self.fixtures.count, 8)
        for fixture in Self.fixtures {
            let real = try String(contentsOf: Self.url(fixture.log), encoding: .utf8)
            let printed = try XCTUnwrap(log(of: fixture), fixture.log)
            var expected = UIKitLogNormalizer.normalize(real, classes: fixture.classes)
            var actual = UIKitLogNormalizer.normalize(printed, classes: [:])
            if fixture.brokenDiffers {
                let (realBroken, ourBroken) = (Self.brokenLine(expected), Self.brokenLine(actual))
                XCTAssertNotEqual(realBroken, ourBroken, "\(fixture.log) now breaks what UIKit broke: drop brokenDiffers")
                // Each broken constraint starts one of its list's members (NSArray quotes them);
                // a post may stop inside the broken line.
                XCTAssertTrue(expected.contains("    \"" + (realBroken ?? "-")), fixture.log)
                XCTAssertTrue(actual.contains("    \"" + (ourBroken ?? "-") + "\""), fixture.log)
                expected = Self.withoutBrokenLine(expected)
                actual = Self.withoutBrokenLine(actual)
            }
            if fixture.truncated {
                XCTAssertTrue(UIKitLogNormalizer.isTruncation(expected, of: actual),
                              "\(fixture.log): the post is not the start of\n\(actual)\n---\n\(expected)")
            } else {
                XCTAssertEqual(actual, expected, fixture.log)
            }
        }
    }

    /// The comparison can fail: a one-character change to a printed log is caught.
    func testNormalisedComparisonSeesADifference() throws {
        let fixture = Self.fixtures[0]
        let real = try String(contentsOf: Self.url(fixture.log), encoding: .utf8)
        let altered = real.replacingOccurrences(of: "== - 16", with: "== -16")
        XCTAssertNotEqual(UIKitLogNormalizer.normalize(altered, classes: [:]), UIKitLogNormalizer.normalize(real, classes: [:]))
        let swapped = UIKitLogNormalizer.normalize("UIView:0x1 UIView:0x2 UIView:0x1", classes: [:])
        XCTAssertEqual(swapped, "UIView:0xA1 UIView:0xA2 UIView:0xA1")
        XCTAssertFalse(UIKitLogNormalizer.isTruncation("a\nbc", of: "a\nb"))
        XCTAssertTrue(UIKitLogNormalizer.isTruncation("a\nb", of: "a\nbc\nd"))
    }

    /// iOS 9 and earlier printed another layout (no `(active)`, sizes as VFL): refused, not faked.
    func testVersionsBeforeTenAreRefused() {
        for value in ["9", "x", "12.4"] {
            let result = LayoutDebugCLI.run(["explain", "-", "--uikit-log-ios", value], standardInput: { "view box\n" })
            XCTAssertEqual(result.exitCode, 2, value)
            XCTAssertTrue(result.stderr.contains("--uikit-log-ios takes an iOS major version from 10 on"), result.stderr)
        }
    }

    /// Fixtures collected but not reproduced, each for a stated reason (README.md): they must
    /// still be on disk, so the README's list stays true.
    func testUnmatchedFixturesAreKept() {
        for name in ["folding-cell-63", "firefox-ios-27523", "lsyevernote-5"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: Self.url(name).path), name)
        }
    }

    private func log(of fixture: Fixture) -> String? {
        let result = LayoutDebugCLI.run(["explain", "-", "--uikit-log-ios", String(fixture.iOS)],
                                        standardInput: { fixture.scenario + "\n" })
        XCTAssertEqual(result.stderr, "", fixture.log)
        let lines = result.stdout.components(separatedBy: "\n")
        guard let start = lines.firstIndex(of: "    UIKit's console log for it:"),
              let end = lines[start...].firstIndex(where: { $0.hasPrefix("The methods in the UIConstraintBasedLayoutDebugging") })
        else { XCTFail("\(fixture.log): no UIKit log in\n\(result.stdout)"); return nil }
        return lines[(start + 1)...end].joined(separator: "\n")
    }

    /// The line after "Will attempt to recover by breaking constraint ".
    static func brokenLine(_ log: String) -> String? {
        let lines = log.components(separatedBy: "\n")
        guard let index = lines.firstIndex(of: "Will attempt to recover by breaking constraint "),
              index + 1 < lines.count else { return nil }
        return lines[index + 1]
    }

    static func withoutBrokenLine(_ log: String) -> String {
        var lines = log.components(separatedBy: "\n")
        if let index = lines.firstIndex(of: "Will attempt to recover by breaking constraint "), index + 1 < lines.count {
            lines[index + 1] = "<broken>"
        }
        return lines.joined(separator: "\n")
    }

    static func url(_ name: String) -> URL {
        Bundle.module.resourceURL!.appendingPathComponent("UIKitLogs").appendingPathComponent(name + ".log")
    }
}

/// What is normalised before a real log and ours are compared, and nothing else:
/// - the console's prefix on the first line (date, process, `[LayoutConstraints]`): everything
///   before "Unable to simultaneously satisfy constraints.";
/// - object addresses: each distinct `0x…` becomes `0xA1`, `0xA2`, … in order of first
///   appearance, so the same object must still carry the same address;
/// - the app's class names, renamed to the class the scenario models them with (per fixture);
/// - the newline at the end of the file.
enum UIKitLogNormalizer {
    static func normalize(_ text: String, classes: [String: String]) -> String {
        var lines = text.components(separatedBy: "\n")
        while lines.last == "" { lines.removeLast() }
        if let first = lines.first, let range = first.range(of: "Unable to simultaneously satisfy constraints.") {
            lines[0] = String(first[range.lowerBound...])
        }
        var joined = lines.joined(separator: "\n")
        // Longest names first, so a name inside another is not renamed by mistake.
        for (real, modelled) in classes.sorted(by: { $0.key.count > $1.key.count }) {
            joined = joined.replacingOccurrences(of: real + ":0x", with: modelled + ":0x")
        }
        return numberAddresses(joined)
    }

    private static func numberAddresses(_ text: String) -> String {
        let pattern = try! NSRegularExpression(pattern: "0x[0-9a-fA-F]+")
        var numbers: [String: Int] = [:]
        var result = ""
        var last = text.startIndex
        for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            let range = Range(match.range, in: text)!
            let address = String(text[range])
            let number = numbers[address] ?? numbers.count + 1
            numbers[address] = number
            result += text[last..<range.lowerBound] + "0xA\(number)"
            last = range.upperBound
        }
        return result + text[last...]
    }

    /// The post's lines are our first lines; its last line may stop early.
    static func isTruncation(_ post: String, of full: String) -> Bool {
        let postLines = post.components(separatedBy: "\n")
        let fullLines = full.components(separatedBy: "\n")
        guard postLines.count <= fullLines.count else { return false }
        for (index, line) in postLines.enumerated() {
            if index == postLines.count - 1 {
                if !fullLines[index].hasPrefix(line) { return false }
            } else if line != fullLines[index] {
                return false
            }
        }
        return true
    }
}
