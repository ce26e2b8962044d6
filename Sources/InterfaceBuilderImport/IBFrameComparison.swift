import LayoutModel

// The stored frames as an oracle (interface-builder reference §17): each view's solved frame, in
// its superview's coordinates and outset by its alignment insets, against the `<rect key="frame">`
// Interface Builder stored for the document's device. Views the document flags misplaced or
// ambiguous, views without a stored frame and the root (its frame is the container's) are skipped.

public struct IBFrameComparison: Sendable {
    public enum Outcome: Sendable, Equatable {
        case matched
        /// Off by more than the tolerance: the largest difference of x, y, width, height.
        case missed(difference: Double)
        case skipped(reason: String)
    }

    public struct Entry: Sendable {
        public var view: IBBuiltLayout.ViewOrigin
        public var solved: Rect?
        public var outcome: Outcome
    }

    public var entries: [Entry]

    /// Stored frames are rounded to the design device's pixel grid, and the reference found 99.7 %
    /// of required constraints holding on them within 1 pt: the bar.
    public static let tolerance = 1.0
    /// Binary noise allowed on top of the tolerance: stored and solved values on a ⅓-pt grid are
    /// not exact doubles, so a difference of exactly one point can compute as 1.0000000000000284
    /// (SkeletonView's 162.66666666666669 stored against 161.66666666666666 solved).
    public static let roundingNoise = 1e-9

    public init(_ built: IBBuiltLayout, solution: LayoutSolution, tolerance: Double = IBFrameComparison.tolerance) {
        var framesByName: [String: Rect] = [:]
        for entry in solution.frames { framesByName[entry.item] = entry.frame }
        entries = built.views.map { view in
            let solved = framesByName[view.name]?.outset(by: view.alignmentInsets)
            let outcome: Outcome
            if view.ibID == built.rootID {
                outcome = .skipped(reason: "root")
            } else if view.misplaced {
                outcome = .skipped(reason: "misplaced")
            } else if view.ambiguous {
                outcome = .skipped(reason: "ambiguous")
            } else if let stored = view.storedFrame, let solved {
                let difference = stored.rect.largestDifference(from: solved)
                outcome = difference <= tolerance + Self.roundingNoise ? .matched : .missed(difference: difference)
            } else {
                outcome = .skipped(reason: "no stored frame")
            }
            return Entry(view: view, solved: solved, outcome: outcome)
        }
    }

    public var compared: Int { entries.filter { if case .skipped = $0.outcome { false } else { true } }.count }
    public var matched: Int { entries.filter { $0.outcome == .matched }.count }
}
