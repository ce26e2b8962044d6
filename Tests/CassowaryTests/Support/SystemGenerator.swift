import SeededRandom
import Cassowary

/// Builds random systems from a seed: mixed relations, small dyadic coefficients (exact in binary, so
/// touching constraints really touch), repeated priorities, redundant and contradictory constraints.
struct SystemGenerator {
    var rng: SplitMix64
    let semantics: Semantics
    let shape: SystemShape
    let variableCount: Int
    /// The optional priorities of this system.
    let levels: [Double]
    private var nextLabel = 0

    init(seed: UInt64, semantics: Semantics, shape: SystemShape = .standard) {
        rng = SplitMix64(seed: seed)
        self.semantics = semantics
        self.shape = shape
        variableCount = rng.int(in: shape.variableCount)
        let pool = semantics == .lexicographic ? PriorityPool.lexicographic : PriorityPool.weighted
        levels = rng.distinct(rng.int(in: shape.levelCount), of: pool)
    }

    var requiredPriority: Double { PriorityPool.required(semantics) }

    mutating func optionalPriority() -> Double { rng.pick(levels) }

    /// A small number, sometimes with a half: the values edits are suggested to.
    mutating func value() -> Double {
        Double(rng.int(in: shape.constants)) + (rng.chance(0.3) ? 0.5 : 0)
    }

    mutating func label() -> String {
        defer { nextLabel += 1 }
        return "c\(nextLabel)"
    }

    /// A whole system in add order: optional bounding first (weak anchors or a required box, so the
    /// optimal set is often bounded), then random constraints.
    mutating func makeSystem() -> [ConstraintSpec] {
        var specs: [ConstraintSpec] = []
        switch rng.int(in: 0...3) {
        case 0, 1: specs += anchors(priority: levels.min()!)
        case 2: specs += box(halfWidth: 1000)
        default: break
        }
        for _ in 0..<(variableCount + rng.int(in: shape.extraConstraints)) {
            specs.append(nextConstraint(after: specs))
        }
        return specs
    }

    /// `x[i] == value` for every variable at one priority.
    mutating func anchors(priority: Double) -> [ConstraintSpec] {
        (0..<variableCount).map { i in single(i, .equal, value(), priority: priority) }
    }

    /// Required `-w <= x[i] <= w`.
    mutating func box(halfWidth w: Double) -> [ConstraintSpec] {
        (0..<variableCount).flatMap { i in
            [single(i, .greaterOrEqual, w, priority: requiredPriority), single(i, .lessOrEqual, -w, priority: requiredPriority)]
        }
    }

    /// `x[i] + constant (relation) 0`.
    mutating func single(_ i: Int, _ relation: Relation, _ constant: Double, priority: Double) -> ConstraintSpec {
        var coefficients = Array(repeating: 0.0, count: variableCount)
        coefficients[i] = 1
        return ConstraintSpec(coefficients: coefficients, constant: constant, relation: relation, priority: priority, label: label())
    }

    /// A new constraint: fresh, or derived from `existing` (redundant or contradictory).
    mutating func nextConstraint(after existing: [ConstraintSpec]) -> ConstraintSpec {
        let priority = rng.chance(shape.requiredChance) ? requiredPriority : optionalPriority()
        let required = existing.filter { ReferenceSolver.isRequired($0.priority, semantics: semantics) }
        if priority == requiredPriority, !required.isEmpty, rng.chance(shape.conflictChance) {
            return contradiction(of: required)
        }
        if !existing.isEmpty, rng.chance(shape.redundantChance) {
            return redundant(from: existing, priority: priority)
        }
        if rng.chance(0.1) {
            return single(rng.int(in: 0...(variableCount - 1)), .equal, value(), priority: priority)
        }
        return fresh(priority: priority)
    }

    mutating func fresh(priority: Double) -> ConstraintSpec {
        var coefficients = Array(repeating: 0.0, count: variableCount)
        for i in rng.distinct(rng.int(in: 1...min(3, variableCount)), of: Array(0..<variableCount)) {
            coefficients[i] = rng.pick(shape.coefficients)
        }
        let relation = rng.pick([Relation.equal, .lessOrEqual, .greaterOrEqual])
        return ConstraintSpec(coefficients: coefficients, constant: value(), relation: relation, priority: priority, label: label())
    }

    /// A duplicate, a scaled copy, a looser (implied) copy, or the sum of two earlier constraints.
    mutating func redundant(from existing: [ConstraintSpec], priority: Double) -> ConstraintSpec {
        var spec: ConstraintSpec
        switch rng.int(in: 0...3) {
        case 0:
            spec = rng.pick(existing)
        case 1:
            spec = rng.pick(existing).scaled(by: rng.pick([2, 0.5, -1, -2]))
        case 2:
            spec = rng.pick(rng.pick(existing).greaterOrEqualForms)
            spec.constant += Double(rng.int(in: 0...5))   // g ≥ 0 implies g + d ≥ 0
        default:
            let a = rng.pick(rng.pick(existing).greaterOrEqualForms)
            let b = rng.pick(rng.pick(existing).greaterOrEqualForms)
            spec = a
            spec.coefficients = zip(a.coefficients, b.coefficients).map { $0 + $1 }
            spec.constant = a.constant + b.constant
        }
        spec.priority = rng.chance(0.5) ? spec.priority : priority
        spec.label = label()
        return spec
    }

    /// A required constraint that contradicts one or two earlier required ones — or exactly touches
    /// them (gap 0), which is feasible and degenerate.
    mutating func contradiction(of required: [ConstraintSpec]) -> ConstraintSpec {
        let gap = rng.pick([0, 0.5, 1, 2, 5])
        var spec: ConstraintSpec
        if rng.chance(0.3), required.count >= 2 {
            // g1 ≥ 0, g2 ≥ 0 and g1 + g2 + gap ≤ 0: a conflict of three.
            let pair = rng.distinct(2, of: required)
            let g1 = rng.pick(pair[0].greaterOrEqualForms), g2 = rng.pick(pair[1].greaterOrEqualForms)
            spec = g1
            spec.coefficients = zip(g1.coefficients, g2.coefficients).map { $0 + $1 }
            spec.constant = g1.constant + g2.constant + gap
            spec.relation = .lessOrEqual
        } else {
            let source = rng.pick(required)
            if source.relation == .equal, rng.chance(0.5) {
                spec = source
                spec.constant += rng.chance(0.5) ? gap : -gap
            } else {
                spec = rng.pick(source.greaterOrEqualForms)   // g ≥ 0, so g + gap ≤ 0 contradicts
                spec.constant += gap
                spec.relation = .lessOrEqual
            }
        }
        spec = spec.scaled(by: rng.pick([1, 1, 2, -1]))
        spec.priority = requiredPriority
        spec.label = label()
        return spec
    }
}
