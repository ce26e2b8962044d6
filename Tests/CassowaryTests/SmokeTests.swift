import XCTest
@testable import Cassowary
final class SmokeTests: XCTestCase { func testExpression() { let f = VariableFactory(); let x = f.make("x"); XCTAssertEqual((x + 10).description, "x + 10") } }
