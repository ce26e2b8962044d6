import Synchronization

/// Leaving a command's solved layout to the end of the process instead of freeing it.
///
/// The `layoutdbg` executable exits right after writing its output, and freeing a big layout's
/// engine object by object buys nothing there: on 10 000 stacked cells it was an eighth of
/// `solve`. The executable asks for this (`skip()`); a command then hands over the run it has
/// finished with (`leave(_:)`). Only the first one is kept, so an input of many layouts (a
/// storyboard's scenes) peaks at most one layout higher than before. In-process callers (the
/// tests, the benchmark) never ask, and everything is freed as usual.
public enum TeardownAtExit {
    /// 0: free as usual; 1: keep the next object handed over; 2: one is kept already.
    private static let state = Atomic<Int>(0)

    /// Called by the executable before it runs a command.
    public static func skip() { state.store(1, ordering: .relaxed) }

    /// Keeps `object` alive until the process exits when `skip()` was called and nothing is kept yet.
    static func leave(_ object: AnyObject) {
        guard state.compareExchange(expected: 1, desired: 2, ordering: .relaxed).exchanged else { return }
        _ = Unmanaged.passRetained(object)
    }
}
