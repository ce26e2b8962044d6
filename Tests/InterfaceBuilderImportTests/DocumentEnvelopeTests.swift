import InterfaceBuilderImport
import XCTest

/// The envelope, layouts and refusals, on synthetic documents (interface-builder reference §1, §2, §11).
final class DocumentEnvelopeTests: XCTestCase {
    func testStoryboardEnvelopeAndScene() throws {
        let text = SyntheticDocuments.storyboard("", controllerExtra: """
                <navigationItem key="navigationItem" title="Log in" id="nav-aa-aaa"/>
                <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
                <nil key="simulatedStatusBarMetrics"/>
                <simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>
                <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                <size key="freeformSize" width="320" height="528"/>
        """)
        let document = try SyntheticDocuments.read(text)
        XCTAssertEqual(document.kind, .storyboard)
        XCTAssertEqual(document.type, "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB")
        XCTAssertEqual(document.version, "3.0")
        XCTAssertEqual(document.toolsVersion, "22505")
        XCTAssertEqual(document.runtime, .iOS)
        XCTAssertTrue(document.useAutolayout)
        XCTAssertTrue(document.useTraitCollections)
        XCTAssertTrue(document.useSafeAreas)
        XCTAssertEqual(document.initialViewController, "vc1-aa-aaa")
        XCTAssertEqual(document.device?.id, "retina6_12")
        XCTAssertEqual(document.device?.orientation, "portrait")
        XCTAssertEqual(document.device?.appearance, "light")
        XCTAssertNil(document.device?.adaptation)
        XCTAssertEqual(document.device?.location, IBSourceLocation(line: 3, column: 5))
        XCTAssertNil(document.refusal)
        XCTAssertEqual(document.layouts.count, 1)
        let scene = document.layouts[0]
        XCTAssertEqual(scene.kind, .scene)
        XCTAssertEqual(scene.sceneID, "sc1-aa-aaa")
        let controller = try XCTUnwrap(scene.controller)
        XCTAssertEqual(controller.element, "viewController")
        XCTAssertEqual(controller.id, "vc1-aa-aaa")
        XCTAssertEqual(controller.customClass, "LoginViewController")
        XCTAssertEqual(controller.customModule, "App")
        XCTAssertEqual(controller.title, "Log in", "from the navigation item")
        XCTAssertEqual(scene.root?.id, "rt1-aa-aaa")
        XCTAssertEqual(scene.root?.key, "view")
        XCTAssertEqual(scene.simulatedMetrics.topBar?.element, "simulatedNavigationBarMetrics")
        XCTAssertEqual(scene.simulatedMetrics.topBar?.attributes, [IBAttribute(name: "prompted", value: "NO")])
        XCTAssertEqual(scene.simulatedMetrics.statusBar?.element, "nil", "<nil key=…> means no status bar")
        XCTAssertEqual(scene.simulatedMetrics.bottomBar?.element, "simulatedTabBarMetrics")
        XCTAssertEqual(scene.simulatedMetrics.destination?.element, "freeformSimulatedSizeMetrics")
        XCTAssertEqual(scene.simulatedMetrics.freeformSize, IBSize(width: 320, height: 528))
        XCTAssertEqual(document.problems, [])
    }

    func testXibTopLevelViewsAreLayoutsAndPlaceholdersAreNot() throws {
        let text = SyntheticDocuments.xib("""
                <view contentMode="scaleToFill" id="top-aa-aaa">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                </view>
                <tapGestureRecognizer id="tap-aa-aaa"/>
                <tableViewCell contentMode="scaleToFill" id="cel-aa-aaa">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    <tableViewCellContentView key="contentView" opaque="NO" tableViewCell="cel-aa-aaa" id="cnt-aa-aaa">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="43.5"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </tableViewCellContentView>
                </tableViewCell>
        """)
        let document = try SyntheticDocuments.read(text)
        XCTAssertEqual(document.kind, .xib)
        XCTAssertEqual(document.layouts.map(\.kind), [.topLevelView, .topLevelView])
        XCTAssertEqual(document.layouts.map { $0.root?.id }, ["top-aa-aaa", "cel-aa-aaa"])
        XCTAssertEqual(document.layouts[0].simulatedMetrics.destination?.element, "freeformSimulatedSizeMetrics")
        let cell = try XCTUnwrap(document.layouts[1].root)
        XCTAssertEqual(cell.uikitClass, "UITableViewCell")
        XCTAssertEqual(cell.keyedViews.map(\.id), ["cnt-aa-aaa"])
        XCTAssertEqual(cell.keyedViews.first?.uikitClass, "UITableViewCellContentView")
        XCTAssertEqual(cell.keyedViews.first?.frame, IBRect(x: 0, y: 0, width: 320, height: 43.5))
        XCTAssertEqual(cell.keyedViews.first?.autoresizingMask, IBAutoresizingMask(), "an empty mask: nothing flexible")
        XCTAssertEqual(document.layouts[1].allViews.map(\.id), ["cel-aa-aaa", "cnt-aa-aaa"])
        XCTAssertEqual(document.ignoredElements, [], "gesture recognisers and placeholders are known objects")
    }

    func testOldTopAndBottomLayoutGuidesBelongToTheRootView() throws {
        let text = SyntheticDocuments.storyboard("", controllerExtra: """
                <layoutGuides>
                    <viewControllerLayoutGuide type="top" id="top-gg-ggg"/>
                    <viewControllerLayoutGuide type="bottom" id="bot-gg-ggg"/>
                </layoutGuides>
        """)
        let controller = try XCTUnwrap(SyntheticDocuments.read(text).layouts.first?.controller)
        XCTAssertEqual(controller.layoutGuides.map(\.kind), [.topLayoutGuide, .bottomLayoutGuide])
        XCTAssertEqual(controller.layoutGuides.map(\.id), ["top-gg-ggg", "bot-gg-ggg"])
        XCTAssertEqual(controller.layoutGuides.map(\.owner), ["rt1-aa-aaa", "rt1-aa-aaa"])
    }

    func testControllersWithoutViewsAreScenesWithoutRoots() throws {
        let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14460" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <navigationController storyboardIdentifier="Nav" id="n1" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="b1">
                                <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                        </navigationController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="f1" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
        let document = try SyntheticDocuments.read(text)
        XCTAssertEqual(document.layouts.count, 1)
        XCTAssertNil(document.layouts[0].root)
        XCTAssertEqual(document.layouts[0].controller?.storyboardIdentifier, "Nav")
        XCTAssertEqual(document.layouts[0].controller?.element, "navigationController")
        XCTAssertNil(document.device, "no <device>: a 600×600 canvas of Xcode 6–7 (resolution is a later layer's)")
        XCTAssertFalse(document.useTraitCollections, "absent means NO")
    }

    func testLegacyMetricsContainerAndResources() throws {
        let text = SyntheticDocuments.xib("", extra: """
            <resources>
                <image name="logo" width="120" height="40.5"/>
                <image name="star.fill" catalog="system" width="17" height="15"/>
                <namedColor name="Brand"><color red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></namedColor>
            </resources>
            <simulatedMetricsContainer key="defaultSimulatedMetrics">
                <simulatedStatusBarMetrics key="statusBar"/>
                <simulatedOrientationMetrics key="orientation"/>
                <simulatedScreenMetrics key="destination" type="retina4">
                    <size key="portraitSize" width="320" height="568"/>
                    <size key="landscapeSize" width="568" height="320"/>
                </simulatedScreenMetrics>
            </simulatedMetricsContainer>
        """)
        let document = try SyntheticDocuments.read(text)
        XCTAssertEqual(document.images.map(\.name), ["logo", "star.fill"], "named colours are not kept")
        XCTAssertEqual(document.images[0].width, 120)
        XCTAssertEqual(document.images[0].height, 40.5)
        XCTAssertEqual(document.images[1].catalog, "system")
        let metrics = try XCTUnwrap(document.legacyMetrics)
        XCTAssertEqual(metrics.screenType, "retina4")
        XCTAssertEqual(metrics.portraitSize, IBSize(width: 320, height: 568))
        XCTAssertEqual(metrics.landscapeSize, IBSize(width: 568, height: 320))
    }

    func testOutletsAreKeptWithTheirOwner() throws {
        let text = SyntheticDocuments.xib("""
                <view contentMode="scaleToFill" id="top-aa-aaa">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                    <subviews>
                        <label text="Sign in" id="lbl-aa-aaa">
                            <rect key="frame" x="16" y="20" width="60" height="21"/>
                        </label>
                    </subviews>
                    <connections>
                        <outletCollection property="labels" destination="lbl-aa-aaa" collectionClass="NSMutableArray" id="oc1-aa-aaa"/>
                    </connections>
                </view>
        """).replacingOccurrences(of: "customClass=\"ProfileViewController\"/>", with: """
        customClass="ProfileViewController">
                    <connections>
                        <outlet property="titleLabel" destination="lbl-aa-aaa" id="out-aa-aaa"/>
                        <outlet property="view" destination="top-aa-aaa" id="out-bb-bbb"/>
                        <action selector="tap:" destination="-1" id="act-aa-aaa"/>
                    </connections>
                </placeholder>
        """)
        let document = try SyntheticDocuments.read(text)
        XCTAssertEqual(document.outlets.map(\.property), ["titleLabel", "view", "labels"])
        XCTAssertEqual(document.outlets.map(\.owner), ["-1", "-1", "top-aa-aaa"])
        XCTAssertEqual(document.outlets.map(\.destination), ["lbl-aa-aaa", "top-aa-aaa", "lbl-aa-aaa"])
        XCTAssertEqual(document.outlets.map(\.isCollection), [false, false, true])
        XCTAssertEqual(document.problems, [])
    }

    // MARK: Refusals

    func testLegacyArchiveIsRefusedWithItsLine() {
        let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00">
            <data><object class="IBUIView" id="1"/></data>
        </archive>
        """
        XCTAssertThrowsError(try IBDocumentReader.read(text)) { error in
            let error = error as? IBReadError
            XCTAssertEqual(error?.kind, .legacyArchive)
            XCTAssertEqual(error?.isRefusal, true)
            XCTAssertEqual(error?.location, IBSourceLocation(line: 2, column: 1))
            XCTAssertTrue(error?.message.contains("re-save") == true, error?.message ?? "")
        }
    }

    func testOtherRootIsRefused() {
        XCTAssertThrowsError(try IBDocumentReader.read("<plist version=\"1.0\"><dict/></plist>")) { error in
            XCTAssertEqual((error as? IBReadError)?.kind, .notADocument)
            XCTAssertTrue((error as? IBReadError)?.message.contains("<plist>") == true)
        }
    }

    func testAppKitAndWatchDocumentsAreReadButRefused() throws {
        for (runtime, expected) in [("MacOSX.Cocoa", IBRuntime.macOS), ("watchKit", .watchOS)] {
            let text = SyntheticDocuments.xib("").replacingOccurrences(of: "iOS.CocoaTouch", with: runtime)
            let document = try SyntheticDocuments.read(text)
            XCTAssertEqual(document.runtime, expected)
            XCTAssertEqual(document.refusal?.reason, .platform, runtime)
        }
        let tv = try SyntheticDocuments.read(SyntheticDocuments.xib("").replacingOccurrences(of: "iOS.CocoaTouch", with: "AppleTV"))
        XCTAssertEqual(tv.runtime, .tvOS)
        XCTAssertNil(tv.refusal, "tvOS is UIKit")
        let iPad = try SyntheticDocuments.read(SyntheticDocuments.xib("").replacingOccurrences(of: "iOS.CocoaTouch", with: "iOS.CocoaTouch.iPad"))
        XCTAssertEqual(iPad.runtime, .iOS, "old iPad documents' spelling")
    }

    func testAutoLayoutOffIsRecordedAsARefusal() throws {
        let text = SyntheticDocuments.storyboard("", documentAttributes: "useTraitCollections=\"NO\"")
        let document = try SyntheticDocuments.read(text)
        XCTAssertFalse(document.useAutolayout, "absent means springs and struts only")
        XCTAssertEqual(document.refusal?.reason, .autoLayoutOff)
        XCTAssertEqual(document.layouts.count, 1, "the document is still read")
    }
}
