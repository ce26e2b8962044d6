import Cassowary

/// The four solver variables of a view or layout guide, in window (root) coordinates.
public struct ItemVariables: Sendable {
    public let minX: Variable
    public let minY: Variable
    public let width: Variable
    public let height: Variable

    /// In the order `_autolayoutTrace` names them: minX, minY, width, height.
    public var all: [Variable] { [minX, minY, width, height] }
}

/// Hands out each item's variables once, named `item.minX` etc., in the order items are first seen
/// (so variable ids, and with them every solver choice, follow declaration order).
final class VariableTable {
    private let factory = VariableFactory()
    private var itemVariables: [String: ItemVariables] = [:]
    private var plainVariables: [String: Variable] = [:]

    func variables(of item: String) -> ItemVariables {
        if let known = itemVariables[item] { return known }
        let made = ItemVariables(minX: factory.make("\(item).minX"), minY: factory.make("\(item).minY"),
                                 width: factory.make("\(item).width"), height: factory.make("\(item).height"))
        itemVariables[item] = made
        return made
    }

    func existingVariables(of item: String) -> ItemVariables? { itemVariables[item] }

    /// Every item's variables made so far, as a value.
    var allItemVariables: [String: ItemVariables] { itemVariables }

    func plain(_ name: String) -> Variable {
        if let known = plainVariables[name] { return known }
        let made = factory.make(name)
        plainVariables[name] = made
        return made
    }

    func existingPlain(_ name: String) -> Variable? { plainVariables[name] }
}
