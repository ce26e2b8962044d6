@testable import Cassowary
import XCTest

/// Random systems added constraint by constraint; after every add the solver must match the
/// reference solver run from scratch (objective per level, required constraints, unique values), and
/// must reject exactly the required constraints that make the required set infeasible.
final class DifferentialPropertyTests: XCTestCase {
    static let systemsPerSemantics = 1500

    func testLexicographicAddsMatchTheOracle() {
        let stats = run(.lexicographic, salt: 0x1E_0000)
        // Coverage, relative to the number of systems so ORACLE_SCALE keeps it meaningful.
        PropertyRun.assertCovered(stats.rejections, stats.systems / 10, "the generator must produce unsatisfiable required constraints")
        PropertyRun.assertCovered(stats.uniqueValuesCompared, 10 * stats.systems)
        // 2034 and 181 of 22106 ranges when written.
        PropertyRun.assertCovered(stats.counters["ranges with an end the tableau shows endless"] ?? 0, stats.systems / 2,
                                  "ranges whose infinite end the tableau shows")
        PropertyRun.assertCovered(stats.counters["ranges with an end an earlier probe showed endless"] ?? 0, stats.systems / 20,
                                  "ranges whose infinite end an earlier probe showed")
    }

    func testWeightedAddsMatchTheOracle() {
        let stats = run(.weighted, salt: 0x3E_0000)
        PropertyRun.assertCovered(stats.rejections, stats.systems / 10)
        PropertyRun.assertCovered(stats.uniqueValuesCompared, 10 * stats.systems)
    }

    func testCrowdedSystemsMatchTheOracle() {
        for (semantics, salt) in [(Semantics.lexicographic, UInt64(0xC4_0000)), (.weighted, 0xC5_0000)] {
            let stats = run(semantics, shape: .crowded, label: "crowded", count: 200, salt: salt)
            PropertyRun.assertCovered(stats.rejections, stats.systems)
        }
    }

    func testAwkwardNumbersMatchTheOracle() {
        for (semantics, salt) in [(Semantics.lexicographic, UInt64(0xA4_0000)), (.weighted, 0xA5_0000)] {
            let stats = run(semantics, shape: .awkward, label: "awkward", count: 300, salt: salt)
            PropertyRun.assertCovered(stats.uniqueValuesCompared, 10 * stats.systems)
        }
    }

    /// Pinned variables (`PinnedVariables.swift`) are released only from long rows, which random
    /// systems never make; released from every row the dual simplex repairs, the answers,
    /// conflicts and ranges must still be the oracle's.
    func testReleasingPinnedVariablesFromEveryRowMatchesTheOracle() {
        for (semantics, salt) in [(Semantics.lexicographic, UInt64(0x9A_0000)), (.weighted, 0x9B_0000)] {
            let stats = run(semantics, label: "pins released", count: 300, salt: salt, pinReleaseRowLength: 0)
            // 132 and 27 releases in 300 systems when written: few random rows hold a pinned variable.
            PropertyRun.assertCovered(stats.counters["pinned variables released"] ?? 0, stats.systems / 20,
                                      "pinned variables taken into the basis")
            PropertyRun.assertCovered(stats.rejections, stats.systems / 10)
        }
    }

    private func run(_ semantics: Semantics, shape: SystemShape = .standard, label: String = "standard",
                     count: Int = systemsPerSemantics, salt: UInt64, pinReleaseRowLength: Int? = nil,
                     file: StaticString = #filePath, line: UInt = #line, function: String = #function) -> PropertyStats {
        PropertyRun.check("DifferentialPropertyTests.\(label).\(semantics)", count: count, salt: salt, file: file, line: line,
                          function: function) { seed, stats in
            var generator = SystemGenerator(seed: seed, semantics: semantics, shape: shape)
            let harness = DifferentialHarness(seed: seed, semantics: semantics, variableCount: generator.variableCount,
                                              pinReleaseRowLength: pinReleaseRowLength)
            for spec in generator.makeSystem() { harness.add(spec) }
            stats.merge(harness.stats)
            stats.counters["pinned variables released", default: 0] += harness.solver.pinReleases
            return harness.failed ? harness.report : nil
        }
    }
}
