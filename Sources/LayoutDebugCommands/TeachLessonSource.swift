import Foundation
import LayoutScript

/// What `teach NAME` walks through: a bundled lesson by name (`two-labels`), or a `.layout` file by
/// path (`-` for standard input). A file that exists wins over a lesson of the same name.
struct TeachLessonSource {
    /// Names the pictures: `two-labels` (a file's name without `.layout`; `stdin` for `-`).
    let name: String
    let scenario: Scenario
    let source: String

    struct Failure: Error {
        let result: CommandResult
    }

    static func load(_ request: String, standardInput: () -> String?) throws(Failure) -> TeachLessonSource {
        let isFile = request == "-" || FileManager.default.fileExists(atPath: request)
        if !isFile, let lesson = BundledScenarios.lesson(named: request) {
            do {
                return TeachLessonSource(name: lesson.name, scenario: try ScenarioParser.parse(lesson.text, file: lesson.file),
                                         source: lesson.text)
            } catch {
                throw Failure(result: CommandResult(stderr: ScenarioLoading.render(error, source: lesson.text),
                                                    exitCode: ExitCode.usageOrInput))
            }
        }
        guard isFile || request.hasSuffix(".layout") || request.contains("/") else {
            throw Failure(result: .failure("no lesson named '\(request)'",
                                           hint: "Run 'layoutdbg scenarios' for the lessons, or give the path of a .layout file."))
        }
        do {
            let loaded = try ScenarioLoading.load(request, standardInput: standardInput)
            let name = request == "-" ? "stdin" : URL(fileURLWithPath: request).deletingPathExtension().lastPathComponent
            return TeachLessonSource(name: name, scenario: loaded.scenario, source: loaded.source)
        } catch {
            throw Failure(result: CommandResult(stderr: error.text, exitCode: ExitCode.usageOrInput))
        }
    }
}
