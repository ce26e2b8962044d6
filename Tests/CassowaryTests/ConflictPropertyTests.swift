import Cassowary
import XCTest

/// Systems full of contradictory required constraints. The harness checks each rejection (the
/// oracle agrees it is infeasible, the conflict set contains the new constraint, is unsatisfiable and
/// minimal, the solver is unchanged); here every rejection is also followed by an optional constraint,
/// which must be solved as if the rejected one had never been tried (kiwi issue #52).
final class ConflictPropertyTests: XCTestCase {
    func testConflictSetsAreMinimalAndFailedAddsLeaveNoTrace() {
        for (semantics, salt) in [(Semantics.lexicographic, UInt64(0xC0F_0000)), (.weighted, 0xC1F_0000)] {
            let stats = PropertyRun.check("ConflictPropertyTests.\(semantics)", count: 700, salt: salt) { seed, stats in
                var generator = SystemGenerator(seed: seed, semantics: semantics, shape: .conflicting)
                let harness = DifferentialHarness(seed: seed, semantics: semantics, variableCount: generator.variableCount)
                var tried: [ConstraintSpec] = []
                for _ in 0..<(generator.variableCount + generator.rng.int(in: generator.shape.extraConstraints)) {
                    let spec = generator.nextConstraint(after: tried)
                    tried.append(spec)
                    if !harness.add(spec), !harness.failed {
                        harness.add(generator.single(generator.rng.int(in: 0...(generator.variableCount - 1)), .equal,
                                                     generator.value(), priority: generator.optionalPriority()))
                    }
                }
                stats.merge(harness.stats)
                return harness.failed ? harness.report : nil
            }
            PropertyRun.assertCovered(stats.rejections, stats.systems)
            // Conflicts of more than two constraints must occur, or minimality is barely tested.
            PropertyRun.assertCovered(stats.conflictSizes.filter { $0 >= 3 }.count, stats.systems / 10)
        }
    }
}
