import InterfaceBuilderImport
import XCTest

/// Small documents written for these tests (synthetic, not taken from any project), in the
/// shapes the reference (interface-builder.md §1–§2) describes. Ids are made up.
enum SyntheticDocuments {
    /// A storyboard with one view controller scene whose root view holds `body` (subviews,
    /// constraints, guides) and the controller `extra` (layout guides, metrics).
    static func storyboard(_ body: String, controllerExtra: String = "", documentAttributes: String = "useAutolayout=\"YES\" useTraitCollections=\"YES\" useSafeAreas=\"YES\"") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" \(documentAttributes) initialViewController="vc1-aa-aaa">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="sc1-aa-aaa">
                    <objects>
                        <viewController id="vc1-aa-aaa" customClass="LoginViewController" customModule="App" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="rt1-aa-aaa">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
        \(body)
                            </view>
        \(controllerExtra)
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr1-aa-aaa" sceneMemberID="firstResponder"/>
                    </objects>
                    <point key="canvasLocation" x="140" y="-2"/>
                </scene>
            </scenes>
        </document>
        """
    }

    /// A storyboard whose only controller (`vc1-aa-aaa`, initial unless `initial` says otherwise)
    /// has a full-width view `viewID`, 40 tall, stored at `y` and pinned to the safe area's `edge`
    /// plus `constant`; `extraScenes` follow the first scene.
    static func safeAreaPinnedView(device: String, rootHeight: Int, viewID: String, y: Double, edge: String,
                                   constant: Double = 0, toolsVersion: String = "19455", initial: String = "vc1-aa-aaa",
                                   extraScenes: String = "") -> String {
        let constantAttribute = constant == 0 ? "" : " constant=\"\(constant)\""
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" initialViewController="\(initial)">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="sc1-aa-aaa">
                    <objects>
                        <viewController id="vc1-aa-aaa" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="rt1-aa-aaa">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="\(rootHeight)"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(viewID)">
                                        <rect key="frame" x="0.0" y="\(y)" width="375" height="40"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="40" id="c01-aa-aaa"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="saf-aa-aaa"/>
                                <constraints>
                                    <constraint firstItem="\(viewID)" firstAttribute="leading" secondItem="saf-aa-aaa" secondAttribute="leading" id="c02-aa-aaa"/>
                                    <constraint firstItem="\(viewID)" firstAttribute="trailing" secondItem="saf-aa-aaa" secondAttribute="trailing" id="c03-aa-aaa"/>
                                    <constraint firstItem="\(viewID)" firstAttribute="\(edge)" secondItem="saf-aa-aaa" secondAttribute="\(edge)"\(constantAttribute) id="c04-aa-aaa"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
        \(extraScenes)
            </scenes>
        </document>
        """
    }

    /// A xib whose `<objects>` hold the File's Owner and `objects`.
    static func xib(_ objects: String, extra: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="21679"/>
            </dependencies>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="ProfileViewController"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
        \(objects)
            </objects>
        \(extra)
        </document>
        """
    }

    static func read(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> IBDocument {
        do {
            return try IBDocumentReader.read(text)
        } catch {
            XCTFail("unexpected error \(error)", file: file, line: line)
            throw error
        }
    }

    /// The root view of the first layout.
    static func root(_ document: IBDocument) throws -> IBView {
        try XCTUnwrap(document.layouts.first?.root)
    }

    /// The line (1-based) of the first line of `text` containing `needle`.
    static func line(of needle: String, in text: String) -> Int {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return (lines.firstIndex { $0.contains(needle) } ?? -1) + 1
    }
}
