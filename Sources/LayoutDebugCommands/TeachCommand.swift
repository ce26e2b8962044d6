import Foundation
import LayoutImport
import LayoutScript
import Render
import Reports

/// `layoutdbg teach NAME [--out DIR] [--scene ID] [--step N]`: walks through a lesson (a bundled
/// scenario or a file, each of its layouts in turn) step by step: notes, edits, frames,
/// explanation and expectations, and with --out a drawing and a focused constraint graph per step.
enum TeachCommand {
    static func run(_ arguments: [String], standardInput: () -> String?) -> CommandResult {
        let hint = "Run 'layoutdbg teach --help' for usage."
        let parsed: CommandArguments
        do {
            parsed = try CommandArguments.parse(arguments, command: "teach", allowedFlags: [], valueOptions: ["--out", "--step", "--format", "--scene", "--html"])
        } catch {
            return .failure(error.message, hint: hint)
        }
        if parsed.wantsHelp { return CommandResult(stdout: Usage.teach) }
        guard parsed.operands.count == 1 else {
            return .failure(parsed.operands.isEmpty ? "missing NAME (a lesson or a .layout file)" : "expected one NAME", hint: hint)
        }
        let lessons: [TeachLessonSource]
        do {
            lessons = try TeachLessonSource.load(parsed.operands[0], scene: parsed.value(of: "--scene"), standardInput: standardInput)
        } catch {
            return error.result
        }
        var stepsOfLessons: [[Int]] = []
        for lesson in lessons {
            switch stepIndices(parsed, stepCount: lesson.scenario.steps.count) {
            case let .success(chosen): stepsOfLessons.append(chosen)
            case let .failure(problem): return .failure(problem.message, hint: hint)
            }
        }
        if parsed.value(of: "--html") != nil {
            guard parsed.value(of: "--out") == nil, parsed.value(of: "--format") == nil else {
                return .failure("--html writes one page; it does not take --out or --format", hint: hint)
            }
            switch HTMLOutput.path(parsed, option: "--html", command: "teach") {
            case let .success(path):
                var result = page(lessons, steps: stepsOfLessons, path: path)
                result.stderr = lessons.map(\.layout.warningsText).joined() + result.stderr
                return result
            case let .failure(problem): return .failure(problem.message, hint: hint)
            }
        }
        var format = GraphvizFormat.svg
        if let name = parsed.value(of: "--format") {
            guard let chosen = GraphvizFormat.pictures.first(where: { $0.rawValue == name.lowercased() }) else {
                return .failure("--format \(name): expected svg, png or pdf", hint: hint)
            }
            guard parsed.value(of: "--out") != nil else { return .failure("--format needs --out DIR", hint: hint) }
            format = chosen
        }
        let folder = parsed.value(of: "--out")
        if let folder {
            guard !folder.isEmpty else { return .failure("--out needs a folder", hint: hint) }
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                return .failure("cannot make the folder '\(folder)': \(error.localizedDescription)")
            }
        }
        // Each layout of a file is a lesson of its own, its pictures named apart (`TeachLessonSource.name`).
        let results = zip(lessons, stepsOfLessons).map { lesson, steps in
            var result = walk(lesson, steps: steps, pictures: folder.map { TeachPictures(folder: $0, lesson: lesson, format: format) })
            // What the importer left out around the lesson's layout, as every layout command says it.
            result.stderr = lesson.layout.warningsText + result.stderr
            return result
        }
        guard results.count > 1 else { return results[0] }
        return CommandResult(stdout: results.map(\.stdout).joined(separator: "\n"), stderr: results.map(\.stderr).joined(),
                             exitCode: results.map(\.exitCode).max() ?? ExitCode.success)
    }

    private static func walk(_ lesson: TeachLessonSource, steps: [Int], pictures: TeachPictures?) -> CommandResult {
        var text = TeachText.header(lesson)
        var warnings = ""
        var results: [StepResult] = []
        do throws(any Error) {
            let explained = try ExplainedRun(lesson.layout)
            // Pictures read the live engine, so each step is drawn right after it is explained.
            for index in steps {
                let step = try explained.explain(step: index)
                let written = try pictures?.write(step, run: explained.run) ?? TeachPictures.Written()
                warnings += written.warnings
                text += "\n" + TeachText.step(step, lesson: lesson, pictures: written.lines)
                results.append(step.result)
            }
        } catch let error as ScenarioErrors {
            return CommandResult(stderr: lesson.layout.describe(error), exitCode: ExitCode.usageOrInput)
        } catch let error as TeachPictures.Failure {
            return error.result
        } catch {
            return .failure("\(lesson.name): the lesson could not be explained: \(error)", exitCode: ExitCode.failedExpectation)
        }
        text += "\n" + TeachText.footer(results, wrotePictures: pictures != nil)
        let failed = results.contains { !$0.failures.isEmpty }
        return CommandResult(stdout: text, stderr: warnings, exitCode: failed ? ExitCode.failedExpectation : ExitCode.success)
    }

    /// The lesson as one interactive page (`HTMLReport`): a section per step with its notes, edits
    /// and expectations, walked forward and back. Exit status as the text's: 1 when an expectation fails.
    private static func page(_ lessons: [TeachLessonSource], steps: [[Int]], path: String) -> CommandResult {
        var builder = HTMLReportSections()
        var sections: [HTMLReport.Section] = []
        for (lesson, chosen) in zip(lessons, steps) {
            do throws(any Error) {
                sections += try builder.sections(of: lesson.layout, steps: chosen, prefix: lessons.count > 1 ? lesson.name : nil,
                                                 lesson: true)
            } catch let error as ScenarioErrors {
                return CommandResult(stderr: lesson.layout.describe(error), exitCode: ExitCode.usageOrInput)
            } catch {
                return .failure("\(lesson.name): the lesson could not be explained: \(error)", exitCode: ExitCode.failedExpectation)
            }
        }
        let first = lessons[0]
        var report = HTMLReport(title: "Lesson \(first.name)" + (first.scenario.title.map { ": \($0)" } ?? ""),
                                subtitle: "layoutdbg teach: the layout as declared, then \(sections.count - 1) "
                                    + (sections.count == 2 ? "step" : "steps") + " that change it",
                                sections: sections)
        report.introduction = ["Walk the steps with the buttons or the \u{2190} and \u{2192} keys; each step's notes say what to look for."]
        var result = HTMLOutput.write(report, to: path, summary: " (\(sections.count) steps, \(ReportCommand.problemCount(sections)))")
        let failed = sections.contains { !$0.explain.result.failures.isEmpty }
        if failed && result.exitCode == ExitCode.success { result.exitCode = ExitCode.failedExpectation }
        return result
    }

    /// Every step unless `--step N` picks one.
    private static func stepIndices(_ parsed: CommandArguments, stepCount: Int) -> Result<[Int], CommandArguments.Problem> {
        guard parsed.value(of: "--step") != nil else { return StepSelection.all.indices(stepCount: stepCount) }
        switch StepSelection.parse(parsed) {
        case let .success(selection): return selection.indices(stepCount: stepCount)
        case let .failure(problem): return .failure(problem)
        }
    }
}
