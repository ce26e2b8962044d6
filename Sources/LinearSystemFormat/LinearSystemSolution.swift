import Cassowary
import JSONText

/// What solving a `LinearSystem` gives: the shape of `solve-linear`'s output, before it becomes JSON.
public struct LinearSystemSolution {
    public struct ConstraintResult {
        public var id: String
        /// The violation at the final values (for a rejected constraint too).
        public var error: Double
        /// Whether the error is within the solver's rounding (`Constraint.isSatisfied`).
        public var satisfied: Bool
        public var rejected: Bool
    }

    public struct Rejection {
        public var id: String
        /// A minimal set of required constraints that conflict, as ids in file order.
        public var conflict: [String]
    }

    /// In the file's variable order.
    public var values: [(name: String, value: Double)]
    /// In file order.
    public var constraints: [ConstraintResult]
    public var rejected: [Rejection]
    public var pivots: Int
    /// The trace recorder's lines, when a trace was asked for.
    public var trace: [String]?
    /// The solver the values were read from, holding the constraints it was given: kept so a caller
    /// chooses when it is freed (`solve-linear` leaves it to the process's exit).
    public var solver: Solver
}

/// The solver refused something that validation lets through (numerical breakdown, pivot budget).
public struct SolveFailure: Error, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}

extension LinearSystem {
    /// Builds the system in a fresh solver — edits with their values, then the constraints in file
    /// order (a required one that fails is recorded and skipped), then suggestions — and reads the result.
    public func solve(trace: Bool = false) throws(SolveFailure) -> LinearSystemSolution {
        let factory = VariableFactory()
        let variableList = variables.map { name in factory.make(name) }
        // Names are looked up by their bytes when all are ASCII; by a dictionary made on first need otherwise.
        let table = ASCIINameTable(variables)
        var variableNamed: [String: Variable]?

        let solver = Solver(semantics: semantics)
        let recorder = TraceRecorder()
        if trace { solver.observer = recorder }

        // `parse` validates names, but a system built in code may not have been through it.
        // The context is only worked out for the error: built for every term, it was a string per term.
        func variable(_ name: String, in context: @autoclosure () -> String) throws(SolveFailure) -> Variable {
            var name = name
            if let table, let index = name.withUTF8({ bytes -> Int?? in ASCIINameTable.isASCII(bytes) ? .some(table.index(of: bytes)) : nil }) {
                guard let index else { throw SolveFailure(message: "\(context()): unknown variable \"\(name)\"") }
                return variableList[index]
            }
            if variableNamed == nil {
                var named: [String: Variable] = [:]
                named.reserveCapacity(variableList.count)
                for variable in variableList { named[variable.name] = variable }
                variableNamed = named
            }
            guard let variable = variableNamed?[name] else { throw SolveFailure(message: "\(context()): unknown variable \"\(name)\"") }
            return variable
        }
        var built: [Constraint] = []
        built.reserveCapacity(constraints.count)
        for spec in constraints {
            var terms: [Term] = []
            terms.reserveCapacity(spec.terms.count)
            for term in spec.terms { terms.append(Term(try variable(term.variable, in: "constraint \"\(spec.id)\""), term.coefficient)) }
            built.append(Constraint(LinearExpression(terms: terms, constant: spec.constant), spec.relation,
                                    ConstraintStrength(spec.priority, for: semantics), label: spec.id))
        }
        // Conflicts come back as Constraint objects; map them to file positions by identity, with an
        // index made at the first rejection (most systems have none).
        var fileIndex: [ObjectIdentifier: Int] = [:]

        // Edits first, with their values: every constraint is then added against a known value of
        // the edited variables (as UIKit's window size is known before its views). Added last, a
        // free window width ties every row to every other and each add re-pivots them all, so
        // building the stacked table cost quadratic time (docs/performance.md).
        for (index, edit) in edits.enumerated() {
            let edited = try variable(edit.variable, in: "edits[\(index)]")
            do {
                try solver.addEditVariable(edited, ConstraintStrength(edit.priority, for: semantics))
                try solver.suggestValue(edited, edit.value)
            } catch {
                throw SolveFailure(message: "edits[\(index)] (\"\(edit.variable)\"): \(error)")
            }
        }
        var rejected: [LinearSystemSolution.Rejection] = []
        var rejectedIndices: Set<Int> = []
        for (index, constraint) in built.enumerated() {
            do {
                try solver.add(constraint)
            } catch let SolverError.unsatisfiable(_, conflict) {
                if fileIndex.isEmpty {
                    fileIndex.reserveCapacity(built.count)
                    for (index, constraint) in built.enumerated() { fileIndex[ObjectIdentifier(constraint)] = index }
                }
                let indices = conflict.compactMap { fileIndex[ObjectIdentifier($0)] }.sorted()
                rejected.append(LinearSystemSolution.Rejection(id: constraints[index].id, conflict: indices.map { constraints[$0].id }))
                rejectedIndices.insert(index)
            } catch {
                throw SolveFailure(message: "constraint \"\(constraints[index].id)\": \(error)")
            }
        }
        for (index, suggestion) in suggestions.enumerated() {
            let edited = try variable(suggestion.variable, in: "suggest[\(index)]")
            do {
                try solver.suggestValue(edited, suggestion.value)
            } catch {
                throw SolveFailure(message: "suggest[\(index)] (\"\(suggestion.variable)\"): \(error)")
            }
        }

        let valueOf = { (variable: Variable) in solver.value(of: variable) }
        var results: [LinearSystemSolution.ConstraintResult] = []
        results.reserveCapacity(built.count)
        for (index, constraint) in built.enumerated() {
            let violation = constraint.violation(valueOf)
            let satisfied = constraint.isSatisfied(violation: violation, valueOf)
            let isRejected = rejectedIndices.contains(index)
            // An accepted required constraint that does not hold is never printed as a solution.
            if !satisfied, !isRejected, constraint.isRequired {
                throw SolveFailure(message: "constraint \"\(constraints[index].id)\": the solver could not satisfy this required "
                                   + "constraint (off by \(formatNumber(violation))); the system's numbers lose too much precision")
            }
            results.append(LinearSystemSolution.ConstraintResult(id: constraints[index].id, error: satisfied ? 0 : violation,
                                                                 satisfied: satisfied, rejected: isRejected))
        }
        return LinearSystemSolution(
            values: variableList.map { ($0.name, solver.value(of: $0)) },
            constraints: results,
            rejected: rejected,
            pivots: solver.pivotCount,
            trace: trace ? recorder.render().split(separator: "\n", omittingEmptySubsequences: false).map(String.init) : nil,
            solver: solver)
    }
}

extension LinearSystemSolution {
    /// The documented output of `solve-linear`, keys in a fixed order.
    public func jsonOutput() -> JSONOutput {
        var members: [(String, JSONOutput)] = [
            ("values", .object(values.map { ($0.name, .number($0.value)) })),
            ("constraints", .array(constraints.map { result in
                var fields: [(String, JSONOutput)] = [
                    ("id", .string(result.id)), ("error", .number(result.error)), ("satisfied", .bool(result.satisfied)),
                ]
                if result.rejected { fields.append(("rejected", .bool(true))) }
                return .object(fields)
            })),
            ("rejected", .array(rejected.map { .object([("id", .string($0.id)), ("conflict", .array($0.conflict.map { .string($0) }))]) })),
            ("pivots", .numberText(String(pivots))),
        ]
        if let trace { members.append(("trace", .array(trace.map { .string($0) }))) }
        return .object(members)
    }
}
