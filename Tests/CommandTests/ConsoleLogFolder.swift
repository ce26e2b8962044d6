import Foundation

/// Tests/ConsoleLogs: the real console logs, shared by the test targets of several modules, so
/// read from the source tree by path rather than bundled with one target.
enum ConsoleLogFolder {
    static let url = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("ConsoleLogs")
}
