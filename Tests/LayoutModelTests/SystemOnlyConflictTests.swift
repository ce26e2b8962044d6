import XCTest
@testable import LayoutModel

private typealias F = EngineFixture

/// Conflicts whose members are all system-made (docs/semantics.md, "Conflicts made only by the
/// system"): hiding a nested stack view while UISV-hiding is required. The expected values come
/// from the two iOS 10 logs of the post "iOS10とiOS11で比較するUIStackViewのhiddenとConstraintエラー"
/// (2017-12-10): first the app's `height == 44` of the inner stack's last view is broken, then, in a
/// list of only UISV constraints, the lower `UISV-spacing` — never the UISV-hiding being added.
final class SystemOnlyConflictTests: XCTestCase {
    /// `parent` (vertical, spacing 8) holds `child` (vertical, spacing 16: one, two, three) and a
    /// 32.5 pt `toggle`; `one` and `two` are 20.5 pt tall by their content, `three` 44 pt by the app.
    private func nestedStacks(iOS version: Int) throws -> Layout {
        func sized(_ name: String, in parent: String, height: Double) -> LayoutItem {
            F.view(name, in: parent) { $0.intrinsicWidth = 30; $0.intrinsicHeight = height }
        }
        var layout = F.layout(items: [
            stackView("parent", arranged: ["child", "toggle"]) { $0.axis = .vertical; $0.spacing = 8 },
            stackView("child", in: "parent", arranged: ["one", "two", "three"]) { $0.axis = .vertical; $0.spacing = 16 },
            sized("one", in: "child", height: 20.5), sized("two", in: "child", height: 20.5), F.view("three", in: "child"),
            sized("toggle", in: "parent", height: 32.5),
        ], constraints: [
            F.constraint("parent.leading", .equal, "root.leading"),
            F.constraint("parent.trailing", .equal, "root.trailing"),
            F.constraint("parent.top", .equal, "root.top", plus: 20),
            F.constraint("three.height", .equal, plus: 44, id: "three-height"),
        ])
        layout.compatibility = try XCTUnwrap(UIKitCompatibility(iOSVersion: version))
        return layout
    }

    private func hideChild(_ engine: LayoutEngine) throws {
        var child = try XCTUnwrap(engine.layout.items.first { $0.name == "child" })
        child.isHidden = true
        try engine.apply(.updateItem(child))
    }

    func testIOS10KeepsTheHidingBeingAddedAndBreaksTheLowerSpacing() throws {
        let engine = try LayoutEngine(layout: nestedStacks(iOS: 10))
        // Visible: 20.5 + 16 + 20.5 + 16 + 44 = 117; the toggle 8 below, so the parent is 157.5.
        assertFrame(engine.solution(), "child", rect(0, 0, 320, 117))
        assertFrame(engine.solution(), "parent", rect(0, 20, 320, 157.5))

        try hideChild(engine)
        let solution = engine.solution()
        XCTAssertEqual(solution.conflicts.count, 2)
        let first = try XCTUnwrap(solution.conflicts.first)
        XCTAssertEqual(first.broken.identifier, "three-height")
        XCTAssertEqual(first.added?.identifier, "UISV-hiding")
        let second = try XCTUnwrap(solution.conflicts.last)
        XCTAssertNil(second.conflict.first { if case .source = $0.provenance { return true }; return false })
        XCTAssertEqual(second.added?.identifier, "UISV-hiding")
        XCTAssertEqual(second.broken.identifier, "UISV-spacing")
        XCTAssertEqual(second.broken.first, Anchor("three", .top))
        XCTAssertEqual(solution.constraints(identifier: "UISV-hiding").first?.state, .satisfied)
        // The stack collapses: 0 tall, `two` still 16 below `one`, the toggle at the top (gap 0).
        assertFrame(solution, "child", rect(0, 0, 320, 0))
        assertFrame(solution, "two", rect(0, 36.5, 320, 20.5))
        assertFrame(solution, "toggle", rect(0, 0, 320, 32.5))
        assertFrame(solution, "parent", rect(0, 20, 320, 32.5))
    }

    func testIOS11HidesWithoutAConflict() throws {
        // UISV-hiding is 999.999 from iOS 11: the post saw no log there. The required chain keeps the
        // child at 16 + 16 + 44 = 76 (the labels' content heights, 750, give way to UISV-hiding).
        let engine = try LayoutEngine(layout: nestedStacks(iOS: 11))
        try hideChild(engine)
        let solution = engine.solution()
        XCTAssertTrue(solution.conflicts.isEmpty)
        assertFrame(solution, "child", rect(0, 0, 320, 76))
    }
}
