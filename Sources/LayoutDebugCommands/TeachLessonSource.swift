import Foundation
import LayoutImport
import LayoutScript

/// What `teach NAME` walks through: a bundled lesson by name (`two-labels`), or a file of any kind
/// the importers read, by path (`-` for standard input), one lesson per layout of the file. A file
/// that exists wins over a lesson of the same name.
struct TeachLessonSource {
    /// Names the pictures: `two-labels` (a file's name without its extension; `stdin` for `-`),
    /// with the layout's id after it when the file holds several (`two-logs-2`).
    let name: String
    let layout: ImportedLayout

    var scenario: Scenario { layout.scenario }
    var source: String { layout.source }

    struct Failure: Error {
        let result: CommandResult
    }

    /// The lessons `request` names: a bundled lesson, or every layout of a file (only the one
    /// `scene` names, when given), in document order.
    static func load(_ request: String, scene: String? = nil, standardInput: () -> String?) throws(Failure) -> [TeachLessonSource] {
        let isFile = request == "-" || FileManager.default.fileExists(atPath: request)
        if !isFile, let lesson = BundledScenarios.lesson(named: request) {
            do {
                let document = try ScenarioLoading.read(lesson.text, path: lesson.file)
                return try ScenarioLoading.layouts(of: document, scene: scene).map { TeachLessonSource(name: lesson.name, layout: $0) }
            } catch {
                throw Failure(result: CommandResult(stderr: error.text, exitCode: ExitCode.usageOrInput))
            }
        }
        guard isFile || ScenarioLoading.importers.readsExtension(of: request) || request.contains("/") else {
            throw Failure(result: .failure("no lesson named '\(request)'",
                                           hint: "Run 'layoutdbg scenarios' for the lessons, or give the path of a .layout file."))
        }
        do {
            let document = try ScenarioLoading.load(request, standardInput: standardInput)
            let name = request == "-" ? "stdin" : URL(fileURLWithPath: request).deletingPathExtension().lastPathComponent
            return try ScenarioLoading.layouts(of: document, scene: scene).map { layout in
                TeachLessonSource(name: document.hasSeveralLayouts ? LayoutSelection.path(name, suffixed: layout.id) : name,
                                  layout: layout)
            }
        } catch {
            throw Failure(result: CommandResult(stderr: error.text, exitCode: ExitCode.usageOrInput))
        }
    }
}
