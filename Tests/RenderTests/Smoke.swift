import XCTest
final class RenderSmoke: XCTestCase { func testNothing() {} }
