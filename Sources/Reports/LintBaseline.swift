import JSONText

/// Findings recorded by an earlier `lint --format json` run, which `--baseline FILE` sets aside
/// so a team can adopt the linter on a project that already has problems and still fail CI on
/// new ones. A finding is matched by its `fingerprint` (category, file, scene, object and what
/// tells findings on one object apart; never the line, which moves as the document is edited).
/// A fingerprint recorded twice sets aside two findings: a third, new one still shows.
package struct LintBaseline: Equatable, Sendable {
    /// How many findings of each fingerprint the baseline holds, in the file's order.
    package private(set) var counts: [(fingerprint: String, count: Int)]

    package init(fingerprints: [String]) {
        var counts: [(fingerprint: String, count: Int)] = []
        for fingerprint in fingerprints {
            if let index = counts.firstIndex(where: { $0.fingerprint == fingerprint }) {
                counts[index].count += 1
            } else {
                counts.append((fingerprint, 1))
            }
        }
        self.counts = counts
    }

    package static func == (lhs: LintBaseline, rhs: LintBaseline) -> Bool {
        lhs.counts.elementsEqual(rhs.counts) { $0.fingerprint == $1.fingerprint && $0.count == $1.count }
    }

    /// Reads the JSON `lint --format json` wrote; `file` names it in errors, which say where.
    package static func read(_ text: String, file: String) throws(InputError) -> LintBaseline {
        let root = try JSONParser.parse(text, file: file)
        let report = try JSONObjectReader(root, context: "a lint baseline", allowedKeys: ["files", "unreadable", "baselined", "findings"], file: file)
        // A misspelt key is named as such rather than reported as a missing "findings".
        try report.finish()
        var fingerprints: [String] = []
        for node in try report.array("findings") {
            guard case let .object(members) = node.value else {
                throw InputError(file: file, position: node.position, message: "a baseline finding must be an object, not \(node.kindName)")
            }
            guard let member = members.first(where: { $0.key == "fingerprint" }) else {
                throw InputError(file: file, position: node.position,
                                 message: "a baseline finding has no \"fingerprint\"; write the baseline with `lint --format json`")
            }
            guard case let .string(fingerprint) = member.value.value else {
                throw InputError(file: file, position: member.value.position,
                                 message: "\"fingerprint\" must be a string, not \(member.value.kindName)")
            }
            fingerprints.append(fingerprint)
        }
        return LintBaseline(fingerprints: fingerprints)
    }

    /// `findings` split into the new ones and those the baseline already records, each kept in
    /// print order so the same input sets aside the same findings on every run.
    package func partition(_ findings: [LintFinding]) -> (new: [LintFinding], recorded: [LintFinding]) {
        var remaining = counts
        var new: [LintFinding] = [], recorded: [LintFinding] = []
        for finding in findings.sorted(by: LintFinding.printOrder) {
            if let index = remaining.firstIndex(where: { $0.fingerprint == finding.fingerprint }), remaining[index].count > 0 {
                remaining[index].count -= 1
                recorded.append(finding)
            } else {
                new.append(finding)
            }
        }
        return (new, recorded)
    }
}
