@testable import Explain
import LayoutScript
import XCTest

/// A vertical stack (fill, fill) of labels under the root: every label is stretched to the screen's
/// width, so every label's width hugging is broken. Each explanation must be the label's own chain
/// of required equalities, found without solving the other labels' constraints.
final class WideStackExplanationTests: XCTestCase {
    /// Labels of widths 40 + (37 i mod 140), as `layoutdbg-bench --commands` writes its stack.
    static func stack(labels count: Int) -> String {
        var lines = ["screen 375 x \(count * 20 + 100)", "stack list axis vertical distribution fill alignment fill {"]
        lines += (0..<count).map { "    label l\($0) intrinsic \(40 + ($0 * 37) % 140) x 20" }
        lines += ["}", "H:|[list]|", "V:|[list]"]
        return lines.joined(separator: "\n") + "\n"
    }

    /// l2's width = its trailing − leading = l0's (UISV-alignment) = the stack's (UISV-canvas-
    /// connection) = the root's (`H:|[list]|`) = 375, the screen; it hugs at 114 = 40 + 74, so it is
    /// off by 375 − 114 = 261 pt, whatever the number of labels.
    static let expectedMembers = [
        "list.leading == root.leading",
        "root.trailing == list.trailing",
        "root.width == 375 \"UIView-Encapsulated-Layout-Width\"",
        "list.leading == l0.leading \"UISV-canvas-connection\"",
        "l0.trailing == list.trailing \"UISV-canvas-connection\"",
        "l0.leading == l2.leading \"UISV-alignment\"",
        "l0.trailing == l2.trailing \"UISV-alignment\"",
    ]

    func testALabelsHuggingHasTheSameExplanationAndTheSameSolvesInA3And60LabelStack() throws {
        var solvesBySize: [Int] = []
        for count in [3, 60] {
            let run = try ScenarioRun(ScenarioParser.parse(Self.stack(labels: count), file: "stack-\(count).layout"))
            try run.run(through: 0)
            let explainer = BrokenConstraintExplainer(engine: run.engine)
            XCTAssertEqual(explainer.broken.count, count, "every label's hugging is broken")
            let target = try XCTUnwrap(explainer.broken.first { $0.syntax == "l2.width <= 114 @251" })
            var solves = 0
            let explanation = try explainer.explain(target, solves: &solves)
            XCTAssertEqual(explanation.error, 261, accuracy: 1e-9)
            XCTAssertEqual(explanation.kind, .lostToStronger)
            XCTAssertEqual(explanation.members.map(\.syntax), Self.expectedMembers, "\(count) labels")
            try ExplainSupport.assertVerified([explanation])
            solvesBySize.append(solves)
        }
        // 2k + 1 solves for a derivation of k equalities: one of the derivation, a first pass of the
        // filter over its k members (one removed: the derivation also decides where the row starts,
        // which the width does not need), a second over the 7 left that removes nothing, the final
        // re-solve: 1 + 8 + 7 + 1. The same for 3 and 60 labels; before, the filter started from
        // every label's horizontal constraints (about 4 per label), so it grew with the stack.
        XCTAssertEqual(solvesBySize, [17, 17])
    }

    /// Every label of a bigger stack is explained from its own chain and verified.
    func testEveryLabelOfA40LabelStackIsExplainedByItsOwnChain() throws {
        let explanations = try ExplainSupport.explanations(Self.stack(labels: 40))
        XCTAssertEqual(explanations.count, 40)
        try ExplainSupport.assertVerified(explanations)
        for explanation in explanations {
            // l0 has no UISV-alignment of its own (the others align to it): 5 members; the rest 7.
            let isFirst = explanation.constraint.syntax.hasPrefix("l0.")
            XCTAssertEqual(explanation.members.count, isFirst ? 5 : 7, explanation.constraint.syntax)
        }
    }
}
