import LayoutModel
import LayoutScript

/// A rebuilt log as a `.layout` file (`layoutdbg log --emit-layout`): the items, then every
/// logged constraint in the log's order, each with a comment naming its log line and who made
/// it. The file reproduces the conflict for `explain`, `graph`, `draw` and `teach`. A `.layout`
/// file has no system-made constraints of this kind, so UIKit's own (an encapsulated size, UISV-*)
/// become ordinary lines there: the recovery rule may then break another member than in the log.
public enum RebuiltLayoutText {
    public static func text(_ rebuilt: RebuiltLog) -> String {
        let quote = ScenarioSyntax.quoted
        let layout = rebuilt.scenario.layout
        var lines = [
            "# Rebuilt by `layoutdbg log` from \(rebuilt.scenario.title ?? rebuilt.scenario.file).",
            "# `\(layout.rootName)` stands for the window; the log does not give its size, and no logged view is tied to it.",
            "# No view has an intrinsic size: the log prints none.",
        ]
        for item in layout.items.dropFirst() {
            var parts = ["\(item.kind.rawValue) \(item.name) in \(item.parent ?? layout.rootName)"]
            if item.kind.isView {
                if let className = item.printedClassName { parts.append("class \(quote(className))") }
                if let identifier = item.accessibilityIdentifier { parts.append("accessibilityIdentifier \(quote(identifier))") }
                if let text = item.text { parts.append("text \(quote(text))") }
                parts.append("intrinsic none")
            }
            var line = parts.joined(separator: " ")
            if let logged = rebuilt.items.first(where: { $0.name == item.name }), let address = logged.address {
                line += "  # \(logged.className ?? "?"):\(address)"
            }
            lines.append(line)
        }
        for (index, spec) in layout.constraints.enumerated() {
            let logged = rebuilt.conflict.constraints[index]
            let owner = rebuilt.owners[index]
            var comment = "line \(logged.line), \(logged.className):\(logged.address)"
            if case let .system(part) = owner { comment += ", \(SystemPartWords.madeBy(part))" }
            if layout.recordedRecoveries.contains(spec) { comment += "; " + ScenarioWriter.recordedRecoveryNote }
            let prefix = spec.isActive ? "" : "inactive "
            lines.append(prefix + ScenarioSyntax.describe(LogFixNames.addressable(spec, logged: logged)) + "  # " + comment)
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
