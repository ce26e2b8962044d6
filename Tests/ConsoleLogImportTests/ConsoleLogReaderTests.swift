import ConsoleLogImport
import XCTest

final class ConsoleLogReaderTests: XCTestCase {
    func testEmptyInputHasNoLogs() {
        XCTAssertEqual(ConsoleLogReader.read(""), ConsoleLogReading())
    }
}
