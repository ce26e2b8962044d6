import LayoutModel
import XCTest
@testable import LayoutScript

/// System spacing (docs/semantics.md, "System spacing"): VFL's standard `-` and the pasted
/// `NSSpace(8)` forms, `+ system` in equations, stacks with `spacing system`; the frames each
/// gives (computed by hand from the 8-point value and the root's 8-point margins), how UIKit's
/// log prints them, and the errors for bad forms.
final class SystemSpacingTests: XCTestCase {
    private func run(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> ScenarioRun {
        let scenario = try XCTUnwrap(Parse.scenario(text, file: file, line: line), file: file, line: line)
        let run = try ScenarioRun(scenario)
        try run.run()
        return run
    }

    private func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
        Rect(x: x, y: y, width: width, height: height)
    }

    private func address(_ name: String) -> String { FakeAddress.ofItem(name) }
    private var rootMarginsGuide: String { "UILayoutGuide:\(address("root.layoutMarginsGuide"))'UIViewLayoutMarginsGuide'" }

    /// The UIKit descriptions of the file's own constraints, in file order.
    private func printed(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> [String] {
        guard let scenario = Parse.scenario(text, file: file, line: line) else { return [] }
        let describer = UIKitDescriber(layout: scenario.layout)
        return scenario.layout.constraints.map { describer.describe($0) }
    }

    // MARK: - VFL

    func testStandardSpacingIsEightBetweenSiblingsAndTheMarginAtTheEdges() throws {
        let run = try run("""
            screen 320 x 480
            view a
            view b
            H:|-[a(100)]-[b]-|
            V:|-[a(50)]
            V:|-[b(50)]
            """)
        let solution = run.results[0].solution
        // a: the root's leading margin (8), 100 wide. b: 8 + 100 + 8 = 116, to the trailing
        // margin at 320 - 8 = 312, so 196 wide. Both 8 below the top margin's edge.
        XCTAssertEqual(solution.frame(of: "a"), rect(8, 8, 100, 50))
        XCTAssertEqual(solution.frame(of: "b"), rect(116, 8, 196, 50))
        let constraints = run.scenario.layout.constraints
        // Every `-` is system spacing; the size predicates are not.
        XCTAssertEqual(constraints.map { $0.systemSpacing?.rawValue ?? "-" },
                       ["visualFormat", "-", "visualFormat", "visualFormat", "visualFormat", "-", "visualFormat", "-"])
    }

    func testStandardSpacingPrintsAsUIKitPrintsIt() {
        let lines = printed("""
            view a
            view b
            H:|-[a]-[b]-|
            """)
        XCTAssertEqual(lines.count, 3)
        // Apple's Auto Layout Guide log: `H:[UILabel:0x…'Name']-(NSSpace(8))-[UITextField:0x…]`.
        XCTAssertTrue(lines[1].hasPrefix("<NSLayoutConstraint:0x6"), lines[1])
        XCTAssertTrue(lines[1].hasSuffix(" H:[UIView:\(address("a"))]-(NSSpace(8))-[UIView:\(address("b"))]   (active)>"), lines[1])
        // wtfautolayout#13 (iOS 12): `UILayoutGuide:0x…'UIViewLayoutMarginsGuide'.bottom == UIButton:0x…'Cancel'.bottom NSSpace(0)`.
        XCTAssertTrue(lines[0].hasSuffix(" UIView:\(address("a")).leading == \(rootMarginsGuide).leading NSSpace(0)   (active)>"), lines[0])
        XCTAssertTrue(lines[2].hasSuffix(" \(rootMarginsGuide).trailing == UIView:\(address("b")).trailing NSSpace(0)   (active)>"), lines[2])
    }

    func testPastedSystemSpacingKeepsItsNumberAndItsForm() throws {
        let text = """
            screen 320 x 480
            view a
            view b
            H:|-(NSSpace(20))-[a(100)]-(NSSpace(8))-[b(50)]
            V:|[a(10)]
            V:|[b(10)]
            """
        let solution = try run(text).results[0].solution
        // NSSpace(20) is 20 from the root's edge, not its margin; b at 20 + 100 + 8 = 128.
        XCTAssertEqual(solution.frame(of: "a"), rect(20, 0, 100, 10))
        XCTAssertEqual(solution.frame(of: "b"), rect(128, 0, 50, 10))
        let lines = printed(text)
        // The form iOS 7 logs print, `H:|-(NSSpace(20))-[UIButton…]` (docs/semantics.md), comes back as written.
        XCTAssertTrue(lines[0].hasSuffix(" H:|-(NSSpace(20))-[UIView:\(address("a"))]   (active, names: '|':UIView:\(address("root")) )>"), lines[0])
        XCTAssertTrue(lines[2].hasSuffix(" H:[UIView:\(address("a"))]-(NSSpace(8))-[UIView:\(address("b"))]   (active)>"), lines[2])
    }

    func testPastedAnchorSpacingIsASystemBaselineConstraint() throws {
        let text = """
            view a
            view b
            label title in a
            [a]-(>=NSLayoutAnchorConstraintSpace(8)@750)-[b]
            V:|-(>=NSLayoutAnchorConstraintSpace(8))-[title]
            """
        let scenario = try XCTUnwrap(Parse.scenario(text))
        XCTAssertEqual(Parse.constraints(text), ["b.leading >= a.trailing + 8 @750", "title.top >= a.top + 8"])
        XCTAssertEqual(scenario.layout.constraints.map(\.className), ["_UISystemBaselineConstraint", "_UISystemBaselineConstraint"])
        let lines = printed(text)
        XCTAssertTrue(lines[0].hasPrefix("<_UISystemBaselineConstraint:0x6"), lines[0])
        XCTAssertTrue(lines[0].hasSuffix(" H:[UIView:\(address("a"))]-(>=NSLayoutAnchorConstraintSpace(8)@750)-[UIView:\(address("b"))]   (active)>"), lines[0])
        // wtfautolayout#20: `V:|-(>=NSLayoutAnchorConstraintSpace(8))-[UILabel:0x…]   (active, names: '|':… )`.
        XCTAssertTrue(lines[1].hasSuffix(" V:|-(>=NSLayoutAnchorConstraintSpace(8))-[UILabel:\(address("title"))]   (active, names: '|':UIView:\(address("a")) )>"), lines[1])
    }

    // MARK: - Equations

    func testSystemSpacingInEquations() throws {
        let text = """
            screen 320 x 480
            view a
            view b
            view c
            view d
            a.leading == root.leading
            a.top == root.top
            a.width == 100
            a.height == 20
            b.leading == a.trailing + system
            b.top == a.bottom + system
            b.width == 50
            b.height == 20
            c.leading >= b.trailing + 2*system
            c.leading == root.leading @750
            c.top == b.bottom + 0.5*system
            c.width == 10
            c.height == 20
            d.trailing == root.trailing - system
            d.top == root.top
            d.width == 40
            d.height == 20
            """
        let solution = try run(text).results[0].solution
        // b: 100 + 8 = 108 across, 20 + 8 = 28 down.
        XCTAssertEqual(solution.frame(of: "b"), rect(108, 28, 50, 20))
        // c: at least 158 + 2 × 8 = 174 (pulled left at 750); 48 + 0.5 × 8 = 52 down.
        XCTAssertEqual(solution.frame(of: "c"), rect(174, 52, 10, 20))
        // d: the root's trailing edge 8 after d's, so d ends at 312 and starts at 272.
        XCTAssertEqual(solution.frame(of: "d"), rect(272, 0, 40, 20))
        XCTAssertEqual(Array(Parse.constraints(text)[4...5]), ["b.leading == a.trailing + 8", "b.top == a.bottom + 8"])
        // Written the other way round, the anchors swap as the API would make them.
        XCTAssertEqual(Parse.constraints(text)[13], "root.trailing == d.trailing + 8")
        let lines = printed(text)
        XCTAssertTrue(lines[4].hasPrefix("<_UISystemBaselineConstraint:0x6"), lines[4])
        XCTAssertTrue(lines[4].hasSuffix(" H:[UIView:\(address("a"))]-(NSLayoutAnchorConstraintSpace(8))-[UIView:\(address("b"))]   (active)>"), lines[4])
        // Decision (unconfirmed): a multiple prints the points it comes to.
        XCTAssertTrue(lines[8].hasSuffix(" H:[UIView:\(address("b"))]-(>=NSLayoutAnchorConstraintSpace(16))-[UIView:\(address("c"))]   (active)>"), lines[8])
        XCTAssertTrue(lines[13].hasSuffix(" H:[UIView:\(address("d"))]-(NSLayoutAnchorConstraintSpace(8))-|   (active, names: '|':UIView:\(address("root")) )>"), lines[13])
    }

    func testReversedInequalityFlipsAndNonGapShapesPrintAsEquations() {
        let text = """
            view a
            view b
            a.trailing <= b.leading - system
            a.bottom <= root.bottom + system
            """
        XCTAssertEqual(Parse.constraints(text), ["b.leading >= a.trailing + 8", "a.bottom <= root.bottom + 8"])
        // The shape of a logged equation (wtfautolayout's anonymised logs):
        // `SomeView:0x….bottom <= UILayoutGuide:0x…'UIViewSafeAreaLayoutGuide'.bottom NSLayoutAnchorConstraintSpace(8)`.
        let lines = printed(text)
        XCTAssertTrue(lines[1].hasSuffix(" UIView:\(address("a")).bottom <= UIView:\(address("root")).bottom NSLayoutAnchorConstraintSpace(8)   (active)>"), lines[1])
    }

    func testSettingTheConstantMakesItANumber() throws {
        let run = try run("""
            screen 320 x 480
            view a
            view b
            a.leading == root.leading
            b.leading == a.trailing + system "gap"
            step "wider" {
                set "gap".constant 20
            }
            """)
        let gap = { (index: Int) in run.results[index].step.layout.constraints.first { $0.identifier == "gap" } }
        XCTAssertEqual(gap(0)?.systemSpacing, .anchor)
        XCTAssertNil(gap(1)?.systemSpacing)
        XCTAssertEqual(gap(1)?.constant, 20)
    }

    // MARK: - Stack views

    func testStackWithSystemSpacingAndItsSteps() throws {
        let run = try run("""
            screen 320 x 480
            stack row spacing system {
                view a intrinsic 40 x 20
                view b intrinsic 60 x 20
                view c intrinsic 30 x 20
            }
            row.leading == root.leading
            row.top == root.top
            step "numbers" {
                set row.spacing 4
            }
            step "system again" {
                set row.spacing system
            }
            step "custom after a" {
                set row.spacing 20 after a
            }
            """)
        func frames(_ step: Int) -> [Rect?] { ["a", "b", "c", "row"].map { run.results[step].solution.frame(of: $0) } }
        // System: 40 + 8 + 60 + 8 + 30 = 146 wide.
        XCTAssertEqual(frames(0), [rect(0, 0, 40, 20), rect(48, 0, 60, 20), rect(116, 0, 30, 20), rect(0, 0, 146, 20)])
        // 4 points: 40 + 4 + 60 + 4 + 30 = 138.
        XCTAssertEqual(frames(1), [rect(0, 0, 40, 20), rect(44, 0, 60, 20), rect(108, 0, 30, 20), rect(0, 0, 138, 20)])
        XCTAssertEqual(frames(2), frames(0))
        // A custom spacing wins after a; the gap after b stays the system's: 40 + 20 + 60 + 8 + 30 = 158.
        XCTAssertEqual(frames(3), [rect(0, 0, 40, 20), rect(60, 0, 60, 20), rect(128, 0, 30, 20), rect(0, 0, 158, 20)])
        XCTAssertEqual(run.scenario.layout.item(named: "row")?.stack?.usesSystemSpacing, true)
    }

    func testStackSystemSpacingPrintsAsUISVSpacingSystemBaselineConstraints() throws {
        let scenario = try XCTUnwrap(Parse.scenario("""
            stack row axis vertical spacing system {
                view a intrinsic 40 x 20
                view b intrinsic 60 x 20
            }
            """))
        let engine = try LayoutEngine(layout: scenario.layout)
        let spacing = engine.generated.constraints.filter { $0.identifier == "UISV-spacing" }
        XCTAssertEqual(spacing.map(\.constant), [8])
        // wtfautolayout#10: `<_UISystemBaselineConstraint:0x… 'UISV-spacing' V:[UIStackView:0x…]-(NSLayoutAnchorConstraintSpace(8))-[UIButton:0x…'…']   (active)>`.
        let line = engine.uikitDescriber.describe(try XCTUnwrap(spacing.first))
        XCTAssertTrue(line.hasPrefix("<_UISystemBaselineConstraint:0x6"), line)
        XCTAssertTrue(line.hasSuffix(" 'UISV-spacing' V:[UIView:\(address("a"))]-(NSLayoutAnchorConstraintSpace(8))-[UIView:\(address("b"))]   (active)>"), line)
        XCTAssertTrue(ScenarioDump.render(scenario).contains("spacing system"))
    }

    func testHiddenViewCollapsesASystemGapToAPlainZero() throws {
        let scenario = try XCTUnwrap(Parse.scenario("""
            stack row spacing system {
                view a intrinsic 40 x 20
                view b intrinsic 60 x 20 hidden
                view c intrinsic 30 x 20
            }
            """))
        let engine = try LayoutEngine(layout: scenario.layout)
        let spacing = engine.generated.constraints.filter { $0.identifier == "UISV-spacing" }
        // The gap after a keeps the system's 8 (c follows it visibly); the one after hidden b is 0.
        XCTAssertEqual(spacing.map(\.constant), [8, 0])
        XCTAssertEqual(spacing.map(\.className), ["_UISystemBaselineConstraint", "NSLayoutConstraint"])
    }

    // MARK: - UIKit's console log

    func testTheAutoLayoutGuidesConflictLogsTheStandardSpacingAsNSSpace() throws {
        // The layout of Apple's log in the Auto Layout Guide ("Debugging Tricks and Tips"): a
        // label at least 400 wide with a text field after it, in a 320-wide root.
        let run = try run("""
            screen 320 x 480
            label name text "Name"
            textfield field
            H:|-[name(>=400)]-[field]-|
            V:|-[name]
            V:|-[field]
            """)
        let conflict = try XCTUnwrap(run.results[0].solution.conflicts.first)
        let log = run.engine.uikitDescriber.unsatisfiableLog(conflict)
        let name = "UILabel:\(address("name"))'Name'", field = "UITextField:\(address("field"))"
        XCTAssertTrue(log.contains(" H:[\(name)]-(NSSpace(8))-[\(field)]   (active)>\""), log)
        XCTAssertTrue(log.contains(" \(name).leading == \(rootMarginsGuide).leading NSSpace(0)   (active)>\""), log)
        XCTAssertTrue(log.contains(" \(rootMarginsGuide).trailing == \(field).trailing NSSpace(0)   (active)>\""), log)
        XCTAssertTrue(log.contains(" \(name).width >= 400   (active)>\""), log)
    }

    // MARK: - Errors

    func testVFLErrorsPointAtTheBadCharacter() {
        let views = "view a\nview b\n"
        XCTAssertEqual(Parse.errors(views + "[a]-(NSSpace(x))-[b]\n"),
                       ["3:14: Expected the points inside NSSpace(…): a number that is not negative, as UIKit prints it (NSSpace(8))"])
        XCTAssertEqual(Parse.errors(views + "[a]-(NSSpace(-8))-[b]\n"),
                       ["3:14: NSSpace(…) cannot be negative: system spacing is a gap UIKit chose, never an overlap"])
        XCTAssertEqual(Parse.errors(views + "[a]-(NSSpace(8-[b]\n"), ["3:15: Expected ')' to close NSSpace("])
        // NSSpace's own parenthesis closed, the predicate list's not.
        XCTAssertEqual(Parse.errors(views + "[a]-(NSSpace(8)-[b]\n"), ["3:16: Expected ',' or ')' in the spacing predicates"])
        XCTAssertEqual(Parse.errors(views + "[a(NSSpace(8))]\n"),
                       ["3:4: NSSpace(…) is a spacing between views; it cannot be a view's size"])
        // "NSLayoutAnchorConstraintSpace" is 29 characters from column 6, so '(' is 35 and 'p' 36.
        XCTAssertEqual(Parse.errors(views + "metric pad = 8\n[a]-(NSLayoutAnchorConstraintSpace(pad))-[b]\n"),
                       ["4:36: Expected the points inside NSLayoutAnchorConstraintSpace(…): a number that is not negative, as UIKit prints it (NSLayoutAnchorConstraintSpace(8))"])
    }

    func testEquationErrors() {
        let views = "view a\nview b\n"
        XCTAssertEqual(Parse.errors(views + "b.leading == a.trailing + system + 8\n"),
                       ["3:1: system spacing cannot be added to a number: UIKit's system-spacing constraints have no other constant"])
        XCTAssertEqual(Parse.errors(views + "b.width == a.width + system\n"),
                       ["3:1: system spacing is a gap between positions (x-axis anchors: …SystemSpacingAfter:, y-axis anchors: …Below:); `width` is a size"])
        XCTAssertEqual(Parse.errors(views + "b.leading == 2*a.trailing + system\n"),
                       ["3:1: system spacing takes no multiplier on an anchor; its multiple goes on `system` (`b.leading == a.trailing + 2*system`)"])
        XCTAssertEqual(Parse.errors(views + "b.leading == a.trailing + system - system\n"), ["3:1: the system spacing terms cancel out"])
        let shape = Parse.errors(views + "b.leading == system\n")
        XCTAssertEqual(shape.count, 1)
        XCTAssertTrue(shape.first?.hasPrefix("3:1: system spacing relates two anchors with nothing else") == true, "\(shape)")
        // A metric named `system` keeps its meaning.
        XCTAssertEqual(Parse.constraints(views + "metric system = 3\nb.leading == a.trailing + system\n"), ["b.leading == a.trailing + 3"])
    }

    func testCustomSystemSpacingAfterOneView() throws {
        let run = try run("""
            screen 320 x 480
            stack row spacing 4 {
                view a intrinsic 40 x 20
                view b intrinsic 60 x 20
                view c intrinsic 30 x 20
                spacing system after b
            }
            row.leading == root.leading
            row.top == root.top
            step "a number again" {
                set row.spacing 10 after b
            }
            """)
        func frames(_ step: Int) -> [Rect?] { ["a", "b", "c", "row"].map { run.results[step].solution.frame(of: $0) } }
        // 40 + 4 + 60 + 8 (system, after b) + 30 = 142.
        XCTAssertEqual(frames(0), [rect(0, 0, 40, 20), rect(44, 0, 60, 20), rect(112, 0, 30, 20), rect(0, 0, 142, 20)])
        // The number replaces the system spacing after b: 40 + 4 + 60 + 10 + 30 = 144.
        XCTAssertEqual(frames(1), [rect(0, 0, 40, 20), rect(44, 0, 60, 20), rect(114, 0, 30, 20), rect(0, 0, 144, 20)])
        let stack = try XCTUnwrap(run.scenario.layout.item(named: "row")?.stack)
        XCTAssertEqual(stack.customSystemSpacing, ["b"])
        XCTAssertTrue(ScenarioDump.render(run.scenario).contains("spacing system after b"))
        let spacing = run.results[0].solution.constraints.map(\.spec).filter { $0.identifier == "UISV-spacing" }
        XCTAssertEqual(spacing.map(\.className), ["NSLayoutConstraint", "_UISystemBaselineConstraint"])
    }

    func testStackPropertyErrors() {
        let misspelt = Parse.errors("stack row spacing sytem\n")
        XCTAssertEqual(misspelt.count, 1)
        XCTAssertTrue(misspelt.first?.hasPrefix("1:19: ") == true, "\(misspelt)")
        XCTAssertTrue(misspelt.first?.contains("'system'") == true, "\(misspelt)")
    }
}
