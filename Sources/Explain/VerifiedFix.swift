import Cassowary
import LayoutModel

/// One problem of a solved step that `FixFinder` looks for fixes to.
public enum FixProblem: Sendable {
    /// A broken optional constraint (the solution's status of it).
    case broken(ConstraintStatus)
    /// A required conflict still being recovered from.
    case conflict(RecoveredConflict)
    /// An item whose frame is not determined, with the names of its free variables (`box.minX`).
    case ambiguous(item: String, variables: [String])
}

/// A candidate edit that was applied to a copy of the layout and re-solved, and that removed its
/// problem without making a new one (DESIGN.md, "Explain": Fixes).
public struct VerifiedFix: Sendable {
    /// What the edit does, in words ("make `wide` optional (999)").
    public let summary: String
    /// The edit for `LayoutEngine.apply`, in order; the input's `LayoutEditWriter` writes it in
    /// the file's own terms (`deactivate "wide"`, `set "wide".priority 999`, … for `.layout`).
    public let edits: [LayoutEdit]
    /// Frames (relative to the superview) after the fix of the items the problem involves and of
    /// every item the fix moves, in item order.
    public let frames: [(item: String, frame: Rect)]
}
