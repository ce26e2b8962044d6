import Foundation
import InterfaceBuilderImport
import SeededRandom
import XCTest

/// Damaged documents never crash or hang the reader: each gives an error with a line of the
/// text, or a record whose every location lies inside the text.
final class DocumentMutationTests: XCTestCase {
    /// Synthetic seeds covering every part the reader reads, plus the real documents when the
    /// fixture folder is present.
    static func seeds() -> [String] {
        let synthetic = [
            SyntheticDocuments.storyboard("""
                <subviews>
                    <stackView axis="vertical" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="stk-aa-aaa">
                        <rect key="frame" x="16" y="100" width="361" height="120"/>
                        <subviews>
                            <label text="Title" numberOfLines="0" horizontalHuggingPriority="251" id="lbl-aa-aaa">
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            </label>
                            <button buttonType="system" id="btn-bb-bbb"><state key="normal" title="Go"/></button>
                        </subviews>
                        <variation key="heightClass=compact" axis="horizontal"/>
                    </stackView>
                    <tableView id="tbl-aa-aaa">
                        <prototypes>
                            <tableViewCell id="cel-aa-aaa">
                                <tableViewCellContentView key="contentView" id="cnt-aa-aaa">
                                    <edgeInsets key="layoutMargins" top="1" left="2" bottom="3" right="4"/>
                                </tableViewCellContentView>
                            </tableViewCell>
                        </prototypes>
                    </tableView>
                </subviews>
                <viewLayoutGuide key="safeArea" id="saf-aa-aaa"/>
                <constraints>
                    <constraint firstItem="stk-aa-aaa" firstAttribute="top" secondItem="saf-aa-aaa" secondAttribute="top" constant="20.5" id="c1"/>
                    <constraint firstAttribute="trailing" secondItem="stk-aa-aaa" secondAttribute="trailing" multiplier="16:9" priority="750" id="c2">
                        <variation key="widthClass=regular" constant="40"/>
                    </constraint>
                </constraints>
                <variation key="default"><mask key="constraints"><exclude reference="c2"/></mask></variation>
            """, controllerExtra: """
                <layoutGuides><viewControllerLayoutGuide type="top" id="tlg-aa-aaa"/></layoutGuides>
                <connections><outlet property="titleLabel" destination="lbl-aa-aaa" id="o1"/></connections>
            """),
            SyntheticDocuments.xib("""
                <collectionViewCell id="ccl-aa-aaa">
                    <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
                    <view key="contentView"><subviews><imageView image="logo" id="img-aa-aaa"/></subviews></view>
                    <constraints><constraint firstItem="img-aa-aaa" firstAttribute="width" constant="10" id="c3"/></constraints>
                </collectionViewCell>
            """, extra: "<resources><image name=\"logo\" width=\"10\" height=\"10\"/></resources>"),
        ]
        return synthetic + RealDocuments.texts().map(\.text)
    }

    func check(_ text: String, _ context: @autoclosure () -> String) {
        let lineCount = text.reduce(1) { $1 == "\n" || $1 == "\r\n" ? $0 + 1 : $0 }
        func inside(_ location: IBSourceLocation) -> Bool { (1...lineCount).contains(location.line) && location.column >= 1 }
        do {
            let document = try IBDocumentReader.read(text)
            for problem in document.problems where !inside(problem.location) {
                XCTFail("\(context()): problem at \(problem.location) of \(lineCount) lines")
            }
            for layout in document.layouts {
                for view in layout.allViews {
                    if !inside(view.location) { XCTFail("\(context()): view \(view.id) at \(view.location)") }
                    for constraint in view.constraints where !inside(constraint.location) {
                        XCTFail("\(context()): constraint \(constraint.id) at \(constraint.location)")
                    }
                }
            }
        } catch {
            // The parser may report the position just past the last line of a cut file.
            if !(1...(lineCount + 1)).contains(error.location.line) || error.location.column < 1 {
                XCTFail("\(context()): error at \(error.location) of \(lineCount) lines: \(error.message)")
            }
        }
    }

    /// How many damaged copies of a seed to read: fewer for big documents, so each test reads
    /// a few megabytes in all.
    static func rounds(_ seed: String, atMost limit: Int) -> Int {
        max(5, min(limit, 400_000 / max(1, seed.utf8.count)))
    }

    func testTruncatedAtManyOffsets() {
        for (n, seed) in Self.seeds().enumerated() {
            let characters = Array(seed)
            let step = max(1, characters.count / Self.rounds(seed, atMost: 150))
            for end in stride(from: 0, to: characters.count, by: step) {
                check(String(characters[..<end]), "seed \(n) cut at \(end)")
            }
        }
    }

    func testDroppedAttributesRenamedElementsAndWrongIDs() throws {
        var random = SplitMix64(seed: 15)
        let attribute = try NSRegularExpression(pattern: " [A-Za-z]+=\"[^\"]*\"")
        let idValue = try NSRegularExpression(pattern: "(id|firstItem|secondItem|reference|destination)=\"([^\"]*)\"")
        let elementName = try NSRegularExpression(pattern: "</?([A-Za-z]+)")
        for (n, seed) in Self.seeds().enumerated() {
            let whole = NSRange(seed.startIndex..., in: seed)
            let attributes = attribute.matches(in: seed, range: whole)
            let ids = idValue.matches(in: seed, range: whole)
            let names = Set(elementName.matches(in: seed, range: whole).compactMap { Range($0.range(at: 1), in: seed).map { String(seed[$0]) } }).sorted()
            for round in 0..<Self.rounds(seed, atMost: 30) {
                var text = seed as NSString
                switch round % 3 {
                case 0 where !attributes.isEmpty:
                    // Drop up to three attributes, back to front so ranges stay valid.
                    let picked = Set((0..<3).map { _ in random.int(in: 0...(attributes.count - 1)) }).sorted(by: >)
                    for index in picked { text = text.replacingCharacters(in: attributes[index].range, with: "") as NSString }
                case 1 where !names.isEmpty:
                    let name = names[random.int(in: 0...(names.count - 1))]
                    let renamed = ["zzz", "view", "label", "constraint", "variation", "mask", "subviews", "document", "archive"][random.int(in: 0...8)]
                    text = text.replacingOccurrences(of: "<\(name) ", with: "<\(renamed) ")
                        .replacingOccurrences(of: "<\(name)>", with: "<\(renamed)>")
                        .replacingOccurrences(of: "</\(name)>", with: "</\(renamed)>") as NSString
                case 2 where ids.count >= 2:
                    // Point one reference at another object's id, or at none.
                    let target = ids[random.int(in: 0...(ids.count - 1))].range(at: 2)
                    let source = ids[random.int(in: 0...(ids.count - 1))].range(at: 2)
                    let replacement = random.int(in: 0...1) == 0 ? text.substring(with: source) : "nowhere-\(round)"
                    text = text.replacingCharacters(in: target, with: replacement) as NSString
                default:
                    break
                }
                check(text as String, "seed \(n) round \(round)")
            }
        }
    }

    func testRandomCharacterDamage() {
        var random = SplitMix64(seed: 1515)
        let alphabet = Array("<>/\"'=&;:!?- \n\tabcé€0123456789".unicodeScalars)
        for (n, seed) in Self.seeds().enumerated() {
            for round in 0..<Self.rounds(seed, atMost: 25) {
                var scalars = Array(seed.unicodeScalars)
                for _ in 0..<random.int(in: 1...8) where !scalars.isEmpty {
                    let at = random.int(in: 0...(scalars.count - 1))
                    switch random.int(in: 0...2) {
                    case 0: scalars.remove(at: at)
                    case 1: scalars[at] = alphabet[random.int(in: 0...(alphabet.count - 1))]
                    default: scalars.insert(alphabet[random.int(in: 0...(alphabet.count - 1))], at: at)
                    }
                }
                check(String(String.UnicodeScalarView(scalars)), "seed \(n) round \(round)")
            }
        }
    }

    /// A big document on a single line is read in time linear in its size: the location of each
    /// element is found by a cursor that only moves forward (a quadratic walk would take minutes).
    func testALongOneLineDocumentIsReadOnce() throws {
        let count = 20_000
        let subviews = (0..<count).map { "<view id=\"v\($0)\"><rect key=\"frame\" x=\"0\" y=\"\($0)\" width=\"10\" height=\"1\"/></view>" }.joined()
        let text = SyntheticDocuments.xib("<view id=\"top\"><subviews>\(subviews)</subviews></view>")
            .replacingOccurrences(of: "\n", with: " ")
        let start = Date()
        let document = try SyntheticDocuments.read(text)
        let elapsed = Date().timeIntervalSince(start)
        let root = try SyntheticDocuments.root(document)
        XCTAssertEqual(root.subviews.count, count)
        XCTAssertEqual(root.subviews.last?.frame?.y, Double(count - 1))
        // The last subview's '<' is where its text starts in the one line.
        let needle = "<view id=\"v\(count - 1)\">"
        let column = text.distance(from: text.startIndex, to: try XCTUnwrap(text.range(of: needle)).lowerBound) + 1
        XCTAssertEqual(root.subviews.last?.location, IBSourceLocation(line: 1, column: column))
        XCTAssertLessThan(elapsed, 30, "about 1.6 MB on one line; 1.0–1.5 s measured on two loaded cores")
    }
}
