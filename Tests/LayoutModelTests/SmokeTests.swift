import XCTest
@testable import LayoutModel
final class LayoutModelSmokeTests: XCTestCase { func testAttributeAxis() { XCTAssertEqual(LayoutAttribute.leading.axis, .horizontal) } }
