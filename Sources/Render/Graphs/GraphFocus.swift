import Cassowary
import Explain
import LayoutModel

/// What `--focus` keeps: the chosen constraints and what explains them. For a broken optional
/// constraint that is its explanation set (`BrokenConstraintExplainer`); for one in a required
/// conflict, the conflict's minimal set; for one that holds, the constraints that share a variable
/// with it. Everything else is left out of the graph.
public struct GraphFocus: Sendable {
    /// The constraints asked about (indices into `LayoutGraphModel.constraints`), in order.
    public let targets: [Int]
    /// What explains them (or their neighbours), targets excluded, in order.
    public let members: [Int]
    /// One sentence per target for the graph's label.
    public let summary: [String]
    /// Items the focus is about besides the constraints' ends (an ambiguous view with no
    /// constraint at all is still drawn).
    public var items: [String] = []

    /// A focus worked out elsewhere (the report's, from `explain`'s own explanation sets).
    public init(targets: [Int], members: [Int], summary: [String], items: [String] = []) {
        self.targets = targets
        self.members = members
        self.summary = summary
        self.items = items
    }

    /// Targets and members, in the model's order: the constraints drawn.
    public var shown: [Int] { (targets + members).sorted() }

    /// No constraint has the identifier (or is written) as asked.
    public struct UnknownConstraint: Error, Sendable {
        public let request: String
    }

    /// The focus on the constraints whose identifier is `request` or that read exactly `request`
    /// in the scenario syntax (constraints UIKit makes by itself, such as intrinsic sizes, have no
    /// identifier). `explainer` must read the same solved engine as `model`.
    public static func select(_ request: String, in model: LayoutGraphModel,
                              explainer: BrokenConstraintExplainer) throws -> GraphFocus {
        let wanted = request.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        var targets = model.constraints.filter { $0.identifier == request }.map(\.index)
        if targets.isEmpty {
            targets = model.constraints.filter { $0.syntax == wanted }.map(\.index)
        }
        guard !targets.isEmpty else { throw UnknownConstraint(request: request) }

        var byLowered: [ObjectIdentifier: Int] = [:]
        for constraint in model.constraints { byLowered[ObjectIdentifier(constraint.lowered)] = constraint.index }
        var members: [Int] = []
        var listed = Set(targets)
        var summary: [String] = []
        for index in targets {
            let target = model.constraints[index]
            let (found, sentence) = try explanation(of: target, in: model, explainer: explainer, byLowered: byLowered)
            members += found.filter { listed.insert($0).inserted }
            summary.append(sentence)
        }
        return GraphFocus(targets: targets, members: members.sorted(), summary: summary)
    }

    /// The focus on the model's ambiguous items (`LayoutGraphModel.ambiguities`): each item and
    /// every constraint on it, which leave it free to move. Nil when nothing is ambiguous.
    public static func ambiguity(in model: LayoutGraphModel) -> GraphFocus? {
        guard !model.ambiguities.isEmpty else { return nil }
        let names = model.ambiguities.map(\.item)
        let ambiguous = Set(names)
        // As without a focus, size floors that hold are left out: they say nothing about the freedom.
        let candidates = model.unfocusedConstraints.map { model.constraints[$0] }
        let members = candidates.filter { constraint in constraint.endpoints.contains { ambiguous.contains($0) } }.map(\.index)
        // How many constraints touch each item, counted once (endpoints are distinct).
        var touching: [String: Int] = [:]
        for constraint in candidates {
            for endpoint in Set(constraint.endpoints) { touching[endpoint, default: 0] += 1 }
        }
        let summary = model.ambiguities.map { ambiguity in
            let on = touching[ambiguity.item] ?? 0
            return "`\(ambiguity.item)` is ambiguous (\(ambiguity.variables.joined(separator: ", ")) can move); "
                + "shown with the \(count(on, "constraint")) on it"
        }
        return GraphFocus(targets: [], members: members, summary: summary, items: names)
    }

    private static func explanation(of target: LayoutGraphModel.GraphConstraint, in model: LayoutGraphModel,
                                    explainer: BrokenConstraintExplainer,
                                    byLowered: [ObjectIdentifier: Int]) throws -> ([Int], String) {
        let name = "`\(target.syntax)`"
        if target.state == .broken, !target.isRequired,
           let explainable = explainer.broken.first(where: { $0.lowered === target.lowered }) {
            let explained = try explainer.explain(explainable)
            let members = explained.members.compactMap { byLowered[ObjectIdentifier($0.lowered)] }
            let sentence = "\(name) is broken by \(formatNumber(target.error)): it \(explained.kind.rawValue)"
                + (explained.isAmbiguous ? " (a tie: ambiguous)" : explained.isTie ? " (a tie, settled by weaker constraints)" : "") + "; shown with the \(count(members.count, "constraint")) that \(members.count == 1 ? "forces" : "force") it"
            return (members, sentence)
        }
        if let number = target.conflicts.first {
            let members = model.constraints.filter { $0.conflicts.contains(number) }.map(\.index)
            let role = target.state == .brokenToRecover
                ? "is broken by \(formatNumber(target.error)) to recover from" : "is part of"
            return (members, "\(name) \(role) required conflict \(number); shown with the conflict's \(count(members.count, "member"))")
        }
        let variables = Set(target.lowered.expression.terms.map(\.variable.id))
        let neighbours = model.constraints.filter { candidate in
            candidate.index != target.index
                && candidate.lowered.expression.terms.contains { variables.contains($0.variable.id) }
        }.map(\.index)
        let state = target.state == .broken ? "broken by \(formatNumber(target.error))" : target.state.rawValue
        return (neighbours, "\(name) is not broken (\(state)): shown with its \(count(neighbours.count, "direct neighbour"))"
            + " (constraints that share a variable with it)")
    }

    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}

/// How each constraint of a graph is drawn under a focus: a target, a member of what explains it,
/// or faded; plain without a focus. The focus's lists become sets once, so each constraint drawn
/// is one look-up (searching the lists made a big layout's graph quadratic).
struct FocusEmphasis {
    private let isFocused: Bool
    private let targets: Set<Int>
    private let members: Set<Int>

    init(_ focus: GraphFocus?) {
        isFocused = focus != nil
        targets = Set(focus?.targets ?? [])
        members = Set(focus?.members ?? [])
    }

    func of(_ index: Int) -> GraphStyle.Emphasis {
        guard isFocused else { return .plain }
        return targets.contains(index) ? .target : members.contains(index) ? .member : .faded
    }
}
