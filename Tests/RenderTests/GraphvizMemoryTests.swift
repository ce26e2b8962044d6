import Render
import XCTest

final class GraphvizMemoryTests: XCTestCase {
    func testRenderingManyGraphsDoesNotGrowMemory() throws {
        let renderer = GraphvizRenderer()
        let formats: [GraphvizFormat] = [.svg, .png, .pdf]
        func renderOne(_ index: Int) throws {
            let graph = "digraph g\(index) { a\(index) -> b\(index) -> c\(index); a\(index) -> c\(index) [style=dashed]; }"
            _ = try renderer.render(graph, as: formats[index % formats.count])
            // The failure path must free what it allocated too.
            if index.isMultiple(of: 5) {
                XCTAssertThrowsError(try renderer.render("digraph g\(index) { a -> ; }", as: .svg))
            }
        }

        // Warm up first: plugins, fonts and allocator pools are loaded once and then reused.
        for index in 0..<30 { try renderOne(index) }
        let before = residentMemoryBytes()
        for index in 0..<300 { try renderOne(index) }
        let growth = residentMemoryBytes() - before
        print("resident memory growth over 300 renders: \(growth) bytes")

        // Leaving out agclose and gvFreeLayout grew it by 4.7 MB here; allow allocator noise only.
        XCTAssertGreaterThan(before, 0, "could not read /proc/self/statm")
        XCTAssertLessThan(growth, 1 << 20, "resident memory grew by \(growth) bytes over 300 renders")
    }
}
