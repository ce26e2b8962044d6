import LayoutModel
import XCTest
@testable import LayoutScript

/// `compatibility iosN`: one spelling per release, and a did-you-mean for the words used before
/// releases were named (docs/scenario-language.md, Settings).
final class CompatibilitySyntaxTests: XCTestCase {
    private let expected = "expected an iOS version, 'ios9' to 'ios18' or 'ios26'"

    func testEachReleaseHasOneSpelling() throws {
        for (text, version) in [("ios9", 9), ("ios10", 10), ("ios11", 11), ("ios17", 17), ("ios26", 26)] {
            let scenario = try XCTUnwrap(Parse.scenario("compatibility \(text)"), text)
            XCTAssertEqual(scenario.layout.compatibility.iOSVersion, version, text)
            XCTAssertEqual(scenario.layout.compatibility.spelling, text)
        }
        XCTAssertEqual(try XCTUnwrap(Parse.scenario("view a")).layout.compatibility.iOSVersion, 17)
    }

    func testHidingIsRequiredUpToIOS10Only() throws {
        // iOS 10 logs show UISV-hiding in required conflicts; the same hide on iOS 11 logs nothing.
        XCTAssertEqual(UIKitCompatibility(iOSVersion: 9)?.stackHidingPriority, 1000)
        XCTAssertEqual(UIKitCompatibility(iOSVersion: 10)?.stackHidingPriority, 1000)
        XCTAssertEqual(UIKitCompatibility(iOSVersion: 11)?.stackHidingPriority, 999.999)
        XCTAssertEqual(UIKitCompatibility.current.stackHidingPriority, 999.999)
    }

    func testOldWordsAndNearSpellingsSayWhatWasMeant() {
        let cases = [
            ("compatibility legacy", "1:15: \(expected), found 'legacy'; did you mean 'ios10'?"),
            ("compatibility modern", "1:15: \(expected), found 'modern'; did you mean 'ios17'?"),
            ("compatibility iOS12", "1:15: \(expected), found 'iOS12'; did you mean 'ios12'?"),
            ("compatibility ios 12", "1:15: \(expected), found 'ios'; did you mean 'ios12'?"),
            ("compatibility ios8", "1:15: \(expected), found 'ios8'"),
            ("compatibility ios20", "1:15: \(expected), found 'ios20'"),
        ]
        for (text, message) in cases {
            XCTAssertEqual(Parse.errors(text), [message], text)
        }
    }
}
