import InterfaceBuilderImport
import LayoutModel
import XCTest

/// The second layer on small synthetic documents (written for these tests, ids made up): names,
/// defaults, size-class variations, placeholder and uninstalled constraints, autoresizing masks
/// and cells. Expected numbers are worked out by hand in the comments from the cited rules.
final class LayoutBuilderTests: XCTestCase {
    private func build(_ text: String, device: String? = nil, orientation: Orientation = .portrait) throws -> IBBuiltLayout {
        let document = try SyntheticDocuments.read(text)
        let layout = try XCTUnwrap(document.layouts.first)
        let context = try device.map { IBBuildContext(device: try DeviceCatalogue.device(named: $0), orientation: orientation, isDocumentDevice: false) }
        return try XCTUnwrap(IBLayoutBuilder.build(document, layout: layout, context: context, file: "test.storyboard"))
    }

    private func solve(_ built: IBBuiltLayout) throws -> LayoutSolution {
        try LayoutEngine(layout: built.scenario.layout).solution()
    }

    func testNamesComeFromUserLabelOutletTextThenKindAndID() throws {
        let built = try build(SyntheticDocuments.storyboard("""
            <subviews>
                <view userLabel="Header" translatesAutoresizingMaskIntoConstraints="NO" id="hdr-aa-aaa"/>
                <label text="Sign in" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-aa-aaa"/>
                <label text="Sign in" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-bb-bbb"/>
                <textField translatesAutoresizingMaskIntoConstraints="NO" id="fld-aa-aaa"/>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="plv-aa-aaa"/>
            </subviews>
            """, controllerExtra: """
            <connections><outlet property="emailField" destination="fld-aa-aaa" id="out-aa-aaa"/></connections>
            """))
        XCTAssertEqual(built.views.map(\.name), ["view rt1-aa-aaa", "Header", "label \"Sign in\"", "label \"Sign in\" (2)",
                                                 "emailField", "view plv-aa-aaa"])
        XCTAssertEqual(built.view(named: "emailField")?.ibID, "fld-aa-aaa")
        XCTAssertEqual(built.scenario.layout.items.first?.rootKind, .viewController)
    }

    func testDefaultsOfPrioritiesConstraintsAndKinds() throws {
        let text = SyntheticDocuments.storyboard("""
            <subviews>
                <label text="A" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-aa-aaa"/>
                <label text="B" horizontalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-bb-bbb"/>
                <datePicker translatesAutoresizingMaskIntoConstraints="NO" id="dpk-aa-aaa"><rect key="frame" x="0" y="0" width="320" height="216"/></datePicker>
            </subviews>
            <constraints>
                <constraint firstAttribute="trailing" secondItem="lbl-aa-aaa" secondAttribute="trailing" constant="16" identifier="titleTrailing" id="c01-aa-aaa"/>
                <constraint firstItem="lbl-bb-bbb" firstAttribute="width" secondItem="lbl-aa-aaa" secondAttribute="width" multiplier="16:9" priority="750" id="c02-aa-aaa"/>
            </constraints>
            """)
        let built = try build(text)
        let layout = built.scenario.layout
        // Absent priorities are UIKit's 250/750: IB writes every other value (reference §5.3).
        XCTAssertEqual(layout.item(named: "label \"A\"")?.hugging(.horizontal), 250)
        XCTAssertEqual(layout.item(named: "label \"B\"")?.hugging(.horizontal), 251)
        XCTAssertEqual(layout.item(named: "label \"A\"")?.compressionResistance(.vertical), 750)
        let picker = try XCTUnwrap(layout.item(named: "datePicker dpk-aa-aaa"))
        XCTAssertEqual(picker.kind, .view)
        XCTAssertEqual(picker.printedClassName, "UIDatePicker")
        XCTAssertEqual(picker.intrinsicHeight, 216, "a picker's fixed size comes from its stored frame")
        let app = layout.constraints.filter { if case .source = $0.provenance { true } else { false } }
        XCTAssertEqual(app.count, 2)
        // firstItem absent: the holder (the root) is the first item.
        XCTAssertEqual(app[0].first, Anchor("view rt1-aa-aaa", .trailing))
        XCTAssertEqual(app[0].identifier, "titleTrailing")
        XCTAssertEqual(app[0].priority, 1000)
        XCTAssertEqual(app[1].multiplier, 16.0 / 9.0, accuracy: 1e-12)
        XCTAssertEqual(app[1].priority, 750)
        let line = SyntheticDocuments.line(of: "c02-aa-aaa", in: text)
        let lineText = text.split(separator: "\n", omittingEmptySubsequences: false)[line - 1]
        let column = lineText.distance(from: lineText.startIndex, to: try XCTUnwrap(lineText.range(of: "<constraint")).lowerBound) + 1
        XCTAssertEqual(app[1].provenance, .source(SourceLocation(file: "test.storyboard", line: line, column: column)))
        XCTAssertEqual(built.constraints.map(\.ibID), ["c01-aa-aaa", "c02-aa-aaa"])
    }

    func testPlaceholderAndUninstalledConstraintsAreDroppedWithNotes() throws {
        let built = try build(SyntheticDocuments.storyboard("""
            <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="box-aa-aaa"/></subviews>
            <constraints>
                <constraint firstItem="box-aa-aaa" firstAttribute="top" secondItem="rt1-aa-aaa" secondAttribute="top" placeholder="YES" id="plc-aa-aaa"/>
                <constraint firstItem="box-aa-aaa" firstAttribute="leading" secondItem="rt1-aa-aaa" secondAttribute="leading" id="uni-aa-aaa"/>
                <constraint firstItem="box-aa-aaa" firstAttribute="trailing" secondItem="rt1-aa-aaa" secondAttribute="trailing" id="kep-aa-aaa"/>
            </constraints>
            <variation key="default"><mask key="constraints"><exclude reference="uni-aa-aaa"/></mask></variation>
            """))
        XCTAssertEqual(built.constraints.map(\.ibID), ["kep-aa-aaa"])
        let dropped = built.notes.filter { $0.kind == .dropped }
        XCTAssertEqual(dropped.map(\.objectID), ["plc-aa-aaa", "uni-aa-aaa"])
        XCTAssertTrue(dropped[0].message.contains("placeholder"))
    }

    func testVariationsResolveForTheDevicesTraits() throws {
        let text = SyntheticDocuments.storyboard("""
            <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="box-aa-aaa">
                <constraints>
                    <constraint firstAttribute="height" constant="90" id="hei-aa-aaa">
                        <variation key="heightClass=compact" constant="44"/>
                    </constraint>
                </constraints>
            </view></subviews>
            <constraints>
                <constraint firstItem="box-aa-aaa" firstAttribute="width" constant="100" id="wid-aa-aaa"/>
                <constraint firstItem="box-aa-aaa" firstAttribute="width" constant="300" id="wid-bb-bbb"/>
            </constraints>
            <variation key="default"><mask key="constraints"><exclude reference="wid-bb-bbb"/></mask></variation>
            <variation key="widthClass=regular"><mask key="constraints"><exclude reference="wid-aa-aaa"/><include reference="wid-bb-bbb"/></mask></variation>
            """)
        func heightAndWidth(_ built: IBBuiltLayout) -> [Double] {
            built.constraints.map { built.scenario.layout.constraints[$0.index].constant }
        }
        // retina6_12 portrait is wC hR: the base constant, the compact-width set (100).
        XCTAssertEqual(heightAndWidth(try build(text)), [100, 90])
        // iPhone 15 Pro Max (430 wide) in landscape is wR hC (TraitCollection: regular from 414 pt).
        XCTAssertEqual(heightAndWidth(try build(text, device: "retina6_72", orientation: .landscape)), [300, 44])
        // An iPad is wR hR: the regular-width set, the base height.
        XCTAssertEqual(heightAndWidth(try build(text, device: "ipad12_9rounded")), [300, 90])
    }

    func testAutoresizingAndFixedFrameViewsKeepTheirStoredFrames() throws {
        let built = try build(SyntheticDocuments.storyboard("""
            <subviews>
                <view contentMode="scaleToFill" id="arv-aa-aaa">
                    <rect key="frame" x="10" y="20" width="100" height="50"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                </view>
                <view contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="fxf-aa-aaa">
                    <rect key="frame" x="0" y="100" width="393" height="40"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
                </view>
            </subviews>
            """))
        let layout = built.scenario.layout
        let classic = try XCTUnwrap(layout.item(named: "view arv-aa-aaa"))
        XCTAssertTrue(classic.translatesAutoresizingMask)
        XCTAssertEqual(classic.autoresizingMask, [.flexibleRightMargin, .flexibleBottomMargin])
        let fixed = try XCTUnwrap(layout.item(named: "view fxf-aa-aaa"))
        XCTAssertTrue(fixed.translatesAutoresizingMask)
        XCTAssertEqual(fixed.autoresizingMask, [.flexibleWidth, .flexibleBottomMargin])
        // The root is the stored 393 × 852, so the masks keep the stored frames.
        let solution = try solve(built)
        XCTAssertEqual(solution.frame(of: "view arv-aa-aaa"), Rect(x: 10, y: 20, width: 100, height: 50))
        XCTAssertEqual(solution.frame(of: "view fxf-aa-aaa"), Rect(x: 0, y: 100, width: 393, height: 40))
    }

    func testSafeAreaAndRootMarginsOfTheDevice() throws {
        let built = try build(SyntheticDocuments.storyboard("""
            <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="box-aa-aaa"/></subviews>
            <viewLayoutGuide key="safeArea" id="saf-aa-aaa"/>
            <constraints>
                <constraint firstItem="box-aa-aaa" firstAttribute="top" secondItem="saf-aa-aaa" secondAttribute="top" constant="20" id="c01-aa-aaa"/>
                <constraint firstItem="box-aa-aaa" firstAttribute="leading" secondItem="rt1-aa-aaa" secondAttribute="leadingMargin" id="c02-aa-aaa"/>
                <constraint firstItem="box-aa-aaa" firstAttribute="width" constant="100" id="c03-aa-aaa"/>
                <constraint firstItem="box-aa-aaa" firstAttribute="height" constant="10" id="c04-aa-aaa"/>
            </constraints>
            """))
        // retina6_12: safe-area top 59 (reference §11) + 20 = 79; 393 pt wide, so the controller
        // root's side margin is 20 (reference §12: 16 up to 375 pt, 20 above).
        XCTAssertEqual(try solve(built).frame(of: "view box-aa-aaa"), Rect(x: 20, y: 79, width: 100, height: 10))
    }

    func testAStandaloneTableCellIsLaidOutInItsContentView() throws {
        let built = try build(SyntheticDocuments.xib("""
            <tableViewCell contentMode="scaleToFill" selectionStyle="default" id="cel-aa-aaa">
                <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <tableViewCellContentView key="contentView" opaque="NO" tableViewCell="cel-aa-aaa" id="cnt-aa-aaa">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="43.5"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="dot-aa-aaa"/>
                    </subviews>
                    <constraints>
                        <constraint firstItem="dot-aa-aaa" firstAttribute="leading" secondItem="cnt-aa-aaa" secondAttribute="leadingMargin" id="c01-aa-aaa"/>
                        <constraint firstItem="dot-aa-aaa" firstAttribute="top" secondItem="cnt-aa-aaa" secondAttribute="topMargin" id="c02-aa-aaa"/>
                        <constraint firstItem="dot-aa-aaa" firstAttribute="width" constant="8" id="c03-aa-aaa"/>
                        <constraint firstItem="dot-aa-aaa" firstAttribute="height" constant="8" id="c04-aa-aaa"/>
                    </constraints>
                </tableViewCellContentView>
            </tableViewCell>
            """))
        XCTAssertEqual(built.rootID, "cnt-aa-aaa")
        XCTAssertEqual(built.scenario.layout.screen, Size(width: 375, height: 43.5))
        // A xib's standalone cell has no table to take margins from: UIView's 8 pt (docs/semantics.md,
        // "Interface Builder documents", inferred from a standalone cell of the corpus).
        XCTAssertEqual(built.scenario.layout.items.first?.rootKind, .view)
        XCTAssertEqual(try solve(built).frame(of: "view dot-aa-aaa"), Rect(x: 8, y: 8, width: 8, height: 8))
    }

    func testAPrototypeCellInATableHasTheCellMargins() throws {
        let document = try SyntheticDocuments.read(SyntheticDocuments.storyboard("""
            <subviews>
                <tableView translatesAutoresizingMaskIntoConstraints="NO" id="tbl-aa-aaa">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="600"/>
                    <prototypes>
                        <tableViewCell contentMode="scaleToFill" id="cel-aa-aaa">
                            <rect key="frame" x="0.0" y="28" width="375" height="44"/>
                            <tableViewCellContentView key="contentView" opaque="NO" tableViewCell="cel-aa-aaa" id="cnt-aa-aaa">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="dot-aa-aaa"/></subviews>
                                <constraints>
                                    <constraint firstItem="dot-aa-aaa" firstAttribute="leading" secondItem="cnt-aa-aaa" secondAttribute="leadingMargin" id="c01-aa-aaa"/>
                                    <constraint firstItem="dot-aa-aaa" firstAttribute="top" secondItem="cnt-aa-aaa" secondAttribute="topMargin" id="c02-aa-aaa"/>
                                    <constraint firstItem="dot-aa-aaa" firstAttribute="width" constant="8" id="c03-aa-aaa"/>
                                    <constraint firstItem="dot-aa-aaa" firstAttribute="height" constant="8" id="c04-aa-aaa"/>
                                </constraints>
                            </tableViewCellContentView>
                        </tableViewCell>
                    </prototypes>
                </tableView>
            </subviews>
            """))
        let layout = try XCTUnwrap(document.layouts.first)
        let cell = try XCTUnwrap(IBLayoutBuilder.cells(of: layout).first)
        let built = IBLayoutBuilder.buildCell(cell, of: document, in: layout, file: "test.storyboard")
        XCTAssertEqual(built.scenario.layout.items.first?.rootKind, .tableViewCell)
        // A table cell's content view: 16 pt at the sides on a 375-pt table, 11 at the top (reference §12).
        XCTAssertEqual(try solve(built).frame(of: "view dot-aa-aaa"), Rect(x: 16, y: 11, width: 8, height: 8))
        // In the scene, the table holds no cell: each is laid out on its own.
        let scene = try XCTUnwrap(IBLayoutBuilder.build(document, layout: layout, file: "test.storyboard"))
        XCTAssertNil(scene.view(ibID: "cel-aa-aaa"))
        XCTAssertNil(scene.view(ibID: "dot-aa-aaa"))
    }

    func testScrollViewEdgesFromInsideBindItsContent() throws {
        let built = try build(SyntheticDocuments.storyboard("""
            <subviews>
                <scrollView translatesAutoresizingMaskIntoConstraints="NO" id="scr-aa-aaa">
                    <rect key="frame" x="0" y="0" width="393" height="852"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="cnt-aa-aaa">
                            <rect key="frame" x="0" y="0" width="393" height="1000"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="cnt-aa-aaa" firstAttribute="top" secondItem="scr-aa-aaa" secondAttribute="top" id="c01-aa-aaa"/>
                        <constraint firstAttribute="bottom" secondItem="cnt-aa-aaa" secondAttribute="bottom" id="c02-aa-aaa"/>
                        <constraint firstItem="cnt-aa-aaa" firstAttribute="width" secondItem="scr-aa-aaa" secondAttribute="width" id="c03-aa-aaa"/>
                    </constraints>
                </scrollView>
            </subviews>
            """))
        let specs = built.constraints.map { built.scenario.layout.constraints[$0.index] }
        // Edges bind the content (TN2154, reference §9); the width binds the frame.
        XCTAssertEqual(specs[0].second, Anchor("scrollView scr-aa-aaa.contentGuide", .top))
        XCTAssertEqual(specs[1].first, Anchor("scrollView scr-aa-aaa.contentGuide", .bottom))
        XCTAssertEqual(specs[2].second, Anchor("scrollView scr-aa-aaa", .width))
        XCTAssertEqual(built.notes.filter { $0.kind == .approximated && $0.message.contains("content") }.count, 2)
    }

    func testTheOldTopLayoutGuideSitsBelowTheStatusBarAndAnInferredNavigationBar() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="11762" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="nav-aa-aaa">
                <device id="retina4_7" orientation="portrait"><adaptation id="fullscreen"/></device>
                <scenes>
                    <scene sceneID="sc0-aa-aaa"><objects>
                        <navigationController id="nav-aa-aaa" sceneMemberID="viewController">
                            <connections><segue destination="vc1-aa-aaa" kind="relationship" relationship="rootViewController" id="sg1-aa-aaa"/></connections>
                        </navigationController>
                    </objects></scene>
                    <scene sceneID="sc1-aa-aaa"><objects>
                        <viewController id="vc1-aa-aaa" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="tlg-aa-aaa"/>
                                <viewControllerLayoutGuide type="bottom" id="blg-aa-aaa"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="rt1-aa-aaa">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="box-aa-aaa"/></subviews>
                                <constraints>
                                    <constraint firstItem="box-aa-aaa" firstAttribute="top" secondItem="tlg-aa-aaa" secondAttribute="bottom" constant="8" id="c01-aa-aaa"/>
                                    <constraint firstItem="blg-aa-aaa" firstAttribute="top" secondItem="box-aa-aaa" secondAttribute="bottom" id="c02-aa-aaa"/>
                                    <constraint firstItem="box-aa-aaa" firstAttribute="leading" secondItem="rt1-aa-aaa" secondAttribute="leading" id="c03-aa-aaa"/>
                                    <constraint firstItem="box-aa-aaa" firstAttribute="width" constant="10" id="c04-aa-aaa"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects></scene>
                </scenes>
            </document>
            """
        let document = try SyntheticDocuments.read(text)
        let layout = try XCTUnwrap(document.layouts.first { $0.controller?.id == "vc1-aa-aaa" })
        let built = try XCTUnwrap(IBLayoutBuilder.build(document, layout: layout, file: "test.storyboard"))
        // Xcode 8 (toolsVersion 11762): status bar 20 + the inferred navigation bar 44 = 64, plus 8;
        // the bottom guide is at the bottom (no tab bar): 667 − 72 = 595 tall.
        XCTAssertEqual(try solve(built).frame(of: "view box-aa-aaa"), Rect(x: 0, y: 72, width: 10, height: 595))
    }

    /// A root shortened at its bottom by an opaque tab bar (618 = 667 − 49) still starts at the
    /// screen's top: its top layout guide ends below the status bar, as does a container's
    /// child's (sized to its container, drawn as a screen); a root shortened by an opaque
    /// navigation bar (603 = 667 − 64) starts below it, and its guide at 0. Synthetic, in the
    /// shape of XLPagerTabStrip's Storyboard (toolsVersion 14460, retina4_7), whose stored frames
    /// put views pinned to the top layout guide 20 pt down in a tab's 618-pt root and in its
    /// 497- and 554-pt embedded children, and 0 down in its 603- and 554-pt roots under an
    /// opaque navigation bar.
    func testATopLayoutGuideEndsBelowTheStatusBarUnlessAnOpaqueTopBarShortenedTheRoot() throws {
        func scene(_ id: String, height: Int, embeds: String? = nil) -> String {
            let container = embeds.map {
                """
                <containerView translatesAutoresizingMaskIntoConstraints="NO" id="cv\(id)">
                    <rect key="frame" x="0.0" y="100" width="375" height="400"/>
                    <connections><segue destination="\($0)" kind="embed" id="se\(id)"/></connections>
                </containerView>
                """
            } ?? ""
            return """
                <scene sceneID="sc\(id)"><objects>
                    <viewController id="\(id)" sceneMemberID="viewController">
                        <layoutGuides>
                            <viewControllerLayoutGuide type="top" id="tg\(id)"/>
                            <viewControllerLayoutGuide type="bottom" id="bg\(id)"/>
                        </layoutGuides>
                        <view key="view" contentMode="scaleToFill" id="rt\(id)">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="\(height)"/>
                            <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="bx\(id)"/>\(container)</subviews>
                            <constraints>
                                <constraint firstItem="bx\(id)" firstAttribute="top" secondItem="tg\(id)" secondAttribute="bottom" constant="30" id="c1\(id)"/>
                                <constraint firstItem="bx\(id)" firstAttribute="leading" secondItem="rt\(id)" secondAttribute="leading" id="c2\(id)"/>
                                <constraint firstItem="bx\(id)" firstAttribute="width" constant="10" id="c3\(id)"/>
                                <constraint firstItem="bx\(id)" firstAttribute="height" constant="10" id="c4\(id)"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects></scene>
                """
        }
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14460.31" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="tab-aa-aaa">
                <device id="retina4_7" orientation="portrait"><adaptation id="fullscreen"/></device>
                <scenes>
                    <scene sceneID="sc0-aa-aaa"><objects>
                        <tabBarController id="tab-aa-aaa" sceneMemberID="viewController">
                            <connections><segue destination="tb1-aa-aaa" kind="relationship" relationship="viewControllers" id="sg1-aa-aaa"/></connections>
                        </tabBarController>
                    </objects></scene>
                    \(scene("tb1-aa-aaa", height: 618, embeds: "ch1-aa-aaa"))
                    \(scene("ch1-aa-aaa", height: 400))
                    \(scene("op1-aa-aaa", height: 603))
                </scenes>
            </document>
            """
        let document = try SyntheticDocuments.read(text)
        func boxTop(_ controller: String) throws -> Double? {
            let layout = try XCTUnwrap(document.layouts.first { $0.controller?.id == controller })
            let built = try XCTUnwrap(IBLayoutBuilder.build(document, layout: layout, file: "test.storyboard"))
            return try solve(built).frame(of: "view bx\(controller)")?.y
        }
        XCTAssertEqual(try boxTop("tb1-aa-aaa"), 50, "a tab's root, shortened by the tab bar below it: 20 + 30")
        XCTAssertEqual(try boxTop("ch1-aa-aaa"), 50, "a container's child: 20 + 30")
        XCTAssertEqual(try boxTop("op1-aa-aaa"), 30, "a root below an opaque navigation bar: 0 + 30")
    }

    func testStackArrangesInstalledSubviewsAndHidesHiddenOnes() throws {
        let built = try build(SyntheticDocuments.storyboard("""
            <subviews>
                <stackView axis="vertical" alignment="top" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="stk-aa-aaa">
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="one-aa-aaa"/>
                        <view hidden="YES" translatesAutoresizingMaskIntoConstraints="NO" id="two-aa-aaa"/>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="ads-aa-aaa"/>
                    </subviews>
                    <variation key="widthClass=compact"><mask key="subviews"><exclude reference="ads-aa-aaa"/></mask></variation>
                </stackView>
            </subviews>
            """))
        let stack = try XCTUnwrap(built.scenario.layout.item(named: "stackView stk-aa-aaa")?.stack)
        XCTAssertEqual(stack.axis, .vertical)
        XCTAssertEqual(stack.alignment, .leading, "IB writes top for leading in a vertical stack (reference §8)")
        XCTAssertEqual(stack.spacing, 8)
        // retina6_12 portrait is compact width: the third view is not installed.
        XCTAssertEqual(stack.arranged, ["view one-aa-aaa", "view two-aa-aaa"])
        XCTAssertEqual(built.scenario.layout.item(named: "view two-aa-aaa")?.isHidden, true)
        XCTAssertNil(built.scenario.layout.item(named: "view ads-aa-aaa"))
        XCTAssertEqual(built.notes.filter { $0.kind == .dropped }.map(\.objectID), ["ads-aa-aaa"])
    }
}

/// A text view that does not scroll sizes its height to its text (as a wrapping label does); text
/// views are not measured, so the height Interface Builder stored stands in, and a column that
/// hangs from it is determined instead of ambiguous. One that scrolls has no intrinsic size.
final class TextViewHeightTests: XCTestCase {
    private func build(_ text: String) throws -> IBBuiltLayout {
        let document = try SyntheticDocuments.read(text)
        return try XCTUnwrap(IBLayoutBuilder.build(document, layout: try XCTUnwrap(document.layouts.first), context: nil, file: "test.storyboard"))
    }

    func testANonScrollingTextViewTakesItsStoredHeight() throws {
        func document(scrolls: Bool) -> String {
            SyntheticDocuments.storyboard("""
                <subviews>
                    <textView scrollEnabled="\(scrolls ? "YES" : "NO")" translatesAutoresizingMaskIntoConstraints="NO" id="txt-aa-aaa">
                        <rect key="frame" x="16" y="20" width="288" height="120"/>
                        <string key="text">Terms</string>
                    </textView>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="box-aa-aaa"><rect key="frame" x="16" y="148" width="288" height="40"/></view>
                </subviews>
                <constraints>
                    <constraint firstItem="txt-aa-aaa" firstAttribute="top" secondItem="rt1-aa-aaa" secondAttribute="top" constant="20" id="c01-aa-aaa"/>
                    <constraint firstItem="txt-aa-aaa" firstAttribute="leading" secondItem="rt1-aa-aaa" secondAttribute="leading" constant="16" id="c02-aa-aaa"/>
                    <constraint firstAttribute="trailing" secondItem="txt-aa-aaa" secondAttribute="trailing" constant="16" id="c03-aa-aaa"/>
                    <constraint firstItem="box-aa-aaa" firstAttribute="top" secondItem="txt-aa-aaa" secondAttribute="bottom" constant="8" id="c04-aa-aaa"/>
                    <constraint firstItem="box-aa-aaa" firstAttribute="leading" secondItem="txt-aa-aaa" secondAttribute="leading" id="c05-aa-aaa"/>
                    <constraint firstItem="box-aa-aaa" firstAttribute="trailing" secondItem="txt-aa-aaa" secondAttribute="trailing" id="c06-aa-aaa"/>
                    <constraint firstItem="box-aa-aaa" firstAttribute="height" constant="40" id="c07-aa-aaa"/>
                </constraints>
                """)
        }
        let fixed = try build(document(scrolls: false))
        let layout = fixed.scenario.layout
        let textView = try XCTUnwrap(layout.items.first { $0.printedClassName == "UITextView" })
        XCTAssertEqual(textView.intrinsicHeight, 120)
        XCTAssertNil(textView.intrinsicWidth, "its width comes from the constraints (a plain view's: none)")
        let engine = try LayoutEngine(layout: layout)
        let solution = engine.solution()
        XCTAssertEqual(try engine.ambiguousItems(skipping: solution.generatedItems), [])
        // The box hangs 8 below the text view's 20 + 120.
        let box = try XCTUnwrap(solution.frames.first { $0.item.hasSuffix("box-aa-aaa") }?.frame)
        XCTAssertEqual(box.y, 148)

        let scrolling = try build(document(scrolls: true)).scenario.layout
        let scrollingTextView = try XCTUnwrap(scrolling.items.first { $0.printedClassName == "UITextView" })
        XCTAssertNil(scrollingTextView.intrinsicHeight)
    }
}

/// A system-spacing constraint (`symbolType="layoutAnchor"`) with a multiplier: the multiplier
/// scales the spacing, not the second view's position (synthetic document, shaped as mattneub's
/// dynamicType storyboard writes one: `multiplier="1.2" constant="20" symbolType="layoutAnchor"`).
final class SystemSpacingConstraintTests: XCTestCase {
    func testTheMultiplierScalesTheSpacingNotThePosition() throws {
        let text = SyntheticDocuments.storyboard("""
            <subviews>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="top-aa-aaa"><rect key="frame" x="16" y="100" width="100" height="40"/></view>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="bel-aa-aaa"><rect key="frame" x="16" y="160" width="100" height="40"/></view>
            </subviews>
            <constraints>
                <constraint firstItem="top-aa-aaa" firstAttribute="top" secondItem="rt1-aa-aaa" secondAttribute="top" constant="100" id="c01-aa-aaa"/>
                <constraint firstItem="top-aa-aaa" firstAttribute="leading" secondItem="rt1-aa-aaa" secondAttribute="leading" constant="16" id="c02-aa-aaa"/>
                <constraint firstItem="top-aa-aaa" firstAttribute="height" constant="40" id="c03-aa-aaa"/>
                <constraint firstItem="top-aa-aaa" firstAttribute="width" constant="100" id="c04-aa-aaa"/>
                <constraint firstItem="bel-aa-aaa" firstAttribute="top" secondItem="top-aa-aaa" secondAttribute="bottom" multiplier="1.2" constant="20" symbolType="layoutAnchor" id="c05-aa-aaa"/>
                <constraint firstItem="bel-aa-aaa" firstAttribute="leading" secondItem="top-aa-aaa" secondAttribute="leading" id="c06-aa-aaa"/>
                <constraint firstItem="bel-aa-aaa" firstAttribute="height" constant="40" id="c07-aa-aaa"/>
                <constraint firstItem="bel-aa-aaa" firstAttribute="width" constant="100" id="c08-aa-aaa"/>
            </constraints>
            """)
        let document = try SyntheticDocuments.read(text)
        let built = try XCTUnwrap(IBLayoutBuilder.build(document, layout: try XCTUnwrap(document.layouts.first), context: nil,
                                                        file: "test.storyboard"))
        let spec = try XCTUnwrap(built.scenario.layout.constraints.first { $0.identifier == "c05-aa-aaa" })
        XCTAssertEqual(spec.multiplier, 1)
        XCTAssertEqual(spec.constant, 20)
        XCTAssertTrue(built.notes.contains { $0.objectID == "c05-aa-aaa" && $0.message.contains("system spacing × 1.2") }, "\(built.notes)")
        // 100 + 40 + 20, where the multiplier on the position put it at 1.2 × 140 + 20 = 188.
        let solution = try LayoutEngine(layout: built.scenario.layout).solution()
        let below = try XCTUnwrap(solution.frames.first { $0.item.hasSuffix("bel-aa-aaa") }?.frame)
        XCTAssertEqual(below.y, 160)
    }
}
