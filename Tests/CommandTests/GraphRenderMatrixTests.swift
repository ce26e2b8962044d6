import Foundation
import LayoutDebugCommands
import XCTest

/// Every lesson's view graph and constraint graph, in every format, through every layout engine.
///
/// GraphViz is C code rendering in our process: a layout bug of its own (dot 2.42 double-freed
/// after labelled edges between nodes of one rank) takes the whole process down, and a crash that
/// happens in most runs can pass in one, so the crash-prone path (dot) is rendered several times.
/// `make valgrind-graphs` runs this class under valgrind, where any invalid read, write or free
/// fails the run; `LAYOUTDBG_RENDER_REPEATS` sets the repeats (1 under valgrind).
final class GraphRenderMatrixTests: XCTestCase {
    private static let kinds = ["views", "constraints"]
    /// All by default; `LAYOUTDBG_RENDER_ENGINES` and `LAYOUTDBG_RENDER_FORMATS` (comma-separated)
    /// narrow a run under valgrind, where every render is tens of times slower.
    private static let engines = chosen("LAYOUTDBG_RENDER_ENGINES", from: ["dot", "neato", "fdp"])
    private static let formats = chosen("LAYOUTDBG_RENDER_FORMATS", from: ["svg", "png", "pdf", "dot"])

    private static func chosen(_ variable: String, from all: [String]) -> [String] {
        guard let list = ProcessInfo.processInfo.environment[variable] else { return all }
        return all.filter { list.split(separator: ",").map(String.init).contains($0) }
    }

    private var repeats: Int {
        Int(ProcessInfo.processInfo.environment["LAYOUTDBG_RENDER_REPEATS"] ?? "") ?? 3
    }

    private var outputFolder: URL!

    override func setUpWithError() throws {
        outputFolder = FileManager.default.temporaryDirectory.appendingPathComponent("render-matrix-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: outputFolder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: outputFolder)
    }

    func testEveryLessonRendersInEveryFormatThroughEveryEngine() throws {
        var rendered = 0
        for path in try ScenarioCommandTests.scenarioPaths() {
            for kind in Self.kinds {
                for engine in Self.engines {
                    for format in Self.formats {
                        // dot is the default engine and the one with the flat-edge bug: repeat it.
                        let times = engine == "dot" && format == "svg" ? repeats : 1
                        for _ in 0..<times {
                            try render(path, kind: kind, engine: engine, format: format)
                            rendered += 1
                        }
                    }
                }
            }
        }
        XCTAssertGreaterThanOrEqual(rendered, 32 * Self.kinds.count * Self.engines.count * Self.formats.count)
    }

    /// The trigger of dot 2.42's double free: an edge that does not rank its ends (`constraint=false`)
    /// carrying an ordinary `label`, which dot lays out as a node of its own in the flat-edge code.
    /// The view graph's lines between siblings have their label as a node of its own instead
    /// (`label_N`, joined to both ends).
    func testNoEdgeThatLeavesRankingAloneHasAnOrdinaryLabel() throws {
        var labelNodes = 0
        for path in try ScenarioCommandTests.scenarioPaths() {
            for kind in Self.kinds {
                let output = outputFolder.appendingPathComponent("graph.dot").path
                let result = ScenarioCommandTests.runAtRoot(["graph", path, "--kind", kind, "-o", output])
                XCTAssertEqual(result.exitCode, 0, result.stderr)
                let dot = try String(contentsOfFile: output, encoding: .utf8)
                for line in dot.split(separator: "\n") {
                    if line.contains("constraint=false") {
                        XCTAssertFalse(line.contains(" label="), "\(path) \(kind): \(line.prefix(120))")
                    }
                    if line.trimmingCharacters(in: .whitespaces).hasPrefix("label_") { labelNodes += 1 }
                }
            }
        }
        XCTAssertGreaterThan(labelNodes, 10, "the lessons no longer have lines between siblings to check")
    }

    private func render(_ path: String, kind: String, engine: String, format: String) throws {
        let output = outputFolder.appendingPathComponent("graph.\(format)").path
        try? FileManager.default.removeItem(atPath: output)
        let what = "\(path) --kind \(kind) --engine \(engine) -o .\(format)"
        let result = ScenarioCommandTests.runAtRoot(["graph", path, "--kind", kind, "--engine", engine, "-o", output])
        XCTAssertEqual(result.exitCode, 0, "\(what): \(result.stderr)")
        XCTAssertEqual(result.stderr, "", what)
        let data = try XCTUnwrap(FileManager.default.contents(atPath: output), what)
        XCTAssertTrue(Self.hasSignature(data, of: format), "\(what): the file is not a whole \(format)")
    }

    /// The start and end every complete file of the format has.
    static func hasSignature(_ data: Data, of format: String) -> Bool {
        let text = String(decoding: data.prefix(16), as: UTF8.self)
        let tail = String(decoding: data.suffix(16), as: UTF8.self)
        switch format {
        case "svg": return text.hasPrefix("<?xml") && tail.contains("</svg>")
        case "pdf": return text.hasPrefix("%PDF-") && tail.contains("%%EOF")
        case "png": return data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
            && data.suffix(8).prefix(4) == Data("IEND".utf8)
        default: return text.hasPrefix("digraph") && tail.contains("}")
        }
    }
}
