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
        }.sorted()
    }
}
