import LayoutModel
import LayoutScript

/// The `.layout` scenario language (docs/scenario-language.md): the first importer. Provenance is
/// `file:line:col`; problems are printed like a compiler's, with the source line and a caret.
public struct ScenarioFileImporter: LayoutImporter {
    public init() {}

    public var kind: String { "layout scenario" }

    public var fileExtensions: [String] { ["layout"] }

    /// A `.layout` file has no signature line, so any text may be one: it is the fallback for
    /// input without an extension, and an importer with a signature wins over it.
    public func recognize(_ text: String) -> ImportRecognition { .maybe }

    /// One layout per file: id `1`, titled by its `title` line (else the file's name).
    public func readLayouts(_ text: String, file: String, options: ImportOptions) throws(ScenarioErrors) -> [ImportedScene] {
        let scenario = try ScenarioParser.parse(text, file: file)
        return [ImportedScene(id: "1", title: scenario.title ?? file, scenario: scenario)]
    }

    public var editWriter: any LayoutEditWriter { ScenarioEditWriter() }
}
