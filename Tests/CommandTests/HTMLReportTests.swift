import Foundation
import LayoutModel
import LayoutScript
import Render
import XCTest
@testable import LayoutDebugCommands
import Reports

/// The interactive page (`report`, `teach --html`, `lint --format html`) without a browser: it is
/// self-contained and the same bytes twice, words and pictures carry the same tags, a fix's
/// preview is where the fix really puts each view (re-solved by the engine's ordinary path),
/// names cannot break out of their markup, and the usage errors. `HTMLReportBrowserTests` drives
/// the page in Chromium.
final class HTMLReportTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func scenario(_ name: String) -> String { root.appendingPathComponent("Scenarios/\(name).layout").path }

    /// Runs a command that writes a page at `-o` (or at `option`) and returns the page.
    static func page(_ arguments: [String], option: String = "-o", expecting code: Int32 = ExitCode.success,
                     file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("layoutdbg-report-\(UUID().uuidString).html")
        defer { try? FileManager.default.removeItem(at: url) }
        let result = LayoutDebugCLI.run(arguments + [option, url.path])
        XCTAssertEqual(result.exitCode, code, result.stderr, file: file, line: line)
        XCTAssertTrue(result.stdout.contains("wrote \(url.path)"), result.stdout, file: file, line: line)
        return try String(contentsOf: url, encoding: .utf8)
    }

    /// Nothing on the page is fetched: no external script, style, image or font, and every link
    /// stays on the page.
    static func assertSelfContained(_ html: String, _ what: String, file: StaticString = #filePath, line: UInt = #line) {
        for fetched in ["<link", " src=", "@import", "@font-face", "url(", "<iframe", "<img"] {
            XCTAssertFalse(html.contains(fetched), "\(what): \(fetched)", file: file, line: line)
        }
        for match in matches(of: #"href="([^"]*)""#, in: html) {
            XCTAssertTrue(match.hasPrefix("#"), "\(what): a link leaves the page: \(match)", file: file, line: line)
        }
    }

    /// The first capture group of every match.
    static func matches(of pattern: String, in text: String) -> [String] {
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
        let range = NSRange(text.startIndex..., in: text)
        return expression.matches(in: text, range: range).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        }
    }

    /// The page's step sections, each as its markup.
    static func sections(_ html: String) -> [String] {
        html.components(separatedBy: "<section class=\"step\"").dropFirst().map { $0.components(separatedBy: "</section>")[0] }
    }

    /// Every SVG class in a part of the page (the pictures' tags).
    static func pictureClasses(_ markup: String) -> Set<String> {
        var classes = Set<String>()
        for svg in markup.components(separatedBy: "<svg").dropFirst() {
            let body = svg.components(separatedBy: "</svg>")[0]
            for list in matches(of: #"<g id="[^"]*" class="([^"]*)""#, in: body) {
                classes.formUnion(list.split(separator: " ").map(String.init))
            }
        }
        return classes
    }

    func testEveryLessonsPageIsSelfContainedAndOneSectionPerStep() throws {
        for lesson in BundledScenarios.sources {
            let scenario = try ScenarioParser.parse(lesson.text, file: lesson.name)
            let html = try Self.page(["teach", lesson.name], option: "--html")
            Self.assertSelfContained(html, lesson.name)
            XCTAssertEqual(Self.sections(html).count, scenario.steps.count + 1, lesson.name)
            XCTAssertTrue(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"), lesson.name)
            XCTAssertEqual(html.components(separatedBy: "<script>").count, 2, "\(lesson.name): one script, the page's own")
        }
    }

    func testTheSameInputGivesTheSameBytes() throws {
        for arguments in [["report", Self.scenario("two-labels"), "--all-steps"], ["teach", "stack-hiding-conflict"]] {
            let option = arguments[0] == "teach" ? "--html" : "-o"
            XCTAssertEqual(try Self.page(arguments, option: option), try Self.page(arguments, option: option), arguments.joined(separator: " "))
        }
    }

    /// Rows, problems and the pictures name constraints and items alike, so the script can link
    /// them: each broken constraint's row has its dimension line in the wireframe, each problem's
    /// constraints are rows, and each fix's Preview button has the frames it shows.
    func testRowsProblemsAndPicturesShareTheirTags() throws {
        let html = try Self.page(["report", Self.scenario("two-labels"), "--all-steps"])
        let sections = Self.sections(html)
        XCTAssertEqual(sections.count, 4)
        var previews = 0
        for (index, section) in sections.enumerated() {
            let wireframe = section.components(separatedBy: "<figure class=\"wireframe\">")[1].components(separatedBy: "</figure>")[0]
            let drawn = Self.pictureClasses(wireframe)
            let rows = Set(Self.matches(of: #"<tr [^>]*data-c="(c[0-9]+)""#, in: section))
            XCTAssertFalse(rows.isEmpty, "step \(index)")
            for broken in Self.matches(of: #"<tr class="state-broken[^"]*" tabindex="0" data-c="(c[0-9]+)""#, in: section) {
                XCTAssertTrue(drawn.contains(broken), "step \(index): \(broken) is broken but not drawn")
            }
            for list in Self.matches(of: #"<article [^>]*data-c="([^"]*)""#, in: section) {
                let tags = list.split(separator: " ").map(String.init)
                XCTAssertFalse(tags.isEmpty, "step \(index): a problem names no constraint")
                for tag in tags { XCTAssertTrue(rows.contains(tag), "step \(index): \(tag) of a problem has no row") }
            }
            for fix in Self.matches(of: #"data-fix="(fix[0-9]+)""#, in: section) {
                previews += 1
                XCTAssertTrue(drawn.contains(fix), "step \(index): \(fix) has a button but no preview")
            }
            // The items a row names are drawn.
            for items in Self.matches(of: #"data-items="(v[0-9 v]*)""#, in: section) {
                for item in items.split(separator: " ") where item != "v0" {
                    XCTAssertTrue(drawn.contains(String(item)) || !section.contains("class=\"node \(item)"), "step \(index): \(item)")
                }
            }
        }
        XCTAssertGreaterThan(previews, 3, "two-labels has fixes in every step")
        // Fix numbers run on across the page: no two buttons share one.
        let numbers = Self.matches(of: #"data-fix="(fix[0-9]+)""#, in: html)
        XCTAssertEqual(Set(numbers).count, numbers.count)
    }

    /// A fix's preview frames are where the engine puts each view when the fix's edits are made
    /// as a step after the one explained (not through the fix finder's trial).
    func testFixPreviewsAreTheFramesTheEngineGivesAfterTheFix() throws {
        var checked = 0
        for name in ["two-labels", "stack-hiding-conflict", "required-conflict", "nested-margins"] {
            let path = Self.scenario(name)
            guard FileManager.default.fileExists(atPath: path) else { continue }
            let scenario = try ScenarioParser.parse(String(contentsOfFile: path, encoding: .utf8), file: path)
            let explained = try ExplainedRun(scenario, source: nil)
            for index in 0...scenario.steps.count {
                let step = try explained.explain(step: index)
                for fix in Array(step.fixes.broken.joined()) + Array(step.fixes.conflicts.joined()) + Array(step.fixes.ambiguities.joined()) {
                    let previews = WireframeScene.FixPreview.previews(fix: 7, frames: fix.frames, step: step.result.step)
                    XCTAssertEqual(previews.count, fix.frames.count, "\(name) step \(index): \(fix.summary)")
                    let replay = try ScenarioRun(scenario)
                    try replay.run(through: index)
                    for edit in fix.edits { try replay.engine.apply(edit) }
                    let solution = replay.engine.solution()
                    for preview in previews {
                        let frame = try XCTUnwrap(solution.windowFrame(of: preview.item), preview.item)
                        let expected = CanvasRect(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
                        XCTAssertEqual(preview.frame.x, expected.x, accuracy: 1e-6, "\(name) step \(index): \(fix.summary): \(preview.item)")
                        XCTAssertEqual(preview.frame.y, expected.y, accuracy: 1e-6, "\(name) step \(index): \(fix.summary): \(preview.item)")
                        XCTAssertEqual(preview.frame.width, expected.width, accuracy: 1e-6)
                        XCTAssertEqual(preview.frame.height, expected.height, accuracy: 1e-6)
                        XCTAssertEqual(preview.fix, 7)
                        checked += 1
                    }
                }
            }
        }
        XCTAssertGreaterThan(checked, 10)
    }

    /// A view's text is the file's, whatever it holds: it stays text on the page, and cannot end
    /// the script block that carries the items' names.
    func testNamesAndTextsCannotBreakOutOfTheirMarkup() throws {
        let layout = """
        # Synthetic: a label whose text is markup.
        title "<script>alert(1)</script> & 'quotes'"
        screen 320 x 100
        label evil text "</script><b>bold</b>"
        H:|-[evil]-|
        V:|-[evil]
        """
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("layoutdbg-evil-\(UUID().uuidString).layout")
        try layout.write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        let html = try Self.page(["report", url.path])
        XCTAssertFalse(html.contains("<script>alert"))
        XCTAssertFalse(html.contains("<b>bold</b>"))
        XCTAssertTrue(html.contains("&lt;script&gt;alert(1)&lt;/script&gt; &amp; &#39;quotes&#39;"))
        XCTAssertEqual(html.components(separatedBy: "</script>").count - 1, html.components(separatedBy: "<script").count - 1,
                       "every script element ends where it should")
    }

    /// An Interface Builder document gives a section per scene, headed by the scene, with fixes
    /// said in Interface Builder's terms; a console log gives its rebuilt layout with the note that
    /// the log prints only part of it. (Real files: Tests/InterfaceBuilderDocuments and
    /// Tests/ConsoleLogs, cited in their READMEs.)
    func testADocumentAndAConsoleLogMakeTheirPages() throws {
        let document = Self.root.appendingPathComponent("Tests/InterfaceBuilderDocuments/IBDecodable-IBLinter-AmbiguousConstraint.storyboard").path
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("layoutdbg-scenes-\(UUID().uuidString).html")
        defer { try? FileManager.default.removeItem(at: url) }
        let result = LayoutDebugCLI.run(["report", document, "-o", url.path])
        XCTAssertEqual(result.stdout, "wrote \(url.path) (2 layouts, 2 steps, 6 problems)\n")
        let scenes = try String(contentsOf: url, encoding: .utf8)
        Self.assertSelfContained(scenes, "storyboard")
        XCTAssertEqual(Self.matches(of: #"<h2 id="s[0-9]+-h">([^<]*)</h2>"#, in: scenes),
                       ["viewController (scene lF6-io-qve) \u{2014} Step 0: the layout as declared",
                        "viewController (scene IOd-3n-ugA) \u{2014} Step 0: the layout as declared"])
        XCTAssertTrue(scenes.contains("in the Size inspector"), "a fix in Interface Builder's terms")

        let log = Self.root.appendingPathComponent("Tests/ConsoleLogs/alrt-14.log").path
        let page = try Self.page(["report", log])
        Self.assertSelfContained(page, "log")
        XCTAssertEqual(Self.sections(page).count, 1)
        XCTAssertTrue(page.contains("<p class=\"intro\">Note: the log prints only the conflicting constraints;"))
    }

    func testLintWritesItsFindingsFirstEachLinkedToItsSceneAndKeepsItsExitStatus() throws {
        let document = Self.root.appendingPathComponent("Tests/InterfaceBuilderDocuments/IBDecodable-IBLinter-AmbiguousConstraint.storyboard").path
        let text = LayoutDebugCLI.run(["lint", document])
        XCTAssertEqual(text.exitCode, ExitCode.failedExpectation)
        let html = try Self.page(["lint", document, "--format", "html"], expecting: ExitCode.failedExpectation)
        Self.assertSelfContained(html, "lint")
        let findings = Self.matches(of: #"<tr class="sev-([a-z]+)"><td><span class="badge">"#, in: html)
        XCTAssertEqual(findings.count, text.stdout.components(separatedBy: ": error: ").count - 1, "a row per finding")
        let links = Self.matches(of: ##"<a href="#(s[0-9]+)" data-step"##, in: html)
        XCTAssertEqual(links.count, findings.count, "every finding is drawn in a section")
        let sectionIDs = Set(Self.matches(of: #"<section class="step" id="(s[0-9]+)""#, in: html))
        for link in links { XCTAssertTrue(sectionIDs.contains(link), link) }
    }

    /// A big layout lists the first constraints and the broken ones problems are about, and says so.
    func testALongConstraintListIsCutAndSaysSo() throws {
        // Synthetic: the cells of scripts/stacked-cells.sh, 200 of them.
        var lines = ["title \"200 stacked cells (synthetic)\"", "screen 320 x 8100"]
        for cell in 0..<200 {
            lines += ["view cell\(cell) {", "    label a\(cell) intrinsic \(60 + cell * 37 % 140) x 20 hugging h 251",
                      "    label b\(cell) intrinsic \(40 + cell * 53 % 140) x 17", "}", "H:|[cell\(cell)]|",
                      cell == 0 ? "V:|[cell0]" : "V:[cell\(cell - 1)][cell\(cell)]",
                      "H:|-[a\(cell)]-[b\(cell)]-|", "V:|-[a\(cell)]-|", "b\(cell).centerY == a\(cell).centerY"]
        }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("layoutdbg-cells-\(UUID().uuidString).layout")
        try lines.joined(separator: "\n").write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        let html = try Self.page(["report", url.path])
        let rows = Self.matches(of: #"<tr [^>]*(data-c)="#, in: html).count
        let note = Self.matches(of: #"<p>([0-9]+ of the step's [0-9]+) constraints are not listed"#, in: html)
        let counts = try XCTUnwrap(note.first).components(separatedBy: " of the step's ").compactMap { Int($0) }
        XCTAssertEqual(rows, counts[1] - counts[0], "the note counts the rows left out")
        XCTAssertGreaterThanOrEqual(rows, 1_000)
        let states = Self.matches(of: #"<tr class="state-([a-z-]+)"#, in: html)
        XCTAssertEqual(states.count, rows)
        for state in states.dropFirst(1_000) {
            XCTAssertTrue(state.hasPrefix("broken"), "after the first 1 000, only the broken constraints problems are about: \(state)")
        }
        XCTAssertTrue(html.contains("constraints are not listed: the list holds the first 1000 and each broken one a problem is about."))
        XCTAssertTrue(html.contains("Graphs are drawn for the first 20 of the"))
    }

    /// `--sweep` adds the chart of `sweep` to each step: its breakpoints are the ones `explain
    /// --sweep` finds (two-labels, step 3: 89 and 135 pt, worked out in the lesson).
    func testTheSweepChartIsOnThePageWhenAsked() throws {
        let html = try Self.page(["report", Self.scenario("two-labels"), "--step", "3", "--sweep", "root.width=80...400"])
        let chart = try XCTUnwrap(html.components(separatedBy: "<figure class=\"sweep\">").dropFirst().first)
        XCTAssertTrue(chart.hasPrefix("<svg role=\"img\" aria-label=\"Sweep chart\""))
        XCTAssertTrue(chart.contains(">1 at root.width = 89:<"), "the first breakpoint's note")
        XCTAssertTrue(chart.contains(">2 at root.width = 135:<"), "the second breakpoint's note")
        XCTAssertFalse(try Self.page(["report", Self.scenario("two-labels"), "--step", "3"]).contains("<figure class=\"sweep\">"))
    }

    func testUsageErrors() {
        let lesson = Self.scenario("two-labels")
        let cases: [([String], String)] = [
            (["report", lesson], "'report' needs -o OUT.html"),
            (["report", lesson, "-o", "/tmp/x.svg"], "the page's file name must end in .html"),
            (["report", lesson, "-o", "/tmp/x.html", "--sweep", "root.width=9"], "root.width"),
            (["teach", "two-labels", "--html", "/tmp/x.txt"], "the page's file name must end in .html"),
            (["teach", "two-labels", "--html", "/tmp/x.html", "--out", "/tmp"], "--html writes one page"),
            (["lint", lesson, "--format", "html"], "'lint --format html' needs -o OUT.html"),
            (["lint", lesson, "-o", "/tmp/x.html"], "-o is for --format html"),
        ]
        for (arguments, message) in cases {
            let result = LayoutDebugCLI.run(arguments)
            XCTAssertEqual(result.exitCode, ExitCode.usageOrInput, arguments.joined(separator: " "))
            XCTAssertTrue(result.stderr.contains(message), "\(arguments.joined(separator: " ")): \(result.stderr)")
        }
        let missing = LayoutDebugCLI.run(["report", lesson, "-o", "/no/such/folder/page.html"])
        XCTAssertNotEqual(missing.exitCode, ExitCode.success)
        XCTAssertTrue(missing.stderr.contains("there is no folder"), missing.stderr)
    }
}
