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

    /// A table's cells are laid out each on its own, after their scene: IBLinter's
    /// TableViewControllerTest.storyboard has a static table of three 375 × 44 cells, whose
    /// content views are stored 375 × 43.5 (the separator takes the rest).
    func testEachTableCellIsALayoutOfItsOwn() {
        let file = Self.path("IBDecodable-IBLinter-TableViewControllerTest.storyboard")
        let all = LayoutDebugCLI.run(["solve", file])
        XCTAssertEqual(all.exitCode, ExitCode.success, all.stderr)
        XCTAssertTrue(all.stdout.contains("Layout 3 of 6: tableViewCell (cell t4o-TV-USR in tableViewController (scene o7H-Jx-RjT))"),
                      all.stdout)
        let cell = LayoutDebugCLI.run(["solve", file, "--scene", "diT-qs-5Ie"])
        XCTAssertEqual(cell.exitCode, ExitCode.success, cell.stderr)
        XCTAssertTrue(cell.stdout.contains("tableViewCellContentView PIl-rh-ona  (0, 0, 375, 43.5)"), cell.stdout)
    }

    /// The same document with a label added to its first cell, pinned 20 from the content view's
    /// leading edge and given two widths that cannot both hold (the mutation is synthetic, written
    /// for this test): `lint` reports the cell's conflict at its constraint's line, where the
    /// cell was once skipped and the document reported clean.
    func testAConflictInsideATableCellIsFound() throws {
        var text = try String(contentsOfFile: Self.path("IBDecodable-IBLinter-TableViewControllerTest.storyboard"), encoding: .utf8)
        let contentView = #"tableViewCell="t4o-TV-USR" id="CiD-tt-bLH">"#
        XCTAssertEqual(text.components(separatedBy: contentView).count, 2)
        text = text.replacingOccurrences(of: contentView, with: contentView + #"""

            <subviews>
                <label opaque="NO" text="Name" translatesAutoresizingMaskIntoConstraints="NO" id="Tst-La-bel">
                    <rect key="frame" x="20" y="11" width="45" height="21"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="45" id="Tst-Wi-d45"/>
                        <constraint firstAttribute="width" constant="200" id="Tst-Wi-200"/>
                    </constraints>
                </label>
            </subviews>
            <constraints>
                <constraint firstItem="Tst-La-bel" firstAttribute="leading" secondItem="CiD-tt-bLH" secondAttribute="leading" constant="20" id="Tst-Le-ad0"/>
                <constraint firstItem="Tst-La-bel" firstAttribute="centerY" secondItem="CiD-tt-bLH" secondAttribute="centerY" id="Tst-Ce-nY0"/>
            </constraints>
            """#)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("cell-conflict-\(UUID().uuidString).storyboard")
        try text.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let lint = LayoutDebugCLI.run(["lint", file.path])
        XCTAssertEqual(lint.exitCode, ExitCode.failedExpectation, lint.stderr)
        XCTAssertTrue(lint.stdout.contains("error: [conflict] required constraints cannot all hold"), lint.stdout)
        XCTAssertTrue(lint.stdout.contains("Tst-Wi-d45") && lint.stdout.contains("Tst-Wi-200"), lint.stdout)
        // Where it is: the cell (its id and class) and the scene that holds it.
        XCTAssertTrue(lint.stdout.contains("object Tst-Wi-d45; cell t4o-TV-USR (tableViewCell) in scene o7H-Jx-RjT; on "), lint.stdout)
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
