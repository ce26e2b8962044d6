import XCTest
import Cassowary
@testable import LayoutModel

private typealias F = EngineFixture

/// Required conflicts: recorded with the solver's minimal set, one constraint broken, layout goes on.
final class EngineConflictTests: XCTestCase {
    /// The Auto Layout Guide's example: a view at least 400 wide across a 320-wide screen.
    private func wideViewLayout(screenWidth: Double) -> Layout {
        F.layout(width: screenWidth, items: [F.view("wide")], constraints: [
            F.constraint("wide.leading", .equal, "root.leading", id: "leading"),
            F.constraint("wide.trailing", .equal, "root.trailing", id: "trailing"),
            F.constraint("wide.top", .equal, "root.top"), F.constraint("wide.height", .equal, plus: 44),
            F.constraint("wide.width", .greaterOrEqual, plus: 400, id: "atLeast400"),
        ])
    }

    func testWideViewInANarrowScreenBreaksTheInequality() throws {
        let solution = try LayoutEngine(layout: wideViewLayout(screenWidth: 320)).solution()
        XCTAssertEqual(solution.conflicts.count, 1)
        let conflict = try XCTUnwrap(solution.conflicts.first)
        XCTAssertEqual(conflict.broken.identifier, "atLeast400")
        XCTAssertEqual(conflict.choice, .firstInequality)
        XCTAssertEqual(Set(conflict.conflict.compactMap(\.identifier)),
                       ["UIView-Encapsulated-Layout-Width", "leading", "trailing", "atLeast400"])
        assertFrame(solution, "wide", rect(0, 0, 320, 44))
        let broken = try XCTUnwrap(solution.constraints(identifier: "atLeast400").first)
        XCTAssertEqual(broken.state, .brokenToRecover)
        XCTAssertEqual(broken.error, 80)
        XCTAssertEqual(solution.constraints(identifier: "UIView-Encapsulated-Layout-Width").first?.state, .satisfied)
    }

    func testConflictMetBySystemConstraintStillBreaksAnAppOne() throws {
        // Rotation: the screen narrows under an existing layout, so the encapsulated width is the
        // constraint being added; the rule still breaks an app constraint, the inequality.
        let engine = try LayoutEngine(layout: wideViewLayout(screenWidth: 500))
        XCTAssertTrue(engine.solution().conflicts.isEmpty)
        assertFrame(engine.solution(), "wide", rect(0, 0, 500, 44))

        try engine.apply(.setScreen(Size(width: 320, height: 568)))
        var solution = engine.solution()
        XCTAssertEqual(solution.conflicts.map(\.broken.identifier), ["atLeast400"])
        XCTAssertEqual(solution.constraints(identifier: "UIView-Encapsulated-Layout-Width").first?.state, .satisfied)
        assertFrame(solution, "wide", rect(0, 0, 320, 44))

        // Rotating back: the broken constraint is retried and holds again.
        try engine.apply(.setScreen(Size(width: 500, height: 320)))
        solution = engine.solution()
        XCTAssertTrue(solution.conflicts.isEmpty)
        XCTAssertEqual(solution.constraints(identifier: "atLeast400").first?.state, .satisfied)
        assertFrame(solution, "wide", rect(0, 0, 500, 44))
    }

    /// Two equal widths, no inequality, no size below zero: the first listed goes, as UIKit broke
    /// `width == 40` before `width == 24` in firefox-ios#27523 (docs/semantics.md).
    func testTwoRequiredWidthsBreakTheFirstListed() throws {
        let layout = F.layout(items: [F.view("a")], constraints: [
            F.constraint("a.left", .equal, "root.left"), F.constraint("a.top", .equal, "root.top"),
            F.constraint("a.height", .equal, plus: 10),
            F.constraint("a.width", .equal, plus: 100, id: "first"),
            F.constraint("a.width", .equal, plus: 200, id: "second"),
        ])
        let solution = try LayoutEngine(layout: layout).solution()
        XCTAssertEqual(solution.conflicts.map(\.broken.identifier), ["first"])
        XCTAssertEqual(solution.conflicts.first?.choice, .firstListed)
        XCTAssertEqual(solution.conflicts.first?.conflict.compactMap(\.identifier), ["first", "second"])
        assertFrame(solution, "a", rect(0, 0, 200, 10))
    }

    func testDeactivatingTheWinnerReinstatesTheBrokenConstraint() throws {
        let layout = F.layout(items: [F.view("a")], constraints: [
            F.constraint("a.left", .equal, "root.left"), F.constraint("a.top", .equal, "root.top"),
            F.constraint("a.height", .equal, plus: 10),
            F.constraint("a.width", .equal, plus: 100, id: "first"),
            F.constraint("a.width", .equal, plus: 200, id: "second"),
        ])
        let engine = try LayoutEngine(layout: layout)
        try engine.apply(.setActive(identifier: "first", false))
        let solution = engine.solution()
        XCTAssertTrue(solution.conflicts.isEmpty)
        XCTAssertEqual(solution.constraints(identifier: "first").first?.state, .inactive)
        XCTAssertEqual(solution.constraints(identifier: "second").first?.state, .satisfied)
        assertFrame(solution, "a", rect(0, 0, 200, 10))
    }

    func testUnsatisfiableLogListsTheConflictAndTheBrokenConstraint() throws {
        let engine = try LayoutEngine(layout: wideViewLayout(screenWidth: 320))
        let conflict = try XCTUnwrap(engine.solution().conflicts.first)
        let log = engine.uikitDescriber.unsatisfiableLog(conflict)
        let lines = log.components(separatedBy: "\n")
        XCTAssertEqual(lines.first, "[LayoutConstraints] Unable to simultaneously satisfy constraints.")
        XCTAssertFalse(log.contains("(Note:"))   // no autoresizing constraint in the set
        XCTAssertTrue(log.contains("Will attempt to recover by breaking constraint \n<NSLayoutConstraint:"))
        XCTAssertTrue(log.contains("'atLeast400' UIView:"))
        XCTAssertTrue(log.contains("\"<NSLayoutConstraint:0x"))
        XCTAssertEqual(lines.last, "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.")
        // Before iOS 12 the header lived in UIKit; nothing else changes.
        let older = engine.uikitDescriber.unsatisfiableLog(conflict, iOSVersion: 11)
        XCTAssertEqual(older.components(separatedBy: "\n").last,
                       "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKit/UIView.h> may also be helpful.")
        XCTAssertEqual(older.components(separatedBy: "\n").dropLast(), lines.dropLast())
    }

    func testUnsatisfiableLogLeavesOutSizeFloorsAndListsTheEncapsulatedSizeLast() throws {
        // A view pinned 10 from each edge of a 0-wide screen must be -20 wide: the conflict needs
        // the engine's floor `box.width >= 0`, which UIKit has no constraint for.
        let layout = F.layout(width: 0, height: 100, items: [F.view("box")], constraints: [
            F.constraint("box.leading", .equal, "root.leading", plus: 10, id: "lead"),
            F.constraint("root.trailing", .equal, "box.trailing", plus: 10, id: "trail"),
        ])
        let engine = try LayoutEngine(layout: layout)
        let conflict = try XCTUnwrap(engine.solution().conflicts.first)
        XCTAssertTrue(conflict.conflict.contains(where: \.isSizeFloor))
        XCTAssertEqual(conflict.broken.identifier, "trail")
        let members = engine.uikitDescriber.unsatisfiableLog(conflict).components(separatedBy: "\n").filter { $0.hasPrefix("    \"") }
        XCTAssertEqual(members.count, 3, members.joined(separator: "\n"))
        XCTAssertTrue(members[0].contains("'lead' H:|-(10)-[UIView:"), members[0])
        XCTAssertTrue(members[1].contains("'trail' H:[UIView:"), members[1])
        XCTAssertTrue(members[2].contains("'UIView-Encapsulated-Layout-Width' UIView:"), members[2])
    }

    func testAutoresizingConflictKeepsTheSystemConstraint() throws {
        // A view translating its frame into constraints, plus an app width: the app width breaks.
        let framed = F.view("framed") {
            $0.translatesAutoresizingMask = true
            $0.frame = rect(10, 20, 100, 50)
        }
        let layout = F.layout(items: [framed], constraints: [
            F.constraint("framed.width", .equal, plus: 150, id: "appWidth"),
        ])
        let engine = try LayoutEngine(layout: layout)
        let solution = engine.solution()
        XCTAssertEqual(solution.conflicts.map(\.broken.identifier), ["appWidth"])
        assertFrame(solution, "framed", rect(10, 20, 100, 50))
        let log = engine.uikitDescriber.unsatisfiableLog(try XCTUnwrap(solution.conflicts.first))
        XCTAssertTrue(log.contains("(Note: If you're seeing NSAutoresizingMaskLayoutConstraints"))
        XCTAssertTrue(log.contains("<NSAutoresizingMaskLayoutConstraint:0x"))
    }

    func testLinearConflictsAreRecoveredToo() throws {
        var layout = F.layout()
        layout.variables = ["x", "y"]
        let at = F.location(1)
        layout.linearConstraints = [
            LinearConstraintSpec(terms: [NamedTerm("x", 1), NamedTerm("y", 1)], constant: -10, relation: .equal, location: at),
            LinearConstraintSpec(terms: [NamedTerm("x", 1)], constant: -4, relation: .greaterOrEqual, location: at),
            LinearConstraintSpec(terms: [NamedTerm("y", 1)], constant: -7, relation: .greaterOrEqual, identifier: "tooMuch", location: at),
            LinearConstraintSpec(terms: [NamedTerm("x", 2), NamedTerm("y", -1)], constant: 0, relation: .equal,
                                 priority: 250, location: at),
        ]
        let solution = try LayoutEngine(layout: layout).solution()
        XCTAssertEqual(solution.linearConflicts.map(\.broken.identifier), ["tooMuch"])
        XCTAssertEqual(solution.linearConflicts.first?.conflict.count, 3)
        // x + y = 10, x >= 4, and 2x = y as near as possible: y = 6, x = 4 (error 2 at 250).
        XCTAssertEqual(solution.linearValues.map(\.value), [4, 6])
        XCTAssertEqual(solution.linearConstraints.map(\.state), [.satisfied, .satisfied, .brokenToRecover, .broken])
        XCTAssertEqual(solution.linearConstraints.last?.error, 2)
    }

    func testDegenerateConstraintsNeitherCrashNorHang() throws {
        let layout = F.layout(items: [F.view("a")], constraints: [
            F.constraint("a.width", .equal, "a.width"),                        // 0 == 0
            F.constraint("a.left", .equal, "a.left", plus: 10, id: "self"),     // 0 == 10: conflicts with itself
            F.constraint("a.width", .equal, "a.width", times: 2, plus: 30, id: "doubled"),   // width = -30
            F.constraint("a.height", .equal, plus: 1e6),
        ])
        let solution = try LayoutEngine(layout: layout).solution()
        XCTAssertEqual(solution.conflicts.map(\.broken.identifier), ["self", "doubled"])
        XCTAssertEqual(solution.conflicts.first?.conflict.count, 1)
        XCTAssertEqual(solution.frame(of: "a")?.height, 1e6)
    }
}
