import LayoutImport
import LayoutModel
import LayoutScript

/// Interface Builder documents (`.xib`, `.storyboard`) as an input format: each storyboard scene
/// and each top-level view of a xib is one layout (`IBLayoutBuilder`), built for the document's own
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

    public func readLayouts(_ text: String, file: String) throws(ScenarioErrors) -> [ImportedScene] {
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
            throw failure("not laid out: \(refusal.message)", at: IBSourceLocation(line: 1, column: 1))
        }
        var scenes: [ImportedScene] = []
        for layout in document.layouts {
            guard let built = IBLayoutBuilder.build(document, layout: layout, file: file) else { continue }
            scenes.append(ImportedScene(id: Self.id(of: layout, built: built), title: Self.title(of: layout, built: built),
                                        scenario: built.scenario))
        }
        guard !scenes.isEmpty else {
            throw failure("the document holds no view to lay out (no scene with a view, no top-level view)",
                          at: IBSourceLocation(line: 1, column: 1))
        }
        return scenes
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

    /// Fixes are printed as `.layout` step lines on the layout's names for now; Interface Builder's
    /// own terms (inspector settings) belong to `lint`.
    public var editWriter: any LayoutEditWriter { ScenarioEditWriter() }
}
