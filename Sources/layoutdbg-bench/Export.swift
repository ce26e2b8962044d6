import Cassowary
import Foundation
import LinearSystemFormat

/// The operation list of a workload as kiwi_bench.py reads it (indices into the system's lists).
struct ManifestOperation: Codable {
    let op: String
    var from: Int?
    var to: Int?
    var updateEvery: Int?
}

struct ManifestPhase: Codable {
    let name: String
    let unit: String
    let count: Int
    let timed: Bool
    let ops: [ManifestOperation]
}

struct ManifestWorkload: Codable {
    let key: String
    let name: String
    let size: Int
    let runs: Int
    /// Untimed phases once, then the timed phases repeated on the same solver.
    let reuseSolver: Bool
    /// File name of the weighted system next to the manifest.
    let system: String
    let constraints: Int
    let variables: Int
    let phases: [ManifestPhase]
}

struct Manifest: Codable {
    var format = "layoutdbg-bench/1"
    var workloads: [ManifestWorkload]
}

enum Exporter {
    /// The workload as a `LinearSystem` (docs/json.md). An edit's `value` is its first suggestion.
    static func system(_ workload: Workload, semantics: Semantics) -> LinearSystem {
        let constraints = workload.constraints.enumerated().map { index, c in
            LinearConstraintSpec(id: c.label.isEmpty ? "c\(index)" : c.label,
                                 terms: c.expression.terms.map { LinearTerm(variable: $0.variable.name, coefficient: $0.coefficient) },
                                 constant: c.expression.constant, relation: c.relation,
                                 priority: c.priority.value(for: semantics))
        }
        let edits = workload.edits.map { edit in
            EditSpec(variable: edit.variable.name, priority: edit.priority.value(for: semantics),
                     value: workload.suggestions.first { $0.variable == edit.variable }?.value ?? 0)
        }
        let suggestions = workload.suggestions.map { SuggestionSpec(variable: $0.variable.name, value: $0.value) }
        return LinearSystem(semantics: semantics, variables: workload.variables.map(\.name),
                            constraints: constraints, edits: edits, suggestions: suggestions)
    }

    static func operations(_ phase: BenchPhase) -> [ManifestOperation] {
        phase.operations.map { operation in
            switch operation {
            case let .addEdits(r): return ManifestOperation(op: "edit", from: r.lowerBound, to: r.upperBound)
            case let .add(r): return ManifestOperation(op: "add", from: r.lowerBound, to: r.upperBound)
            case let .remove(r): return ManifestOperation(op: "remove", from: r.lowerBound, to: r.upperBound)
            case let .suggest(r, every):
                return ManifestOperation(op: "suggest", from: r.lowerBound, to: r.upperBound, updateEvery: every)
            case .update: return ManifestOperation(op: "update")
            }
        }
    }

    /// Writes `KEY.weighted.json` and `KEY.lexicographic.json` for each workload and `manifest.json`.
    static func export(_ workloads: [Workload], runs: Int, to directory: URL) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var entries: [ManifestWorkload] = []
        for workload in workloads {
            let ids = workload.constraints.map(\.label)
            if Set(ids).count != ids.count {
                throw BenchError.failed("\(workload.key): constraint labels are not unique (solve-linear needs unique ids)")
            }
            for semantics in [Semantics.weighted, .lexicographic] {
                let url = directory.appendingPathComponent("\(workload.key).\(semantics.rawValue).json")
                try system(workload, semantics: semantics).jsonText().write(to: url, atomically: true, encoding: .utf8)
            }
            entries.append(ManifestWorkload(
                key: workload.key, name: workload.name, size: workload.size, runs: max(runs, workload.minimumRuns),
                reuseSolver: workload.reuseSolver,
                system: "\(workload.key).weighted.json", constraints: workload.constraints.count,
                variables: workload.variables.count,
                phases: workload.phases.map {
                    ManifestPhase(name: $0.name, unit: $0.unit, count: $0.count, timed: $0.timed, ops: operations($0))
                }))
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data = try encoder.encode(Manifest(workloads: entries))
        try data.write(to: directory.appendingPathComponent("manifest.json"))
    }
}
