import Foundation
#if canImport(FoundationXML)
import FoundationXML  // XMLParser lives here on Linux
#endif
import Render
import XCTest

final class GraphvizFormatTests: XCTestCase {
    /// Two views and the constraint between them, the way the view graph will draw them.
    let rowGraph = """
        digraph row {
          rankdir=LR;
          name  [label="nameLabel"];
          level [label="levelLabel"];
          name -> level [label="spacing 8"];
        }
        """

    func testSVGIsWellFormedAndShowsTheLabels() throws {
        let output = try GraphvizRenderer().render(rowGraph, as: .svg)
        let svg = try XCTUnwrap(output.text)

        XCTAssertTrue(svg.contains("<svg"), "no <svg> element")
        XCTAssertTrue(svg.hasSuffix("</svg>\n") || svg.hasSuffix("</svg>"), "SVG is cut short")
        for label in ["nameLabel", "levelLabel", "spacing 8"] {
            XCTAssertTrue(svg.contains(">\(label)</text>"), "label \(label) missing")
        }
        // Parsing it proves the XML is well formed, not just that it looks right.
        XCTAssertTrue(XMLParser(data: output.data).parse(), "SVG is not well-formed XML")
        XCTAssertEqual(output.warnings, [])
    }

    func testPNGHasTheSignatureAndPlausibleSize() throws {
        let png = [UInt8](try GraphvizRenderer().render(rowGraph, as: .png).data)

        XCTAssertEqual(Array(png.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        XCTAssertGreaterThan(png.count, 24)
        XCTAssertEqual(String(decoding: png[12..<16], as: UTF8.self), "IHDR")
        let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }
        let height = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
        // Two nodes side by side: wider than tall, and neither tiny nor huge at 96 dpi.
        XCTAssertTrue((100...1000).contains(width), "width \(width)")
        XCTAssertTrue((20...400).contains(height), "height \(height)")
        XCTAssertGreaterThan(width, height)
    }

    func testPDFStartsWithTheHeader() throws {
        let pdf = try GraphvizRenderer().render(rowGraph, as: .pdf).data
        XCTAssertEqual(String(decoding: pdf.prefix(5), as: UTF8.self), "%PDF-")
        XCTAssertTrue(String(decoding: pdf.suffix(16), as: UTF8.self).contains("%%EOF"))
    }

    func testLaidOutDOTCarriesPositions() throws {
        for format in [GraphvizFormat.dot, .xdot] {
            let text = try XCTUnwrap(GraphvizRenderer().render(rowGraph, as: format).text)
            XCTAssertTrue(text.contains("pos="), "\(format) has no positions")
            XCTAssertTrue(text.contains("nameLabel"))
        }
    }

    func testEveryEngineLaysOutTheGraph() throws {
        // `pinned` (nop2) computes no layout: it draws nodes where their `pos` says (draw, sweep).
        for engine in GraphvizEngine.allCases where engine != .pinned {
            let svg = try XCTUnwrap(GraphvizRenderer(engine: engine).render(rowGraph, as: .svg).text)
            XCTAssertTrue(svg.contains("levelLabel"), "\(engine) lost a node")
        }
    }

    func testSameInputGivesSameSVG() throws {
        let renderer = GraphvizRenderer()
        XCTAssertEqual(try renderer.render(rowGraph, as: .svg).data,
                       try renderer.render(rowGraph, as: .svg).data)
    }

    func testConcurrentCallersAreSerialized() throws {
        let failures = ConcurrentFailureCount()
        let graph = rowGraph
        DispatchQueue.concurrentPerform(iterations: 16) { index in
            let format: GraphvizFormat = index.isMultiple(of: 2) ? .svg : .png
            do {
                let output = try GraphvizRenderer().render(graph, as: format)
                if output.data.isEmpty { failures.increment() }
            } catch {
                failures.increment()
            }
        }
        XCTAssertEqual(failures.value, 0)
    }
}

/// A counter the concurrent test's workers can share.
private final class ConcurrentFailureCount: @unchecked Sendable {
    // @unchecked: `count` is only touched under `lock`.
    private let lock = NSLock()
    private var count = 0
    func increment() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}
