import LayoutModel
import LayoutScript
import XCTest

/// A fix is printed as `.layout` step lines by `ScenarioEditWriter`; those lines, read back as a
/// step, must make the same change as the edit itself (independent check: the parser and the
/// engine's `apply`, not the writer, decide what the lines mean).
final class ScenarioEditWriterTests: XCTestCase {
    let base = """
        screen 320 x 568
        label name text "Name" hugging h 250
        label level text "Level 12"
        H:|-[name]-[level]-| "row"
        V:|-20-[name]
        level.top == name.top "tops"
        name.width >= 10 @500 "min"

        """

    /// The layout after `edits` applied straight to an engine, and after the writer's lines are
    /// parsed as a step and run, as comparable text: items and every constraint's syntax.
    private func outcomes(_ edits: [LayoutEdit]) throws -> (direct: String, written: String, lines: [String]) {
        let lines = ScenarioEditWriter().lines(for: edits)
        let scenario = try ScenarioParser.parse(base, file: "edits.layout")
        let engine = try LayoutEngine(layout: scenario.layout)
        for edit in edits { try engine.apply(edit) }
        let stepped = try ScenarioParser.parse(base + "step \"fix\" {\n" + lines.map { "    " + $0 }.joined(separator: "\n") + "\n}\n",
                                               file: "edits.layout")
        let run = try ScenarioRun(stepped)
        try run.run(through: 1)
        func text(_ layout: Layout) -> String {
            (layout.items.map { "\($0)" } + layout.constraints.map { ScenarioSyntax.describe($0) + " active=\($0.isActive)" })
                .joined(separator: "\n")
        }
        return (text(engine.layout), text(run.engine.layout), lines)
    }

    func testEveryFixEditReadsBackAsTheSameChange() throws {
        let added = LayoutConstraintSpec(first: Anchor("level", .width), relation: .equal, second: nil, constant: 90,
                                         identifier: "fix-level-width", provenance: .source(SourceLocation(file: "fix", line: 1, column: 1)))
        let cases: [[LayoutEdit]] = [
            [.setActive(identifier: "min", false)],
            [.setPriority(identifier: "min", 600)],
            [.setActive(identifier: "tops", false), .setPriority(identifier: "tops", 999), .setActive(identifier: "tops", true)],
            [.removeConstraint(identifier: "min")],
            [.setConstant(identifier: "min", 20)],
            [.setContentPriority(item: "name", .hugging, .horizontal, 251)],
            [.setContentPriority(item: "level", .compressionResistance, .vertical, 700)],
            [.addConstraint(added)],
            // The engine names the root's safe-area guide `root.safeArea`; the line must say `safeArea`.
            [.addConstraint(LayoutConstraintSpec(first: Anchor("name", .top), relation: .greaterOrEqual,
                                                 second: Anchor("root.safeArea", .top), constant: 20, priority: 249,
                                                 identifier: "name-top", provenance: .source(SourceLocation(file: "fix", line: 1, column: 1))))],
            [.removeConstraint(identifier: "tops"), .addConstraint(LayoutConstraintSpec(
                first: Anchor("level", .top), relation: .greaterOrEqual, second: Anchor("name", .top), constant: 0,
                identifier: "tops", provenance: .source(SourceLocation(file: "fix", line: 1, column: 1))))],
        ]
        for edits in cases {
            let outcome = try outcomes(edits)
            XCTAssertEqual(outcome.written, outcome.direct, "\(outcome.lines)")
        }
    }

    func testSafeAreaAnchorIsWrittenAsTheLanguageReadsIt() {
        let spec = LayoutConstraintSpec(first: Anchor("banner", .top), relation: .lessOrEqual, second: Anchor("root.safeArea", .top),
                                        constant: 0, identifier: "banner-top",
                                        provenance: .source(SourceLocation(file: "fix", line: 1, column: 1)))
        XCTAssertEqual(ScenarioEditWriter().lines(for: [.addConstraint(spec)]), [#"banner.top <= safeArea.top "banner-top""#])
    }

    func testContentPriorityLineNamesTheItemPropertyAndAxis() {
        XCTAssertEqual(ScenarioEditWriter().lines(for: [.setContentPriority(item: "name", .hugging, .horizontal, 251),
                                                        .setContentPriority(item: "bio", .compressionResistance, .vertical, 749.5)]),
                       ["set name.hugging h 251", "set bio.compression v 749.5"])
    }
}
