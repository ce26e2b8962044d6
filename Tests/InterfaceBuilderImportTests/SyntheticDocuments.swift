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
