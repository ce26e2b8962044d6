import Foundation
import XCTest

/// The browser harness itself, on tiny synthetic pages written here (not layoutdbg's output):
/// errors come back, actions' results come back, a screenshot shows what the page drew, and a
/// page that never finishes is killed.
final class HeadlessBrowserTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutdbg-browser-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func page(_ name: String, _ html: String) throws -> URL {
        let url = folder.appendingPathComponent(name)
        try html.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    func testScriptErrorsConsoleErrorsAndExternalLoadsAreReported() throws {
        let browser = try HeadlessBrowser.located()
        let url = try page("synthetic-errors.html", """
        <!doctype html><html><head><title>synthetic</title></head><body>
        <img src="https://example.invalid/picture.png" alt="">
        <script>console.error("synthetic complaint", 42);</script>
        <script>notDefinedAnywhere();</script>
        <script>Promise.reject(new Error("synthetic rejection"));</script>
        </body></html>
        """)
        let run = try browser.load(url, actions: "layoutdbgTest.element('#missing');")
        let kinds = run.errors.map(\.kind)
        XCTAssertTrue(run.errors.contains { $0.kind == "console.error" && $0.message == "synthetic complaint 42" && $0.scenario == nil }, "\(run.errors)")
        XCTAssertTrue(run.errors.contains { $0.kind == "uncaught" && $0.message.contains("notDefinedAnywhere is not defined") }, "\(run.errors)")
        XCTAssertTrue(run.errors.contains { $0.kind == "unhandledrejection" && $0.message.contains("synthetic rejection") }, "\(run.errors)")
        XCTAssertTrue(run.errors.contains { $0.kind == "csp" && $0.message.contains("example.invalid") }, "\(run.errors)")
        XCTAssertFalse(kinds.contains("harness"), "\(run.errors)")
        // The action's own exception is the scenario's error, not a page error.
        XCTAssertEqual(run.scenarios.count, 1)
        XCTAssertTrue(run.scenarios[0].error?.contains("no element matches #missing") == true, "\(run.scenarios[0])")
    }

    func testEventHandlersResultsComeBackFromEachScenario() throws {
        let browser = try HeadlessBrowser.located()
        let url = try page("synthetic-events.html", """
        <!doctype html><html><head><title>synthetic</title></head><body>
        <button id="toggle">closed</button>
        <input id="field" value="">
        <div id="hovered">no</div>
        <script>
          var presses = [];
          document.getElementById("toggle").addEventListener("click", function (event) {
            event.target.textContent = event.target.textContent === "closed" ? "open" : "closed";
          });
          var field = document.getElementById("field");
          field.addEventListener("focus", function () { field.value = "focused"; });
          field.addEventListener("keydown", function (event) {
            presses.push(event.key);
            if (event.key === "Enter") { event.preventDefault(); }
          });
          document.getElementById("hovered").addEventListener("mouseover", function (event) { event.target.textContent = "yes"; });
          function resetPage() {
            document.getElementById("toggle").textContent = "closed";
            field.value = "";
            presses.length = 0;
            document.getElementById("hovered").textContent = "no";
            document.activeElement.blur();
          }
        </script>
        </body></html>
        """)
        let run = try browser.load(url, scenarios: [
            BrowserScenario(name: "click", script: """
                var before = document.getElementById("toggle").textContent;
                var notPrevented = layoutdbgTest.click("#toggle");
                return { before: before, after: document.getElementById("toggle").textContent, notPrevented: notPrevented };
                """),
            BrowserScenario(name: "keys", script: """
                var focused = layoutdbgTest.focus("#field");
                var arrow = layoutdbgTest.key(null, "ArrowDown");
                var enter = layoutdbgTest.key("#field", "Enter");
                await layoutdbgTest.nextFrame();
                return { focused: focused, value: document.getElementById("field").value, presses: presses, arrowNotPrevented: arrow, enterNotPrevented: enter };
                """),
            BrowserScenario(name: "hover after reset", script: """
                var toggleAfterReset = document.getElementById("toggle").textContent;
                layoutdbgTest.hover("#hovered");
                return { toggle: toggleAfterReset, hovered: document.getElementById("hovered").textContent, presses: presses.length };
                """),
        ], resetScript: "resetPage();")

        XCTAssertEqual(run.errors, [])
        struct Click: Decodable, Equatable { let before: String; let after: String; let notPrevented: Bool }
        XCTAssertEqual(try run.value(Click.self, of: "click"), Click(before: "closed", after: "open", notPrevented: true))
        struct Keys: Decodable, Equatable {
            let focused: Bool; let value: String; let presses: [String]; let arrowNotPrevented: Bool; let enterNotPrevented: Bool
        }
        XCTAssertEqual(try run.value(Keys.self, of: "keys"),
                       Keys(focused: true, value: "focused", presses: ["ArrowDown", "Enter"], arrowNotPrevented: true, enterNotPrevented: false))
        struct Hover: Decodable, Equatable { let toggle: String; let hovered: String; let presses: Int }
        XCTAssertEqual(try run.value(Hover.self, of: "hover after reset"), Hover(toggle: "closed", hovered: "yes", presses: 0))
    }

    /// Many checks share one browser start: forty scenarios, the page reset between them.
    func testFortyScenariosRunInOneLoadWithResetsBetween() throws {
        let browser = try HeadlessBrowser.located()
        let url = try page("synthetic-counter.html", """
        <!doctype html><html><body><button id="more">0</button><script>
          var resets = 0;
          document.getElementById("more").addEventListener("click", function (event) {
            event.target.textContent = String(Number(event.target.textContent) + 1);
          });
        </script></body></html>
        """)
        let scenarios = (1...40).map { clicks in
            BrowserScenario(name: "clicks \(clicks)", script: """
                for (var i = 0; i < \(clicks); i++) { layoutdbgTest.click("#more"); }
                return { shown: Number(document.getElementById("more").textContent), resets: resets };
                """)
        }
        let run = try browser.load(url, scenarios: scenarios,
                                   resetScript: "resets += 1; document.getElementById('more').textContent = '0';")
        XCTAssertEqual(run.errors, [])
        XCTAssertEqual(run.scenarios.map(\.name), scenarios.map(\.name))
        struct Count: Decodable, Equatable { let shown: Int; let resets: Int }
        for clicks in 1...40 {
            XCTAssertEqual(try run.value(Count.self, of: "clicks \(clicks)"), Count(shown: clicks, resets: clicks - 1))
        }
    }

    func testScreenshotShowsTheRedBoxWhereThePageDrewIt() throws {
        var browser = try HeadlessBrowser.located()
        (browser.windowWidth, browser.windowHeight) = (200, 150)
        let url = try page("synthetic-box.html", """
        <!doctype html><html><head><style>
          html, body { margin: 0; background: #fff; }
          #box { position: absolute; left: 37px; top: 21px; width: 60px; height: 45px; background: #f00; }
        </style></head><body><div id="box"></div></body></html>
        """)
        let run = try browser.load(url, actions: "return layoutdbgTest.box('#box');", screenshot: true)
        XCTAssertEqual(run.errors, [])
        struct Box: Decodable { let x: Double; let y: Double; let width: Double; let height: Double }
        let box = try run.value(Box.self, of: "actions")
        let image = try XCTUnwrap(run.screenshot)
        XCTAssertEqual(image.width, 200)
        XCTAssertEqual(image.height, 150)

        let (left, top, right, bottom) = (Int(box.x), Int(box.y), Int(box.x + box.width), Int(box.y + box.height))
        XCTAssertEqual([left, top, right, bottom], [37, 21, 97, 66])
        // Red exactly inside the box and white everywhere else.
        var redInside = 0
        var redOutside = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let pixel = image.pixel(x: x, y: y)
                let inside = x >= left && x < right && y >= top && y < bottom
                if pixel.isClose(to: .red) {
                    if inside { redInside += 1 } else { redOutside += 1 }
                } else if !inside {
                    XCTAssertTrue(pixel.isClose(to: .white), "pixel (\(x), \(y)) is \(pixel)")
                }
            }
        }
        XCTAssertEqual(redInside, 60 * 45)
        XCTAssertEqual(redOutside, 0)
    }

    func testAPageThatNeverFinishesIsKilledAtTheDeadline() throws {
        var browser = try HeadlessBrowser.located()
        browser.timeoutSeconds = 5
        let url = try page("synthetic-endless.html", "<!doctype html><html><body><script>while (true) {}</script></body></html>")
        let start = Date()
        XCTAssertThrowsError(try browser.load(url, actions: "return 1;")) { error in
            XCTAssertTrue("\(error)".contains("did not finish within 5 s"), "\(error)")
            if let failure = error as? HeadlessBrowser.LoadFailure, let group = failure.processGroup {
                // SIGKILL is delivered at once, but a process may take a moment to finish dying.
                let killedBy = Date().addingTimeInterval(2)
                while !BrowserProcess.runningMembers(ofGroup: group).isEmpty && Date() < killedBy { Thread.sleep(forTimeInterval: 0.02) }
                XCTAssertEqual(BrowserProcess.runningMembers(ofGroup: group), [], "browser processes outlived the deadline")
            } else {
                XCTFail("no process group in \(error)")
            }
        }
        XCTAssertLessThan(Date().timeIntervalSince(start), 15)
    }

    /// An action that never settles leaves no result: the load fails after its second start.
    func testAnActionThatNeverSettlesFailsWithBothAttempts() throws {
        let browser = try HeadlessBrowser.located()
        let url = try page("synthetic-unsettled.html", "<!doctype html><html><body><p>synthetic</p></body></html>")
        XCTAssertThrowsError(try browser.load(url, actions: "await new Promise(function () {});")) { error in
            let message = "\(error)"
            XCTAssertTrue(message.contains("the action script wrote no result"), message)
            XCTAssertTrue(message.contains("attempt 1: browser exit status 0"), message)
            XCTAssertTrue(message.contains("attempt \(HeadlessBrowser.attemptsWithoutResult): browser exit status 0"), message)
        }
    }

    func testInjectionFindsTheHeadNotAHeaderAndKeepsTheBodyEnd() throws {
        let page = "<!DOCTYPE html><html><body><header>h</header><HEAD>x</HEAD><p>text</p></BODY></html>"
        let instrumented = try TestScriptInjection.instrument(page, scenarios: [BrowserScenario(name: "a", script: "return 1;")],
                                                              resetScript: nil, contentSecurityPolicy: nil)
        let early = try XCTUnwrap(instrumented.range(of: "__layoutdbgTestState"))
        let header = try XCTUnwrap(instrumented.range(of: "<header>"))
        let head = try XCTUnwrap(instrumented.range(of: "<HEAD>"))
        XCTAssertTrue(head.upperBound <= early.lowerBound && early.lowerBound > header.upperBound, instrumented)
        XCTAssertTrue(instrumented.hasSuffix("</script></BODY></html>"), instrumented)
        XCTAssertThrowsError(try TestScriptInjection.instrument(page, scenarios: [BrowserScenario(name: "a", script: "'</SCRIPT>'")],
                                                                resetScript: nil, contentSecurityPolicy: nil))
    }

    func testAMissingBrowserFailsWithHowToInstallItOrSkipsWhenAsked() throws {
        #if os(macOS)
        try XCTSkipIf(ChromiumLocator.macOSBundles.contains { FileManager.default.isExecutableFile(atPath: $0) },
                      "an installed Chrome or Chromium app is found whatever PATH says")
        #endif
        let empty = ["PATH": folder.path]
        XCTAssertThrowsError(try ChromiumLocator.executable(environment: empty)) { error in
            XCTAssertTrue(error is BrowserUnavailable, "\(error)")
            XCTAssertTrue("\(error)".contains("`make deps` installs it"), "\(error)")
        }
        XCTAssertThrowsError(try ChromiumLocator.executable(environment: empty.merging(["LAYOUTDBG_SKIP_BROWSER_TESTS": "1"]) { $1 })) { error in
            XCTAssertTrue(error is XCTSkip, "\(error)")
        }
        let named = ["PATH": folder.path, "LAYOUTDBG_CHROMIUM": "/nonexistent/chromium"]
        XCTAssertEqual(ChromiumLocator.find(environment: named), .missing("LAYOUTDBG_CHROMIUM=/nonexistent/chromium is not an executable file or a command on PATH"))
    }
}
