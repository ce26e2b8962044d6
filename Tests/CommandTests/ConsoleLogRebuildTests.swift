import Cassowary
import ConsoleLogImport
import Foundation
import LayoutModel
import XCTest

/// Real console logs rebuilt as layouts, their conflicts proved from the printed constraints
/// and checked by fresh solves that do not use the engine's conflict set, and the numbers of a
/// few worked out by hand from the log's own constants.
final class ConsoleLogRebuildTests: XCTestCase {
    /// The real logs, read from the source tree.
    static var logFolder: URL { ConsoleLogFolder.url }

    static func analysis(_ name: String) throws -> ConsoleLogAnalysis {
        let url = logFolder.appendingPathComponent(name + ".log")
        return ConsoleLogAnalysis.analyse(try String(contentsOf: url, encoding: .utf8), file: name + ".log")
    }

    /// Whether `specs` hold together in a fresh engine (its own size floors included).
    static func holdTogether(_ specs: [LayoutConstraintSpec], in layout: Layout) throws -> Bool {
        var trial = layout
        trial.constraints = specs
        return try LayoutEngine(layout: trial).solution().conflicts.isEmpty
    }

    /// Every log: each printed constraint rebuilt; when a conflict is proved, the minimal set
    /// cannot hold in a fresh engine while every subset missing one member can; when none is,
    /// the whole list holds in a fresh engine. The agreement with UIKit is counted and printed.
    func testEveryRealLogRebuildsAndItsMinimalConflictIsChecked() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.logFolder.path)
            .filter { $0.hasSuffix(".log") }.map { String($0.dropLast(4)) }.sorted()
        XCTAssertGreaterThanOrEqual(names.count, 19)
        var agree = 0, disagree = 0, unknown = 0, proved = 0, satisfiable = 0, logsRead = 0
        var report: [String] = []
        for name in names {
            let analysis = try Self.analysis(name)
            for (index, log) in analysis.logs.enumerated() {
                logsRead += 1
                let where_ = "\(name) log \(index + 1)"
                let layout = log.rebuilt.scenario.layout
                XCTAssertEqual(log.rebuilt.specs.count, log.rebuilt.conflict.constraints.count, where_)
                XCTAssertNil(log.proof.unsolved, where_)
                guard log.proof.unsolved == nil else { continue }
                if log.proof.isConflict {
                    proved += 1
                    let members = log.proof.minimalConflict.map { layout.constraints[$0] }
                    XCTAssertFalse(members.isEmpty, where_)
                    XCTAssertFalse(try Self.holdTogether(members, in: layout), "\(where_): the set holds together")
                    for left in members.indices {
                        var rest = members
                        rest.remove(at: left)
                        XCTAssertTrue(try Self.holdTogether(rest, in: layout), "\(where_): not minimal without member \(left)")
                    }
                } else {
                    satisfiable += 1
                    XCTAssertTrue(try Self.holdTogether(layout.constraints, in: layout), where_)
                }
                switch log.proof.agreement {
                case .agree: agree += 1
                case .disagree: disagree += 1
                case .unknown: unknown += 1
                }
                report.append("\(where_): \(log.rebuilt.conflict.constraints.count) printed, minimal \(log.proof.minimalConflict.count)"
                    + " + \(log.proof.unprintedMembers.count) unprinted, \(log.proof.agreement.rawValue)")
            }
        }
        print("ConsoleLogRebuildTests: \(logsRead) logs, \(proved) conflicts proved, \(satisfiable) satisfiable as printed;"
            + " UIKit's broken constraint: \(agree) agree, \(disagree) disagree, \(unknown) unknown")
        print(report.joined(separator: "\n"))
        XCTAssertGreaterThan(proved, 0)
    }

    /// emptykit-1 (iOS 10): a view centred 44 pt above its superview's centre, yet pinned to its
    /// top and bottom. Pinning both edges makes the centres equal, so the two pins need a centre
    /// offset of 0 where the first constraint asks for -44; the three are the minimal set, all the
    /// app's; every one is an equality, so the rule breaks the first listed, as UIKit did.
    func testEmptyKitCentreAgainstPinnedEdges() throws {
        let log = try XCTUnwrap(Self.analysis("emptykit-1").logs.first)
        XCTAssertEqual(log.rebuilt.items.map(\.name), ["view_63a0", "emptyView_a520"])
        XCTAssertEqual(log.rebuilt.scenario.layout.item(named: "view_63a0")?.parent, "emptyView_a520")
        XCTAssertEqual(log.rebuilt.owners, [.app, .app, .app])
        XCTAssertEqual(log.proof.minimalConflict, [0, 1, 2])
        XCTAssertEqual(log.proof.uikitBrokeIndex, 0)
        XCTAssertEqual(log.proof.wouldBreak, 0)
        XCTAssertEqual(log.proof.agreement, .agree)
        let numbers = try XCTUnwrap(log.proof.arithmetic)
        XCTAssertEqual(numbers.quantity, "view_63a0.centerY - emptyView_a520.centerY")
        XCTAssertEqual(numbers.asked, "== -44")
        XCTAssertEqual(numbers.need, .exactly)
        XCTAssertEqual(numbers.value, 0)
    }

    /// prox-242 (iOS 10): UISV-hiding makes the hidden event view 0 high, while its label sits
    /// 16 below its top (`V:|-(16)-[UILabel]`) and 16 above its bottom. The label's height is then
    /// event.height - 32, and a height is never negative (the engine's floor, which UIKit does
    /// not print): the event view needs at least 16 + 16 = 32.
    func testProxHiddenStackViewNeedsThirtyTwoPoints() throws {
        let log = try XCTUnwrap(Self.analysis("prox-242").logs.first)
        XCTAssertEqual(log.rebuilt.owners, [.app, .app, .system(.stackView)])
        XCTAssertEqual(log.proof.minimalConflict, [0, 1, 2])
        XCTAssertEqual(log.proof.unprintedMembers.count, 1)
        let numbers = try XCTUnwrap(log.proof.arithmetic)
        XCTAssertEqual(numbers.claim, 2)
        XCTAssertEqual(numbers.need, .atLeast)
        XCTAssertEqual(numbers.value, 32)
        XCTAssertEqual(numbers.terms, [16, 16])
        // UIKit broke the bottom constraint: the first app member involving the label's height.
        XCTAssertEqual(log.proof.uikitBrokeIndex, 1)
        XCTAssertEqual(log.proof.agreement, .agree)
    }

    /// purelayout-187 (iOS 10): the table sets the cell's content view 0 wide
    /// (UIView-Encapsulated-Layout-Width); the app asks for 320. Only one app member, so the rule
    /// breaks it, as UIKit did.
    func testPureLayoutCellWidth() throws {
        let log = try XCTUnwrap(Self.analysis("purelayout-187").logs.first)
        XCTAssertEqual(log.rebuilt.owners, [.app, .system(.tableCellSize)])
        XCTAssertEqual(log.rebuilt.items.first?.name, "cellContentView_6990")
        let numbers = try XCTUnwrap(log.proof.arithmetic)
        XCTAssertEqual(numbers.claim, 1)
        XCTAssertEqual(numbers.value, 320)
        XCTAssertEqual(numbers.terms, [320])
        XCTAssertEqual(log.proof.agreement, .agree)
    }

    /// tagflow-8: an autoresizing frame 0 high around a label 8 from its top and 8 from its
    /// bottom: the label's height would be -16, so the frame needs at least 8 + 8 = 16.
    func testTagFlowAutoresizingFrame() throws {
        let log = try XCTUnwrap(Self.analysis("tagflow-8").logs.first)
        XCTAssertEqual(log.rebuilt.owners, [.system(.autoresizingMask), .app, .app])
        XCTAssertEqual(log.rebuilt.items.map(\.name), ["view_2240", "tech"])
        let numbers = try XCTUnwrap(log.proof.arithmetic)
        XCTAssertEqual(numbers.claim, 0)
        XCTAssertEqual(numbers.need, .atLeast)
        XCTAssertEqual(numbers.value, 16)
        XCTAssertEqual(numbers.terms, [8, 8])
        XCTAssertEqual(log.proof.agreement, .agree)
    }

    /// A hand-built record (not a real log; the reader is not involved) of the self-sizing cell
    /// the issue describes: the app stacks a title 12 from the content view's top, 20.5 high, an
    /// image 8 below it, 80 high, and 12 above the bottom; the table view sets the content view's
    /// height (the last member). Summing the chain by hand: 12 + 20.5 + 8 + 80 + 12 = 132.5.
    static func selfSizingCell(height: Double) -> LoggedConflict {
        func item(_ className: String, _ address: String, _ text: String? = nil) -> LoggedItem {
            LoggedItem(className: className, address: address, text: text, printed: "\(className):\(address)")
        }
        let cell = item("UITableViewCellContentView", "0xc0", nil)
        let title = item("UILabel", "0xa1", "Title")
        let image = item("UIImageView", "0xa2")
        func constraint(_ number: Int, _ first: LoggedItem, _ firstAttribute: LayoutAttribute, _ second: LoggedItem?,
                        _ secondAttribute: LayoutAttribute?, _ constant: Double, identifier: String? = nil) -> LoggedConstraint {
            let equation = LoggedEquation(first: LoggedAnchor(item: first, attribute: LoggedAttribute(firstAttribute)), relation: .equal,
                                          second: second.map { LoggedAnchor(item: $0, attribute: LoggedAttribute(secondAttribute!)) },
                                          constant: constant)
            return LoggedConstraint(address: "0x\(number)", className: "NSLayoutConstraint", identifier: identifier,
                                    equation: equation, activity: .active, text: "<NSLayoutConstraint:0x\(number)>", line: number)
        }
        return LoggedConflict(header: .uikit, constraints: [
            constraint(1, title, .top, cell, .top, 12),
            constraint(2, title, .height, nil, nil, 20.5),
            constraint(3, image, .top, title, .bottom, 8),
            constraint(4, image, .height, nil, nil, 80),
            constraint(5, cell, .bottom, image, .bottom, 12),
            constraint(6, cell, .height, nil, nil, height, identifier: "UIView-Encapsulated-Layout-Height"),
        ], brokenAddress: "0x5", lines: 1...6)
    }

    /// A 120-high cell: every member is needed (without the image's 80 the chain is 52.5, and
    /// without the title's 20.5 it is 12 + 8 + 80 + 12 = 112, both of which fit), so the others
    /// need exactly the whole sum. All the app's members are equalities and no size goes below
    /// zero, so the rule breaks the first listed; the record says UIKit broke the bottom, so they
    /// disagree.
    func testSelfSizingCellArithmeticIsTheSumOfTheChain() throws {
        let rebuilt = ConsoleLogRebuilder.rebuild(Self.selfSizingCell(height: 120), file: "cell.log")
        // `title` is a word of the language, so the label's text name takes its address.
        XCTAssertEqual(rebuilt.items.map(\.name), ["title_a1", "cellContentView_c0", "imageView_a2"])
        XCTAssertEqual(rebuilt.owners.last, .system(.tableCellSize))
        let proof = ConsoleLogProof.prove(rebuilt)
        XCTAssertEqual(proof.minimalConflict, [0, 1, 2, 3, 4, 5])
        XCTAssertEqual(proof.unprintedMembers, [])
        let numbers = try XCTUnwrap(proof.arithmetic)
        XCTAssertEqual(numbers.claim, 5)
        XCTAssertEqual(numbers.need, .exactly)
        XCTAssertEqual(numbers.value, 132.5)
        XCTAssertEqual(numbers.terms, [12, 20.5, 8, 80, 12])
        XCTAssertEqual(numbers.sumText, "12 + 20.5 + 8 + 80 + 12 = 132.5")
        XCTAssertEqual(proof.wouldBreak, 0)
        XCTAssertEqual(proof.agreement, .disagree)
    }

    /// A 44-high cell: the title and the gaps alone take 12 + 20.5 + 8 + 12 = 52.5 > 44, so the
    /// image would be -8.5 high; the minimal set leaves out `image.height == 80` and takes the
    /// image's size floor instead (never printed). The others allow a cell of at least 52.5. The
    /// rule then breaks the first app member involving the image's height: the bottom, index 4.
    func testSelfSizingCellTooShortForTheFixedParts() throws {
        let proof = ConsoleLogProof.prove(ConsoleLogRebuilder.rebuild(Self.selfSizingCell(height: 44), file: "cell.log"))
        XCTAssertEqual(proof.minimalConflict, [0, 1, 2, 4, 5])
        XCTAssertEqual(proof.unprintedMembers, ["imageView_a2.height >= 0"])
        let numbers = try XCTUnwrap(proof.arithmetic)
        XCTAssertEqual(numbers.need, .atLeast)
        XCTAssertEqual(numbers.value, 52.5)
        XCTAssertEqual(numbers.terms, [12, 20.5, 8, 12])
        XCTAssertEqual(proof.wouldBreak, 4)
        XCTAssertEqual(proof.agreement, .agree)
    }
}
