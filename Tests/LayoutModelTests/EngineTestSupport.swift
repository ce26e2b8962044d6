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
