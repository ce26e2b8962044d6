import Foundation
import XCTest
@testable import LayoutDebugCommands

/// `layoutdbg draw`: golden DOT of the golden lessons' wireframes (the SVG is GraphViz's rendering
/// of it, which changes with GraphViz's version), every lesson drawn within its picture as
/// well-formed SVG, PNG and PDF headers and sizes, determinism, and usage errors.
final class DrawCommandTests: XCTestCase {
    func testGoldenWireframesOfEveryStep() throws {
        for scenario in GoldenFile.lessons {
            let canvas = try PinnedDrawingDOT.wireframe(DrawingRun.scenario(scenario))
            try GoldenFile.check(canvas.dotText(), against: "draw/\(scenario).all-steps.dot")
            let drawn = try DrawingRun.output(["draw", DrawingRun.scenario(scenario), "--all-steps"], extension: "svg").data
            XCTAssertEqual(try canvas.render(as: .svg).data, drawn, "\(scenario): `draw` did not render the goldened DOT")
        }
    }

    func testTheTwoLabelWireframeShowsTheBrokenHuggingAndTheAlternative() throws {
        let svg = try DrawingRun.text(["draw", DrawingRun.scenario("two-labels")], extension: "svg")
        XCTAssertTrue(svg.contains(">level.width &lt;= 65 @250: off by 185</text>"), "the broken constraint's dimension label")
        XCTAssertTrue(svg.contains(">name (alt.)</text>"), "where an equally good layout puts name")
        XCTAssertTrue(svg.contains("Blue: an equally good layout (verified), with name.width = 231;"), "the key says which layout is drawn")
        XCTAssertTrue(svg.contains("stroke-dasharray"), "ambiguous views are dashed")
        XCTAssertFalse(svg.contains("Required conflict"))
    }

    func testARequiredConflictGetsABannerNamingTheBrokenMember() throws {
        let svg = try DrawingRun.text(["draw", DrawingRun.scenario("required-conflict")], extension: "svg")
        XCTAssertTrue(svg.contains("Required conflict:"))
        XCTAssertTrue(svg.contains("box.width &gt;= 400 &quot;wide&quot;"), "the member broken to recover is named")
        XCTAssertTrue(svg.contains("off by 96 (broken to recover)"))
        let resolved = try DrawingRun.text(["draw", DrawingRun.scenario("required-conflict"), "--step", "1"], extension: "svg")
        XCTAssertFalse(resolved.contains("Required conflict"), "step 1 has no conflict")
    }

    /// Every lesson draws without a GraphViz warning, as well-formed SVG with a panel per step, and
    /// nothing spills outside the picture: the SVG's extent is the size the command computed
    /// (labels that do not fit grow the picture).
    func testEveryScenarioDrawsWithinItsPicture() throws {
        let folder = DrawingRun.repository.appendingPathComponent("Scenarios")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".layout") }.sorted()
        XCTAssertGreaterThan(files.count, 10)
        for file in files {
            let url = DrawingRun.temporaryFile("svg")
            defer { try? FileManager.default.removeItem(at: url) }
            let result = LayoutDebugCLI.run(["draw", folder.appendingPathComponent(file).path, "--all-steps", "-o", url.path])
            if result.exitCode == ExitCode.usageOrInput { continue }  // a lesson being edited; `check` reports it
            XCTAssertEqual(result.exitCode, ExitCode.success, "\(file): \(result.stderr)")
            XCTAssertEqual(result.stderr, "", file)
            let svg = try String(contentsOf: url, encoding: .utf8)
            let content = try XCTUnwrap(SVGContent(Data(svg.utf8)), "\(file): not well-formed XML")
            let steps = try PinnedDrawingDOT.scenario(folder.appendingPathComponent(file).path).steps.count
            XCTAssertTrue(content.texts.contains { $0.hasPrefix("Step \(steps): ") }, "\(file): the last step's panel has no title")
            let printed = try XCTUnwrap(DrawingRun.printedSize(result.stdout), file)
            let viewBox = "viewBox=\"0.00 0.00 \(String(format: "%.2f", printed.width)) \(String(format: "%.2f", printed.height))\""
            XCTAssertTrue(svg.contains(viewBox), "\(file): expected \(viewBox)")
        }
    }

    func testPNGIsTheCroppedContentToScaleAtTwoPixelsPerPoint() throws {
        // One panel: the crop (the views from x 8 to the screen width less the 8 pt margin, plus
        // 16 pt on each side) plus 20 points of padding on each side, at 2 pixels per point.
        let screens: [(scenario: String, step: String, width: Double, height: Double)] =
            [("two-labels", "1", 320, 568), ("required-conflict", "1", 480, 320)]
        for (scenario, step, screenWidth, screenHeight) in screens {
            let (data, result) = try DrawingRun.output(["draw", DrawingRun.scenario(scenario), "--step", step], extension: "png")
            let size = try XCTUnwrap(DrawingRun.pngSize(data), "\(scenario): not a PNG")
            let crop = (screenWidth - 8) + 16 - (8 - 16)
            XCTAssertEqual(size.width, Int(2 * (crop + 2 * 20)), scenario)
            let printed = try XCTUnwrap(DrawingRun.printedSize(result.stdout), result.stdout)
            XCTAssertEqual(Double(size.width), 2 * printed.width, scenario)
            XCTAssertEqual(Double(size.height), 2 * printed.height, scenario)
            XCTAssertLessThan(printed.height, screenHeight + 100, "\(scenario): the empty screen below the views is cropped")
        }
        // All steps: rows of three panels, each column as wide as its own widest crop: steps 0 and
        // 3 (320 pt screen, crop 336), steps 1 and 4 (480 pt, crop 496), step 2 (320 pt, 336).
        let (data, _) = try DrawingRun.output(["draw", DrawingRun.scenario("required-conflict"), "--all-steps"], extension: "png")
        let threePanels: Double = 2 * 20 + (336 + 496 + 336) + 2 * 28
        XCTAssertEqual(DrawingRun.pngSize(data)?.width, Int(2 * threePanels))
    }

    func testPDFHasAHeaderAndThePageSizeInPoints() throws {
        let (data, result) = try DrawingRun.output(["draw", DrawingRun.scenario("two-labels"), "--step", "3"], extension: "pdf")
        XCTAssertEqual(String(decoding: data.prefix(5), as: UTF8.self), "%PDF-")
        let printed = try XCTUnwrap(DrawingRun.printedSize(result.stdout))
        let text = String(decoding: data, as: UTF8.self)
        XCTAssertTrue(text.contains("/MediaBox [ 0 0 \(Int(printed.width)) \(Int(printed.height)) ]"), "page is the drawing's size")
    }

    func testTheSameInputDrawsTheSameBytes() throws {
        for format in ["svg", "png"] {
            let arguments = ["draw", DrawingRun.scenario("hide-middle-view"), "--all-steps"]
            let first = try DrawingRun.output(arguments, extension: format).data
            let second = try DrawingRun.output(arguments, extension: format).data
            XCTAssertEqual(first, second, format)
        }
    }

    func testUsageErrors() {
        let file = DrawingRun.scenario("two-labels")
        let cases: [([String], String)] = [
            (["draw", file], "'draw' needs -o OUT.svg, OUT.png or OUT.pdf"),
            (["draw", file, "-o", "out.gif"], "-o out.gif: the file name must end in .svg, .png or .pdf"),
            (["draw", file, "-o", "out"], "-o out: the file name must end in .svg, .png or .pdf"),
            (["draw", file, "-o"], "option '-o' of 'draw' needs a value"),
            (["draw", "-o", "out.svg"], "missing FILE"),
            (["draw", file, "-o", "out.svg", "--step", "9"], "--step 9: the scenario has 3 step(s)"),
            (["draw", file, "-o", "out.svg", "--step", "1", "--all-steps"], "use either --step or --all-steps"),
            (["draw", file, "-o", "out.svg", "--vary", "root.width=1...2"], "unknown option '--vary' for 'draw'"),
            (["draw", file, "-o", "/no/such/folder/out.svg"], "cannot write '/no/such/folder/out.svg': there is no folder"),
        ]
        for (arguments, message) in cases {
            let result = LayoutDebugCLI.run(arguments)
            XCTAssertEqual(result.exitCode, ExitCode.usageOrInput, arguments.joined(separator: " "))
            XCTAssertTrue(result.stderr.hasPrefix("layoutdbg: error: \(message)"), "\(arguments): \(result.stderr)")
            XCTAssertEqual(result.stdout, "")
        }
        XCTAssertEqual(LayoutDebugCLI.run(["draw", "--help"]).stdout, Usage.draw)
    }

    func testAScenarioErrorHasItsPosition() throws {
        let broken = "view box\nbox.width == \n"
        let result = LayoutDebugCLI.run(["draw", "-", "-o", DrawingRun.temporaryFile("svg").path], standardInput: { broken })
        XCTAssertEqual(result.exitCode, ExitCode.usageOrInput)
        XCTAssertTrue(result.stderr.contains("-:2:"), result.stderr)
    }
}

/// Running `draw` and `sweep` into temporary files, and reading what they wrote.
enum DrawingRun {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func scenario(_ name: String) -> String {
        repository.appendingPathComponent("Scenarios/\(name).layout").path
    }

    static func temporaryFile(_ suffix: String) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("layoutdbg-draw-\(UUID().uuidString).\(suffix)")
    }

    /// Runs the command with `-o` set to a fresh temporary file; returns the file's bytes.
    static func output(_ arguments: [String], extension suffix: String,
                       file: StaticString = #filePath, line: UInt = #line) throws -> (data: Data, result: CommandResult) {
        let url = temporaryFile(suffix)
        defer { try? FileManager.default.removeItem(at: url) }
        let result = LayoutDebugCLI.run(arguments + ["-o", url.path])
        XCTAssertEqual(result.exitCode, ExitCode.success, result.stderr, file: file, line: line)
        XCTAssertEqual(result.stderr, "", "no GraphViz warnings", file: file, line: line)
        return (try Data(contentsOf: url), result)
    }

    static func text(_ arguments: [String], extension suffix: String) throws -> String {
        String(decoding: try output(arguments, extension: suffix).data, as: UTF8.self)
    }

    /// Width and height from a PNG's IHDR chunk (bytes 16–23, big-endian), nil if not a PNG.
    static func pngSize(_ data: Data) -> (width: Int, height: Int)? {
        let bytes = [UInt8](data.prefix(24))
        guard bytes.count == 24, bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A],
              String(decoding: bytes[12..<16], as: UTF8.self) == "IHDR" else { return nil }
        func number(_ range: Range<Int>) -> Int { bytes[range].reduce(0) { $0 << 8 | Int($1) } }
        return (number(16..<20), number(20..<24))
    }

    /// The "W × H pt" the command prints after writing.
    static func printedSize(_ stdout: String) -> (width: Double, height: Double)? {
        guard let range = stdout.range(of: #"[0-9.]+ × [0-9.]+ pt"#, options: .regularExpression) else { return nil }
        let parts = stdout[range].dropLast(3).components(separatedBy: " × ")
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]) else { return nil }
        return (width, height)
    }
}
