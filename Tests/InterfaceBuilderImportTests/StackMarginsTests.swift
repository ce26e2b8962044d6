import Foundation
import InterfaceBuilderImport
import LayoutModel
import XCTest

/// A stack view given layout margins in Interface Builder's Size inspector arranges its views inside
/// them: the document has no attribute for it (`layoutMarginsRelativeArrangement` is never written),
/// only the margins, and Xcode's stored frames are inset by them.
final class StackMarginsTests: XCTestCase {
    /// kharrison-CodeExamples-RevealStack.storyboard: a vertical, centre-aligned stack with 8-pt
    /// margins holds a switch and an image stack 16 apart. Xcode stored the switch at y 8 and the
    /// image stack at (55.5, 55, 232, 100): 8 + 31 + 16 = 55, centred in 343 - 8 - 8. Read as not
    /// margins-relative they came out at y 0 and 47 and were reported misplaced.
    func testAStackWithItsOwnMarginsArrangesInsideThem() throws {
        let name = "kharrison-CodeExamples-RevealStack.storyboard"
        let text = try String(contentsOf: RealDocuments.folder.appendingPathComponent(name), encoding: .utf8)
        let document = try IBDocumentReader.read(text)
        let layout = try XCTUnwrap(document.layouts.first { $0.sceneID == "tne-QT-ifu" })
        let built = try XCTUnwrap(IBLayoutBuilder.build(document, layout: layout, file: name))
        let stack = try XCTUnwrap(built.scenario.layout.item(named: "rootStackView")?.stack)
        XCTAssertTrue(stack.isLayoutMarginsRelativeArrangement)
        let solution = try LayoutEngine(layout: built.scenario.layout).solution()
        // Frames are relative to the superview, as the document stores them.
        let images = try XCTUnwrap(solution.frame(of: "imageStackView"))
        XCTAssertEqual(images.x, 55.5, accuracy: 1e-9)
        XCTAssertEqual(images.y, 55, accuracy: 1e-9)
        XCTAssertEqual(images.width, 232, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(solution.frame(of: "revealSwitch")).y, 8, accuracy: 1e-9)
    }
}
