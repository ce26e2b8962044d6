import Cassowary
import ConsoleLogImport
import LayoutModel
import XCTest

/// Hand-checked readings of tricky description lines. Each line is copied from the real log named
/// (Tests/ConsoleLogs/); the expected values
/// are read off the line by hand, using the pairing of VFL ends with edges that UIKit prints
/// (`H:|-(c)-[A]` is `A.leading == superview.leading + c`, `[A]-(c)-[B]` is `B.leading ==
/// A.trailing + c`; LayoutModel's UIKitVisualFormat.swift writes the same pairing). Lines marked
/// "synthetic" show a form no real log in the fixtures has; the form itself is cited.
final class DescriptionFormTests: XCTestCase {
    /// One description read as a one-line list.
    func read(_ line: String, file: StaticString = #filePath, line number: UInt = #line) throws -> LoggedConstraint {
        let reading = ConsoleLogReader.read(line)
        XCTAssertEqual(reading.unread, [], file: file, line: number)
        return try XCTUnwrap(reading.conflicts.first?.constraints.first, file: file, line: number)
    }

    func unreadReason(_ line: String) -> String? {
        ConsoleLogReader.read(line).unread.first?.reason
    }

    // cvcalendar-147.log line 7: a multiplier before the second item, no constant.
    func testPrefixMultiplier() throws {
        let c = try read("    \"<NSLayoutConstraint:0x146d2b570 CVCalendar_Demo.CVCalendarView:0x146e60e50.height == 0.4*UIView:0x146e61a60.height>\",")
        XCTAssertEqual(c.address, "0x146d2b570")
        XCTAssertEqual(c.equation.first.item.className, "CVCalendar_Demo.CVCalendarView")
        XCTAssertEqual(c.equation.first.item.address, "0x146e60e50")
        XCTAssertEqual(c.equation.first.attribute.attribute, .height)
        XCTAssertEqual(c.equation.relation, .equal)
        XCTAssertEqual(c.equation.multiplier, 0.4)
        XCTAssertEqual(c.equation.second?.item.address, "0x146e61a60")
        XCTAssertEqual(c.equation.constant, 0)
        XCTAssertEqual(c.equation.priority, 1000)
        XCTAssertFalse(c.equation.isPriorityPrinted)
        XCTAssertEqual(c.activity, .unmarked)
    }

    // fdtake-122.log line 7: a negative constant alone, printed with a space after the sign.
    func testNegativeConstantAlone() throws {
        let c = try read("    \"<NSLayoutConstraint:0x6000033386e0 UIView:0x7fa4f344aeb0.width == - 16   (active)>\"")
        XCTAssertNil(c.equation.second)
        XCTAssertEqual(c.equation.constant, -16)
        XCTAssertEqual(c.equation.form, .equation)
        XCTAssertTrue(c.isMarkedActive)
    }

    // lynnbubbletableview-2.log line 12: %g's six digits and an encapsulated height.
    func testDecimalConstantAndIdentifier() throws {
        let c = try read("    \"<NSLayoutConstraint:0x61000009b760 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0x7f83e55055e0.height == 52.3333   (active)>\"")
        XCTAssertEqual(c.identifier, "UIView-Encapsulated-Layout-Height")
        XCTAssertEqual(c.equation.constant, 52.3333)
    }

    // autopkgr-196.log line 8: a negative VFL gap between two views; B.leading == A.trailing - 7.
    func testNegativeVisualFormatGap() throws {
        let c = try read("    \"<NSLayoutConstraint:0x7fca54033aa0 H:[NSButton:0x7fca54031390'Check for new versions of apps every']-(-7)-[NSTextField:0x7fca54033150]>\",")
        XCTAssertEqual(c.equation.form, .visualFormatGap)
        XCTAssertEqual(c.equation.first.item.address, "0x7fca54033150")
        XCTAssertEqual(c.equation.first.attribute.attribute, .leading)
        XCTAssertEqual(c.equation.second?.item.text, "Check for new versions of apps every")
        XCTAssertEqual(c.equation.second?.attribute.attribute, .trailing)
        XCTAssertEqual(c.equation.constant, -7)
    }

    // coderapp-16023367.log line 4: iOS 6's `NSSpace(20)` to the superview, `Names:` capitalised.
    func testSystemSpaceToTheSuperviewResolvedByNames() throws {
        let c = try read("    \"<NSLayoutConstraint:0x753eb60 H:|-(NSSpace(20))-[UILabel:0x7536b60]   (Names: '|':UIView:0x75376a0 )>\",")
        XCTAssertEqual(c.equation.first.item.address, "0x7536b60")
        XCTAssertEqual(c.equation.first.attribute.attribute, .leading)
        let superview = try XCTUnwrap(c.equation.second?.item)
        XCTAssertTrue(superview.isSuperview)
        XCTAssertEqual(superview.address, "0x75376a0")
        XCTAssertEqual(superview.className, "UIView")
        XCTAssertEqual(c.equation.systemSpacing, .space)
        XCTAssertEqual(c.equation.constant, 20)
        XCTAssertEqual(c.names, [LoggedName(key: "|", item: LoggedItem(className: "UIView", address: "0x75376a0", printed: "'|':UIView:0x75376a0"))])
        XCTAssertEqual(c.activity, .unmarked)
    }

    // wtfautolayout-20.log line 3: an anchor's system spacing as an inequality in VFL.
    func testAnchorSpaceInequality() throws {
        let c = try read("    \"<_UISystemBaselineConstraint:0x2828051d0 V:|-(>=NSLayoutAnchorConstraintSpace(8))-[UILabel:0x111b35c20]   (active, names: '|':ModuleName.ClassName:0x111b35a60 )>\",")
        XCTAssertEqual(c.className, "_UISystemBaselineConstraint")
        XCTAssertEqual(c.equation.relation, .greaterOrEqual)
        XCTAssertEqual(c.equation.systemSpacing, .anchorSpace)
        XCTAssertEqual(c.equation.constant, 8)
        XCTAssertEqual(c.equation.first.attribute.attribute, .top)
        XCTAssertEqual(c.equation.second?.item.className, "ModuleName.ClassName")
    }

    // folding-cell-63.log line 7: iOS 9 prints a height as a VFL size.
    func testVisualFormatSize() throws {
        let c = try read("    \"<NSLayoutConstraint:0x7fca0bd54cc0 V:[UIView:0x7fca0bd50f70(200)]>\",")
        XCTAssertEqual(c.equation.form, .visualFormatSize)
        XCTAssertEqual(c.equation.first.attribute.attribute, .height)
        XCTAssertNil(c.equation.second)
        XCTAssertEqual(c.equation.constant, 200)
    }

    // tvostoast-1.log line 7: an autoresizing frame equation, `midY == + 70`.
    func testAutoresizingFrameEquation() throws {
        let c = try read("    \"<NSAutoresizingMaskLayoutConstraint:0x7ff728508900 h=--& v=--& UIView:0x7ff728732070.midY == + 70>\",")
        XCTAssertEqual(c.autoresizingMask, "h=--& v=--&")
        XCTAssertEqual(c.equation.first.attribute, LoggedAttribute(attribute: .centerY, spelling: "midY"))
        XCTAssertEqual(c.equation.constant, 70)
    }

    // unstoppable-wallet-707.log line 7: SnapKit's source location and `16.0`.
    func testSnapKitLocation() throws {
        let c = try read("    \"<SnapKit.LayoutConstraint:0x281a99500@SyncModeSectionSeparator.swift#17 UILabel:0x1035172e0.leading == _UITableViewHeaderFooterContentView:0x103517f60.leading + 16.0>\",")
        XCTAssertEqual(c.className, "SnapKit.LayoutConstraint")
        XCTAssertEqual(c.sourceLocation, LoggedSourceLocation(file: "SyncModeSectionSeparator.swift", line: 17))
        XCTAssertEqual(c.equation.constant, 16)
    }

    // snapkit-147.log line 5: a SnapKit path with spaces.
    func testSnapKitPathWithSpaces() throws {
        let c = try read("    \"<SnapKit.LayoutConstraint:0x7fd4e1cd65d0@/Users/mg/Documents/Grails/GGTS3.6.3-SR1-2/TestApp Demo/TestApp/App/ServiceSelection/ServiceSelectionController.swift#98 UIView:0x7fd4e3c0a200.height == 60.0>\",")
        XCTAssertEqual(c.sourceLocation?.file, "/Users/mg/Documents/Grails/GGTS3.6.3-SR1-2/TestApp Demo/TestApp/App/ServiceSelection/ServiceSelectionController.swift")
        XCTAssertEqual(c.sourceLocation?.line, 98)
        XCTAssertEqual(c.equation.constant, 60)
    }

    // masonry-478.log line 8: Masonry's key in place of the address.
    func testMasonryKey() throws {
        let c = try read("\t<MASLayoutConstraint:0x6040000bdee0 UIImageView:iconView.height == 70>,")
        XCTAssertEqual(c.className, "MASLayoutConstraint")
        XCTAssertEqual(c.equation.first.item.className, "UIImageView")
        XCTAssertEqual(c.equation.first.item.name, "iconView")
        XCTAssertNil(c.equation.first.item.address)
    }

    // firefox-ios-27523.log line 7: a view printed by its accessibility identifier, resolved by `names:`.
    func testIdentifiedViewResolvedByNames() throws {
        let c = try read("    \"<NSLayoutConstraint:0x600002170be0 AddressToolbar.lockIcon.width == 40   (active, names: AddressToolbar.lockIcon:0x106c2b2e0 )>\",")
        XCTAssertEqual(c.equation.first.item.name, "AddressToolbar.lockIcon")
        XCTAssertEqual(c.equation.first.item.address, "0x106c2b2e0")
        XCTAssertEqual(c.equation.first.attribute.attribute, .width)
    }

    // heliport-246-appkit-first.log line 4: `(LTR)` makes the VFL ends left and right.
    func testLeftToRightGap() throws {
        let c = try read("    \"<NSLayoutConstraint:0x6000031be1c0 H:|-(5)-[NSVisualEffectView:0x7fd7bf81bf80](LTR)   (active, names: '|':HeliPort.WifiMenuItemView:0x7fd7bf81e700 )>\",")
        XCTAssertEqual(c.equation.direction, .leftToRight)
        XCTAssertEqual(c.equation.first.attribute.attribute, .left)
        XCTAssertEqual(c.equation.second?.attribute.attribute, .left)
        XCTAssertEqual(c.equation.second?.item.className, "HeliPort.WifiMenuItemView")
        XCTAssertEqual(c.equation.constant, 5)
    }

    // snapkit-101.log line 8: old SnapKit wraps its head and items in `<…>`.
    func testOldSnapKitWrappedItems() throws {
        let c = try read("    \"<<DeviceImagesTest.LayoutConstraint:0x7f8a412e8740> <UIView:0x7f8a412e8eb0>.top == <_UILayoutGuide:0x7f8a412e9430>.bottom>\"")
        XCTAssertEqual(c.className, "DeviceImagesTest.LayoutConstraint")
        XCTAssertEqual(c.address, "0x7f8a412e8740")
        XCTAssertEqual(c.equation.first.item.address, "0x7f8a412e8eb0")
        XCTAssertEqual(c.equation.second?.item.className, "_UILayoutGuide")
        XCTAssertEqual(c.equation.second?.attribute.attribute, .bottom)
    }

    // snapkit-101.log line 5: Interface Builder's prototyping constraint, an identifier with spaces.
    func testIdentifierWithSpaces() throws {
        let c = try read("    \"<NSIBPrototypingLayoutConstraint:0x7f8a412c0a70 'IB auto generated at build time for view with fixed frame' V:|-(34)-[UIView:0x7f8a412be100]   (Names: '|':UIView:0x7f8a412bdff0 )>\",")
        XCTAssertEqual(c.identifier, "IB auto generated at build time for view with fixed frame")
        XCTAssertEqual(c.equation.constant, 34)
        XCTAssertEqual(c.equation.first.attribute.attribute, .top)
    }

    // lsyevernote-5.log line 13: NSArray's `\n` in cut text, decoded; `text` keeps it as printed.
    func testEscapedAndTruncatedText() throws {
        let c = try read("    \"<NSLayoutConstraint:0x10af1f710 V:[UITextView:0x1020dca00'\\nThroughout  my professio...']-(0)-|   (active, names: '|':UIView:0x105431fe0 )>\",")
        let textView = try XCTUnwrap(c.equation.second?.item)
        XCTAssertEqual(textView.text, "\nThroughout  my professio...")
        XCTAssertTrue(textView.isTruncated)
        XCTAssertTrue(c.text.contains("'\\nThroughout"))
        // `[A]-(0)-|`: superview.bottom == A.bottom.
        XCTAssertTrue(c.equation.first.item.isSuperview)
        XCTAssertEqual(c.equation.first.attribute.attribute, .bottom)
    }

    // sdcalertview-60.log line 5: `\U2019` in the list, baselines.
    func testUnicodeEscapeAndBaselines() throws {
        let c = try read("    \"<NSLayoutConstraint:0x17583480 SDCAlertLabel:0x17677250'The operation couldn\\U2019t be...'.firstBaseline == SDCAlertLabel:0x17676bf0'Error'.lastBaseline + 18>\", ")
        XCTAssertEqual(c.equation.first.item.text, "The operation couldn\u{2019}t be...")
        XCTAssertEqual(c.equation.first.attribute.attribute, .firstBaseline)
        XCTAssertEqual(c.equation.second?.attribute.attribute, .lastBaseline)
        XCTAssertEqual(c.equation.constant, 18)
    }

    // pagingtableview-3.log line 10: a margin attribute in an inequality.
    func testMarginInequality() throws {
        let c = try read("    \"<NSLayoutConstraint:0x6000024d4820 UITableViewCellContentView:0x7fb5fc5a9a50.bottomMargin >= UIImageView:0x7fb5fc5a9c40.bottom + 10   (active)>\",")
        XCTAssertEqual(c.equation.first.attribute.attribute, .bottomMargin)
        XCTAssertEqual(c.equation.relation, .greaterOrEqual)
        XCTAssertEqual(c.equation.constant, 10)
    }

    // lsyevernote-5.log line 9: ` + 14` inside a label's text is not a constant.
    func testPlusInsideText() throws {
        let c = try read("    \"<NSLayoutConstraint:0x105402b70 UILabel:0x105432840'Notebook + 14'.height == 45   (active)>\",")
        XCTAssertEqual(c.equation.first.item.text, "Notebook + 14")
        XCTAssertEqual(c.equation.constant, 45)
    }

    // Synthetic: a priority after the body (as layoutdbg's printer writes it, UIKitDescription.swift),
    // ` priority:250` and VFL's `0@250` (wtfautolayout#24's `po` output), a postfix multiplier
    // (wtfautolayout#2), `(inactive)`, a capitalised attribute.
    func testPrioritiesAndOtherFormsNoRealLogShows() throws {
        var c = try read("<NSLayoutConstraint:0x600000000010 UIView:0x7f0000000010.width == 100 @750   (active)>")
        XCTAssertEqual(c.equation.priority, 750)
        XCTAssertTrue(c.equation.isPriorityPrinted)
        XCTAssertEqual(c.equation.constant, 100)
        c = try read("<NSLayoutConstraint:0x600000000020 UIView:0x7f0000000010.width == 100 priority:250>")
        XCTAssertEqual(c.equation.priority, 250)
        c = try read("<NSLayoutConstraint:0x600000000030 V:|-(0@250)-[UIView:0x7f0000000010]   (active, names: '|':UIView:0x7f0000000020 )>")
        XCTAssertEqual(c.equation.priority, 250)
        XCTAssertEqual(c.equation.constant, 0)
        c = try read("<NSLayoutConstraint:0x600000000040 UIView:0x7f0000000010.Width == UIView:0x7f0000000020.width * 0.7 + 5   (inactive)>")
        XCTAssertEqual(c.equation.first.attribute, LoggedAttribute(attribute: .width, spelling: "Width"))
        XCTAssertEqual(c.equation.multiplier, 0.7)
        XCTAssertEqual(c.equation.constant, 5)
        XCTAssertEqual(c.activity, .inactive)
        c = try read("<NSContentSizeLayoutConstraint:0x600000000050 UILabel:0x7f0000000010'Hi'.width == 40 Hug:250 CompressionResistance:750   (active)>")
        XCTAssertEqual(c.contentPriorities, LoggedContentPriorities(hugging: 250, compressionResistance: 750))
        XCTAssertEqual(c.equation.constant, 40)
    }

    // Synthetic damage: each is kept as an unread line with a reason, never guessed.
    func testUnreadableFormsSayWhy() {
        XCTAssertEqual(unreadReason("\"<NSLayoutConstraint:0x6000 UIView:0x7f01.midX ==>\","), "nothing after `==`")
        XCTAssertEqual(unreadReason("\"<NSLayoutConstraint:0x6000 (UIView:0x7f01.leading - UIView:0x7f02.leading) == 0.5*(UIView:0x7f03.leading)>\","),
                       "`(UIView:0x7f01.leading - UIView:0x7f02.leading) == 0.5*(UIView:0x7f03.leading)` is anchor arithmetic, which is not read")
        XCTAssertEqual(unreadReason("\"<NSLayoutConstraint:0xZZ UIView:0x7f01.width == 1>\","),
                       "the address `0x` has no hex digits")
        XCTAssertEqual(unreadReason("\"<NSLayoutConstraint:0x6000 UIView:0x7f01.(null) == 1>\","),
                       "no `==`, `<=` or `>=` after an `item.attribute` in `UIView:0x7f01.(null) == 1`")
        XCTAssertEqual(unreadReason("\"<NSLayoutConstraint:0x6000 UIView:0x7f01.width == 1"),
                       "the description stops before its closing `>` (the paste is cut here)")
    }
}
