import XCTest
@testable import LayoutDebugCommands

/// What a command hands to `TeardownAtExit` is freed as usual unless the executable asked to skip
/// the teardown, and then only the first object is kept (an input of many layouts keeps one).
final class TeardownAtExitTests: XCTestCase {
    private final class Payload {}

    func testOnlyTheFirstObjectHandedOverAfterSkipIsKept() {
        weak var before: Payload?
        do {
            let object = Payload()
            before = object
            TeardownAtExit.leave(object)
        }
        XCTAssertNil(before, "freed: the process has not asked to skip the teardown")

        // From here this test process leaves one object to its exit; later `leave` calls free as usual.
        TeardownAtExit.skip()
        weak var first: Payload?
        weak var second: Payload?
        do {
            let object = Payload(), other = Payload()
            first = object
            second = other
            TeardownAtExit.leave(object)
            TeardownAtExit.leave(other)
        }
        XCTAssertNotNil(first, "the first object handed over is kept until the process exits")
        XCTAssertNil(second, "only one object is kept")
    }
}
