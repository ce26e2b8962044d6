import Foundation
import XCTest

/// The DOT `graph` writes, for every step of every lesson: the view graph names every item and
/// shows every constraint in effect, with the error of each broken one; the constraint graph has
/// a box for every constraint in effect and every item's size; and a second run writes the same
/// bytes. (That GraphViz renders every lesson's DOT is `GraphRenderMatrixTests`' job.)
final class GraphContentTests: XCTestCase {
    private var outputFolder: URL!

    override func setUpWithError() throws {
        outputFolder = FileManager.default.temporaryDirectory.appendingPathComponent("graph-content-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: outputFolder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: outputFolder)
    }

    private func dot(_ path: String, step: Int, kind: String) throws -> String {
        let output = outputFolder.appendingPathComponent("\(kind).dot").path
        let result = ScenarioCommandTests.runAtRoot(["graph", path, "--step", String(step), "--kind", kind, "-o", output])
        XCTAssertEqual(result.exitCode, 0, "\(path) step \(step) \(kind): \(result.stderr)")
        XCTAssertEqual(result.stderr, "", "\(path) step \(step) \(kind)")
        return try String(contentsOfFile: output, encoding: .utf8)
    }

    func testEveryStepsGraphsNameEveryItemAndConstraint() throws {
        var checked = 0
        for path in try ScenarioCommandTests.scenarioPaths() {
            for step in try LessonOutputs.document("solve", path)["steps"]?.array ?? [] {
                let number = Int(step["step"]?.double ?? -1), what = "\(path) step \(number)"
                let views = try dot(path, step: number, kind: "views")
                let constraints = try dot(path, step: number, kind: "constraints")
                let viewNames = Set(DOTContent(views).boldTexts)
                for frame in step["frames"]?.array ?? [] {
                    let item = frame["item"]?.string ?? ""
                    XCTAssertTrue(viewNames.contains(item), "\(what): the view graph has no box for \(item)")
                    let width = "label=\"\(item).width = \(OutputAgreementTests.text(frame["width"]))\""
                    XCTAssertTrue(constraints.contains(width), "\(what): the constraint graph has no \(width)")
                }
                for variable in step["variables"]?.array ?? [] {
                    let label = "label=\"\(variable["name"]?.string ?? "") = \(OutputAgreementTests.text(variable["value"]))\""
                    XCTAssertTrue(constraints.contains(label), "\(what): the constraint graph has no \(label)")
                }
                for constraint in step["constraints"]?.array ?? [] where constraint["state"]?.string != "inactive" {
                    let syntax = Self.escaped(constraint["constraint"]?.string ?? "")
                    XCTAssertTrue(views.contains(">\(syntax)</FONT>"), "\(what): the view graph does not show \(syntax)")
                    XCTAssertTrue(constraints.contains(">\(syntax)</FONT>"), "\(what): the constraint graph does not show \(syntax)")
                    checked += 1
                }
                let broken = (step["constraints"]?.array ?? []).filter { $0["state"]?.string?.hasPrefix("broken") == true }
                    .map { "\($0["state"]?.string ?? ""), error \(OutputAgreementTests.text($0["error"]))" }
                XCTAssertEqual(Self.errors(in: views), broken.sorted(), "\(what): the view graph's errors")
            }
        }
        XCTAssertGreaterThan(checked, 1000)
    }

    func testColoursFollowExplainsSeverity() throws {
        // `layoutdbg explain Scenarios/stack-hiding-modern.layout --step 1` lists
        // "Broken (warning): details.height == 0 @999.999 "UISV-hiding"", off by 60 pt, and
        // "Broken (note): header.width <= 67.5 @251" and "footer.width <= 65.5 @251", off by 236.5
        // and 238.5 pt (hugging stretched). Both graphs drew all three in the same red.
        for kind in ["views", "constraints"] {
            let dot = try dot("Scenarios/stack-hiding-modern.layout", step: 1, kind: kind)
            // Each piece of label text with the FONT tag that opens it.
            let fonts = dot.components(separatedBy: "</FONT>").map { "<FONT" + ($0.components(separatedBy: "<FONT").last ?? "") }
            func font(_ text: String) -> String? { fonts.first { $0.hasSuffix(">" + Self.escaped(text)) } }
            let warning = try XCTUnwrap(font(#"details.height == 0 @999.999 "UISV-hiding""#), kind)
            XCTAssertTrue(warning.contains("COLOR=\"#CC3311\""), "\(kind): a warning is red: \(warning)")
            XCTAssertNotNil(font("  broken, error 60 (warning)"), kind)
            for (note, error) in [("header.width <= 67.5 @251", "236.5"), ("footer.width <= 65.5 @251", "238.5")] {
                let line = try XCTUnwrap(font(note), "\(kind): \(note)")
                XCTAssertTrue(line.contains("COLOR=\"#777777\""), "\(kind): a note is grey: \(line)")
                XCTAssertFalse(line.contains("#CC3311"), "\(kind): a note is not red")
                XCTAssertNotNil(font("  broken, error \(error) (note)"), "\(kind): \(note)")
            }
            XCTAssertTrue(dot.contains("(hugging, stack helpers, @250 or below; a note): grey, dashed"), "\(kind): the legend says so")
        }
        // A required conflict is an error: required-conflict step 0's `wide` is broken to recover.
        let conflict = try dot("Scenarios/required-conflict.layout", step: 0, kind: "views")
        XCTAssertTrue(conflict.contains("broken to recover from conflict 1, error 96 (error)"), "the conflict's victim is an error")
    }

    func testTheSameStepGivesTheSameDOT() throws {
        for path in try ScenarioCommandTests.scenarioPaths() {
            let last = (try LessonOutputs.document("solve", path)["steps"]?.array.count ?? 1) - 1
            for kind in ["views", "constraints"] {
                XCTAssertEqual(try dot(path, step: last, kind: kind), try dot(path, step: last, kind: kind), "\(path) \(kind)")
            }
        }
    }

    /// Text as our DOT writer puts it in an HTML label.
    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    /// Every "broken, error E" (or "broken to recover, error E") the graph writes under a
    /// constraint, sorted; the number of the conflict ("from conflict 2") is left out.
    static func errors(in dot: String) -> [String] {
        dot.components(separatedBy: "</FONT>").compactMap { piece in
            guard let start = piece.range(of: ">  broken", options: .backwards) else { return nil }
            return String(piece[piece.index(after: start.lowerBound)...]).trimmingCharacters(in: .whitespaces)
                // A constraint in several conflicts lists them all: "from conflict 1, 2".
                .replacingOccurrences(of: #" from conflict [0-9]+(, [0-9]+)*"#, with: "", options: .regularExpression)
                // The severity after the error ("(note)") is checked by testColoursFollowExplainsSeverity.
                .replacingOccurrences(of: #" \((note|warning|error)\)$"#, with: "", options: .regularExpression)
        }.sorted()
    }
}
