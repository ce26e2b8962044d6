import Foundation
import LayoutDebugCommands
import XCTest

/// `layoutdbg solve FILE --emit-layout OUT.layout`: the layouts it solves, written in the scenario
/// language, one file per layout of an input that holds several.
final class SolveEmitLayoutTests: XCTestCase {
    /// IBLinter's AmbiguousConstraint.storyboard holds two scenes, lF6-io-qve and IOd-3n-ugA
    /// (InterfaceBuilderCommandTests lists them).
    static let storyboard = InterfaceBuilderCommandTests.path("IBDecodable-IBLinter-AmbiguousConstraint.storyboard")

    private func makeFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("emit-layout-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        return folder
    }

    func testAStoryboardIsWrittenOneFilePerSceneThatSolvesAgain() throws {
        let folder = try makeFolder()
        let out = folder.appendingPathComponent("scene.layout").path
        let plain = LayoutDebugCLI.run(["solve", Self.storyboard])
        let result = LayoutDebugCLI.run(["solve", Self.storyboard, "--emit-layout", out])
        XCTAssertEqual(result.exitCode, plain.exitCode, result.stderr)
        XCTAssertEqual(result.stdout, plain.stdout, "writing the layouts does not change what solve prints")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        XCTAssertEqual(files, ["scene-IOd-3n-ugA.layout", "scene-lF6-io-qve.layout"])
        for file in files {
            let path = folder.appendingPathComponent(file).path
            XCTAssertTrue(result.stderr.contains("wrote \(path): "), result.stderr)
            let text = try String(contentsOfFile: path, encoding: .utf8)
            XCTAssertTrue(text.hasPrefix("# Written by `layoutdbg solve --emit-layout` from \(Self.storyboard), scene "), text)
            let again = LayoutDebugCLI.run(["solve", path])
            XCTAssertEqual(again.exitCode, ExitCode.success, again.stderr)
        }
        // Same input, same bytes.
        let first = try files.map { try Data(contentsOf: folder.appendingPathComponent($0)) }
        _ = LayoutDebugCLI.run(["solve", Self.storyboard, "--emit-layout", out])
        XCTAssertEqual(try files.map { try Data(contentsOf: folder.appendingPathComponent($0)) }, first)
    }

    func testSceneWritesTheOneLayoutItPicksUnderTheNameGiven() throws {
        let folder = try makeFolder()
        let out = folder.appendingPathComponent("one.layout").path
        let result = LayoutDebugCLI.run(["solve", Self.storyboard, "--scene", "IOd-3n-ugA", "--emit-layout", out])
        XCTAssertEqual(result.exitCode, ExitCode.success, result.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["one.layout"])
        XCTAssertTrue(result.stderr.hasPrefix("wrote \(out): "), result.stderr)
    }

    func testAFolderThatDoesNotExistIsAnInputError() {
        let result = LayoutDebugCLI.run(["solve", Self.storyboard, "--scene", "IOd-3n-ugA", "--emit-layout", "/nonexistent-folder/x.layout"])
        XCTAssertEqual(result.exitCode, ExitCode.usageOrInput)
        XCTAssertTrue(result.stderr.contains("cannot write '/nonexistent-folder/x.layout'"), result.stderr)
    }
}
