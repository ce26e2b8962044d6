import XCTest
import Cassowary
@testable import LayoutModel

private typealias F = EngineFixture

final class EngineAmbiguityTests: XCTestCase {
    func testFullyConstrainedViewIsNotAmbiguous() throws {
        let layout = F.layout(items: [F.view("a")], constraints: [
            F.constraint("a.left", .equal, "root.left", plus: 5), F.constraint("a.top", .equal, "root.top", plus: 6),
            F.constraint("a.width", .equal, plus: 7), F.constraint("a.height", .equal, plus: 8),
        ])
        let ambiguity = try LayoutEngine(layout: layout).ambiguity(of: "a")
        XCTAssertFalse(ambiguity.isAmbiguous)
        XCTAssertNil(ambiguity.alternative)
        XCTAssertEqual(ambiguity.ranges.map(\.variable), ["a.minX", "a.minY", "a.width", "a.height"])
    }

    func testMissingVerticalPositionIsAmbiguous() throws {
        let layout = F.layout(items: [F.view("a")], constraints: [
            F.constraint("a.left", .equal, "root.left", plus: 5),
            F.constraint("a.width", .equal, plus: 7), F.constraint("a.height", .equal, plus: 8),
        ])
        let engine = try LayoutEngine(layout: layout)
        let before = engine.solution().frames.map(\.frame)
        let ambiguity = try engine.ambiguity(of: "a")
        XCTAssertEqual(ambiguity.ambiguousVariables.map(\.variable), ["a.minY"])
        let free = try XCTUnwrap(ambiguity.ambiguousVariables.first)
        XCTAssertEqual(free.lower, -.infinity)
        XCTAssertEqual(free.upper, .infinity)
        let alternative = try XCTUnwrap(ambiguity.alternative)
        XCTAssertTrue(alternative.isVerified)
        XCTAssertEqual(alternative.variable, "a.minY")
        let moved = try XCTUnwrap(alternative.windowFrames.first { $0.item == "a" }?.frame)
        XCTAssertEqual(moved.y, free.value + LayoutEngine.alternativeStep)
        XCTAssertEqual(moved.x, 5)
        // Asking does not disturb the engine's own solution.
        XCTAssertEqual(engine.solution().frames.map(\.frame), before)
    }

    func testEqualPriorityTradeOffIsAmbiguousWithinAFiniteRange() throws {
        // Two 500 widths that cannot both hold across 300 pt: every split costs the same.
        let layout = F.layout(width: 300, items: [F.view("a"), F.view("b")], constraints: [
            F.constraint("a.leading", .equal, "root.leading"), F.constraint("b.leading", .equal, "a.trailing"),
            F.constraint("b.trailing", .equal, "root.trailing"),
            F.constraint("a.width", .equal, plus: 100, priority: 500),
            F.constraint("b.width", .equal, plus: 100, priority: 500),
            F.constraint("a.top", .equal, "root.top"), F.constraint("b.top", .equal, "root.top"),
            F.constraint("a.height", .equal, plus: 10), F.constraint("b.height", .equal, plus: 10),
        ])
        let engine = try LayoutEngine(layout: layout)
        let ambiguity = try engine.ambiguity(of: "a")
        let width = try XCTUnwrap(ambiguity.ranges.first { $0.variable == "a.width" })
        XCTAssertEqual(width.lower, 100, accuracy: 1e-9)
        XCTAssertEqual(width.upper, 200, accuracy: 1e-9)
        XCTAssertTrue(try XCTUnwrap(ambiguity.alternative).isVerified)
        XCTAssertFalse(try engine.ambiguity(of: "root").isAmbiguous)
    }

    func testPlainVariableRange() throws {
        var layout = F.layout()
        layout.variables = ["x", "y"]
        layout.linearConstraints = [
            LinearConstraintSpec(terms: [NamedTerm("x", 1), NamedTerm("y", 1)], constant: -10, relation: .equal, location: F.location(1)),
            LinearConstraintSpec(terms: [NamedTerm("x", 1)], constant: 0, relation: .greaterOrEqual, location: F.location(2)),
            LinearConstraintSpec(terms: [NamedTerm("y", 1)], constant: 0, relation: .greaterOrEqual, location: F.location(3)),
        ]
        let range = try LayoutEngine(layout: layout).range(ofVariable: "x")
        XCTAssertEqual(range.lower, 0)
        XCTAssertEqual(range.upper, 10)
        XCTAssertTrue(range.isAmbiguous)
    }
}
