import ConsoleLogImport
import Foundation
import LayoutModel
import LayoutScript
import XCTest

/// The fixes `layoutdbg log` offers for real console logs: which pattern fires, and each fix
/// re-checked here by a fresh solve that does not use `LogFixVerifier`: the emitted layout read
/// back with the fix as a step, the step's edits made on the `Layout` value by hand, and a new
/// engine built on the result.
final class LogFixTests: XCTestCase {
    static func log(_ name: String) throws -> ConsoleLogAnalysis.Log {
        try XCTUnwrap(ConsoleLogRebuildTests.analysis(name).logs.first, name)
    }

    /// The emitted layout with `lines` as its one step, the step's edits made on the layout value.
    static func layoutAfter(_ lines: [String], in log: ConsoleLogAnalysis.Log) throws -> Layout {
        let text = RebuiltLayoutText.text(log.rebuilt) + "\nstep \"fix\" {\n" + lines.map { "    \($0)\n" }.joined() + "}\n"
        let scenario = try ScenarioParser.parse(text, file: "fix.layout")
        var layout = scenario.layout
        for located in try XCTUnwrap(scenario.steps.first).edits {
            switch located.edit {
            case let .setActive(identifier, active):
                for index in layout.constraints.indices where layout.constraints[index].identifier == identifier {
                    layout.constraints[index].isActive = active
                }
            case let .setPriority(identifier, priority):
                for index in layout.constraints.indices where layout.constraints[index].identifier == identifier {
                    layout.constraints[index].priority = priority
                }
            case let .removeConstraint(identifier):
                layout.constraints.removeAll { $0.identifier == identifier }
            case let .addConstraint(spec):
                layout.constraints.append(spec)
            default:
                XCTFail("an edit no log fix makes: \(located.edit)")
            }
        }
        return layout
    }

    /// Whether a fresh solve of the fixed layout still has a required conflict naming a member
    /// of the log's minimal conflict.
    static func stillConflicts(_ layout: Layout, log: ConsoleLogAnalysis.Log) throws -> Bool {
        let members = Set(log.proof.minimalConflict.map { LogFixNames.identifier(of: log.rebuilt.conflict.constraints[$0]) })
        return try LayoutEngine(layout: layout).solution().conflicts.contains { conflict in
            conflict.conflict.contains { $0.identifier.map(members.contains) ?? false }
        }
    }

    /// Every fix offered as verified, on every real log, holds in an independent fresh solve;
    /// every log with a proved conflict gets a verified fix or a marked hint.
    func testEveryVerifiedFixOfEveryRealLogHoldsInAFreshSolve() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: ConsoleLogRebuildTests.logFolder.path)
            .filter { $0.hasSuffix(".log") }.map { String($0.dropLast(4)) }.sorted()
        var verified = 0, conflicts = 0, withoutFix: [String] = []
        for name in names {
            for (number, log) in try ConsoleLogRebuildTests.analysis(name).logs.enumerated() where log.proof.isConflict {
                conflicts += 1
                if log.fixes.isEmpty { withoutFix.append("\(name) log \(number + 1)") }
                for fix in log.fixes where fix.verified {
                    verified += 1
                    XCTAssertFalse(fix.edit.isEmpty, "\(name): \(fix.description)")
                    let fixed = try Self.layoutAfter(fix.edit, in: log)
                    XCTAssertFalse(try Self.stillConflicts(fixed, log: log), "\(name): \(fix.edit)")
                }
                for fix in log.fixes where !fix.verified && fix.pattern == .systemTransient {
                    XCTAssertTrue(fix.edit.isEmpty, "\(name): a transient hint invents no edit")
                }
            }
        }
        print("LogFixTests: \(conflicts) proved conflicts, \(verified) verified fixes; without a fix: \(withoutFix)")
        XCTAssertGreaterThan(verified, 0)
    }

    /// prox-242 (iOS 10): the stack view hides the event view (UISV-hiding, height 0) while its
    /// label is pinned 16 from its top and 16 from its bottom. The stack-hiding pattern lowers
    /// the constraint UIKit broke, the label's bottom (0x6100002920c0, line 8), to 999. Then the
    /// label's top sits at 16, its height cannot be negative, so its bottom is at 16 where the
    /// lowered constraint asks for 0 - 16 = -16: it gives way by 16 + 16 = 32.
    func testProxHidingLowersTheLabelsBottom() throws {
        let log = try Self.log("prox-242")
        let fix = try XCTUnwrap(log.fixes.first)
        XCTAssertEqual(fix.pattern, .stackHiding)
        XCTAssertTrue(fix.verified)
        XCTAssertEqual(fix.constraint, 1)
        XCTAssertEqual(fix.edit, ["deactivate \"0x6100002920c0\"", "set \"0x6100002920c0\".priority 999",
                                  "activate \"0x6100002920c0\""])
        XCTAssertEqual(fix.code, ["constraint.priority = UILayoutPriority(999)   // before it is activated (or set in Interface Builder)"])
        let solution = try LayoutEngine(layout: Self.layoutAfter(fix.edit, in: log)).solution()
        XCTAssertTrue(solution.conflicts.isEmpty)
        let bottom = try XCTUnwrap(solution.constraints.first { $0.spec.identifier == "0x6100002920c0" })
        XCTAssertEqual(bottom.state, .broken)
        XCTAssertEqual(abs(bottom.error), 32, accuracy: 1e-9)
    }

    /// tagflow-8 (iOS 10): the superview's autoresizing mask (0x60000286f390, `h=--& v=--&`)
    /// holds it 0 high; the label is 8 below its top and 8 above its bottom. The autoresizing
    /// pattern turns the mask off for that view (UIView:0x7fe4bee22240), which in the rebuilt
    /// layout deactivates its one autoresizing constraint; the view is then at least 8 + 0 + 8 = 16
    /// high (the label's height is at least 0; the log prints no intrinsic size).
    func testTagFlowTurnsOffTheAutoresizingMask() throws {
        let log = try Self.log("tagflow-8")
        let fix = try XCTUnwrap(log.fixes.first)
        XCTAssertEqual(fix.pattern, .autoresizingDuplicate)
        XCTAssertTrue(fix.verified)
        XCTAssertEqual(fix.edit, ["deactivate \"0x60000286f390\""])
        XCTAssertEqual(fix.code, ["view.translatesAutoresizingMaskIntoConstraints = false   // view: UIView:0x7fe4bee22240"])
        let solution = try LayoutEngine(layout: Self.layoutAfter(fix.edit, in: log)).solution()
        XCTAssertTrue(solution.conflicts.isEmpty)
        XCTAssertGreaterThanOrEqual(try XCTUnwrap(solution.frame(of: "view_2240")).height, 16 - 1e-9)
    }

    /// firefox-ios-31254 (iOS 12+): `V:[FxCollectionView]-(0)-|` is the collection view's own
    /// autoresizing constraint, though VFL prints its superview (`|`, UIView:0x10630df80) first.
    /// The fix turns off the mask of FxCollectionView, not of "|", and the constraint is
    /// attributed to the collection view.
    func testAutoresizingToTheTrailingEdgeBelongsToTheBracketedView() throws {
        let log = try Self.log("firefox-ios-31254")
        guard case let .generated(generator) = log.rebuilt.specs[0].provenance else { return XCTFail("not system-made") }
        XCTAssertEqual(generator.owner, "fxCollectionView")
        let fix = try XCTUnwrap(log.fixes.first { $0.pattern == .autoresizingDuplicate })
        XCTAssertTrue(fix.verified)
        XCTAssertTrue(fix.description.hasPrefix("stop FxCollectionView translating its autoresizing mask"), fix.description)
        XCTAssertEqual(fix.edit, ["deactivate \"0x60000215e080\""])
        XCTAssertEqual(fix.code, ["view.translatesAutoresizingMaskIntoConstraints = false   // view: FxCollectionView"])
    }

    /// purelayout-187 (iOS 10): the table holds the cell's content view 0 wide
    /// (UIView-Encapsulated-Layout-Width) and the app asks for 320. The self-sizing-cell pattern
    /// lowers the app's width to 999: the table's 0 holds and the width gives way by 320. A
    /// table sizes widths itself, so no automatic-dimension fix is offered for a width.
    func testPureLayoutCellWidthLowered() throws {
        let log = try Self.log("purelayout-187")
        let fix = try XCTUnwrap(log.fixes.first)
        XCTAssertEqual(fix.pattern, .selfSizingCell)
        XCTAssertTrue(fix.verified)
        XCTAssertEqual(fix.constraint, 0)
        XCTAssertFalse(log.fixes.contains { $0.pattern == .automaticDimension })
        XCTAssertTrue(fix.description.contains("'UIView-Encapsulated-Layout-Width' (0 pt)"), fix.description)
        XCTAssertTrue(fix.effects.contains("NSLayoutConstraint:0x608000494500 gives way by 320 pt"), "\(fix.effects)")
        let solution = try LayoutEngine(layout: Self.layoutAfter(fix.edit, in: log)).solution()
        XCTAssertTrue(solution.conflicts.isEmpty)
        XCTAssertEqual(try XCTUnwrap(solution.frame(of: "cellContentView_6990")).width, 0, accuracy: 1e-9)
    }

    /// emptykit-1: every member is the app's and none is a size, so only general fixes come, each
    /// naming the constraint by its address and printed text.
    func testEmptyKitGetsGeneralFixesOnly() throws {
        let log = try Self.log("emptykit-1")
        XCTAssertFalse(log.fixes.isEmpty)
        for fix in log.fixes {
            XCTAssertTrue([.lowerPriority, .relation, .removeMember].contains(fix.pattern), fix.pattern.rawValue)
            XCTAssertTrue(fix.description.contains("NSLayoutConstraint:0x"), fix.description)
        }
    }

    /// A constraint's body as printed, without its class, address, identifier and activity.
    func testBodyStripsTheDescriptionsFrame() throws {
        let log = try Self.log("tagflow-8")
        XCTAssertEqual(LogFixNames.body(log.rebuilt.conflict.constraints[1]), "V:[UILabel:0x7fe4bee22420'Tech']-(8)-|")
    }
}
