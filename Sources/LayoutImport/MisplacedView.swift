import Cassowary
import LayoutModel

/// A view whose stored frame is not where the constraints put it: Interface Builder's "Frame for
/// `Title` will be different at run time". Found only for the document's own device (the stored
/// frames are the editor's solution for it) and never for the root (its frame is the container's).
public struct MisplacedView: Sendable, Equatable {
    public var view: DocumentView
    /// As the document stores frames (alignment insets added back), in superview coordinates.
    public var stored: Rect
    public var solved: Rect

    /// More than half a point apart in any of x, y, width, height, as Xcode tells them apart:
    /// used for views the document itself flags misplaced.
    public static let tolerance = 0.5
    /// For a view the document does not flag: our text measurement agrees with Xcode's to within
    /// a point for most views (docs/semantics.md, "Interface Builder documents"), so a smaller
    /// difference is more likely ours than the document's and is not reported.
    public static let unflaggedTolerance = 1.0

    /// The largest of the four differences.
    public var difference: Double { stored.largestDifference(from: solved) }

    /// Xcode's sentence with both frames: "Frame for `Title` will be different at run time:
    /// stored (16, 20, 343, 21), solved (16, 64, 343, 20.5)".
    public var sentence: String {
        "Frame for `\(view.item)` will be different at run time: stored \(Self.text(stored)), solved \(Self.text(solved))"
            + (view.flaggedMisplaced ? " (the document flags it misplaced too)" : "")
    }

    static func text(_ frame: Rect) -> String {
        "(\(formatNumber(frame.x)), \(formatNumber(frame.y)), \(formatNumber(frame.width)), \(formatNumber(frame.height)))"
    }
}

extension DocumentFacts {
    /// The views whose solved frame (in `solution`, the layout as declared) differs from the
    /// stored one by more than `MisplacedView.tolerance` (flagged by the document) or
    /// `unflaggedTolerance` (not flagged), in layout item order. Empty for another device than the
    /// document's: there is nothing stored to compare with.
    public func misplacedViews(in solution: LayoutSolution) -> [MisplacedView] {
        guard isDocumentDevice else { return [] }
        var solvedByItem: [String: Rect] = [:]
        for entry in solution.frames { solvedByItem[entry.item] = entry.frame }
        return views.compactMap { view in
            guard !view.isRoot, let stored = view.storedFrame, let solved = solvedByItem[view.item] else { return nil }
            let misplaced = MisplacedView(view: view, stored: stored, solved: view.documentFrame(ofSolved: solved))
            let tolerance = view.flaggedMisplaced ? MisplacedView.tolerance : MisplacedView.unflaggedTolerance
            return misplaced.difference > tolerance ? misplaced : nil
        }
    }
}
