import Cassowary
import LayoutModel
import XCTest
@testable import LayoutScript

/// `ScenarioWriter`: a scenario written as `.layout` text reads back as the same layout. The
/// round trip over every lesson, Interface Builder scene and console log is in CommandTests
/// (`EmitLayoutRoundTripTests`); these are small cases checked by hand.
final class ScenarioWriterTests: XCTestCase {
    /// A file in the language comes back in one canonical spelling: `in root` on every
    /// declaration, properties in a fixed order, `inactive` after the identifier, numbers as
    /// short as they read back, and the steps' edits as step lines.
    func testALayoutFileIsWrittenInTheLanguage() throws {
        let source = """
            title "Row"
            screen 320 x 480
            label name text "Name"
            label level in root text "Lv \\"12\\"" hugging h 252 font 15
            name.leading == root.leadingMargin
            level.leading == name.trailing + 8 @750 "gap"
            level.width == 0.5 * name.width
            inactive name.width == 10 "narrow"
            note "n"
            expect name not ambiguous

            step "Wider" {
                screen 480 x 320
                set level hidden true
                deactivate "gap"
            }
            """
        let scenario = try ScenarioParser.parse(source, file: "row.layout")
        let written = ScenarioWriter.write(scenario)
        XCTAssertEqual(written.text, """
            title "Row"
            screen 320 x 480
            label name in root text "Name"
            label level in root text "Lv \\"12\\"" font 15 hugging h 252
            name.leading == root.leadingMargin
            level.leading == name.trailing + 8 @750 "gap"
            level.width == 0.5*name.width
            name.width == 10 "narrow" inactive
            note "n"
            expect name not ambiguous

            step "Wider" {
                screen 480 x 320
                set level hidden
                deactivate "gap"
            }

            """)
        XCTAssertTrue(written.leftOut.isEmpty, "\(written.leftOut)")
        // Written again from its own parse, the text is the same: the writer's spelling is a fixed point.
        XCTAssertEqual(ScenarioWriter.write(try ScenarioParser.parse(written.text, file: "row.layout")).text, written.text)
    }

    /// Names as an importer gives them: with spaces and quotes, a reserved word, two that clean up
    /// to the same identifier. Each gets a valid, unique name, the original in a comment with the
    /// line it came from, and the layout solves the same.
    func testImportedNamesBecomeIdentifiersAndTheLayoutSolvesTheSame() throws {
        let scenario = Self.importedScenario()
        let written = ScenarioWriter.write(scenario, header: ["from Main.storyboard"])
        let names = written.names
        XCTAssertEqual(names.name(of: "view 8bC-Xf-vdC"), "view_8bC_Xf_vdC")
        XCTAssertEqual(names.name(of: "label \"Sign in\""), "label_Sign_in")
        XCTAssertEqual(names.name(of: "safeArea"), "safeArea_view", "a reserved word gets its kind behind it")
        XCTAssertEqual(names.name(of: "image A-1"), "image_A_1")
        XCTAssertEqual(names.name(of: "image A 1"), "image_A_1_2", "the second to clean up to image_A_1 is numbered")
        XCTAssertEqual(names.name(of: "2 up"), "view_2_up", "a name cannot start with a digit")
        let lines = written.text.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first, "# from Main.storyboard")
        XCTAssertTrue(lines.contains("root view_8bC_Xf_vdC  # view 8bC-Xf-vdC, Main.storyboard:3:5"), written.text)
        XCTAssertTrue(lines.contains("label label_Sign_in in view_8bC_Xf_vdC text \"Sign in\"  # label \"Sign in\", Main.storyboard:12:5"),
                      written.text)
        XCTAssertTrue(lines.contains("label_Sign_in.top == safeArea.top + 10  # Main.storyboard:40:7"), written.text)

        let reread = try ScenarioParser.parse(written.text, file: "written.layout")
        let frames = try Self.frames(reread)
        // label: 20 from the root's left; 10 below the safe area, whose top is 44 down: y = 54;
        // 100 × 21 as constrained. safeArea_view: 8 after the label's right edge (20 + 100 + 8 = 128),
        // level with its top, 10 × 10.
        XCTAssertEqual(frames["label_Sign_in"], Rect(x: 20, y: 54, width: 100, height: 21))
        XCTAssertEqual(frames["safeArea_view"], Rect(x: 128, y: 54, width: 10, height: 10))
        XCTAssertEqual(frames["image_A_1_2"], Rect(x: 0, y: 0, width: 5, height: 5))
        XCTAssertEqual(try Self.frames(scenario)["label \"Sign in\""], frames["label_Sign_in"])
        XCTAssertEqual(ScenarioWriter.write(scenario, header: ["from Main.storyboard"]).text, written.text, "same input, same bytes")
    }

    /// Words the language uses elsewhere but reads as names where a name stands (a statement's
    /// keyword, a kind, a property) stay as they are; the ones a line would misread are renamed.
    func testKeywordsAsNames() throws {
        var layout = Layout()
        let names = ["title", "step", "label", "text", "expect", "superview", "system", "in", "conflict"]
        for name in names { layout.items.append(LayoutItem(name: name, kind: .view, parent: "root")) }
        for (index, name) in names.enumerated() {
            func spec(_ attribute: LayoutAttribute, _ second: Anchor?, _ constant: Double) -> LayoutConstraintSpec {
                LayoutConstraintSpec(first: Anchor(name, attribute), relation: .equal, second: second, constant: constant,
                                     provenance: .source(SourceLocation(file: "k.storyboard", line: index + 1, column: 1)))
            }
            layout.constraints += [spec(.left, Anchor("root", .left), Double(10 * index)), spec(.top, Anchor("root", .top), 5),
                                   spec(.width, nil, 10), spec(.height, nil, 10)]
        }
        let written = ScenarioWriter.write(Scenario(file: "k.storyboard", layout: layout))
        XCTAssertEqual(names.map { written.names.name(of: $0) ?? "-" },
                       ["title", "step", "label", "text", "expect", "superview_view", "system_view", "in_view", "conflict_view"])
        let frames = try Self.frames(try ScenarioParser.parse(written.text, file: "k.layout"))
        // Each view is 10 × 10 at (10 × its position in the list, 5): `in` is the eighth, at x = 70.
        XCTAssertEqual(frames["in_view"], Rect(x: 70, y: 5, width: 10, height: 10))
        XCTAssertEqual(frames["expect"], Rect(x: 40, y: 5, width: 10, height: 10))
    }

    /// A property the language gives only to some kinds is not dropped silently when an item of
    /// another kind has it: the file says so in a comment.
    func testWhatTheLanguageCannotSayIsAComment() throws {
        var layout = Layout()
        var image = LayoutItem(name: "picture", kind: .imageView, parent: "root")
        image.text = "caption"
        layout.items.append(image)
        let written = ScenarioWriter.write(Scenario(file: "x.storyboard", layout: layout))
        XCTAssertEqual(written.leftOut.count, 1)
        XCTAssertTrue(written.text.contains("# left out: the text \"caption\" (the language gives text to labels, buttons and text fields) of 'picture'"),
                      written.text)
        XCTAssertNoThrow(try ScenarioParser.parse(written.text, file: "written.layout"))
    }

    /// Steps that change what a view measures keep the builder's meaning: an unreported change is
    /// `withoutInvalidating`, a re-measure alone is `invalidate`.
    func testMeasuringEditsAreWrittenAsTheyWereMeant() throws {
        let source = """
            textfield site text none
            step "types" {
                set site.text "blog" withoutInvalidating
            }
            step "reported" {
                invalidate site
            }
            """
        let written = ScenarioWriter.write(try ScenarioParser.parse(source, file: "t.layout"))
        XCTAssertTrue(written.text.contains("    set site text \"blog\" withoutInvalidating\n"), written.text)
        XCTAssertTrue(written.text.contains("    invalidate site\n"), written.text)
    }

    // MARK: - Helpers

    /// An Interface Builder-like scene built by hand: the root `view 8bC-Xf-vdC` (44 pt of safe
    /// area at the top), a label named by its text, a view named `safeArea`, two image views
    /// whose names differ only in punctuation, and a view whose name starts with a digit.
    static func importedScenario() -> Scenario {
        let file = "Main.storyboard"
        func at(_ line: Int, _ column: Int) -> SourceLocation { SourceLocation(file: file, line: line, column: column) }
        let root = "view 8bC-Xf-vdC", label = "label \"Sign in\""
        var layout = Layout(rootName: root, screen: Size(width: 320, height: 568))
        layout.safeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 0, right: 0)
        layout.items[0].location = at(3, 5)
        var labelItem = LayoutItem(name: label, kind: .label, parent: root)
        labelItem.text = "Sign in"
        labelItem.location = at(12, 5)
        layout.items.append(labelItem)
        for (name, kind) in [("safeArea", ViewKind.view), ("image A-1", .imageView), ("image A 1", .imageView), ("2 up", .view)] {
            layout.items.append(LayoutItem(name: name, kind: kind, parent: root))
        }
        func spec(_ first: Anchor, _ second: Anchor? = nil, _ constant: Double, _ line: Int) -> LayoutConstraintSpec {
            LayoutConstraintSpec(first: first, relation: .equal, second: second, constant: constant, provenance: .source(at(line, 7)))
        }
        layout.constraints = [
            spec(Anchor(label, .left), Anchor(root, .left), 20, 39),
            spec(Anchor(label, .top), Anchor("\(root).safeArea", .top), 10, 40),
            spec(Anchor(label, .width), nil, 100, 41),
            spec(Anchor(label, .height), nil, 21, 42),
            spec(Anchor("safeArea", .left), Anchor(label, .right), 8, 43),
            spec(Anchor("safeArea", .top), Anchor(label, .top), 0, 44),
            spec(Anchor("safeArea", .width), nil, 10, 45),
            spec(Anchor("safeArea", .height), nil, 10, 46),
        ]
        for name in ["image A-1", "image A 1", "2 up"] {
            layout.constraints += [spec(Anchor(name, .left), Anchor(root, .left), 0, 50), spec(Anchor(name, .top), Anchor(root, .top), 0, 51),
                                   spec(Anchor(name, .width), nil, 5, 52), spec(Anchor(name, .height), nil, 5, 53)]
        }
        var scenario = Scenario(file: file, layout: layout)
        scenario.title = "Sign in"
        return scenario
    }

    static func frames(_ scenario: Scenario) throws -> [String: Rect] {
        let run = try ScenarioRun(scenario)
        var frames: [String: Rect] = [:]
        for entry in run.results[0].solution.frames { frames[entry.item] = entry.frame }
        return frames
    }
}
