import Cassowary

/// Prints constraints in the `.layout` scenario syntax, e.g.
/// `name.leading == root.leadingMargin + 10 @750 "gap"` or `2*x + y >= 10 @250`.
public enum ScenarioSyntax {
    public static func describe(_ spec: LayoutConstraintSpec) -> String {
        var text = "\(spec.first) \(spec.relation.rawValue) "
        if let second = spec.second {
            text += spec.multiplier == 1 ? second.description : "\(formatNumber(spec.multiplier))*\(second)"
            if spec.constant != 0 {
                text += spec.constant < 0 ? " - \(formatNumber(-spec.constant))" : " + \(formatNumber(spec.constant))"
            }
        } else {
            text += formatNumber(spec.constant)
        }
        return text + suffix(priority: spec.priority, identifier: spec.identifier)
    }

    /// `Σ terms (rel) −constant`: the constant moves to the right-hand side.
    public static func describe(_ spec: LinearConstraintSpec) -> String {
        var left = ""
        for term in spec.terms {
            let magnitude = abs(term.coefficient)
            let factor = magnitude == 1 ? "" : "\(formatNumber(magnitude))*"
            if left.isEmpty {
                left = (term.coefficient < 0 ? "-" : "") + factor + term.variable
            } else {
                left += (term.coefficient < 0 ? " - " : " + ") + factor + term.variable
            }
        }
        if left.isEmpty { left = "0" }
        let text = "\(left) \(spec.relation.rawValue) \(formatNumber(-spec.constant))"
        return text + suffix(priority: spec.priority, identifier: spec.identifier)
    }

    private static func suffix(priority: Double, identifier: String?) -> String {
        var text = priority >= Priority.required.value ? "" : " @\(formatNumber(priority))"
        if let identifier { text += " \(quoted(identifier))" }
        return text
    }

    /// A string literal of the scenario language: double-quoted, with `"`, `\`, newline and tab
    /// escaped and other control characters written as `\u{…}`, so it reads back unchanged.
    package static func quoted(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case "\n": escaped += "\\n"
            case "\t": escaped += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    escaped += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    escaped.unicodeScalars.append(scalar)
                }
            }
        }
        return "\"\(escaped)\""
    }
}

extension LayoutConstraintSpec {
    /// This constraint in the scenario syntax.
    public var scenarioDescription: String { ScenarioSyntax.describe(self) }
}

extension LinearConstraintSpec {
    public var scenarioDescription: String { ScenarioSyntax.describe(self) }
}
