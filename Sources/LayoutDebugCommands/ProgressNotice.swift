import Dispatch
import Foundation

/// Tells a person waiting at a terminal that a long command (explain, graph or draw on a big
/// layout) is still working: after a second, one line on standard error, rewritten every second
/// and erased when the command ends. Only when standard error is a terminal, so pipes, files and
/// tests (which call `LayoutDebugCLI.run` and never start a notice) see exactly the same bytes.
public final class ProgressNotice: @unchecked Sendable {
    private let text: String
    private let write: @Sendable (String) -> Void
    private let lock = NSLock()
    private var timer: DispatchSourceTimer?
    private var shown = false
    private var started = Date()

    /// `write` receives what would go to standard error (tests pass their own).
    public init(text: String, write: @escaping @Sendable (String) -> Void) {
        self.text = text
        self.write = write
    }

    /// Whether a notice may be shown at all: only on a terminal, and only for a command that ran.
    public static func isWanted(standardErrorIsTerminal: Bool, arguments: [String]) -> Bool {
        guard standardErrorIsTerminal, let command = arguments.first else { return false }
        return !command.hasPrefix("-") && command != "help" && !arguments.contains("-h") && !arguments.contains("--help")
    }

    /// `layoutdbg explain Scenarios/big.layout: working… 3 s`.
    public static func text(arguments: [String]) -> String {
        "layoutdbg " + arguments.prefix(2).joined(separator: " ") + ": working…"
    }

    public static func line(_ text: String, seconds: Int) -> String {
        "\r\(text) \(seconds) s\u{1B}[K"
    }

    /// Starts the clock; the first line appears after `delay` seconds, then every `interval`.
    public func start(delay: Double = 1, interval: Double = 1) {
        lock.lock()
        defer { lock.unlock() }
        started = Date()
        let timer = DispatchSource.makeTimerSource(queue: .global())
        timer.schedule(deadline: .now() + delay, repeating: interval)
        timer.setEventHandler { [weak self] in self?.tick() }
        self.timer = timer
        timer.resume()
    }

    private func tick() {
        lock.lock()
        defer { lock.unlock() }
        guard timer != nil else { return }
        shown = true
        write(Self.line(text, seconds: Int(Date().timeIntervalSince(started).rounded())))
    }

    /// Stops the clock and erases the line if one was shown, before the command's own output.
    public func stop() {
        lock.lock()
        defer { lock.unlock() }
        timer?.cancel()
        timer = nil
        if shown { write("\r\u{1B}[K") }
        shown = false
    }
}
