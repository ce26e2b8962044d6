import Cassowary

/// One step of an incremental run. Removals name a position among the constraints currently in the
/// solver (taken modulo their count), so a script stays valid whichever adds were rejected.
enum Operation {
    case add(ConstraintSpec)
    case remove(position: Int)
    case addEdit(variable: Int, priority: Double)
    case suggest(variable: Int, value: Double)
    case removeEdit(variable: Int)
}

/// A seeded random sequence of operations: adds (with redundant and contradictory ones), removals,
/// and edits. It tracks which variables are edit variables so every edit call is valid.
struct OperationScript {
    let seed: UInt64
    let semantics: Semantics
    let variableCount: Int
    let operations: [Operation]

    init(seed: UInt64, semantics: Semantics, shape: SystemShape = .standard, steps: ClosedRange<Int> = 15...30) {
        self.init(seed: seed, semantics: semantics, shape: shape, stepCount: steps)
    }

    private init(seed: UInt64, semantics: Semantics, shape: SystemShape, stepCount steps: ClosedRange<Int>) {
        var generator = SystemGenerator(seed: seed, semantics: semantics, shape: shape)
        self.seed = seed
        self.semantics = semantics
        variableCount = generator.variableCount
        var operations = generator.makeSystem().prefix(generator.variableCount).map { Operation.add($0) }
        var added: [ConstraintSpec] = operations.compactMap { if case .add(let s) = $0 { s } else { nil } }
        var editVariables: [Int] = []
        let stepCount = generator.rng.int(in: steps)
        while operations.count < stepCount {
            let roll = generator.rng.int(in: 0...99)
            let free = (0..<variableCount).filter { !editVariables.contains($0) }
            if roll < 40 {
                let spec = generator.nextConstraint(after: added)
                added.append(spec)
                operations.append(.add(spec))
            } else if roll < 55 {
                operations.append(.remove(position: generator.rng.int(in: 0...1000)))
            } else if roll < 67, !free.isEmpty {
                let v = generator.rng.pick(free)
                editVariables.append(v)
                operations.append(.addEdit(variable: v, priority: generator.optionalPriority()))
            } else if roll < 92, !editVariables.isEmpty {
                let v = generator.rng.pick(editVariables)
                operations.append(.suggest(variable: v, value: generator.value()))
            } else if !editVariables.isEmpty {
                let v = generator.rng.pick(editVariables)
                editVariables.removeAll { $0 == v }
                operations.append(.removeEdit(variable: v))
            }
        }
        self.operations = operations
    }

    /// Runs the script through a harness (which checks every step against the oracle).
    func run(on harness: DifferentialHarness) {
        for operation in operations {
            guard !harness.failed else { return }
            switch operation {
            case .add(let spec): harness.add(spec)
            case .remove(let position): harness.remove(activeIndex: position)
            case .addEdit(let v, let priority): harness.addEdit(variable: v, priority: priority)
            case .suggest(let v, let value): harness.suggest(variable: v, value: value)
            case .removeEdit(let v): harness.removeEdit(variable: v)
            }
        }
    }

    /// Runs the script on a bare solver, no checks: for comparing two runs.
    func run(on solver: Solver, variables: [Variable]) {
        var active: [Constraint] = []
        for operation in operations {
            switch operation {
            case .add(let spec):
                let constraint = spec.makeConstraint(variables, solver.semantics)
                if (try? solver.add(constraint)) != nil { active.append(constraint) }
            case .remove(let position):
                guard !active.isEmpty else { continue }
                try? solver.remove(active.remove(at: position % active.count))
            case .addEdit(let v, let priority): try? solver.addEditVariable(variables[v], ConstraintStrength(priority, for: solver.semantics))
            case .suggest(let v, let value): try? solver.suggestValue(variables[v], value)
            case .removeEdit(let v): try? solver.removeEditVariable(variables[v])
            }
        }
    }
}
