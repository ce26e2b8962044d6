import Cassowary
import LayoutModel

/// The constraint graph: solver variables (ellipses, with their values) and constraints (boxes, in
/// the scenario syntax and as the solver's equation), an edge wherever a constraint uses a
/// variable. Following the edges from a broken constraint leads through the variables to the
/// constraints that pin them.
struct ConstraintsGraphBuilder {
    let model: LayoutGraphModel
    let focus: GraphFocus?
    /// Without a focus, what a graph too big to read draws instead of the whole (nil: the whole).
    let excerpt: GraphExcerpt?
    private let emphasis: FocusEmphasis

    init(model: LayoutGraphModel, focus: GraphFocus?, excerpt: GraphExcerpt? = nil) {
        self.model = model
        self.focus = focus
        self.excerpt = focus == nil ? excerpt : nil
        emphasis = FocusEmphasis(focus)
    }

    func document() -> DOTDocument {
        let shown = focus?.shown ?? excerpt?.constraints ?? model.unfocusedConstraints
        var document = DOTDocument(name: "constraints")
        let common = LayoutGraph.commonAttributes()
        document.attributes = common.graph + [DOTAttribute("rankdir", "LR"), DOTAttribute("nodesep", "0.25"),
                                              DOTAttribute("ranksep", "0.8")]
        document.nodeDefaults = common.node
        document.edgeDefaults = common.edge

        for variable in model.variables(of: shown) {
            let label = "\(variable.name) = \(formatNumber(model.value(of: variable)))"
            document.statements.append(.node(DOTNode(id: "x\(variable.id)", [
                DOTAttribute("shape", "ellipse"), DOTAttribute("label", .text(label)),
            ])))
        }
        for index in shown {
            let constraint = model.constraints[index]
            let style = GraphStyle.of(constraint, emphasis: emphasis.of(index))
            var lines = style.lines(for: constraint)
            lines.insert(DOTHTML.Line(equation(constraint.lowered), color: style.color, pointSize: 9), at: 1)
            document.statements.append(.node(DOTNode(id: "c\(index)", [
                DOTAttribute("shape", "box"), DOTAttribute("style", .text(style.line.rawValue)),
                DOTAttribute("color", .text(style.color)), DOTAttribute("penwidth", .text(formatNumber(style.penWidth))),
                DOTAttribute("label", .html(DOTHTML.table(lines, centerFirst: false))), DOTAttribute("class", .text(constraint.tag)),
            ])))
            var seen = Set<Int>()
            for term in constraint.lowered.expression.terms where seen.insert(term.variable.id).inserted {
                document.statements.append(.edge(DOTEdge("c\(index)", "x\(term.variable.id)",
                                                         style.edgeAttributes + [DOTAttribute("class", .text(constraint.tag))])))
            }
        }
        return document
    }

    /// `name.minX - root.minX - 8 == 0 @750`: what the solver holds.
    private func equation(_ constraint: Constraint) -> String {
        let priority = constraint.isRequired ? "" : " @\(formatNumber(constraint.strength.value))"
        return "\(constraint.expression) \(constraint.relation.rawValue) 0\(priority)"
    }
}
