import Foundation

/// Loads an HTML file from disk in headless Chromium, runs a test's actions in it and reads the
/// results back: the test support for pages layoutdbg writes (its HTML report). Each load is
/// one browser process (`--dump-dom` after a virtual-time budget, and `--screenshot` in the same
/// run when asked), with a private profile in a temporary folder that is removed afterwards, no
/// network, and a deadline after which the browser and its helpers are killed.
///
/// A load costs a browser start (about 2 s on two cores, docs/architecture.md, "Building and
/// testing"), so a test with many actions passes them as scenarios to one load, with a reset
/// script between them.
struct HeadlessBrowser {
    let executable: String
    /// Wall-clock seconds before the browser is killed.
    var timeoutSeconds: Double = 60
    /// Virtual time the page gets after loading: timers and animation frames run without waiting
    /// in real time, and the DOM is dumped once this much virtual time has passed.
    var virtualTimeBudgetMilliseconds = 10_000
    /// The window (and screenshot) size in CSS pixels, at device scale 1.
    var windowWidth = 1280
    var windowHeight = 800
    /// `TestScriptInjection.offlinePolicy` by default; nil leaves the page's own policy alone.
    var contentSecurityPolicy: String? = TestScriptInjection.offlinePolicy

    struct LoadFailure: Error, CustomStringConvertible {
        let description: String
        /// The process group the browser ran in, when it had to be killed.
        var processGroup: Int32?
    }

    /// The browser `ChromiumLocator` finds; throws (or skips) when there is none.
    static func located() throws -> HeadlessBrowser {
        HeadlessBrowser(executable: try ChromiumLocator.executable())
    }

    /// Loads the page once and runs `actions` (the body of an async function) as the scenario
    /// "actions".
    func load(_ page: URL, actions: String, screenshot: Bool = false) throws -> BrowserPageRun {
        try load(page, scenarios: [BrowserScenario(name: "actions", script: actions)], screenshot: screenshot)
    }

    /// Loads the page once and runs the scenarios in order, `resetScript` before each one after
    /// the first. The screenshot, when asked for, shows the page after the last scenario.
    func load(_ page: URL, scenarios: [BrowserScenario], resetScript: String? = nil, screenshot: Bool = false) throws -> BrowserPageRun {
        // A short name: Chromium's singleton socket goes under this folder (TMPDIR below), and a
        // Unix socket path over 108 bytes makes it abort at start.
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("layoutdbg-browser-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("tmp"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        // The copy keeps the page's name; it sits alone in the folder, so a page that needs a
        // file beside it fails here as it would for a user who was sent only the page.
        let copy = folder.appendingPathComponent(page.lastPathComponent)
        let html = try String(contentsOf: page, encoding: .utf8)
        try TestScriptInjection.instrument(html, scenarios: scenarios, resetScript: resetScript,
                                           contentSecurityPolicy: contentSecurityPolicy)
            .write(to: copy, atomically: true, encoding: .utf8)

        var environment = ProcessInfo.processInfo.environment
        #if os(Linux)
        // Chromium's singleton socket and crash-report folders land in the temporary folder too
        // (macOS's temporary folder is too deep for the socket, and Chrome there keeps its own).
        environment["TMPDIR"] = folder.appendingPathComponent("tmp").path
        environment["XDG_CONFIG_HOME"] = folder.appendingPathComponent("config").path
        #endif

        // Once here (in about 250 loads, on a loaded machine) Chromium exited cleanly with a DOM
        // dumped before the action script had written its result, and the cause was not found, so
        // a clean exit without a result gets a second start. A page that never writes one fails
        // both times, with both attempts' messages.
        var failures: [String] = []
        for attempt in 1...Self.attemptsWithoutResult {
            let shot = folder.appendingPathComponent("screenshot-\(attempt).png")
            let dump = folder.appendingPathComponent("dom-\(attempt).html")
            let log = folder.appendingPathComponent("stderr-\(attempt).txt")
            let outcome = try BrowserProcess.run(
                executable: executable,
                arguments: arguments(profile: folder.appendingPathComponent("profile-\(attempt)"), screenshot: screenshot ? shot : nil, page: copy),
                environment: environment, standardOutput: dump, standardError: log, timeoutSeconds: timeoutSeconds)
            if outcome.timedOut {
                throw LoadFailure(description: "\(page.lastPathComponent) did not finish within \(Int(timeoutSeconds)) s; the browser was killed",
                                  processGroup: outcome.processGroup)
            }
            let dom = (try? String(contentsOf: dump, encoding: .utf8)) ?? ""
            guard let resultJSON = Self.result(in: dom) else {
                let ending = outcome.exitStatus.map { "exit status \($0)" } ?? "killed by signal \(outcome.signal ?? 0)"
                failures.append("attempt \(attempt): browser \(ending), \(dom.utf8.count) bytes of DOM; its last messages:\n" + Self.tail(of: log))
                if outcome.exitStatus == 0 { continue }
                break
            }
            var image: RGBAImage?
            if screenshot {
                guard let png = try? Data(contentsOf: shot) else {
                    throw LoadFailure(description: "\(page.lastPathComponent): the browser wrote no screenshot; its last messages:\n" + Self.tail(of: log))
                }
                image = try PNGDecoder.decode(png)
            }
            return try BrowserPageRun.parse(resultJSON: resultJSON, screenshot: image, seconds: outcome.seconds, attempts: attempt)
        }
        throw LoadFailure(description: "\(page.lastPathComponent): the action script wrote no result\n" + failures.joined(separator: "\n"))
    }

    /// The page as the browser prints it (A4 or Letter as the browser's default, no header or
    /// footer), as PDF bytes: what a reader gets from the print dialog, print style sheet and all.
    /// The page is not instrumented; its own script runs as it would.
    func printed(_ page: URL) throws -> Data {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("layoutdbg-browser-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("tmp"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent(page.lastPathComponent)
        try FileManager.default.copyItem(at: page, to: copy)
        var environment = ProcessInfo.processInfo.environment
        #if os(Linux)
        environment["TMPDIR"] = folder.appendingPathComponent("tmp").path
        environment["XDG_CONFIG_HOME"] = folder.appendingPathComponent("config").path
        #endif
        let pdf = folder.appendingPathComponent("printed.pdf"), log = folder.appendingPathComponent("stderr.txt")
        let outcome = try BrowserProcess.run(
            executable: executable, arguments: arguments(profile: folder.appendingPathComponent("profile"), screenshot: nil, page: copy, printTo: pdf),
            environment: environment, standardOutput: folder.appendingPathComponent("stdout.txt"), standardError: log,
            timeoutSeconds: timeoutSeconds)
        if outcome.timedOut {
            throw LoadFailure(description: "\(page.lastPathComponent) was not printed within \(Int(timeoutSeconds)) s; the browser was killed",
                              processGroup: outcome.processGroup)
        }
        guard let data = try? Data(contentsOf: pdf) else {
            throw LoadFailure(description: "\(page.lastPathComponent): the browser wrote no PDF; its last messages:\n" + Self.tail(of: log))
        }
        return data
    }

    /// How many browser starts a load gets when the browser exits cleanly without a result.
    static let attemptsWithoutResult = 2

    /// `printTo` prints the page to that PDF instead of dumping its DOM.
    private func arguments(profile: URL, screenshot: URL?, page: URL, printTo: URL? = nil) -> [String] {
        var arguments = [
            "--headless", "--no-sandbox", "--disable-gpu",
            "--user-data-dir=\(profile.path)",
            "--no-first-run", "--no-default-browser-check", "--disable-extensions", "--disable-sync",
            "--disable-background-networking", "--disable-component-update", "--disable-default-apps",
            "--mute-audio", "--hide-scrollbars", "--force-device-scale-factor=1",
            // No network: names do not resolve and everything else goes to a closed port.
            "--host-resolver-rules=MAP * ~NOTFOUND", "--proxy-server=127.0.0.1:9",
            "--window-size=\(windowWidth),\(windowHeight)",
            "--virtual-time-budget=\(virtualTimeBudgetMilliseconds)",
        ]
        arguments += printTo.map { ["--print-to-pdf=\($0.path)", "--no-pdf-header-footer"] } ?? ["--dump-dom"]
        if let screenshot { arguments.append("--screenshot=\(screenshot.path)") }
        arguments.append(page.absoluteString)
        return arguments
    }

    /// The JSON between the last pair of markers in the dumped DOM.
    static func result(in dom: String) -> Data? {
        guard let begin = dom.range(of: TestScriptInjection.resultBegin, options: .backwards),
              let end = dom.range(of: TestScriptInjection.resultEnd, range: begin.upperBound..<dom.endIndex) else { return nil }
        return Data(dom[begin.upperBound..<end.lowerBound].utf8)
    }

    /// The browser's stderr without the D-Bus complaints every headless run prints on a machine
    /// without a session bus.
    private static func tail(of log: URL) -> String {
        let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        let lines = text.split(separator: "\n").filter { !$0.contains("dbus") }
        return lines.suffix(10).joined(separator: "\n")
    }
}
