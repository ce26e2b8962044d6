import ConsoleLogImport
import InterfaceBuilderImport
import LayoutImport
import LayoutModel

/// Reading a layout for a command, through the importers the commands accept; failures come back
/// as the command's error text (for `.layout`: `file:line:col: error: …` with the source line and
/// a caret), ready for stderr.
enum ScenarioLoading {
    /// Every input format the commands read. A new format's importer is added here, and every
    /// command that takes a layout reads it.
    static let importers = ImporterRegistry([ScenarioFileImporter(), ConsoleLogImporter(), InterfaceBuilderImporter()])

    struct Failure: Error {
        let text: String
    }

    static func load(_ path: String, options: ImportOptions = .asWritten,
                     standardInput: () -> String?) throws(Failure) -> ImportedDocument {
        do {
            return try importers.load(path, options: options, standardInput: standardInput)
        } catch {
            throw Failure(text: text(of: error))
        }
    }

    /// Text already in hand (a bundled lesson), read by the importer for `path`.
    static func read(_ text: String, path: String, options: ImportOptions = .asWritten) throws(Failure) -> ImportedDocument {
        do {
            return try importers.read(text, path: path, options: options)
        } catch {
            throw Failure(text: self.text(of: error))
        }
    }

    /// Text already in hand read once and laid out for each of `options` (`lint`'s devices).
    static func read(_ text: String, path: String, forEach options: [ImportOptions]) throws(Failure) -> [ImportedDocument] {
        do {
            return try importers.read(text, path: path, forEach: options)
        } catch {
            throw Failure(text: self.text(of: error))
        }
    }

    /// The layouts `--scene` picks: the one it names (by id, else by title), or every layout in
    /// document order when it is absent. A name no layout has is an input error listing them.
    static func layouts(of document: ImportedDocument, scene: String?) throws(Failure) -> [ImportedLayout] {
        guard let scene else { return document.layouts }
        guard let layout = document.layout(named: scene) else {
            let input = document.path == "-" ? "standard input" : "'\(document.path)'"
            throw Failure(text: "layoutdbg: error: --scene \(scene): \(input) has no layout with that id or title; it has:\n"
                + document.sceneList)
        }
        return [layout]
    }

    /// `--device ID` and `--orientation NAME` as the importers take them; a name the device
    /// catalogue does not know is an input error that lists the valid ones.
    static func options(_ parsed: CommandArguments) throws(Failure) -> ImportOptions {
        var options = ImportOptions.asWritten
        if let name = parsed.value(of: "--device") {
            do {
                options.device = try DeviceCatalogue.device(named: name)
            } catch {
                throw Failure(text: "layoutdbg: error: --device: \(error)\n")
            }
        }
        if let name = parsed.value(of: "--orientation") {
            guard let orientation = Orientation(rawValue: name.lowercased()) else {
                throw Failure(text: "layoutdbg: error: --orientation: '\(name)' is not an orientation; use one of \(Orientation.validSpellings)\n")
            }
            options.orientation = orientation
        }
        return options
    }

    static func text(of failure: ImportFailure) -> String {
        switch failure {
        case let .unreadable(message), let .unknownKind(message), let .unsupportedOption(message): return "layoutdbg: error: \(message)\n"
        case let .invalid(_, described): return described
        }
    }
}
