import LayoutDebugCommands
import XCTest

/// The layout commands on real Interface Builder documents (Tests/InterfaceBuilderDocuments, each
/// cited in its README), read through the importer seam like any other input.
final class InterfaceBuilderCommandTests: XCTestCase {
    static func path(_ name: String) -> String {
        InterfaceBuilderDocumentsFolder.url.appendingPathComponent(name).path
    }

    /// IBLinter's ConstraintTest.storyboard stores the label at (99, 53, 42, 21) in a 240 × 128
    /// view centred in a 375 × 667 root (retina4_7); its constraints put it 91 from the view's
    /// leading margin (8 + 91 = 99) and 45 below its top margin (8 + 45 = 53), and "Label" in the
    /// 17 pt system font is 42 × 21 as stored.
    func testSolveLaysOutAStoryboardAsXcodeStoredIt() {
        let result = LayoutDebugCLI.run(["solve", Self.path("IBDecodable-IBLinter-ConstraintTest.storyboard")])
        XCTAssertEqual(result.exitCode, ExitCode.success, result.stderr)
        XCTAssertTrue(result.stdout.contains("label \"Label\"    (99, 53, 42, 21)"), result.stdout)
        XCTAssertTrue(result.stdout.contains("(240, 128)") || result.stdout.contains(", 240, 128)"), result.stdout)
        XCTAssertTrue(result.stdout.contains("IBDecodable-IBLinter-ConstraintTest.storyboard:44:29]"), "provenance is the file's line")
    }

    func testEachSceneIsALayoutAndSceneIDsPickOne() {
        let file = Self.path("IBDecodable-IBLinter-AmbiguousConstraint.storyboard")
        let all = LayoutDebugCLI.run(["solve", file])
        XCTAssertTrue(all.stdout.contains("Layout 1 of 2") && all.stdout.contains("Layout 2 of 2"), all.stdout)
        let second = LayoutDebugCLI.run(["solve", file, "--scene", "IOd-3n-ugA"])
        XCTAssertEqual(second.exitCode, ExitCode.success, second.stderr)
        XCTAssertFalse(second.stdout.contains("Layout 1 of 2"), second.stdout)
        let unknown = LayoutDebugCLI.run(["solve", file, "--scene", "nope"])
        XCTAssertEqual(unknown.exitCode, ExitCode.usageOrInput)
        XCTAssertTrue(unknown.stderr.contains("lF6-io-qve") && unknown.stderr.contains("IOd-3n-ugA"), unknown.stderr)
    }

    /// Documents that cannot be laid out as UIKit would are refused with exit 2 and the reason, at
    /// the `<document>` element (line 2, after the XML declaration).
    func testDocumentsThatAreNotLaidOutAreRefusedWithTheReason() {
        let refusals = [
            ("jdg-MBProgressHUD-MainWindow.xib", ":2:1: error: not laid out: a legacy Interface Builder 3 archive"),
            ("sparkle-project-Sparkle-SUAutomaticUpdateAlert.xib", ":2:1: error: not laid out: an AppKit document"),
            ("SDWebImage-SDWebImage-DetailViewController.xib", ":2:1: error: not laid out: Auto Layout is off"),
        ]
        for (name, message) in refusals {
            let result = LayoutDebugCLI.run(["solve", Self.path(name)])
            XCTAssertEqual(result.exitCode, ExitCode.usageOrInput, name)
            XCTAssertTrue(result.stderr.contains(name + message), result.stderr)
        }
    }

    /// Synthetic (written for this test): a storyboard cut in the middle of a constraint.
    func testADamagedDocumentIsAnErrorWithItsLine() {
        let cut = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <viewController id="c1">
                                <view key="view" id="v1">
                                    <constraints>
                                        <constraint firstAttribute="width" constant="10" id="k
            """
        let result = LayoutDebugCLI.run(["solve", "-"], standardInput: { cut })
        XCTAssertEqual(result.exitCode, ExitCode.usageOrInput)
        XCTAssertTrue(result.stderr.hasPrefix("-:9:") || result.stderr.hasPrefix("-:10:"), result.stderr)
    }

    /// Standard input is recognised as Interface Builder by its document type.
    func testStandardInputIsRecognised() throws {
        let text = try String(contentsOfFile: Self.path("IBDecodable-IBLinter-ConstraintTest.storyboard"), encoding: .utf8)
        let result = LayoutDebugCLI.run(["solve", "-"], standardInput: { text })
        XCTAssertEqual(result.exitCode, ExitCode.success, result.stderr)
        XCTAssertTrue(result.stdout.contains("label \"Label\"    (99, 53, 42, 21)"), result.stdout)
    }

    /// Every real document is read and solved, or refused with a reason: no crash, no other exit.
    func testEveryRealDocumentSolvesOrIsRefused() throws {
        let names = try InterfaceBuilderDocumentsFolder.documentNames()
        XCTAssertGreaterThanOrEqual(names.count, 38)
        var refused = 0
        for name in names {
            let result = LayoutDebugCLI.run(["solve", Self.path(name)])
            XCTAssertTrue([ExitCode.success, ExitCode.usageOrInput].contains(result.exitCode), name)
            if result.exitCode == ExitCode.usageOrInput {
                refused += 1
                XCTAssertTrue(result.stderr.contains("not laid out"), "\(name): \(result.stderr)")
            }
        }
        XCTAssertEqual(refused, 3, "the archive, the AppKit document and the one with Auto Layout off")
    }
}
