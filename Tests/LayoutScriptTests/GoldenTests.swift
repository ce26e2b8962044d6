import XCTest
@testable import LayoutScript

/// The parsed form of whole lesson-shaped scenarios, compared with a dump written by hand-checked
/// runs. A change here means the meaning of a file changed: review the diff, then update.
final class GoldenTests: XCTestCase {
    func testGoldenDumps() throws {
        for (name, text) in GoldenScenarios.all {
            let scenario = try ScenarioParser.parse(text, file: "\(name).layout")
            XCTAssertEqual(ScenarioDump.render(scenario), Self.expected[name], "dump of \(name) changed")
        }
    }

    func testParsingIsDeterministic() throws {
        for (name, text) in GoldenScenarios.all {
            let first = ScenarioDump.render(try ScenarioParser.parse(text, file: name))
            XCTAssertEqual(first, ScenarioDump.render(try ScenarioParser.parse(text, file: name)))
        }
    }

    static let expected: [String: String] = [
        "two-labels": """
        title "Two labels, one row: the intrinsic conflict"
        screen 320 x 568
        safeArea 0 0 0 0
        compatibility ios17
        item root view in -
        item name label in root text "Name" hugging h 250 (5:7)
        item level label in root text "Level 12" (6:7)
        constraint name.leading == root.leadingMargin "row" (8:4)
        constraint level.leading == name.trailing + 8 "row" (8:11)
        constraint root.trailingMargin == level.trailing "row" (8:19)
        constraint level.firstBaseline == name.firstBaseline "row" (8:22)
        constraint name.top == root.top + 20 (9:5)
        note "Two labels share a row; both want their intrinsic width." (3:1)
        expect name ambiguous within 0.01 (11:1)
        expect level ambiguous within 0.01 (12:1)
        step "Let the level hug" (14:1)
          edit update item level label in root text "Level 12" hugging h 251 (6:7) (16:5)
          note "251 beats 250: the name stretches." (15:5)
          expect name not ambiguous within 0.01 (17:5)
          expect level.width == 62 within 1 (18:5)
        step "Narrow window" (21:1)
          edit screen 120 x 568 (22:5)
          edit update item name label in root text "Name" hugging h 250 compression h 749 (5:7) (23:5)
          expect "row" satisfied within 0.01 (24:5)

        """,
        "hide-middle": """
        title "Hide the middle view"
        screen 320 x 100
        safeArea 0 0 0 0
        compatibility ios17
        item root view in -
        item a view in root intrinsic 60 x 44 (5:6)
        item b view in root intrinsic 60 x 44 (6:6)
        item c view in root intrinsic 60 x 44 (7:6)
        item row stack in root axis horizontal distribution fill alignment center spacing 8 arranged [x, y, z] (15:7)
        item x view in row intrinsic 60 x 44 (16:10)
        item y view in row intrinsic 60 x 44 (17:10)
        item z view in row intrinsic 60 x 44 (18:10)
        constraint a.leading == root.leadingMargin (8:4)
        constraint b.leading == a.trailing + 8 (8:9)
        constraint c.leading == b.trailing + 8 "b-c" (9:7)
        constraint a.top == root.topMargin (10:4)
        constraint b.top == a.top (11:1)
        constraint c.top == a.top (12:1)
        constraint c.leading == a.trailing + 8 "collapsed" inactive (13:1)
        constraint row.leading == root.leadingMargin (20:1)
        constraint row.bottom == root.bottomMargin (21:1)
        step "Hide b: a gap is left" (23:1)
          edit update item b view in root intrinsic 60 x 44 hidden (6:6) (24:5)
          expect c.frame == (152, 8, 60, 44) within 0.01 (25:5)
        step "Masonry swap" (28:1)
          edit deactivate "b-c" (29:16)
          edit activate "collapsed" (30:14)
          expect c.frame == (76, 8, 60, 44) within 0.01 (31:5)
        step "The stack collapses by itself" (34:1)
          edit update item y view in row intrinsic 60 x 44 hidden (17:10) (35:5)
          expect z.frame == (68, 0, 60, 44) within 0.01 (36:5)

        """,
        "cassowary": """
        title "Cassowary: a trade-off between two weak wishes"
        screen 320 x 568
        safeArea 0 0 0 0
        compatibility ios17
        item root view in -
        var x
        var y
        linear x + y - 10 == 0 "sum" (3:1)
        linear x >= 0 (4:1)
        linear y >= 0 (5:1)
        linear x - 8 == 0 @250 "x wants 8" (6:1)
        linear y - 6 == 0 @250 "y wants 6" (7:1)
        linear 2*x - y - 20 <= 0 @751 "cap" (8:1)
        expect x == 8 within 0.01 (9:1)
        expect "y wants 6" broken 4 within 0.01 (10:1)
        step "y becomes stronger" (12:1)
          edit deactivate linear "y wants 6" (13:16)
          edit add linear y - 6 == 0 @751 "y insists" (14:5) (14:5)
          expect y == 6 within 0.01 (15:5)
          expect "x wants 8" broken 4 within 0.01 (16:5)

        """,
        "autoresizing": """
        title "Autoresizing-mask constraints leak in"
        screen 320 x 568
        safeArea 20 0 0 0
        compatibility ios10
        item root view in -
        item banner view in root translatesAutoresizingMask frame (0, 0, 320, 50) mask h=-&- v=--& (5:6)
        item caption label in banner text "Hi" font 15 lines 0 (6:7)
        constraint banner.height == 60 "tall" (7:1)
        constraint caption.centerY == banner.centerY (8:1)
        expect conflict "tall" broken "tall" within 0.01 (9:1)
        step "Turn translation off" (10:1)
          edit update item banner view in root frame (0, 0, 320, 50) mask h=-&- v=--& (5:6) (11:5)
          expect no conflict within 0.01 (12:5)

        """,
    ]
}
