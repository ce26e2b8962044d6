import Explain
import Foundation
import LayoutScript
import LayoutImport
import LayoutModel
import Reports

/// `layoutdbg lint FILE… [--devices LIST] [--orientation O] [--scene ID] [--format F]
/// [--baseline FILE] [--only CATEGORIES]`: every layout of every FILE solved on every device, the
/// problems CI should stop on (`DocumentLint`), printed for people, programs, GitHub or Xcode.
/// Exit 0 no error or warning (beyond the baseline), 1 errors or warnings, 2 usage error or an
/// input that cannot be read (the other inputs are still linted and reported).
enum LintCommand {
    static func run(_ arguments: [String], standardInput: () -> String?) -> CommandResult {
        let hint = "Run 'layoutdbg lint --help' for usage."
        let parsed: CommandArguments
        do {
            parsed = try CommandArguments.parse(arguments, command: "lint", allowedFlags: [],
                                                valueOptions: ["--devices", "--orientation", "--scene", "--format", "--baseline", "--only", "-o", "--output"])
        } catch {
            return .failure(error.message, hint: hint)
        }
        if parsed.wantsHelp { return CommandResult(stdout: Usage.lint) }
        guard !parsed.operands.isEmpty else { return .failure("missing FILE", hint: hint) }
        let format: LintFormat
        if let name = parsed.value(of: "--format") {
            guard let chosen = LintFormat(rawValue: name) else {
                return .failure("--format \(name): use one of \(LintFormat.namesText)", hint: hint)
            }
            format = chosen
        } else {
            format = .text
        }
        var page: String?
        if format == .html {
            switch HTMLOutput.path(parsed, command: "lint --format html") {
            case let .success(path): page = path
            case let .failure(problem): return .failure(problem.message, hint: hint)
            }
        } else if parsed.value(of: "-o") ?? parsed.value(of: "--output") != nil {
            return .failure("-o is for --format html; the other formats go to standard output", hint: hint)
        }
        var categories = Set(LintFinding.Category.allCases)
        if let list = parsed.value(of: "--only") {
            var chosen: Set<LintFinding.Category> = []
            for name in list.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
                guard let category = LintFinding.Category(rawValue: name) else {
                    return .failure("--only \(name): use one or more of "
                                        + LintFinding.Category.allCases.map(\.rawValue).joined(separator: ", "), hint: hint)
                }
                chosen.insert(category)
            }
            categories = chosen
        }
        let request: LintDeviceList
        let orientation: Orientation?
        do {
            request = try LintDeviceList.parse(parsed.value(of: "--devices"))
            orientation = try ScenarioLoading.options(parsed).orientation
        } catch let failure as LintDeviceList.Problem {
            return .failure(failure.message, hint: hint)
        } catch let failure as ScenarioLoading.Failure {
            return CommandResult(stderr: failure.text, exitCode: ExitCode.usageOrInput)
        } catch {
            return .failure("\(error)", hint: hint)
        }
        var baseline = LintBaseline(fingerprints: [])
        if let path = parsed.value(of: "--baseline") {
            do {
                baseline = try LintBaseline.read(ImporterRegistry.text(at: path, standardInput: standardInput), file: path)
            } catch let failure as ImportFailure {
                return CommandResult(stderr: ScenarioLoading.text(of: failure), exitCode: ExitCode.usageOrInput)
            } catch {
                return CommandResult(stderr: "layoutdbg: error: --baseline: \(error)\n", exitCode: ExitCode.usageOrInput)
            }
        }

        var findings: [LintFinding] = []
        var stderr = ""
        var unreadable = 0
        for path in parsed.operands {
            switch lint(path, devices: request, orientation: orientation, scene: parsed.value(of: "--scene"),
                        standardInput: standardInput) {
            case let .success(found): findings += found.filter { categories.contains($0.category) }
            case let .failure(failure):
                stderr += failure.text
                unreadable += 1
            }
        }
        let (new, recorded) = baseline.partition(findings)
        let stdout = LintReportWriter.write(new, baselined: recorded.count, files: parsed.operands.count - unreadable,
                                            unreadable: unreadable, format: format)
        // Notes (what the import approximated) are shown but do not fail the run.
        let fails = new.contains { $0.severity >= .warning }
        let exitCode = unreadable > 0 ? ExitCode.usageOrInput : fails ? ExitCode.failedExpectation : ExitCode.success
        if let page {
            let summary = LintReportWriter.summary(new, baselined: recorded.count, files: parsed.operands.count - unreadable,
                                                   unreadable: unreadable)
            let written = LintPage.write(new, summary: summary, paths: parsed.operands, orientation: orientation,
                                         scene: parsed.value(of: "--scene"), to: page, standardInput: standardInput)
            // A page that could not be written fails the run whatever was found.
            let code = written.exitCode == ExitCode.success ? exitCode : written.exitCode
            return CommandResult(stdout: stdout + written.stdout, stderr: stderr + written.stderr, exitCode: code)
        }
        return CommandResult(stdout: stdout, stderr: stderr, exitCode: exitCode)
    }

    /// One input linted on its devices: read once for its own device, which decides the list's
    /// default, then once more for each other device.
    static func lint(_ path: String, devices request: LintDeviceList, orientation: Orientation?, scene: String?,
                     standardInput: () -> String?) -> Result<[LintFinding], ScenarioLoading.Failure> {
        do {
            let own = try ScenarioLoading.load(path, options: ImportOptions(orientation: orientation), standardInput: standardInput)
            let ownDevice = own.layouts.first?.documentFacts?.device
            let others = own.importer.takesDevices ? request.devices(documentDevice: ownDevice).filter { $0 != ownDevice } : []
            // The text in hand is read once more for every other device (standard input cannot be read twice).
            let documents = try [own] + ScenarioLoading.read(own.source, path: path, forEach: others.map {
                ImportOptions(device: $0, orientation: orientation)
            })
            var lint = DocumentLint(path: path)
            for document in documents {
                for layout in try ScenarioLoading.layouts(of: document, scene: scene) {
                    do {
                        try lint.examine(layout)
                    } catch let errors as ScenarioErrors {
                        return .failure(ScenarioLoading.Failure(text: layout.describe(errors)))
                    }
                }
            }
            let linted = documents.count
            return .success(try lint.finish(devicesLinted: linted))
        } catch let failure as ScenarioLoading.Failure {
            return .failure(failure)
        } catch {
            return .failure(ScenarioLoading.Failure(text: "layoutdbg: error: \(path): the lint could not be completed: \(error)\n"))
        }
    }
}
