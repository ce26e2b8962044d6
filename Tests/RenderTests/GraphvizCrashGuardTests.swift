#if os(Linux)
import Foundation
import Glibc
@testable import Render
import XCTest

/// A crash inside GraphViz must end the process with a clear error and exit status 2, and a crash
/// anywhere else must stay the crash it is. Each case runs in a forked child, so the test runner
/// survives it.
final class GraphvizCrashGuardTests: XCTestCase {
    func testAFatalSignalInsideGraphvizIsAnErrorWithExitStatus2() throws {
        let outcome = try runInChild {
            GraphvizCrashGuard.armed("Scenarios/x.layout, step 1, views graph") { _ = raise(SIGSEGV) }
        }
        XCTAssertEqual(outcome.exitStatus, 2)
        XCTAssertNil(outcome.signal)
        XCTAssertTrue(outcome.standardError.hasPrefix("layoutdbg: error: Scenarios/x.layout, step 1, views graph: GraphViz crashed"),
                      outcome.standardError)
    }

    func testAnAbortInsideGraphvizIsAnErrorToo() throws {
        let outcome = try runInChild { GraphvizCrashGuard.armed("picture") { () -> Void in abort() } }
        XCTAssertEqual(outcome.exitStatus, 2)
        XCTAssertTrue(outcome.standardError.contains("GraphViz crashed"), outcome.standardError)
    }

    func testASignalOutsideGraphvizIsNotDisguised() throws {
        let outcome = try runInChild {
            // Install the guard, leave GraphViz, then crash elsewhere.
            GraphvizCrashGuard.armed("picture") {}
            _ = raise(SIGSEGV)
        }
        // What happens next is the previous handler's business (the test runner installs its own);
        // the guard must only stay out of it.
        XCTAssertNotEqual(outcome.exitStatus, 2, outcome.standardError)
        XCTAssertFalse(outcome.standardError.contains("GraphViz crashed"), outcome.standardError)
    }

    func testRenderingStillWorksWithTheGuardInstalled() throws {
        let output = try GraphvizRenderer(subject: "test").render("digraph { a -> b }", as: .svg)
        XCTAssertTrue(output.text?.contains("</svg>") == true)
    }

    private struct Outcome {
        var exitStatus: Int32?
        var signal: Int32?
        var standardError: String
    }

    /// Runs `body` in a forked child with its stderr captured; the child exits 0 if `body` returns.
    private func runInChild(_ body: () -> Void) throws -> Outcome {
        var pipeEnds: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&pipeEnds), 0)
        let child = fork()
        if child == 0 {
            close(pipeEnds[0])
            dup2(pipeEnds[1], 2)
            body()
            _exit(0)
        }
        close(pipeEnds[1])
        var captured = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(pipeEnds[0], &buffer, buffer.count)
            if count <= 0 { break }
            captured.append(contentsOf: buffer[0..<count])
        }
        close(pipeEnds[0])
        var status: Int32 = 0
        XCTAssertEqual(waitpid(child, &status, 0), child)
        // The wait-status macros are not imported into Swift: low 7 bits = terminating signal.
        let signal = status & 0x7F
        return Outcome(exitStatus: signal == 0 ? (status >> 8) & 0xFF : nil,
                       signal: signal == 0 ? nil : signal,
                       standardError: String(decoding: captured, as: UTF8.self))
    }
}
#endif
