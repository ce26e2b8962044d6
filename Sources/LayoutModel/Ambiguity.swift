import Cassowary

/// The values one variable takes over every solution with the same objective at every level.
public struct VariableRange: Sendable {
    public let variable: String
    public let value: Double
    /// -infinity / +infinity when unbounded.
    public let lower: Double
    public let upper: Double
    /// The range is not a single value.
    public var isAmbiguous: Bool { upper - lower > LayoutTolerance.ambiguity }
}

/// Another layout, as good as the solved one at every priority level (like UIKit's
/// `exerciseAmbiguityInLayout`): one ambiguous variable pushed to another value.
public struct AlternativeLayout: Sendable {
    public let variable: String
    public let value: Double
    public let windowFrames: [(item: String, frame: Rect)]
    /// Checked: every required constraint holds and the objective is the same at every level.
    public let isVerified: Bool
}

/// Whether an item's frame is ambiguous, which of its variables are free and how far.
public struct ItemAmbiguity: Sendable {
    public let item: String
    /// minX, minY, width, height, in that order.
    public let ranges: [VariableRange]
    public let alternative: AlternativeLayout?
    public var isAmbiguous: Bool { ranges.contains(where: \.isAmbiguous) }
    public var ambiguousVariables: [VariableRange] { ranges.filter(\.isAmbiguous) }
}

extension LayoutEngine {
    /// How far an alternative moves a variable whose range is unbounded that way.
    static let alternativeStep = 20.0

    /// The free ranges of an item's four variables and one verified alternative layout.
    public func ambiguity(of item: String) throws -> ItemAmbiguity {
        guard catalogue.item(item) != nil else { throw LayoutError("unknown item `\(item)`", at: nil) }
        let ranges = try variables.variables(of: item).all.map(range(of:))
        let alternative = try ranges.first(where: \.isAmbiguous).map(alternativeLayout(moving:))
        return ItemAmbiguity(item: item, ranges: ranges, alternative: alternative)
    }

    /// The free range of a plain variable.
    public func range(ofVariable name: String) throws -> VariableRange {
        guard layout.variables.contains(name) else { throw LayoutError("unknown variable `\(name)`", at: nil) }
        return try range(of: variables.plain(name))
    }

    func range(of variable: Variable) throws -> VariableRange {
        let value = cleaned(solver.value(of: variable))
        do {
            let (lower, upper) = try solver.range(of: variable)
            return VariableRange(variable: variable.name, value: value, lower: cleaned(lower), upper: cleaned(upper))
        } catch {
            throw LayoutError("internal solver error while probing `\(variable.name)`: \(error)", at: nil)
        }
    }

    /// Re-solves a copy of the installed constraints with the variable held at another value of
    /// its range, so the engine's own solution is left exactly as it is.
    private func alternativeLayout(moving range: VariableRange) throws -> AlternativeLayout {
        let target: Double
        if range.upper > range.value + LayoutTolerance.ambiguity {
            target = range.upper.isFinite ? range.upper : range.value + Self.alternativeStep
        } else {
            target = range.lower.isFinite ? range.lower : range.value - Self.alternativeStep
        }
        guard let variable = catalogueVariable(named: range.variable) else {
            throw LayoutError("internal error: no variable `\(range.variable)`", at: nil)
        }
        let copy = Solver()
        do {
            for constraint in solver.constraints { try copy.add(constraint) }
            try copy.add(Constraint(LinearExpression(variable) - target, .equal, label: "alternative"))
        } catch {
            throw LayoutError("internal solver error while building an alternative layout: \(error)", at: nil)
        }
        let holds = solver.constraints.allSatisfy { constraint in
            !constraint.isRequired
                || constraint.violation { copy.value(of: $0) } <= LayoutTolerance.satisfied
        }
        let before = solver.objective(), after = copy.objective()
        // Compared level by level by priority: a level the copy lacks counts as 0 (the engine's
        // solver keeps a level whose constraints changed priority; the fresh copy never made it).
        let priorities = Array(Set(before.map(\.priority) + after.map(\.priority))).sorted()
        let sameObjective = priorities.allSatisfy { priority in
            let old = before.filter { $0.priority == priority }.reduce(0) { $0 + $1.value }
            let new = after.filter { $0.priority == priority }.reduce(0) { $0 + $1.value }
            return abs(old - new) <= LayoutTolerance.sameObjective(old)
        }
        let frames = catalogue.items.map { item -> (item: String, frame: Rect) in
            let v = variables.variables(of: item.name)
            return (item: item.name, frame: Rect(x: cleaned(copy.value(of: v.minX)), y: cleaned(copy.value(of: v.minY)),
                                                 width: cleaned(copy.value(of: v.width)), height: cleaned(copy.value(of: v.height))))
        }
        return AlternativeLayout(variable: range.variable, value: target, windowFrames: frames,
                                 isVerified: holds && sameObjective)
    }

    private func catalogueVariable(named name: String) -> Variable? {
        for item in catalogue.items {
            if let found = variables.variables(of: item.name).all.first(where: { $0.name == name }) { return found }
        }
        return nil
    }
}
