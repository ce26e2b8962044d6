/// Generated storyboards for the benchmark (synthetic: written here, Xcode never saw them): scenes
/// of labels stacked down a 375 × 667 screen (retina4_7), each label pinned to both margins and
/// 8 pt below the one above (the first 8 pt below the safe area), with the frames Xcode would
/// store, so the document is clean: nothing conflicts, nothing is ambiguous or misplaced.
public enum SyntheticStoryboard {
    /// `scenes` view controllers, each holding `labelsPerScene` labels under its root view.
    /// Every object id is unique in the document (`lbl-2-7` is scene 2's label 7).
    public static func make(scenes: Int = 1, labelsPerScene labels: Int) -> String {
        let body = (0..<scenes).map { scene(index: $0, labels: labels) }.joined()
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="ctl-0">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <scenes>
            \(body)        </scenes>
            </document>

            """
    }

    private static func scene(index s: Int, labels: Int) -> String {
        var subviews = "", constraints = ""
        for index in 0..<labels {
            // Xcode 11 and later draw no status bar on a home-button phone: the safe area starts at 0.
            let y = 8 + Double(index) * 28.5
            subviews += """
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Row \(index + 1)" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-\(s)-\(index)">
                                        <rect key="frame" x="16" y="\(y)" width="343" height="20.5"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                        <nil key="textColor"/>
                                        <nil key="highlightedColor"/>
                                    </label>

                """
            let above = index == 0 ? #"secondItem="safe-\#(s)" secondAttribute="top""# : #"secondItem="lbl-\#(s)-\#(index - 1)" secondAttribute="bottom""#
            constraints += """
                                    <constraint firstItem="lbl-\(s)-\(index)" firstAttribute="leading" secondItem="root-\(s)" secondAttribute="leadingMargin" id="lead-\(s)-\(index)"/>
                                    <constraint firstItem="root-\(s)" firstAttribute="trailingMargin" secondItem="lbl-\(s)-\(index)" secondAttribute="trailing" id="trail-\(s)-\(index)"/>
                                    <constraint firstItem="lbl-\(s)-\(index)" firstAttribute="top" \(above) constant="8" id="top-\(s)-\(index)"/>

                """
        }
        return """
                    <scene sceneID="scn-\(s)">
                        <objects>
                            <viewController id="ctl-\(s)" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="root-\(s)">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
            \(subviews)                        </subviews>
                                    <viewLayoutGuide key="safeArea" id="safe-\(s)"/>
                                    <constraints>
            \(constraints)                        </constraints>
                                </view>
                            </viewController>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="rsp-\(s)" userLabel="First Responder" sceneMemberID="firstResponder"/>
                        </objects>
                        <point key="canvasLocation" x="\(s * 400)" y="0.0"/>
                    </scene>

            """
    }
}
