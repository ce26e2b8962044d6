import LayoutScript
import LayoutModel

/// One file format that describes a layout. An importer reads a file's text into the shared
/// `Scenario` (a layout, then steps of edits, with expectations), keeping provenance in the
/// format's own terms (a `.layout` line and column, a console log's line, an Interface Builder
/// object id), and prints the problems it finds in those terms too.
///
/// Importers for new formats implement this in modules of their own (they need only this module
/// and `LayoutScript`), and the commands register them (`ImporterRegistry`); nothing else in the
/// commands changes.
public protocol LayoutImporter: Sendable {
    /// The kind of file, in words, for error messages: "layout scenario".
    var kind: String { get }
    /// The file name extensions it reads, without the dot, in lower case: `["layout"]`.
    var fileExtensions: [String] { get }
    /// How sure it is that `text` is in its format, for input that has no extension to go by
    /// (standard input, `/dev/fd/…`).
    func recognize(_ text: String) -> ImportRecognition
    /// The layouts `text` describes, in document order (at least one), each with an id and a
    /// title; `file` names the input in provenance and messages. Throws every problem found,
    /// located in the format's own terms. A format with one layout per file returns one.
    /// `options` is `.asWritten` unless `takesDevices`.
    func readLayouts(_ text: String, file: String, options: ImportOptions) throws(ScenarioErrors) -> [ImportedScene]
    /// The layouts for each of several options, in their order: what a format that takes devices
    /// reads once and lays out for many (`lint`). The default reads the text once per options.
    func readLayouts(_ text: String, file: String, forEach options: [ImportOptions]) throws(ScenarioErrors) -> [[ImportedScene]]
    /// Whether the format lays its layouts out for a device the user picks (`ImportOptions`).
    var takesDevices: Bool { get }
    /// `errors` found in a scenario this importer read (while reading it, or later while running
    /// it), as text for standard error, one block per error ending in a newline.
    func describe(_ errors: ScenarioErrors, source: String) -> String
    /// How edits to a layout from this format are written in its own terms (a fix's lines).
    var editWriter: any LayoutEditWriter { get }
    /// nil when a layout read in this format is whole. A format that records only part of a
    /// layout (a console log prints only the constraints of its conflict) says so here, in a
    /// sentence: `explain` prints it once instead of calling every view it leaves loose ambiguous.
    var partialLayoutNote: String? { get }
}

extension LayoutImporter {
    public var partialLayoutNote: String? { nil }

    public var takesDevices: Bool { false }

    public func readLayouts(_ text: String, file: String, forEach options: [ImportOptions]) throws(ScenarioErrors) -> [[ImportedScene]] {
        var layouts: [[ImportedScene]] = []
        for chosen in options { layouts.append(try readLayouts(text, file: file, options: chosen)) }
        return layouts
    }

    /// The layouts as the input is written (no device chosen).
    public func readLayouts(_ text: String, file: String) throws(ScenarioErrors) -> [ImportedScene] {
        try readLayouts(text, file: file, options: .asWritten)
    }

    /// Each error as `file:line:col: error: message`, the source line and a caret under the
    /// column: every format located by line and column prints its problems this way.
    public func describe(_ errors: ScenarioErrors, source: String) -> String {
        let lines = DiagnosticFormatter.lines(of: source)
        return errors.errors.map { DiagnosticFormatter.render($0, sourceLines: lines, file: errors.file) + "\n" }.joined()
    }
}

/// An importer's answer to "is this text in your format?", ordered from no to yes, so the
/// registry can pick the surest importer.
public enum ImportRecognition: Int, Comparable, Sendable {
    /// Certainly not this format.
    case no
    /// The format has no signature of its own; the text may be in it (the fallback).
    case maybe
    /// The text carries the format's signature (an XML root element, a log's first line).
    case yes

    public static func < (lhs: ImportRecognition, rhs: ImportRecognition) -> Bool { lhs.rawValue < rhs.rawValue }
}
