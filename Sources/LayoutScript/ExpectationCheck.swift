import Cassowary
import LayoutModel

/// Decides whether one `expect` line holds for a solved layout.
struct ExpectationCheck {
    let engine: LayoutEngine
    let solution: LayoutSolution

    func failure(of expectation: Expectation) -> ExpectationFailure? {
        message(for: expectation).map { ExpectationFailure(expectation: expectation, message: $0) }
    }

    private func message(for expectation: Expectation) -> String? {
        let tolerance = expectation.tolerance
        func differs(_ a: Double, _ b: Double) -> Bool { !(abs(a - b) <= tolerance) }
        switch expectation.kind {
        case let .frame(item, expected):
            guard let frame = solution.frame(of: item) else { return "there is no item `\(item)`" }
            let pairs = [(frame.x, expected.x), (frame.y, expected.y), (frame.width, expected.width), (frame.height, expected.height)]
            guard pairs.contains(where: { differs($0.0, $0.1) }) else { return nil }
            return "`\(item)`.frame is \(text(frame)), expected \(text(expected))"
        case let .anchorValue(anchor, expected):
            guard let value = engine.value(of: anchor) else { return "there is no item `\(anchor.item)`" }
            return differs(value, expected) ? "\(anchor) is \(formatNumber(value)), expected \(formatNumber(expected))" : nil
        case let .variableValue(name, expected):
            guard engine.layout.variables.contains(name) else { return "there is no variable `\(name)`" }
            let value = engine.value(ofVariable: name)
            return differs(value, expected) ? "\(name) is \(formatNumber(value)), expected \(formatNumber(expected))" : nil
        case let .constraint(identifier, state, error):
            return constraintMessage(identifier, state, error, differs)
        case let .printedConstraint(equation, state, error):
            return printedConstraintMessage(equation, state, error, differs)
        case let .contentSize(item, priority, axis, state, error):
            return contentSizeMessage(item, priority, axis, state, error, differs)
        case let .ambiguous(item, expected):
            do {
                let ambiguity = try engine.ambiguity(of: item)
                guard ambiguity.isAmbiguous != expected else { return nil }
                if expected { return "`\(item)` is not ambiguous: its frame is fully determined" }
                let free = ambiguity.ambiguousVariables.map { "\($0.variable) in \(formatNumber($0.lower))...\(formatNumber($0.upper))" }
                return "`\(item)` is ambiguous: " + free.joined(separator: ", ")
            } catch {
                return "\(error)"
            }
        case let .conflict(members, broken):
            return conflictMessage(members, broken)
        case .noConflict:
            let count = solution.conflicts.count + solution.linearConflicts.count
            return count == 0 ? nil : "\(count) required conflict\(count == 1 ? " was" : "s were") recovered from"
        }
    }

    private func constraintMessage(_ identifier: String, _ state: ConstraintState, _ error: Double?,
                                   _ differs: (Double, Double) -> Bool) -> String? {
        let found = solution.constraints(identifier: identifier).map { ($0.state, $0.error) }
            + solution.linearConstraints.filter { $0.spec.identifier == identifier }.map { ($0.state, $0.error) }
        guard !found.isEmpty else { return "no constraint has the identifier \"\(identifier)\"" }
        for (actual, actualError) in found {
            if actual != state {
                return "\"\(identifier)\" is \(describe(actual, actualError)), expected \(state.rawValue)"
            }
            if let error, differs(actualError, error) {
                return "\"\(identifier)\" has error \(formatNumber(actualError)), expected \(formatNumber(error))"
            }
        }
        return nil
    }

    /// The one constraint that prints as `equation`; a clear message when none or several do.
    private func printedConstraintMessage(_ equation: String, _ state: ConstraintState, _ error: Double?,
                                          _ differs: (Double, Double) -> Bool) -> String? {
        let wanted = Self.comparable(equation)
        let found = solution.constraints.filter { Self.comparable($0.spec.scenarioDescription) == wanted }
        guard found.count == 1, let status = found.first else {
            if found.isEmpty {
                let item = ViewRemoval.owner(of: String(wanted.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
                    .split(separator: ".").first ?? ""))
                let nearby = solution.constraints.filter { $0.spec.first.item == item || $0.spec.second?.item == item }
                    .map { "`\($0.spec.scenarioDescription)`" }
                let list = nearby.isEmpty ? "" : "; the constraints on `\(item)` print as " + nearby.prefix(12).joined(separator: ", ")
                    + (nearby.count > 12 ? ", …" : "")
                return "no constraint prints as `\(equation)`\(list)"
            }
            return "\(found.count) constraints print as `\(equation)`, so expect cannot tell which one is meant; give it an identifier"
        }
        if status.state != state {
            return "`\(equation)` is \(describe(status.state, status.error)), expected \(state.rawValue)"
        }
        if let error, differs(status.error, error) {
            return "`\(equation)` has error \(formatNumber(status.error)), expected \(formatNumber(error))"
        }
        return nil
    }

    private func contentSizeMessage(_ item: String, _ priority: ContentPriority, _ axis: Axis, _ state: ConstraintState,
                                    _ error: Double?, _ differs: (Double, Double) -> Bool) -> String? {
        let anchor = Anchor(item, axis == .horizontal ? .width : .height)
        let relation: Relation = priority == .hugging ? .lessOrEqual : .greaterOrEqual
        let name = "\(item).\(priority == .hugging ? "hugging" : "compression") \(axis == .horizontal ? "h" : "v")"
        guard let status = solution.constraints.first(where: {
            $0.spec.className == ContentSize.className && $0.spec.first == anchor && $0.spec.relation == relation
        }) else {
            return "`\(item)` has no intrinsic \(anchor.attribute.rawValue), so it has no \(name) constraint"
        }
        if status.state != state {
            return "\(name) (`\(status.spec.scenarioDescription)`) is \(describe(status.state, status.error)), expected \(state.rawValue)"
        }
        if let error, differs(status.error, error) {
            return "\(name) (`\(status.spec.scenarioDescription)`) has error \(formatNumber(status.error)), expected \(formatNumber(error))"
        }
        return nil
    }

    /// A printed constraint without spaces, with the typographic symbols the lexer also reads.
    private static func comparable(_ text: String) -> String {
        var result = ""
        for character in text where !character.isWhitespace {
            switch character {
            case "≥": result += ">="
            case "≤": result += "<="
            case "×": result += "*"
            case "−": result += "-"
            default: result.append(character)
            }
        }
        return result
    }

    private func conflictMessage(_ members: [String]?, _ broken: String?) -> String? {
        let conflicts = solution.conflicts.map { (members: $0.conflict.map(\.identifier), broken: $0.broken.identifier) }
            + solution.linearConflicts.map { (members: $0.conflict.map(\.identifier), broken: $0.broken.identifier) }
        guard !conflicts.isEmpty else { return "no required conflict was recovered from" }
        let matching = conflicts.contains { conflict in
            let sameMembers = members.map { Set($0) == Set(conflict.members.compactMap { $0 }) } ?? true
            let sameBroken = broken.map { $0 == conflict.broken } ?? true
            return sameMembers && sameBroken
        }
        if matching { return nil }
        let seen = conflicts.map { conflict in
            "{" + conflict.members.map { $0.map { "\"\($0)\"" } ?? "(unnamed)" }.joined(separator: ", ")
                + "} broken \(conflict.broken.map { "\"\($0)\"" } ?? "(unnamed)")"
        }
        return "no recovered conflict matches; found " + seen.joined(separator: "; ")
    }

    private func describe(_ state: ConstraintState, _ error: Double) -> String {
        state == .broken || state == .brokenToRecover ? "\(state.rawValue) (error \(formatNumber(error)))" : state.rawValue
    }

    private func text(_ rect: Rect) -> String {
        "(\(formatNumber(rect.x)), \(formatNumber(rect.y)), \(formatNumber(rect.width)), \(formatNumber(rect.height)))"
    }
}
