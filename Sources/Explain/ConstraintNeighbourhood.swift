import Cassowary

/// Which constraints can influence a constraint's error: an index from each variable to the
/// constraints in effect that mention it, walked outward from the target.
///
/// A variable fixed by a required equality of its own (`root.width == 320`) is a wall: with its value
/// fixed, whatever lies beyond it is a separate problem (the lexicographic objective is a sum over
/// independent parts), so the walk takes the fixing constraint and stops there. Without the wall,
/// every cell of a table would reach every other through the root's width, and explaining one cell
/// would mean solving the whole table.
struct ConstraintNeighbourhood {
    private let constraints: [ExplainableConstraint]
    /// For each variable id, the indices of the constraints in effect that mention it, in order.
    private var mentions: [Int: [Int]] = [:]
    /// For each fixed variable id, the indices of the required single-variable equalities fixing it.
    private var fixers: [Int: [Int]] = [:]

    init(_ constraints: [ExplainableConstraint]) {
        self.constraints = constraints
        for (index, constraint) in constraints.enumerated() where constraint.isInEffect {
            let terms = constraint.lowered.expression.terms
            for id in Self.distinctIDs(terms) { mentions[id, default: []].append(index) }
            if constraint.isRequired, constraint.lowered.relation == .equal, terms.count == 1 {
                fixers[terms[0].variable.id, default: []].append(index)
            }
        }
    }

    /// The other constraints in effect at the target's priority or above (or at `minimum` and
    /// above) that share variables with it, directly or through each other, stopping at fixed
    /// variables; in the constraints' order.
    func component(of target: ExplainableConstraint, minimum: Double? = nil) -> [ExplainableConstraint] {
        let floor = minimum ?? target.priority
        var taken = Set<Int>()
        var reached = Set<Int>()
        var queue = Self.distinctIDs(target.lowered.expression.terms)
        reached.formUnion(queue)
        var next = 0
        while next < queue.count {
            let id = queue[next]
            next += 1
            if let fixing = fixers[id] {
                taken.formUnion(fixing)
                continue
            }
            for index in mentions[id] ?? [] where !taken.contains(index) {
                let candidate = constraints[index]
                guard candidate.lowered !== target.lowered, candidate.priority >= floor else { continue }
                taken.insert(index)
                for other in Self.distinctIDs(candidate.lowered.expression.terms) where reached.insert(other).inserted {
                    queue.append(other)
                }
            }
        }
        // Sorted, so the order is the constraints' order and never the set's.
        return taken.sorted().map { constraints[$0] }
    }

    private static func distinctIDs(_ terms: [Term]) -> [Int] {
        var seen = Set<Int>()
        return terms.map(\.variable.id).filter { seen.insert($0).inserted }
    }
}
