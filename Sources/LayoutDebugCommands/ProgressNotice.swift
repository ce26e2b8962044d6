import Dispatch
import Foundation

/// Tells a person waiting at a terminal that a long command (explain, graph or draw on a big
/// layout) is still working and how far along it is: after a second, one line on standard error,
/// rewritten every second with the command's stage (`CommandProgress`) and erased when the
/// command ends. Only when standard error is a terminal, so pipes, files and tests (which call
/// `LayoutDebugCLI.run` and never start a notice) see exactly the same bytes.
public final class ProgressNotice: @unchecked Sendable {
    private let text: String
    private let progress: CommandProgress?
    private let write: @Sendable (String) -> Void
    private let lock = NSLock()
    private var timer: DispatchSourceTimer?
    private var shown = false
    private var started = Date()

    /// A line longer than a narrow terminal would wrap, and `\r` would then rewrite only its last
    /// part, leaving a trail of old lines; 80 columns less one for the cursor.
    static let maximumWidth = 79

    /// `text` names the command (`ProgressNotice.text(arguments:)`); `progress` is what the command
    /// reports of its stage (nil: the line says "working…"); `write` receives what would go to
    /// standard error (tests pass their own).
    public init(text: String, progress: CommandProgress? = nil, write: @escaping @Sendable (String) -> Void) {
        self.text = text
        self.progress = progress
        self.write = write
    }

    /// Whether a notice may be shown at all: only on a terminal, and only for a command that ran.
    public static func isWanted(standardErrorIsTerminal: Bool, arguments: [String]) -> Bool {
        guard standardErrorIsTerminal, let command = arguments.first else { return false }
        return !command.hasPrefix("-") && command != "help" && !arguments.contains("-h") && !arguments.contains("--help")
    }

    /// `layoutdbg explain Scenarios/big.layout`: the command and its file.
    public static func text(arguments: [String]) -> String {
        "layoutdbg " + arguments.prefix(2).joined(separator: " ")
    }

    /// `\rlayoutdbg explain big.layout: step 2 of 5, finding fixes 3 of 12… 3 s` (then erase to the
    /// end of the line), or `…: working… 3 s` before the command reports a stage. A line too wide
    /// loses the middle of the command text first, then its end.
    public static func line(_ text: String, stage: String?, seconds: Int) -> String {
        let tail = ": \(stage ?? "working")… \(seconds) s"
        var head = text
        let excess = head.count + tail.count - maximumWidth
        if excess > 0 {
            let kept = head.count - excess - 1
            head = kept >= 12 ? String(head.prefix(kept / 2)) + "…" + String(head.suffix(kept - kept / 2)) : head
        }
        return "\r" + String((head + tail).prefix(maximumWidth)) + "\u{1B}[K"
    }

    /// Starts the clock; the first line appears after `delay` seconds, then every `interval`.
    public func start(delay: Double = 1, interval: Double = 1) {
        lock.lock()
        defer { lock.unlock() }
        started = Date()
        self.timer?.cancel()  // a second start must not leave the first clock running
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
        write(Self.line(text, stage: progress?.description, seconds: Int(Date().timeIntervalSince(started).rounded())))
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
