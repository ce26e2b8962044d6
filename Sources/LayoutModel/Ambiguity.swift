import Cassowary

/// The values one variable takes over every solution with the same objective at every level.
public struct VariableRange: Sendable {
    public let variable: String
    public let value: Double
    /// -infinity / +infinity when unbounded.
    public let lower: Double
    public let upper: Double
    /// The range is not a single value.
    public var isAmbiguous: Bool { AmbiguityRule.isAmbiguous(lower: lower, upper: upper) }
}

/// The one definition of ambiguity, shared by `expect NAME ambiguous` (an item's variables) and
/// explain's tie verdict (a broken constraint's error): a quantity is ambiguous when it takes
/// more than one value over the solutions with the same objective at every priority level, the
/// weakest included. Equal priorities that a weaker constraint settles are a tie, not ambiguity.
public enum AmbiguityRule {
    public static func isAmbiguous(lower: Double, upper: Double) -> Bool { upper - lower > LayoutTolerance.ambiguity }
}

/// Another layout, as good as the solved one at every priority level (like UIKit's
/// `exerciseAmbiguityInLayout`): one ambiguous variable pushed to another value.
public struct AlternativeLayout: Sendable {
    public let variable: String
    public let value: Double
    /// Window frames in the alternative of every item it may move (its own variables or its
    /// superview's moved), in item order; every other item keeps its frame.
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
    /// The ambiguous variables with which of the frame's four each is.
    public var ambiguousFrameVariables: [(variable: FrameVariable, range: VariableRange)] {
        zip(FrameVariable.allCases, ranges).filter { $0.1.isAmbiguous }.map { (variable: $0.0, range: $0.1) }
    }
}

/// One of the four variables of an item's frame, in the order `ItemAmbiguity.ranges` lists them.
public enum FrameVariable: Int, CaseIterable, Sendable {
    case minX, minY, width, height

    public var axis: Axis { self == .minX || self == .width ? .horizontal : .vertical }
}

extension LayoutEngine {
    /// How far an alternative moves a variable whose range is unbounded that way.
    static let alternativeStep = 20.0

    /// The free ranges of an item's four variables and one verified alternative layout.
    /// `freedom`, when given, is the solver's current `freedom()`, worked out once for many items.
    public func ambiguity(of item: String, freedom: SolverFreedom? = nil) throws -> ItemAmbiguity {
        let ranges = try ranges(ofItem: item, freedom: freedom)
        let itemVariables = variables.variables(of: item).all
        let alternative = try ranges.firstIndex(where: \.isAmbiguous).map { index in
            try alternativeLayout(moving: itemVariables[index], in: ranges[index])
        }
        return ItemAmbiguity(item: item, ranges: ranges, alternative: alternative)
    }

    /// The ranges of an item's four variables (minX, minY, width, height).
    func ranges(ofItem item: String, freedom: SolverFreedom?) throws -> [VariableRange] {
        guard catalogue.contains(item) else { throw LayoutError("unknown item `\(item)`", at: nil) }
        return try variables.variables(of: item).all.map { try range(of: $0, freedom: freedom) }
    }

    /// The declared items (every item but `generated`, the system-made guides) whose frame is
    /// ambiguous, in item order: the names `AmbiguityFinder.find` reports, for a caller that needs
    /// no more. An item's check stops at its first free variable, and no alternative layout is made.
    public func ambiguousItems(skipping generated: [String]) throws -> [String] {
        try ambiguousItems(skipping: generated, atMost: .max)
    }

    /// Whether any declared item is ambiguous: `ambiguousItems(skipping:)` stopped at the first.
    public func hasAmbiguousItem(skipping generated: [String]) throws -> Bool {
        try !ambiguousItems(skipping: generated, atMost: 1).isEmpty
    }

    /// The declared items whose frame is ambiguous, in item order, each with its free variables'
    /// ranges: what `AmbiguityFinder.find` reports without the alternative layout it makes for
    /// each, for a comparison of two layouts' problems.
    public func freeRanges(skipping generated: [String]) throws -> [(item: String, free: [VariableRange])] {
        let skipped = Set(generated)
        let freedom = solver.freedom()
        return try layout.items.filter { !skipped.contains($0.name) }.compactMap { item in
            let free = try ranges(ofItem: item.name, freedom: freedom).filter(\.isAmbiguous)
            return free.isEmpty ? nil : (item.name, free)
        }
    }

    private func ambiguousItems(skipping generated: [String], atMost limit: Int) throws -> [String] {
        let skipped = Set(generated)
        let freedom = solver.freedom()
        var names: [String] = []
        for item in layout.items where !skipped.contains(item.name) && names.count < limit {
            if try isAmbiguous(item.name, freedom: freedom) { names.append(item.name) }
        }
        return names
    }

    /// Whether any of an item's four variables is free: `ambiguity(of:freedom:).isAmbiguous`,
    /// probing in the same order but only up to the first free variable.
    func isAmbiguous(_ item: String, freedom: SolverFreedom?) throws -> Bool {
        guard catalogue.contains(item) else { throw LayoutError("unknown item `\(item)`", at: nil) }
        for variable in variables.variables(of: item).all where try isFree(variable, freedom: freedom) {
            return true
        }
        return false
    }

    /// `range(of:freedom:).isAmbiguous`, without a probe when the tableau shows a step that moves
    /// the variable, and without probing the upper end when the lower one already lies far
    /// enough below the value.
    private func isFree(_ variable: Variable, freedom: SolverFreedom?) throws -> Bool {
        guard freedom?.mayBeFree(variable) ?? solver.mayBeFree(variable) else { return false }
        if solver.certainMove(of: variable) >= LayoutTolerance.certainlyFree { return true }
        let value = cleaned(solver.value(of: variable))
        let (lower, upper) = try probedRange(of: variable, freedom: freedom) {
            AmbiguityRule.isAmbiguous(lower: cleaned($0), upper: value)
        }
        return AmbiguityRule.isAmbiguous(lower: cleaned(lower), upper: cleaned(upper))
    }

    /// The solver's `range(of:freedom:stopAtLower:)`, its failure said as the layout's error.
    private func probedRange(of variable: Variable, freedom: SolverFreedom?,
                             stopAtLower: (Double) -> Bool = { _ in false }) throws -> (lower: Double, upper: Double) {
        do {
            return try solver.range(of: variable, freedom: freedom, stopAtLower: stopAtLower)
        } catch {
            throw LayoutError("internal solver error while probing `\(variable.name)`: \(error)", at: nil)
        }
    }

    /// The free range of a plain variable.
    public func range(ofVariable name: String) throws -> VariableRange {
        guard layout.variables.contains(name) else { throw LayoutError("unknown variable `\(name)`", at: nil) }
        return try range(of: variables.plain(name))
    }

    func range(of variable: Variable, freedom: SolverFreedom? = nil) throws -> VariableRange {
        let value = cleaned(solver.value(of: variable))
        // Most variables are determined; the tableau says so without a probe.
        guard freedom?.mayBeFree(variable) ?? solver.mayBeFree(variable) else {
            return VariableRange(variable: variable.name, value: value, lower: value, upper: value)
        }
        let (lower, upper) = try probedRange(of: variable, freedom: freedom)
        return VariableRange(variable: variable.name, value: value, lower: cleaned(lower), upper: cleaned(upper))
    }

    /// Holds the variable at another value of its range in a trial on the engine's own solver:
    /// only what that moves is computed and read, and the solution is left exactly as it was.
    private func alternativeLayout(moving variable: Variable, in range: VariableRange) throws -> AlternativeLayout {
        let target: Double
        if range.upper > range.value + LayoutTolerance.ambiguity {
            target = range.upper.isFinite ? range.upper : range.value + Self.alternativeStep
        } else {
            target = range.lower.isFinite ? range.lower : range.value - Self.alternativeStep
        }
        do {
            return try solver.trial { trial in
                try solver.add(Constraint(LinearExpression(variable) - target, .equal, label: "alternative"))
                let moved = trial.changedVariables()
                // Only constraints over a moved variable can have stopped holding.
                var checked = Set<Int>()
                for variable in moved { checked.formUnion(lookup.constraintsOfVariable[variable.id] ?? []) }
                let holds = checked.sorted().allSatisfy { index in
                    guard let constraint = managed[index].lowered, constraint.isRequired else { return true }
                    return constraint.isSatisfied(violation: constraint.violation { solver.value(of: $0) }, { solver.value(of: $0) })
                }
                let sameObjective = trial.objectiveChange().allSatisfy { abs($0.value) <= LayoutTolerance.satisfied }
                let frames = itemsAffected(by: moved).map { (item: $0, frame: windowFrame(of: $0)) }
                return AlternativeLayout(variable: range.variable, value: target, windowFrames: frames,
                                         isVerified: holds && sameObjective)
            }
        } catch {
            throw LayoutError("internal solver error while building an alternative layout: \(error)", at: nil)
        }
    }
}
