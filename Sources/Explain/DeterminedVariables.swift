import Cassowary

/// The variables whose values the required equalities alone decide, each with the equality that
/// decided it: a value fixed by a required equality of its own (`root.width == 320`), then, over and
/// over, the one variable left open in a required equality whose other variables are decided
/// (`list.leading == root.leading` once `root.leading` is). Every solution that keeps the required
/// constraints gives these variables the same values, whatever the priorities below required ask.
///
/// An explanation uses it to start small: when every variable of a broken constraint is decided, the
/// equalities that decided them (followed back to the fixed values) already force its error, and
/// they are found without looking at the rest of the layout. In a stack of N labels every label's
/// hugging would otherwise be explained against all N labels' constraints, which are tied together
/// through the first label's edges.
struct DeterminedVariables {
    private let constraints: [ExplainableConstraint]
    /// For each decided variable id, the index of the required equality that decided it.
    private var reason: [Int: Int] = [:]

    init(_ constraints: [ExplainableConstraint]) {
        self.constraints = constraints
        // For each required equality in effect: how many of its variables (net coefficient not 0) are
        // still open, and which equalities mention each variable.
        var open: [Int: Int] = [:]
        var mentions: [Int: [Int]] = [:]
        var queue: [(variable: Int, by: Int)] = []
        for (index, constraint) in constraints.enumerated() where Self.decides(constraint) {
            let ids = Self.variables(of: constraint.lowered.expression)
            open[index] = ids.count
            for id in ids { mentions[id, default: []].append(index) }
            if ids.count == 1 { queue.append((ids[0], index)) }
        }
        // Breadth first from the fixed values, in the constraints' order: deterministic.
        var next = 0
        while next < queue.count {
            let (variable, by) = queue[next]
            next += 1
            guard reason[variable] == nil else { continue }
            reason[variable] = by
            for index in mentions[variable] ?? [] {
                guard let left = open[index] else { continue }
                open[index] = left - 1
                guard left - 1 == 1 else { continue }
                let remaining = Self.variables(of: constraints[index].lowered.expression).filter { reason[$0] == nil }
                if remaining.count == 1 { queue.append((remaining[0], index)) }
            }
        }
    }

    /// The required equalities that decide every variable of `target`, followed back to the fixed
    /// values, in the constraints' order; nil when some variable of `target` is not decided by them.
    /// The cost is the size of that derivation, not of the layout.
    func derivation(of target: ExplainableConstraint) -> [ExplainableConstraint]? {
        var taken = Set<Int>()
        var stack = Self.variables(of: target.lowered.expression)
        var seen = Set(stack)
        while let variable = stack.popLast() {
            guard let index = reason[variable] else { return nil }
            guard taken.insert(index).inserted else { continue }
            for other in Self.variables(of: constraints[index].lowered.expression) where seen.insert(other).inserted {
                stack.append(other)
            }
        }
        return taken.sorted().map { constraints[$0] }
    }

    /// A required equality in the solver now: the only kind that decides a value on its own.
    private static func decides(_ constraint: ExplainableConstraint) -> Bool {
        constraint.isInEffect && constraint.isRequired && constraint.lowered.relation == .equal
    }

    /// The ids of the variables with a net coefficient that is not 0, in first-mention order.
    private static func variables(of expression: LinearExpression) -> [Int] {
        var order: [Int] = []
        var net: [Int: Double] = [:]
        for term in expression.terms {
            if net[term.variable.id] == nil { order.append(term.variable.id) }
            net[term.variable.id, default: 0] += term.coefficient
        }
        return order.filter { abs(net[$0] ?? 0) > ExplainTolerance.coefficient }
    }
}
