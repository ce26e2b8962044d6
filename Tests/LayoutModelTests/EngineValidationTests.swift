import XCTest
import Cassowary
@testable import LayoutModel

private typealias F = EngineFixture

/// Invalid layouts are errors that say why, at the position they were written (never a crash).
final class EngineValidationTests: XCTestCase {
    private func error(_ spec: LayoutConstraintSpec, items: [LayoutItem] = [F.view("a"), F.view("b")],
                       file: StaticString = #filePath, line: UInt = #line) -> LayoutError? {
        let layout = F.layout(items: items, constraints: [spec])
        do {
            _ = try LayoutEngine(layout: layout)
            XCTFail("accepted \(spec.scenarioDescription)", file: file, line: line)
            return nil
        } catch let error as LayoutError {
            XCTAssertEqual(error.location, F.location(Int(line)), file: file, line: line)
            return error
        } catch {
            XCTFail("unexpected \(error)", file: file, line: line)
            return nil
        }
    }

    private func assertRejected(_ spec: LayoutConstraintSpec, saying phrase: String, items: [LayoutItem] = [F.view("a"), F.view("b")],
                                file: StaticString = #filePath, line: UInt = #line) {
        guard let found = error(spec, items: items, file: file, line: line) else { return }
        XCTAssertTrue(found.message.contains(phrase), "\(found.message)", file: file, line: line)
    }

    func testLocationNeedsAPartner() {
        assertRejected(F.constraint("a.top", .equal, plus: 10), saying: "Location attributes must be specified in pairs")
        assertRejected(F.constraint("a.top", .equal, "b.top", times: 0, plus: 10), saying: "must be specified in pairs")
    }

    func testSizeCannotPairWithLocation() {
        assertRejected(F.constraint("a.width", .equal, "b.top"), saying: "invalid pairing of layout attributes")
        assertRejected(F.constraint("a.leading", .equal, "b.height"), saying: "invalid pairing of layout attributes")
    }

    func testAxesCannotMix() {
        assertRejected(F.constraint("a.top", .equal, "b.leading"), saying: "horizontal axis")
        assertRejected(F.constraint("a.centerX", .equal, "b.lastBaseline"), saying: "invalid pairing")
    }

    func testLeadingCannotPairWithLeft() {
        assertRejected(F.constraint("a.leading", .equal, "b.left"), saying: "leading/trailing")
        assertRejected(F.constraint("a.rightMargin", .equal, "b.trailingMargin"), saying: "leading/trailing")
    }

    func testUnknownItemsAndNoCommonAncestor() {
        assertRejected(F.constraint("a.top", .equal, "ghost.top"), saying: "unknown item `ghost`")
        // `island` hangs off an undeclared parent: reported as an item error at its declaration.
        var island = F.view("island", in: "nowhere")
        island.location = F.location(7)
        XCTAssertThrowsError(try LayoutEngine(layout: F.layout(items: [island]))) { error in
            XCTAssertEqual((error as? LayoutError)?.location, F.location(7))
        }
    }

    func testPrioritiesAndNumbers() {
        assertRejected(F.constraint("a.width", .equal, plus: 10, priority: 0), saying: "outside (0, 1000]")
        assertRejected(F.constraint("a.width", .equal, plus: 10, priority: 1001), saying: "outside (0, 1000]")
        assertRejected(F.constraint("a.width", .equal, plus: .infinity), saying: "finite")
        assertRejected(F.constraint("a.width", .equal, "b.width", times: .nan), saying: "finite")
    }

    func testMarginsOfAGuide() {
        let items = [F.view("a"), F.view("g", kind: .layoutGuide)]
        assertRejected(F.constraint("a.leading", .equal, "g.leadingMargin"), saying: "has no margins", items: items)
    }

    func testAcceptedPairings() throws {
        let layout = F.layout(items: [F.view("a"), F.view("b")], constraints: [
            F.constraint("a.width", .equal, "b.height", times: 2),            // aspect across axes is fine
            F.constraint("a.centerX", .equal, "b.leading"),
            F.constraint("a.centerX", .equal, "b.right"),
            F.constraint("a.firstBaseline", .equal, "b.centerY"),
            F.constraint("a.leadingMargin", .equal, "b.trailing"),
        ])
        XCTAssertNoThrow(try LayoutEngine(layout: layout))
        XCTAssertTrue(LayoutEngine.validate(layout).isEmpty)
    }

    func testTreeErrors() {
        var cycleA = F.view("p", in: "q"); cycleA.location = F.location(3)
        let cycleB = F.view("q", in: "p")
        XCTAssertTrue(LayoutEngine.validate(F.layout(items: [cycleA, cycleB])).contains { $0.message.contains("cycle") })
        XCTAssertTrue(LayoutEngine.validate(F.layout(items: [F.view("a"), F.view("a")])).contains { $0.message.contains("twice") })
        XCTAssertTrue(LayoutEngine.validate(F.layout(items: [F.view("g", kind: .layoutGuide), F.view("x", in: "g")]))
            .contains { $0.message.contains("only views have subviews") })
    }

    func testLinearErrors() {
        var layout = F.layout()
        layout.variables = ["x"]
        layout.linearConstraints = [
            LinearConstraintSpec(terms: [NamedTerm("y", 1)], constant: 0, relation: .equal, location: F.location(5)),
        ]
        XCTAssertThrowsError(try LayoutEngine(layout: layout)) { error in
            XCTAssertEqual((error as? LayoutError)?.location, F.location(5))
            XCTAssertTrue("\(error)".contains("unknown variable `y`"))
        }
    }
}
