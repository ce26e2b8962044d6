import Foundation
import LayoutDebugCommands
import XCTest

/// `explain --json` gives each fix what ranked it (docs/json.md, the `fixes` entry): its `kind` and
/// its `cost`, with the cautions the text prints. Every number is worked out in the comments.
final class FixJSONTests: XCTestCase {
    /// The `fixes` of the first problem of `key` ("broken", "conflicts", "ambiguity") in one step.
    private func fixes(_ path: String, step: Int, _ key: String, file: StaticString = #filePath, line: UInt = #line) throws -> [DecodedJSON] {
        let result = ScenarioCommandTests.runAtRoot(["explain", path, "--step", String(step), "--json"])
        XCTAssertTrue([0, 1].contains(result.exitCode), result.stderr, file: file, line: line)
        let problem = try XCTUnwrap(try DecodedJSON.parse(result.stdout)["steps"]?.array.first?[key]?.array.first, file: file, line: line)
        return problem["fixes"]?.array ?? []
    }

    /// Two labels, step 1: `level`'s hugging (250) is off by 296 - 46 - 65 = 185. Raising it to 252
    /// lets `level` keep 65 and gives `name` 296 - 65 = 231, so `name`'s hugging (251, 46 pt) is off
    /// by 231 - 46 = 185: a note for a note, which the cost calls a trade and the caution says.
    func testAFixThatOnlyMovesTheStretchSaysSo() throws {
        let fix = try XCTUnwrap(try fixes("Scenarios/two-labels.layout", step: 1, "broken").first)
        XCTAssertEqual(fix["kind"], .string("contentPriority"))
        let caution = "`name` stretches instead: its hugging `name.width <= 46 @251` is off by 185 pt, so the note moves rather than goes"
        XCTAssertEqual(fix["cost"], .object([
            "netHarm": .integer(0), "alsoRemoved": .integer(0), "newlyBroken": .array([.integer(251)]),
            "offScreen": .array([]), "squeezed": .array([]), "collapsed": .array([]), "relieved": .array([]), "stillAmbiguous": .array([]),
            "trades": .array([.object(["constraint": .string("name.width <= 46 @251"), "error": .integer(185),
                                       "severity": .string("note"), "stretchedView": .string("name")])]),
            "cautions": .array([.string(caution)]),
        ]))
        let text = ScenarioCommandTests.runAtRoot(["explain", "Scenarios/two-labels.layout", "--step", "1"]).stdout
        XCTAssertTrue(text.contains("         note: " + caution + "\n"), text)
        XCTAssertTrue(text.contains("best fix: set level's hugging (h) to 252 (`name` stretches instead)\n"), text)
    }

    /// Required conflict, step 0: `box` between the margins is 304 wide, "wide" asks for 400. Making
    /// "wide" optional (999) leaves it broken by 96 at 999; removing it takes away a required
    /// constraint, counted at 1000: the weaker newly broken priority ranks first. Neither moves or
    /// squeezes a view, and a warning (999 broken) is less than the error fixed: no trade.
    func testAConflictsFixesCarryTheirKindAndWhatTheyBreak() throws {
        let fixes = try fixes("Scenarios/required-conflict.layout", step: 0, "conflicts")
        XCTAssertEqual(fixes.map { $0["kind"] }, [.string("priority"), .string("removal")])
        XCTAssertEqual(fixes.map { $0["cost"]?["newlyBroken"] }, [.array([.integer(999)]), .array([.integer(1000)])])
        XCTAssertEqual(fixes.map { $0["cost"]?["netHarm"] }, [.integer(0), .integer(0)])
        XCTAssertEqual(fixes.map { $0["cost"]?["trades"] }, [.array([]), .array([])])
        XCTAssertEqual(fixes.map { $0["cost"]?["cautions"] }, [.array([]), .array([])])
    }

    /// Autoresizing leak, step 0: the banner's translated frame conflicts with "banner-top" and with
    /// "banner-height". Turning translation off removes both conflicts: the other one is counted in
    /// `alsoRemoved`, and the fix's kind names the property.
    func testTurningTranslationOffRemovesTheOtherConflictToo() throws {
        let fix = try XCTUnwrap(try fixes("Scenarios/autoresizing-leak.layout", step: 0, "conflicts").first)
        XCTAssertEqual(fix["kind"], .string("translatesAutoresizingMaskIntoConstraints"))
        XCTAssertEqual(fix["cost"]?["alsoRemoved"], .integer(1))
    }
}
