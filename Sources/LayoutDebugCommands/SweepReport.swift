import JSONText
import Cassowary
import LayoutModel

/// `--sweep ROOT.width=LOW...HIGH`: where, as the screen is resized, the set of broken constraints
/// changes. The breakpoints come from the solver's tableau (`Solver.breakpoints`), not from sampling.
enum SweepReport {
    struct Request {
        let attribute: LayoutAttribute
        let low: Double
        let high: Double
    }

    /// Parses `root.width=200...600` (or `root.height=…`, with the layout's root name).
    static func parse(_ text: String, rootName: String) -> Result<Request, CommandArguments.Problem> {
        let problem = CommandArguments.Problem(
            message: "--sweep takes \(rootName).width=LOW...HIGH or \(rootName).height=LOW...HIGH, got '\(text)'")
        let sides = text.split(separator: "=", maxSplits: 1).map(String.init)
        guard sides.count == 2 else { return .failure(problem) }
        let attribute: LayoutAttribute
        switch sides[0] {
        case "\(rootName).width": attribute = .width
        case "\(rootName).height": attribute = .height
        default: return .failure(problem)
        }
        let bounds = sides[1].components(separatedBy: "...")
        guard bounds.count == 2, let low = Double(bounds[0]), let high = Double(bounds[1]),
              low.isFinite, high.isFinite, low < high else { return .failure(problem) }
        return .success(Request(attribute: attribute, low: low, high: high))
    }

    struct Change {
        let value: Double
        let brokenBelow: [ConstraintStatus]
        let brokenAbove: [ConstraintStatus]
    }

    /// The breakpoints of the current layout, each with the constraints it concerns.
    static func changes(_ request: Request, engine: LayoutEngine) throws -> [Change] {
        let solution = engine.solution()
        let identifier = request.attribute == .width ? "UIView-Encapsulated-Layout-Width" : "UIView-Encapsulated-Layout-Height"
        guard let screen = solution.constraints.first(where: { $0.spec.identifier == identifier })?.lowered else {
            throw SolverError.unsupported("the layout has no \(identifier) constraint to sweep")
        }
        func statuses(_ constraints: [Constraint]) -> [ConstraintStatus] {
            constraints.compactMap { lowered in solution.constraints.first { $0.lowered === lowered } }
        }
        return try engine.solver.breakpoints(of: screen, from: request.low, to: request.high).map {
            Change(value: $0.value, brokenBelow: statuses($0.brokenBelow), brokenAbove: statuses($0.brokenAbove))
        }
    }

    static func text(_ request: Request, rootName: String, changes: [Change]) -> String {
        let name = "\(rootName).\(request.attribute.rawValue)"
        var lines = ["  Sweep of \(name) from \(formatNumber(request.low)) to \(formatNumber(request.high)) (exact breakpoints from the solver's tableau):"]
        if changes.isEmpty {
            lines.append("    no breakpoint: the same constraints are broken over the whole range")
        }
        for change in changes {
            lines.append("    at \(name) = \(formatNumber(change.value)):")
            lines += change.brokenBelow.map { "      below it, \(describe($0)) breaks" }
            lines += change.brokenAbove.map { "      above it, \(describe($0)) breaks" }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func json(_ request: Request, rootName: String, changes: [Change]) -> JSONOutput {
        func list(_ statuses: [ConstraintStatus]) -> JSONOutput {
            .array(statuses.map { .object([("constraint", .string(ScenarioSyntax.describe($0.spec))),
                                           ("source", .string($0.spec.provenance.description))]) })
        }
        return .object([
            ("variable", .string("\(rootName).\(request.attribute.rawValue)")),
            ("low", .number(request.low)),
            ("high", .number(request.high)),
            ("breakpoints", .array(changes.map { change in
                .object([("value", .number(change.value)), ("brokenBelow", list(change.brokenBelow)),
                         ("brokenAbove", list(change.brokenAbove))])
            })),
        ])
    }

    private static func describe(_ status: ConstraintStatus) -> String {
        "`\(ScenarioSyntax.describe(status.spec))` [\(status.spec.provenance)]"
    }
}
