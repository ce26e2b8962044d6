import Foundation
import Render
import XCTest

final class GraphvizErrorTests: XCTestCase {
    func testMalformedDOTIsAnErrorNamingTheLineAndNothingIsPrinted() throws {
        let malformed = """
            digraph broken {
              a -> b;
              b -> ;
            }
            """
        let (result, printed) = try capturingStandardError {
            Result { () throws(GraphvizError) in try GraphvizRenderer().render(malformed, as: .svg) }
        }

        guard case .failure(let error) = result else { return XCTFail("malformed DOT was accepted") }
        XCTAssertEqual(error.stage, .parse)
        XCTAssertTrue(error.messages.contains { $0.contains("syntax error in line 3") },
                      "messages: \(error.messages)")
        XCTAssertTrue(error.description.contains("syntax error in line 3"))
        XCTAssertNil(error.hint, "GraphViz's own message is enough here")
        XCTAssertEqual(printed, "", "GraphViz wrote to stderr")
    }

    /// Without this, the "nothing printed" assertions could pass because the capture is broken.
    func testTheCaptureSeesWritesToStandardError() throws {
        let (_, printed) = try capturingStandardError {
            FileHandle.standardError.write(Data("probe\n".utf8))
        }
        XCTAssertEqual(printed, "probe\n")
    }

    func testEmptyInputIsAnErrorWithAHint() {
        XCTAssertThrowsError(try GraphvizRenderer().render("", as: .svg)) { error in
            let graphvizError = error as? GraphvizError
            XCTAssertEqual(graphvizError?.stage, .parse)
            XCTAssertNotNil(graphvizError?.hint)
        }
    }

    func testWarningsAreReturnedNotPrinted() throws {
        let (output, printed) = try capturingStandardError {
            try GraphvizRenderer().render("digraph { a [shape=nonsense] }", as: .svg)
        }
        XCTAssertTrue(output.warnings.contains { $0.contains("nonsense") }, "warnings: \(output.warnings)")
        XCTAssertEqual(printed, "")
    }

    func testAFailureDoesNotSpoilTheNextRender() throws {
        XCTAssertThrowsError(try GraphvizRenderer().render("graph {", as: .svg))
        let output = try GraphvizRenderer().render("graph { after -- failure }", as: .svg)
        XCTAssertTrue(output.text?.contains("failure") ?? false)
        XCTAssertEqual(output.warnings, [], "messages leaked from the failed call")
    }
}
