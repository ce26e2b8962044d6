import SeededRandom
import XCTest
@testable import Cassowary

/// `Solver.deletionFilter` drops runs of members at once; it must give exactly what the plain
/// filter (one member at a time, written out below as the reference) gives, conflict by conflict.
final class DeletionFilterTests: XCTestCase {
    private func oneAtATime(_ conflicting: [Constraint], in solver: Solver) -> [Constraint] {
        var set = conflicting
        var index = 0
        while index < set.count - 1 {
            var trial = set
            trial.remove(at: index)
            if solver.isUnsatisfiable(trial) { set = trial } else { index += 1 }
        }
        return set
    }

    /// A chain x0 = 0, x(i+1) = x(i) + 1 up to x5, closed by x5 = 0 (last), among 60 constraints on
    /// other variables: the minimal conflict is the chain and the closing constraint, 7 in all.
    func testUnneededMembersAreDroppedAndTheChainStays() {
        let factory = VariableFactory()
        let x = (0...5).map { factory.make("x\($0)") }
        let y = (0..<60).map { factory.make("y\($0)") }
        var chain = [Constraint(LinearExpression(x[0]), .equal)]
        for i in 0..<5 { chain.append(Constraint(x[i + 1] - x[i] - 1.0, .equal)) }
        let noise = y.enumerated().map { Constraint(LinearExpression($0.element) - Double($0.offset), .equal) }
        // Noise first, then the chain interleaved with more noise, the closing constraint last.
        let set = Array(noise[0..<30]) + zip(chain, noise[30..<36]).flatMap { [$0, $1] } + noise[36...]
            + [Constraint(LinearExpression(x[5]), .equal)]
        let solver = Solver()
        let minimal = solver.deletionFilter(set)
        XCTAssertEqual(minimal.map(ObjectIdentifier.init), (chain + [set.last!]).map(ObjectIdentifier.init))
    }

    /// Random required systems on four variables, grown until they conflict: the same members, in
    /// the same order, as the reference. Several conflicts often overlap here, so the order of
    /// dropping matters and a filter that skipped a member would show.
    func testTheSameSetAsOneAtATimeOnRandomConflicts() {
        var random = SplitMix64(seed: 0xDE1E7E)
        var compared = 0, withManyConflicts = 0
        for _ in 0..<300 {
            let solver = Solver()
            let set = RandomConflicts.grownUntilConflict(VariableFactory(), &random)
            guard solver.isUnsatisfiable(set) else { continue }
            let expected = oneAtATime(set, in: solver)
            XCTAssertEqual(solver.deletionFilter(set).map(ObjectIdentifier.init), expected.map(ObjectIdentifier.init))
            compared += 1
            if expected.count < set.count - 1 { withManyConflicts += 1 }
        }
        XCTAssertGreaterThan(compared, 250)
        XCTAssertGreaterThan(withManyConflicts, 100, "too few sets with members to drop")
    }
}
