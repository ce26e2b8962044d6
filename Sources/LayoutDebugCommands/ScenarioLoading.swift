import ConsoleLogImport
import LayoutImport

/// Reading a layout for a command, through the importers the commands accept; failures come back
/// as the command's error text (for `.layout`: `file:line:col: error: …` with the source line and
/// a caret), ready for stderr.
enum ScenarioLoading {
    /// Every input format the commands read. A new format's importer is added here, and every
    /// command that takes a layout reads it.
    static let importers = ImporterRegistry([ScenarioFileImporter(), ConsoleLogImporter()])

    struct Failure: Error {
        let text: String
    }

    static func load(_ path: String, standardInput: () -> String?) throws(Failure) -> ImportedLayout {
        do {
            return try importers.load(path, standardInput: standardInput)
        } catch {
            throw Failure(text: text(of: error))
        }
    }

    /// Text already in hand (a bundled lesson), read by the importer for `path`.
    static func read(_ text: String, path: String) throws(Failure) -> ImportedLayout {
        do {
            return try importers.read(text, path: path)
        } catch {
            throw Failure(text: self.text(of: error))
        }
    }

    static func text(of failure: ImportFailure) -> String {
        switch failure {
        case let .unreadable(message), let .unknownKind(message): return "layoutdbg: error: \(message)\n"
        case let .invalid(_, described): return described
        }
    }
}
