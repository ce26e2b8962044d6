import InterfaceBuilderImport
import XCTest

/// Where elements start, and the parser's errors with their line and column (synthetic text).
final class ElementLocationTests: XCTestCase {
    func testElementsStartAtTheirOpeningBracket() throws {
        // Column counts characters: "é" and "€" are one each, as the parser counts them.
        let text = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <objects>
                <view id="top"><subviews><label text="éé€" id="l1"/>  <label text="x" id="l2"/></subviews>
                    <constraints>
                        <constraint
                            firstItem="l1"
                            firstAttribute="top" id="c1"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
        let document = try SyntheticDocuments.read(text)
        let root = try SyntheticDocuments.root(document)
        XCTAssertEqual(root.location, IBSourceLocation(line: 3, column: 9))
        XCTAssertEqual(root.subviews.map(\.location), [IBSourceLocation(line: 3, column: 34), IBSourceLocation(line: 3, column: 63)])
        XCTAssertEqual(root.constraints.first?.location, IBSourceLocation(line: 5, column: 17), "a tag over three lines starts on its first")
    }

    func testWindowsLineEndingsGiveTheSameLocations() throws {
        let unix = SyntheticDocuments.xib("""
                <view id="top">
                    <subviews><label text="a" id="l1"/></subviews>
                </view>
        """)
        let windows = unix.replacingOccurrences(of: "\n", with: "\r\n")
        let expected = try SyntheticDocuments.root(SyntheticDocuments.read(unix))
        let read = try SyntheticDocuments.root(SyntheticDocuments.read(windows))
        XCTAssertEqual(read.location, expected.location)
        XCTAssertEqual(read.subviews.map(\.location), expected.subviews.map(\.location))
        XCTAssertEqual(expected.subviews.first?.location.line, SyntheticDocuments.line(of: "id=\"l1\"", in: unix))
    }

    func testMalformedXMLGivesTheParsersPosition() {
        let cases: [(String, Int)] = [
            ("<document>\n  <objects>\n    <view id=\"a\">\n  </objects>\n</document>", 4),   // mismatched end tag
            ("<document>\n  <objects>\n    <view id=\"a", 3),                               // cut inside a tag
            ("<document>\n  <objects>\n", 2),                                                // cut between elements: the last line read
            ("<document a=\"1\" a=\"2\"/>", 1),                                              // attribute twice
            ("<document>\n<view id=a/>\n</document>", 2),                                    // value without quotes
        ]
        for (text, line) in cases {
            XCTAssertThrowsError(try IBDocumentReader.read(text), text) { error in
                guard let error = error as? IBReadError else { return XCTFail("\(error)") }
                XCTAssertEqual(error.kind, .malformedXML, text)
                XCTAssertEqual(error.location.line, line, "\(text): \(error)")
                XCTAssertGreaterThanOrEqual(error.location.column, 1)
                XCTAssertTrue(error.message.hasPrefix("malformed XML"), error.message)
            }
        }
    }

    func testDeepNestingIsRefusedAtTheFirstElementTooDeep() {
        // Each level is a view and its subviews: the element at depth 257 is the one refused.
        // Far deeper nesting must not overflow the stack.
        for levels in [200, 10_000] {
            let text = "<document targetRuntime=\"iOS.CocoaTouch\" useAutolayout=\"YES\"><objects>\n"
                + (0..<levels).map { "<view id=\"v\($0)\"><subviews>\n" }.joined()
                + String(repeating: "</subviews></view>", count: levels) + "</objects></document>"
            XCTAssertThrowsError(try IBDocumentReader.read(text)) { error in
                guard let error = error as? IBReadError else { return XCTFail("\(error)") }
                XCTAssertEqual(error.kind, .tooDeep)
                // Depth 1 is <document> on line 1, depth 2 <objects>; level k's <view> (k from 0)
                // is depth 2k + 3 on line k + 2, so depth 257 is level 127's view, on line 129.
                XCTAssertEqual(error.location, IBSourceLocation(line: 129, column: 1))
            }
        }
    }

    func testEmptyAndEntityDocuments() {
        XCTAssertThrowsError(try IBDocumentReader.read("")) { error in
            XCTAssertTrue([.emptyDocument, .malformedXML].contains((error as? IBReadError)?.kind))
            XCTAssertEqual((error as? IBReadError)?.location.line, 1)
        }
        let entities = "<?xml version=\"1.0\"?>\n<!DOCTYPE d [<!ENTITY a \"aaaa\">]>\n<document x=\"&a;\"/>"
        XCTAssertThrowsError(try IBDocumentReader.read(entities)) { error in
            XCTAssertEqual((error as? IBReadError)?.kind, .malformedXML)
            XCTAssertEqual((error as? IBReadError)?.location, IBSourceLocation(line: 2, column: 14))
        }
    }

    /// On every real document, each view and constraint's location is where its start tag begins:
    /// `<` and the element name at that line and column (columns count Unicode scalars, as the
    /// parser does).
    func testLocationsOfRealDocumentsPointAtTheirStartTags() throws {
        var checked = 0
        for (name, text) in RealDocuments.texts() {
            guard let document = try? IBDocumentReader.read(text) else { continue }
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.unicodeScalars) }
            func check(_ element: String, _ location: IBSourceLocation, _ id: String) {
                checked += 1
                guard location.line <= lines.count else { return XCTFail("\(name): \(id) at \(location) beyond the text") }
                let line = lines[location.line - 1]
                let tag = Array("<\(element)".unicodeScalars)
                let start = location.column - 1
                guard start >= 0, start + tag.count <= line.count, Array(line[start..<(start + tag.count)]) == tag else {
                    return XCTFail("\(name): \(id) at \(location) is not where <\(element) starts")
                }
            }
            for layout in document.layouts {
                for view in layout.allViews + layout.detachedViews {
                    check(view.element, view.location, view.id)
                    for constraint in view.constraints { check("constraint", constraint.location, constraint.id) }
                }
            }
        }
        XCTAssertGreaterThan(checked, 0)
    }
}
