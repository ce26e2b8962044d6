import Foundation
#if canImport(FoundationXML)
import FoundationXML  // XMLParser lives here on Linux
#endif
import LayoutDebugCommands
import XCTest

/// `layoutdbg graph`: DOT goldens of both graphs for the golden lessons (the DOT is ours; the SVG's
/// coordinates are GraphViz's and change with its version, so SVG is checked for what it must
/// draw, not byte for byte), the focused explanation of the two-label row, PNG and PDF headers, and
/// usage errors. Every lesson's DOT is checked by `GraphContentTests`.
final class GraphCommandTests: XCTestCase {
    private var outputFolder: URL!

    override func setUpWithError() throws {
        outputFolder = FileManager.default.temporaryDirectory.appendingPathComponent("graph-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: outputFolder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: outputFolder)
    }

    private func output(_ name: String) -> String { outputFolder.appendingPathComponent(name).path }

    /// Runs `graph` from the repository root and returns the result and the bytes written.
    private func graph(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) throws -> (result: CommandResult, data: Data) {
        let result = ScenarioCommandTests.runAtRoot(["graph"] + arguments)
        XCTAssertEqual(result.exitCode, 0, result.stderr, file: file, line: line)
        guard let index = arguments.firstIndex(of: "-o"), let data = FileManager.default.contents(atPath: arguments[index + 1]) else {
            XCTFail("no output file written", file: file, line: line)
            return (result, Data())
        }
        return (result, data)
    }

    // MARK: - Goldens

    func testDOTOfBothGraphsOfTheGoldenLessonsMatchesTheGoldenFiles() throws {
        // The golden lessons' first step with something broken, and the graph of plain variables.
        let cases = GoldenFile.lessonPaths.flatMap { [($0, "views"), ($0, "constraints")] }
            + [("Scenarios/pure-cassowary.layout", "constraints")]
        for (path, kind) in cases {
            let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
            let step = try Self.firstStepWithSomethingBroken(path)
            let (result, data) = try graph([path, "--step", String(step), "--kind", kind, "-o", output("\(name).\(kind).dot")])
            XCTAssertEqual(result.stderr, "", path)
            XCTAssertTrue(result.stdout.hasPrefix("wrote \(output("\(name).\(kind).dot")) ("), result.stdout)
            try GoldenFile.check(String(decoding: data, as: UTF8.self), against: "graph/\(name).step\(step).\(kind).dot")
        }
    }

    /// scroll-view-content-size step 0: explain's error is that `content` is ambiguous (its width
    /// and height can move: nothing ties them, the lesson's point). The views graph says so on the
    /// node, in red, instead of a plain box with frame (0, 0, 0, 0).
    func testTheViewsGraphMarksAnAmbiguousItem() throws {
        let (_, data) = try graph(["Scenarios/scroll-view-content-size.layout", "-o", output("scroll.dot")])
        let dot = String(decoding: data, as: UTF8.self)
        XCTAssertTrue(dot.contains("ambiguous: content.width, content.height can move"), dot)
        // Step 2 gives the content fixed-height children: nothing is ambiguous any more.
        let (_, fixed) = try graph(["Scenarios/scroll-view-content-size.layout", "--step", "2", "-o", output("fixed.dot")])
        XCTAssertFalse(String(decoding: fixed, as: UTF8.self).contains("ambiguous:"))
    }

    /// The SVG is well-formed XML that draws every node, edge and cluster of the DOT it was made
    /// from, and writes every item's name; nothing here depends on where GraphViz puts them.
    func testSVGDrawsEveryNodeEdgeAndNameOfItsDOT() throws {
        let cases: [[String]] = [
            ["Scenarios/two-labels.layout", "--step", "1"],
            ["Scenarios/required-conflict.layout"],
            ["Scenarios/stack-hiding-conflict.layout", "--step", "1"],
            ["Scenarios/pure-cassowary.layout", "--kind", "constraints"],
            ["Scenarios/two-labels.layout", "--step", "1", "--focus", "level.width <= 65 @250"],
        ]
        for arguments in cases {
            let dot = String(decoding: try graph(arguments + ["-o", output("case.dot")]).data, as: UTF8.self)
            let (result, data) = try graph(arguments + ["-o", output("case.svg")])
            XCTAssertEqual(result.stderr, "", "\(arguments)")
            let svg = try XCTUnwrap(SVGContent(data), "\(arguments): the SVG is not well-formed XML")
            let drawn = DOTContent(dot)
            XCTAssertFalse(drawn.nodes.isEmpty, "\(arguments)")
            XCTAssertEqual(svg.titles(of: "node").sorted(), drawn.nodes.sorted(), "\(arguments): nodes")
            XCTAssertEqual(svg.titles(of: "edge").sorted(), drawn.edges.sorted(), "\(arguments): edges")
            XCTAssertEqual(svg.titles(of: "cluster").sorted(), drawn.clusters.sorted(), "\(arguments): clusters")
            for name in drawn.boldTexts {
                XCTAssertTrue(svg.texts.contains(name), "\(arguments): the SVG does not write \(name)")
            }
        }
    }

    /// The broken hugging of `level` (two-labels step 1): only the constraints that force its error,
    /// the labels and the root they connect.
    func testFocusOnTheBrokenHuggingOfLevel() throws {
        for kind in ["views", "constraints"] {
            let out = output("focus.\(kind).dot")
            let (result, data) = try graph(["Scenarios/two-labels.layout", "--step", "1", "--kind", kind,
                                            "--focus", "level.width <= 65 @250", "-o", out])
            let dot = String(decoding: data, as: UTF8.self)
            try GoldenFile.check(dot, against: "graph/two-labels.step1.focus-level-hugging.\(kind).dot")
            XCTAssertTrue(dot.contains("is broken by 185"), dot)
            XCTAssertTrue(dot.contains("name.width &lt;= 46 @251"), "the 251 hugging that wins is in the explanation")
            XCTAssertFalse(dot.contains("name.height"), "the vertical axis does not explain a width")
            XCTAssertFalse(dot.contains("safeArea"), "the safe area does not explain it")
            let counts = try XCTUnwrap(Self.counts(result.stdout))
            XCTAssertLessThan(counts.nodes, 20, kind)
        }
    }

    func testFocusOnAConstraintThatHoldsShowsItsNeighboursAndSaysSo() throws {
        let (_, data) = try graph(["Scenarios/two-labels.layout", "--step", "1", "--focus", "baselines", "-o", output("baselines.dot")])
        let dot = String(decoding: data, as: UTF8.self)
        XCTAssertTrue(dot.contains("is not broken (satisfied)"), dot)
        XCTAssertTrue(dot.contains("name.top == root.top + 20"), "a neighbour through name.minY")
        XCTAssertFalse(dot.contains("name.width &gt;= 46"), "no shared variable")
    }

    func testFocusOnAConflictShowsTheMinimalSet() throws {
        let (_, data) = try graph(["Scenarios/required-conflict.layout", "--focus", "wide", "--kind", "constraints", "-o", output("wide.dot")])
        let dot = String(decoding: data, as: UTF8.self)
        XCTAssertTrue(dot.contains("is broken by 96 to recover from required conflict 1"), dot)
        XCTAssertTrue(dot.contains("UIView-Encapsulated-Layout-Width"))
        XCTAssertFalse(dot.contains("box.height"), "the height is not in the conflict")
    }

    // MARK: - Formats

    func testPNGHasTheSignatureAndAPlausibleSize() throws {
        let (_, data) = try graph(["Scenarios/two-labels.layout", "--step", "1", "-o", output("row.png")])
        let png = [UInt8](data)
        XCTAssertEqual(Array(png.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        XCTAssertEqual(String(decoding: png[12..<16], as: UTF8.self), "IHDR")
        let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }
        let height = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
        // Four nodes, the title and the legend at 96 dpi: a screenful, not a thumbnail or a poster.
        XCTAssertTrue((600...4000).contains(width), "width \(width)")
        XCTAssertTrue((300...4000).contains(height), "height \(height)")
    }

    func testPDFHasTheHeaderAndTheEnd() throws {
        let (_, data) = try graph(["Scenarios/required-conflict.layout", "--kind", "constraints", "-o", output("conflict.pdf")])
        XCTAssertEqual(String(decoding: data.prefix(5), as: UTF8.self), "%PDF-")
        XCTAssertTrue(String(decoding: data.suffix(16), as: UTF8.self).contains("%%EOF"))
        XCTAssertGreaterThan(data.count, 2000)
    }

    func testOtherEnginesDrawTheGraphAndWarningsAreLayoutdbgWarnings() throws {
        for engine in ["neato", "fdp"] {
            let result = ScenarioCommandTests.runAtRoot(["graph", "Scenarios/two-labels.layout", "--engine", engine, "-o", output("\(engine).svg")])
            XCTAssertEqual(result.exitCode, 0, result.stderr)
            for line in result.stderr.split(separator: "\n") {
                XCTAssertTrue(line.hasPrefix("layoutdbg: warning: GraphViz: "), String(line))
            }
            let svg = try String(contentsOfFile: output("\(engine).svg"), encoding: .utf8)
            XCTAssertTrue(svg.contains("level.width &lt;= 65 @250"), engine)
        }
    }

    /// stack-hiding-modern step 1: one constraint ("details-height", required 60) forces the
    /// hidden view's "UISV-hiding" off by 60; the title's sentence agrees with that count.
    func testTheFocusSentenceAgreesWithOneMember() throws {
        let path = output("one-member.dot")
        _ = try graph(["Scenarios/stack-hiding-modern.layout", "--step", "1", "--kind", "constraints", "--focus", "UISV-hiding", "-o", path])
        let dot = try String(contentsOfFile: path, encoding: .utf8)
        XCTAssertTrue(dot.contains("shown with the 1 constraint that forces it"), dot)
    }

    /// neato and fdp place a legend node anywhere, even across a superview's frame (fdp put it
    /// 72 pt below the top of autoresizing-leak's `root` frame, beside it). The legend belongs under
    /// the title instead, above every frame and box: each of its words is higher than the top of
    /// every cluster and node.
    func testForceDirectedEnginesKeepTheLegendAboveEveryFrameAndBox() throws {
        for engine in ["neato", "fdp"] {
            let path = output("legend-\(engine).svg")
            _ = try graph(["Scenarios/autoresizing-leak.layout", "--step", "1", "--engine", engine, "-o", path])
            let shapes = try SVGShapes(data: try Data(contentsOf: URL(fileURLWithPath: path)))
            XCTAssertFalse(shapes.nodeTitles.contains("legend"), "\(engine): the legend is still a node")
            XCTAssertGreaterThan(shapes.clusterTops.count, 0, engine)
            let legendRows = ["Legend", "required, holds: solid, thin", "line: a constraint between two items, labelled in the scenario syntax"]
            for row in legendRows {
                let y = try XCTUnwrap(shapes.textBaselines[row], "\(engine): no legend row '\(row)'")
                // SVG's y grows downwards: above means a smaller y than every top.
                XCTAssertLessThan(y, (shapes.clusterTops + shapes.nodeTops).min()!, "\(engine): '\(row)'")
            }
        }
    }

    func testOutputIsTheSameByteForByte() throws {
        for name in ["again.dot", "again.svg"] {
            let first = try graph(["Scenarios/hide-middle-view.layout", "--step", "1", "-o", output("1" + name)]).data
            let second = try graph(["Scenarios/hide-middle-view.layout", "--step", "1", "-o", output("2" + name)]).data
            XCTAssertEqual(first, second, name)
        }
    }

    // MARK: - Usage errors

    func testUsageErrors() {
        let cases: [(arguments: [String], message: String)] = [
            (["Scenarios/two-labels.layout"], "missing -o OUT"),
            (["Scenarios/two-labels.layout", "-o", output("x.jpg")], "cannot tell the format of"),
            (["Scenarios/two-labels.layout", "-o", output("noextension")], "cannot tell the format of"),
            (["Scenarios/two-labels.layout", "-o", output("x.svg"), "--kind", "cells"], "--kind must be views or constraints, got 'cells'"),
            (["Scenarios/two-labels.layout", "-o", output("x.svg"), "--engine", "circo"], "--engine must be dot, neato or fdp"),
            (["Scenarios/two-labels.layout", "-o", output("x.svg"), "--focus", "nope", "--step", "2"],
             "--focus: no constraint with identifier \"nope\" (or written exactly so) in step 2"),
            (["Scenarios/two-labels.layout", "-o", output("x.svg"), "--step", "9"], "--step 9: the scenario has 3 step(s)"),
            (["Scenarios/two-labels.layout", "-o", output("x.svg"), "--all-steps"], "unknown option '--all-steps' for 'graph'"),
            (["-o", output("x.svg")], "missing FILE"),
            (["Scenarios/two-labels.layout", "-o"], "option '-o' of 'graph' needs a value"),
            (["Scenarios/two-labels.layout", "-o", outputFolder.appendingPathComponent("missing/x.dot").path], "cannot write"),
        ]
        for (arguments, message) in cases {
            let result = ScenarioCommandTests.runAtRoot(["graph"] + arguments)
            XCTAssertEqual(result.exitCode, 2, "\(arguments)")
            XCTAssertEqual(result.stdout, "", "\(arguments)")
            XCTAssertTrue(result.stderr.contains("layoutdbg: error: " + message), "\(arguments): \(result.stderr)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: output("x.svg")), "nothing is written on a usage error")
    }

    func testAScenarioErrorNamesItsPosition() throws {
        let path = outputFolder.appendingPathComponent("bad.layout").path
        try "view box\nbox.width == nothing.width\n".write(toFile: path, atomically: true, encoding: .utf8)
        let result = LayoutDebugCLI.run(["graph", path, "-o", output("bad.svg")])
        XCTAssertEqual(result.exitCode, 2)
        XCTAssertTrue(result.stderr.contains("bad.layout:2:"), result.stderr)
    }

    func testHelp() throws {
        let result = LayoutDebugCLI.run(["graph", "--help"])
        XCTAssertEqual(result.exitCode, 0)
        XCTAssertTrue(result.stdout.hasPrefix("Usage: layoutdbg graph FILE -o OUT.(svg|png|pdf|dot)"), result.stdout)
    }

    // MARK: - Large layouts

    /// A table of 1 000 cells (two labels each) stacked under the root: by default a summary of
    /// 500 nodes (docs/cli.md); with `--full` the whole view graph renders to SVG in reasonable
    /// time, and a focus on one cell's broken constraint keeps the graph small.
    func testTheThousandCellTableRendersAndFocusKeepsItSmall() throws {
        let path = outputFolder.appendingPathComponent("table.layout").path
        try Self.tableScenario(cells: 1000).write(toFile: path, atomically: true, encoding: .utf8)

        let summary = LayoutDebugCLI.run(["graph", path, "-o", output("summary.svg")])
        XCTAssertEqual(summary.exitCode, 0, summary.stderr)
        XCTAssertEqual(try XCTUnwrap(Self.counts(summary.stdout)).nodes, 500, summary.stdout)
        XCTAssertTrue(summary.stderr.contains("the graph has 3002 nodes, too many to draw readably (over 500)"), summary.stderr)

        let start = Date()
        let result = LayoutDebugCLI.run(["graph", path, "--full", "-o", output("table.svg")])
        let seconds = Date().timeIntervalSince(start)
        print("graph of the 1000-cell table: \(result.stdout.trimmingCharacters(in: .newlines)) in \(String(format: "%.1f", seconds)) s")
        XCTAssertEqual(result.exitCode, 0, result.stderr)
        let counts = try XCTUnwrap(Self.counts(result.stdout))
        XCTAssertEqual(counts.nodes, 1 + 3000 + 1, "root, 3 000 views and the safe-area guide")
        XCTAssertLessThan(seconds, 300, "the 1000-cell table took \(seconds) s")
        let svg = try XCTUnwrap(FileManager.default.contents(atPath: output("table.svg")))
        XCTAssertTrue(String(decoding: svg.suffix(32), as: UTF8.self).contains("</svg>"))

        let focused = LayoutDebugCLI.run(["graph", path, "--focus", "title500.width <= 30 @251", "-o", output("cell.svg")])
        XCTAssertEqual(focused.exitCode, 0, focused.stderr)
        let focusedCounts = try XCTUnwrap(Self.counts(focused.stdout))
        XCTAssertLessThan(focusedCounts.nodes, 10, focused.stdout)
    }

    /// Cell i holds a title (intrinsic width 30) and a detail label in a row; the cells stack under
    /// the root. Every title's hugging is broken (the detail hugs harder).
    static func tableScenario(cells: Int) -> String {
        var lines = ["title \"A table of \(cells) cells\"", "screen 320 x 568"]
        for index in 0..<cells {
            lines.append("view cell\(index)")
            lines.append("label title\(index) in cell\(index) text \"Title\" hugging h 251 intrinsic 30 x 20")
            lines.append("label detail\(index) in cell\(index) text \"Detail \(index)\" hugging h 252")
            lines.append("H:|[cell\(index)]|")
            lines.append("H:|-[title\(index)]-[detail\(index)]-|")
            lines.append("V:|-[title\(index)]-|")
            lines.append("detail\(index).centerY == title\(index).centerY")
            lines.append(index == 0 ? "cell0.top == root.top" : "cell\(index).top == cell\(index - 1).bottom")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: - Helpers

    /// The first step where a constraint is broken or broken to recover (0 when there is none).
    private static func firstStepWithSomethingBroken(_ path: String) throws -> Int {
        let result = LessonOutputs.allSteps("solve", path, json: true)
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let steps = try XCTUnwrap(document["steps"] as? [[String: Any]])
        func hasBroken(_ value: Any) -> Bool {
            if let object = value as? [String: Any] {
                if let state = object["state"] as? String, state.hasPrefix("broken") { return true }
                return object.values.contains(where: hasBroken)
            }
            if let array = value as? [Any] { return array.contains(where: hasBroken) }
            return false
        }
        return steps.firstIndex(where: hasBroken) ?? 0
    }

    static func counts(_ stdout: String) -> (nodes: Int, edges: Int)? {
        guard let open = stdout.lastIndex(of: "(") else { return nil }
        let numbers = stdout[open...].split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
        return numbers.count == 2 ? (numbers[0], numbers[1]) : nil
    }
}

/// Where GraphViz put things in an SVG: the top of each cluster frame and each node's shape, the
/// baseline of each text, and the nodes' titles (their DOT ids). Every coordinate is in the one
/// coordinate space GraphViz writes (the graph's group); y grows downwards.
private struct SVGShapes {
    var clusterTops: [Double] = []
    var nodeTops: [Double] = []
    var nodeTitles: [String] = []
    var textBaselines: [String: Double] = [:]

    private final class Reader: NSObject, XMLParserDelegate {
        var shapes = SVGShapes()
        private var groups: [String] = []
        private var text: String?
        private var textY = 0.0
        private var title: String?

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            switch name {
            case "g": groups.append(attributes["class"].map { String($0.prefix { $0 != " " }) } ?? "")  // the kind, before the tags
            case "text": text = ""; textY = Double(attributes["y"] ?? "") ?? 0
            case "title": title = ""
            case "polygon", "path", "ellipse":
                guard let kind = groups.last, kind == "cluster" || kind == "node" else { return }
                let top: Double?
                if name == "ellipse" {
                    top = (Double(attributes["cy"] ?? "") ?? 0) - (Double(attributes["ry"] ?? "") ?? 0)
                } else {
                    top = Self.numbers(in: attributes["points"] ?? attributes["d"] ?? "").enumerated()
                        .filter { $0.offset % 2 == 1 }.map(\.element).min()
                }
                guard let top else { return }
                if kind == "cluster" { shapes.clusterTops.append(top) } else { shapes.nodeTops.append(top) }
            default: break
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            text? += string
            title? += string
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            switch name {
            case "g": groups.removeLast()
            case "text":
                // GraphViz writes leading and repeated spaces as no-break spaces.
                if let text { shapes.textBaselines[text.replacingOccurrences(of: "\u{A0}", with: " ")] = textY }
                text = nil
            case "title":
                if let title, groups.last == "node" { shapes.nodeTitles.append(title) }
                title = nil
            default: break
            }
        }

        /// The numbers of an SVG points list or path, in order (x, y, x, y, …).
        static func numbers(in list: String) -> [Double] {
            list.split(whereSeparator: { !"-.0123456789".contains($0) }).compactMap { Double($0) }
        }
    }
}

extension SVGShapes {
    init(data: Data) throws {
        let reader = Reader()
        let parser = XMLParser(data: data)
        parser.delegate = reader
        guard parser.parse() else { throw parser.parserError ?? CocoaError(.fileReadCorruptFile) }
        self = reader.shapes
    }
}
