import Cassowary

/// A problem with a layout that UIKit would reject (an exception) or that makes no sense, with
/// where it was written.
public struct LayoutError: Error, Hashable, Sendable, CustomStringConvertible {
    public let message: String
    public let location: SourceLocation?

    public init(_ message: String, at location: SourceLocation?) {
        self.message = message
        self.location = location
    }

    public var description: String {
        location.map { "\($0): \(message)" } ?? message
    }
}

/// One change a scenario step makes; the engine re-solves incrementally after each.
public enum LayoutEdit: Sendable {
    /// Activate or deactivate the user constraint(s) with this identifier.
    case setActive(identifier: String, Bool)
    case addConstraint(LayoutConstraintSpec)
    case removeConstraint(identifier: String)
    case setPriority(identifier: String, Double)
    case setConstant(identifier: String, Double)
    /// Replaces an item's properties (text, hidden, margins, stack settings, …); the system-made
    /// constraints that depend on them are regenerated.
    case updateItem(LayoutItem)
    case addItem(LayoutItem)
    case setScreen(Size)
    case addLinearConstraint(LinearConstraintSpec)
    case setLinearActive(identifier: String, Bool)
}

/// What became of one constraint in the solution.
public enum ConstraintState: String, Sendable {
    case satisfied
    /// An optional constraint with a non-zero error.
    case broken
    /// A required constraint that was left out to recover from a conflict, as UIKit does.
    case brokenToRecover = "broken to recover"
    case inactive
}

public struct ConstraintStatus: Sendable {
    public let spec: LayoutConstraintSpec
    public let state: ConstraintState
    /// |violation| for ==, the violated amount for an inequality (0 when satisfied).
    public let error: Double
}

public struct LinearConstraintStatus: Sendable {
    public let spec: LinearConstraintSpec
    public let state: ConstraintState
    public let error: Double
}

/// A required conflict met while building or editing the layout, and how it was resolved.
public struct RecoveredConflict: Sendable {
    /// A minimal set of required constraints that cannot hold together.
    public let conflict: [LayoutConstraintSpec]
    /// The one left out (the documented rule: see docs/semantics.md).
    public let broken: LayoutConstraintSpec
}

/// The solved layout.
public struct LayoutSolution: Sendable {
    /// Frames relative to the superview (as UIKit reports them), in item order.
    public let frames: [(item: String, frame: Rect)]
    /// Frames in root (window) coordinates.
    public let windowFrames: [(item: String, frame: Rect)]
    /// Every constraint in effect: the scenario's, then the system-made ones.
    public let constraints: [ConstraintStatus]
    public let linearValues: [(variable: String, value: Double)]
    public let linearConstraints: [LinearConstraintStatus]
    public let conflicts: [RecoveredConflict]

    public func frame(of item: String) -> Rect? { frames.first { $0.item == item }?.frame }
}

/// Turns a `Layout` into linear constraints, keeps them in an incremental solver, and applies
/// edits step by step.
///
/// STUB: the public surface is the plan; the implementation is being written.
public final class LayoutEngine {
    public private(set) var layout: Layout
    /// The solver holding the lowered constraints (set an observer on it to trace).
    public let solver: Solver

    public init(layout: Layout, observer: SolverObserver? = nil) throws {
        self.layout = layout
        self.solver = Solver()
        solver.observer = observer
        fatalError("unimplemented")
    }

    public func apply(_ edit: LayoutEdit) throws { fatalError("unimplemented") }

    public func solution() -> LayoutSolution { fatalError("unimplemented") }
}
