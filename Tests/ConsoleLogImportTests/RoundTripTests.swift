import Cassowary
import ConsoleLogImport
import Foundation
@testable import LayoutModel
import LayoutScript
import XCTest

/// Every log `explain --uikit-log` prints for the bundled lessons (Scenarios/*.layout, every step,
/// with LayoutModel's printer, `UIKitDescriber.unsatisfiableLog`) is read back to the constraints
/// it was printed from: address, class, identifier, relation, multiplier, constant, priority and
/// both items (by their fake addresses, `FakeAddress.ofItem`), and the broken one. The same holds
/// for every constraint of every lesson's first step printed alone (`describe`).
final class RoundTripTests: XCTestCase {
    static var scenariosFolder: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Scenarios")
    }

    func lessons() throws -> [(name: String, scenario: Scenario)] {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.scenariosFolder.path)
            .filter { $0.hasSuffix(".layout") }.sorted()
        return try files.map { file in
            let text = try String(contentsOf: Self.scenariosFolder.appendingPathComponent(file), encoding: .utf8)
            return (file, try ScenarioParser.parse(text, file: file))
        }
    }

    func testEveryLessonsConflictLogReadsBackToItsConstraints() throws {
        var logs = 0
        var members = 0
        for (name, scenario) in try lessons() {
            let run = try ScenarioRun(scenario)
            for step in 0...scenario.steps.count {
                if step > 0 { try run.run(through: step) }
                let describer = run.engine.uikitDescriber
                for conflict in run.results[step].solution.conflicts {
                    for iOS in [11, UIKitDescriber.defaultLogIOSVersion] {
                        let log = describer.unsatisfiableLog(conflict, iOSVersion: iOS)
                        let reading = ConsoleLogReader.read(log)
                        let context = "\(name) step \(step) iOS \(iOS)"
                        XCTAssertEqual(reading.unread, [], context)
                        XCTAssertEqual(reading.tails, [], context)
                        let read = try XCTUnwrap(reading.conflicts.first, context)
                        XCTAssertEqual(reading.conflicts.count, 1, context)
                        XCTAssertEqual(read.header, .uikit, context)
                        XCTAssertEqual(read.consolePrefix, "[LayoutConstraints]", context)
                        XCTAssertEqual(read.footer, iOS >= 12 ? .uikitCore : .uikit, context)
                        XCTAssertFalse(read.isCut, context)
                        let printed = UIKitDescriber.logOrder(conflict.conflict)
                        XCTAssertEqual(read.hasAutoresizingNote,
                                       printed.contains { $0.className == "NSAutoresizingMaskLayoutConstraint" }, context)
                        XCTAssertEqual(read.constraints.count, printed.count, context)
                        for (constraint, spec) in zip(read.constraints, printed) {
                            check(constraint, against: spec, describer: describer, context)
                        }
                        XCTAssertEqual(read.brokenAddress, FakeAddress.ofConstraint(conflict.broken), context)
                        if let broken = read.brokenConstraint {
                            check(broken, against: conflict.broken, describer: describer, context + " broken")
                        } else {
                            XCTFail("\(context): broken constraint not read")
                        }
                        logs += 1
                        members += printed.count
                    }
                }
            }
        }
        // The lessons print conflicts (required-conflict, stack-hiding-conflict, table-cell-height-conflict, …).
        XCTAssertGreaterThan(logs, 5)
        XCTAssertGreaterThan(members, 10)
    }

    func testEveryConstraintOfEveryLessonReadsBack() throws {
        var count = 0
        for (name, scenario) in try lessons() {
            let run = try ScenarioRun(scenario)
            let describer = run.engine.uikitDescriber
            for constraint in run.results[0].solution.constraints where !constraint.spec.isSizeFloor {
                let printed = describer.describe(constraint.spec)
                let reading = ConsoleLogReader.read(printed)
                let context = "\(name): \(printed)"
                XCTAssertEqual(reading.unread, [], context)
                guard let read = reading.conflicts.first?.constraints.first else { XCTFail(context); continue }
                check(read, against: constraint.spec, describer: describer, context)
                count += 1
            }
        }
        XCTAssertGreaterThan(count, 100)
    }

    /// What the printer wrote for `spec`, read back.
    private func check(_ read: LoggedConstraint, against spec: LayoutConstraintSpec, describer: UIKitDescriber, _ context: String,
                       file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(read.address, FakeAddress.ofConstraint(spec), context, file: file, line: line)
        XCTAssertEqual(read.className, spec.className, context, file: file, line: line)
        XCTAssertEqual(read.identifier, spec.identifier, context, file: file, line: line)
        XCTAssertEqual(read.activity, spec.isActive ? .active : .inactive, context, file: file, line: line)
        let equation = read.equation
        let isContentSize = spec.className == "NSContentSizeLayoutConstraint"
        // Content-size constraints print `==` with both priorities (one UIKit object per axis).
        XCTAssertEqual(equation.relation, isContentSize ? .equal : spec.relation, context, file: file, line: line)
        XCTAssertEqual(equation.multiplier, spec.multiplier, accuracy: 1e-5 * max(1, abs(spec.multiplier)), context, file: file, line: line)
        // %g keeps six significant digits.
        XCTAssertEqual(equation.constant, spec.constant, accuracy: 1e-5 * max(1, abs(spec.constant)), context, file: file, line: line)
        if !isContentSize {
            XCTAssertEqual(equation.priority, spec.priority, accuracy: 1e-3, context, file: file, line: line)
        }
        XCTAssertEqual(equation.systemSpacing != nil, spec.systemSpacing != nil, context, file: file, line: line)
        checkAnchor(equation.first, spec.first, spec, context, file: file, line: line)
        XCTAssertEqual(equation.second == nil, spec.second == nil || isContentSize, context, file: file, line: line)
        if let second = spec.second, let readSecond = equation.second {
            checkAnchor(readSecond, second, spec, context, file: file, line: line)
        }
    }

    private func checkAnchor(_ read: LoggedAnchor, _ anchor: Anchor, _ spec: LayoutConstraintSpec, _ context: String,
                             file: StaticString, line: UInt) {
        var expectedAttribute = anchor.attribute
        var expectedItem = anchor.item
        if spec.systemSpacing == .visualFormat, anchor.attribute.isMargin {
            // VFL's standard `-` to `|` is printed as the layout-margins guide's edge.
            expectedItem = anchor.item + ".layoutMarginsGuide"
            let edges: [LayoutAttribute: LayoutAttribute] = [.leadingMargin: .leading, .trailingMargin: .trailing, .leftMargin: .left,
                                                             .rightMargin: .right, .topMargin: .top, .bottomMargin: .bottom]
            expectedAttribute = edges[anchor.attribute] ?? anchor.attribute
        }
        if spec.className == "NSAutoresizingMaskLayoutConstraint" {
            // Frames are printed minX/maxX: left and right.
            if expectedAttribute == .leading { expectedAttribute = .left }
            if expectedAttribute == .trailing { expectedAttribute = .right }
        }
        XCTAssertEqual(read.attribute.attribute, expectedAttribute, context, file: file, line: line)
        XCTAssertEqual(read.item.address, FakeAddress.ofItem(expectedItem), context, file: file, line: line)
    }
}
