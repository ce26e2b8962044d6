import Cassowary

/// Working out, from the current layout, every constraint that should be in the solver.
extension LayoutEngine {
    /// In the order reports list them: the system-made constraints (UIKit's generators, content
    /// size, size floors), then the scenario's, then the plain linear ones. They are added to a
    /// solver in this order too, except that items' own sizes go first (`installOrder`).
    /// So at build time a conflict is met when its last scenario constraint is added.
    func desiredConstraints() -> [DesiredConstraint] {
        let lowering = ConstraintLowering(catalogue: catalogue, variables: variables, wrapWidth: wrapWidth(of:))
        let systemMade = systemSpecs()
        var desired: [DesiredConstraint] = []
        desired.reserveCapacity(systemMade.count + layout.constraints.count + layout.linearConstraints.count)
        var occurrences: [SystemConstraintKey: Int] = [:]
        occurrences.reserveCapacity(systemMade.count)
        func addSystem(_ spec: LayoutConstraintSpec) {
            let first = SystemConstraintKey(spec, occurrence: 0)
            let occurrence = occurrences[first, default: 0]
            occurrences[first] = occurrence + 1
            let payload = ConstraintPayload.layout(spec)
            let lowered = spec.isActive ? lowering.lower(spec, labelledBy: payload) : nil
            desired.append(DesiredConstraint(key: .system(first.copy(occurrence)), payload: payload, lowered: lowered))
        }
        systemMade.forEach(addSystem)
        for (id, spec) in zip(userIDs, layout.constraints) {
            let payload = ConstraintPayload.layout(spec)
            let lowered = spec.isActive ? lowering.lower(spec, labelledBy: payload) : nil
            desired.append(DesiredConstraint(key: .user(id), payload: payload, lowered: lowered))
        }
        for (id, spec) in zip(linearIDs, layout.linearConstraints) {
            let lowered = spec.isActive ? lowerLinear(spec) : nil
            desired.append(DesiredConstraint(key: .linear(id), payload: .linear(spec), lowered: lowered))
        }
        return desired
    }

    /// Every system-made spec for the current layout, in a fixed order.
    func systemSpecs() -> [LayoutConstraintSpec] {
        var specs = generated.constraints
        for item in layout.items {
            specs += ContentSize.constraints(for: item, wrapWidth: wrapWidth(of: item))
        }
        for item in catalogue.items {
            specs += EngineMadeConstraints.sizeFloors(of: item.name)
        }
        return specs
    }

    func lowerLinear(_ spec: LinearConstraintSpec) -> Constraint {
        let terms = spec.terms.map { Term(variables.plain($0.variable), $0.coefficient) }
        let expression = LinearExpression(terms: terms, constant: spec.constant).normalized()
        return Constraint(expression, spec.relation, .priority(Priority(spec.priority)), makeLabel: { spec.scenarioDescription })
    }

    /// The width a label wraps at: its preferredMaxLayoutWidth, or for an automatic multi-line
    /// label the width the last solve gave it (UIKit's second pass); nil before the first solve.
    func wrapWidth(of item: LayoutItem) -> Double? { Self.wrapWidth(of: item, secondPassWidths: secondPassWidths) }

    static func wrapWidth(of item: LayoutItem, secondPassWidths: [String: Double]) -> Double? {
        if let preferred = item.preferredMaxLayoutWidth, preferred > 0 { return preferred }
        return wrapsAutomatically(item) ? secondPassWidths[item.name] : nil
    }

    static func wrapsAutomatically(_ item: LayoutItem) -> Bool {
        item.kind == .label && item.numberOfLines != 1 && (item.preferredMaxLayoutWidth ?? 0) <= 0
    }
}
