import Cassowary
import Explain
import LayoutModel

/// Turns a broken constraint into the dimension line that shows it: the length it constrains,
/// measured on the solved layout, and a label with the constraint and its error.
struct DimensionMeasure {
    let step: SolvedStep
    let rootName: String
    var solution: LayoutSolution { step.solution }

    func mark(for status: ConstraintStatus) -> WireframeScene.DimensionMark? {
        let spec = status.spec
        let axis: WireframeScene.DimensionMark.Axis = spec.first.attribute.axis == .horizontal ? .horizontal : .vertical
        let label = Self.label(for: status)
        let span: (Double, Double)
        if spec.first.attribute.isSize {
            // A size: the item's own extent along the axis.
            guard let frame = solution.windowFrame(of: spec.first.item) else { return nil }
            span = axis == .horizontal ? (frame.x, frame.x + frame.width) : (frame.y, frame.y + frame.height)
        } else {
            // A position: from where the constraint wants the first anchor (multiplier × second +
            // constant; the window's edge without a second item) to where it is, so the line's
            // length is the error of an equality.
            guard let first = step.value(of: spec.first) else { return nil }
            let wanted = spec.multiplier * (spec.second.flatMap(step.value(of:)) ?? 0) + spec.constant
            span = (min(first, wanted), max(first, wanted))
        }
        let involved = [spec.first.item] + (spec.second.map { [$0.item] } ?? [])
        return WireframeScene.DimensionMark(axis: axis, from: span.0, to: span.1,
                                            preferredAcross: across(involved, axis: axis), label: label,
                                            emphasis: Self.emphasis(of: status))
    }

    /// The line's weight is the finding's severity, the one ranking `explain` prints too.
    static func emphasis(of status: ConstraintStatus) -> WireframeScene.DimensionMark.Emphasis {
        switch FindingSeverity.of(status) {
        case .error: return .conflict
        case .warning: return .strong
        case .note: return .routine
        }
    }

    /// "level.width <= 65 @250: off by 185" (and "broken to recover" for a required conflict's victim).
    static func label(for status: ConstraintStatus) -> String {
        var text = "\(ScenarioSyntax.describe(status.spec)): off by \(formatNumber(status.error))"
        if status.state == .brokenToRecover { text += " (broken to recover)" }
        return text
    }

    /// Just past the items along the other axis: below them for a horizontal line, to their right
    /// for a vertical one. The root is left out (its edge is the screen's).
    private func across(_ items: [String], axis: WireframeScene.DimensionMark.Axis) -> Double {
        let boxes = items.filter { $0 != rootName }.compactMap(solution.windowFrame(of:))
        guard !boxes.isEmpty else { return 16 }
        let far = boxes.map { axis == .horizontal ? $0.y + $0.height : $0.x + $0.width }.max() ?? 0
        // A horizontal line's label sits above the line, so leave room for it below the items.
        return far + (axis == .horizontal ? 16 : 8)
    }
}
