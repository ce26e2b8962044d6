import LayoutModel

/// How an explain report is written beyond its format: fixes in the input's own terms, and how
/// many of them.
package struct ExplainStyle {
    /// The best few fixes per problem are shown unless every one is asked for.
    package static let fixesShown = 3

    /// Writes a fix's edits as the input format does (`.layout` step lines, …).
    package let edits: any LayoutEditWriter
    /// Every verified fix (`--all-fixes`), or only the best `fixesShown`.
    package let allFixes: Bool
    /// Only the summary of each step (`--brief`), not the explanations.
    package let brief: Bool

    package init(edits: any LayoutEditWriter, allFixes: Bool = false, brief: Bool = false) {
        self.edits = edits
        self.allFixes = allFixes
        self.brief = brief
    }
}
