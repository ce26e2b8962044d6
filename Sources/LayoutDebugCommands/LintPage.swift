import LayoutImport
import LayoutModel
import Reports

/// `lint --format html`: the findings first, each linked to a section that shows its scene as
/// `report` does (on the document's own device), so a reviewer opening the CI artifact sees the
/// problem drawn. Only scenes with a finding get a section.
enum LintPage {
    static func write(_ findings: [LintFinding], summary: String, paths: [String], orientation: Orientation?,
                      scene: String?, to output: String, standardInput: () -> String?) -> CommandResult {
        let sorted = findings.sorted(by: LintFinding.printOrder)
        var builder = HTMLReportSections()
        var sections: [HTMLReport.Section] = []
        var sectionOfScene: [String: Int] = [:]
        var stderr = ""
        for path in paths {
            let wanted = Set(sorted.filter { $0.file == path }.compactMap(\.layoutID))
            guard !wanted.isEmpty else { continue }
            do {
                let document = try ScenarioLoading.load(path, options: ImportOptions(orientation: orientation), standardInput: standardInput)
                for layout in try ScenarioLoading.layouts(of: document, scene: scene) where wanted.contains(layout.id) {
                    let heading = "\(path) \u{2014} \(layout.title)"
                    let made = try builder.sections(of: layout, steps: [0], prefix: heading)
                    sectionOfScene[path + "\u{0}" + layout.id] = sections.count
                    sections += made
                }
            } catch let failure as ScenarioLoading.Failure {
                stderr += failure.text
            } catch {
                stderr += "layoutdbg: note: \(path): its scenes could not be drawn on the page: \(error)\n"
            }
        }
        let rows = sorted.map { finding in
            var message = "[\(finding.category.rawValue)] \(finding.message)"
            message += LintReportWriter.objectWords(finding)
            if !finding.devices.isEmpty { message += " On \(finding.devices.joined(separator: ", "))." }
            if let fix = finding.fix { message += " Fix: \(fix)" }
            return HTMLReport.LintFindingRow(severity: finding.severity, location: LintReportWriter.location(finding), message: message,
                                             section: finding.layoutID.flatMap { sectionOfScene[finding.file + "\u{0}" + $0] })
        }
        var report = HTMLReport(title: "layoutdbg lint", subtitle: paths.joined(separator: ", "), sections: sections)
        report.introduction = [summary]
        report.findings = rows
        var result = HTMLOutput.write(report, to: output, summary: " (\(rows.count) findings, \(sections.count) scenes drawn)")
        result.stderr = stderr + result.stderr
        return result
    }
}
