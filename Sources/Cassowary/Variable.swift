/// A named unknown of a linear system.
///
/// Identity is the `id`; the name is for people (traces, JSON, errors). Ids are handed out by a
/// `VariableFactory` so that two solvers (or a solver and a test oracle) can share one set of variables.
public struct Variable: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let id: Int
    public let name: String

    public init(id: Int, name: String) {
        self.id = id
        self.name = name
    }

    public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs.id == rhs.id }
    public static func < (lhs: Variable, rhs: Variable) -> Bool { lhs.id < rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
    public var description: String { name }
}

/// Hands out variables with increasing ids, so creation order is the variables' total order.
public final class VariableFactory {
    private var nextID = 0

    public init() {}

    public func make(_ name: String) -> Variable {
        defer { nextID += 1 }
        return Variable(id: nextID, name: name)
    }
}
