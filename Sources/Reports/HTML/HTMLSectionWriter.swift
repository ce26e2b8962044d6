import Cassowary
import Explain
import LayoutModel
import Render

/// One step's part of the page: the summary of problems, the wireframe beside the selected
/// constraint's details, each problem with its words, its focused graph and its fixes, the
/// constraint list, and the sweep chart. Elements that stand for a constraint or an item carry
/// its `PictureTags` (`data-c`, `data-items`), the same names the pictures' SVG classes use, so
/// the page's script links words and pictures by name alone.
struct HTMLSectionWriter {
    let section: HTMLReport.Section
    /// `s0`, `s1`, …: prefixes every id of the section.
    let id: String
    /// Each broken constraint's severity, worked out once.
    private let severities: [FindingSeverity]

    init(section: HTMLReport.Section, id: String) {
        self.section = section
        self.id = id
        severities = section.explain.severities
    }

    private var style: ExplainStyle { section.style }

    private var step: ExplainReport.Step { section.explain }
    private var model: LayoutGraphModel { section.model }

    func html() throws(GraphvizError) -> String {
        let problems = HTMLReport.problems(of: step)
        let links = ConstraintLinks(model: model, problems: section.problemConstraints, sectionID: id)
        var out: [String] = []
        out.append("<section class=\"step\" id=\"\(id)\" aria-labelledby=\"\(id)-h\">")
        out.append("<h2 id=\"\(id)-h\">\(HTMLText.escaped(section.heading))</h2>")
        if !section.notes.isEmpty {
            out.append("<div class=\"notes\">" + section.notes.map { "<p>\(HTMLText.escaped($0))</p>" }.joined() + "</div>")
        }
        if !section.lessonLines.isEmpty {
            out.append("<pre class=\"text lesson\">" + HTMLText.escaped(section.lessonLines.map(unindented).joined(separator: "\n"))
                + "</pre>")
        }
        out.append(summary())
        out.append("<div class=\"view\">")
        out.append("<figure class=\"wireframe\">" + (try wireframe())
            + "<figcaption>Wireframe to scale. Select a view to list its constraints; select a constraint to find it here.</figcaption></figure>")
        out.append("<aside class=\"detail\" aria-live=\"polite\" id=\"\(id)-detail\"><p class=\"hint\">Select a constraint in the list "
            + "(or a view in the wireframe) to see it here.</p></aside>")
        out.append("</div>")
        if !problems.isEmpty {
            out.append("<h3>Problems</h3>")
            if let note = section.graphNote { out.append("<p>\(HTMLText.escaped(note))</p>") }
            // Grouped once (looked up, never iterated): filtering every fix per problem was quadratic.
            let fixes = Dictionary(grouping: HTMLReport.numberedFixes(of: step, style: style, from: section.firstFixNumber),
                                   by: \.problem)
            for (position, problem) in problems.enumerated() {
                out.append(try problemHTML(problem, position: position, links: links, fixes: fixes[position] ?? []))
            }
        }
        if !step.brokenByDesign.isEmpty {
            out.append("<h3>Given way by design</h3><pre class=\"text\">"
                + HTMLText.escaped(BrokenByDesignText.lines(step.brokenByDesign).joined(separator: "\n")) + "</pre>")
        }
        out.append(constraintTable(links))
        if let chart = section.sweepChart {
            let svg = try SweepChart(chart).canvas.render(as: .svg, subject: "the sweep chart of \(section.heading)").text ?? ""
            out.append("<h3>Sweep</h3><figure class=\"sweep\">"
                + HTMLText.inlineSVG(svg, prefix: "\(id)-sweep", label: "Sweep chart", className: "chart") + "</figure>")
        }
        out.append("</section>")
        return out.joined(separator: "\n")
    }

    /// The problems in one line each, most severe first, as `explain` starts.
    private func summary() -> String {
        if !step.hasProblems {
            var lines = [ExplainReport.noProblemSentence(step)]
            if let note = ExplainReport.partialLayoutSentence(step) { lines.append(note) }
            return "<div class=\"summary ok\" role=\"status\">" + lines.map { "<p>\(HTMLText.escaped($0))</p>" }.joined() + "</div>"
        }
        let entries = ExplainSummary.entries(step).map { entry in
            "<li class=\"sev-\(entry.severity.name)\"><span class=\"badge\">\(entry.severity.name)</span> "
                + HTMLText.escaped(entry.text) + "</li>"
        }
        var html = "<div class=\"summary\" role=\"status\"><h3>Summary</h3><ul>" + entries.joined() + "</ul>"
        if let note = ExplainReport.partialLayoutSentence(step) { html += "<p>\(HTMLText.escaped(note))</p>" }
        if let hidden = ExplainReport.notShownLine(step) { html += "<p>\(HTMLText.escaped(hidden))</p>" }
        return html + "</div>"
    }

    private func wireframe() throws(GraphvizError) -> String {
        let svg = try WireframeDrawing(title: nil, scenes: [section.scene]).canvas
            .render(as: .svg, subject: "the wireframe of \(section.heading)").text ?? ""
        // Half as large again: a phone's 320 points make a wireframe too small to read on a laptop.
        return HTMLText.inlineSVG(svg, prefix: "\(id)-wf", label: "Wireframe of \(section.heading)", className: "wireframe-svg",
                                  scale: 1.5)
    }

    private func problemHTML(_ problem: HTMLReport.Problem, position: Int, links: ConstraintLinks,
                             fixes: [(number: Int, problem: Int, fix: VerifiedFix)]) throws(GraphvizError) -> String {
        let problemID = "\(id)-p\(position)"
        let (title, severity, lines) = describe(problem)
        let involved = links.problemTags[position]
        var out = "<article class=\"problem sev-\(severity.name)\" id=\"\(problemID)\" tabindex=\"0\" "
            + "data-title=\"\(HTMLText.escaped(title))\" data-c=\"\(involved.constraints.joined(separator: " "))\" "
            + "data-items=\"\(involved.items.joined(separator: " "))\">"
        out += "<h4><span class=\"badge\">\(severity.name)</span> \(HTMLText.escaped(title))</h4>"
        out += "<pre class=\"text\">" + HTMLText.escaped(lines.joined(separator: "\n")) + "</pre>"
        if let graph = section.problemGraphs[position] {
            let svg = try GraphvizRenderer(engine: .dot, subject: "the graph of \(title)").render(graph.dotText, as: .svg).text ?? ""
            out += "<figure class=\"graph\">" + HTMLText.inlineSVG(svg, prefix: "\(problemID)-g", label: "Constraint graph of \(title)",
                                                                   className: "graph-svg")
                + "<figcaption>What explains it, as a graph.</figcaption></figure>"
        }
        out += fixList(fixes, all: HTMLReport.fixes(of: problem, in: step))
        return out + "</article>"
    }

    /// The problem's heading, severity and the words `explain` prints for it (fixes apart).
    private func describe(_ problem: HTMLReport.Problem) -> (String, FindingSeverity, [String]) {
        switch problem {
        case let .broken(index):
            let severity = severities[index]
            let explanation = step.explanations[index]
            return ("Broken: \(explanation.constraint.syntax), off by \(ExplainReport.offAmount(explanation))", severity,
                    ExplainReport.brokenLines(step, index: index, severity: severity).map(unindented))
        case let .conflict(index):
            return ("Required conflict \(index + 1)", .error,
                    ConflictText.lines(step.conflicts[index], number: index + 1, uikitLog: step.uikitLogs[index]).map(unindented))
        case let .ambiguity(index):
            let report = step.ambiguities[index]
            return ("\(report.item) is ambiguous", .error, AmbiguityText.lines(report).map(unindented))
        }
    }

    /// The text writers indent for the terminal; the page's box does that.
    private func unindented(_ line: String) -> String {
        line.hasPrefix("  ") ? String(line.dropFirst(2)) : line
    }

    private func fixList(_ fixes: [(number: Int, problem: Int, fix: VerifiedFix)], all: [VerifiedFix]) -> String {
        guard !fixes.isEmpty else { return "<p class=\"nofix\">No verified fix.</p>" }
        var out = "<h5>Fixes (each checked by re-solving; best first)</h5><ol class=\"fixes\">"
        for entry in fixes {
            let fix = entry.fix
            out += "<li class=\"fix\"><div class=\"fixhead\"><strong>\(HTMLText.escaped(FixText.heading(fix)))</strong>"
                + " <button type=\"button\" class=\"preview\" data-fix=\"\(PictureTags.fix(entry.number))\" aria-pressed=\"false\">"
                + "Preview</button></div>"
            out += "<pre class=\"edit\">" + HTMLText.escaped(style.edits.lines(for: fix.edits).joined(separator: "\n")) + "</pre>"
            out += "<p>Why: \(HTMLText.escaped(fix.reason))</p>"
            out += fix.cautions.map { "<p class=\"caution\">Note: \(HTMLText.escaped($0))</p>" }.joined()
            if !fix.frames.isEmpty {
                out += "<p class=\"gives\">Gives: " + fix.frames.map { HTMLText.escaped("\($0.item) \(frameText($0.frame))") }
                    .joined(separator: "; ") + "</p>"
            }
            out += "</li>"
        }
        out += "</ol>"
        if let more = FixText.moreLine(all, shown: fixes.count) { out += "<p>\(HTMLText.escaped(more))</p>" }
        return out
    }

    /// Above this many constraints, the list keeps the first ones and the broken ones problems are
    /// about: a page of tens of thousands of rows helps no one and takes long to open.
    static let constraintRowLimit = 1_000

    /// Every constraint of the step (as `solve` lists them: size floors only when they matter),
    /// one row each, in the solution's order; past `constraintRowLimit`, those a problem is about.
    private func constraintTable(_ links: ConstraintLinks) -> String {
        let all = model.unfocusedConstraints
        let listed = all.count <= Self.constraintRowLimit ? all
            : all.enumerated().filter { $0.offset < Self.constraintRowLimit || links.targets.contains($0.element) }.map(\.element)
        var out = "<h3>Constraints</h3>"
        if listed.count < all.count {
            out += "<p>\(all.count - listed.count) of the step's \(all.count) constraints are not listed: the list holds the first "
                + "\(Self.constraintRowLimit) and each broken one a problem is about.</p>"
        }
        out += "<p class=\"filter\" id=\"\(id)-filter\" hidden></p>"
        out += "<table class=\"constraints\"><thead><tr><th scope=\"col\">Constraint</th><th scope=\"col\">State</th>"
            + "<th scope=\"col\">Priority</th><th scope=\"col\">Error</th><th scope=\"col\">Source</th></tr></thead><tbody>"
        for index in listed {
            let constraint = model.constraints[index]
            let items = constraint.endpoints.compactMap { links.itemTags[$0] }
            let problems = links.constraintProblems[index]
            var attributes = "tabindex=\"0\" data-c=\"\(constraint.tag)\" data-items=\"\(items.joined(separator: " "))\""
            if !problems.isEmpty { attributes += " data-problems=\"\(problems.joined(separator: " "))\"" }
            let severity = constraint.severity.map { " sev-\($0.name)" } ?? ""
            let name = constraint.identifier.map { "<span class=\"cid\">\(HTMLText.escaped($0))</span> " } ?? ""
            out += "<tr class=\"state-\(constraint.state.rawValue.replacingOccurrences(of: " ", with: "-"))\(severity)\" \(attributes)>"
                + "<td><code>\(name)\(HTMLText.escaped(constraint.syntax))</code></td>"
                + "<td>\(HTMLText.escaped(constraint.state.rawValue))</td>"
                + "<td class=\"num\">\(constraint.isRequired ? "required" : formatNumber(constraint.priority))</td>"
                + "<td class=\"num\">\(formatNumber(constraint.error))</td>"
                + "<td>\(HTMLText.escaped(constraint.source))</td></tr>"
        }
        return out + "</tbody></table>"
    }
}

/// Which tags stand for what in one step: each item's, the constraints and items each problem
/// involves, and the problems each constraint takes part in.
struct ConstraintLinks {
    var itemTags: [String: String] = [:]
    /// Index for index with the problems.
    var problemTags: [(constraints: [String], items: [String])] = []
    /// Index for index with the model's constraints: the ids of the problems it takes part in.
    var constraintProblems: [[String]]
    /// The constraints problems are about: each broken constraint explained, each conflict's
    /// member broken to recover.
    var targets = Set<Int>()

    init(model: LayoutGraphModel, problems: ProblemConstraints, sectionID: String) {
        for item in model.items where itemTags[item.name] == nil { itemTags[item.name] = item.tag }
        constraintProblems = Array(repeating: [], count: model.constraints.count)
        for (position, entry) in problems.entries.enumerated() {
            targets.formUnion(entry.targets)
            let indices = entry.all
            for index in indices { constraintProblems[index].append("\(sectionID)-p\(position)") }
            var seen = Set<String>()
            let items = (entry.items + indices.flatMap { model.constraints[$0].endpoints }).filter { seen.insert($0).inserted }
            problemTags.append((indices.map { model.constraints[$0].tag }, items.compactMap { itemTags[$0] }))
        }
    }
}
