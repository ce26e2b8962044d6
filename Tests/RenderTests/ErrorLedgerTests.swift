@testable import Render
import Cassowary
import Foundation
import LayoutScript
import XCTest

/// The ledger re-reads only the constraints a move reached. Checked against re-reading every
/// constraint after every move (what it did before): through every step of every lesson, including
/// rolled-back adds, removals and edits, both report the same changes, to the last bit.
final class ErrorLedgerTests: XCTestCase {
    func testReadingOnlyWhatMovedReportsWhatReadingEverythingDoes() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Scenarios")
        let paths = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".layout") }.sorted()
        XCTAssertGreaterThan(paths.count, 20)
        var moves = 0, changes = 0, failures = 0
        for name in paths {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            let check = LedgerCheck()
            let run = try ScenarioRun(ScenarioParser.parse(text, file: name), observedBy: { _ in check })
            try run.run()
            XCTAssertEqual(check.problems, [], name)
            moves += check.moves
            changes += check.changes
            failures += check.failures
        }
        XCTAssertGreaterThan(moves, 500)
        XCTAssertGreaterThan(changes, 200)
        XCTAssertGreaterThan(failures, 2, "the lessons' required conflicts roll adds back")
    }
}

/// Follows a solver with the ledger, as `LayoutTraceRecorder` does, and with a reference that reads
/// every constraint in the solver after every move; records where the two disagree.
private final class LedgerCheck: SolverObserver {
    var problems: [String] = []
    var moves = 0, changes = 0, failures = 0
    private var ledger = ErrorLedger()
    private var reference: [ObjectIdentifier: ErrorLedger.Reading] = [:]

    func solver(_ solver: Solver, didEmit event: SolverEvent) {
        switch event {
        case let .added(constraint):
            let reading = ledger.enter(constraint, in: solver)
            reference[ObjectIdentifier(constraint)] = reading
        case let .removed(constraint):
            ledger.drop(constraint)
            reference[ObjectIdentifier(constraint)] = nil
        case .pivot, .shift:
            moves += 1
            compare(ledger.update(solver.takeValueChanges(), in: solver), referenceUpdate(solver))
        case let .failed(constraint, _):
            failures += 1
            ledger.drop(constraint)
            reference[ObjectIdentifier(constraint)] = nil
            compare(ledger.update(solver.takeValueChanges(), in: solver), referenceUpdate(solver))
        default:
            break
        }
    }

    private func referenceUpdate(_ solver: Solver) -> [ErrorLedger.Change] {
        var found: [ErrorLedger.Change] = []
        var next: [ObjectIdentifier: ErrorLedger.Reading] = [:]
        for constraint in solver.constraints {
            let id = ObjectIdentifier(constraint)
            let now = ErrorLedger.reading(of: constraint, in: solver)
            if let before = reference[id], ErrorLedger.differs(before, now) {
                found.append(ErrorLedger.Change(constraint: constraint, before: before, after: now))
            }
            next[id] = now
        }
        reference = next
        return found
    }

    private func compare(_ got: [ErrorLedger.Change], _ expected: [ErrorLedger.Change]) {
        changes += expected.count
        func text(_ change: ErrorLedger.Change) -> String {
            "\(change.constraint): \(change.before.error.bitPattern)/\(change.before.outOfBounds.bitPattern)"
                + " -> \(change.after.error.bitPattern)/\(change.after.outOfBounds.bitPattern)"
        }
        let a = got.map(text), b = expected.map(text)
        if a != b, problems.count < 5 { problems.append("move \(moves): ledger \(a), reference \(b)") }
    }
}
