import Foundation
import LayoutImport
import LayoutScript
import Render
import Reports

/// `layoutdbg report FILE -o OUT.html [--step N | --all-steps] [--scene ID] [--device ID]
/// [--sweep ROOT.width=LOW...HIGH]`: one self-contained interactive page of what `explain` finds,
/// with the wireframe, a focused graph per problem and the constraint list, linked (`HTMLReport`).
/// Every layout of the input goes on the one page, a section per step.
enum ReportCommand {
    static func run(_ arguments: [String], standardInput: () -> String?, progress: CommandProgress? = nil) -> CommandResult {
        let hint = "Run 'layoutdbg report --help' for usage."
        let parsed: CommandArguments
        do {
            parsed = try CommandArguments.parse(arguments, command: "report", allowedFlags: ["--all-steps", "--all-fixes"],
                                                valueOptions: ["-o", "--output", "--step", "--sweep"] + ScenarioCommandInput.layoutOptions)
        } catch {
            return .failure(error.message, hint: hint)
        }
        if parsed.wantsHelp { return CommandResult(stdout: Usage.report) }
        let path: String
        switch HTMLOutput.path(parsed, command: "report") {
        case let .success(chosen): path = chosen
        case let .failure(problem): return .failure(problem.message, hint: hint)
        }
        let selection: LayoutSelection
        do {
            selection = try ScenarioCommandInput.read(parsed, hint: hint, standardInput: standardInput)
        } catch {
            return error.result
        }
        guard let first = selection.inputs.first else { return .failure("\(parsed.operands[0]): no layout to report", hint: hint) }
        let title = first.scenario.title ?? URL(fileURLWithPath: first.path).lastPathComponent
        var builder = HTMLReportSections(progress: progress)
        var sections: [HTMLReport.Section] = []
        for input in selection.inputs {
            let rootName = input.scenario.layout.rootName
            var sweep: SweepReport.Request?
            if let text = parsed.value(of: "--sweep") {
                switch SweepReport.parse(text, rootName: rootName) {
                case let .success(request): sweep = request
                case let .failure(problem): return .failure(problem.message, hint: hint)
                }
            }
            do throws(any Error) {
                sections += try builder.sections(of: input.layout, steps: input.steps,
                                                 prefix: selection.namesLayouts ? input.layout.title : nil,
                                                 allFixes: parsed.has("--all-fixes"), sweep: sweep)
            } catch let error as ScenarioErrors {
                return CommandResult(stderr: input.layout.describe(error), exitCode: ExitCode.usageOrInput)
            } catch {
                return .failure("\(input.path): the report could not be made: \(error)", exitCode: ExitCode.failedExpectation)
            }
        }
        let layouts = selection.inputs.count
        let stepsText = (layouts > 1 ? "\(layouts) layouts, " : "") + (sections.count == 1 ? "1 step" : "\(sections.count) steps")
        var report = HTMLReport(title: title, subtitle: "layoutdbg report of \(parsed.operands[0]): \(stepsText)",
                                sections: sections)
        report.introduction = first.layout.partialLayoutNote.map { ["Note: \($0)."] } ?? []
        // What the importer left out is on the page too, where the reader of the report looks.
        report.introduction += selection.inputs.flatMap(\.layout.warnings).map { "Warning: \($0)." }
        var result = HTMLOutput.write(report, to: path, summary: " (\(stepsText), \(problemCount(sections)))")
        result.stderr = selection.warningsText + result.stderr
        return result
    }

    static func problemCount(_ sections: [HTMLReport.Section]) -> String {
        let count = sections.reduce(0) { $0 + HTMLReport.problems(of: $1.explain).count }
        return count == 1 ? "1 problem" : "\(count) problems"
    }
}

/// The `-o OUT.html` of the commands that write the interactive page, and its writing.
enum HTMLOutput {
    /// The page's path from `option` (`-o`, or `--output` too when that is the option).
    static func path(_ parsed: CommandArguments, option: String = "-o", command: String) -> Result<String, CommandArguments.Problem> {
        let given = option == "-o" ? parsed.value(of: "-o") ?? parsed.value(of: "--output") : parsed.value(of: option)
        guard let path = given, !path.isEmpty else {
            return .failure(.init(message: "'\(command)' needs \(option) OUT.html"))
        }
        guard ["html", "htm"].contains(URL(fileURLWithPath: path).pathExtension.lowercased()) else {
            return .failure(.init(message: "\(option) \(path): the page's file name must end in .html"))
        }
        return .success(path)
    }

    static func write(_ report: HTMLReport, to path: String, summary: String) -> CommandResult {
        let page: String
        do {
            page = try HTMLReportWriter.page(report)
        } catch {
            return .failure("\(path): a picture of the page could not be drawn: \(error)", exitCode: ExitCode.failedExpectation)
        }
        return OutputFile(path: path, format: nil).write(Data(page.utf8), warnings: [], summary: summary)
    }
}
