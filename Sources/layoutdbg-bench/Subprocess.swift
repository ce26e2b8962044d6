import Foundation

/// The outcome of a child process run to completion or stopped at its deadline.
struct ChildOutput {
    let status: Int32
    let stdout: String
    let stderr: String
    let timedOut: Bool
    let seconds: Double
    /// The child's user + system CPU seconds, which other work on a shared machine disturbs far
    /// less than the wall clock.
    let cpuSeconds: Double
}

/// User + system CPU seconds of every child waited for so far (`RUSAGE_CHILDREN`).
private func childrenCPUSeconds() -> Double {
    var usage = rusage()
    #if canImport(Glibc)
    getrusage(__rusage_who_t(RUSAGE_CHILDREN.rawValue), &usage)
    #else
    getrusage(RUSAGE_CHILDREN, &usage)
    #endif
    func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
}

/// Runs `executable arguments…` with its output in temporary files (no pipe to fill up), and
/// terminates it if it is still running after `timeout` seconds.
func runChild(_ executable: String, _ arguments: [String], timeout: Double) throws -> ChildOutput {
    let directory = FileManager.default.temporaryDirectory
    let token = UUID().uuidString
    let outURL = directory.appendingPathComponent("layoutdbg-bench-\(token).out")
    let errURL = directory.appendingPathComponent("layoutdbg-bench-\(token).err")
    _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
    defer {
        try? FileManager.default.removeItem(at: outURL)
        try? FileManager.default.removeItem(at: errURL)
    }
    let outHandle = try FileHandle(forWritingTo: outURL)
    let errHandle = try FileHandle(forWritingTo: errURL)

    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.standardOutput = outHandle
    process.standardError = errHandle
    let cpuBefore = childrenCPUSeconds()
    let start = monotonicNanos()
    try process.run()
    let deadline = start + UInt64(timeout * 1e9)
    var timedOut = false
    while process.isRunning {
        if monotonicNanos() > deadline {
            timedOut = true
            process.terminate()
            break
        }
        usleep(20_000)
    }
    process.waitUntilExit()
    try? outHandle.close()
    try? errHandle.close()
    let seconds = Double(monotonicNanos() - start) / 1e9
    // Children run one at a time, so the growth of the children's total is this child's.
    let cpuSeconds = childrenCPUSeconds() - cpuBefore
    let out = (try? String(contentsOf: outURL, encoding: .utf8)) ?? ""
    let err = (try? String(contentsOf: errURL, encoding: .utf8)) ?? ""
    return ChildOutput(status: process.terminationStatus, stdout: out, stderr: err, timedOut: timedOut, seconds: seconds, cpuSeconds: cpuSeconds)
}

/// Finds a program on PATH (for python3).
func findOnPath(_ name: String) -> String? {
    if name.contains("/") { return FileManager.default.isExecutableFile(atPath: name) ? name : nil }
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for dir in path.split(separator: ":") {
        let candidate = "\(dir)/\(name)"
        if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
}

/// The last line of the output that parses as a `ConfigResult`.
func decodeResult(_ text: String) -> ConfigResult? {
    for line in text.split(separator: "\n").reversed() where line.hasPrefix("{") {
        if let result = try? JSONDecoder().decode(ConfigResult.self, from: Data(line.utf8)) { return result }
    }
    return nil
}
