import InterfaceBuilderImport
import XCTest

/// Views element by element, on synthetic snippets in a storyboard's root view (interface-builder reference §3–§5,
/// §8–§10, §12–§13).
final class ViewElementTests: XCTestCase {
    func subviews(_ snippet: String) throws -> [IBView] {
        let document = try SyntheticDocuments.read(SyntheticDocuments.storyboard("<subviews>\n\(snippet)\n</subviews>"))
        XCTAssertEqual(document.problems, [])
        return try SyntheticDocuments.root(document).subviews
    }

    func testElementsMapToTheirUIKitClasses() throws {
        let pairs = [("view", "UIView"), ("label", "UILabel"), ("button", "UIButton"), ("imageView", "UIImageView"),
                     ("stackView", "UIStackView"), ("scrollView", "UIScrollView"), ("tableView", "UITableView"),
                     ("collectionView", "UICollectionView"), ("textField", "UITextField"), ("textView", "UITextView"),
                     ("switch", "UISwitch"), ("slider", "UISlider"), ("segmentedControl", "UISegmentedControl"),
                     ("activityIndicatorView", "UIActivityIndicatorView"), ("progressView", "UIProgressView"),
                     ("stepper", "UIStepper"), ("pageControl", "UIPageControl"), ("datePicker", "UIDatePicker"),
                     ("pickerView", "UIPickerView"), ("searchBar", "UISearchBar"), ("navigationBar", "UINavigationBar"),
                     ("toolbar", "UIToolbar"), ("tabBar", "UITabBar"), ("mapView", "MKMapView"), ("webView", "UIWebView"),
                     ("wkWebView", "WKWebView"), ("visualEffectView", "UIVisualEffectView"), ("containerView", "UIView")]
        let snippet = pairs.enumerated().map { "<\($1.0) id=\"v\($0)\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"10\" height=\"10\"/></\($1.0)>" }
            .joined(separator: "\n")
        let views = try subviews(snippet)
        XCTAssertEqual(views.map(\.element), pairs.map(\.0))
        XCTAssertEqual(views.map(\.uikitClass), pairs.map(\.1))
        XCTAssertTrue(views.allSatisfy(\.isKnownElement))
    }

    func testCustomClassAndModule() throws {
        let view = try XCTUnwrap(subviews("<view customClass=\"AvatarView\" customModule=\"App\" userLabel=\"Avatar\" id=\"av1\"/>").first)
        XCTAssertEqual(view.uikitClass, "UIView")
        XCTAssertEqual(view.customClass, "AvatarView")
        XCTAssertEqual(view.customModule, "App")
        XCTAssertEqual(view.effectiveClass, "AvatarView")
        XCTAssertEqual(view.userLabel, "Avatar")
        XCTAssertNil(view.frame, "no rect: the frame must be computed later, not read")
    }

    func testUnknownElementWithAFrameIsAGenericViewAndWithoutOneIsCounted() throws {
        let document = try SyntheticDocuments.read(SyntheticDocuments.storyboard("""
            <subviews>
                <futureView id="fut-aa-aaa"><rect key="frame" x="1" y="2" width="3" height="4"/></futureView>
                <sparkleEffect id="spk-aa-aaa"/>
            </subviews>
        """))
        let root = try SyntheticDocuments.root(document)
        XCTAssertEqual(root.subviews.map(\.element), ["futureView"])
        XCTAssertEqual(root.subviews.first?.uikitClass, "futureView")
        XCTAssertEqual(root.subviews.first?.isKnownElement, false)
        XCTAssertEqual(root.subviews.first?.frame, IBRect(x: 1, y: 2, width: 3, height: 4))
        XCTAssertEqual(document.ignoredElements.map(\.element), ["sparkleEffect"])
        XCTAssertEqual(document.ignoredElements.first?.id, "spk-aa-aaa")
    }

    func testFlagsDefaultsAndWrittenValues() throws {
        let views = try subviews("""
            <view id="plain"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></view>
            <view fixedFrame="YES" hidden="YES" misplaced="YES" ambiguous="YES" verifyAmbiguity="off" translatesAutoresizingMaskIntoConstraints="NO" id="flags">
                <rect key="frame" x="16" y="59" width="361" height="20.333333333333332"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            </view>
        """)
        XCTAssertTrue(views[0].translatesAutoresizingMaskIntoConstraints, "written only when NO (§0 fact 5)")
        XCTAssertFalse(views[0].fixedFrame || views[0].hidden || views[0].misplaced || views[0].ambiguous)
        XCTAssertNil(views[0].autoresizingMask)
        XCTAssertTrue(views[0].insetsLayoutMarginsFromSafeArea, "absent means YES")
        XCTAssertEqual(views[0].contentPriorities, IBContentPriorities(), "absent: nothing written")
        XCTAssertFalse(views[1].translatesAutoresizingMaskIntoConstraints)
        XCTAssertTrue(views[1].fixedFrame && views[1].hidden && views[1].misplaced && views[1].ambiguous)
        XCTAssertEqual(views[1].verifyAmbiguity, "off")
        XCTAssertEqual(views[1].frame, IBRect(x: 16, y: 59, width: 361, height: 20.333333333333332))
        XCTAssertEqual(views[1].autoresizingMask?.flagNames, ["flexibleMaxX", "flexibleMaxY"])
    }

    func testContentPrioritiesAsWritten() throws {
        let label = try XCTUnwrap(subviews("""
            <label horizontalHuggingPriority="251" verticalHuggingPriority="252" horizontalCompressionResistancePriority="751" verticalCompressionResistancePriority="1000" text="A" id="l1"/>
        """).first)
        XCTAssertEqual(label.contentPriorities, IBContentPriorities(horizontalHugging: 251, verticalHugging: 252,
                                                                   horizontalCompressionResistance: 751, verticalCompressionResistance: 1000))
    }

    func testLabelTextFontAndLines() throws {
        let views = try subviews("""
            <label text="Sign in" numberOfLines="0" lineBreakMode="tailTruncation" preferredMaxLayoutWidth="233" adjustsFontSizeToFit="NO" minimumScaleFactor="0.5" id="l1">
                <fontDescription key="fontDescription" type="system" weight="semibold" pointSize="15"/>
            </label>
            <label id="l2">
                <string key="text">Line one
        line two</string>
                <fontDescription key="fontDescription" name="Georgia-Bold" family="Georgia" pointSize="16"/>
            </label>
            <label id="l3">
                <attributedString key="attributedText">
                    <fragment content="Hello, "/>
                    <fragment content="world"/>
                </attributedString>
                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
            </label>
            <label text="B" minimumFontSize="9" id="l4">
                <fontDescription key="fontDescription" type="boldSystem" pointSize="20"/>
            </label>
        """)
        XCTAssertEqual(views[0].text.text, "Sign in")
        XCTAssertEqual(views[0].numberOfLines, 0, "0 = unlimited")
        XCTAssertEqual(views[0].lineBreakMode, "tailTruncation")
        XCTAssertEqual(views[0].preferredMaxLayoutWidth, 233)
        XCTAssertEqual(views[0].adjustsFontSizeToFit, false)
        XCTAssertEqual(views[0].minimumScaleFactor, 0.5)
        XCTAssertEqual(views[0].font?.type, "system")
        XCTAssertEqual(views[0].font?.weight, "semibold")
        XCTAssertEqual(views[0].font?.pointSize, 15)
        XCTAssertEqual(views[1].text.text, "Line one\nline two")
        XCTAssertNil(views[1].numberOfLines, "absent: 1 for a label, left to the rebuild")
        XCTAssertEqual(views[1].font?.name, "Georgia-Bold")
        XCTAssertEqual(views[1].font?.family, "Georgia")
        XCTAssertEqual(views[1].font?.pointSize, 16)
        XCTAssertEqual(views[2].text.text, "Hello, world")
        XCTAssertTrue(views[2].text.isAttributed)
        XCTAssertEqual(views[2].font?.style, "UICTFontTextStyleBody")
        XCTAssertNil(views[2].font?.pointSize)
        XCTAssertEqual(views[3].font?.type, "boldSystem")
        XCTAssertEqual(views[3].minimumFontSize, 9)
    }

    func testButtonsTextFieldsSegmentsAndImages() throws {
        let views = try subviews("""
            <button buttonType="system" lineBreakMode="middleTruncation" id="b1">
                <fontDescription key="fontDescription" type="system" pointSize="15"/>
                <state key="normal" title="Continue" image="arrow"/>
                <state key="highlighted" title="Pressed"/>
            </button>
            <button id="b2">
                <buttonConfiguration key="configuration" style="filled" title="Buy"/>
            </button>
            <textField borderStyle="roundedRect" placeholder="Email" text="a@b.c" id="t1">
                <fontDescription key="fontDescription" type="system" size="system"/>
            </textField>
            <segmentedControl segmentControlStyle="plain" selectedSegmentIndex="0" id="s1">
                <segments><segment title="First"/><segment title="Second"/></segments>
            </segmentedControl>
            <imageView image="logo" id="i1"/>
            <imageView image="star.fill" catalog="system" id="i2"/>
            <textView scrollEnabled="NO" id="tv1"><string key="text">Body</string></textView>
            <activityIndicatorView style="medium" id="a1"/>
        """)
        XCTAssertEqual(views[0].buttonType, "system")
        XCTAssertEqual(views[0].text.title, "Continue", "the normal state's title")
        XCTAssertEqual(views[0].imageName, "arrow")
        XCTAssertNil(views[1].buttonType, "absent = custom, left to the rebuild")
        XCTAssertEqual(views[1].text.title, "Buy")
        XCTAssertEqual(views[2].borderStyle, "roundedRect")
        XCTAssertEqual(views[2].text.placeholder, "Email")
        XCTAssertEqual(views[2].text.text, "a@b.c")
        XCTAssertEqual(views[2].font?.size, "system")
        XCTAssertEqual(views[3].text.segmentTitles, ["First", "Second"])
        XCTAssertEqual(views[4].imageName, "logo")
        XCTAssertNil(views[4].imageCatalog)
        XCTAssertEqual(views[5].imageCatalog, "system")
        XCTAssertEqual(views[6].scrollEnabled, false)
        XCTAssertEqual(views[6].text.text, "Body")
        XCTAssertEqual(views[7].style, "medium")
    }

    func testPlaceholderIntrinsicSizeIncludingInfinite() throws {
        let view = try XCTUnwrap(subviews("<view placeholderIntrinsicWidth=\"240\" placeholderIntrinsicHeight=\"infinite\" id=\"p1\"/>").first)
        XCTAssertEqual(view.placeholderIntrinsicWidth, .value(240))
        XCTAssertEqual(view.placeholderIntrinsicHeight, .infinite)
    }

    func testMarginsAndDirection() throws {
        let views = try subviews("""
            <view preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" layoutMarginsFollowReadableWidth="YES" semanticContentAttribute="forceRightToLeft" id="m1">
                <edgeInsets key="layoutMargins" top="1" left="2" bottom="3" right="4.5"/>
            </view>
            <view id="m2">
                <directionalEdgeInsets key="directionalLayoutMargins" top="8" leading="20" bottom="8" trailing="16"/>
            </view>
        """)
        XCTAssertEqual(views[0].layoutMargins, .edges(top: 1, left: 2, bottom: 3, right: 4.5))
        XCTAssertTrue(views[0].preservesSuperviewLayoutMargins)
        XCTAssertFalse(views[0].insetsLayoutMarginsFromSafeArea)
        XCTAssertTrue(views[0].layoutMarginsFollowReadableWidth)
        XCTAssertEqual(views[0].semanticContentAttribute, "forceRightToLeft")
        XCTAssertEqual(views[1].layoutMargins, .directional(top: 8, leading: 20, bottom: 8, trailing: 16))
    }

    func testStackViewDefaultsAndProperties() throws {
        let stacks = try subviews("""
            <stackView id="st1">
                <subviews>
                    <label text="A" id="a1"/>
                    <button id="b1"/>
                    <view hidden="YES" id="h1"/>
                </subviews>
            </stackView>
            <stackView axis="vertical" alignment="top" distribution="equalSpacing" spacing="8.5" spacingType="standard" baselineRelativeArrangement="YES" layoutMarginsRelativeArrangement="YES" id="st2"/>
        """)
        // Reference §8: axis absent = horizontal, distribution and alignment = fill, spacing = 0.
        XCTAssertEqual(stacks[0].stack, IBStackProperties(axis: "horizontal", alignment: "fill", distribution: "fill", spacing: 0))
        XCTAssertEqual(stacks[0].subviews.map(\.id), ["a1", "b1", "h1"], "arranged subviews in XML order")
        XCTAssertEqual(stacks[0].subviews.map(\.hidden), [false, false, true])
        XCTAssertEqual(stacks[1].stack, IBStackProperties(axis: "vertical", alignment: "top", distribution: "equalSpacing", spacing: 8.5,
                                                          spacingType: "standard", baselineRelativeArrangement: true,
                                                          layoutMarginsRelativeArrangement: true))
        XCTAssertNil(try subviews("<view id=\"x\"/>").first?.stack, "only stack views have stack properties")
    }

    func testGuidesOfRootAndScrollView() throws {
        let document = try SyntheticDocuments.read(SyntheticDocuments.storyboard("""
            <subviews>
                <scrollView verifyAmbiguity="ignoreSizes" id="scr-aa-aaa">
                    <rect key="frame" x="0.0" y="59" width="393" height="759"/>
                    <viewLayoutGuide key="contentLayoutGuide" id="clg-aa-aaa"/>
                    <viewLayoutGuide key="frameLayoutGuide" id="flg-aa-aaa"/>
                </scrollView>
            </subviews>
            <viewLayoutGuide key="safeArea" id="saf-aa-aaa"/>
        """))
        let root = try SyntheticDocuments.root(document)
        XCTAssertEqual(root.guides.map(\.kind), [.safeArea])
        XCTAssertEqual(root.guides.first?.owner, "rt1-aa-aaa")
        let scroll = try XCTUnwrap(root.subviews.first)
        XCTAssertEqual(scroll.guides.map(\.kind), [.contentLayoutGuide, .frameLayoutGuide])
        XCTAssertEqual(scroll.guides.map(\.id), ["clg-aa-aaa", "flg-aa-aaa"])
        XCTAssertEqual(scroll.verifyAmbiguity, "ignoreSizes")
    }

    func testTableCellsPrototypesAndStaticSections() throws {
        let views = try subviews("""
            <tableView dataMode="prototypes" rowHeight="-1" estimatedRowHeight="-1" id="tbl-aa-aaa">
                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                <view key="tableHeaderView" id="hdr-aa-aaa"><rect key="frame" x="0.0" y="0.0" width="393" height="44"/></view>
                <prototypes>
                    <tableViewCell reuseIdentifier="Cell" rowHeight="88" id="cel-aa-aaa">
                        <rect key="frame" x="0.0" y="50" width="393" height="88"/>
                        <tableViewCellContentView key="contentView" tableViewCell="cel-aa-aaa" id="cnt-aa-aaa">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="88"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <subviews><label text="Title" id="ttl-aa-aaa"/></subviews>
                        </tableViewCellContentView>
                    </tableViewCell>
                </prototypes>
                <sections>
                    <tableViewSection headerTitle="One" id="sec-aa-aaa">
                        <cells>
                            <tableViewCell id="st1-aa-aaa">
                                <tableViewCellContentView key="contentView" id="sc1-bb-bbb"/>
                            </tableViewCell>
                        </cells>
                    </tableViewSection>
                </sections>
            </tableView>
        """)
        let table = try XCTUnwrap(views.first)
        XCTAssertEqual(table.keyedViews.map(\.key), ["tableHeaderView"])
        XCTAssertEqual(table.cells.map(\.id), ["cel-aa-aaa", "st1-aa-aaa"])
        let content = try XCTUnwrap(table.cells.first?.keyedViews.first)
        XCTAssertEqual(content.key, "contentView")
        XCTAssertEqual(content.subviews.map(\.id), ["ttl-aa-aaa"])
        XCTAssertEqual(table.selfAndDescendants.map(\.id),
                       ["tbl-aa-aaa", "hdr-aa-aaa", "cel-aa-aaa", "cnt-aa-aaa", "ttl-aa-aaa", "st1-aa-aaa", "sc1-bb-bbb"],
                       "file order, depth first")
    }

    func testCollectionCellsWithBothContentViewSpellings() throws {
        // Reference §10 / IBDecodable #72: `<view key="contentView">` up to Xcode 10 (sometimes
        // without an id), `<collectionViewCellContentView key="contentView">` from Xcode 11.
        let views = try subviews("""
            <collectionView id="col-aa-aaa">
                <cells>
                    <collectionViewCell id="old-aa-aaa">
                        <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
                        <view key="contentView">
                            <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
                        </view>
                    </collectionViewCell>
                    <collectionViewCell id="new-aa-aaa">
                        <collectionViewCellContentView key="contentView" id="ncv-aa-aaa">
                            <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
                        </collectionViewCellContentView>
                    </collectionViewCell>
                </cells>
            </collectionView>
        """)
        let cells = try XCTUnwrap(views.first?.cells)
        XCTAssertEqual(cells.map(\.uikitClass), ["UICollectionViewCell", "UICollectionViewCell"])
        XCTAssertEqual(cells[0].keyedViews.first?.id, "old-aa-aaa.contentView", "made from the cell's id")
        XCTAssertEqual(cells[0].keyedViews.first?.idWritten, false)
        XCTAssertEqual(cells[1].keyedViews.first?.id, "ncv-aa-aaa")
        XCTAssertEqual(cells[1].keyedViews.first?.element, "collectionViewCellContentView")
    }

    func testVisualEffectViewContentView() throws {
        let effect = try XCTUnwrap(subviews("""
            <visualEffectView id="vev-aa-aaa">
                <view key="contentView" id="vcv-aa-aaa"><subviews><label text="x" id="vlb-aa-aaa"/></subviews></view>
                <blurEffect style="regular"/>
            </visualEffectView>
        """).first)
        XCTAssertEqual(effect.keyedViews.map(\.id), ["vcv-aa-aaa"])
        XCTAssertEqual(effect.keyedViews.first?.subviews.map(\.id), ["vlb-aa-aaa"])
    }
}
