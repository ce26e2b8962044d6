import ConsoleLogImport
import LayoutDebugCommands
import Foundation
import XCTest

/// Who made each constraint of a real log, where UIKit's private views say it is UIKit's, and
/// the fixed-size pattern kept to sizes the app chose.
final class LogOwnerTests: XCTestCase {
    static func parts(_ name: String) throws -> [SystemPart?] {
        try XCTUnwrap(ConsoleLogRebuildTests.analysis(name).logs.first).rebuilt.owners.map(\.systemPart)
    }

    /// openradar-me-23087563 (iOS 9): the iPad keyboard's shortcut bar (`UIKeyboardAssistantBar`)
    /// autoresized to 0 high, its `_UIButtonBarStackView` pinned to its top and bottom (lines 5,
    /// 6), a bar button's 'UIButtonBar.maximumAlignmentSize' (line 7) and the stack's margins
    /// guide (lines 8, 9): every one UIKit's, so no fix edits any.
    func testKeyboardAssistantBarIsTheKeyboards() throws {
        XCTAssertEqual(try Self.parts("openradar-me-23087563"),
                       [.autoresizingMask, .keyboard, .keyboard, .barButtons, .marginsGuide, .marginsGuide])
        let log = try XCTUnwrap(ConsoleLogRebuildTests.analysis("openradar-me-23087563").logs.first)
        XCTAssertFalse(log.fixes.contains(where: \.verified), "\(log.fixes.map(\.description))")
    }

    /// ms-intune-app-sdk-523 (lines 11-14): a toolbar's button bar in its `_UIToolbarContentView`,
    /// a plain `UIImageView` centred on a `_UIModernBarButton` (the button's own icon) and
    /// 'IB_Baseline_Baseline': the bar's own views.
    func testToolbarsButtonViewsAreTheBars() throws {
        let parts = try Self.parts("ms-intune-app-sdk-523")
        let log = try XCTUnwrap(ConsoleLogRebuildTests.analysis("ms-intune-app-sdk-523").logs.first)
        for (index, constraint) in log.rebuilt.conflict.constraints.enumerated() where (11...14).contains(constraint.line) {
            XCTAssertEqual(parts[index], .barButtons, "line \(constraint.line)")
        }
    }

    /// unstoppable-wallet-707: SnapKit's constraints on a `_UITableViewHeaderFooterContentView`
    /// stay the app's (SnapKit makes only the app's); the header's encapsulated width is UIKit's.
    func testSnapKitOnAPrivateContentViewIsTheApps() throws {
        XCTAssertEqual(try Self.parts("unstoppable-wallet-707"), [nil, nil, .encapsulatedSize])
    }

    /// A keyboard extension's own `UIInputView` (apps subclass it) asked to be 250 high stays the
    /// app's (sgigou-keyboard-extension, line 3).
    func testAnAppsInputViewIsTheApps() throws {
        XCTAssertEqual(try Self.parts("sgigou-keyboard-extension"), [nil, .encapsulatedSize])
    }

    /// The iPhone action sheet's `UIView.width == - 16` (iOS 12.2 on, rdar://49289931), alone in
    /// each of these logs, is UIAlertController's: no fix asks the app to change it.
    func testTheActionSheetsNegativeWidthIsTheAlertControllers() throws {
        for name in ["alrt-14", "fdtake-122", "rxalert-40"] {
            XCTAssertEqual(try Self.parts(name), [.alertController], name)
            let log = try XCTUnwrap(ConsoleLogRebuildTests.analysis(name).logs.first)
            XCTAssertFalse(log.fixes.contains(where: \.verified), "\(name): \(log.fixes.map(\.description))")
            // explain's summary says why there is no fix, not just "no verified fix".
            let explained = LayoutDebugCLI.run(["explain", LogCommandTests.path(name)]).stdout
            XCTAssertTrue(explained.contains("which ends up off by 16 pt; no fix among the app's constraints: every member is UIKit's own"),
                          explained)
        }
    }

    /// AppKit's stack view names its own constraints `NSStackView.Edge.*` and `NSStackView.Stack.*`:
    /// the stack's, so a fix never asks the app to change them. The first three members of the
    /// log quoted in https://github.com/AccessibilityTools/VoiceOverDesigner/pull/286 (as evidence):
    /// a text field 350 wide that the stack's edges hold inside it.
    func testAppKitsStackViewIdentifiersAreTheStacks() throws {
        let text = #"""
        Unable to simultaneously satisfy constraints:
        (
            "<NSLayoutConstraint:0x60000136b3e0 NSTextField:0x110d693c0.width == 350   (active)>",
            "<NSLayoutConstraint:0x6000013e23a0 'NSStackView.Edge.Trailing' H:[NSTextField:0x110d693c0]-(>=0)-|(LTR)   (active, names: '|':CanvasAppKit.FlippedStackView:0x110d68db0 )>",
            "<NSLayoutConstraint:0x6000013e1f40 'NSStackView.Edge.Leading' H:|-(>=0)-[NSTextField:0x110d693c0](LTR)   (active, names: '|':CanvasAppKit.FlippedStackView:0x110d68db0 )>"
        )
        """#
        let log = try XCTUnwrap(ConsoleLogAnalysis.analyse(text, file: "voiceoverdesigner-286.log").logs.first)
        XCTAssertEqual(log.rebuilt.owners.map(\.systemPart), [nil, .stackView, .stackView])
    }

    /// A constraint between AppKit's private `_NS…` views only is AppKit's, and an `NSGridView`'s
    /// `GridView.*` identifier too; a private view tied to an app view stays the app's. A synthetic
    /// log (its class names are made up for the test).
    func testAppKitsPrivateViewsAreAppKits() throws {
        let text = #"""
        Unable to simultaneously satisfy constraints:
        (
            "<NSLayoutConstraint:0x600000001000 _NSExampleWrapperView:0x100000010.width == _NSExampleHostView:0x100000020.width   (active)>",
            "<NSLayoutConstraint:0x600000001010 'GridView.Row.Top' NSView:0x100000030.top == NSGridView:0x100000040.top   (active)>",
            "<NSLayoutConstraint:0x600000001020 MyApp.PanelView:0x100000050.width == _NSExampleHostView:0x100000020.width   (active)>",
            "<NSLayoutConstraint:0x600000001030 _NSExampleWrapperView:0x100000010.width == 100   (active)>"
        )
        """#
        let log = try XCTUnwrap(ConsoleLogAnalysis.analyse(text, file: "synthetic-appkit.log").logs.first)
        XCTAssertEqual(log.rebuilt.owners.map(\.systemPart), [.otherAppKit, .otherAppKit, nil, .otherAppKit])
    }

    /// AppKit's own encapsulated size, `'NSView-Encapsulated-Layout-Width' H:[id(44)]` (a table
    /// column 44 wide), is the container's, as UIKit's `UIView-` one is: the recovery rule keeps it,
    /// and no fix asks the app to change it. The log as posted at
    /// http://martinjnash.com/2015/07/02/nsview-encapsulated-layout-width-and-unsatisfiable-constraints.html
    /// (quoted as evidence; the page printed it without the list's parentheses).
    func testAppKitsEncapsulatedSizeIsTheContainers() throws {
        let text = #"""
        Unable to simultaneously satisfy constraints:
        "<NSLayoutConstraint:0x600000089d80 H:[NSTextField:0x600000183f60]-(>=NSSpace(20))-|   (Names: id:0x600000183e90, '|':id:0x600000183e90 )>",
        "<NSLayoutConstraint:0x600000089f60 'NSView-Encapsulated-Layout-Width' H:[id(44)]   (Names: id:0x600000183e90 )>",
        "<NSLayoutConstraint:0x600000089dd0 H:[NSTextField:0x600000184030]-(61)-[NSTextField:0x600000183f60]>",
        "<NSLayoutConstraint:0x600000089ce0 H:|-(5)-[NSTextField:0x600000184030]   (Names: id:0x600000183e90, '|':id:0x600000183e90 )>"
        """#
        let log = try XCTUnwrap(ConsoleLogAnalysis.analyse(text, file: "martinjnash.log").logs.first)
        XCTAssertEqual(log.rebuilt.owners.map(\.systemPart), [nil, .encapsulatedSize, nil, nil])
        XCTAssertTrue(log.proof.isConflict)
        XCTAssertFalse(log.fixes.contains { $0.constraint == 1 }, "\(log.fixes.map(\.description))")
    }

    /// masonry-447: `cv.width == 414` and `cv.width == 0` (lines 12, 13). The 0 is no size the app
    /// chose: its `>= 0` "bound" is the engine's floor, the constraint deleted under another name.
    /// Only the 414 gets a fixed-size fix.
    func testFixedSizeLeavesAZeroSizeAlone() throws {
        let log = try XCTUnwrap(ConsoleLogRebuildTests.analysis("masonry-447").logs.first)
        XCTAssertEqual(log.fixes.filter { $0.pattern == .fixedSize }.map(\.constraint), [0])
    }

    /// Over every real log, the fixed-size fixes before this narrowing were 35; the ones it drops
    /// are the five `== 0` (carekit-177, duckduckgo-4623, fdtemplatelayoutcell-326, masonry-447,
    /// pagingmenucontroller-230) and the three `width == - 16` (alrt-14, fdtake-122, rxalert-40),
    /// whose `>=` bounds say nothing a size does not already: 27 are left.
    func testFixedSizeFixesOverEveryRealLog() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: ConsoleLogRebuildTests.logFolder.path)
            .filter { $0.hasSuffix(".log") }.map { String($0.dropLast(4)) }.sorted()
        var count = 0
        for name in names {
            for log in try ConsoleLogRebuildTests.analysis(name).logs {
                for fix in log.fixes where fix.pattern == .fixedSize {
                    count += 1
                    let constant = try XCTUnwrap(fix.constraint.map { log.rebuilt.specs[$0].constant })
                    XCTAssertGreaterThan(constant, 0, name)
                }
            }
        }
        XCTAssertEqual(count, 27)
    }
}
