/// Everything one input holds: its layouts in document order (a console log file's logs, a
/// storyboard's scenes; a `.layout` file has one), read by one importer.
public struct ImportedDocument: Sendable {
    /// The input as named on the command line (`-` for standard input).
    public let path: String
    public let source: String
    public let importer: any LayoutImporter
    /// At least one, in document order.
    public let layouts: [ImportedLayout]

    public init(path: String, source: String, importer: any LayoutImporter, layouts: [ImportedLayout]) {
        self.path = path
        self.source = source
        self.importer = importer
        self.layouts = layouts
    }

    /// Whether the input holds more than one layout (its outputs then name each one).
    public var hasSeveralLayouts: Bool { layouts.count > 1 }

    /// The layout `--scene` names: by id first, else by title, both ignoring case; nil when none.
    public func layout(named name: String) -> ImportedLayout? {
        let wanted = name.lowercased()
        return layouts.first { $0.id.lowercased() == wanted } ?? layouts.first { $0.title.lowercased() == wanted }
    }

    /// The ids and titles, one per line, for a `--scene` that names none: `  2  log 2 (lines 40-58)`.
    public var sceneList: String {
        let width = layouts.map(\.id.count).max() ?? 0
        return layouts.map { "  " + $0.id + String(repeating: " ", count: width - $0.id.count) + "  " + $0.title + "\n" }.joined()
    }
}
