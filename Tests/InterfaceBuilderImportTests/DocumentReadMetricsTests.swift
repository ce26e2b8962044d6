import XCTest
@testable import InterfaceBuilderImport
@testable import LayoutModel

/// Metrics the importer reads from the document itself: which top inset a `retina5_9` document was
/// laid out with, and which Xcode's display-size tracking its label frames show.
final class DocumentReadMetricsTests: XCTestCase {
    /// A retina5_9 root whose subview is pinned to the safe area's top + `constant` and stored at `y`.
    static func pinnedDocument(y: Double, constant: Double = 0, toolsVersion: String = "19455") -> String {
        SyntheticDocuments.safeAreaPinnedView(device: "retina5_9", rootHeight: 812, viewID: "top-aa-aaa", y: y, edge: "top",
                                              constant: constant, toolsVersion: toolsVersion)
    }

    func solvedTop(_ text: String) throws -> (solved: Double?, outcome: IBFrameComparison.Outcome) {
        let document = try IBDocumentReader.read(text)
        let layout = try XCTUnwrap(document.layouts.first)
        let built = try XCTUnwrap(IBLayoutBuilder.build(document, layout: layout, file: "top.storyboard"))
        let solution = try LayoutEngine(layout: built.scenario.layout).solution()
        let entry = try XCTUnwrap(IBFrameComparison(built, solution: solution).entries.first { $0.view.ibID == "top-aa-aaa" })
        return (entry.solved?.y, entry.outcome)
    }

    /// Stored at 44 + 8 with `top = safeArea.top + 8`: the iPhone X's 44 (SkeletonView's Xcode 13
    /// storyboard does this at + 0); stored at 50 + 8: the catalogue's 50 stays.
    func testTheStoredFramesChooseTheTopInsetOfRetina5_9() throws {
        XCTAssertEqual(try solvedTop(Self.pinnedDocument(y: 52, constant: 8)).solved, 52)
        XCTAssertEqual(try solvedTop(Self.pinnedDocument(y: 58, constant: 8)).solved, 58)
        // Stored where neither inset puts it (a stale frame): the catalogue's 50.
        XCTAssertEqual(try solvedTop(Self.pinnedDocument(y: 30, constant: 8)).solved, 58)
    }

    /// Only devices with an alternative inset read it: retina6_1 has 44 and nothing else.
    func testDevicesWithOneInsetIgnoreTheFrames() throws {
        XCTAssertEqual(DeviceCatalogue.device(id: "retina5_9")?.alternativePortraitTopInsets, [44])
        XCTAssertEqual(DeviceCatalogue.device(id: "retina6_1")?.alternativePortraitTopInsets, [])
        let text = Self.pinnedDocument(y: 52, constant: 8).replacingOccurrences(of: "retina5_9", with: "retina6_1")
            .replacingOccurrences(of: "height=\"812\"", with: "height=\"896\"").replacingOccurrences(of: "width=\"375\"", with: "width=\"414\"")
        XCTAssertEqual(try solvedTop(text).solved, 52)  // 44 + 8: its own inset
    }

    /// Documents saved before Xcode 9 track display sizes at -9.7 → -10 ‰ instead of -25.9 → -26:
    /// "Demo", 24 pt regular, D 710 e 551 m 861 o 569 = 2691, + 4 × -10 = 2651 → 63.624 (Xcode 8)
    /// and + 4 × -26 = 2587 → 62.088 (Xcode 9 on); text sizes are the same in both.
    func testTheEraFollowsTheToolsVersion() {
        XCTAssertEqual(IBTextMeasurement.fontEra(toolsVersion: "11762"), .beforeXcode9)
        XCTAssertEqual(IBTextMeasurement.fontEra(toolsVersion: "13771"), .xcode9AndLater)
        XCTAssertEqual(IBTextMeasurement.fontEra(toolsVersion: "32700.99.1234"), .xcode9AndLater)
        XCTAssertEqual(IBTextMeasurement.fontEra(toolsVersion: nil), .xcode9AndLater)
        XCTAssertEqual(SystemFontMetrics.width(of: "Demo", fontSize: 24, era: .beforeXcode9), 63.624, accuracy: 1e-9)
        XCTAssertEqual(SystemFontMetrics.width(of: "Demo", fontSize: 24), 62.088, accuracy: 1e-9)
        XCTAssertEqual(SystemFontMetrics.width(of: "Demo", fontSize: 17, era: .beforeXcode9),
                       SystemFontMetrics.width(of: "Demo", fontSize: 17), accuracy: 1e-12)
    }

    /// `weight="light"` is the fitted light weight (986 ‰), `thin` and `ultraLight` are measured
    /// as light with a note.
    func testLightWeightsAreMeasuredAsLight() {
        let view = IBView(element: "label", uikitClass: "UILabel", id: "lbl-aa-aaa", location: IBSourceLocation(line: 1, column: 1))
        let light = IBFontDescription(type: "system", weight: "light", pointSize: 20, name: nil, family: nil, style: nil,
                                      size: nil, location: IBSourceLocation(line: 1, column: 1))
        XCTAssertEqual(IBTextMeasurement.font(of: view, description: light).weight, .light)
        XCTAssertNil(IBTextMeasurement.font(of: view, description: light).approximation)
        var thin = light
        thin.weight = "thin"
        XCTAssertEqual(IBTextMeasurement.font(of: view, description: thin).weight, .light)
        XCTAssertNotNil(IBTextMeasurement.font(of: view, description: thin).approximation)
    }
}
