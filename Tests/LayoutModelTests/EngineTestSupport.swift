import XCTest
import Cassowary
@testable import LayoutModel

/// Small builders so each engine test reads like the layout it describes.
enum EngineFixture {
    static let file = "test.layout"

    static func location(_ line: Int) -> SourceLocation { SourceLocation(file: file, line: line, column: 1) }

    /// `"a.leading"` → Anchor.
    static func anchor(_ text: String) -> Anchor {
        let parts = text.split(separator: ".", maxSplits: 1).map(String.init)
        return Anchor(parts[0], LayoutAttribute(name: parts[1])!)
    }

    /// A scenario constraint `first (rel) multiplier × second + constant @priority "id"`.
    static func constraint(_ first: String, _ relation: Relation, _ second: String? = nil, times multiplier: Double = 1,
                           plus constant: Double = 0, priority: Double = 1000, id: String? = nil,
                           active: Bool = true, line: Int = #line) -> LayoutConstraintSpec {
        LayoutConstraintSpec(first: anchor(first), relation: relation, second: second.map(anchor),
                             multiplier: multiplier, constant: constant, priority: priority, identifier: id,
                             isActive: active, provenance: .source(location(line)))
    }

    static func view(_ name: String, in parent: String = "root", kind: ViewKind = .view,
                     configure: (inout LayoutItem) -> Void = { _ in }) -> LayoutItem {
        var item = LayoutItem(name: name, kind: kind, parent: parent)
        configure(&item)
        return item
    }

    static func layout(width: Double = 320, height: Double = 568, items: [LayoutItem] = [],
                       constraints: [LayoutConstraintSpec] = []) -> Layout {
        var layout = Layout(screen: Size(width: width, height: height))
        layout.items += items
        layout.constraints = constraints
        return layout
    }

    /// The edit tests' layout: two views side by side under the margins (8 each on a 320 screen):
    /// a is 100 wide (@750), b fills the rest after the gap, b's width wish (80 @500) breaks; an
    /// inactive wider wish for a (`aWide`) for edits to switch on.
    static func sideBySide() -> Layout {
        layout(items: [view("a"), view("b")], constraints: [
            constraint("a.leading", .equal, "root.leadingMargin", id: "aLeading"),
            constraint("a.top", .equal, "root.top", plus: 20, id: "aTop"),
            constraint("a.width", .equal, plus: 100, priority: 750, id: "aWidth"),
            constraint("a.height", .equal, plus: 40, id: "aHeight"),
            constraint("b.leading", .equal, "a.trailing", plus: 8, id: "gap"),
            constraint("b.trailing", .equal, "root.trailingMargin"),
            constraint("b.top", .equal, "a.top"), constraint("b.height", .equal, "a.height"),
            constraint("b.width", .equal, plus: 80, priority: 500, id: "bWidth"),
            constraint("a.width", .equal, plus: 150, priority: 750, id: "aWide", active: false),
        ])
    }
}

/// An edited engine's solution against a fresh engine's on the edited layout (the oracle): the
/// same frames, constraint states, errors and broken constraints. With `conflictMembers`, also the
/// same conflicts as sets (their order follows the solver's rows, which an incremental solver and
/// a fresh one hold differently) and the same choice of what breaks.
func assertSameSolution(_ left: LayoutSolution, _ right: LayoutSolution, conflictMembers: Bool = false,
                        file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(left.frames.map(\.item), right.frames.map(\.item), file: file, line: line)
    for (l, r) in zip(left.frames, right.frames) {
        XCTAssertEqual(l.frame, r.frame, "\(l.item)", file: file, line: line)
    }
    XCTAssertEqual(left.constraints.map(\.spec), right.constraints.map(\.spec), file: file, line: line)
    XCTAssertEqual(left.constraints.map(\.state), right.constraints.map(\.state), file: file, line: line)
    XCTAssertEqual(left.constraints.map(\.error), right.constraints.map(\.error), file: file, line: line)
    XCTAssertEqual(left.conflicts.map(\.broken), right.conflicts.map(\.broken), file: file, line: line)
    guard conflictMembers else { return }
    XCTAssertEqual(left.conflicts.map { Set($0.conflict) }, right.conflicts.map { Set($0.conflict) }, file: file, line: line)
    XCTAssertEqual(left.conflicts.map(\.choice), right.conflicts.map(\.choice), file: file, line: line)
}

/// Frame assertions with a tolerance, naming the item on failure.
func assertFrame(_ solution: LayoutSolution, _ item: String, _ expected: Rect, accuracy: Double = 1e-6,
                 file: StaticString = #filePath, line: UInt = #line) {
    guard let frame = solution.frame(of: item) else {
        return XCTFail("no frame for \(item)", file: file, line: line)
    }
    let pairs = [(frame.x, expected.x, "x"), (frame.y, expected.y, "y"),
                 (frame.width, expected.width, "width"), (frame.height, expected.height, "height")]
    for (actual, wanted, name) in pairs where abs(actual - wanted) > accuracy {
        XCTFail("\(item).\(name) is \(actual), expected \(wanted) (frame \(frame))", file: file, line: line)
    }
}

func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
    Rect(x: x, y: y, width: width, height: height)
}
