import ConsoleLogImport
import XCTest

/// Finding logs in pasted text: the header forms, pieces of earlier logs, several logs with noise,
/// the list forms, and paste mangling, with line numbers kept. The small inputs here are built
/// from lines of the real logs named (Tests/ConsoleLogs/); each says which.
final class LogFindingTests: XCTestCase {
    static let member = "    \"<NSLayoutConstraint:0x6000033386e0 UIView:0x7fa4f344aeb0.width == - 16   (active)>\""
    static let advice = """
        \tProbably at least one of the constraints in the following list is one you don't want. 
        \tTry this: 
        \t\t(1) look at each constraint and try to figure out which you don't expect; 
        \t\t(2) find the code that added the unwanted constraint or constraints and fix it. 
        """
    static let footer = """
        Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
        The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.
        """
    /// fdtake-122.log, with a console prefix as alrt-14.log prints it.
    static let iOS12Log = """
        2020-04-23 15:21:48.556790-0600 Banky[71185:1795813] [LayoutConstraints] Unable to simultaneously satisfy constraints.
        \(advice)
        (
        \(member)
        )

        Will attempt to recover by breaking constraint 
        <NSLayoutConstraint:0x6000033386e0 UIView:0x7fa4f344aeb0.width == - 16   (active)>

        \(footer)
        """

    func testAnIOS10LogWithItsPrefixHeaderAndFooter() throws {
        let reading = ConsoleLogReader.read(Self.iOS12Log)
        XCTAssertEqual(reading.unread, [])
        let log = try XCTUnwrap(reading.conflicts.first)
        XCTAssertEqual(log.header, .uikit)
        XCTAssertEqual(log.consolePrefix, "2020-04-23 15:21:48.556790-0600 Banky[71185:1795813] [LayoutConstraints]")
        XCTAssertEqual(log.listForm, .parenthesizedQuoted)
        XCTAssertEqual(log.constraints.map(\.line), [7])
        XCTAssertEqual(log.brokenAddress, "0x6000033386e0")
        XCTAssertEqual(log.brokenConstraint?.line, 11)
        XCTAssertEqual(log.footer, .uikitCore)
        XCTAssertEqual(log.lines, 1...14)
        XCTAssertFalse(log.isCut)
    }

    /// The same log pasted in a Markdown quote with escapes, bold and a glued fence (datetimepicker-17,
    /// tasty-imitation-keyboard-85, firefox-ios-20783 and focus-ios-970 show each of these).
    func testMarkdownManglingIsUndoneAndLinesKept() throws {
        let mangled = Self.iOS12Log.components(separatedBy: "\n").enumerated().map { number, line -> String in
            switch number {
            case 6: return "> **" + line.replacingOccurrences(of: "<", with: "\\<").replacingOccurrences(of: ">", with: "\\>") + "**"
            case 13: return "> " + line + "```"
            default: return "> " + line
            }
        }.joined(separator: "\n")
        let reading = ConsoleLogReader.read("```\n" + mangled)
        XCTAssertEqual(reading.unread, [])
        let log = try XCTUnwrap(reading.conflicts.first)
        XCTAssertEqual(log.constraints.first?.line, 8)
        XCTAssertEqual(log.constraints.first?.equation.constant, -16)
        XCTAssertEqual(log.brokenAddress, "0x6000033386e0")
        XCTAssertEqual(log.footer, .uikitCore)
        XCTAssertEqual(log.lines, 2...15)
    }

    /// Doc comments (` * `, `///`) and a description wrapped over two lines.
    func testCommentPrefixesAndAWrappedDescription() throws {
        let text = """
            /// Unable to simultaneously satisfy constraints.
            /// (
             *     "<NSLayoutConstraint:0x6000033386e0 UIView:0x7fa4f344aeb0.width
             *     == - 16   (active)>"
            /// )
            """
        let reading = ConsoleLogReader.read(text)
        XCTAssertEqual(reading.unread, [])
        let member = try XCTUnwrap(reading.conflicts.first?.constraints.first)
        XCTAssertEqual(member.line, 3)
        XCTAssertEqual(member.equation.constant, -16)
        XCTAssertEqual(reading.conflicts.first?.lines, 1...5)
    }

    /// iOS 8's one-line advice, `Names:` (coderapp-16023367.log); a BSD syslog prefix (swift2byexample-7.log).
    func testOlderHeadersAndSyslogPrefix() throws {
        let text = """
            Mar  4 18:25:38 Lawrences-MBP SpringBoard[10567]: Unable to simultaneously satisfy constraints.
                Probably at least one of the constraints in the following list is one you don't want. Try this: (1) look at each constraint and try to figure out which you don't expect; (2) find the code that added the unwanted constraint or constraints and fix it. (Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) 
            (
                "<NSLayoutConstraint:0x753eb60 H:|-(NSSpace(20))-[UILabel:0x7536b60]   (Names: '|':UIView:0x75376a0 )>"
            )
            """
        let log = try XCTUnwrap(ConsoleLogReader.read(text).conflicts.first)
        XCTAssertEqual(log.header, .uikitSingleLine)
        XCTAssertEqual(log.consolePrefix, "Mar  4 18:25:38 Lawrences-MBP SpringBoard[10567]:")
        XCTAssertTrue(log.hasAutoresizingNote)
        XCTAssertEqual(log.constraints.count, 1)
    }

    /// AppKit's footer before its header (munki-1241.log), macOS 14's compact form with the broken
    /// constraint inline (heliport-246), and a redacted list (masonry-415.log).
    func testAppKitForms() throws {
        let appKitFooter = "Set the NSUserDefault NSConstraintBasedLayoutVisualizeMutuallyExclusiveConstraints to YES to have -[NSWindow visualizeConstraints:] automatically called when this happens.  And/or, set a symbolic breakpoint on LAYOUT_CONSTRAINTS_NOT_SATISFIABLE to catch this in the debugger."
        let text = """
            \(appKitFooter)
            Conflicting constraints detected: (
                "<NSLayoutConstraint:0x6000031a8a00 NSVisualEffectView:0x7fd7bfc05da0.right == HeliPort.WifiMenuItemView:0x7fd7bfc05b20.right - 5   (active)>",
                "<NSAutoresizingMaskLayoutConstraint:0x6000031c2120 h=--& v=--& HeliPort.WifiMenuItemView:0x7fd7bfc05b20.width == 0   (active)>"
            ).

            Will attempt to recover by breaking <NSLayoutConstraint:0x6000031a8a00 NSVisualEffectView:0x7fd7bfc05da0.right == HeliPort.WifiMenuItemView:0x7fd7bfc05b20.right - 5   (active)>.
            [Layout] Unable to simultaneously satisfy constraints:
            <private>

            Will attempt to recover by breaking constraint 
            <private>

            \(appKitFooter)
            """
        let reading = ConsoleLogReader.read(text)
        XCTAssertEqual(reading.unread, [])
        XCTAssertEqual(reading.tails.map(\.footer), [.appKit])
        XCTAssertEqual(reading.conflicts.map(\.header), [.appKitConflicting, .appKit])
        XCTAssertEqual(reading.conflicts[0].constraints.count, 2)
        XCTAssertEqual(reading.conflicts[0].brokenAddress, "0x6000031a8a00")
        XCTAssertEqual(reading.conflicts[0].lines, 2...7)
        XCTAssertEqual(reading.conflicts[1].listForm, .redacted)
        XCTAssertEqual(reading.conflicts[1].consolePrefix, "[Layout]")
        XCTAssertNil(reading.conflicts[1].brokenAddress)
        XCTAssertEqual(reading.conflicts[1].footer, .appKit)
    }

    /// An earlier log's tail, noise, a headerless list (aws-mobile-developer-guide-27.log), then a
    /// log cut inside its list.
    func testTailsNoiseSeveralLogsAndACut() throws {
        let text = """
            Will attempt to recover by breaking constraint 
            <NSLayoutConstraint:0x608000486ea0 UITableViewCellContentView:cv.width == 414>

            \(Self.footer)
            2018-06-21 16:34:15.465292+0100 TestMobileHubSES[15786:6032851] Could not successfully update network info during initialization.
            [
            \t<NSLayoutConstraint:0x610000284e20 UITableViewCellContentView:cv.width == 414>,
            \t<NSLayoutConstraint:0x600000498510 UITableViewCellContentView:cv.width == 0>
            ]
            Unable to simultaneously satisfy constraints.
            \(Self.advice)
            (
                "<NSLayoutConstraint:0x1337fd2e0 '_UITemporaryLayoutWidth' deltachat_ios.ChatTitleView:0x117faf7b0.width == 0   (active)>",
                "<NSLayoutConstraint:0x1236d1120 'UISV-spanning
            """
        let reading = ConsoleLogReader.read(text)
        XCTAssertEqual(reading.tails.count, 1)
        XCTAssertEqual(reading.tails[0].brokenAddress, "0x608000486ea0")
        XCTAssertEqual(reading.tails[0].footer, .uikitCore)
        XCTAssertEqual(reading.conflicts.count, 2)
        XCTAssertEqual(reading.conflicts[0].header, .none)
        XCTAssertEqual(reading.conflicts[0].listForm, .bracketed)
        XCTAssertEqual(reading.conflicts[0].constraints.map(\.equation.constant), [414, 0])
        XCTAssertEqual(reading.conflicts[0].constraints.map(\.equation.first.item.name), ["cv", "cv"])
        XCTAssertEqual(reading.conflicts[1].constraints.first?.identifier, "_UITemporaryLayoutWidth")
        XCTAssertTrue(reading.conflicts[1].isCut)
        XCTAssertEqual(reading.unread.map(\.line), [18])
        XCTAssertEqual(reading.unread.map(\.kind), [.cutMember])
    }

    /// HTML rendering strips `<…>`: empty entries and an empty broken line are unread, not guessed.
    func testHTMLStrippedEntriesAreUnread() throws {
        let text = """
            Unable to simultaneously satisfy constraints.
            (
                "",
                ""
            )

            Will attempt to recover by breaking constraint 


            The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in  may also be helpful.
            """
        let reading = ConsoleLogReader.read(text)
        XCTAssertEqual(reading.unread.map(\.line), [3, 4])
        XCTAssertEqual(reading.unread.map(\.kind), [.notAMember, .notAMember])
        XCTAssertEqual(reading.conflicts.first?.footer, .uikitUnnamed)
        XCTAssertNil(reading.conflicts.first?.brokenAddress)
    }

    /// A collector that prefixes every line (console-logs reference §7.4: syslog and os_log
    /// prefixes, `[IOS_SYSLOG_ROW]`-style categories), and a Swift array printed on one line.
    func testPrefixOnEveryLineAndAOneLineArray() throws {
        let prefixed = Self.iOS12Log.components(separatedBy: "\n")
            .map { "Mar  4 18:25:38 host App[123]: [IOS_SYSLOG_ROW] " + $0 }.joined(separator: "\n")
        let reading = ConsoleLogReader.read(prefixed)
        XCTAssertEqual(reading.unread, [])
        let log = try XCTUnwrap(reading.conflicts.first)
        XCTAssertEqual(log.constraints.map(\.line), [7])
        XCTAssertEqual(log.brokenAddress, "0x6000033386e0")
        XCTAssertEqual(log.footer, .uikitCore)
        let array = """
            [<NSLayoutConstraint:0x610000284e20 UITableViewCellContentView:cv.width == 414>, <NSLayoutConstraint:0x600000498510 UITableViewCellContentView:cv.width == 0>]
            """
        let list = try XCTUnwrap(ConsoleLogReader.read(array).conflicts.first)
        XCTAssertEqual(list.constraints.map(\.address), ["0x610000284e20", "0x600000498510"])
        XCTAssertEqual(list.header, .none)
    }

    /// Windows line ends and a final line without a newline.
    /// Console noise after a log that describes another object (`<CATransformLayer: 0x…>`) starts
    /// no log of its own: only a constraint's description begins a list with no header. The end of
    /// the log at https://github.com/deltachat/deltachat-ios/issues/874 as posted (its next line cut
    /// where the post's excerpt stops), quoted as evidence.
    func testAnotherObjectsDescriptionAfterALogStartsNoLog() throws {
        let text = """
            2020-07-21 18:51:52.283789+0200 deltachat-ios[741:299997] [LayoutConstraints] Unable to simultaneously satisfy constraints.
            \(Self.advice)
            (
                "<NSLayoutConstraint:0x11555e380 deltachat_ios.LocationStreamingIndicator:0x11555cb90.height == 16   (active)>",
                "<NSLayoutConstraint:0x1152fb6f0 deltachat_ios.LocationStreamingIndicator:0x11555cb90.height == 20.4   (active)>"
            )

            Will attempt to recover by breaking constraint 
            <NSLayoutConstraint:0x11555e380 deltachat_ios.LocationStreamingIndicator:0x11555cb90.height == 16   (active)>

            \(Self.footer)
            2020-07-21 18:51:52.300358+0200 deltachat-ios[741:299997] <CATransformLayer: 0x1155856e0> - changing property masksToBounds in transform-only laye
            """
        let reading = ConsoleLogReader.read(text)
        XCTAssertEqual(reading.conflicts.count, 1)
        XCTAssertEqual(reading.unread, [])
        XCTAssertEqual(reading.conflicts.first?.constraints.map(\.line), [7, 8])
    }

    func testCarriageReturns() throws {
        let text = Self.iOS12Log.replacingOccurrences(of: "\n", with: "\r\n")
        let log = try XCTUnwrap(ConsoleLogReader.read(text).conflicts.first)
        XCTAssertEqual(log.constraints.map(\.line), [7])
        XCTAssertEqual(log.footer, .uikitCore)
    }
}
