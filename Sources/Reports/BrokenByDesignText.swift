import Explain

/// The short list of constraints UIKit breaks by design (`BrokenByDesign`): one line per kind of
/// helper, with how many gave way and why, instead of a full explanation each.
package enum BrokenByDesignText {
    /// The helpers grouped by identifier, in order of first appearance.
    package static func groups(_ entries: [(constraint: ExplainableConstraint, reason: String)])
        -> [(identifier: String, count: Int, reason: String)] {
        var groups: [(identifier: String, count: Int, reason: String)] = []
        for entry in entries {
            let identifier = entry.constraint.identifier ?? entry.constraint.syntax
            if let index = groups.firstIndex(where: { $0.identifier == identifier && $0.reason == entry.reason }) {
                groups[index].count += 1
            } else {
                groups.append((identifier, 1, entry.reason))
            }
        }
        return groups
    }

    package static func lines(_ entries: [(constraint: ExplainableConstraint, reason: String)]) -> [String] {
        guard !entries.isEmpty else { return [] }
        return ["  Broken by design (note), as UIKit intends (not problems; `--all` explains each):"]
            + groups(entries).map { "    \($0.identifier) ×\($0.count): \($0.reason)" }
    }

    package static func markdown(_ entries: [(constraint: ExplainableConstraint, reason: String)]) -> [String] {
        guard !entries.isEmpty else { return [] }
        return ["- **Broken by design** (note), as UIKit intends (not problems; `--all` explains each):"]
            + groups(entries).map { "  - `\($0.identifier)` ×\($0.count): \($0.reason)" }
    }
}
