import ConsoleLogImport
import Foundation
import XCTest

/// The code line of a log fix, in the app's own terms: the platform the log shows (UIKit or
/// AppKit) and the library whose class the constraint has (Masonry, SnapKit). Each expectation
/// is read off the log text named in its comment.
final class LogFixCodeTests: XCTestCase {
    static func fixes(_ name: String, log number: Int = 0) throws -> [LogFix] {
        try ConsoleLogRebuildTests.analysis(name).logs[number].fixes
    }

    /// heliport-246 (macOS): the first log's header ends with a colon, "Unable to simultaneously
    /// satisfy constraints:", which is AppKit's (console-logs reference §7.3). The priority is
    /// AppKit's type and the autoresizing view an NSView.
    func testAppKitLogGetsAppKitsTypes() throws {
        let fixes = try Self.fixes("heliport-246-appkit-first")
        let lower = try XCTUnwrap(fixes.first { $0.pattern == .lowerPriority })
        XCTAssertEqual(lower.code, ["constraint.priority = NSLayoutConstraint.Priority(999)   // before it is activated (or set in Interface Builder)"])
        let autoresizing = try XCTUnwrap(fixes.first { $0.pattern == .autoresizingDuplicate })
        XCTAssertEqual(autoresizing.code,
                       ["view.translatesAutoresizingMaskIntoConstraints = false   // NSView: HeliPort.WifiMenuItemView:0x7fd7bf81e700"])
    }

    /// unstoppable-wallet-707: the label's trailing pin is `SnapKit.LayoutConstraint:0x281a989c0`,
    /// printed `@SyncModeSectionSeparator.swift#19` (line 8 of the log): SnapKit's code, at that
    /// file and line.
    func testSnapKitCodeNamesTheFileAndLineTheLogPrinted() throws {
        let lower = try XCTUnwrap(try Self.fixes("unstoppable-wallet-707").first { $0.pattern == .lowerPriority })
        XCTAssertEqual(lower.code, ["make.trailing.equalTo(…).priority(999)   // SnapKit, in snp.makeConstraints at SyncModeSectionSeparator.swift:19"])
    }

    /// masonry-478: `MASLayoutConstraint:0x6040000bdee0 UIImageView:iconView.height == 70` (line 8)
    /// is Masonry's; as a bound it is Masonry's `lessThanOrEqualTo(@70)`.
    func testMasonryConstraintGetsMasonrysCode() throws {
        let bound = try XCTUnwrap(try Self.fixes("masonry-478").first { $0.pattern == .fixedSize && $0.constraint == 0 })
        XCTAssertEqual(bound.code, ["make.height.lessThanOrEqualTo(@70);   // Masonry"])
    }

    /// masonry-447: `NSLayoutConstraint:0x610000284e20 UITableViewCellContentView:cv.width == 414`
    /// (line 12) is printed through Masonry's description (the view by its key `cv`) but is a
    /// plain NSLayoutConstraint: UIKit's code, naming the view by the key.
    func testMasonryKeyOnAPlainConstraintGetsUIKitsCodeByKey() throws {
        let bound = try XCTUnwrap(try Self.fixes("masonry-447").first { $0.pattern == .fixedSize })
        XCTAssertEqual(bound.constraint, 0)
        XCTAssertEqual(bound.code, ["cv.widthAnchor.constraint(lessThanOrEqualToConstant: 414).isActive = true   // in place of the == one;"
                + " cv is a Masonry key, but an NSLayoutConstraint is not made by Masonry (it makes MASLayoutConstraint)"])
    }

    /// A bare list (no header, no footer) of the app's own classes does not say which platform
    /// printed it: UIKit's spelling, and a comment line that says why. The two widths, 100 and
    /// 50, of one view: `<= 100` lets both hold (the view 50 wide), so the fixed-size pattern
    /// offers it for the first.
    func testPlatformNotToldIsWrittenForUIKitAndSaysWhy() throws {
        let text = """
        (
            "<NSLayoutConstraint:0x600000001000 MyApp.Card:0x7f0000001000.width == 100   (active)>",
            "<NSLayoutConstraint:0x600000002000 MyApp.Card:0x7f0000001000.width == 50   (active)>"
        )
        """
        let analysis = ConsoleLogAnalysis.analyse(text, file: "bare.log")
        let log = try XCTUnwrap(analysis.logs.first)
        XCTAssertNil(LoggedPlatform.told(by: log.rebuilt.conflict))
        let bound = try XCTUnwrap(log.fixes.first { $0.pattern == .fixedSize && $0.constraint == 0 })
        XCTAssertEqual(bound.code, ["view.widthAnchor.constraint(lessThanOrEqualToConstant: 100).isActive = true   // in place of the == one",
                                    "// UIKit's spelling: the log shows no header, footer or view class of UIKit's or AppKit's"])
    }

    /// Every real log's platform as read for code agrees with the one counted by hand in
    /// Tests/ConsoleLogs/manifest.json (`iOS` for UIKit, tvOS included; `macOS` for AppKit). The
    /// manifest lists a log's tail too (no constraints); those are not rebuilt, so only entries
    /// with constraints are matched, in order.
    func testEveryRealLogsPlatformMatchesTheManifest() throws {
        let data = try Data(contentsOf: ConsoleLogFolder.url.appendingPathComponent("manifest.json"))
        let root = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        var checked = 0, assumed: [String] = []
        for file in try XCTUnwrap(root["files"] as? [[String: Any]]) {
            let name = try XCTUnwrap(file["file"] as? String)
            let counted = try XCTUnwrap(file["logs"] as? [[String: Any]]).filter { ($0["constraintCount"] as? Int ?? 0) > 0 }
            let logs = try ConsoleLogRebuildTests.analysis(String(name.dropLast(4))).logs.filter { !$0.rebuilt.conflict.constraints.isEmpty }
            guard logs.count == counted.count else { continue }
            for (log, entry) in zip(logs, counted) {
                let read = LoggedPlatform.forCode(log.rebuilt.conflict)
                XCTAssertEqual(read.platform == .appKit ? "macOS" : "iOS", entry["platform"] as? String, name)
                if read.assumed != nil { assumed.append(name) }
                checked += 1
            }
        }
        print("LogFixCodeTests: \(checked) logs' platforms checked against the manifest; assumed UIKit: \(assumed)")
        XCTAssertGreaterThanOrEqual(checked, 60)
    }

    /// The platform from the classes when header and footer are missing: `NSTextField` is
    /// AppKit's, `UILabel` UIKit's; a key-value observing subclass says nothing.
    func testPlatformFromTheViewsClasses() throws {
        func platform(_ view: String) throws -> LoggedPlatform? {
            let text = "(\n    \"<NSLayoutConstraint:0x600000001000 \(view):0x7f0000001000.width == 100   (active)>\"\n)\n"
            return LoggedPlatform.told(by: try XCTUnwrap(ConsoleLogAnalysis.analyse(text, file: "bare.log").logs.first).rebuilt.conflict)
        }
        XCTAssertEqual(try platform("NSTextField"), .appKit)
        XCTAssertEqual(try platform("UILabel"), .uikit)
        XCTAssertNil(try platform("NSKVONotifying_MyApp.Switch"))
    }
}
