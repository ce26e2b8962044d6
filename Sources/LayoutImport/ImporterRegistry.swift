import Foundation
import LayoutScript

/// The importers a front end accepts, and how it picks one for an input: by the path's extension,
/// or, for input with no extension (standard input `-`, `/dev/fd/…`), by the importer surest that
/// the text is in its format (ties go to the one registered first). An extension no importer
/// claims is an error that lists the kinds that are read.
public struct ImporterRegistry: Sendable {
    public let importers: [any LayoutImporter]

    public init(_ importers: [any LayoutImporter]) {
        self.importers = importers
    }

    /// The kinds that are read, for messages: `.layout (layout scenario)`.
    public var kindsText: String {
        importers.map { importer in
            importer.fileExtensions.map { ".\($0)" }.joined(separator: ", ") + " (\(importer.kind))"
        }.joined(separator: "; ")
    }

    /// The path's extension in lower case, or nil when it has none (`-`, `notes`, `/dev/fd/3`).
    static func fileExtension(of path: String) -> String? {
        guard path != "-" else { return nil }
        let name = URL(fileURLWithPath: path).lastPathComponent
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        let suffix = name[name.index(after: dot)...]
        return suffix.isEmpty ? nil : suffix.lowercased()
    }

    /// The importer for the path's extension; nil when the path has none or no importer claims it.
    public func importer(forPath path: String) -> (any LayoutImporter)? {
        guard let suffix = Self.fileExtension(of: path) else { return nil }
        return importers.first { $0.fileExtensions.contains(suffix) }
    }

    /// Whether the path's extension is one some importer reads.
    public func readsExtension(of path: String) -> Bool {
        importer(forPath: path) != nil
    }

    /// The importer surest that `text` is in its format; nil when every importer says no.
    public func importer(recognizing text: String) -> (any LayoutImporter)? {
        var best: (importer: any LayoutImporter, recognition: ImportRecognition)?
        for importer in importers {
            let recognition = importer.recognize(text)
            if recognition > (best?.recognition ?? .no) { best = (importer, recognition) }
        }
        return best?.importer
    }

    /// Reads the input at `path` (`-` for standard input) with the importer it calls for, laid out
    /// as `options` ask (refused for a format that does not take them).
    public func load(_ path: String, options: ImportOptions = .asWritten,
                     standardInput: () -> String?) throws(ImportFailure) -> ImportedDocument {
        let suffix = Self.fileExtension(of: path)
        // An unknown extension is refused before the file is read: its content is not the question.
        if let suffix, importer(forPath: path) == nil {
            throw .unknownKind("cannot read '\(path)': layoutdbg does not read .\(suffix) files; it reads \(kindsText)")
        }
        let source = try Self.text(at: path, standardInput: standardInput)
        guard let importer = importer(forPath: path) ?? importer(recognizing: source) else {
            throw .unknownKind("cannot read \(path == "-" ? "standard input" : "'\(path)'"): it is in no format layoutdbg reads; it reads \(kindsText)")
        }
        return try read(source, path: path, with: importer, options: options)
    }

    /// The text at `path` (`-` for standard input), whatever its format: for commands that read
    /// one format themselves (`layoutdbg log`), with the same messages as `load`.
    public static func text(at path: String, standardInput: () -> String?) throws(ImportFailure) -> String {
        if path == "-" {
            guard let text = standardInput() else { throw .unreadable("cannot read standard input") }
            return text
        }
        guard let data = FileManager.default.contents(atPath: path) else { throw .unreadable(Self.whyUnreadable(path)) }
        guard let text = String(data: data, encoding: .utf8) else { throw .unreadable("'\(path)' is not UTF-8 text") }
        return text
    }

    /// Why `path` could not be read, told apart as solve-linear does: a missing file, a folder, or a
    /// file the user may not read (or that failed to read for another reason).
    static func whyUnreadable(_ path: String) -> String {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            return "cannot read '\(path)': no such file"
        }
        if isFolder.boolValue { return "cannot read '\(path)': it is a directory, not a file" }
        if !FileManager.default.isReadableFile(atPath: path) {
            return "cannot read '\(path)': permission denied"
        }
        return "cannot read '\(path)'"
    }

    /// Reads text already in hand (a bundled lesson) with the importer for `path`'s extension,
    /// or the one that recognizes it.
    public func read(_ text: String, path: String, options: ImportOptions = .asWritten) throws(ImportFailure) -> ImportedDocument {
        guard let importer = importer(forPath: path) ?? importer(recognizing: text) else {
            throw .unknownKind("cannot read '\(path)': it is in no format layoutdbg reads; it reads \(kindsText)")
        }
        return try read(text, path: path, with: importer, options: options)
    }

    /// The input read once and laid out for each of `options` (one document each, in order), by
    /// the importer for `path`'s extension or the one that recognizes it.
    public func read(_ text: String, path: String, forEach options: [ImportOptions]) throws(ImportFailure) -> [ImportedDocument] {
        guard let importer = importer(forPath: path) ?? importer(recognizing: text) else {
            throw .unknownKind("cannot read '\(path)': it is in no format layoutdbg reads; it reads \(kindsText)")
        }
        try check(options, path: path, for: importer)
        let sceneLists: [[ImportedScene]]
        do {
            sceneLists = try importer.readLayouts(text, file: path, forEach: options)
        } catch {
            throw .invalid(error, described: importer.describe(error, source: text))
        }
        var documents: [ImportedDocument] = []
        for scenes in sceneLists { documents.append(try document(scenes, text: text, path: path, importer: importer)) }
        return documents
    }

    private func read(_ text: String, path: String, with importer: any LayoutImporter,
                      options: ImportOptions) throws(ImportFailure) -> ImportedDocument {
        try check([options], path: path, for: importer)
        let scenes: [ImportedScene]
        do {
            scenes = try importer.readLayouts(text, file: path, options: options)
        } catch {
            throw .invalid(error, described: importer.describe(error, source: text))
        }
        return try document(scenes, text: text, path: path, importer: importer)
    }

    /// Devices are refused for a format that describes one layout of its own.
    private func check(_ options: [ImportOptions], path: String, for importer: any LayoutImporter) throws(ImportFailure) {
        guard !importer.takesDevices, let chosen = options.first(where: { $0 != .asWritten }) else { return }
        let takers = importers.filter(\.takesDevices).map(\.kind).joined(separator: ", ")
        throw .unsupportedOption("\(chosen.spelled.joined(separator: " and ")) cannot apply to \(path == "-" ? "standard input" : "'\(path)'"): a \(importer.kind) describes one layout of its own; devices apply to: \(takers)")
    }

    private func document(_ scenes: [ImportedScene], text: String, path: String,
                          importer: any LayoutImporter) throws(ImportFailure) -> ImportedDocument {
        guard !scenes.isEmpty else {
            throw .unreadable("\(path == "-" ? "standard input" : "'\(path)'") holds no layout")
        }
        let layouts = scenes.map { scene in
            ImportedLayout(path: path, id: scene.id, title: scene.title, scenario: scene.scenario, documentFacts: scene.document,
                           source: text, importer: importer, warnings: scene.warnings)
        }
        return ImportedDocument(path: path, source: text, importer: importer, layouts: layouts)
    }
}
