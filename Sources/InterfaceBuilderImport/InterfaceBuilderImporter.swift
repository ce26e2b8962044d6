import LayoutImport
import LayoutModel
import LayoutScript

/// Interface Builder documents (`.xib`, `.storyboard`) as an input format: each storyboard scene,
/// each top-level view of a xib and each table or collection cell inside them is one layout
/// (`IBLayoutBuilder`), built for the document's own
/// device, so every layout command reads them and `--scene ID|NAME` picks one. A document that
/// cannot be laid out as UIKit would (the pre-Xcode-5 archive format, AppKit, Auto Layout off) is
/// refused with the reason, located at its root element.
public struct InterfaceBuilderImporter: LayoutImporter {
    public init() {}

    public var kind: String { "Interface Builder document" }

    public var fileExtensions: [String] { ["xib", "storyboard"] }

    /// Both formats name Interface Builder in the root element's `type`.
    public func recognize(_ text: String) -> ImportRecognition {
        text.contains("com.apple.InterfaceBuilder3.") ? .yes : .no
    }

    /// Every layout is built for the device and orientation the user picks, else the document's own.
    public var takesDevices: Bool { true }

    public func readLayouts(_ text: String, file: String, options: ImportOptions) throws(ScenarioErrors) -> [ImportedScene] {
        try readLayouts(text, file: file, forEach: [options])[0]
    }

    /// The document is read once; each options lays its layouts out again.
    public func readLayouts(_ text: String, file: String, forEach options: [ImportOptions]) throws(ScenarioErrors) -> [[ImportedScene]] {
        let lines = DiagnosticFormatter.lines(of: text)
        func failure(_ message: String, at location: IBSourceLocation) -> ScenarioErrors {
            ScenarioErrors([LayoutError(message, at: SourceLocation(file: file, line: location.line, column: location.column))],
                           sourceLines: lines, file: file)
        }
        let document: IBDocument
        do {
            document = try IBDocumentReader.read(text)
        } catch {
            throw failure(error.isRefusal ? "not laid out: \(error.message)" : error.message, at: error.location)
        }
        if let refusal = document.refusal {
            throw failure("not laid out: \(refusal.message)", at: document.location)
        }
        // A damaged document (a duplicate id, a reference to an object that is not there, a value
        // that cannot be read) would be laid out without what is damaged: an error, each located.
        if !document.problems.isEmpty {
            throw ScenarioErrors(document.problems.map { problem in
                LayoutError((problem.objectID.map { "\($0): " } ?? "") + problem.message,
                            at: SourceLocation(file: file, line: problem.location.line, column: problem.location.column))
            }, sourceLines: lines, file: file)
        }
        let inferredBars = IBInferredBars.Shown(document)
        var sceneLists: [[ImportedScene]] = []
        for chosen in options {
            var scenes: [ImportedScene] = []
            for layout in document.layouts {
                var notes: [IBBuildNote] = []
                let context = IBBuildContext.chosen(device: chosen.device, orientation: chosen.orientation, for: document, notes: &notes)
                guard var built = IBLayoutBuilder.build(document, layout: layout, context: context, file: file,
                                                        inferredBars: inferredBars) else { continue }
                // Why the device fell back, when it did, comes first.
                built.notes = notes + built.notes
                let title = Self.title(of: layout, built: built)
                scenes.append(ImportedScene(id: Self.id(of: layout, built: built), title: title,
                                            scenario: built.scenario, document: Self.facts(of: built, file: file)))
                // A scene's table and collection cells are left out of it (a table lays them out
                // at its own size, row by row) and laid out each on its own, at its stored size.
                for cell in IBLayoutBuilder.cells(of: layout) {
                    var cellBuilt = IBLayoutBuilder.buildCell(cell, of: document, in: layout, context: context, file: file)
                    cellBuilt.notes = notes + cellBuilt.notes
                    let place = DocumentCell(objectID: cell.id, className: cell.customClass ?? cell.element,
                                             scene: Self.id(of: layout, built: built))
                    scenes.append(ImportedScene(id: cell.id, title: Self.title(ofCell: cell, in: title), scenario: cellBuilt.scenario,
                                                document: Self.facts(of: cellBuilt, file: file, cell: place)))
                }
            }
            guard !scenes.isEmpty else {
                throw failure("the document holds no view to lay out (no scene with a view, no top-level view)",
                              at: document.location)
            }
            sceneLists.append(scenes)
        }
        return sceneLists
    }

    /// What ties the built layout back to the file, in the seam's terms. Stored frames are kept
    /// only for the document's own device: for any other they are not the editor's solution.
    /// `cell` is set for a cell laid out on its own.
    static func facts(of built: IBBuiltLayout, file: String, cell: DocumentCell? = nil) -> DocumentFacts {
        func located(_ location: IBSourceLocation) -> SourceLocation {
            SourceLocation(file: file, line: location.line, column: location.column)
        }
        let views = built.views.map { view in
            DocumentView(item: view.name, objectID: view.ibID, location: located(view.location),
                         storedFrame: built.context.isDocumentDevice
                             ? view.storedFrame?.rect : nil,
                         alignmentInsets: view.alignmentInsets, flaggedMisplaced: view.misplaced,
                         flaggedAmbiguous: view.ambiguous, isRoot: view.ibID == built.rootID)
        }
        let constraints = built.constraints.map { origin in
            DocumentConstraint(index: origin.index, objectID: origin.ibID,
                               identifier: built.scenario.layout.constraints[origin.index].identifier ?? origin.ibID,
                               userLabel: origin.userLabel,
                               location: located(origin.location))
        }
        let notes = built.notes.map { note in
            DocumentNote(message: note.message, objectID: note.objectID, location: note.location.map(located))
        }
        return DocumentFacts(device: built.context.device, orientation: built.context.orientation,
                             isDocumentDevice: built.context.isDocumentDevice, views: views, constraints: constraints, notes: notes,
                             cell: cell, placeholderConstraints: built.placeholderConstraints)
    }

    /// The scene's id in a storyboard, the top-level view's object id in a xib: what Xcode shows.
    static func id(of layout: IBLayout, built: IBBuiltLayout) -> String {
        layout.sceneID ?? built.rootID
    }

    /// What people call the layout, then its id: the controller's title, label, storyboard
    /// identifier or class (else its kind), or a xib's top-level view by name: `SignInViewController
    /// (scene BYZ-38-t0r)`.
    static func title(of layout: IBLayout, built: IBBuiltLayout) -> String {
        guard let controller = layout.controller else {
            return "\(built.views.first?.name ?? built.rootID) (top-level view \(built.rootID))"
        }
        let name = controller.title ?? controller.userLabel ?? controller.storyboardIdentifier ?? controller.customClass
            ?? controller.element
        return "\(name) (\(layout.sceneID.map { "scene \($0)" } ?? "top-level \(controller.element) \(built.rootID)"))"
    }

    /// `ItemCell (cell Abc-12-xyz in ListViewController (scene BYZ-38-t0r))`.
    static func title(ofCell cell: IBView, in scene: String) -> String {
        "\(cell.customClass ?? cell.element) (cell \(cell.id) in \(scene))"
    }

    /// Fixes are said as settings in Interface Builder's inspectors.
    public var editWriter: any LayoutEditWriter { IBEditWriter(document: nil) }
}
