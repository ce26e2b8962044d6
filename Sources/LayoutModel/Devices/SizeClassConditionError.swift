/// A variation key that is not a size-class condition: what is wrong and where (0-based character
/// offset into the key), for the document reader to place at its file, line and column.
public struct SizeClassConditionError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Kind: String, Hashable, Sendable {
        /// Not a key Interface Builder writes.
        case malformed
        /// A well-formed trait that is not a size class (`userInterfaceIdiom=mac`, a Mac Catalyst
        /// variation): never in force on the iPhones and iPads modelled, so a reader may skip it.
        case otherTrait
    }

    public let kind: Kind
    public let key: String
    public let message: String
    public let offset: Int

    public init(kind: Kind, key: String, message: String, offset: Int) {
        self.kind = kind
        self.key = key
        self.message = message
        self.offset = offset
    }

    public var description: String { "variation key '\(key)': \(message) (at character \(offset + 1))" }
}
