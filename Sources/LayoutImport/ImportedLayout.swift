import LayoutScript

/// A layout read from one input: the scenario, the text it came from, and the importer that read
/// it, which prints later problems (a step that does not apply, an edit the layout rejects) in
/// the same terms as problems found while reading.
public struct ImportedLayout: Sendable {
    /// The input as named on the command line (`-` for standard input).
    public let path: String
    public let scenario: Scenario
    /// The input's text, for messages that quote a line.
    public let source: String
    public let importer: any LayoutImporter

    public init(path: String, scenario: Scenario, source: String, importer: any LayoutImporter) {
        self.path = path
        self.scenario = scenario
        self.source = source
        self.importer = importer
    }

    /// `errors` in the importer's terms, ready for standard error.
    public func describe(_ errors: ScenarioErrors) -> String {
        importer.describe(errors, source: source)
    }
}
