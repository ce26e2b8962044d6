import Foundation
import XCTest

/// Runs a property over many seeds. `ORACLE_SEED=<n>` runs only seed n (to reproduce a failure);
/// `ORACLE_SCALE=<k>` multiplies every count (for a longer soak run).
enum PropertyRun {
    static let maximumReportedFailures = 3

    static func seeds(count: Int, salt: UInt64) -> [UInt64] {
        let environment = ProcessInfo.processInfo.environment
        if let single = environment["ORACLE_SEED"].flatMap(UInt64.init) { return [single] }
        let scale = environment["ORACLE_SCALE"].flatMap(Double.init) ?? 1
        return (0..<max(1, Int(Double(count) * scale))).map { salt &+ UInt64($0) }
    }

    /// Calls `body` per seed; it returns a failure report or nil. Stops after a few failures.
    static func check(_ name: String, count: Int, salt: UInt64, file: StaticString = #filePath, line: UInt = #line,
                      function: String = #function, _ body: (UInt64, inout PropertyStats) -> String?) -> PropertyStats {
        // Test files are named after their class, so file and function give the `--filter` to rerun.
        let testClass = "\(file)".split(separator: "/").last.map { String($0.dropLast(".swift".count)) } ?? ""
        let testName = "\(testClass)/\(function.prefix { $0 != "(" })"
        var stats = PropertyStats()
        var failures = 0
        let clock = ContinuousClock()
        let start = clock.now
        for seed in seeds(count: count, salt: salt) {
            stats.systems += 1
            if let report = body(seed, &stats) {
                failures += 1
                XCTFail("\(name): \(report)\n  reproduce: ORACLE_SEED=\(seed) swift test --filter \(testName)", file: file, line: line)
                if failures >= maximumReportedFailures { break }
            }
        }
        print("[\(name)] \(stats.summary) in \(clock.now - start)")
        return stats
    }

    /// Coverage checks (did the run exercise what it claims to test?); meaningless for a single seed.
    static func assertCovered(_ count: Int, _ minimum: Int, _ message: String = "", file: StaticString = #filePath, line: UInt = #line) {
        guard ProcessInfo.processInfo.environment["ORACLE_SEED"] == nil else { return }
        XCTAssertGreaterThan(count, minimum, "coverage: \(message)", file: file, line: line)
    }
}
