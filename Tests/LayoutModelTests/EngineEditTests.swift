import XCTest
import Cassowary
@testable import LayoutModel

private typealias F = EngineFixture

/// Incremental edits give the same layout as building the edited layout from scratch, and leave
/// the constraints they do not touch in the solver.
final class EngineEditTests: XCTestCase {
    private func base() -> Layout { F.sideBySide() }

    func testEachEditEqualsBuildingFromScratch() throws {
        var expected = base()
        let engine = try LayoutEngine(layout: expected)
        func check(_ edit: LayoutEdit, _ change: (inout Layout) -> Void, line: UInt = #line) throws {
            try engine.apply(edit)
            change(&expected)
            assertSameSolution(engine.solution(), try LayoutEngine(layout: expected).solution(), line: line)
        }
        try check(.setConstant(identifier: "gap", 20)) { $0.constraints[4].constant = 20 }
        try check(.setPriority(identifier: "bWidth", 800)) { $0.constraints[8].priority = 800 }
        try check(.setActive(identifier: "aWidth", false)) { $0.constraints[2].isActive = false }
        try check(.setActive(identifier: "aWide", true)) { $0.constraints[9].isActive = true }
        let added = F.constraint("b.width", .lessOrEqual, plus: 60, id: "cap")
        try check(.addConstraint(added)) { $0.constraints.append(added) }
        try check(.removeConstraint(identifier: "bWidth")) { $0.constraints.remove(at: 8) }
        var root = expected.items[0]
        root.layoutMargins = EdgeInsets(top: 0, left: 30, bottom: 0, right: 30)
        root.semanticContent = .rightToLeft
        try check(.updateItem(root)) { $0.items[0] = root }
        try check(.setScreen(Size(width: 568, height: 320))) { $0.screen = Size(width: 568, height: 320) }
        let c = F.view("c", in: "b")
        try check(.addItem(c)) { $0.items.append(c) }
    }

    func testAnEditTouchesOnlyTheConstraintsItChanges() throws {
        let engine = try LayoutEngine(layout: base())
        let before = engine.solution().constraints.map(\.lowered)
        try engine.apply(.setConstant(identifier: "gap", 12))
        let after = engine.solution().constraints.map(\.lowered)
        let changed = zip(before, after).enumerated().filter { $0.element.0 !== $0.element.1 }.map(\.offset)
        XCTAssertEqual(changed, [4])   // only `gap` was replaced in the solver
        assertFrame(engine.solution(), "b", rect(8 + 100 + 12, 20, 320 - 8 - 120, 40))
    }

    func testRotationResolvesIncrementally() throws {
        let engine = try LayoutEngine(layout: base())
        try engine.apply(.setScreen(Size(width: 568, height: 320)))
        assertFrame(engine.solution(), "root", rect(0, 0, 568, 320))
        assertFrame(engine.solution(), "b", rect(116, 20, 568 - 8 - 116, 40))
    }

    func testRequiredToOptionalIsRefusedLikeUIKit() throws {
        let engine = try LayoutEngine(layout: base())
        let where_ = F.location(42)
        XCTAssertThrowsError(try engine.apply(.setPriority(identifier: "gap", 999), at: where_)) { error in
            let layoutError = error as? LayoutError
            XCTAssertEqual(layoutError?.location, where_)
            XCTAssertTrue(layoutError?.message.contains("required to optional") ?? false, "\(error)")
        }
        // Deactivated first, the change is allowed.
        try engine.apply(.setActive(identifier: "gap", false))
        try engine.apply(.setPriority(identifier: "gap", 999))
        try engine.apply(.setActive(identifier: "gap", true))
        XCTAssertEqual(engine.solution().constraints(identifier: "gap").first?.spec.priority, 999)
    }

    func testRejectedEditsChangeNothing() throws {
        let engine = try LayoutEngine(layout: base())
        let before = engine.solution()
        XCTAssertThrowsError(try engine.apply(.setActive(identifier: "nope", true)))
        XCTAssertThrowsError(try engine.apply(.addConstraint(F.constraint("a.top", .equal, "ghost.top"))))
        XCTAssertThrowsError(try engine.apply(.addItem(F.view("a"))))
        XCTAssertThrowsError(try engine.apply(.updateItem(F.view("ghost"))))
        XCTAssertThrowsError(try engine.apply(.setScreen(Size(width: .nan, height: 1))))
        assertSameSolution(before, engine.solution())
        XCTAssertEqual(engine.layout.constraints.count, base().constraints.count)
    }

    func testAutomaticMultilineLabelWrapsAtTheSolvedWidth() throws {
        // UIKit's second pass: the label is given 150 pt, wraps there, and grows taller.
        let text = "The quick brown fox jumps over the lazy dog again and again"
        let label = F.view("label", kind: .label) { $0.text = text; $0.numberOfLines = 0 }
        let layout = F.layout(items: [label], constraints: [
            F.constraint("label.left", .equal, "root.left", plus: 10),
            F.constraint("label.top", .equal, "root.top", plus: 10),
            F.constraint("label.width", .equal, plus: 150),
        ])
        let engine = try LayoutEngine(layout: layout)
        let frame = try XCTUnwrap(engine.solution().frame(of: "label"))
        var wrappedAt150 = label
        wrappedAt150.preferredMaxLayoutWidth = 150
        let expected = ContentSize.intrinsicSize(of: wrappedAt150, wrapWidth: 150)
        XCTAssertEqual(frame.width, 150)
        XCTAssertEqual(frame.height, try XCTUnwrap(expected.height), accuracy: 1e-9)
        let oneLine = try XCTUnwrap(ContentSize.intrinsicSize(of: label, wrapWidth: nil).height)
        XCTAssertGreaterThan(frame.height, oneLine)

        // Widening re-wraps to fewer lines.
        XCTAssertThrowsError(try engine.apply(.setConstant(identifier: "w", 0)))
    }
}
