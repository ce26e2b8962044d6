import LayoutScript
import LayoutModel

/// One layout an importer found in an input, before the registry ties it to the input: its id and
/// title within the input, and the scenario.
public struct ImportedScene: Sendable {
    /// Stable within the input, for `--scene`: `1`, `2`… in document order, or the format's own
    /// id where it has one (a storyboard scene's object id).
    public let id: String
    /// The layout in words, for headings and `--scene NAME`: `log 2 (lines 40-58)`.
    public let title: String
    public let scenario: Scenario
    /// The device and document ids, for a format that has them (Interface Builder); else nil.
    public let document: DocumentFacts?
    /// What the importer read past without a layout to show for it, located: a line of this
    /// layout's part of the input it could not read, and any part before it (after the layout
    /// before) that gave no layout at all; the last layout also takes those after it. Commands
    /// print them as warnings, so nothing is left out silently.
    public var warnings: [LayoutError]

    public init(id: String, title: String, scenario: Scenario, document: DocumentFacts? = nil, warnings: [LayoutError] = []) {
        self.id = id
        self.title = title
        self.scenario = scenario
        self.document = document
        self.warnings = warnings
    }
}

/// A layout read from one input: the scenario, the text it came from, and the importer that read
/// it, which prints later problems (a step that does not apply, an edit the layout rejects) in
/// the same terms as problems found while reading.
public struct ImportedLayout: Sendable {
    /// The input as named on the command line (`-` for standard input).
    public let path: String
    /// The layout's id and title within the input (`ImportedScene`).
    public let id: String
    public let title: String
    public let scenario: Scenario
    /// The device and document ids, for a format that has them (Interface Builder); else nil.
    public let documentFacts: DocumentFacts?
    /// The input's text, for messages that quote a line.
    public let source: String
    public let importer: any LayoutImporter
    /// What the importer left out around this layout (`ImportedScene.warnings`).
    public let warnings: [LayoutError]

    public init(path: String, id: String = "1", title: String? = nil, scenario: Scenario, documentFacts: DocumentFacts? = nil,
                source: String, importer: any LayoutImporter, warnings: [LayoutError] = []) {
        self.path = path
        self.id = id
        self.title = title ?? scenario.title ?? path
        self.scenario = scenario
        self.documentFacts = documentFacts
        self.source = source
        self.importer = importer
        self.warnings = warnings
    }

    /// `errors` in the importer's terms, ready for standard error.
    public func describe(_ errors: ScenarioErrors) -> String {
        importer.describe(errors, source: source)
    }

    /// `warnings` as `file:line:col: warning: …` blocks with the line and a caret, for standard error.
    public var warningsText: String {
        guard !warnings.isEmpty else { return "" }
        let lines = DiagnosticFormatter.lines(of: source)
        return warnings.map { DiagnosticFormatter.render($0, sourceLines: lines, file: path, severity: .warning) + "\n" }.joined()
    }

    /// Set when the format shows only part of the layout (`LayoutImporter.partialLayoutNote`).
    public var partialLayoutNote: String? { importer.partialLayoutNote }
}
