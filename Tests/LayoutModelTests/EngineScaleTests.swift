import XCTest
import Cassowary
@testable import LayoutModel

private typealias F = EngineFixture

/// A long chain (a table's rows stacked one under the next) builds and edits correctly.
final class EngineScaleTests: XCTestCase {
    func testStackedRowsBuildAndEditIncrementally() throws {
        let rows = 400
        var items: [LayoutItem] = []
        var constraints: [LayoutConstraintSpec] = []
        for index in 0..<rows {
            let name = "row\(index)"
            items.append(F.view(name))
            let above = index == 0 ? "root.top" : "row\(index - 1).bottom"
            constraints += [
                F.constraint("\(name).leading", .equal, "root.leading"),
                F.constraint("\(name).trailing", .equal, "root.trailing"),
                F.constraint("\(name).top", .equal, above, id: index == 0 ? "firstTop" : nil),
                F.constraint("\(name).height", .equal, plus: 44),
            ]
        }
        let start = Date()
        let engine = try LayoutEngine(layout: F.layout(height: 568, items: items, constraints: constraints))
        let built = Date()
        try engine.apply(.setConstant(identifier: "firstTop", 10))
        let edited = Date()
        try engine.apply(.setScreen(Size(width: 480, height: 568)))
        let rotated = Date()
        assertFrame(engine.solution(), "row\(rows - 1)", rect(0, 10 + Double(rows - 1) * 44, 480, 44))
        print("scale: build \(built.timeIntervalSince(start)) s, edit \(edited.timeIntervalSince(built)) s, rotate \(rotated.timeIntervalSince(edited)) s")
    }
}
