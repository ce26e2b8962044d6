@testable import InterfaceBuilderImport
import LayoutModel
import XCTest

/// A xib's top-level view drawn as a screen of the document's device takes the device's safe
/// area, fitted into the view so the guide never has a negative size (numbers by hand from the
/// retina6_1 insets: top 44, bottom 34).
final class TopLevelSafeAreaTests: XCTestCase {
    private let retina61 = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)

    func testAViewTallerThanTheInsetsKeepsThemWhole() {
        // SwiftMessages' 510 × 160 card: 44 + 34 = 78 fits in 160.
        XCTAssertEqual(IBLayoutAssembly.fitted(retina61, into: Size(width: 510, height: 160)), retina61)
    }

    func testASmallViewIsInsetNoFurtherThanItsOwnSize() {
        // A 98 × 35 button: the top inset takes all 35, nothing is left for the bottom.
        XCTAssertEqual(IBLayoutAssembly.fitted(retina61, into: Size(width: 98, height: 35)),
                       EdgeInsets(top: 35, left: 0, bottom: 0, right: 0))
        // A 60-pt-tall view: 44 at the top, the remaining 16 at the bottom.
        XCTAssertEqual(IBLayoutAssembly.fitted(retina61, into: Size(width: 98, height: 60)),
                       EdgeInsets(top: 44, left: 0, bottom: 16, right: 0))
        // Landscape's side insets fit the width the same way: 44 + 44 into 60 leaves 16 on the right.
        XCTAssertEqual(IBLayoutAssembly.fitted(EdgeInsets(top: 0, left: 44, bottom: 21, right: 44), into: Size(width: 60, height: 300)),
                       EdgeInsets(top: 0, left: 44, bottom: 21, right: 16))
    }

    /// The real 98 × 35 top-level button of IBDecodable's Button.xib no longer makes a required
    /// conflict with its own safe area.
    func testTheRealTopLevelButtonHasNoConflict() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("InterfaceBuilderDocuments/IBDecodable-IBDecodable-Button.xib")
        let document = try IBDocumentReader.read(try String(contentsOf: url, encoding: .utf8))
        let built = try XCTUnwrap(IBLayoutBuilder.build(document, layout: try XCTUnwrap(document.layouts.first), file: "Button.xib"))
        let engine = try LayoutEngine(layout: built.scenario.layout)
        XCTAssertTrue(engine.solution().conflicts.isEmpty)
    }
}
