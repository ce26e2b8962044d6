// Something a built layout leaves out or approximates, located at the object and line it is
// about, so that nothing the model cannot express is dropped silently.

public struct IBBuildNote: Sendable, Equatable, CustomStringConvertible {
    public enum Kind: String, Sendable, Equatable {
        /// Something the layout model cannot express yet: left out.
        case unsupported
        /// Kept, but with a stand-in value (a control's size from its stored frame, a custom font
        /// measured as the system font).
        case approximated
        /// Dropped on purpose, as UIKit would drop it (placeholder or uninstalled constraints,
        /// subviews not installed for the size class).
        case dropped
    }

    public var kind: Kind
    public var message: String
    public var objectID: String?
    public var location: IBSourceLocation?

    public init(_ kind: Kind, _ message: String, objectID: String?, location: IBSourceLocation?) {
        self.kind = kind
        self.message = message
        self.objectID = objectID
        self.location = location
    }

    public var description: String {
        let place = [location?.description, objectID].compactMap { $0 }.joined(separator: ": ")
        return (place.isEmpty ? "" : place + ": ") + message
    }
}
