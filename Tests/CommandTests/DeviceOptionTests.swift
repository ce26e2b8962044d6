import Foundation
import LayoutDebugCommands
import XCTest


/// `--device` and `--orientation` on the layout commands, and what `solve` says of a document's
/// device: real documents from Tests/InterfaceBuilderDocuments (sources in its README).
final class DeviceOptionTests: XCTestCase {
    static func path(_ name: String) -> String { InterfaceBuilderCommandTests.path(name) }

    private func json(_ arguments: [String]) throws -> DecodedJSON {
        let result = LayoutDebugCLI.run(arguments)
        XCTAssertEqual(result.exitCode, ExitCode.success, result.stderr)
        return try DecodedJSON.parse(result.stdout)
    }

    /// IBLinter's ConstraintTest.storyboard is saved for retina4_7 (375 × 667, portrait). Its
    /// label is stored at (99, 53, 42, 21) inside the 240 × 128 view `TeS-aI-Kdb`; `solve --json`
    /// wraps even a one-scene document in `scenes`, names the device, and gives each frame with
    /// its object id, as stored.
    func testSolveJSONNamesTheDeviceAndEveryObjectID() throws {
        let root = try json(["solve", Self.path("IBDecodable-IBLinter-ConstraintTest.storyboard"), "--json"])
        let scenes = try XCTUnwrap(root["scenes"]?.array)
        XCTAssertEqual(scenes.count, 1)
        let device = try XCTUnwrap(scenes[0]["device"])
        XCTAssertEqual(device["id"]?.string, "retina4_7")
        XCTAssertEqual(device["orientation"]?.string, "portrait")
        XCTAssertEqual(device["width"]?.double, 375)
        XCTAssertEqual(device["height"]?.double, 667)
        XCTAssertEqual(device["isDocumentDevice"]?.bool, true)
        let frames = try XCTUnwrap(scenes[0]["steps"]?.array.first?["frames"]?.array)
        let label = try XCTUnwrap(frames.first { $0["item"]?.string == "label \"Label\"" })
        XCTAssertNotNil(label["ibID"]?.string)
        XCTAssertEqual(["x", "y", "width", "height"].map { label[$0]?.double }, [99, 53, 42, 21])
        // The old top and bottom layout guides are objects of the controller, not views: no id.
        let views = frames.filter { !($0["item"]?.string?.hasSuffix("LayoutGuide") ?? false) }
        XCTAssertTrue(views.allSatisfy { $0["ibID"]?.string != nil }, "every view of a document has its object id")
        XCTAssertEqual(scenes[0]["steps"]?.array.first?["misplaced"]?.array.count, 0, "Xcode's frames hold")
    }

    /// The same scene on a 320 × 568 iPhone SE: the root is the device's size, and the view, 240
    /// wide and centred, sits at (320 − 240) / 2 = 40. Stored frames describe retina4_7 only, so
    /// nothing is compared (no misplaced list entries).
    func testDeviceLaysTheSceneOutForThatScreen() throws {
        let root = try json(["solve", Self.path("IBDecodable-IBLinter-ConstraintTest.storyboard"), "--device", "iphone-se", "--json"])
        let scene = try XCTUnwrap(root["scenes"]?.array.first)
        XCTAssertEqual(scene["device"]?["id"]?.string, "retina4_0")
        XCTAssertEqual(scene["device"]?["isDocumentDevice"]?.bool, false)
        let frames = try XCTUnwrap(scene["steps"]?.array.first?["frames"]?.array)
        XCTAssertEqual(frames.first?["width"]?.double, 320)
        XCTAssertEqual(frames.first?["height"]?.double, 568)
        let box = try XCTUnwrap(frames.first { $0["width"]?.double == 240 })
        XCTAssertEqual(box["x"]?.double, 40)
    }

    /// Every laid-out document's `solve --json`, on its own device and another, has exactly the
    /// keys docs/json.md documents.
    func testEveryDocumentsSolveJSONIsAsDocumented() throws {
        for name in try InterfaceBuilderDocumentsFolder.documentNames() {
            for device in [[], ["--device", "retina6_12"]] {
                let result = LayoutDebugCLI.run(["solve", Self.path(name), "--json"] + device)
                guard result.exitCode == ExitCode.success else { continue }
                let problems = DocumentedSchemas.solveDocument.problems(try DecodedJSON.parse(result.stdout))
                XCTAssertEqual(problems, [], "\(name) \(device): \(problems.prefix(5))")
            }
        }
    }

    /// Landscape swaps the device's sides: retina4_7 turned is 667 × 375.
    func testOrientationTurnsTheDevice() throws {
        let root = try json(["solve", Self.path("IBDecodable-IBLinter-ConstraintTest.storyboard"), "--orientation", "landscape", "--json"])
        let scene = try XCTUnwrap(root["scenes"]?.array.first)
        XCTAssertEqual(scene["device"]?["width"]?.double, 667)
        XCTAssertEqual(scene["device"]?["height"]?.double, 375)
        XCTAssertEqual(scene["steps"]?.array.first?["frames"]?.array.first?["width"]?.double, 667)
    }

    /// A xib's top-level button (93 × 34 on its retina6_1 canvas) keeps its size on any device:
    /// only a view saved at the design device's screen size fills another device's screen.
    func testAFreeformXibViewKeepsItsSizeOnAnotherDevice() throws {
        let root = try json(["solve", Self.path("IBDecodable-IBDecodable-Button.xib"), "--device", "retina4_0", "--json"])
        let frames = try XCTUnwrap(root["scenes"]?.array.first?["steps"]?.array.first?["frames"]?.array)
        XCTAssertEqual(frames.first?["width"]?.double, 93)
        XCTAssertEqual(frames.first?["height"]?.double, 34)
    }

    /// duckduckgo's BookmarksToday widget simulates no status bar; on a 20-pt status-bar iPhone its
    /// old top layout guide is 0 high, never −20 (which made a conflict with the guide's height ≥ 0).
    func testAScreenWithoutStatusBarHasAZeroHighTopGuide() {
        let result = LayoutDebugCLI.run(["solve", Self.path("duckduckgo-iOS-BookmarksToday.storyboard"), "--device", "retina4_0"])
        XCTAssertEqual(result.exitCode, ExitCode.success, result.stderr)
        XCTAssertTrue(result.stdout.contains("topLayoutGuide.height == 0 "), result.stdout)
        XCTAssertFalse(result.stdout.contains("Required conflicts recovered"), result.stdout)
    }

    func testTextNamesTheDeviceInTheHeading() {
        let result = LayoutDebugCLI.run(["solve", Self.path("IBDecodable-IBLinter-ConstraintTest.storyboard"), "--device", "retina6_12"])
        XCTAssertTrue(result.stdout.hasPrefix("Layout 1 of 1: ") && result.stdout.contains(" on iPhone 14 Pro, 15, 15 Pro, 16 (retina6_12, 393 × 852, portrait)"),
                      String(result.stdout.prefix(200)))
    }

    func testUnknownDevicesAndOrientationsAndFormatsWithoutDevicesAreInputErrors() {
        let storyboard = Self.path("IBDecodable-IBLinter-ConstraintTest.storyboard")
        let unknown = LayoutDebugCLI.run(["explain", storyboard, "--device", "Retina4_7"])
        XCTAssertEqual(unknown.exitCode, ExitCode.usageOrInput)
        XCTAssertTrue(unknown.stderr.contains("did you mean 'retina4_7'"), unknown.stderr)
        let sideways = LayoutDebugCLI.run(["draw", storyboard, "-o", "never-written.svg", "--orientation", "sideways"])
        XCTAssertEqual(sideways.exitCode, ExitCode.usageOrInput)
        XCTAssertTrue(sideways.stderr.contains("portrait, landscape"), sideways.stderr)
        let scenario = LayoutDebugCLI.run(["solve", "-", "--device", "retina4_0"], standardInput: { "item a view in root\n" })
        XCTAssertEqual(scenario.exitCode, ExitCode.usageOrInput)
        XCTAssertTrue(scenario.stderr.contains("--device retina4_0 cannot apply to standard input: a layout scenario describes one layout of its own"),
                      scenario.stderr)
    }

    /// A view Xcode flagged misplaced is listed with both frames: SwiftMessages' launch screen
    /// stores "SwiftMessages" at (238, 250, 123, 21) with `misplaced="YES"`; its constraints centre
    /// it in the 600 × 600 canvas.
    func testSolveListsMisplacedViewsWithBothFrames() {
        let result = LayoutDebugCLI.run(["solve", Self.path("SwiftKickMobile-SwiftMessages-LaunchScreen.storyboard")])
        XCTAssertTrue(result.stdout.contains("Frame for `label \"SwiftMessages\"` will be different at run time: stored (238, 250, 123, 21), solved ("),
                      result.stdout)
        XCTAssertTrue(result.stdout.contains("(the document flags it misplaced too)"), result.stdout)
        XCTAssertTrue(result.stdout.contains("misplaced (warning: "), result.stdout)
    }
}
