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
        /// `system`: the system spacing between two anchors (`constraint(…SystemSpacingAfter:…)`).
        case systemSpacing
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
        var repeated: [Atom] = []
        for summand in summands {
            guard let atom = summand.atom else { constant += summand.coefficient; continue }
            if let index = merged.firstIndex(where: { $0.atom == atom }) {
                merged[index].coefficient += summand.coefficient
                if !repeated.contains(atom) { repeated.append(atom) }
            } else { merged.append((atom, summand.coefficient)) }
        }
        // `+ system` is not an attribute: its multiple is read apart, then checked against the rest.
        var systemMultiple: Double?
        if let index = merged.firstIndex(where: { $0.atom == .systemSpacing }) {
            systemMultiple = merged[index].coefficient
            merged.remove(at: index)
        }
        let hadAtoms = !merged.isEmpty || systemMultiple != nil
        merged.removeAll { abs($0.coefficient) < ScriptTolerance.cancelledCoefficient }
        let anchors = merged.filter { if case .anchor = $0.atom { return true } else { return false } }
        let variables = merged.filter { if case .variable = $0.atom { return true } else { return false } }

        if let systemMultiple {
            return buildSystemSpacing(syntax, multiple: systemMultiple, anchors: anchors, others: variables.count, constant: constant)
        }
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
        var spec = LayoutConstraintSpec(first: Anchor(firstItem, firstAttribute), relation: relation, second: second,
                                        multiplier: multiplier, constant: -constant / k1 + 0,
                                        priority: syntax.priority ?? 1000, identifier: syntax.identifier,
                                        isActive: syntax.isActive, provenance: .source(syntax.location))
        // An attribute written twice becomes one term: the printed constraint no longer shows it, so say so.
        let twice = repeated.compactMap { atom -> String? in
            guard case let .anchor(item, attribute) = atom else { return nil }
            return "`\(Anchor(item, attribute))`"
        }
        if !twice.isEmpty {
            spec.inputRewrite = "rewritten on input: \(twice.joined(separator: ", ")) written more than once, "
                + "so its terms were added into one"
        }
        return .view(spec)
    }

    /// `b.leading >= a.trailing + system`, `b.top == a.bottom + 2*system`: what
    /// `constraint(equalToSystemSpacingAfter:multiplier:)` and its `…Below:` and inequality
    /// siblings make. The anchors stand alone (multiplier 1, no other constant), and are positions
    /// on one axis; written the other way round (`a.trailing == b.leading - system`), they are
    /// swapped so the first item is the one that comes after, as the API makes it.
    private mutating func buildSystemSpacing(_ syntax: ConstraintSyntax, multiple: Double, anchors: [(atom: Atom, coefficient: Double)],
                                             others: Int, constant: Double) -> BuiltConstraint? {
        let shape = "system spacing relates two anchors with nothing else: write `b.leading == a.trailing + system` "
            + "(constraint(equalToSystemSpacingAfter:multiplier:)) or `b.top >= a.bottom + 2*system` (…Below:)"
        guard others == 0, anchors.count == 2,
              case let .anchor(firstItem, firstAttribute) = anchors[0].atom,
              case let .anchor(secondItem, secondAttribute) = anchors[1].atom else {
            log.error(shape, at: syntax.location)
            return nil
        }
        let k1 = anchors[0].coefficient
        guard abs(anchors[1].coefficient + k1) < ScriptTolerance.cancelledCoefficient else {
            log.error("system spacing takes no multiplier on an anchor; its multiple goes on `system` (`b.leading == a.trailing + 2*system`)",
                      at: syntax.location)
            return nil
        }
        guard abs(constant) < ScriptTolerance.cancelledCoefficient else {
            log.error("system spacing cannot be added to a number: UIKit's system-spacing constraints have no other constant", at: syntax.location)
            return nil
        }
        for attribute in [firstAttribute, secondAttribute] where attribute == .width || attribute == .height {
            log.error("system spacing is a gap between positions (x-axis anchors: …SystemSpacingAfter:, y-axis anchors: …Below:); "
                      + "`\(attribute.rawValue)` is a size", at: syntax.location)
            return nil
        }
        var relation = k1 < 0 ? flipped(syntax.relation) : syntax.relation
        var first = Anchor(firstItem, firstAttribute), second = Anchor(secondItem, secondAttribute)
        var factor = -multiple / k1
        guard abs(factor) >= ScriptTolerance.cancelledCoefficient else {
            log.error("the system spacing terms cancel out", at: syntax.location)
            return nil
        }
        if factor < 0 {
            (first, second, factor, relation) = (second, first, -factor, flipped(relation))
        }
        let spec = LayoutConstraintSpec(first: first, relation: relation, second: second, multiplier: 1,
                                        constant: factor * SystemSpacing.points, priority: syntax.priority ?? 1000,
                                        identifier: syntax.identifier, isActive: syntax.isActive,
                                        provenance: .source(syntax.location), className: SystemSpacing.anchor.className,
                                        systemSpacing: .anchor)
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
            if reference.name == ScenarioNames.systemSpacing { return .atom(.systemSpacing) }
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
