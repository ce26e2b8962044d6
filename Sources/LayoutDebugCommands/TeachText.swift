import Foundation
import LayoutScript
import Reports

/// The text of `teach`: per step its title, notes, edits (as written in the lesson), frames,
/// explanation (explain's text) and expectations, then a tally.
enum TeachText {
    static func header(_ lesson: TeachLessonSource) -> String {
        let steps = lesson.scenario.steps.count
        let title = lesson.scenario.title.map { ": \($0)" } ?? ""
        return "Lesson \(lesson.name)\(title)\n"
            + "The layout as declared, then \(steps) step\(steps == 1 ? "" : "s") that change it.\n"
    }

    /// `pictures` are the lines that say which files were written for this step.
    static func step(_ explained: ExplainReport.Step, lesson: TeachLessonSource, pictures: [String]) -> String {
        let result = explained.result
        var lines = ["Step \(result.index): \(result.title)"]
        lines += result.notes.map { "  note: \($0.text)" }
        if result.index > 0 {
            lines += editLines(lesson.scenario.steps[result.index - 1], source: lesson.source)
        }
        lines += SolveReport.frameLines(result.solution)
        // explain's text for the step, without its own "Step N" heading.
        lines.append("  Explanation:")
        lines += ExplainReport.text(explained, style: ExplainStyle(edits: ScenarioEditWriter())).split(separator: "\n", omittingEmptySubsequences: false)
            .dropFirst().filter { !$0.isEmpty }.map { "  " + $0 }
        lines += expectationLines(result, source: lesson.source)
        if !pictures.isEmpty {
            lines.append("  Pictures:")
            lines += pictures.map { "    " + $0 }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func footer(_ results: [StepResult], wrotePictures: Bool) -> String {
        let checked = results.reduce(0) { $0 + $1.expectations.count }
        let failed = results.reduce(0) { $0 + $1.failures.count }
        var text = failed == 0 ? "Expectations: \(checked) checked, all hold.\n"
            : "Expectations: \(failed) of \(checked) failed.\n"
        if !wrotePictures {
            text += "Add --out DIR to draw each step's layout and the graph of its first broken constraint.\n"
        }
        return text
    }

    /// The step's edits as the lesson writes them, one source line each (a line with several
    /// edits, such as a VFL line, is shown once).
    static func editLines(_ step: Step, source: String) -> [String] {
        guard !step.edits.isEmpty else { return [] }
        let sourceLines = DiagnosticFormatter.lines(of: source)
        var shown: Set<Int> = []
        var lines = ["  Edits:"]
        for edit in step.edits where shown.insert(edit.location.line).inserted {
            lines.append("    \(written(at: edit.location.line, in: sourceLines))  [\(edit.location)]")
        }
        return lines
    }

    /// Each `expect` line as written, whether it holds, and what was found when it does not.
    static func expectationLines(_ result: StepResult, source: String) -> [String] {
        guard !result.expectations.isEmpty else { return [] }
        let sourceLines = DiagnosticFormatter.lines(of: source)
        var lines = ["  Expectations:"]
        for expectation in result.expectations {
            let failure = result.failures.first { $0.expectation.location == expectation.location }
            lines.append("    \(failure == nil ? "holds " : "FAILED")  \(written(at: expectation.location.line, in: sourceLines))"
                + "  [\(expectation.location)]" + (failure.map { ": \($0.message)" } ?? ""))
        }
        return lines
    }

    private static func written(at line: Int, in sourceLines: [String]) -> String {
        guard line >= 1, line <= sourceLines.count else { return "(line \(line))" }
        return sourceLines[line - 1].trimmingCharacters(in: .whitespaces)
    }
}
