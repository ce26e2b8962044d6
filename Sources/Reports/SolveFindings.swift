import Explain
import JSONText
import LayoutImport
import LayoutModel
import LayoutScript

/// A solved step's findings counted by severity (docs/concepts.md, "Severity"): `solve`'s last
/// line and the `findings` of `solve --json`, with the `explain` command that says why, so a
/// wrong frame is never printed silently. Counted the way `explain` classifies its findings.
package struct SolveFindings: Equatable {
    /// Required conflicts recovered from (errors).
    package let conflicts: Int
    /// Declared items whose frame is ambiguous (errors), in declaration order.
    package let ambiguousItems: [String]
    /// Broken optional constraints that are warnings (content cut, an app's wish above 250 lost).
    package let warnings: Int
    /// Broken optional constraints that are notes (hugging stretched, broken by design, 250 or below).
    package let notes: Int
    /// Views of a document whose stored frame is not the solved one (warnings, as Xcode's are).
    package let misplaced: [MisplacedView]

    package init(_ result: StepResult, ambiguousItems: [String], misplaced: [MisplacedView] = []) {
        let solution = result.solution
        conflicts = solution.conflicts.count + solution.linearConflicts.count
        self.ambiguousItems = ambiguousItems
        self.misplaced = misplaced
        // Ranked as `explain` ranks them, but only the broken ones are looked at and none is
        // described (a large layout has tens of thousands of satisfied constraints).
        var broken: [FindingSeverity] = []
        for status in solution.constraints where status.state == .broken {
            guard let lowered = status.lowered else { continue }
            broken.append(FindingSeverity.of(broken: status.spec, priority: lowered.strength.value))
        }
        for status in solution.linearConstraints where status.state == .broken {
            guard let lowered = status.lowered else { continue }
            broken.append(FindingSeverity.of(brokenLinearAt: lowered.strength.value))
        }
        warnings = broken.filter { $0 == .warning }.count + misplaced.count
        notes = broken.filter { $0 == .note }.count
    }

    package var errors: Int { conflicts + ambiguousItems.count }

    /// How many ambiguous views the findings line names (JSON lists them all).
    package static let namesListed = 20

    /// The most severe finding, nil when there is none.
    package var worstSeverity: FindingSeverity? {
        errors > 0 ? .error : warnings > 0 ? .warning : notes > 0 ? .note : nil
    }

    /// `  Findings: 1 broken constraint (warning); run `…` for why and how to fix them`; nil when
    /// the step has no finding at all.
    package func line(explainCommand: String) -> String? {
        var parts: [String] = []
        if conflicts > 0 { parts.append("\(conflicts) required \(conflicts == 1 ? "conflict" : "conflicts") (error)") }
        if !ambiguousItems.isEmpty {
            // One line, so the names are cut at `namesListed`: a screen of 20 000 views listed them all.
            let shown = ambiguousItems.prefix(Self.namesListed).joined(separator: ", ")
            let more = ambiguousItems.count > Self.namesListed ? ", and \(ambiguousItems.count - Self.namesListed) more" : ""
            parts.append("\(ambiguousItems.count) \(ambiguousItems.count == 1 ? "view" : "views") ambiguous (error: \(shown)\(more))")
        }
        let brokenWarnings = warnings - misplaced.count
        if brokenWarnings > 0 { parts.append("\(brokenWarnings) broken \(brokenWarnings == 1 ? "constraint" : "constraints") (warning)") }
        if !misplaced.isEmpty {
            parts.append("\(misplaced.count) \(misplaced.count == 1 ? "view" : "views") misplaced (warning: "
                + misplaced.map(\.view.item).joined(separator: ", ") + ")")
        }
        if notes > 0 { parts.append("\(notes) broken \(notes == 1 ? "constraint" : "constraints") (note)") }
        guard !parts.isEmpty else { return nil }
        return "  Findings: " + parts.joined(separator: ", ") + "; run `\(explainCommand)` for why"
            + (errors + warnings > 0 ? " and how to fix them" : "")
    }

    /// The same counts as the line, for `solve --json` (docs/json.md); `explain` is null when there
    /// is nothing to explain, as the line is then left out.
    package func json(explainCommand: String) -> JSONOutput {
        .object([
            ("worstSeverity", worstSeverity.map { .string($0.name) } ?? .null),
            ("errors", .numberText(String(errors))),
            ("warnings", .numberText(String(warnings))),
            ("notes", .numberText(String(notes))),
            ("conflicts", .numberText(String(conflicts))),
            ("ambiguous", .array(ambiguousItems.map(JSONOutput.string))),
            ("misplaced", .array(misplaced.map(\.view.item).map(JSONOutput.string))),
            ("explain", worstSeverity == nil ? .null : .string(explainCommand)),
        ])
    }
}
