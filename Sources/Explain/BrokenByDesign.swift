import Cassowary
import LayoutModel

/// Optional constraints that UIKit makes so that they give way: a stack view's helpers that pull
/// an alignment spanner, the stack's own size or an arranged view's height towards a preference
/// only as long as nothing else cares. When one of them is broken the layout is as intended, so
/// `explain` lists them apart from the problems.
public enum BrokenByDesign {
    /// The stack-view helpers that are meant to yield, with why, by their UISV identifier.
    private static let helpers: [String: String] = [
        "UISV-ambiguity-suppression": "gives an arranged view a size only when nothing else does (priority 25)",
        "UISV-canvas-fit": "pulls the stack's size down to its content when nothing else decides it (priority 49)",
        "UISV-spanning-fit": "pulls the alignment spanner tight around the arranged views (priority 51)",
        "UISV-text-width-disambiguation": "gives baseline-aligned text an equal share only when nothing decides the widths (priority 760)",
    ]

    /// Why UIKit lets `spec` give way, when it is one of those helpers; nil otherwise.
    public static func reason(for spec: LayoutConstraintSpec) -> String? {
        guard !spec.isRequired, case let .generated(generator) = spec.provenance, generator.kind == .stackView,
              let identifier = spec.identifier else { return nil }
        if let reason = helpers[identifier] { return reason }
        // Equal centering keeps its gaps equal below 150, so the views' own sizes win.
        if identifier == "UISV-fill-equally", spec.priority < Priority.required.value {
            return "keeps equal-centering gaps equal only as far as the views' sizes allow (priority \(formatNumber(spec.priority)))"
        }
        return nil
    }
}
