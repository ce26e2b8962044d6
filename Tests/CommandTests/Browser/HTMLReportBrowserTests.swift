import Foundation
import XCTest
@testable import LayoutDebugCommands

/// The interactive page driven in headless Chromium (`HeadlessBrowser`): every lesson's page runs
/// its script without an error and walks its steps; on the two-label lesson, selecting a
/// constraint highlights it in the wireframe and the graph and shows its explanation, selecting a
/// view lists its constraints, the keyboard does what the mouse does, and a fix's preview draws its
/// frames; screenshots show the highlight and the preview where the page says they are.
final class HTMLReportBrowserTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutdbg-report-browser-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    /// Writes the page a command makes (`option` names where it goes).
    private func page(_ name: String, _ arguments: [String], option: String = "-o") throws -> URL {
        let url = folder.appendingPathComponent(name)
        let result = LayoutDebugCLI.run(arguments + [option, url.path])
        XCTAssertTrue(FileManager.default.fileExists(atPath: url.path), "\(arguments.joined(separator: " ")): \(result.stderr)")
        return url
    }

    private struct Walk: Decodable {
        let sections: Int
        /// The ids of the sections shown after each move, and the wireframe shown.
        let shown: [[String]]
        let wireframes: [String]
        let wireframeAreas: [Double]
        let back: [String]
        let keyed: [String]
    }

    /// Walks forward with the Next button, back with Previous, and forward with the arrow key,
    /// recording which section shows each time.
    private static let walk = """
    const sections = Array.from(document.querySelectorAll('section.step'));
    const shown = [], wireframes = [], wireframeAreas = [], back = [], keyed = [];
    function current() { return Array.from(document.querySelectorAll('section.step')).filter(s => getComputedStyle(s).display !== 'none'); }
    for (let index = 0; index < sections.length; index += 1) {
      const visible = current();
      shown.push(visible.map(s => s.id));
      const svg = visible.length === 1 ? visible[0].querySelector('svg.wireframe-svg') : null;
      wireframes.push(svg ? svg.getAttribute('aria-label') : '');
      const box = svg ? svg.getBoundingClientRect() : { width: 0, height: 0 };
      wireframeAreas.push(box.width * box.height);
      if (index < sections.length - 1) { layoutdbgTest.click('#next'); }
    }
    if (sections.length > 1) {
      layoutdbgTest.click('#prev');
      back.push(...current().map(s => s.id));
      layoutdbgTest.key(document.body, 'ArrowRight');
      keyed.push(...current().map(s => s.id));
    }
    return { sections: sections.length, shown, wireframes, wireframeAreas, back, keyed };
    """

    /// Every lesson's page loads without an error (nothing fetched, no exception, no console
    /// error), shows one step at a time with its wireframe, and walks forward and back.
    func testEveryLessonsPageRunsAndWalksItsSteps() throws {
        let browser = try HeadlessBrowser.located()
        let lessons = BundledScenarios.sources.map(\.name)
        let pages = try lessons.map { lesson in (lesson, try page("\(lesson).html", ["teach", lesson], option: "--html")) }
        // Two browsers at a time: each load is mostly the browser starting.
        let runs = LoadResults(count: pages.count)
        DispatchQueue.concurrentPerform(iterations: pages.count) { index in
            runs.set(index, Result { try browser.load(pages[index].1, actions: Self.walk) })
        }
        for (index, (lesson, _)) in pages.enumerated() {
            let run = try XCTUnwrap(runs.get(index)).get()
            XCTAssertEqual(run.errors, [], lesson)
            let walk = try run.value(Walk.self, of: "actions")
            XCTAssertGreaterThan(walk.sections, 0, lesson)
            XCTAssertEqual(walk.shown, (0..<walk.sections).map { ["s\($0)"] }, "\(lesson): one step at a time, in order")
            for (step, area) in walk.wireframeAreas.enumerated() {
                XCTAssertGreaterThan(area, 100, "\(lesson) step \(step): the wireframe shows")
            }
            XCTAssertEqual(Set(walk.wireframes).count, walk.sections, "\(lesson): each step shows its own wireframe")
            if walk.sections > 1 {
                XCTAssertEqual(walk.back, ["s\(walk.sections - 2)"], "\(lesson): Previous goes back a step")
                XCTAssertEqual(walk.keyed, ["s\(walk.sections - 1)"], "\(lesson): the right arrow goes forward")
            }
        }
    }

    private struct FirstRow: Decodable {
        let sections: Int
        let detail: String
        let highlighted: Int
    }

    /// The page of an Interface Builder document (a section per scene) and of a real console log
    /// run without an error, and selecting a constraint of the last section shows it.
    func testTheReportsOfADocumentAndALogRun() throws {
        let browser = try HeadlessBrowser.located()
        let inputs = ["Tests/InterfaceBuilderDocuments/IBDecodable-IBLinter-AmbiguousConstraint.storyboard",
                      "Tests/ConsoleLogs/alrt-14.log"]
        for input in inputs {
            let path = HTMLReportTests.root.appendingPathComponent(input).path
            let url = try page(URL(fileURLWithPath: input).lastPathComponent + ".html", ["report", path])
            let run = try browser.load(url, actions: """
            const sections = document.querySelectorAll('section.step');
            for (let index = 1; index < sections.length; index += 1) { layoutdbgTest.click('#next'); }
            const last = sections[sections.length - 1];
            const row = last.querySelector('table.constraints tbody tr');
            layoutdbgTest.click(row);
            return { sections: sections.length, detail: last.querySelector('aside.detail').textContent,
                     highlighted: last.querySelectorAll('svg .hl').length };
            """)
            XCTAssertEqual(run.errors, [], input)
            let first = try run.value(FirstRow.self, of: "actions")
            XCTAssertEqual(first.sections, input.hasSuffix(".storyboard") ? 2 : 1, input)
            XCTAssertTrue(first.detail.contains("Source"), "\(input): \(first.detail)")
            XCTAssertGreaterThan(first.highlighted, 0, input)
        }
    }

    private struct Selection: Decodable {
        let constraint: String
        let rowSelected: Bool
        let wireframeHighlights: Int
        let graphHighlights: Int
        let detail: String
        let afterEscape: Int
        let keyboardSelected: Bool
        let address: String
    }

    /// Selecting the broken hugging constraint of step 1 (by click, then by keyboard) highlights
    /// its dimension line and the views it names in the wireframe, its line in the graph, and
    /// puts its explanation beside the wireframe; Escape clears it all.
    func testSelectingAConstraintHighlightsItEverywhereAndShowsItsExplanation() throws {
        let browser = try HeadlessBrowser.located()
        let url = try page("two-labels.html", ["report", HTMLReportTests.scenario("two-labels"), "--step", "1"])
        let run = try browser.load(url, actions: """
        const row = document.querySelector('tr.state-broken');
        const tag = row.getAttribute('data-c');
        layoutdbgTest.click(row);
        const section = row.closest('section');
        const result = {
          constraint: row.cells[0].textContent,
          rowSelected: row.classList.contains('selected') && row.getAttribute('aria-current') === 'true',
          wireframeHighlights: section.querySelectorAll('svg.wireframe-svg .hl.' + tag).length,
          graphHighlights: section.querySelectorAll('svg.graph-svg .hl.' + tag).length,
          detail: section.querySelector('aside.detail').textContent,
          address: location.hash,
        };
        layoutdbgTest.key(document.body, 'Escape');
        result.afterEscape = section.querySelectorAll('.hl').length;
        layoutdbgTest.focus(row);
        layoutdbgTest.key(row, 'Enter');
        result.keyboardSelected = row.classList.contains('selected');
        return result;
        """)
        XCTAssertEqual(run.errors, [])
        let selection = try run.value(Selection.self, of: "actions")
        XCTAssertEqual(selection.constraint, "level.width <= 65 @250")
        XCTAssertTrue(selection.rowSelected)
        XCTAssertGreaterThan(selection.wireframeHighlights, 0, "its dimension line")
        XCTAssertGreaterThan(selection.graphHighlights, 0, "its line in the problem's graph")
        XCTAssertTrue(selection.detail.contains("Priority250"), selection.detail)
        XCTAssertTrue(selection.detail.contains("because of:"), "the explanation: \(selection.detail)")
        XCTAssertTrue(selection.address.hasPrefix("#s0:c"), selection.address)
        XCTAssertEqual(selection.afterEscape, 0)
        XCTAssertTrue(selection.keyboardSelected)
    }

    private struct ViewFilter: Decodable {
        let note: String
        let shownRows: [String]
        let rowsOnView: Int
        let allRows: Int
        let afterShowAll: Int
    }

    /// Selecting a view in the wireframe keeps only the constraints on it, and says how many.
    func testSelectingAViewListsItsConstraints() throws {
        let browser = try HeadlessBrowser.located()
        let url = try page("two-labels.html", ["report", HTMLReportTests.scenario("two-labels"), "--step", "1"])
        let run = try browser.load(url, actions: """
        const names = JSON.parse(document.querySelector('script.item-names').textContent);
        const tag = Object.keys(names).find(key => names[key] === 'level');
        const view = document.querySelector('svg.wireframe-svg g.node.' + tag + '[tabindex]');
        layoutdbgTest.focus(view);
        layoutdbgTest.key(view, 'Enter');
        const rows = Array.from(document.querySelectorAll('table.constraints tbody tr'));
        const shown = rows.filter(row => getComputedStyle(row).display !== 'none');
        const note = document.querySelector('p.filter');
        const result = {
          note: note.hidden ? '' : note.textContent,
          shownRows: shown.map(row => row.getAttribute('data-items')),
          rowsOnView: rows.filter(row => row.getAttribute('data-items').split(' ').includes(tag)).length,
          allRows: rows.length,
        };
        layoutdbgTest.click(note.querySelector('button'));
        result.afterShowAll = rows.filter(row => getComputedStyle(row).display !== 'none').length;
        return result;
        """)
        XCTAssertEqual(run.errors, [])
        let filter = try run.value(ViewFilter.self, of: "actions")
        XCTAssertTrue(filter.note.hasPrefix("Constraints on level: \(filter.rowsOnView)."), filter.note)
        XCTAssertEqual(filter.shownRows.count, filter.rowsOnView)
        XCTAssertGreaterThan(filter.rowsOnView, 2)
        XCTAssertLessThan(filter.rowsOnView, filter.allRows)
        XCTAssertEqual(filter.afterShowAll, filter.allRows)
    }

    /// Printed, every step shows (the script shows one at a time on screen) and each starts a
    /// page: the two-label lesson's 4 steps print on about as many pages as the four steps printed
    /// one by one (page breaks fall a little differently), where the step on screen alone is a
    /// third of that.
    func testPrintingShowsEveryStepEachFromANewPage() throws {
        let browser = try HeadlessBrowser.located()
        let scenario = HTMLReportTests.scenario("two-labels")
        let all = try XCTUnwrap(Self.pageCount(try browser.printed(page("all.html", ["report", scenario, "--all-steps"]))))
        let each = try (0...3).map { step in
            try XCTUnwrap(Self.pageCount(try browser.printed(page("step\(step).html", ["report", scenario, "--step", "\(step)"]))))
        }
        // Measured here: 29 pages against 10 + 5 + 11 + 6; the step on screen alone printed 9.
        XCTAssertGreaterThanOrEqual(all * 4, each.reduce(0, +) * 3, "every step printed: \(all) pages against \(each)")
        XCTAssertLessThanOrEqual(all, each.reduce(0, +) + 1)
    }

    /// The page count of a PDF: the root of its page tree counts them all (Chromium writes each
    /// node in the clear as `<</Type /Pages /Count N …>>`).
    static func pageCount(_ pdf: Data) -> Int? {
        let text = String(decoding: pdf, as: UTF8.self)
        return HTMLReportTests.matches(of: #"<</Type /Pages\s*/Count ([0-9]+)"#, in: text).compactMap { Int($0) }.max()
    }

    private struct Box: Decodable {
        let x: Double, y: Double, width: Double, height: Double
    }

    private struct Pictured: Decodable {
        let highlight: Box
        let preview: Box
        let previewShown: Int
        let pressed: String
    }

    /// On a screenshot: the selected constraint's dimension line is drawn in the highlight's
    /// orange, and a previewed fix's frames in the preview's green, inside the boxes the page
    /// reports for them; before the preview, no such green is there.
    func testTheScreenshotShowsTheHighlightAndTheFixPreview() throws {
        var browser = try HeadlessBrowser.located()
        // Tall enough that the wireframe is on screen without scrolling: the screenshot is of the window.
        browser.windowHeight = 1_400
        let url = try page("two-labels.html", ["report", HTMLReportTests.scenario("two-labels"), "--step", "1"])
        let measure = """
        const row = document.querySelector('tr.state-broken');
        layoutdbgTest.click(row);
        // Focusing the row scrolled the list into view; the wireframe is at the top.
        window.scrollTo(0, 0);
        const section = row.closest('section');
        const line = section.querySelector('svg.wireframe-svg g.edge.hl.' + row.getAttribute('data-c'));
        const button = section.querySelector('button.preview');
        const previews = () => Array.from(section.querySelectorAll('svg.wireframe-svg .fixpreview.' + button.getAttribute('data-fix')));
        const before = layoutdbgTest.box(previews()[0]);
        """
        let withoutPreview = try browser.load(url, actions: measure + """
        return { highlight: layoutdbgTest.box(line), preview: before, previewShown: 0, pressed: 'false' };
        """, screenshot: true)
        let withPreview = try browser.load(url, actions: measure + """
        layoutdbgTest.click(button);
        window.scrollTo(0, 0);
        const shown = previews().filter(element => getComputedStyle(element).display !== 'none');
        return { highlight: layoutdbgTest.box(line), preview: layoutdbgTest.box(shown[0]), previewShown: shown.length,
                 pressed: button.getAttribute('aria-pressed') };
        """, screenshot: true)
        XCTAssertEqual(withoutPreview.errors, [])
        XCTAssertEqual(withPreview.errors, [])
        let plain = try withoutPreview.value(Pictured.self, of: "actions")
        let previewed = try withPreview.value(Pictured.self, of: "actions")
        XCTAssertGreaterThan(previewed.previewShown, 0)
        XCTAssertEqual(previewed.pressed, "true")
        let orange = RGBA(red: 0xE6, green: 0x9F, blue: 0x00, alpha: 0xFF)
        let green = RGBA(red: 0x00, green: 0x9E, blue: 0x73, alpha: 0xFF)
        let shotWithout = try XCTUnwrap(withoutPreview.screenshot)
        let shotWith = try XCTUnwrap(withPreview.screenshot)
        XCTAssertGreaterThan(count(of: orange, in: plain.highlight, on: shotWithout), 10, "the highlighted dimension line")
        XCTAssertGreaterThan(count(of: green, in: previewed.preview, on: shotWith), 10, "the previewed frame's outline")
        XCTAssertEqual(count(of: green, in: plain.preview, on: shotWithout), 0, "no preview before the button is pressed")
    }

    /// Pixels of about `colour` inside `box` (grown by 3 px for the stroke's width).
    private func count(of colour: RGBA, in box: Box, on image: RGBAImage) -> Int {
        let left = max(0, Int(box.x) - 3), top = max(0, Int(box.y) - 3)
        let right = min(image.width - 1, Int(box.x + box.width) + 3), bottom = min(image.height - 1, Int(box.y + box.height) + 3)
        guard left <= right, top <= bottom else { return 0 }
        var found = 0
        for y in top...bottom {
            for x in left...right where image.pixel(x: x, y: y).isClose(to: colour, tolerance: 40) { found += 1 }
        }
        return found
    }
}

/// Loads finished on other threads, kept under a lock.
private final class LoadResults: @unchecked Sendable {
    private var results: [Result<BrowserPageRun, Error>?]
    private let lock = NSLock()

    init(count: Int) { results = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ result: Result<BrowserPageRun, Error>) {
        lock.lock()
        results[index] = result
        lock.unlock()
    }

    func get(_ index: Int) -> Result<BrowserPageRun, Error>? {
        lock.lock()
        defer { lock.unlock() }
        return results[index]
    }
}
