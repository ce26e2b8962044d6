import XCTest
final class CommandSmoke: XCTestCase { func testNothing() {} }
