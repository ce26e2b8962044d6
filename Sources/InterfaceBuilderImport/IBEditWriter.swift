import Cassowary
import LayoutImport
import LayoutModel
import LayoutScript

/// A fix's edits said as what to change in Interface Builder (which object, which inspector,
/// which field), the way someone with the document open in Xcode would make it. With the
/// layout's `DocumentFacts` constraints are named by their label and line; without, by the
/// identifier the layout gives them (the document's, else the object id).
public struct IBEditWriter: LayoutEditWriter {
    public let document: DocumentFacts?

    public init(document: DocumentFacts?) {
        self.document = document
    }

    public func lines(for edits: [LayoutEdit]) -> [String] {
        // A priority change across required and optional deactivates first and activates after
        // (UIKit throws otherwise); in the inspector it is one field.
        if edits.count == 3, case let .setActive(first, false) = edits[0], case let .setPriority(id, value) = edits[1],
           case let .setActive(last, true) = edits[2], first == id, last == id {
            return [priorityLine(id, value)]
        }
        // A relation change is made as remove-and-add of the changed constraint.
        if edits.count == 2, case let .removeConstraint(id) = edits[0], case let .addConstraint(changed) = edits[1],
           changed.identifier == id {
            return ["set the Relation of \(constraint(id)) to \(Self.relationWords(changed.relation)) in the Size inspector"]
        }
        return edits.map(line)
    }

    private func line(_ edit: LayoutEdit) -> String {
        switch edit {
        case let .setActive(id, false):
            return "delete \(constraint(id)), or uncheck Installed in its Attributes inspector"
        case let .setActive(id, true):
            return "check Installed for \(constraint(id)) in its Attributes inspector"
        case let .removeConstraint(id):
            return "delete \(constraint(id))"
        case let .setPriority(id, value):
            return priorityLine(id, value)
        case let .setConstant(id, value):
            return "set the Constant of \(constraint(id)) to \(formatNumber(value)) in the Size inspector"
        case let .setContentPriority(item, priority, axis, value):
            let field = priority == .hugging ? "Content Hugging Priority" : "Content Compression Resistance Priority"
            return "set the \(field) (\(axis == .horizontal ? "Horizontal" : "Vertical")) of \(view(item)) to \(formatNumber(value)) in the Size inspector"
        case let .setTranslatesAutoresizingMask(item, false):
            return "set Layout to Inferred (Constraints) for \(view(item)) in the Size inspector, so its autoresizing mask makes no constraints"
        case let .setTranslatesAutoresizingMask(item, true):
            return "set Layout to Autoresizing Mask for \(view(item)) in the Size inspector"
        case let .addConstraint(spec):
            return "add the constraint \(ScenarioSyntax.describe(spec)) (Editor ▸ Add New Constraints, or control-drag)"
        case let .removeFromSuperview(item):
            return "delete \(view(item))"
        default:
            return ScenarioEditWriter().lines(for: [edit]).joined()
        }
    }

    private func priorityLine(_ id: String, _ value: Double) -> String {
        "set the Priority of \(constraint(id)) to \(formatNumber(value)) in the Size inspector"
    }

    /// `'Title Top' (constraint aB3-x9-Q1r, line 57)`, or `constraint aB3-x9-Q1r (line 57)`.
    func constraint(_ identifier: String) -> String {
        guard let found = document?.constraint(identifier: identifier) else { return "constraint \(identifier)" }
        let place = "line \(found.location.line)"
        if let label = found.userLabel { return "'\(label)' (constraint \(found.objectID), \(place))" }
        return found.identifier == found.objectID ? "constraint \(found.objectID) (\(place))"
            : "constraint '\(found.identifier)' (\(found.objectID), \(place))"
    }

    /// `` `Title` (label aB3-x9-Q1r) `` when the view's name is not its id already.
    func view(_ item: String) -> String {
        guard let found = document?.view(item: item), !item.contains(found.objectID) else { return "`\(item)`" }
        return "`\(item)` (\(found.objectID))"
    }

    static func relationWords(_ relation: Relation) -> String {
        switch relation {
        case .equal: return "Equal"
        case .greaterOrEqual: return "Greater Than or Equal"
        case .lessOrEqual: return "Less Than or Equal"
        }
    }
}
