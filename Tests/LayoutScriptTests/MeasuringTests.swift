import LayoutModel
import XCTest
@testable import LayoutScript

/// docs/scenario-language.md, "Steps": `set … withoutInvalidating` changes what a view would
/// measure without telling Auto Layout, and `invalidate NAME` (invalidateIntrinsicContentSize)
/// measures it again. UILabel and UIButton re-measure themselves; a text field being typed into and
/// a custom view do not (docs/semantics.md, "Intrinsic size that was not invalidated").
final class MeasuringTests: XCTestCase {
    private func run(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> ScenarioRun {
        let scenario = try XCTUnwrap(Parse.scenario(text, file: file, line: line))
        let run = try ScenarioRun(scenario)
        try run.run()
        return run
    }

    func testTypingIntoATextFieldKeepsTheOldSizeUntilInvalidated() throws {
        // Sizes from Scenarios/growing-text-field.layout's notes (the model font at 17 pt): an empty
        // field is 14 pt wide (its padding) and 34 tall; "blog" makes it 47.5 wide, "my-photo-blog" 130.
        let run = try run("""
            textfield site text none
            site.leading == root.leading + 8
            site.top == root.top + 40
            expect site.frame == (8, 40, 14, 34)
            step "type blog" {
                set site.text "blog" withoutInvalidating
                expect site.frame == (8, 40, 14, 34)
            }
            step "type more" {
                set site.text "my-photo-blog" withoutInvalidating
                expect site.frame == (8, 40, 14, 34)
            }
            step "editingChanged calls invalidateIntrinsicContentSize" {
                invalidate site
                expect site.frame == (8, 40, 130, 34)
            }
            step "set in code, measured at once" {
                set site.text "blog"
                expect site.frame == (8, 40, 47.5, 34)
            }
            """)
        XCTAssertEqual(run.failures.map(\.description), [])
        XCTAssertNil(run.engine.layout.item(named: "site")?.lastMeasured)
    }

    func testACustomViewsReportedSizeAndTheFirstUnreportedChange() throws {
        // The badge reports 24 x 24; its intrinsicContentSize becomes 40 x 24, then 56 x 24, unreported:
        // Auto Layout keeps 24 (what it measured before the first change) until `invalidate`.
        let scenario = try XCTUnwrap(Parse.scenario("""
            view badge intrinsic 24 x 24
            badge.leading == root.leading
            badge.top == root.top
            step "count 128" {
                set badge intrinsic 40 x 24 withoutInvalidating
                set badge intrinsic 56 x 24 withoutInvalidating
                set badge hidden false
                expect badge.width == 24
            }
            step "invalidate" {
                invalidate badge
                invalidate badge
                expect badge.width == 56
            }
            """))
        let edits = scenario.steps.map { $0.edits.count }
        // Three updates (the hidden flag keeps the stale measurement), then one: nothing was stale the second time.
        XCTAssertEqual(edits, [3, 1])
        guard case let .updateItem(item)? = scenario.steps[0].edits.last?.edit else { return XCTFail("no update") }
        XCTAssertEqual(item.lastMeasured, MeasuredContent(text: nil, fontSize: 17, intrinsicWidth: 24, intrinsicHeight: 24))
        XCTAssertTrue(ScenarioDump.describe(item).contains("intrinsic 56 x 24 measured as (text none font 17 intrinsic 24 x 24)"),
                      ScenarioDump.describe(item))
        let run = try ScenarioRun(scenario)
        try run.run()
        XCTAssertEqual(run.failures.map(\.description), [])
    }

    func testLabelsAndButtonsAlwaysMeasureAndOnlyContentGoesUnmeasured() {
        XCTAssertEqual(Parse.errors("""
            label name text "A"
            button go title "Go"
            textfield field
            step "s" {
                set name.text "B" withoutInvalidating
                set go.title "Stop" withoutInvalidating
                set field hidden true withoutInvalidating
                set field withoutInvalidating
                invalidate nobody
            }
            """), [
            "5:5: a label measures itself again whenever its text or font changes (UIKit calls invalidateIntrinsicContentSize for it), so its change cannot go unmeasured; 'withoutInvalidating' is for text fields and custom views",
            "6:5: a button measures itself again whenever its text or font changes (UIKit calls invalidateIntrinsicContentSize for it), so its change cannot go unmeasured; 'withoutInvalidating' is for text fields and custom views",
            "7:15: 'hidden' does not change what the view measures; only text, font and intrinsic go 'withoutInvalidating'",
            "8:15: expected a property to set before 'withoutInvalidating', found 'withoutInvalidating'",
            "9:16: unknown view 'nobody'",
        ])
    }
}
