@testable import InterfaceBuilderImport
import LayoutModel
import XCTest

/// The measuring rules added for the stored-frame oracle, each with its numbers worked by hand.
final class IBMeasurementRuleTests: XCTestCase {
    /// An emoji is 1.125 em and takes no tracking: 38 pt × 1.125 = 42.75, 43 on a 2× screen
    /// (SwiftMessages' CardView.xib stores its one-emoji 38-pt label 43 wide). With the display
    /// tracking (−26 ‰) it would be (1125 − 26) × 38 / 1000 = 41.762, 42: one point short.
    func testAnEmojiIsWiderThanTheEmAndUntracked() {
        XCTAssertEqual(SystemFontMetrics.width(of: "😬", fontSize: 38), 42.75, accuracy: 1e-9)
        XCTAssertEqual(SystemFontMetrics.layout(text: "😬", fontSize: 38).size(pixelsPerPoint: 2).width, 43)
        // CJK keeps its one-em box: 漢 at 20 pt is (1000 − 26) × 20 / 1000 = 19.48.
        XCTAssertEqual(SystemFontMetrics.width(of: "漢", fontSize: 20), 19.48, accuracy: 1e-9)
    }

    /// Large Title is written `UICTFontTextStyleTitle0` (Blackboard's Main.storyboard): 34 pt.
    func testLargeTitleIsWrittenAsTitle0() {
        XCTAssertEqual(SystemFontMetrics.textStyle(named: "UICTFontTextStyleTitle0")?.size, 34)
    }

    /// Proxima Nova's lines are 1.0 em: a two-line 16-pt label is 32 tall (DuckDuckGo's
    /// FireTutorial.storyboard), where the system font's 1.192 em would give 2 × 19.072 → 38.5.
    func testANamedFontWithAKnownLineHeightSetsItsLines() {
        let description = IBFontDescription(type: nil, weight: nil, pointSize: 16, name: "ProximaNova-Semibold",
                                            family: "Proxima Nova", style: nil, size: nil,
                                            location: IBSourceLocation(line: 1, column: 1))
        let view = IBView(element: "label", uikitClass: "UILabel", id: "lbl-aa-aaa", location: IBSourceLocation(line: 1, column: 1))
        let font = IBTextMeasurement.font(of: view, description: description)
        XCTAssertEqual(font.lineHeight, 16)
        let size = IBTextMeasurement.labelSize(text: "one\ntwo", font: font, numberOfLines: 0,
                                               preferredMaxLayoutWidth: 200, scale: 2)
        XCTAssertEqual(size?.height, 32)
        // A family the table does not know keeps the system font's line: 17 × 1.192 = 20.264.
        var helvetica = description
        helvetica.family = "Helvetica Neue"
        helvetica.pointSize = 17
        XCTAssertEqual(IBTextMeasurement.font(of: view, description: helvetica).lineHeight, 20.264, accuracy: 1e-9)
    }

    /// A tab of a tab bar controller sits above an inferred 49-pt tab bar: on retina4_7 (no
    /// bottom inset of its own) the safe area ends 49 pt above the root's bottom, 667 − 49 = 618.
    func testATabOfATabBarControllerHasAnInferredTabBar() throws {
        let tabBarScene = """
                <scene sceneID="sc2-aa-aaa">
                    <objects>
                        <tabBarController id="tab-aa-aaa" sceneMemberID="viewController">
                            <connections>
                                <segue destination="vc1-aa-aaa" kind="relationship" relationship="viewControllers" id="sg1-aa-aaa"/>
                            </connections>
                        </tabBarController>
                    </objects>
                </scene>
        """
        let text = SyntheticDocuments.safeAreaPinnedView(device: "retina4_7", rootHeight: 667, viewID: "bot-aa-aaa", y: 578,
                                                         edge: "bottom", initial: "tab-aa-aaa", extraScenes: tabBarScene)
        let document = try IBDocumentReader.read(text)
        XCTAssertEqual(IBInferredBars.tabBarControllers(in: document), ["vc1-aa-aaa"])
        let layout = try XCTUnwrap(document.layouts.first { $0.controller?.id == "vc1-aa-aaa" })
        let built = try XCTUnwrap(IBLayoutBuilder.build(document, layout: layout, file: "tabs.storyboard"))
        let solution = try LayoutEngine(layout: built.scenario.layout).solution()
        let comparison = IBFrameComparison(built, solution: solution)
        let bottomView = try XCTUnwrap(comparison.entries.first { $0.view.ibID == "bot-aa-aaa" })
        XCTAssertEqual(bottomView.solved?.y, 578)
        XCTAssertEqual(bottomView.outcome, .matched)
    }
}
