import Cassowary
import LayoutModel

/// Equation-form constraints: each side is a sum of terms; everything is moved to one side, like
/// terms are merged, and the result is read back as an NSLayoutConstraint (`first = m × second + c`,
/// at most two attributes) or as a linear constraint over plain variables.
extension ScenarioBuilder {
    enum BuiltConstraint {
        case view(LayoutConstraintSpec)
        case linear(LinearConstraintSpec)
    }

    /// What a term multiplies: an attribute, a plain variable, or nothing (a constant).
    private enum Atom: Equatable {
        case anchor(item: String, attribute: LayoutAttribute)
        case variable(String)
    }

    private struct Summand {
        var coefficient: Double
        var atom: Atom?
        var location: SourceLocation
    }

    mutating func buildConstraint(_ syntax: ConstraintSyntax) -> BuiltConstraint? {
        var summands: [Summand] = []
        var failed = false
        for (terms, sign) in [(syntax.left, 1.0), (syntax.right, -1.0)] {
            for term in terms {
                if let summand = evaluate(term, sign: sign) { summands.append(summand) } else { failed = true }
            }
        }
        if failed { return nil }
        guard resolveSuperview(in: &summands, at: syntax.location) else { return nil }

        // Merge like terms, keeping the order in which they were first written.
        var merged: [(atom: Atom, coefficient: Double)] = []
        var constant = 0.0
        for summand in summands {
            guard let atom = summand.atom else { constant += summand.coefficient; continue }
            if let index = merged.firstIndex(where: { $0.atom == atom }) { merged[index].coefficient += summand.coefficient }
            else { merged.append((atom, summand.coefficient)) }
        }
        let hadAtoms = !merged.isEmpty
        merged.removeAll { abs($0.coefficient) < ScriptTolerance.cancelledCoefficient }
        let anchors = merged.filter { if case .anchor = $0.atom { return true } else { return false } }
        let variables = merged.filter { if case .variable = $0.atom { return true } else { return false } }

        if !anchors.isEmpty, !variables.isEmpty {
            log.error("a constraint cannot mix view attributes and plain variables", at: syntax.location)
            return nil
        }
        if merged.isEmpty {
            log.error(hadAtoms ? "the terms cancel out: nothing is left to constrain"
                      : "this constraint has no attribute or variable, only numbers", at: syntax.location)
            return nil
        }
        if !variables.isEmpty {
            let terms = variables.compactMap { entry -> NamedTerm? in
                guard case let .variable(name) = entry.atom else { return nil }
                return NamedTerm(name, entry.coefficient)
            }
            return .linear(LinearConstraintSpec(terms: terms, constant: constant + 0, relation: syntax.relation,
                                                priority: syntax.priority ?? 1000, identifier: syntax.identifier,
                                                isActive: syntax.isActive, location: syntax.location))
        }
        guard anchors.count <= 2 else {
            log.error("a view constraint relates at most two attributes (NSLayoutConstraint has one item on each side); "
                      + "this one has \(anchors.count)", at: syntax.location)
            return nil
        }
        // first × k1 + second × k2 + c (rel) 0  ⇒  first (rel') (−k2/k1) × second + (−c/k1).
        guard case let .anchor(firstItem, firstAttribute) = anchors[0].atom else { return nil }
        let k1 = anchors[0].coefficient
        var relation = syntax.relation
        if k1 < 0 { relation = flipped(relation) }
        var second: Anchor?
        var multiplier = 1.0
        if anchors.count == 2, case let .anchor(item, attribute) = anchors[1].atom {
            second = Anchor(item, attribute)
            multiplier = -anchors[1].coefficient / k1 + 0
        }
        let spec = LayoutConstraintSpec(first: Anchor(firstItem, firstAttribute), relation: relation, second: second,
                                        multiplier: multiplier, constant: -constant / k1 + 0,
                                        priority: syntax.priority ?? 1000, identifier: syntax.identifier,
                                        isActive: syntax.isActive, provenance: .source(syntax.location))
        return .view(spec)
    }

    private func flipped(_ relation: Relation) -> Relation {
        switch relation {
        case .lessOrEqual: return .greaterOrEqual
        case .greaterOrEqual: return .lessOrEqual
        case .equal: return .equal
        }
    }

    /// A term's coefficient (numbers and metrics multiplied, divisions done) and its atom.
    private mutating func evaluate(_ term: Term, sign: Double) -> Summand? {
        var coefficient = term.negated ? -sign : sign
        var atom: Atom?
        for factor in term.factors {
            switch evaluate(factor) {
            case let .number(value)?:
                coefficient *= value
            case let .atom(found)?:
                guard atom == nil else {
                    log.error("a term can multiply numbers by at most one attribute or variable (constraints are linear)",
                              at: term.location)
                    return nil
                }
                atom = found
            case nil:
                return nil
            }
        }
        for divisor in term.divisors {
            switch evaluate(divisor) {
            case let .number(value)?:
                guard value != 0 else { log.error("division by zero", at: term.location); return nil }
                coefficient /= value
            case .atom?:
                log.error("you can divide only by a number or a metric (constraints are linear)", at: term.location)
                return nil
            case nil:
                return nil
            }
        }
        guard coefficient.isFinite else { log.error("this number is too large", at: term.location); return nil }
        return Summand(coefficient: coefficient, atom: atom, location: term.location)
    }

    private enum FactorValue {
        case number(Double)
        case atom(Atom)
    }

    private mutating func evaluate(_ factor: Factor) -> FactorValue? {
        switch factor {
        case let .number(value):
            return .number(value)
        case let .name(reference):
            if let value = metrics[reference.name] { return .number(value) }
            if variableNames.contains(reference.name) { return .atom(.variable(reference.name)) }
            if items[reference.name] != nil || reference.name == ScenarioNames.root || reference.name == ScenarioNames.superview {
                log.error("'\(reference.name)' is a view; name one of its attributes, like \(reference.name).width", at: reference.location)
                return nil
            }
            if brokenNames.contains(reference.name) { return nil }
            log.error("unknown name '\(reference.name)': declare a variable with 'var \(reference.name)' or a metric with "
                      + "'metric \(reference.name) = …'" + Suggestion.hint(for: reference.name, in: Array(variableNames).sorted() + metrics.keys.sorted()),
                      at: reference.location)
            return nil
        case let .anchor(itemReference, attributeReference):
            let itemName: String?
            if itemReference.name == ScenarioNames.superview
                || ScrollGuideSyntax.split(itemReference.name)?.scroll == ScenarioNames.superview {
                itemName = itemReference.name  // resolved once the other item is known
            } else {
                itemName = resolveItem(itemReference, role: "view", allowSafeArea: true)
            }
            let attribute = resolveAttribute(attributeReference)
            guard let itemName, let attribute else { return nil }
            return .atom(.anchor(item: itemName, attribute: attribute))
        }
    }

    /// `superview` means the superview of the other item in the constraint; `superview.contentGuide`
    /// that superview's guide, when it is a scroll view.
    private mutating func resolveSuperview(in summands: inout [Summand], at location: SourceLocation) -> Bool {
        func isSuperview(_ item: String) -> Bool {
            item == ScenarioNames.superview || ScrollGuideSyntax.split(item)?.scroll == ScenarioNames.superview
        }
        let usesSuperview = summands.contains { if case let .anchor(item, _)? = $0.atom { return isSuperview(item) } else { return false } }
        guard usesSuperview else { return true }
        let other = summands.lazy.compactMap { summand -> String? in
            guard case let .anchor(item, _)? = summand.atom, !isSuperview(item) else { return nil }
            return item
        }.first
        guard let other else {
            log.error("'superview' needs another view in the constraint to be the superview of", at: location)
            return false
        }
        guard let parent = items[other]?.parent else {
            log.error("'\(other)' has no superview", at: location)
            return false
        }
        for index in summands.indices {
            guard case let .anchor(item, attribute)? = summands[index].atom, isSuperview(item) else { continue }
            if let guide = ScrollGuideSyntax.split(item)?.guide {
                guard let name = resolveSuperviewGuide(parent: parent, of: other, guide: guide, at: summands[index].location) else { return false }
                summands[index].atom = .anchor(item: name, attribute: attribute)
            } else {
                summands[index].atom = .anchor(item: parent, attribute: attribute)
            }
        }
        return true
    }
}
