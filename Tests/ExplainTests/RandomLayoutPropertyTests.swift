import Cassowary
import Explain
import LayoutModel
import XCTest

/// The explanations of docs/concepts.md ("Explanations") over random layouts: every broken optional constraint gets an
/// explanation that the independent re-check finds sufficient and minimal, and every breakpoint of a
/// root-width sweep is confirmed by fresh engines just below and just above it.
final class RandomLayoutPropertyTests: XCTestCase {
    static let firstSeed: UInt64 = 0x5EED_0000
    static let layoutsWanted = 500
    static let sweepEvery = 5

    struct Tally: CustomStringConvertible {
        var seeds = 0, rejected = 0, layouts = 0, withConflicts = 0
        var explained = 0, ties = 0, ambiguousTies = 0, tradeOffs = 0, damageLimited = 0
        var sweeps = 0, shrunk = 0, sweepSkipped = 0, breakpoints = 0, segments = 0
        var description: String {
            """
            seeds \(seeds), rejected by the engine \(rejected), layouts \(layouts) (\(withConflicts) with a required conflict, not swept); \
            broken constraints explained \(explained) (ties \(ties), of them ambiguous \(ambiguousTies), trade-offs \(tradeOffs)), with a member that limits the damage \(damageLimited); \
            sweeps \(sweeps) (range shrunk \(shrunk), skipped: required cannot hold \(sweepSkipped)), \
            breakpoints confirmed \(breakpoints), \
            stretches between them confirmed \(segments)
            """
        }
    }

    func testRandomLayouts() throws {
        var tally = Tally()
        let started = ContinuousClock.now
        var seed = Self.firstSeed
        while tally.layouts < Self.layoutsWanted && tally.seeds < 4 * Self.layoutsWanted {
            defer { seed += 1 }
            tally.seeds += 1
            let layout = RandomLayoutGenerator.make(seed: seed)
            guard let engine = try? LayoutEngine(layout: layout) else { tally.rejected += 1; continue }
            tally.layouts += 1
            let repro = "seed \(seed); layout:\n\(RandomLayoutGenerator.describe(layout, seed: seed))"
            try checkExplanations(engine, repro: repro, tally: &tally)
            // Sweeps (and their fresh-engine confirmations) run on every fifth layout, to keep the run short.
            if !tally.layouts.isMultiple(of: Self.sweepEvery) {
                continue
            } else if engine.solution().conflicts.isEmpty {
                try checkSweep(engine, repro: repro, tally: &tally)
            } else {
                tally.withConflicts += 1
            }
        }
        print("RandomLayoutPropertyTests: \(tally) in \(ContinuousClock.now - started)")
        XCTAssertGreaterThanOrEqual(tally.layouts, Self.layoutsWanted)
        XCTAssertGreaterThan(tally.explained, Self.layoutsWanted)
        XCTAssertGreaterThan(tally.sweeps, Self.layoutsWanted / Self.sweepEvery / 2)
        XCTAssertGreaterThan(tally.breakpoints, 0)
    }

    /// Sufficiency and minimality re-checked by re-solving (IndependentCheck.errorRange), with
    /// whether the error is tied decided from the whole layout, not from the explainer's flags.
    private func checkExplanations(_ engine: LayoutEngine, repro: String, tally: inout Tally) throws {
        let solution = engine.solution()
        let explainer = BrokenConstraintExplainer(engine: engine)
        let brokenOptional = solution.constraints.filter { $0.state == .broken && !$0.spec.isRequired }
        let explanations: [BrokenConstraintExplanation]
        do { explanations = try explainer.explainAll() } catch {
            return XCTFail("explainer threw \(error)\n\(repro)")
        }
        XCTAssertEqual(explanations.map(\.constraint.syntax), brokenOptional.map { ScenarioSyntax.describe($0.spec) },
                       "every broken optional constraint, and only those, gets an explanation\n\(repro)")
        let inEffect = explainer.constraints.filter(\.isInEffect)
        for explanation in explanations {
            tally.explained += 1
            let target = explanation.constraint, error = explanation.error
            let what = "`\(target.syntax)` (error \(formatNumber(error)), explained by \(explanation.members.map(\.syntax)))\n\(repro)"
            let tolerance = 1e-6 * max(1, error)
            let members = explanation.members.map(\.lowered)
            XCTAssertFalse(members.contains { $0 === target.lowered }, what)
            XCTAssertTrue(members.allSatisfy { $0.strength.value >= target.priority }, what)
            // Tied: at the target's priority and above, the whole layout leaves its error undecided.
            let stronger = inEffect.filter { $0.lowered !== target.lowered && $0.priority >= target.priority }.map(\.lowered)
            let (wholeLow, wholeHigh) = try IndependentCheck.errorRange(of: target.lowered, with: stronger)
            let isTie = wholeHigh - wholeLow > tolerance
            XCTAssertEqual(explanation.isTie, isTie, "tie flag, whole range \(wholeLow)...\(wholeHigh): \(what)")
            if isTie { tally.ties += 1 }
            // Ambiguous (docs/semantics.md's one rule, `AmbiguityRule`): the tie is not settled at any level, weaker ones included,
            // by the rule `expect NAME ambiguous` uses; re-solved on the whole layout, every level.
            if isTie {
                let everyLevel = inEffect.filter { $0.lowered !== target.lowered }.map(\.lowered)
                let (low, high) = try IndependentCheck.errorRange(of: target.lowered, with: everyLevel)
                XCTAssertEqual(explanation.isAmbiguous, AmbiguityRule.isAmbiguous(lower: low, upper: high),
                               "ambiguous flag, range at every level \(low)...\(high): \(what)")
                if explanation.isAmbiguous { tally.ambiguousTies += 1 }
            } else {
                XCTAssertFalse(explanation.isAmbiguous, what)
            }
            if explanation.kind == .tradeOff { tally.tradeOffs += 1 }

            func sufficient(_ range: (Double, Double)) -> Bool {
                isTie ? range.0 <= error + tolerance && range.1 >= error - tolerance
                    : abs(range.0 - error) <= tolerance && abs(range.1 - error) <= tolerance
            }
            XCTAssertTrue(sufficient(try IndependentCheck.errorRange(of: target.lowered, with: members)), "not sufficient: \(what)")
            XCTAssertEqual(explanation.sufficiency, .passed, what)
            // Minimality (docs/concepts.md): leaving any one member out changes the error. Members
            // whose absence raises it (a floor that limits the damage) are counted, not failed.
            var raised: [String] = []
            for (index, member) in members.enumerated() {
                let range = try IndependentCheck.errorRange(of: target.lowered, with: members.filter { $0 !== member })
                XCTAssertFalse(sufficient(range), "member `\(explanation.members[index].syntax)` can be left out: \(what)")
                if !isTie && range.0 > error + tolerance { raised.append(explanation.members[index].syntax) }
            }
            if !raised.isEmpty { tally.damageLimited += 1 }
            XCTAssertEqual(explanation.minimality, .passed, "minimality flag: \(what)")
            XCTAssertEqual(Set(explanation.limiting), Set(raised), "members that limit the damage: \(what)")
        }
    }

    /// Every breakpoint changes exactly the broken sets fresh engines find just below and above it,
    /// and between breakpoints the broken set stays what the sweep says.
    private func checkSweep(_ engine: LayoutEngine, repro: String, tally: inout Tally) throws {
        let outcome: SweepConfirmation.Outcome
        do {
            outcome = try SweepConfirmation.sweep(engine)
        } catch {
            return XCTFail("sweep threw \(error)\n\(repro)")
        }
        guard case let .swept(low, high, breakpoints) = outcome else { tally.sweepSkipped += 1; return }
        tally.sweeps += 1
        if high - low < 300 { tally.shrunk += 1 }
        let solution = engine.solution()
        let layout = engine.layout, width = layout.screen.width
        let values = breakpoints.map(\.value)
        XCTAssertEqual(values, values.sorted(), repro)
        // The broken set on each stretch: the engine's own (at `width`), and the fresh ones next to breakpoints.
        let atWidth = breakpoints.firstIndex { $0.value > width } ?? breakpoints.count
        var sets = [Int: Set<Int>]()
        sets[atWidth] = Set(solution.constraints.indices.filter { solution.constraints[$0].state == .broken })
        for (offset, breakpoint) in breakpoints.enumerated() {
            let sweepName = "root.width \(low)...\(high), breakpoint \(breakpoint.value)"
            guard let below = SweepConfirmation.indices(of: breakpoint.brokenBelow, in: solution),
                  let above = SweepConfirmation.indices(of: breakpoint.brokenAbove, in: solution) else {
                XCTFail("\(sweepName): a constraint the solution does not list\n\(repro)"); continue
            }
            let gapBefore = offset == 0 ? Double.infinity : breakpoint.value - values[offset - 1]
            let gapAfter = offset + 1 == values.count ? Double.infinity : values[offset + 1] - breakpoint.value
            let delta = min(0.01, gapBefore / 3, gapAfter / 3)
            let fresh = (try SweepConfirmation.brokenSet(layout, width: breakpoint.value - delta),
                         try SweepConfirmation.brokenSet(layout, width: breakpoint.value + delta))
            XCTAssertEqual(fresh.0.conflicts + fresh.1.conflicts, 0, "\(sweepName): fresh engines hit a conflict\n\(repro)")
            let names = fresh.0.syntax
            func show(_ set: Set<Int>) -> [String] { set.sorted().map { names[$0] } }
            XCTAssertEqual(show(fresh.0.broken.subtracting(fresh.1.broken)), show(below),
                           "\(sweepName) ±\(delta): broken just below, satisfied just above\n\(repro)")
            XCTAssertEqual(show(fresh.1.broken.subtracting(fresh.0.broken)), show(above),
                           "\(sweepName) ±\(delta): broken just above, satisfied just below\n\(repro)")
            tally.breakpoints += 1
            sets[offset] = sets[offset] ?? fresh.0.broken
            sets[offset + 1] = sets[offset + 1] ?? fresh.1.broken
        }
        // Between breakpoints nothing changes: the middle of each stretch has the set on its edges.
        let edges = [low] + values + [high]
        for stretch in 0..<(edges.count - 1) {
            guard let expected = sets[stretch] else { continue }
            let middle = (edges[stretch] + edges[stretch + 1]) / 2
            let found = try SweepConfirmation.brokenSet(layout, width: middle)
            XCTAssertEqual(found.broken.sorted().map { found.syntax[$0] }, expected.sorted().map { found.syntax[$0] },
                           "root.width \(low)...\(high): the middle \(middle) of stretch \(stretch) differs\n\(repro)")
            tally.segments += 1
        }
    }
}
