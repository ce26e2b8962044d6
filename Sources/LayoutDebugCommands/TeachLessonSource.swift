import Foundation
import LayoutImport
import LayoutScript

/// What `teach NAME` walks through: a bundled lesson by name (`two-labels`), or a file of any kind
/// the importers read, by path (`-` for standard input). A file that exists wins over a lesson of
/// the same name.
struct TeachLessonSource {
    /// Names the pictures: `two-labels` (a file's name without its extension; `stdin` for `-`).
    let name: String
    let layout: ImportedLayout

    var scenario: Scenario { layout.scenario }
    var source: String { layout.source }

    struct Failure: Error {
        let result: CommandResult
    }

    static func load(_ request: String, standardInput: () -> String?) throws(Failure) -> TeachLessonSource {
        let isFile = request == "-" || FileManager.default.fileExists(atPath: request)
        if !isFile, let lesson = BundledScenarios.lesson(named: request) {
            do {
                return TeachLessonSource(name: lesson.name, layout: try ScenarioLoading.read(lesson.text, path: lesson.file))
            } catch {
                throw Failure(result: CommandResult(stderr: error.text, exitCode: ExitCode.usageOrInput))
            }
        }
        guard isFile || ScenarioLoading.importers.readsExtension(of: request) || request.contains("/") else {
            throw Failure(result: .failure("no lesson named '\(request)'",
                                           hint: "Run 'layoutdbg scenarios' for the lessons, or give the path of a .layout file."))
        }
        do {
            let layout = try ScenarioLoading.load(request, standardInput: standardInput)
            let name = request == "-" ? "stdin" : URL(fileURLWithPath: request).deletingPathExtension().lastPathComponent
            return TeachLessonSource(name: name, layout: layout)
        } catch {
            throw Failure(result: CommandResult(stderr: error.text, exitCode: ExitCode.usageOrInput))
        }
    }
}
