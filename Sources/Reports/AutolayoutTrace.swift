import Cassowary
import Explain
import LayoutModel

/// The view tree in the shape of UIKit's `-[UIView _autolayoutTrace]` (reference §6.2; the exact
/// format chosen is in docs/cli.md, "explain").
package enum AutolayoutTrace {
    package static let variableNames = ["minX", "minY", "Width", "Height"]

    package static func text(layout: Layout, describer: UIKitDescriber, solution: LayoutSolution,
                     ambiguities: [AmbiguityReport]) -> String {
        let generated = solution.generatedItems
        let items = layout.items.filter { !generated.contains($0.name) }
        var lines: [String] = []
        func visit(_ item: LayoutItem, depth: Int) {
            let indent = String(repeating: "|   ", count: depth)
            let marker = item.parent == nil ? "•" : item.translatesAutoresizingMask ? "+" : "*"
            var line = indent + marker + describe(item, layout: layout, describer: describer, solution: solution)
            if let report = ambiguities.first(where: { $0.item == item.name }) {
                let position = items.firstIndex { $0.name == item.name } ?? 0
                let parts = report.ambiguity.ranges.enumerated().filter { $0.element.isAmbiguous }.map { index, _ in
                    "\(describer.describeItem(item.name)).\(variableNames[index]){id: \(position * 4 + index + 1)}"
                }
                line += "- AMBIGUOUS LAYOUT for " + parts.joined(separator: ", ")
            }
            lines.append(line)
            for child in items where child.parent == item.name { visit(child, depth: depth + 1) }
        }
        for root in items where root.parent == nil { visit(root, depth: 0) }
        lines += [
            "",
            "Legend:",
            "\t* - is laid out with auto layout",
            "\t+ - is laid out manually, but is represented in the layout engine because translatesAutoresizingMaskIntoConstraints = YES",
            "\t• - layout engine host",
        ]
        return lines.joined(separator: "\n")
    }

    /// Views as `Class:0xADDR'text'`; layout guides with their full description.
    private static func describe(_ item: LayoutItem, layout: Layout, describer: UIKitDescriber,
                                 solution: LayoutSolution) -> String {
        guard !item.kind.isView else { return describer.describeItem(item.name) }
        let frame = solution.frame(of: item.name) ?? Rect(x: 0, y: 0, width: 0, height: 0)
        let owner = item.parent.map { describer.describeItem($0) } ?? "nil"
        return "<UILayoutGuide: \(FakeAddress.ofItem(item.name)) - \"\(item.name)\", layoutFrame = "
            + "{{\(formatNumber(frame.x)), \(formatNumber(frame.y))}, {\(formatNumber(frame.width)), \(formatNumber(frame.height))}}, "
            + "owningView = <\(owner)>>"
    }
}
