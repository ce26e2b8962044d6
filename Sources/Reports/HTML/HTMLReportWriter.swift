import Foundation
import JSONText
import Render

/// The page of an `HTMLReport`: one self-contained HTML file (inline SVG, CSS and script; no
/// network, no fonts to fetch) that opens from disk or a CI artifact, reads without its script
/// (every step shown, previews hidden) and prints. The same report gives the same bytes.
package enum HTMLReportWriter {
    package static func page(_ report: HTMLReport) throws(GraphvizError) -> String {
        var out = ["<!DOCTYPE html>", "<html lang=\"en\">", "<head>", "<meta charset=\"utf-8\">",
                   "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">",
                   "<meta name=\"generator\" content=\"layoutdbg\">",
                   "<title>\(HTMLText.escaped(report.title))</title>",
                   "<style>", HTMLReportStyle.css, "</style>", "</head>", "<body>",
                   "<a class=\"skip\" href=\"#main\">Skip to the report</a>", "<header>",
                   "<h1>\(HTMLText.escaped(report.title))</h1>",
                   "<p class=\"subtitle\">\(HTMLText.escaped(report.subtitle))</p>"]
        out += report.introduction.map { "<p class=\"intro\">\(HTMLText.escaped($0))</p>" }
        if report.sections.count > 1 {
            out.append(stepper(report.sections))
        }
        out.append("</header>")
        out.append("<main id=\"main\">")
        if let findings = report.findings { out.append(findingsTable(findings)) }
        for (index, section) in report.sections.enumerated() {
            let id = "s\(index)"
            out.append(try HTMLSectionWriter(section: section, id: id).html())
            out.append(itemNames(section.model, sectionID: id))
        }
        out.append("</main>")
        out.append("<footer><p>Made by layoutdbg. Keys: \u{2190} and \u{2192} walk the steps, Enter or Space selects a "
            + "constraint or a view, Escape clears the selection.</p></footer>")
        out += ["<script>", HTMLReportScript.javaScript, "</script>", "</body>", "</html>"]
        return out.joined(separator: "\n") + "\n"
    }

    /// Previous and next, where the reader is, and a list to jump to any step.
    private static func stepper(_ sections: [HTMLReport.Section]) -> String {
        let options = sections.enumerated().map { index, section in
            "<option value=\"\(index)\">\(HTMLText.escaped(section.heading))</option>"
        }.joined()
        return "<nav class=\"stepper\" aria-label=\"Steps\">"
            + "<button type=\"button\" id=\"prev\" aria-keyshortcuts=\"ArrowLeft\">\u{2190} Previous</button>"
            + "<select id=\"jump\" aria-label=\"Go to step\">\(options)</select>"
            + "<button type=\"button\" id=\"next\" aria-keyshortcuts=\"ArrowRight\">Next \u{2192}</button>"
            + "<span id=\"position\" aria-live=\"polite\"></span>"
            + "<label><input type=\"checkbox\" id=\"show-all\"> Show every step</label></nav>"
    }

    /// A lint run's findings, each linking to the scene it is about.
    private static func findingsTable(_ findings: [HTMLReport.LintFindingRow]) -> String {
        guard !findings.isEmpty else { return "<section class=\"findings\"><h2>Findings</h2><p>No findings.</p></section>" }
        var out = "<section class=\"findings\"><h2>Findings</h2><table class=\"findings\"><thead><tr><th scope=\"col\">Severity</th>"
            + "<th scope=\"col\">Where</th><th scope=\"col\">Finding</th></tr></thead><tbody>"
        for finding in findings {
            let place = HTMLText.escaped(finding.location)
            let link = finding.section.map { "<a href=\"#s\($0)\" data-step=\"\($0)\">\(place)</a>" } ?? place
            out += "<tr class=\"sev-\(finding.severity.name)\"><td><span class=\"badge\">\(finding.severity.name)</span></td>"
                + "<td>\(link)</td><td>\(HTMLText.escaped(finding.message))</td></tr>"
        }
        return out + "</tbody></table></section>"
    }

    /// The names behind the items' tags, for the script's words ("constraints on `title`"). In a
    /// JSON block, with `<` escaped so no name can end the script element.
    private static func itemNames(_ model: LayoutGraphModel, sectionID: String) -> String {
        let json = JSONWriter.write(.object(model.items.map { ($0.tag, .string($0.name)) }), lineLimit: Int.max)
        return "<script type=\"application/json\" class=\"item-names\" data-section=\"\(sectionID)\">"
            + json.replacingOccurrences(of: "<", with: "\\u003c") + "</script>"
    }
}
