import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs `body` with file descriptor 2 pointed at a temporary file and returns what was written
/// to it, so a test can prove that GraphViz printed nothing.
func capturingStandardError<T>(_ body: () throws -> T) throws -> (result: T, printed: String) {
    let path = FileManager.default.temporaryDirectory
        .appendingPathComponent("render-stderr-\(getpid())-\(UInt64.random(in: 0...UInt64.max))").path
    let sink = open(path, O_CREAT | O_TRUNC | O_RDWR, 0o600)
    guard sink >= 0 else { throw CocoaError(.fileWriteUnknown) }
    defer { close(sink); unlink(path) }

    fflush(nil)
    let savedStandardError = dup(STDERR_FILENO)
    dup2(sink, STDERR_FILENO)
    let result: T
    do {
        defer {
            fflush(nil)
            dup2(savedStandardError, STDERR_FILENO)
            close(savedStandardError)
        }
        result = try body()
    }
    let printed = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    return (result, printed)
}

/// Resident memory of this process in bytes, from /proc/self/statm (second field, in pages).
func residentMemoryBytes() -> Int {
    guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = statm.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * sysconf(Int32(_SC_PAGESIZE))
}
