import Foundation
import LayoutDebugCommands
import XCTest

/// Every command that takes a layout reads it through the importers: a file of a kind no importer
/// reads is refused with the kinds that are read, and standard input is read by content.
final class ImporterSeamCommandTests: XCTestCase {
    func testEveryLayoutCommandRefusesAnUnknownKindListingTheKindsRead() {
        let path = "no/such/notes.txt"
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("layoutdbg-seam-\(getpid())").path
        let commands: [[String]] = [
            ["solve", path], ["explain", path], ["trace", path], ["check", path], ["teach", path],
            ["graph", path, "-o", output + ".dot"], ["draw", path, "-o", output + ".svg"],
            ["sweep", path, "--vary", "root.width=200...400", "-o", output + ".svg"],
        ]
        for arguments in commands {
            let result = LayoutDebugCLI.run(arguments)
            XCTAssertEqual(result.exitCode, ExitCode.usageOrInput, arguments.joined(separator: " "))
            XCTAssertEqual(result.stderr, "layoutdbg: error: cannot read '\(path)': layoutdbg does not read .txt files; "
                + "it reads .layout (layout scenario); .log (UIKit console log); .xib, .storyboard (Interface Builder document)\n", arguments.joined(separator: " "))
        }
    }

    func testStandardInputIsReadByContent() {
        let result = LayoutDebugCLI.run(["solve", "-"], standardInput: { "view a\n" })
        XCTAssertEqual(result.exitCode, ExitCode.success, result.stderr)
        XCTAssertTrue(result.stdout.hasPrefix("Step 0: the layout as declared\n"), result.stdout)
    }
}
