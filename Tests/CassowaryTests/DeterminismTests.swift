@testable import Cassowary
import Foundation
import XCTest

/// The same operations in two fresh solvers (fresh constraint objects, so no identity or hash order
/// can line up by luck) give the same trace, the same values and the same pivot count; and, for a
/// variable in more rows than a column keeps in an array, the same in another process too.
final class DeterminismTests: XCTestCase {
    func testSameOperationsGiveIdenticalTraces() {
        for semantics in Semantics.allCases {
            let stats = PropertyRun.check("DeterminismTests.\(semantics)", count: 300, salt: semantics == .lexicographic ? 0xD0_0000 : 0xD1_0000) { seed, stats in
                let script = OperationScript(seed: seed, semantics: semantics)
                let runs = (0..<2).map { _ -> (trace: String, values: [Double], pivots: Int) in
                    let factory = VariableFactory()
                    let variables = (0..<script.variableCount).map { factory.make("x\($0)") }
                    let solver = Solver(semantics: semantics)
                    let recorder = TraceRecorder()
                    solver.observer = recorder
                    script.run(on: solver, variables: variables)
                    return (recorder.render(), variables.map { solver.value(of: $0) }, solver.pivotCount)
                }
                stats.counters["trace lines", default: 0] += runs[0].trace.split(separator: "\n").count
                if runs[0].trace.isEmpty { return "seed \(seed): empty trace" }
                if runs[0].trace != runs[1].trace {
                    let a = runs[0].trace.split(separator: "\n", omittingEmptySubsequences: false)
                    let b = runs[1].trace.split(separator: "\n", omittingEmptySubsequences: false)
                    let i = (0..<min(a.count, b.count)).first { a[$0] != b[$0] } ?? min(a.count, b.count)
                    return "seed \(seed) (\(semantics)): traces differ at line \(i + 1):\n    \(i < a.count ? a[i] : "<end>")\n    \(i < b.count ? b[i] : "<end>")"
                }
                if runs[0].values != runs[1].values { return "seed \(seed) (\(semantics)): values differ \(runs[0].values) vs \(runs[1].values)" }
                if runs[0].pivots != runs[1].pivots { return "seed \(seed) (\(semantics)): pivot counts differ" }
                return nil
            }
            PropertyRun.assertCovered(stats.counters["trace lines"] ?? 0, 10 * stats.systems)
        }
    }

    /// A column longer than 24 rows is a set, whose order changes from process to process (Swift seeds
    /// its hashes per process). The trace, every objective and value to the last bit, must not: two
    /// runs here and one in each of two more processes (this test binary, run again for this test).
    func testLongColumnsGiveTheSameTraceInEveryProcess() throws {
        if let path = ProcessInfo.processInfo.environment[Self.childOutput] {
            // Started by the test below: only write the traces.
            try Self.longColumnTraces().text.write(toFile: path, atomically: true, encoding: .utf8)
            return
        }
        let here = try Self.longColumnTraces()
        XCTAssertGreaterThan(here.longestColumn, 24, "the column must be a set for the test to mean anything")
        XCTAssertGreaterThan(here.text.components(separatedBy: "objective bits").count, 100, "the edits must pivot")
        Self.assertSame(here.text, try Self.longColumnTraces().text, "a second run in this process")
        for child in 1...2 {
            Self.assertSame(here.text, try Self.longColumnTracesInAnotherProcess(), "process \(child + 1)")
        }
    }

    private static let childOutput = "LAYOUTDBG_DETERMINISM_CHILD_OUTPUT"

    /// Both semantics' traces with the bits of every pivot's objective and of the final values, and
    /// the longest column seen.
    static func longColumnTraces() throws -> (text: String, longestColumn: Int) {
        var text = "", longest = 0
        for semantics in Semantics.allCases {
            let run = try longColumnRun(semantics)
            text += "\(semantics)\n" + run.text + "\n"
            longest = max(longest, run.longestColumn)
        }
        return (text, longest)
    }

    /// A screen width `w` split by 48 cells into two parts each, every part pulled toward a size
    /// at its own priority, so `w` is in 48 rows and many error symbols move with it: the edits
    /// then resize the screen, a required conflict is rejected and rolled back, and some
    /// constraints leave.
    private static func longColumnRun(_ semantics: Semantics) throws -> (text: String, longestColumn: Int) {
        let strengths: [ConstraintStrength] = semantics == .lexicographic
            ? [.priority(750), .priority(500), .priority(250)] : [.kiwi(.strong), .kiwi(.medium), .kiwi(.weak)]
        let required: ConstraintStrength = semantics == .lexicographic ? .priority(.required) : .kiwi(.required)
        let factory = VariableFactory()
        let w = factory.make("w")
        let solver = Solver(semantics: semantics)
        let recorder = TraceRecorder()
        solver.observer = recorder
        try solver.addEditVariable(w, semantics == .lexicographic ? .priority(999) : .kiwi(Strength.create(999, 0, 0)))
        try solver.suggestValue(w, 300)
        var variables = [w], optional: [Constraint] = []
        for i in 0..<48 {
            let x = factory.make("x\(i)"), y = factory.make("y\(i)")
            variables += [x, y]
            let share = 0.5 + 0.013 * Double(i)
            try solver.add((x + y - share * w == 0).with(required))
            let pulls = [(x == 10.1 + 3.7 * Double(i)).with(strengths[0]), (y <= 100.3 - 1.9 * Double(i)).with(strengths[2]),
                         (x >= 0.3 * Double(i) + 7.77).with(strengths[1])]
            for pull in pulls { try solver.add(pull) }
            optional += pulls
        }
        let longest = solver.columns.map(\.count).max() ?? 0
        for value in [320.1, 283.7, 401.3, 150.9, 99.99, 512.25, 333.3, 12.7] { try solver.suggestValue(w, value) }
        try solver.add((variables[1] == 5).with(required))
        XCTAssertThrowsError(try solver.add((variables[1] == 6).with(required)))
        for constraint in optional.enumerated().filter({ $0.offset % 7 == 3 }).map(\.element) { try solver.remove(constraint) }
        for value in [222.2, 456.7] { try solver.suggestValue(w, value) }

        func bits(_ value: Double) -> String { String(value.bitPattern, radix: 16) }
        var lines = recorder.lines()
        for event in recorder.events {
            guard case let .pivot(pivot) = event else { continue }
            lines.append("pivot \(pivot.number) objective bits " + pivot.objective.map { bits($0.value) }.joined(separator: " "))
        }
        lines.append("values " + variables.map { bits(solver.value(of: $0)) }.joined(separator: " "))
        lines.append("objective " + solver.objective().map { bits($0.value) }.joined(separator: " "))
        return (lines.joined(separator: "\n"), longest)
    }

    /// The same traces from a fresh process: this test binary, running only this test.
    private static func longColumnTracesInAnotherProcess() throws -> String {
        #if os(Linux)
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("determinism-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: output) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = ["CassowaryTests.DeterminismTests/testLongColumnsGiveTheSameTraceInEveryProcess"]
        var environment = ProcessInfo.processInfo.environment
        environment[childOutput] = output.path
        environment["SWIFT_DETERMINISTIC_HASHING"] = nil
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "the child test run failed")
        return try String(contentsOf: output, encoding: .utf8)
        #else
        throw XCTSkip("starts the test binary the way swift-corelibs-xctest runs one test")
        #endif
    }

    private static func assertSame(_ expected: String, _ actual: String, _ what: String,
                                   file: StaticString = #filePath, line: UInt = #line) {
        guard expected != actual else { return }
        let a = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let b = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let i = (0..<min(a.count, b.count)).first { a[$0] != b[$0] } ?? min(a.count, b.count)
        XCTFail("\(what): the trace differs at line \(i + 1):\n    \(i < a.count ? a[i] : "<end>")\n    \(i < b.count ? b[i] : "<end>")",
                file: file, line: line)
    }
}
