import XCTest
@testable import LayoutScript
final class LayoutScriptSmokeTests: XCTestCase { func testParserExists() { XCTAssertThrowsError(try ScenarioParser.parse("", file: "x")) } }
