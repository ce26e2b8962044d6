import SeededRandom
import XCTest
@testable import Cassowary

/// `ConflictRank.showsMinimal`: a conflict shown minimal by its coefficients' rank must be one the
/// deletion filter keeps whole, and the shortcut must fire on the minimal sets the filter returns.
final class ConflictRankTests: XCTestCase {
    /// x0 = 0, x(i+1) = x(i) + 1 up to x5, closed by x5 = 0: rows of rank 6 for 7 constraints, the
    /// closing row the alternating sum of all the others (every weight ±1), so minimal.
    func testAChainIsShownMinimal() {
        let factory = VariableFactory()
        let x = (0...5).map { factory.make("x\($0)") }
        var chain = [Constraint(LinearExpression(x[0]), .equal)]
        for i in 0..<5 { chain.append(Constraint(x[i + 1] - x[i] - 1.0, .equal)) }
        chain.append(Constraint(LinearExpression(x[5]), .equal))
        XCTAssertTrue(ConflictRank.showsMinimal(chain))
        XCTAssertEqual(Solver().deletionFilter(chain).map(ObjectIdentifier.init), chain.map(ObjectIdentifier.init))
    }

    /// x >= 1, y >= 1, x + y <= 1: the third row is the sum of the first two; minimal.
    func testInequalitiesWhoseRowsSumToTheLastAreShownMinimal() {
        let factory = VariableFactory()
        let x = factory.make("x"), y = factory.make("y")
        let set = [Constraint(x - 1.0, .greaterOrEqual), Constraint(y - 1.0, .greaterOrEqual), Constraint(x + y - 1.0, .lessOrEqual)]
        XCTAssertTrue(ConflictRank.showsMinimal(set))
    }

    /// x = 0, y = 0, x = 1: rank 2 for 3 constraints, but the dependency (x = 1 is the first row)
    /// leaves y = 0 out, and indeed {x = 0, x = 1} conflicts alone: not shown.
    func testARowOutsideTheDependencyIsNotShown() {
        let factory = VariableFactory()
        let x = factory.make("x"), y = factory.make("y")
        let set = [Constraint(LinearExpression(x), .equal), Constraint(LinearExpression(y), .equal), Constraint(x - 1.0, .equal)]
        XCTAssertFalse(ConflictRank.showsMinimal(set))
        XCTAssertEqual(Solver().deletionFilter(set).map(ObjectIdentifier.init), [set[0], set[2]].map(ObjectIdentifier.init))
    }

    /// x >= 1, x <= 0, x = 5: the second row already depends on the first (rank 1 for 3): not shown.
    func testALowerRankIsNotShown() {
        let factory = VariableFactory()
        let x = factory.make("x")
        let set = [Constraint(x - 1.0, .greaterOrEqual), Constraint(LinearExpression(x), .lessOrEqual), Constraint(x - 5.0, .equal)]
        XCTAssertFalse(ConflictRank.showsMinimal(set))
    }

    /// x + 1e-9·y = 0, x = 0, y = 1 is minimal, but the first two rows differ by 1e-9 of their size:
    /// too close to call, so the filter decides.
    func testNearlyDependentRowsAreNotShown() {
        let factory = VariableFactory()
        let x = factory.make("x"), y = factory.make("y")
        let set = [Constraint(LinearExpression(terms: [Term(x), Term(y, 1e-9)]), .equal),
                   Constraint(LinearExpression(x), .equal), Constraint(y - 1.0, .equal)]
        XCTAssertFalse(ConflictRank.showsMinimal(set))
    }

    /// A repeated variable is merged before the rank is read: 2x − x = 1 is x = 1.
    func testRepeatedVariablesAreMerged() {
        let factory = VariableFactory()
        let x = factory.make("x"), y = factory.make("y")
        let twice = LinearExpression(terms: [Term(x, 2), Term(y, 1), Term(x, -1), Term(y, -1)], constant: -1)
        XCTAssertTrue(ConflictRank.showsMinimal([Constraint(twice, .equal), Constraint(LinearExpression(x), .equal)]))
        XCTAssertFalse(ConflictRank.showsMinimal([Constraint(twice, .equal), Constraint(LinearExpression(y), .equal),
                                                  Constraint(LinearExpression(x), .equal)]))
    }

    /// Random required systems grown until they conflict, and random chains with noise whose
    /// closing constraint is needed: the shortcut's answer (the set itself when shown, else the filter's) is the filter's, and every
    /// minimal set the filter returns is shown minimal (a minimal conflict's rows have rank one
    /// less than their number, with a dependency that uses them all, so the shortcut must fire).
    func testTheShortcutAgreesWithTheDeletionFilter() {
        var random = SplitMix64(seed: 0xC0FF1C7)
        let solver = Solver()
        var compared = 0, shownWhole = 0, shownAfterFilter = 0
        for round in 0..<400 {
            let factory = VariableFactory()
            let set = round % 2 == 0 ? RandomConflicts.grownUntilConflict(factory, &random) : noisyChain(factory, &random)
            // As the solver asks: the constraints before the last held together, so every
            // conflict needs the last (the filter keeps it, and what it keeps is then minimal).
            guard solver.isUnsatisfiable(set), !solver.isUnsatisfiable(Array(set.dropLast())) else { continue }
            let filtered = solver.deletionFilter(set)
            compared += 1
            if ConflictRank.showsMinimal(set) {
                shownWhole += 1
                XCTAssertEqual(filtered.map(ObjectIdentifier.init), set.map(ObjectIdentifier.init), "shown minimal, but the filter drops members")
            }
            if ConflictRank.showsMinimal(filtered) { shownAfterFilter += 1 }
        }
        XCTAssertGreaterThan(compared, 300)
        XCTAssertEqual(shownAfterFilter, compared, "a minimal set the rank did not show")
        XCTAssertGreaterThan(shownWhole, 100, "too few sets already minimal: the shortcut is barely tried")
        XCTAssertLessThan(shownWhole, compared - 100, "too few sets with members to drop")
    }

    /// A chain x(i+1) = x(i) + gap (gaps 1…5, some links inequalities) from x0 = 0 to a closing
    /// x(n) <= 0, scaled rows, with constraints on other variables mixed in half the time.
    private func noisyChain(_ factory: VariableFactory, _ random: inout SplitMix64) -> [Constraint] {
        let length = 2 + Int(random.next() % 12)
        let x = (0...length).map { factory.make("x\($0)") }
        var set = [Constraint(LinearExpression(x[0]), .equal)]
        for i in 0..<length {
            let scale = Double(1 + random.next() % 3)
            let gap = Double(1 + random.next() % 5)
            let relation: Relation = random.next() % 3 == 0 ? .greaterOrEqual : .equal
            set.append(Constraint(LinearExpression(terms: [Term(x[i + 1], scale), Term(x[i], -scale)], constant: -gap * scale), relation))
        }
        if random.next() % 2 == 0 {
            let y = (0..<3).map { factory.make("y\($0)") }
            for _ in 0..<(1 + random.next() % 4) {
                let at = Int(random.next() % UInt64(set.count))
                let expression = LinearExpression(terms: [Term(y[Int(random.next() % 3)]), Term(x[Int(random.next() % UInt64(length + 1))], Double(Int(random.next() % 3)))],
                                                  constant: Double(Int(random.next() % 9) - 4))
                set.insert(Constraint(expression, .equal), at: at)
            }
        }
        set.append(Constraint(LinearExpression(x[length]), .lessOrEqual))
        return set
    }
}
