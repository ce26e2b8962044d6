import Foundation
import LayoutScript

/// The lessons compiled into the binary from Scenarios/*.layout (`BundledScenarios.sources`, made by
/// `make scenarios-bundle`), so `scenarios` and `teach` work from any folder.
enum BundledScenarios {
    struct Lesson {
        /// The file name without `.layout`, e.g. `two-labels`.
        let name: String
        let text: String

        /// The name errors and headings show, as if the file were read from the checkout.
        var file: String { "Scenarios/\(name).layout" }

        /// The scenario's `title`, or a phrase saying why there is none.
        var summary: String {
            guard let scenario = try? ScenarioParser.parse(text, file: file) else { return "(does not parse)" }
            return scenario.title ?? "(no title)"
        }
    }

    /// Every bundled lesson, sorted by name.
    static var lessons: [Lesson] {
        sources.map { Lesson(name: $0.name, text: $0.text) }.sorted { $0.name < $1.name }
    }

    static func lesson(named name: String) -> Lesson? {
        sources.first { $0.name == name }.map { Lesson(name: $0.name, text: $0.text) }
    }
}
