import CGraphviz
import Foundation

/// The one gateway to libgvc in this process.
///
/// GraphViz keeps global state — the error hook and level, the DOT parser, the layout engines'
/// scratch data — so two threads must never be inside it at once. Every call goes through
/// `withExclusiveAccess`, which holds `lock` for the whole call.
///
/// The context is created once and kept for the life of the process: `gvContext()` reads the
/// plugin configuration (`config6a`, written by `dot -c` when libgvc6 is installed) and `dlopen`s
/// the installed plugins — core (svg, dot, xdot), dot_layout, neato_layout (neato, fdp) and cairo
/// (png, pdf). Measured on graphviz 2.42: a fresh context per render costs ~0.2 ms and leaks
/// ~3 KB each time; a shared context renders 300 graphs with no growth.
final class GraphvizLibrary: @unchecked Sendable {
    // @unchecked: every mutable property is touched only while `lock` is held (the C error hook
    // runs on the locking thread, inside `withExclusiveAccess`).

    static let shared = GraphvizLibrary()

    private let lock = NSLock()
    private var context: OpaquePointer?
    /// Text GraphViz reported during the current call, as the fragments it was handed to the hook.
    private var reportedText = ""

    private init() {}

    /// Runs `body` with the shared context while holding the lock, with GraphViz's messages
    /// diverted from stderr into `messages`.
    func withExclusiveAccess<T>(
        _ body: (_ context: OpaquePointer, _ messages: () -> [GraphvizMessage]) throws(GraphvizError) -> T
    ) throws(GraphvizError) -> T {
        lock.lock()
        defer { lock.unlock() }

        reportedText = ""
        let previousHook = agseterrf(captureGraphvizMessage)
        let previousLevel = agseterr(AGWARN)
        defer {
            agseterr(previousLevel)
            agseterrf(previousHook)
            agreseterrors()
        }

        if context == nil {
            context = gvContext()
        }
        guard let context else {
            throw GraphvizError(stage: .context, messages: takeMessages().map(\.text),
                                hint: "Is libgvc installed? Run `make deps`.")
        }
        return try body(context, takeMessages)
    }

    /// Appends a fragment from the C hook. Only called while the lock is held.
    fileprivate func append(_ fragment: String) {
        reportedText += fragment
    }

    /// The messages reported so far in this call, then forgets them.
    private func takeMessages() -> [GraphvizMessage] {
        defer { reportedText = "" }
        return GraphvizMessage.split(reportedText)
    }
}

/// GraphViz's error hook. It must be a plain C function (no captured context), so it reaches the
/// message buffer through the shared instance. GraphViz passes a message in pieces:
/// "Error", ": ", then the text, which carries its own newline.
private func captureGraphvizMessage(_ fragment: UnsafeMutablePointer<CChar>?) -> Int32 {
    if let fragment {
        GraphvizLibrary.shared.append(String(cString: fragment))
    }
    return 0
}
