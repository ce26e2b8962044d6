import Cassowary
import LayoutModel

/// Why a stack view's `fillProportionally` shares do not add up to its length. UIKit's
/// `UISV-fill-proportionally` makes `v.size == k × stack.size` with k = v's intrinsic length ÷ (all
/// visible intrinsic lengths + the spacing) (docs/semantics.md, "Stack views";
/// `StackDistributionConstraints.addFillProportionally`). The spacing is in the denominator, so the
/// shares add up to less than the room the views must fill (the stack minus the spacing) unless the
/// stack is exactly its natural length; the weakest share (999, 998, … by position) takes the rest.
struct ProportionalShares {
    static let identifier = "UISV-fill-proportionally"

    /// Every stack's shares and spacing, found in one pass over the layout's constraints when the
    /// explainer is made: filtering every constraint per explanation made a wide stack's
    /// explanations quadratic.
    struct Index {
        /// The shares in effect, by the stack anchor they are a fraction of, in constraint order.
        fileprivate let shares: [Anchor: [ExplainableConstraint]]
        /// The sum of the `UISV-spacing` constants in effect, by the stack that made them, added in
        /// constraint order.
        fileprivate let spacing: [String: Double]

        init(_ constraints: [ExplainableConstraint]) {
            var shares: [Anchor: [ExplainableConstraint]] = [:]
            var spacing: [String: Double] = [:]
            for constraint in constraints where constraint.isInEffect {
                if let stackAnchor = share(constraint)?.second { shares[stackAnchor, default: []].append(constraint) }
                if let spec = constraint.layoutSpec, spec.identifier == "UISV-spacing",
                   case let .generated(generator) = spec.provenance {
                    spacing[generator.owner, default: 0] += spec.constant
                }
            }
            self.shares = shares
            self.spacing = spacing
        }
    }

    /// The sentence for `target` when it, or a member of its explanation, is a share; nil otherwise.
    /// Numbers: the multipliers and constants of the shares, the stack's solved length, the stack's
    /// `UISV-spacing` constants (both from `index`), and the views' solved lengths.
    static func sentence(target: ExplainableConstraint, members: [ExplainableConstraint],
                         index: Index, anchorValue: (Anchor) -> Double?) -> String? {
        guard let stackAnchor = ([target] + members).lazy.compactMap(share).first?.second,
              let stackLength = anchorValue(stackAnchor) else { return nil }
        let stack = stackAnchor.item
        let shares = index.shares[stackAnchor] ?? []
        let specs = shares.compactMap(\.layoutSpec)
        guard !specs.isEmpty, let weakest = shares.min(by: { $0.priority < $1.priority }),
              let weakestSpec = weakest.layoutSpec, let weakestLength = anchorValue(weakestSpec.first) else { return nil }
        let fraction = specs.reduce(0) { $0 + $1.multiplier }
        // The constant is −k × the margins' length when the stack measures its margins guide.
        let inset = specs[0].multiplier > 0 ? -specs[0].constant / specs[0].multiplier : 0
        let spacing = index.spacing[stack] ?? 0
        guard fraction < 1, spacing > 0 else { return nil }
        // k_i = ICS_i ÷ (ΣICS + spacing), so Σk = ΣICS ÷ (ΣICS + spacing) and ΣICS + spacing = spacing ÷ (1 − Σk).
        let natural = spacing / (1 - fraction)
        let content = natural - spacing
        let room = stackLength - inset - spacing
        let shared = fraction * (stackLength - inset)
        let weakestShare = weakestSpec.multiplier * stackLength + weakestSpec.constant
        let length = stackAnchor.attribute == .width ? "width" : "height"
        let view = weakestSpec.first.item
        var text = "Why the shares do not add up: `\(identifier)` gives each arranged view of `\(stack)` its intrinsic \(length) "
            + "÷ (the intrinsic \(length)s, \(pt(content)), + the spacing, \(pt(spacing))) of the stack's \(length), "
            + "so the spacing is in the denominator and the shares add up to \(points(content))/\(points(natural)) of "
            + "\(pt(stackLength - inset)), that is \(pt(shared)). "
        if abs(room - shared) <= ExplainTolerance.sameError(room) {
            text += "The views fill \(pt(room)) (the stack minus the spacing), exactly the shares: the stack has its natural \(length)."
        } else {
            let gap = room - shared
            text += "The views must fill \(pt(room)) (the stack minus the spacing), so \(pt(abs(gap))) "
                + (gap > 0 ? "are left over" : "are missing")
                + "; the weakest share, `\(view)`\(Possessive.suffix(for: view)) at \(formatNumber(weakest.priority)), takes "
                + (gap > 0 ? "them" : "the cut") + ": \(pt(weakestLength)) against its share of \(pt(weakestShare))."
        }
        return text
    }

    /// The spec when `constraint` is a `UISV-fill-proportionally` share.
    private static func share(_ constraint: ExplainableConstraint) -> LayoutConstraintSpec? {
        guard let spec = constraint.layoutSpec, spec.identifier == identifier, spec.second != nil,
              case .generated = spec.provenance else { return nil }
        return spec
    }

    private static func pt(_ value: Double) -> String { points(value) + " pt" }

    private static func points(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return formatNumber(abs(rounded - rounded.rounded()) < LayoutTolerance.snap ? rounded.rounded() : rounded)
    }
}
