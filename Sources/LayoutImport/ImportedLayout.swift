import LayoutScript

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

    public init(id: String, title: String, scenario: Scenario, document: DocumentFacts? = nil) {
        self.id = id
        self.title = title
        self.scenario = scenario
        self.document = document
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

    public init(path: String, id: String = "1", title: String? = nil, scenario: Scenario, documentFacts: DocumentFacts? = nil,
                source: String, importer: any LayoutImporter) {
        self.path = path
        self.id = id
        self.title = title ?? scenario.title ?? path
        self.scenario = scenario
        self.documentFacts = documentFacts
        self.source = source
        self.importer = importer
    }

    /// `errors` in the importer's terms, ready for standard error.
    public func describe(_ errors: ScenarioErrors) -> String {
        importer.describe(errors, source: source)
    }

    /// Set when the format shows only part of the layout (`LayoutImporter.partialLayoutNote`).
    public var partialLayoutNote: String? { importer.partialLayoutNote }
}
