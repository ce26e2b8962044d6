#if canImport(Glibc)
import Glibc
private typealias SignalAction = Glibc.sigaction
#elseif canImport(Darwin)
import Darwin
private typealias SignalAction = Darwin.sigaction
#endif

/// Turns a crash inside GraphViz into a clear error and exit status 2 instead of an abort.
///
/// GraphViz is C code with known memory bugs in the versions distributions ship (2.42's dot
/// double-frees after some flat-edge layouts). The DOT we write avoids every trigger we know of,
/// but a crash we do not know of must still not take the process down silently: while a call is
/// inside libgvc, a fatal signal prints what was being drawn and exits with 2. Nothing has been
/// written by then (files are written after rendering). A signal outside GraphViz goes to the
/// handler that was installed before ours (the Swift runtime's backtracer), unchanged.
enum GraphvizCrashGuard {
    private static let signals: [Int32] = [SIGSEGV, SIGBUS, SIGABRT, SIGFPE, SIGILL]

    /// Runs `body` (a call into libgvc) with the guard armed. `subject` names the input and what
    /// is drawn, e.g. "Scenarios/x.layout, step 1, views graph (dot)". Callers hold the
    /// GraphViz lock, so only one call is armed at a time.
    static func armed<T, E: Error>(_ subject: String, _ body: () throws(E) -> T) throws(E) -> T {
        installOnce()
        CrashGuardState.setMessage("layoutdbg: error: \(subject): GraphViz crashed while laying out or rendering this "
            + "picture (a bug in the installed GraphViz); no file was written. Try another --engine or --focus, "
            + "or a newer GraphViz.\n")
        CrashGuardState.isArmed = 1
        defer { CrashGuardState.isArmed = 0 }
        return try body()
    }

    private static func installOnce() {
        guard CrashGuardState.isInstalled == 0 else { return }
        CrashGuardState.isInstalled = 1
        // A stack overflow inside GraphViz can only be reported from a stack of its own.
        let stackSize = 64 * 1024
        var alternate = stack_t()
        alternate.ss_sp = UnsafeMutableRawPointer.allocate(byteCount: stackSize, alignment: 16)
        alternate.ss_size = stackSize
        alternate.ss_flags = 0
        sigaltstack(&alternate, nil)
        for (index, signal) in signals.enumerated() {
            var action = SignalAction()
            #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = handleFatalSignal
            #else
            action.__sigaction_u.__sa_handler = handleFatalSignal
            #endif
            action.sa_flags = Int32(SA_ONSTACK)
            sigemptyset(&action.sa_mask)
            sigaction(signal, &action, &CrashGuardState.previous[index])
        }
    }

    fileprivate static func previousAction(for signal: Int32) -> SignalAction? {
        guard let index = signals.firstIndex(of: signal) else { return nil }
        return CrashGuardState.previous[index]
    }
}

/// The handler's state: plain storage, because a signal handler may touch nothing else (no
/// allocation, no locks). Written only while the GraphViz lock is held.
private enum CrashGuardState {
    nonisolated(unsafe) static var isInstalled: Int32 = 0
    nonisolated(unsafe) static var isArmed: Int32 = 0
    nonisolated(unsafe) static var previous = [SignalAction](repeating: SignalAction(), count: 5)
    static let capacity = 4096
    nonisolated(unsafe) static let message = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
    nonisolated(unsafe) static var messageLength = 0

    static func setMessage(_ text: String) {
        let bytes = Array(text.utf8.prefix(capacity))
        bytes.withUnsafeBufferPointer { message.update(from: $0.baseAddress!, count: bytes.count) }
        messageLength = bytes.count
    }
}

private func handleFatalSignal(_ signal: Int32) {
    if CrashGuardState.isArmed != 0 {
        _ = write(2, CrashGuardState.message, CrashGuardState.messageLength)
        _exit(2)
    }
    // Not ours: hand the signal back to whoever handled it before and let it happen again.
    guard var previous = GraphvizCrashGuard.previousAction(for: signal) else { return }
    sigaction(signal, &previous, nil)
    raise(signal)
}
