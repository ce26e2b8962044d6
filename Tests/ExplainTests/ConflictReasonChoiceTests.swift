@testable import Explain
import LayoutModel
import XCTest

/// The reason told for a recovered conflict names the clause of the rule the engine recorded
/// (`RecoveryChoice`; docs/semantics.md, "Which member is broken"), not one guessed again from
/// how many members are app-made. Expected sentences are the clauses' own wording.
final class ConflictReasonChoiceTests: XCTestCase {
    private func member(_ syntax: String, system: Bool = false, adding: Bool = false) -> ConflictExplanation.Member {
        var entry = ConflictExplanation.Member(syntax: syntax, source: system ? "made by UIKit" : "a.layout:1:1",
                                               identifier: nil, priority: 1000, isSystemMade: system)
        entry.isBeingAdded = adding
        return entry
    }

    private func firstSentence(_ members: [ConflictExplanation.Member], broken: Int, _ choice: RecoveryChoice) -> String {
        ConflictExplanation.reason(members: members, broken: members[broken], choice: choice, error: 14, errorAtEnd: 14,
                                   inPoints: true)[0]
    }

    func testTheOnlyAppMember() {
        let members = [member("box.width == 100"), member("box.width == 0 \"UIView-Encapsulated-Layout-Width\"", system: true)]
        XCTAssertEqual(firstSentence(members, broken: 0, .onlyAppMember),
                       "`box.width == 100` is the only app constraint in the set, and a system-made constraint is never"
                        + " broken while an app constraint is in the set, so it is the one broken.")
    }

    func testTheFirstInequality() {
        let members = [member("a.width >= 10"), member("a.width == 5"), member("a.width >= 0", system: true)]
        XCTAssertEqual(firstSentence(members, broken: 0, .firstInequality),
                       "The set holds 2 app constraints, so the system-made members are kept; of those, `a.width >= 10` is"
                        + " the first inequality as UIKit lists them, and UIKit breaks an inequality first.")
    }

    func testASizeBelowZero() {
        let members = [member("t.top == 0"), member("t.bottom == -10"), member("t.height >= 0", system: true)]
        XCTAssertEqual(firstSentence(members, broken: 1, .sizeBelowZero("t.height")),
                       "The set holds 2 app constraints, so the system-made members are kept; of those, holding them all"
                        + " would take t.height below zero, and `t.bottom == -10` is the first (as UIKit lists them) that"
                        + " involves t.height, so UIKit breaks it.")
    }

    func testTheFirstListed() {
        let members = [member("a.width == 10"), member("a.width == 20")]
        XCTAssertEqual(firstSentence(members, broken: 0, .firstListed),
                       "The set holds 2 app constraints, so of those, `a.width == 10` is the first as UIKit lists them"
                        + " (no inequality, no size below zero), so UIKit breaks it.")
    }

    func testTheMostRecentOfPlainLinearConstraints() {
        let members = [member("x == 10"), member("x == 20", adding: true)]
        XCTAssertEqual(firstSentence(members, broken: 1, .mostRecent),
                       "The set holds 2 app constraints, so of those, `x == 20` was added to the layout engine most"
                        + " recently (the constraint being added counts as the most recent), so it is the one broken.")
    }

    func testTheMostRecentWhenEveryMemberIsSystemMade() {
        let members = [member("s.width >= 0", system: true), member("s.width == -1", system: true, adding: true)]
        XCTAssertEqual(firstSentence(members, broken: 1, .mostRecent),
                       "Every member is system-made, so every member is a candidate; `s.width == -1` was added most"
                        + " recently, so it is the one broken.")
    }

    /// Where counting members used to disagree with the engine: the constraint kept (being added)
    /// and the one broken have the same text, as when a generator makes the same constraint twice.
    /// Compared by text they looked like one constraint, and the reason said "every member is a
    /// candidate"; the recorded choice says the one being added was kept.
    func testSystemOnlyKeepsTheOneBeingAddedEvenWhenItsTwinIsBroken() {
        let twin = "stack.height == 0 \"UISV-hiding\""
        let members = [member("stack.top == 0", system: true), member(twin, system: true),
                       member(twin, system: true, adding: true)]
        XCTAssertEqual(firstSentence(members, broken: 1, .systemOnlyKeepingAdded),
                       "Every member is system-made. UIKit then keeps the one being added, `\(twin)`, and breaks another:"
                        + " of the rest, `\(twin)` was added to the layout engine most recently, so it is the one broken.")
    }

    /// A layout conflict's distance is in points; plain linear constraints have no unit.
    func testTheDistanceCarriesItsUnit() {
        let members = [member("x == 10"), member("x == 24", adding: true)]
        let layout = ConflictExplanation.reason(members: members, broken: members[1], choice: .mostRecent, error: 14,
                                                errorAtEnd: 14, inPoints: true)
        XCTAssertTrue(layout[1].hasSuffix("In the resulting layout it is off by 14 pt."), layout[1])
        let linear = ConflictExplanation.reason(members: members, broken: members[1], choice: .mostRecent, error: 14,
                                                errorAtEnd: 14, inPoints: false)
        XCTAssertTrue(linear[1].hasSuffix("In the resulting layout it is off by 14."), linear[1])
    }
}
