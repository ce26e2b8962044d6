import LayoutModel
import LayoutScript

// The second layer of the Interface Builder import: one layout of a document (a storyboard
// scene, a xib's top-level view, or a table or collection cell) built into a `Scenario` for one
// device and orientation, with size-class variations resolved for that device's traits. Whatever
// the layout model cannot express is left out with a located note (`IBBuildNote`).

public enum IBLayoutBuilder {
    /// Builds a scene or top-level view. `context` defaults to the document's own device; nil when
    /// the layout has no view of its own (navigation and tab bar controllers, references).
    public static func build(_ document: IBDocument, layout: IBLayout, context: IBBuildContext? = nil,
                             file: String) -> IBBuiltLayout? {
        build(document, layout: layout, context: context, file: file, inferredBars: nil)
    }

    /// As above, with the document's inferred bars worked out once for all its layouts.
    static func build(_ document: IBDocument, layout: IBLayout, context: IBBuildContext?, file: String,
                      inferredBars: IBInferredBars.Shown?) -> IBBuiltLayout? {
        guard let root = layout.root else { return nil }
        var notes: [IBBuildNote] = []
        let context = context ?? IBBuildContext.documentDefault(for: document, notes: &notes)
        var assembly = IBLayoutAssembly(document: document, context: context, file: file, notes: notes, inferredBars: inferredBars)
        return assembly.build(root: root, in: layout)
    }

    /// Builds one table or collection cell of a layout on its own: its content view is the root.
    public static func buildCell(_ cell: IBView, of document: IBDocument, in layout: IBLayout,
                                 context: IBBuildContext? = nil, file: String) -> IBBuiltLayout {
        var notes: [IBBuildNote] = []
        let context = context ?? IBBuildContext.documentDefault(for: document, notes: &notes)
        var assembly = IBLayoutAssembly(document: document, context: context, file: file, notes: notes)
        return assembly.build(root: cell, in: layout)
    }

    /// The cells inside a layout's views (prototype and static table cells, collection cells),
    /// in document order; each is built on its own with `buildCell`.
    public static func cells(of layout: IBLayout) -> [IBView] {
        guard let root = layout.root else { return [] }
        return root.selfAndDescendants.flatMap(\.cells)
    }
}
