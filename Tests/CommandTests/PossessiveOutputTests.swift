import LayoutDebugCommands
import XCTest

/// A view whose name ends in s gets a bare apostrophe where explain gives it a possessive
/// (`buttons' frame`, never `buttons's frame`), in text and Markdown alike.
final class PossessiveOutputTests: XCTestCase {
    /// `buttons` has a size and a top but nothing places it horizontally: any x holds every
    /// constraint, so its frame is ambiguous (as in Scenarios/ambiguous-position.layout).
    private let layout = "screen 320 x 568\nview buttons\nbuttons.width == 100\nbuttons.height == 50\nbuttons.top == root.top + 40\n"

    func testANameEndingInSTakesABareApostrophe() {
        let text = LayoutDebugCLI.run(["explain", "-"], standardInput: { self.layout })
        XCTAssertTrue(text.stdout.contains("  Ambiguous (error): buttons' frame is not determined"), text.stdout + text.stderr)
        XCTAssertFalse(text.stdout.contains("buttons's"), text.stdout)
        let markdown = LayoutDebugCLI.run(["explain", "-", "--markdown"], standardInput: { self.layout })
        XCTAssertTrue(markdown.stdout.contains("- **Ambiguous (error):** `buttons`' frame is not determined"),
                      markdown.stdout + markdown.stderr)
    }
}
