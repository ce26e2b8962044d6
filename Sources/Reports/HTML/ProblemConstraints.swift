import Explain
import Render

/// Which of a step's constraints (indices into its `LayoutGraphModel`) each problem is about and
/// which explain it, worked out once for the page's links and its graphs alike: a broken
/// constraint with its explanation set, a required conflict's member broken to recover with the
/// rest of the set, an ambiguous item with the constraints on it.
package struct ProblemConstraints {
    package struct Entry {
        /// What the problem is about (none for an ambiguous item).
        package let targets: [Int]
        /// What explains it, targets left out, in the model's order.
        package let members: [Int]
        /// Items the problem is about besides the constraints' ends.
        package let items: [String]

        package var all: [Int] { (targets + members).sorted() }
    }

    /// Index for index with `HTMLReport.problems(of:)`.
    package let entries: [Entry]

    package init(step: ExplainReport.Step, model: LayoutGraphModel) {
        var byLowered: [ObjectIdentifier: Int] = [:]
        var byText: [String: Int] = [:]
        for constraint in model.constraints {
            byLowered[ObjectIdentifier(constraint.lowered)] = constraint.index
            let key = constraint.syntax + "\u{0}" + constraint.source
            if byText[key] == nil { byText[key] = constraint.index }
        }
        // A conflict's members are named by their text (the conflict keeps specs, not solver constraints).
        func text(_ member: ConflictExplanation.Member) -> Int? { byText[member.syntax + "\u{0}" + member.source] }
        func entry(targets: [Int?], members: [Int?], items: [String] = []) -> Entry {
            let chosen = targets.compactMap { $0 }
            return Entry(targets: chosen, members: Array(Set(members.compactMap { $0 }).subtracting(chosen)).sorted(), items: items)
        }
        let constraintsOnItem = model.unfocusedConstraintsByItem()
        entries = HTMLReport.problems(of: step).map { problem in
            switch problem {
            case let .broken(index):
                let explanation = step.explanations[index]
                return entry(targets: [byLowered[ObjectIdentifier(explanation.constraint.lowered)]],
                             members: explanation.members.map { byLowered[ObjectIdentifier($0.lowered)] })
            case let .conflict(index):
                let conflict = step.conflicts[index]
                return entry(targets: [text(conflict.broken)], members: conflict.members.map(text))
            case let .ambiguity(index):
                let item = step.ambiguities[index].item
                return entry(targets: [], members: constraintsOnItem[item] ?? [], items: [item])
            }
        }
    }
}
